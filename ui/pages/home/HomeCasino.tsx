/**
 * The casino on the home page (issue 16, spec §2.1 front door): when the casino leads, the root
 * shows the bettor's quick access, the running jackpot, the popular games and the live tables
 * below the welcome, each a tap from its game; the lobby is one link away.
 */
import { useEffect, useMemo } from "react"
import { Link } from "wouter"
import { selectCasinoLobby } from "../../../core/casino/index.js"
import type { CasinoGameInfo } from "../../../core/model/casino.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { GameTile } from "../../components/casino/GameTile.js"
import { QuickAccess } from "../../components/casino/QuickAccess.js"
import { Money } from "../../components/Money.js"
import { Msg, useT } from "../../components/Msg.js"
import type { MessageId } from "../../i18n/catalogues.js"
import "../casino/casino.css"

const SHOWN = 6

export function HomeCasino() {
  const send = useSend()
  const t = useT()
  useEffect(() => send({ _tag: "CasinoOpened" }), [send])
  const lobby = useSelector(selectCasinoLobby)
  const popular = useMemo(() => (lobby?.games ?? []).filter((g) => g.categories.includes("popular") && !g.live).slice(0, SHOWN), [lobby])
  const live = useMemo(() => (lobby?.games ?? []).filter((g) => g.live).slice(0, SHOWN), [lobby])
  const providerName = (id: string) => lobby?.providers.find((p) => p.id === id)?.name ?? id
  const jackpot = lobby?.jackpots[0]
  if (!lobby) return null
  return (
    <div className="home-casino" data-testid="home-casino">
      <QuickAccess />
      {jackpot ? (
        <p className="jackpot-info"><Msg id="casino.jackpot.title" /> <strong><Money minor={jackpot.amount} currency={jackpot.currency} /></strong></p>
      ) : null}
      <GameShelf id="home-casino-popular" title="casino.category.popular" href="/casino" games={popular} providerName={providerName} />
      {live.length > 0 ? (
        <GameShelf id="home-casino-live" title="casino.live.title" href="/casino/live-casino" games={live} providerName={providerName} />
      ) : null}
    </div>
  )
}

/** A row of games under its heading, with the link to all of them. */
function GameShelf({ id, title, href, games, providerName }: {
  readonly id: string
  readonly title: MessageId
  readonly href: string
  readonly games: ReadonlyArray<CasinoGameInfo>
  readonly providerName: (id: string) => string
}) {
  const t = useT()
  return (
    <section aria-labelledby={id}>
      <div className="home-casino__head">
        <h2 id={id} className="home__section-title"><Msg id={title} /></h2>
        <Link href={href}><Msg id="casino.home.all" /></Link>
      </div>
      <ul className="game-grid" aria-label={t(title)}>{games.map((g) => <GameTile key={g.id} game={g} providerName={providerName(g.provider)} />)}</ul>
    </section>
  )
}
