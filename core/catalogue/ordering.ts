/**
 * Orders and groupings the sports pages show, derived here (not in the views) and memoised so that
 * score and price pushes do not re-render the lists:
 * - an outright's selections: favourite first (shortest price), priceless and unavailable ones
 *   last, ties in the market's display order;
 * - a game page's matches under their competition, competitions in the order their first match
 *   appears (live ones first, then by start), matches keeping the list's order.
 * Both return the same array while the order is unchanged.
 */
import { memoByKey } from "../kernel/index.js"
import type { CatalogueState, MarketEntry } from "./reduce.js"

type Root = { readonly catalogue: CatalogueState }

const sameIds = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): boolean => a.length === b.length && a.every((x, i) => x === b[i])

const outrightOrder = memoByKey<[MarketEntry, CatalogueState["contracts"]], number, ReadonlyArray<number>>({
  key: (market) => market.id,
  inputs: (market, contracts) => [market, contracts],
  compute: (market, contracts) => {
    const rank = (id: number): number => {
      const c = contracts[id]?.contract
      if (!c || (c.status !== "open" && c.status !== "new")) return Number.POSITIVE_INFINITY
      return (c.boosted_prices ?? c.prices)?.decimal ?? Number.MAX_VALUE
    }
    return market.contractIds.map((id, i) => ({ id, i, r: rank(id) })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.id)
  },
  equal: sameIds,
  size: 100,
})

/** The order of an outright's selections (see the header). */
export const selectOutrightOrder = (marketId: number) => (s: Root): ReadonlyArray<number> => {
  const market = s.catalogue.markets[marketId]
  return market ? outrightOrder(market, s.catalogue.contracts) : []
}

export interface CompetitionGroup {
  readonly competitionId: number
  readonly name: string
  readonly slug: string
  readonly matchIds: ReadonlyArray<number>
}

const sameGroups = (a: ReadonlyArray<CompetitionGroup>, b: ReadonlyArray<CompetitionGroup>): boolean =>
  a.length === b.length && a.every((g, i) => g.competitionId === b[i]!.competitionId && g.name === b[i]!.name && g.slug === b[i]!.slug && sameIds(g.matchIds, b[i]!.matchIds))

const byCompetition = memoByKey<[string, ReadonlyArray<number>, CatalogueState["matches"]], string, ReadonlyArray<CompetitionGroup>>({
  key: (key) => key,
  inputs: (_, ids, matches) => [ids, matches],
  compute: (_, ids, matches) => {
    const groups = new Map<number, { competitionId: number; name: string; slug: string; matchIds: number[] }>()
    for (const id of ids) {
      const match = matches[id]
      if (!match) continue
      const group = groups.get(match.competition_id)
      if (group) group.matchIds.push(id)
      else groups.set(match.competition_id, { competitionId: match.competition_id, name: match.competition_name, slug: match.competition_slug, matchIds: [id] })
    }
    return [...groups.values()]
  },
  equal: sameGroups,
  size: 50,
})

/** A game page's matches grouped under their competition (see the header). */
export const selectByCompetition = (key: string, ids: ReadonlyArray<number>) => (s: Root): ReadonlyArray<CompetitionGroup> =>
  byCompetition(key, ids, s.catalogue.matches)

/**
 * spec §3 Market best_odds_guaranteed_from: best odds guaranteed applies from that instant on. The
 * one rule, read by the betslip's legs and the sports pages; `now` is the view's clock tick or the
 * slip's last answer, never a clock read here.
 */
export const bestOddsGuaranteedFrom = (from: number | null, now: number): boolean => from !== null && now >= from

/** Whether best odds guaranteed applies to a market at `now` (the view's clock tick). */
export const selectBestOddsGuaranteed = (marketId: number, now: number) => (s: Root): boolean =>
  bestOddsGuaranteedFrom(s.catalogue.markets[marketId]?.best_odds_guaranteed_from ?? null, now)
