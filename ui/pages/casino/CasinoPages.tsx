/**
 * The casino (issue 16, spec §2.6): the lobby with category tabs (/casino, /casino/tab/{category},
 * the catch-all /casino/{category}, live casino tabs), search, game providers, recent and
 * favourites, a game's details page (RTP, volatility, how to play) and the game player in the
 * casino-game-player layout with its sub-pages.
 */
import { useEffect, useMemo, useState } from "react"
import type { CasinoGameInfo } from "../../../core/model/casino.js"
import { searchGames, selectCasinoFavourites, selectCasinoLobby, selectCasinoRecent, selectCasinoStatus } from "../../../core/casino/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import type { PageProps } from "../../app/pages.js"
import { GameArt } from "../../components/casino/GameArt.js"
import { BlackjackGame, RouletteGame, ScratchGame, SlotGame } from "../../components/casino/Games.js"
import { FavouriteButton, GameTile } from "../../components/casino/GameTile.js"
import { LiveBlackjack } from "../../components/casino/LiveBlackjack.js"
import { LiveRoulette } from "../../components/casino/LiveRoulette.js"
import { PlayerBar } from "../../components/casino/PlayerBar.js"
import { RealityCheck } from "../../components/casino/RealityCheck.js"
import { QuickAccess } from "../../components/casino/QuickAccess.js"
import { RoundFairness } from "../../components/casino/RoundFairness.js"
import { Money } from "../../components/Money.js"
import { Msg, useT } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"
import { PageHeading } from "../../components/PageHeading.js"
import { HowToPlay, PlayerPanel } from "./PlayerPanels.js"

function useLobby() {
  const send = useSend()
  useEffect(() => send({ _tag: "CasinoOpened" }), [send])
  return { lobby: useSelector(selectCasinoLobby), status: useSelector(selectCasinoStatus) }
}

const providerName = (lobby: { providers: ReadonlyArray<{ id: string; name: string }> } | null, id: string) => lobby?.providers.find((p) => p.id === id)?.name ?? id

function GameGrid({ games, label }: { readonly games: ReadonlyArray<CasinoGameInfo>; readonly label: string }) {
  const lobby = useSelector(selectCasinoLobby)
  if (games.length === 0) return <p className="sports-empty"><Msg id="casino.empty" /></p>
  return <ul className="game-grid" aria-label={label}>{games.map((g) => <GameTile key={g.id} game={g} providerName={providerName(lobby, g.provider)} />)}</ul>
}

function CasinoNav({ current }: { readonly current: string }) {
  const lobby = useSelector(selectCasinoLobby)
  const t = useT()
  const tabs = ["all", ...(lobby?.categories ?? [])]
  return (
    <nav className="sports-nav casino-nav" aria-label={t("casino.nav")}>
      {tabs.map((c) => {
        const href = c === "all" ? "/casino" : c === "live-casino" ? "/casino/live-casino" : `/casino/tab/${c}`
        return <NavLink key={c} href={href} className={`chip${current === c ? " chip--current" : ""}`} aria-current={current === c ? "page" : undefined}><Msg id={`casino.category.${c}` as "casino.category.all"} /></NavLink>
      })}
      <NavLink href="/casino/search" className={`chip${current === "search" ? " chip--current" : ""}`}><Msg id="casino.search" /></NavLink>
      <NavLink href="/casino/game-providers" className={`chip${current === "providers" ? " chip--current" : ""}`}><Msg id="casino.providers" /></NavLink>
    </nav>
  )
}

function JackpotInfo() {
  const { lobby } = useLobby()
  const jackpot = lobby?.jackpots[0]
  if (!jackpot) return null
  return (
    <details className="jackpot-info">
      <summary><Msg id="casino.jackpot.title" /> <strong data-testid="jackpot-amount"><Money minor={jackpot.amount} currency={jackpot.currency} /></strong></summary>
      <p><Msg id="casino.jackpot.body" /></p>
    </details>
  )
}

