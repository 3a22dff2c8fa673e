/**
 * The sportsbook catalogue as the bettor sees it: games, competitions, matches, markets and their
 * contracts (selections), normalised by id, fed by the list calls of the pages on screen and kept
 * fresh by the socket (spec §7 `game`, `markets`/`market`, `matches`).
 *
 * Handles: SportsViewOpened/Closed/Retried (load, subscribe, unsubscribe), GamesWanted (the
 * drawer's A–Z), the *Loaded answers,
 * RequestFailed of the catalogue calls, MarketsPushed, MatchesPushed, GamesPushed, SocketConnected
 * (after a reconnect every open view is fetched again so nothing stays stale; the socket adapter
 * itself re-sends the subscriptions). The match deep link (spec §4) is match-deep-link.ts.
 *
 * Invariants:
 * - Each market and match keeps the `seq` of what it holds; a push or snapshot with a lower seq is
 *   older than what is shown and is dropped, so the screen always ends on the server's last word.
 * - A contract's `direction` compares its price with the one it replaced (up, down, none) and
 *   `changes` counts moves, so a view can flash each move once.
 * - Subscriptions are derived from the open views and the betslip's markets (`wantedSubscriptions`)
 *   and diffed once every area has reduced an event (`reconcileSubscriptions`, run by
 *   core/app/subscriptions.ts): core subscribes to what is on screen or on the slip and
 *   unsubscribes when the last of them lets go. One derived set, so no reference counting anywhere.
 *
 * Pitfalls:
 * - A search runner arrives without its market's seq: it is taken only while its market is not
 *   held (a held market owns its contracts). Until the wire gives runners a seq, a search refetch
 *   racing a push can show a loose runner's older price until its market's next push.
 * - Tables are never pruned: an entity that left the screen keeps its last state unsubscribed
 *   (a page that opens it again refetches; the betslip keeps its legs' markets subscribed itself).
 */
import { call, type Command, type Ctx, type Reducer, type RequestFailed, type SocketConnected, type Step } from "../kernel/index.js"
import type { PriceChangeDirection } from "../model/betslip.js"
import { priceChangeDirection } from "../odds/index.js"
import { fetchOfView, getGames } from "./endpoints.js"
import type { CatalogueEvent } from "./events.js"
import type {
  Competition, Contract, ContractUpdate, Game, Market, MarketUpdate, MatchPush, MatchSummary, Price,
} from "../model/catalogue.js"
import { viewKey, type SportsView } from "./views.js"

type Handled = CatalogueEvent | RequestFailed | SocketConnected

/** Up or down versus the price it replaced: the one rule of spec §4, shared with the betslip. */
export type Direction = PriceChangeDirection

export interface ContractEntry {
  readonly contract: Contract
  readonly direction: Direction
  /** How many times the price moved since it was first seen: a flash key for views. */
  readonly changes: number
}

export type MarketEntry = Omit<Market, "contracts"> & { readonly contractIds: ReadonlyArray<number> }

export type MatchEntry = Omit<MatchSummary, "main_market"> & {
  readonly mainMarketId: number | null
  /** Every market of the match, once the match page loaded it. */
  readonly marketIds: ReadonlyArray<number> | null
}

/** What a view holds once loaded: ids into the normalised tables. */
export type ViewData =
  | { readonly _tag: "Home"; readonly featured: ReadonlyArray<number>; readonly inPlay: ReadonlyArray<number>; readonly startingSoon: ReadonlyArray<number> }
  | {
      readonly _tag: "GameTab"
      readonly gameId: number
      readonly tab: string
      readonly competitionIds: ReadonlyArray<number>
      readonly matchIds: ReadonlyArray<number>
      readonly outrightIds: ReadonlyArray<number>
      readonly meetings: ReadonlyArray<{ readonly competitionId: number; readonly raceIds: ReadonlyArray<number> }>
    }
  | { readonly _tag: "Competition"; readonly gameId: number; readonly competitionId: number; readonly matchIds: ReadonlyArray<number>; readonly outrightIds: ReadonlyArray<number> }
  | { readonly _tag: "Match"; readonly gameId: number; readonly matchId: number }
  | {
      readonly _tag: "Search"
      readonly matchIds: ReadonlyArray<number>
      readonly competitionIds: ReadonlyArray<number>
      readonly runners: ReadonlyArray<{ readonly contractId: number; readonly matchId: number }>
    }

export type ViewStatus = "loading" | "ready" | "failed"

