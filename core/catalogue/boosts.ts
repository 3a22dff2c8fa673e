/**
 * Which price a selection is boosted to, for this bettor (issue 18, spec §3 Contract
 * boosted_prices and Account oddsboost_bonus.contract_id). The operator's own boost comes with the
 * contract; otherwise a bettor whose odds-boost reward is tied to this selection sees it
 * BOOST_STEPS ladder steps longer, the price their slip and placement are given by the server
 * (core/odds/ladder.ts is the one ladder both use). The plain price stays beside it.
 */
import type { Contract, Price } from "../model/catalogue.js"
import { boostedPrice } from "../odds/ladder.js"

/**
 * The boosted price of `contract` for a bettor whose odds boost is tied to `boostContractId`
 * (null without one), or null when it is not boosted for them.
 */
export const boostedPricesFor = (contract: Pick<Contract, "id" | "prices" | "boosted_prices">, boostContractId: number | null): Price | null => {
  if (contract.boosted_prices) return contract.boosted_prices
  if (boostContractId === null || contract.id !== boostContractId || contract.prices === null) return null
  return boostedPrice(contract.prices)
}
