/**
 * What the sports pages read (issue 4). Selectors return objects held in state (or memoised
 * derivations), so `useSyncExternalStore` sees the same reference until that very thing changed:
 * a price push re-renders the one price button whose contract moved, not the page.
 *
 * Events a page sends (core/app/events.ts):
 *   SportsViewOpened {view} on mount, SportsViewClosed {view} on unmount (same descriptor), where
 *   view is a SportsView (core/catalogue/views.ts): {_tag:"Home"} | {_tag:"InPlay"} |
 *   {_tag:"GameTab", name, tab} | {_tag:"Competition", id} | {_tag:"Match", id} | {_tag:"Search", query};
 *   SportsViewRetried {view} from the "try again" button; SelectionToggled {contractId} from a price.
 *   Core loads the view, subscribes to what it shows, unsubscribes when the last holder leaves and
 *   refetches every open view after a socket reconnect. Views never fetch or subscribe themselves.
 *
 * A page reads its view (status "loading" | "ready" | "failed", notFound, data = ids into the tables):
 *   selectSportHome, selectInPlay, selectGameTab(name, tab), selectCompetitionPage(id),
 *   selectMatchPage(id), selectSearch(query)   (all are selectViewEntry(view) with typed data),
 *   selectViewStatus(view) for just the status.
 * Rows and cards read one entity each: selectMatch(id), selectCompetition(id),
 *   selectMarketShown(id) and selectMatchShown(id) (the same object across pushes that moved only
 *   prices, or only a score and clock: what rows and cards re-render on),
 *   selectGame(id), selectGames, selectGameByName(name), selectMarketGroups(matchId),
 *   selectMatchLive(id) → {status, score, clock, live} (scoreboards; changes only when those do).
 * A price button reads selectContractView(id) → {price (text in the bettor's odds format), wasPrice,
 *   direction "up"|"down"|"none", changes (flash key: flash when it changes and direction ≠ none),
 *   availability "available"|"suspended"|"closed"|"unavailable", pickable, picked}.
 *   (The lower-level selectContract / selectAvailability / selectIsPicked / priceText remain.)
 */
import { memoKeyed } from "../kernel/index.js"
import { selectOddsFormat, type PreferencesRoot } from "../preferences/index.js"
import type { SessionRoot } from "../session/index.js"
import type { SiteRoot } from "../site/index.js"
import { isPicked, type Picks } from "./picks.js"
import type { Competition, Game, MatchClock, MatchStatus, Price, Score } from "../model/catalogue.js"
import type { OddsFormat } from "../model/primitives.js"
import { contractAvailability, isPickable, type Availability } from "./availability.js"
import type { ContractEntry, Direction, MarketEntry, MatchEntry, ViewData, ViewEntry } from "./reduce.js"
import { viewKey, type SportsView } from "./views.js"
import type { CatalogueState } from "./reduce.js"
import { selectOddsBoostContractId, type WalletRoot } from "../wallet/selectors.js"
import { boostedPricesFor } from "./boosts.js"

/**
 * What the catalogue's selectors read: its own slice, the odds format in force, the slip's picks,
 * and the wallet (the selection the bettor's odds boost is tied to).
 */
type AppState = { readonly catalogue: CatalogueState; readonly betslip: Picks } & PreferencesRoot & SessionRoot & SiteRoot & WalletRoot
export type CatalogueRoot = AppState

/** The text of a price in the bettor's odds format (the server wrote both displays). */
export const priceText = (price: Price, format: OddsFormat): string =>
  format === "fractional" ? price.fractional_display : price.decimal_display

/** Remembers the last answer per key while its inputs are the same objects (core's one memo helper). */
const memo = <K, I extends ReadonlyArray<unknown>, R>(compute: (...inputs: I) => R) => memoKeyed<K, I, R>(compute)

// ── games ─────────────────────────────────────────────────────────────────

const sortedGames = memo<string, [Readonly<Record<number, Game>>], ReadonlyArray<Game>>((games) =>
  Object.values(games).filter((g) => g.enabled && g.active).sort((a, b) => a.display_order - b.display_order || a.label.localeCompare(b.label)))