function Lobby({ category, title }: { readonly category: string; readonly title?: "casino.title" | "casino.live.title" }) {
  const { lobby, status } = useLobby()
  const t = useT()
  const games = useMemo(() => (lobby?.games ?? []).filter((g) => category === "all" || g.categories.includes(category)), [lobby, category])
  return (
    <div className="sports-page casino-page">
      <PageHeading><Msg id={title ?? "casino.title"} /></PageHeading>
      <CasinoNav current={category} />
      <QuickAccess />
      <JackpotInfo />
      {status === "failed" ? <p className="sports-empty"><Msg id="casino.failed" /></p> : status !== "ready" ? <p className="sports-empty"><Msg id="casino.loading" /></p> : <GameGrid games={games} label={t(`casino.category.${category}` as "casino.category.all")} />}
    </div>
  )
}

export function CasinoLobbyPage() {
  return <Lobby category="all" />
}

export function CasinoTabPage({ params }: PageProps) {
  const category = params.category || "all"
  return <Lobby category={category} />
}

/** The catch-all /casino/{category} and /casino/live-casino/tab/{tab} (rewritten here). */
export function CasinoCategoryPage({ params }: PageProps) {
  const category = params.category || "all"
  return <Lobby category={category} title={category === "live-casino" ? "casino.live.title" : "casino.title"} />
}

export function CasinoSearchPage({ query }: PageProps) {
  const { lobby } = useLobby()
  const [text, setText] = useState(query.q ?? "")
  const t = useT()
  const found = useMemo(() => (text.trim() === "" ? [] : searchGames(lobby?.games ?? [], text)), [lobby, text])
  return (
    <div className="sports-page casino-page">
      <PageHeading><Msg id="casino.search" /></PageHeading>
      <CasinoNav current="search" />
      <label className="casino-search">
        <span className="visually-hidden"><Msg id="casino.search.label" /></span>
        <input type="search" value={text} placeholder={t("casino.search.placeholder")} onChange={(e) => setText(e.target.value)} aria-label={t("casino.search.label")} autoFocus />
      </label>
      {text.trim() === "" ? <p className="sports-empty"><Msg id="casino.search.hint" /></p> : <GameGrid games={found} label={t("casino.search")} />}
    </div>
  )
}

export function CasinoProvidersPage() {
  const { lobby } = useLobby()
  return (
    <div className="sports-page casino-page">
      <PageHeading><Msg id="casino.providers" /></PageHeading>
      <CasinoNav current="providers" />
      {(lobby?.providers ?? []).map((p) => (
        <section key={p.id} className="casino-provider" aria-labelledby={`provider-${p.id}`}>
          <h2 id={`provider-${p.id}`}>{p.name}</h2>
          <GameGrid games={(lobby?.games ?? []).filter((g) => g.provider === p.id)} label={p.name} />
        </section>
      ))}
    </div>
  )
}

function ListPage({ ids, title }: { readonly ids: ReadonlyArray<string>; readonly title: "casino.recent" | "casino.favourites" }) {
  const { lobby } = useLobby()
  const t = useT()
  const games = ids.flatMap((id) => lobby?.games.filter((g) => g.id === id) ?? [])
  return (
    <div className="sports-page casino-page">
      <PageHeading><Msg id={title} /></PageHeading>
      <CasinoNav current={title} />
      <GameGrid games={games} label={t(title)} />
    </div>
  )
}

export function CasinoRecentPage() {
  return <ListPage ids={useSelector(selectCasinoRecent)} title="casino.recent" />
}

export function CasinoFavouritesPage() {
  return <ListPage ids={useSelector(selectCasinoFavourites)} title="casino.favourites" />
}

/** A game the lobby does not (yet) know: still a page with a heading, and a way back to the lobby. */
function GameMissing({ loading, className }: { readonly loading: boolean; readonly className: string }) {
  return (
    <div className={className}>
      <PageHeading><Msg id="casino.title" /></PageHeading>
      <p className="sports-empty"><Msg id={loading ? "casino.loading" : "casino.notFound"} /></p>
      {loading ? null : <NavLink href="/casino" className="button"><Msg id="casino.category.all" /></NavLink>}
    </div>
  )
}