export interface ViewEntry {
  readonly view: SportsView
  readonly status: ViewStatus
  /** The request whose answer this view waits for; answers to older requests are ignored. */
  readonly requestId: string | null
  /** How many mounted pages hold the view open (a view closes when the last one leaves). */
  readonly holders: number
  readonly data: ViewData | null
  /** Whether the server answered 404: the page shows "not found" rather than "try again". */
  readonly notFound: boolean
}

export interface CatalogueState {
  readonly games: Readonly<Record<number, Game>>
  readonly gamesRequest: string | null
  readonly competitions: Readonly<Record<number, Competition>>
  readonly matches: Readonly<Record<number, MatchEntry>>
  readonly markets: Readonly<Record<number, MarketEntry>>
  readonly contracts: Readonly<Record<number, ContractEntry>>
  readonly views: Readonly<Record<string, ViewEntry>>
  /** The socket subscriptions core holds, as `channel|json(params)` keys, sorted. */
  readonly subscriptions: ReadonlyArray<string>
  /** The socket connected once already: the next connection is a reconnect. */
  readonly socketSeen: boolean
}

export const initialCatalogue: CatalogueState = {
  games: {},
  gamesRequest: null,
  competitions: {},
  matches: {},
  markets: {},
  contracts: {},
  views: {},
  subscriptions: [],
  socketSeen: false,
}

const CATALOGUE_CALLS: ReadonlyArray<string> = ["getGames", "getSportHome", "getGameTab", "getCompetition", "getMatchPage", "searchSports"]

// ── prices ─────────────────────────────────────────────────────────────────

const mergeContract = (entry: ContractEntry | undefined, contract: Contract): ContractEntry => {
  if (!entry) return { contract, direction: "none", changes: 0 }
  const direction = priceChangeDirection(entry.contract.prices, contract.prices)
  return direction === "none"
    ? { ...entry, contract }
    : { contract, direction, changes: entry.changes + 1 }
}

// ── applying snapshots and pushes ──────────────────────────────────────────

interface Tables {
  games: Record<number, Game>
  competitions: Record<number, Competition>
  matches: Record<number, MatchEntry>
  markets: Record<number, MarketEntry>
  contracts: Record<number, ContractEntry>
}

const tablesOf = (s: CatalogueState): Tables => ({
  games: { ...s.games },
  competitions: { ...s.competitions },
  matches: { ...s.matches },
  markets: { ...s.markets },
  contracts: { ...s.contracts },
})

// Pushes arrive every animation frame: each copies only the tables it writes.
type PriceTables = Pick<Tables, "markets" | "contracts">
const priceTablesOf = (s: CatalogueState): PriceTables => ({ markets: { ...s.markets }, contracts: { ...s.contracts } })

/** A market snapshot: applied unless what is held is newer (a push overtook the call). */
const putMarket = (t: Tables, market: Market): void => {
  const held = t.markets[market.id]
  if (held && held.seq > market.seq) return
  const { contracts, ...rest } = market
  t.markets[market.id] = { ...rest, contractIds: contracts.map((c) => c.id) }
  for (const contract of contracts) t.contracts[contract.id] = mergeContract(t.contracts[contract.id], contract)
}

const putMatch = (t: Tables, match: MatchSummary, marketIds?: ReadonlyArray<number>): void => {
  const { main_market, ...rest } = match
  if (main_market) putMarket(t, main_market)
  const held = t.matches[match.id]
  const live = held && held.seq > match.seq
    ? { status: held.status, score: held.score, clock: held.clock, seq: held.seq, ...(held.scoreboard === undefined ? {} : { scoreboard: held.scoreboard }) }
    : {}
  t.matches[match.id] = {
    ...rest,
    ...live,
    mainMarketId: main_market?.id ?? held?.mainMarketId ?? null,
    marketIds: marketIds ?? held?.marketIds ?? null,
  }
}

const applyContractUpdate = (t: PriceTables, update: ContractUpdate): void => {
  const entry = t.contracts[update.id]
  if (!entry) return
  const contract: Contract = {
    ...entry.contract,
    status: update.status,
    prices: update.prices,
    ...(update.boosted_prices === undefined ? {} : { boosted_prices: update.boosted_prices }),
  }
  t.contracts[update.id] = mergeContract(entry, contract)
}

/**
 * A market push: newer than what is held, or dropped. Markets nobody loaded are not kept, but a
 * search runner shown without its market still takes its new price and status (such a contract
 * has no seq of its own; the socket delivers a market's pushes in order).
 */