/** Enabled sports in display order (the navigation chips, with their live counts). */
export const selectGames = (s: AppState): ReadonlyArray<Game> => sortedGames("all", s.catalogue.games)

export const selectGame = (id: number) => (s: AppState): Game | null => s.catalogue.games[id] ?? null

export const selectGameByName = (name: string) => (s: AppState): Game | null =>
  selectGames(s).find((g) => g.name === name) ?? null

// ── views ─────────────────────────────────────────────────────────────────

export const selectViewEntry = (view: SportsView) => {
  const key = viewKey(view)
  return (s: AppState): ViewEntry | null => s.catalogue.views[key] ?? null
}

/** A view's entry with its data narrowed to what that kind of view holds. */
export type PageEntry<T extends ViewData["_tag"]> = Omit<ViewEntry, "data"> & { readonly data: Extract<ViewData, { readonly _tag: T }> | null }

// The view's kind fixes its data's kind (reduce.ts fills Home and InPlay with "Home" data).
const pageOf = <T extends ViewData["_tag"]>(view: SportsView) => selectViewEntry(view) as (s: AppState) => PageEntry<T> | null

export const selectSportHome = pageOf<"Home">({ _tag: "Home" })
/** The in-play page: the home call's in-play list (group it with selectGroupedBySport). */
export const selectInPlay = pageOf<"Home">({ _tag: "InPlay" })
export const selectGameTab = (name: string, tab: string) => pageOf<"GameTab">({ _tag: "GameTab", name, tab })
export const selectCompetitionPage = (id: number) => pageOf<"Competition">({ _tag: "Competition", id })
export const selectMatchPage = (id: number) => pageOf<"Match">({ _tag: "Match", id })
export const selectSearch = (query: string) => pageOf<"Search">({ _tag: "Search", query })

/** "idle" when the view is not open; otherwise loading, ready or failed ("notFound" for a 404). */
export type ViewStatusView = "idle" | "loading" | "ready" | "failed" | "notFound"
export const selectViewStatus = (view: SportsView) => {
  const entry = selectViewEntry(view)
  return (s: AppState): ViewStatusView => {
    const held = entry(s)
    if (held === null) return "idle"
    return held.status === "failed" && held.notFound ? "notFound" : held.status
  }
}

// ── entities ──────────────────────────────────────────────────────────────

export const selectMatch = (id: number) => (s: AppState): MatchEntry | null => s.catalogue.matches[id] ?? null
export const selectContract = (id: number) => (s: AppState): ContractEntry | null => s.catalogue.contracts[id] ?? null
export const selectCompetition = (id: number) => (s: AppState): Competition | null => s.catalogue.competitions[id] ?? null

// Pushes rebuild an entry for every move (a new seq), but a row or card shows none of that: it
// re-renders only when something it shows changed. Fields compare by their contents: contract
// ids, each-way terms and their prices, a score or a clock may come back as new equal objects.
const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]))
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) !== Array.isArray(b)) return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

