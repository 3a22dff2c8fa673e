/**
 * What the socket and the place call say about the slip's legs: market pushes (new prices, statuses
 * and each-way terms of the legs, and whether the server's prices for the slip may have moved) and
 * the ODDSCHANGED refusal's changed legs (spec §8).
 */
import { Schema } from "effect"
import { contractAvailability, selectionAvailability, type CatalogueState } from "../catalogue/index.js"
import { Price, type MarketUpdate } from "../model/catalogue.js"
import type { Betslip, BetslipContract, OddsChangedLeg } from "../model/betslip.js"
import { withPrices } from "./rules.js"

/** spec §4 selection statuses within the market: a halted market suspends, a closed one closes. */
const legStatus = (contractStatus: string, market: MarketUpdate["status"]): string => {
  const availability = contractAvailability(contractStatus, market)
  if (availability === "suspended" && contractStatus !== "halted") return "halted"
  if (availability === "closed" && market === "closed") return "closed"
  return contractStatus
}

const priceKey = (p: Price | null): string => (p === null ? "" : `${p.fractional}|${p.decimal}`)
const eachWayKey = (ew: BetslipContract["each_way"]): string =>
  ew === null ? "" : `${ew.description}|${ew.deduction}|${ew.placement}|${priceKey(ew.prices)}`

/** What the server prices the slip from moved on this leg: its price, status or each-way terms. */
const legMoved = (before: BetslipContract, after: BetslipContract): boolean =>
  before !== after && (priceKey(before.prices) !== priceKey(after.prices) || before.status !== after.status ||
    eachWayKey(before.each_way) !== eachWayKey(after.each_way))

/**
 * A push on one of a bet builder leg's selections' markets. Its price is the server's (correlated),
 * so only an unavailable selection shows at once (the leg suspends); the refresh brings the price.
 */
const pushOnBetBuilderLeg = (leg: BetslipContract, update: MarketUpdate): BetslipContract => {
  for (const sel of leg.selections) {
    if (sel.market_id !== update.id) continue
    const c = update.contracts.find((x) => x.id === sel.contract_id)
    const status = legStatus(c?.status ?? "open", update.status)
    if (selectionAvailability(status) !== "available") return leg.status === status ? leg : { ...leg, status }
  }
  return leg
}

/**
 * A market push on the slip's legs: new prices (the boost when the leg is boosted), status and
 * each-way terms. A push the catalogue holds something newer than is stale and dropped: the
 * catalogue's `seq` is the one record of what is newest (no second copy here). `moved` says whether
 * the server's prices for the slip may have changed (a leg moved, or a bet builder leg's selection
 * was pushed): the refresh's cue.
 */
export const applyMarketPush = (slip: Betslip, update: MarketUpdate, root: { readonly catalogue: CatalogueState }): { readonly slip: Betslip; readonly moved: boolean } => {
  const held = root.catalogue.markets[update.id]
  if (held && held.seq >= update.seq) return { slip, moved: false }
  const onBetBuilder = (leg: BetslipContract) => leg.type === "betbuilder" && leg.selections.some((sel) => sel.market_id === update.id)
  if (!slip.all_contracts.some((leg) => leg.market_id === update.id || onBetBuilder(leg))) return { slip, moved: false }
  const byId = new Map(update.contracts.map((c) => [c.id, c] as const))
  let moved = false
  const all_contracts = slip.all_contracts.map((leg) => {
    if (leg.type === "betbuilder") {
      if (!onBetBuilder(leg)) return leg
      moved = true
      return pushOnBetBuilderLeg(leg, update)
    }
    if (leg.market_id !== update.id) return leg
    const c = byId.get(leg.id)
    let next = leg
    if (c) {
      const boosted = leg.boosted && c.boosted_prices !== undefined && c.boosted_prices !== null
      const prices = boosted ? c.boosted_prices! : c.prices
      next = { ...withPrices(leg, prices), raw_prices: c.prices, status: legStatus(c.status, update.status) }
    } else {
      next = { ...leg, status: legStatus(leg.status, update.status) }
    }
    if (update.each_way !== undefined) {
      next = { ...next, each_way: update.each_way, applied_each_way: next.applied_each_way && update.each_way !== null }
    }
    if (legMoved(leg, next)) moved = true
    return next
  })
  return { slip: { ...slip, all_contracts }, moved }
}

// ── ODDSCHANGED ─────────────────────────────────────────────────────────────

const decodePrice = Schema.decodeUnknownOption(Price)

/** spec §8 ODDSCHANGED fields leg_id and new_prices: parallel arrays (docs/api.md), or one of each. */
export const oddsChangedLegs = (legId: unknown, newPrices: unknown): ReadonlyArray<OddsChangedLeg> => {
  const ids = Array.isArray(legId) ? legId : [legId]
  const prices = Array.isArray(newPrices) ? newPrices : [newPrices]
  const out: OddsChangedLeg[] = []
  ids.forEach((id, i) => {
    const price = decodePrice(prices[i])
    if (typeof id === "number" && Number.isInteger(id) && price._tag === "Some") out.push({ leg_id: id, new_prices: price.value })
  })
  return out
}
