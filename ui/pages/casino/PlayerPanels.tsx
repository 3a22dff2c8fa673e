/**
 * The game player's sub-pages (spec §2.6): a panel under the game for exit, deposit, info,
 * rewards, rewards/{id}, search and recommended. The rewards panels show the bettor's casino
 * rewards and free spins as core picks them from the rewards overview and the wallet; the search
 * panel finds another game without leaving the player.
 */
import { useMemo, useState } from "react"
import { useIntl } from "react-intl"
import { searchGames, selectCasinoLobby, selectCasinoReward, selectCasinoRewards } from "../../../core/casino/index.js"
import type { CasinoGameInfo } from "../../../core/model/casino.js"
import { selectRewards } from "../../../core/rewards/index.js"
import { selectIsLoggedIn } from "../../../core/session/index.js"
import { selectCurrency } from "../../../core/wallet/index.js"
import { useSelector } from "../../app/runtime.js"
import { ClaimButton, OfferAction, RewardProgress, RewardRow, RewardStatus, RewardValue, useRewardsOpened } from "../../components/rewards/RewardParts.js"
import { Money } from "../../components/Money.js"
import { Msg, useT } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"

const playerHref = (game: string, sub?: string) => `/casino/game/${game}/player${sub ? `/${sub}` : ""}`

function GameLinks({ games }: { readonly games: ReadonlyArray<CasinoGameInfo> }) {
  return <ul className="player-choose">{games.map((g) => <li key={g.id}><NavLink href={playerHref(g.id)}>{g.name}</NavLink></li>)}</ul>
}

