/** A game in the lobby: artwork, name, studio, RTP, a favourite heart (logged in), a link to its page. */
import type { CasinoGameInfo } from "../../../core/model/casino.js"
import { selectCasinoFavourites } from "../../../core/casino/index.js"
import { selectIsLoggedIn } from "../../../core/session/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Msg, useT } from "../Msg.js"
import { NavLink } from "../NavLink.js"
import { GameArt } from "./GameArt.js"

export function FavouriteButton({ gameId, name }: { readonly gameId: string; readonly name: string }) {
  const favourites = useSelector(selectCasinoFavourites)
  const loggedIn = useSelector(selectIsLoggedIn)
  const send = useSend()
  const t = useT()
  if (!loggedIn) return null
  const on = favourites.includes(gameId)
  return (
    <button type="button" className={`casino-heart${on ? " casino-heart--on" : ""}`} aria-pressed={on} aria-label={t("casino.favourite", { name })} onClick={() => send({ _tag: "CasinoFavouriteToggled", gameId })}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z" /></svg>
    </button>
  )
}

export function GameTile({ game, providerName }: { readonly game: CasinoGameInfo; readonly providerName: string }) {
  return (
    <li className="game-tile">
      <NavLink href={`/casino/game/${game.id}`} className="game-tile__link">
        <GameArt game={game} />
        <span className="game-tile__name">{game.name}</span>
        <span className="game-tile__meta">{providerName} · <Msg id="casino.rtp" values={{ rtp: game.rtp.toFixed(2) }} /></span>
        {game.live ? <span className="game-tile__badge"><Msg id="casino.live" /></span> : null}
      </NavLink>
      <FavouriteButton gameId={game.id} name={game.name} />
    </li>
  )
}
