/**
 * The order an outright's selections are shown in: favourite first (shortest price), priceless and
 * unavailable ones last, ties in the market's display order. A tiny pure helper kept in the UI
 * (core has no selector for it); memoised per market on the market entry and the contracts table,
 * and it returns the same array while the order is unchanged so the list does not re-render.
 */
import type { AppState } from "../../../core/app/state.js"

const held = new Map<number, { market: unknown; contracts: unknown; ids: ReadonlyArray<number> }>()

export const selectOutrightOrder = (marketId: number) => (s: AppState): ReadonlyArray<number> => {
  const market = s.catalogue.markets[marketId]
  if (!market) return []
  const hit = held.get(marketId)
  if (hit && hit.market === market && hit.contracts === s.catalogue.contracts) return hit.ids
  const rank = (id: number): number => {
    const c = s.catalogue.contracts[id]?.contract
    if (!c || (c.status !== "open" && c.status !== "new")) return Number.POSITIVE_INFINITY
    return (c.boosted_prices ?? c.prices)?.decimal ?? Number.MAX_VALUE
  }
  const order = market.contractIds.map((id, i) => ({ id, i, r: rank(id) }))
  order.sort((a, b) => a.r - b.r || a.i - b.i)
  const ids = order.map((x) => x.id)
  const same = hit !== undefined && hit.ids.length === ids.length && hit.ids.every((x, i) => x === ids[i])
  const result = same ? hit.ids : ids
  if (held.size > 100) held.clear()
  held.set(marketId, { market, contracts: s.catalogue.contracts, ids: result })
  return result
}
