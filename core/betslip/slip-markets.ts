/** The markets the slip follows on the socket (subscriptions.ts unites them with the views'). */
import type { CatalogueState, SlipMarket } from "../catalogue/index.js"
import type { BetslipState } from "./state.js"

/**
 * The markets the slip needs pushes for: every leg's (each selection's, for a bet builder leg),
 * the picks still syncing and the bet builder cart's selections (their markets from the catalogue,
 * or the cart's answer). subscriptions.ts unites them with what the open views need.
 */
export const betslipMarkets = (s: BetslipState, catalogue: CatalogueState): ReadonlyArray<SlipMarket> => {
  const markets = new Map<number, number | null>()
  const add = (marketId: number, matchId: number | null) => {
    if ((markets.get(marketId) ?? null) === null) markets.set(marketId, matchId)
  }
  const matchOf = (marketId: number): number | null => catalogue.markets[marketId]?.match_id ?? null
  const addContract = (id: number, fallbackMarket: number | null) => {
    const marketId = catalogue.contracts[id]?.contract.market_id ?? fallbackMarket
    if (marketId !== null) add(marketId, matchOf(marketId))
  }
  for (const leg of s.slip.all_contracts) {
    if (leg.type === "betbuilder") for (const sel of leg.selections) add(sel.market_id, leg.match_id)
    else add(leg.market_id, leg.match_id)
  }
  const onSlip = new Set(s.slip.all_contracts.map((leg) => leg.id))
  for (const id of s.contractIds) {
    if (onSlip.has(id)) continue
    for (const c of s.betBuilderLegs[id] ?? [id]) addContract(c, null)
  }
  const cart = s.betBuilder.cart
  for (const id of s.betBuilder.contractIds) addContract(id, cart?.selections.find((sel) => sel.contract_id === id)?.market_id ?? null)
  return [...markets].map(([marketId, matchId]) => ({ marketId, matchId }))
}