const applyMarketUpdate = (t: PriceTables, update: MarketUpdate): void => {
  const held = t.markets[update.id]
  if (!held) {
    for (const contract of update.contracts) applyContractUpdate(t, contract)
    return
  }
  if (held.seq >= update.seq) return
  t.markets[update.id] = {
    ...held,
    seq: update.seq,
    status: update.status,
    ...(update.each_way === undefined ? {} : { each_way: update.each_way }),
  }
  for (const contract of update.contracts) applyContractUpdate(t, contract)
}

const applyMatchPush = (t: Pick<Tables, "matches">, push: MatchPush): void => {
  const held = t.matches[push.id]
  if (!held || held.seq >= push.seq) return
  t.matches[push.id] = { ...held, seq: push.seq, status: push.status, score: push.score, clock: push.clock, ...(push.scoreboard === undefined ? {} : { scoreboard: push.scoreboard }) }
}

const withTables = (s: CatalogueState, t: Partial<Tables>): CatalogueState => ({ ...s, ...t })

// ── views and subscriptions ────────────────────────────────────────────────

const subscriptionKey = (channel: string, params: Readonly<Record<string, unknown>>): string => `${channel}|${JSON.stringify(params)}`

const parseSubscription = (key: string): { channel: string; params: Readonly<Record<string, unknown>> } => {
  const bar = key.indexOf("|")
  return { channel: key.slice(0, bar), params: JSON.parse(key.slice(bar + 1)) as Record<string, unknown> }
}

/** The matches a loaded view shows (whose scores and prices must stay live). */
export const matchesOfView = (data: ViewData | null): ReadonlyArray<number> => {
  if (data === null) return []
  switch (data._tag) {
    case "Home":
      return [...data.featured, ...data.inPlay, ...data.startingSoon]
    case "GameTab":
      return [...data.matchIds, ...data.meetings.flatMap((m) => m.raceIds)]
    case "Competition":
      return data.matchIds
    case "Match":
      return [data.matchId]
    case "Search":
      return [...data.matchIds, ...data.runners.map((r) => r.matchId)]
  }
}

/** Markets shown outside a match's own list (outrights): followed one by one. */
const outrightsOfView = (data: ViewData | null): ReadonlyArray<number> =>
  data?._tag === "GameTab" || data?._tag === "Competition" ? data.outrightIds : []

/** A market the betslip needs live (a leg's, or a bet builder cart selection's), with its match when known. */
export interface SlipMarket {
  readonly marketId: number
  readonly matchId: number | null
}

/**
 * The subscriptions wanted: what the open views need (`game` for the live counts while any sports
 * page is open, `matches` and `markets` for every match shown, `market` for outright markets),
 * united with the betslip's markets: `market` for each, unless a view already follows the whole
 * match (`markets`), whose batches carry that market too (the server publishes a market's change
 * on both channels, so holding both would deliver every change twice).
 */
export const wantedSubscriptions = (
  views: Readonly<Record<string, ViewEntry>>,
  slipMarkets: ReadonlyArray<SlipMarket> = [],
): ReadonlyArray<string> => {
  const entries = Object.values(views)
  if (entries.length === 0 && slipMarkets.length === 0) return []
  const keys = new Set<string>(entries.length === 0 ? [] : [subscriptionKey("game", { id: "games" })])
  for (const entry of entries) {
    // The in-play page shows only the home call's in-play list: the rest need no live prices there.
    const shown = entry.view._tag === "InPlay" && entry.data?._tag === "Home" ? entry.data.inPlay : matchesOfView(entry.data)
    for (const id of shown) {
      keys.add(subscriptionKey("matches", { match_id: id }))
      keys.add(subscriptionKey("markets", { match_id: id }))
    }
    for (const id of outrightsOfView(entry.data)) keys.add(subscriptionKey("market", { market_id: id }))
  }
  for (const m of slipMarkets) {
    if (m.matchId !== null && keys.has(subscriptionKey("markets", { match_id: m.matchId }))) continue
    keys.add(subscriptionKey("market", { market_id: m.marketId }))
  }
  return [...keys].sort()
}

/**
 * Brings the held subscriptions in line with what the open views and the slip need: the commands
 * that do it (unsubscribes first, then subscribes; nothing when nothing changed).
 */
export const reconcileSubscriptions = (s: CatalogueState, slipMarkets: ReadonlyArray<SlipMarket>): Step<CatalogueState> => {
  const wanted = wantedSubscriptions(s.views, slipMarkets)
  const held = new Set(s.subscriptions)
  const want = new Set(wanted)
  const commands: Command[] = []
  for (const key of s.subscriptions) if (!want.has(key)) commands.push({ _tag: "Unsubscribe", ...parseSubscription(key) })
  for (const key of wanted) if (!held.has(key)) commands.push({ _tag: "Subscribe", ...parseSubscription(key) })
  return commands.length === 0 ? [s, []] : [{ ...s, subscriptions: wanted }, commands]
}

