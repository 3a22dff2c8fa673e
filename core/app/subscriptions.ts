/**
 * The socket's subscriptions, once every area has reduced an event: the union of what the open
 * sports views need and the markets of the betslip's legs and bet builder cart
 * (catalogue/reduce.ts `wantedSubscriptions`), diffed against what core holds. It runs after the
 * betslip, not inside the catalogue, because both halves may move in one event (a sync answer
 * adds legs while a page closes) and a reducer only sees the state from before the event.
 */
import { reconcileSubscriptions, type CatalogueState } from "../catalogue/reduce.js"
import type { BetslipState } from "../betslip/reduce.js"
import { betslipMarkets } from "../betslip/slip-markets.js"
import type { AppState } from "./state.js"
import type { Step } from "./step.js"

/** The legs name the same markets as before (a price push or a stake makes new leg objects, not new markets). */
const sameLegMarkets = (a: BetslipState["slip"]["all_contracts"], b: BetslipState["slip"]["all_contracts"]): boolean => {
  if (a === b) return true
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!
    const y = b[i]!
    if (x.id !== y.id || x.market_id !== y.market_id || x.match_id !== y.match_id || x.type !== y.type || x.selections !== y.selections) return false
  }
  return true
}

/** The catalogue with its subscriptions brought in line, and the Subscribe/Unsubscribe commands. */
export const followSubscriptions = (before: AppState, catalogue: CatalogueState, betslip: BetslipState): Step<CatalogueState> => {
  // Nothing either half reads moved: the common case (stakes typed, timers, price pushes) costs nothing.
  if (
    catalogue.views === before.catalogue.views && betslip.contractIds === before.betslip.contractIds &&
    betslip.betBuilder === before.betslip.betBuilder && sameLegMarkets(betslip.slip.all_contracts, before.betslip.slip.all_contracts)
  ) return [catalogue, []]
  return reconcileSubscriptions(catalogue, betslipMarkets(betslip, catalogue))
}