const sameExcept = (a: object, b: object, ignored: ReadonlySet<string>): boolean => {
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((k) => ignored.has(k) || sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

/** Keeps handing out the first entry seen while the entries that follow differ only in `ignored`. */
const shownWhileSame = <E extends object>(ignored: ReadonlySet<string>) => {
  const held = new Map<number, { entry: E; shown: E }>()
  return (id: number, entry: E | undefined): E | null => {
    if (!entry) return null
    const hit = held.get(id)
    if (hit?.entry === entry) return hit.shown
    const shown = hit && sameExcept(hit.shown, entry, ignored) ? hit.shown : entry
    if (held.size > 2000) held.clear()
    held.set(id, { entry, shown })
    return shown
  }
}

/** A market as a card or row shows it: everything but the seq (which the reducer alone uses). */
export type MarketShown = Omit<MarketEntry, "seq">
const marketShown = shownWhileSame<MarketEntry>(new Set(["seq"]))

/** A market without its seq: the same object across pushes that moved only its prices. */
export const selectMarketShown = (id: number) => (s: AppState): MarketShown | null => marketShown(id, s.catalogue.markets[id])

/** A match as a list row shows it around its live cells (which read selectMatchLive). */
export type MatchShown = Omit<MatchEntry, "seq" | "score" | "clock" | "scoreboard">
const matchShown = shownWhileSame<MatchEntry>(new Set(["seq", "score", "clock", "scoreboard"]))

/** A match without its seq, score and clock: the same object while a push moved only those. */
export const selectMatchShown = (id: number) => (s: AppState): MatchShown | null => matchShown(id, s.catalogue.matches[id])

/** Whether a selection can be picked, is suspended, closed or unavailable (spec §4). */
export const selectAvailability = (id: number) => (s: AppState): Availability => {
  const entry = s.catalogue.contracts[id]
  if (!entry) return "unavailable"
  return contractAvailability(entry.contract.status, s.catalogue.markets[entry.contract.market_id]?.status ?? null)
}

/** What a price button shows; every field is display-ready, the view computes nothing. */
export interface ContractView {
  readonly id: number
  readonly name: string
  /** The price in the bettor's odds format (the boosted one when boosted); null without a price. */
  readonly price: string | null
  /** The ordinary price beside a boosted one (struck through); null when not boosted. */
  readonly wasPrice: string | null
  /** Boosted by the operator, or for this bettor by their odds-boost reward (core/catalogue/boosts.ts). */
  readonly boosted: boolean
  /** No price yet but the selection can be backed at the starting price ("SP"). */
  readonly startPriceOnly: boolean
  /** The last move versus the price before it (spec §3 price_change_direction). */
  readonly direction: Direction
  /** Moves seen so far: key the flash on it so each move flashes once. */
  readonly changes: number
  readonly availability: Availability
  readonly pickable: boolean
  readonly picked: boolean
}

const contractViews = new Map<number, { entry: ContractEntry; market: MarketEntry | undefined; picked: boolean; format: string; boostId: number | null; view: ContractView }>()

/**
 * One selection as its price button shows it, in the bettor's odds format, or null when the
 * contract is not loaded. Same object until the contract, its market, the pick or the format change.
 */
export const selectContractView = (id: number) => (s: AppState): ContractView | null => {
  const entry = s.catalogue.contracts[id]
  if (!entry) return null
  const market = s.catalogue.markets[entry.contract.market_id]
  const picked = isPicked(s.betslip, id)
  const format = selectOddsFormat(s)
  const boostId = selectOddsBoostContractId(s)
  const held = contractViews.get(id)
  if (held && held.entry === entry && held.market === market && held.picked === picked && held.format === format && held.boostId === boostId) return held.view
  const { contract } = entry
  const boostedPrices = boostedPricesFor(contract, boostId)
  const shown = boostedPrices ?? contract.prices
  const availability = contractAvailability(contract.status, market?.status ?? null)
  const view: ContractView = {
    id,
    name: contract.name,
    price: shown ? priceText(shown, format) : null,
    wasPrice: boostedPrices && contract.prices ? priceText(contract.prices, format) : null,
    boosted: boostedPrices !== null,
    startPriceOnly: shown === null && contract.start_price_available,
    direction: entry.direction,
    changes: entry.changes,
    availability,
    pickable: isPickable(availability),
    picked,
  }
  // Only the market's status matters: keep the same view when another of its fields moved.
  if (held && sameContractView(held.view, view)) {
    contractViews.set(id, { ...held, entry, market, picked, format, boostId })
    return held.view
  }
  if (contractViews.size > 2000) contractViews.clear()
  contractViews.set(id, { entry, market, picked, format, boostId, view })
  return view
}

const sameContractView = (a: ContractView, b: ContractView): boolean =>
  (Object.keys(a) as Array<keyof ContractView>).every((k) => a[k] === b[k])

/** A scoreboard's fields: status, score and clock of a match, and whether it is in play. */
export interface MatchLive {
  readonly status: MatchStatus
  readonly score: Score | null
  readonly clock: MatchClock | null
  readonly live: boolean
}

const matchLives = new Map<number, MatchLive>()

// A refetch brings equal scores and clocks as new objects: compare what they say.
const sameScore = (a: Score | null, b: Score | null): boolean => a === b || (a !== null && b !== null && a.home === b.home && a.away === b.away)
const sameClock = (a: MatchClock | null, b: MatchClock | null): boolean =>
  a === b || (a !== null && b !== null && a.period === b.period && a.seconds === b.seconds && a.running === b.running && a.at === b.at)

/** The live state of a match, the same object until its status, score or clock change. */
export const selectMatchLive = (id: number) => (s: AppState): MatchLive | null => {
  const match = s.catalogue.matches[id]
  if (!match) return null
  const held = matchLives.get(id)
  if (held && held.status === match.status && sameScore(held.score, match.score) && sameClock(held.clock, match.clock)) return held
  const live: MatchLive = { status: match.status, score: match.score, clock: match.clock, live: match.status === "live" }
  if (matchLives.size > 1000) matchLives.clear()
  matchLives.set(id, live)
  return live
}

export const selectIsPicked = (id: number) => (s: AppState): boolean => isPicked(s.betslip, id)
export const selectPickCount = (s: AppState): number => s.betslip.contractIds.length

// ── derived lists (memoised on what they read) ─────────────────────────────

export interface MarketGroup {
  readonly group: string
  readonly marketIds: ReadonlyArray<number>
}

const groupCache = new Map<number, { signature: string; groups: ReadonlyArray<MarketGroup> }>()

/**
 * A match's markets grouped under their headings, groups in the order of their first market.
 * Pushes never change grouping, so the result keeps its identity across price moves.
 */
export const selectMarketGroups = (matchId: number) => (s: AppState): ReadonlyArray<MarketGroup> | null => {
  const match = s.catalogue.matches[matchId]
  if (!match?.marketIds) return null
  const markets = match.marketIds
    .map((id) => s.catalogue.markets[id])
    .filter((m): m is MarketEntry => m !== undefined)
    .sort((a, b) => a.display_order - b.display_order)
  const byGroup = new Map<string, number[]>()
  for (const market of markets) byGroup.set(market.group, [...(byGroup.get(market.group) ?? []), market.id])
  const groups = [...byGroup].map(([group, marketIds]) => ({ group, marketIds }))
  const signature = JSON.stringify(groups)
  const held = groupCache.get(matchId)
  if (held?.signature === signature) return held.groups
  if (groupCache.size > 50) groupCache.clear()
  groupCache.set(matchId, { signature, groups })
  return groups
}

export interface SportGroup {
  readonly game: Game | null
  readonly gameId: number
  readonly matchIds: ReadonlyArray<number>
}

const groupBySport = memo<string, [ReadonlyArray<number>, Readonly<Record<number, MatchEntry>>, Readonly<Record<number, Game>>], ReadonlyArray<SportGroup>>(
  (ids, matches, games) => {
    const byGame = new Map<number, number[]>()
    for (const id of ids) {
      const match = matches[id]
      if (!match) continue
      byGame.set(match.game_id, [...(byGame.get(match.game_id) ?? []), id])
    }
    return [...byGame]
      .map(([gameId, matchIds]) => ({ gameId, game: games[gameId] ?? null, matchIds }))
      .sort((a, b) => (a.game?.display_order ?? 999) - (b.game?.display_order ?? 999))
  },
)

const groupSignature = new Map<string, { signature: string; groups: ReadonlyArray<SportGroup> }>()

/** Matches grouped by sport (the in-play page), stable while the grouping is unchanged. */
export const selectGroupedBySport = (key: string, ids: ReadonlyArray<number>) => (s: AppState): ReadonlyArray<SportGroup> => {
  const groups = groupBySport(key, ids, s.catalogue.matches, s.catalogue.games)
  const signature = JSON.stringify(groups.map((g) => [g.gameId, g.game?.id ?? null, g.matchIds]))
  const held = groupSignature.get(key)
  if (held?.signature === signature) return held.groups
  groupSignature.set(key, { signature, groups })
  return groups
}

/** The live matches of a view, still live now (a match that ended drops out of "in play"). */
export const isLive = (match: MatchEntry | null): boolean => match?.status === "live"
