/**
 * What the sports pages read. Selectors return objects held in state (or memoised derivations),
 * so `useSyncExternalStore` sees the same reference until that very thing changed: a price push
 * re-renders the one price button whose contract moved, not the page.
 *
 * Usage from a page:
 *   send({ _tag: "SportsViewOpened", view }) on mount, SportsViewClosed on unmount;
 *   useSelector(selectViewEntry(view)) → status, data (ids) or null;
 *   rows read useSelector(selectMatch(id)), useSelector(selectMarket(id)),
 *   price buttons useSelector(selectContract(id)) + selectIsPicked(id) + selectOddsFormat,
 *   and show priceText(...) with contractAvailability(...).
 */
import type { AppState } from "../app/state.js"
import type { Competition, Game, Price } from "../model/catalogue.js"
import type { OddsFormat } from "../model/primitives.js"
import { contractAvailability, type Availability } from "./availability.js"
import type { ContractEntry, MarketEntry, MatchEntry, ViewEntry } from "./reduce.js"
import { viewKey, type SportsView } from "./views.js"

/** The text of a price in the bettor's odds format (the server wrote both displays). */
export const priceText = (price: Price, format: OddsFormat): string =>
  format === "fractional" ? price.fractional_display : price.decimal_display

/** Remembers the last answer per key while its inputs are the same objects. */
const memo = <K, I extends ReadonlyArray<unknown>, R>(compute: (...inputs: I) => R) => {
  const cache = new Map<K, { inputs: I; result: R }>()
  return (key: K, ...inputs: I): R => {
    const hit = cache.get(key)
    if (hit && hit.inputs.length === inputs.length && hit.inputs.every((x, i) => x === inputs[i])) return hit.result
    const result = compute(...inputs)
    if (cache.size > 200) cache.clear()
    cache.set(key, { inputs, result })
    return result
  }
}

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

// ── entities ──────────────────────────────────────────────────────────────

export const selectMatch = (id: number) => (s: AppState): MatchEntry | null => s.catalogue.matches[id] ?? null
export const selectMarket = (id: number) => (s: AppState): MarketEntry | null => s.catalogue.markets[id] ?? null
export const selectContract = (id: number) => (s: AppState): ContractEntry | null => s.catalogue.contracts[id] ?? null
export const selectCompetition = (id: number) => (s: AppState): Competition | null => s.catalogue.competitions[id] ?? null

/** Whether a selection can be picked, is suspended, closed or unavailable (spec §4). */
export const selectAvailability = (id: number) => (s: AppState): Availability => {
  const entry = s.catalogue.contracts[id]
  if (!entry) return "unavailable"
  return contractAvailability(entry.contract.status, s.catalogue.markets[entry.contract.market_id]?.status ?? null)
}

export const selectIsPicked = (id: number) => (s: AppState): boolean => s.betslip.contractIds.includes(id)
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