export function CasinoGamePage({ params }: PageProps) {
  const { lobby, status } = useLobby()
  const game = lobby?.games.find((g) => g.id === params.game)
  if (!game) return <GameMissing loading={status !== "ready"} className="sports-page casino-page" />
  return (
    <div className="sports-page casino-page casino-details">
      <div className="casino-details__art"><GameArt game={game} /></div>
      <div>
        <PageHeading>{game.name}</PageHeading>
        <p className="casino-details__provider">{providerName(lobby, game.provider)}</p>
        <dl className="casino-facts">
          <div><dt><Msg id="casino.details.rtp" /></dt><dd data-testid="game-rtp">{game.rtp.toFixed(2)}%</dd></div>
          <div><dt><Msg id="casino.details.volatility" /></dt><dd><Msg id={`casino.volatility.${game.volatility}` as "casino.volatility.low"} /></dd></div>
        </dl>
        <h2><Msg id="casino.details.howto" /></h2>
        <HowToPlay game={game} />
        <div className="player-controls">
          <NavLink href={`/casino/game/${game.id}/player`} className="btn btn--primary"><Msg id="casino.details.play" /></NavLink>
          <FavouriteButton gameId={game.id} name={game.name} />
        </div>
      </div>
    </div>
  )
}

const SUBPAGES = ["exit", "deposit", "info", "rewards", "search", "recommended"] as const

export function CasinoPlayerPage({ params }: PageProps) {
  const { lobby, status } = useLobby()
  const send = useSend()
  const game = lobby?.games.find((g) => g.id === params.game)
  useEffect(() => {
    if (!game) return
    send({ _tag: "CasinoPlayerOpened", gameId: game.id })
    return () => send({ _tag: "CasinoPlayerClosed" })
  }, [send, game])
  const sub = params.sub ?? null
  if (!game) return <GameMissing loading={status !== "ready"} className="casino-player" />
  return (
    <div className="casino-player">
      <header className="casino-player__top">
        <NavLink href={`/casino/game/${game.id}/player/exit`} className="btn btn--secondary"><Msg id="casino.player.exit" /></NavLink>
        <h1 className="casino-player__title">{game.name}</h1>
        <nav className="casino-player__links" aria-label={game.name}>
          <NavLink href={`/casino/game/${game.id}/player/info`}><Msg id="casino.player.info" /></NavLink>
          <NavLink href={`/casino/game/${game.id}/player/recommended`}><Msg id="casino.player.recommended" /></NavLink>
          <NavLink href={`/casino/game/${game.id}/player/search`}><Msg id="casino.search" /></NavLink>
          <NavLink href={`/casino/game/${game.id}/player/rewards`}><Msg id="casino.player.rewards" /></NavLink>
          <NavLink href={`/casino/game/${game.id}/player/deposit`}><Msg id="casino.player.deposit" /></NavLink>
        </nav>
      </header>
      <PlayerBar />
      <RealityCheck exitHref={`/casino/game/${game.id}`} />
      <main className="casino-player__stage">
        {game.live ? (game.kind === "blackjack" ? <LiveBlackjack game={game} /> : <LiveRoulette game={game} />) : game.kind === "slot" ? <SlotGame game={game} /> : game.kind === "roulette" ? <RouletteGame game={game} /> : game.kind === "blackjack" ? <BlackjackGame game={game} /> : <ScratchGame game={game} />}
      </main>
      {game.live ? null : <RoundFairness />}
      {sub ? <PlayerPanel sub={sub} game={game} rewardId={params.id !== undefined && /^\d+$/.test(params.id) ? Number(params.id) : null} /> : null}
    </div>
  )
}

/** The player's sub-pages: the player with a panel (exit, deposit, info, rewards, search, recommended). */
export const playerSubPage = (sub: (typeof SUBPAGES)[number] | "reward") =>
  function CasinoPlayerSubPage(props: PageProps) {
    return <CasinoPlayerPage {...props} params={{ ...props.params, sub }} />
  }