const load = (s: CatalogueState, key: string, entry: ViewEntry, ctx: Ctx): Step<CatalogueState> => {
  const requestId = ctx.nextId("req")
  const fetch = fetchOfView(entry.view, requestId)
  if (fetch === null) return [{ ...s, views: { ...s.views, [key]: { ...entry, status: "ready", requestId: null, data: emptyData(entry.view) } } }, []]
  return [{ ...s, views: { ...s.views, [key]: { ...entry, status: entry.data === null ? "loading" : entry.status, requestId, notFound: false } } }, [fetch]]
}

const emptyData = (view: SportsView): ViewData | null =>
  view._tag === "Search" ? { _tag: "Search", matchIds: [], competitionIds: [], runners: [] } : null

const loadGames = (s: CatalogueState, ctx: Ctx): Step<CatalogueState> => {
  const requestId = ctx.nextId("req")
  return [{ ...s, gamesRequest: requestId }, [call(getGames, {}, requestId, null)]]
}

const then = (step: Step<CatalogueState>, next: (s: CatalogueState) => Step<CatalogueState>): Step<CatalogueState> => {
  const [s, commands] = step
  const [after, more] = next(s)
  return [after, [...commands, ...more]]
}

const openView = (s: CatalogueState, view: SportsView, ctx: Ctx): Step<CatalogueState> => {
  const key = viewKey(view)
  const held = s.views[key]
  if (held) return [{ ...s, views: { ...s.views, [key]: { ...held, holders: held.holders + 1 } } }, []]
  const entry: ViewEntry = { view, status: "loading", requestId: null, holders: 1, data: null, notFound: false }
  const first = Object.keys(s.views).length === 0 && s.gamesRequest === null && Object.keys(s.games).length === 0
  const step = load(s, key, entry, ctx)
  return first ? then(step, (x) => loadGames(x, ctx)) : step
}

const closeView = (s: CatalogueState, view: SportsView): Step<CatalogueState> => {
  const key = viewKey(view)
  const held = s.views[key]
  if (!held) return [s, []]
  if (held.holders > 1) return [{ ...s, views: { ...s.views, [key]: { ...held, holders: held.holders - 1 } } }, []]
  const { [key]: _gone, ...views } = s.views
  return [{ ...s, views }, []]
}

/** An answer for a view: stored when it is the answer the view waits for. */
const answered = (s: CatalogueState, view: SportsView, requestId: string, fill: (t: Tables) => ViewData): Step<CatalogueState> => {
  const key = viewKey(view)
  const held = s.views[key]
  if (!held || held.requestId !== requestId) return [s, []]
  const t = tablesOf(s)
  const data = fill(t)
  return [withTables({ ...s, views: { ...s.views, [key]: { ...held, status: "ready", requestId: null, data, notFound: false } } }, t), []]
}

const viewOfRequest = (s: CatalogueState, requestId: string): string | null => {
  for (const [key, entry] of Object.entries(s.views)) if (entry.requestId === requestId) return key
  return null
}

const ids = <T extends { readonly id: number }>(list: ReadonlyArray<T>) => list.map((x) => x.id)

