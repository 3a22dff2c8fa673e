/**
 * The casino on the home page (issue 16, spec §2.1 front door): when the casino leads, the root
 * shows the bettor's quick access, the running jackpot, the popular games and the live tables
 * below the welcome, each a tap from its game; the lobby is one link away.
 */
import { useEffect, useMemo } from "react"
import { Link } from "wouter"
import { selectCasinoLobby } from "../../../core/casino/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { GameTile } from "../../components/casino/GameTile.js"
import { QuickAccess } from "../../components/casino/QuickAccess.js"
import { Money } from "../../components/Money.js"
import { Msg, useT } from "../../components/Msg.js"
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
      <section aria-labelledby="home-casino-popular">
        <div className="home-casino__head">
          <h2 id="home-casino-popular" className="home__section-title"><Msg id="casino.category.popular" /></h2>
          <Link href="/casino"><Msg id="casino.home.all" /></Link>
        </div>
        <ul className="game-grid" aria-label={t("casino.category.popular")}>{popular.map((g) => <GameTile key={g.id} game={g} providerName={providerName(g.provider)} />)}</ul>
      </section>
      {live.length > 0 ? (
        <section aria-labelledby="home-casino-live">
          <div className="home-casino__head">
            <h2 id="home-casino-live" className="home__section-title"><Msg id="casino.live.title" /></h2>
            <Link href="/casino/live-casino"><Msg id="casino.home.all" /></Link>
          </div>
          <ul className="game-grid" aria-label={t("casino.live.title")}>{live.map((g) => <GameTile key={g.id} game={g} providerName={providerName(g.provider)} />)}</ul>
        </section>
      ) : null}
    </div>
  )
}