function RewardsPanel({ game }: { readonly game: CasinoGameInfo }) {
  useRewardsOpened()
  const { freeSpins, rewards, offers } = useSelector(selectCasinoRewards)
  const phase = useSelector(selectRewards).phase
  const loggedIn = useSelector(selectIsLoggedIn)
  const currency = useSelector(selectCurrency)
  const empty = freeSpins.length === 0 && rewards.length === 0 && offers.length === 0
  return (
    <section className="player-panel player-rewards" aria-labelledby="player-rewards-title">
      <h2 id="player-rewards-title"><Msg id="casino.player.rewards" /></h2>
      {freeSpins.length > 0 ? (
        <div data-testid="player-free-spins">
          <h3><Msg id="casino.player.freeSpins" values={{ count: freeSpins.length }} /></h3>
          <ul className="player-choose">{freeSpins.map((s) => <li key={s.id}><Msg id="casino.player.freeSpinValue" /> <Money minor={s.value} currency={currency} /></li>)}</ul>
        </div>
      ) : null}
      {rewards.length > 0 ? (
        <ul className="rewards-list">
          {rewards.map((r) => (
            <li key={r.id}>
              <RewardRow reward={r} />
              <NavLink href={playerHref(game.id, `rewards/${r.id}`)}><Msg id="casino.player.rewardDetails" values={{ title: r.title }} /></NavLink>
            </li>
          ))}
        </ul>
      ) : null}
      {offers.length > 0 ? (
        <>
          <h3><Msg id="casino.player.rewardOffers" /></h3>
          <ul className="rewards-list">
            {offers.map((o) => (
              <li key={o.id} className="reward-row">
                <div className="reward-row__body">
                  <p className="reward-row__title">{o.title}</p>
                  <p className="reward-row__meta"><RewardValue kind={o.kind} amount={o.amount} spins={o.spins} /></p>
                </div>
                <OfferAction offer={o} loggedIn={loggedIn} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {empty ? <p className="sports-empty"><Msg id={phase === "loading" || phase === "idle" ? "casino.player.rewardsLoading" : "casino.player.rewardsNone"} /></p> : null}
      <NavLink href="/rewards"><Msg id="casino.player.allRewards" /></NavLink>
    </section>
  )
}

function RewardPanel({ game, id }: { readonly game: CasinoGameInfo; readonly id: number }) {
  useRewardsOpened()
  const reward = useSelector(useMemo(() => selectCasinoReward(id), [id]))
  const phase = useSelector(selectRewards).phase
  const intl = useIntl()
  return (
    <section className="player-panel player-rewards" aria-labelledby="player-reward-title" data-testid="player-reward">
      {reward ? (
        <>
          <h2 id="player-reward-title">{reward.title}</h2>
          <div className="reward-row">
            <div className="reward-row__body">
              <p className="reward-row__meta">
                <RewardValue kind={reward.kind} amount={reward.amount} spins={reward.spins} /> · <RewardStatus status={reward.status} />
                {reward.status !== "claimed" ? <> · <Msg id="rewards.expires" values={{ date: intl.formatDate(reward.expires_at, { day: "numeric", month: "short" }) }} /></> : null}
              </p>
              {reward.status === "opted_in" ? <RewardProgress reward={reward} /> : null}
            </div>
            {reward.status === "earned" ? <ClaimButton reward={reward} /> : null}
          </div>
        </>
      ) : (
        <>
          <h2 id="player-reward-title"><Msg id="casino.player.rewards" /></h2>
          <p className="sports-empty"><Msg id={phase === "loading" || phase === "idle" ? "casino.player.rewardsLoading" : "casino.player.rewardMissing"} /></p>
        </>
      )}
      <NavLink href={playerHref(game.id, "rewards")}><Msg id="casino.player.backToRewards" /></NavLink>
    </section>
  )
}

function SearchPanel({ game }: { readonly game: CasinoGameInfo }) {
  const lobby = useSelector(selectCasinoLobby)
  const [text, setText] = useState("")
  const t = useT()
  const found = useMemo(() => (text.trim() === "" ? [] : searchGames(lobby?.games ?? [], text).filter((g) => g.id !== game.id)), [lobby, text, game.id])
  return (
    <section className="player-panel" aria-labelledby="player-search-title">
      <h2 id="player-search-title"><Msg id="casino.search" /></h2>
      <label className="casino-search">
        <span className="visually-hidden"><Msg id="casino.search.label" /></span>
        <input type="search" value={text} placeholder={t("casino.search.placeholder")} onChange={(e) => setText(e.target.value)} aria-label={t("casino.search.label")} autoFocus />
      </label>
      {text.trim() === "" ? <p className="sports-empty"><Msg id="casino.search.hint" /></p> : found.length === 0 ? <p className="sports-empty" role="status"><Msg id="casino.empty" /></p> : <GameLinks games={found} />}
    </section>
  )
}

export function HowToPlay({ game }: { readonly game: CasinoGameInfo }) {
  return <p><Msg id={`casino.howto.${game.live ? "live" : game.kind}` as "casino.howto.slot"} /></p>
}

export function PlayerPanel({ sub, game, rewardId }: { readonly sub: string; readonly game: CasinoGameInfo; readonly rewardId: number | null }) {
  const lobby = useSelector(selectCasinoLobby)
  switch (sub) {
    case "info":
      return <section className="player-panel"><h2><Msg id="casino.details.howto" /></h2><HowToPlay game={game} /><p><Msg id="casino.rtp" values={{ rtp: game.rtp.toFixed(2) }} /> · <Msg id={`casino.volatility.${game.volatility}` as "casino.volatility.low"} /></p></section>
    case "exit":
      return <section className="player-panel"><p><Msg id="casino.player.exitConfirm" /></p><NavLink href={`/casino/game/${game.id}`} className="btn btn--primary"><Msg id="casino.player.exit" /></NavLink></section>
    case "deposit":
      return <section className="player-panel"><NavLink href="/deposit" className="btn btn--primary"><Msg id="casino.player.deposit" /></NavLink></section>
    case "rewards":
      return <RewardsPanel game={game} />
    case "reward":
      return rewardId === null ? <RewardsPanel game={game} /> : <RewardPanel game={game} id={rewardId} />
    case "search":
      return <SearchPanel game={game} />
    default: {
      const others = (lobby?.games ?? []).filter((g) => g.id !== game.id && !g.live).slice(0, 4)
      return <section className="player-panel"><h2><Msg id="casino.player.recommended" /></h2><GameLinks games={others} /></section>
    }
  }
}