export const reduceCatalogue: Reducer<CatalogueState, Handled> = (s, event, ctx) => {
  switch (event._tag) {
    case "SportsViewOpened":
      return openView(s, event.view, ctx)
    case "SportsViewClosed":
      return closeView(s, event.view)
    case "GamesWanted":
      return Object.keys(s.games).length > 0 || s.gamesRequest !== null ? [s, []] : loadGames(s, ctx)
    case "SportsViewRetried": {
      const key = viewKey(event.view)
      const held = s.views[key]
      return held ? load(s, key, held, ctx) : [s, []]
    }
    case "SocketConnected": {
      if (!s.socketSeen) return [{ ...s, socketSeen: true }, []]
      // A reconnect: whatever changed while the socket was away, fetch every open view again.
      let step: Step<CatalogueState> = [s, []]
      for (const [key, entry] of Object.entries(s.views)) step = then(step, (x) => load(x, key, entry, ctx))
      return Object.keys(s.views).length > 0 ? then(step, (x) => loadGames(x, ctx)) : step
    }
    case "GamesLoaded": {
      // Whoever asked (a page, the match deep link), the list is the server's current one.
      const games: Record<number, Game> = {}
      for (const game of event.games) games[game.id] = game
      return [{ ...s, games, gamesRequest: null }, []]
    }
    case "GamesPushed": {
      if (Object.keys(s.games).length === 0) return [s, []]
      const games = { ...s.games }
      for (const counts of event.games) {
        const game = games[counts.id]
        if (game) games[counts.id] = { ...game, ...counts }
      }
      return [{ ...s, games }, []]
    }
    case "SportHomeLoaded":
      return answered(s, event.view, event.requestId, (t) => {
        for (const m of [...event.home.featured, ...event.home.in_play, ...event.home.starting_soon]) putMatch(t, m)
        return { _tag: "Home", featured: ids(event.home.featured), inPlay: ids(event.home.in_play), startingSoon: ids(event.home.starting_soon) }
      })
    case "GameTabLoaded":
      return answered(s, event.view, event.requestId, (t) => {
        const page = event.page
        t.games[page.game.id] = page.game
        for (const c of page.competitions) t.competitions[c.id] = c
        for (const m of page.matches) putMatch(t, m)
        for (const market of page.outrights) putMarket(t, market)
        for (const meeting of page.meetings) {
          t.competitions[meeting.competition.id] = meeting.competition
          for (const race of meeting.races) putMatch(t, race)
        }
        return {
          _tag: "GameTab", gameId: page.game.id, tab: page.tab, competitionIds: ids(page.competitions), matchIds: ids(page.matches),
          outrightIds: ids(page.outrights),
          meetings: page.meetings.map((m) => ({ competitionId: m.competition.id, raceIds: ids(m.races) })),
        }
      })
    case "CompetitionLoaded":
      return answered(s, event.view, event.requestId, (t) => {
        const page = event.page
        t.games[page.game.id] = page.game
        t.competitions[page.competition.id] = page.competition
        for (const m of page.matches) putMatch(t, m)
        for (const market of page.outrights) putMarket(t, market)
        return { _tag: "Competition", gameId: page.game.id, competitionId: page.competition.id, matchIds: ids(page.matches), outrightIds: ids(page.outrights) }
      })
    case "MatchPageLoaded":
      return answered(s, event.view, event.requestId, (t) => {
        const { game, match } = event.page
        t.games[game.id] = game
        const { markets, ...summary } = match
        for (const market of markets) putMarket(t, market)
        putMatch(t, summary, ids(markets))
        return { _tag: "Match", gameId: game.id, matchId: match.id }
      })
    case "SearchLoaded":
      return answered(s, event.view, event.requestId, (t) => {
        const r = event.results
        for (const m of r.matches) putMatch(t, m)
        for (const c of r.competitions) t.competitions[c.id] = c
        for (const runner of r.runners) {
          putMatch(t, runner.match)
          // A held market owns its contracts (its seq orders snapshots and pushes): a runner of a
          // market on screen already could be older than it, so it is taken only when loose.
          if (!t.markets[runner.contract.market_id]) {
            t.contracts[runner.contract.id] = mergeContract(t.contracts[runner.contract.id], runner.contract)
          }
        }
        return {
          _tag: "Search", matchIds: ids(r.matches), competitionIds: ids(r.competitions),
          runners: r.runners.map((x) => ({ contractId: x.contract.id, matchId: x.match.id })),
        }
      })
    case "RequestFailed": {
      if (!CATALOGUE_CALLS.includes(event.endpoint)) return [s, []]
      if (event.endpoint === "getGames") return event.requestId === s.gamesRequest ? [{ ...s, gamesRequest: null }, []] : [s, []]
      // (a failed games list leaves the navigation as it was; the next page opened asks again)
      const key = viewOfRequest(s, event.requestId)
      if (key === null) return [s, []]
      const held = s.views[key]!
      // A view already showing data keeps it (a failed refresh); an empty one shows its error.
      return [{
        ...s,
        views: { ...s.views, [key]: { ...held, status: held.data === null ? "failed" : "ready", requestId: null, notFound: event.status === 404 } },
      }, []]
    }
    case "MarketsPushed": {
      const t = priceTablesOf(s)
      for (const update of event.markets) applyMarketUpdate(t, update)
      return [withTables(s, t), []]
    }
    case "MatchesPushed": {
      const t = { matches: { ...s.matches } }
      for (const push of event.matches) applyMatchPush(t, push)
      return [withTables(s, t), []]
    }
    default:
      return [s, []]
  }
}
