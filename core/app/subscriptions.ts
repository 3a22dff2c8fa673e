/**
 * The socket's subscriptions, once every area has reduced an event: the union of what the open
 * sports views need and the markets of the betslip's legs and bet builder cart
 * (catalogue/reduce.ts `wantedSubscriptions`), diffed against what core holds. It runs after the
 * betslip, not inside the catalogue, because both halves may move in one event (a sync answer
 * adds legs while a page closes) and a reducer only sees the state from before the event.
 */
import { reconcileSubscriptions, type CatalogueState } from "../catalogue/reduce.js"
import { betslipMarkets, type BetslipState } from "../betslip/reduce.js"
import type { AppState } from "./state.js"
import type { Step } from "./step.js"

/** The catalogue with its subscriptions brought in line, and the Subscribe/Unsubscribe commands. */
export const followSubscriptions = (before: AppState, catalogue: CatalogueState, betslip: BetslipState): Step<CatalogueState> => {
  // Nothing either half reads moved: the common case (stakes typed, timers, most pushes) costs nothing.
  if (
    catalogue.views === before.catalogue.views && betslip.slip.all_contracts === before.betslip.slip.all_contracts &&
    betslip.contractIds === before.betslip.contractIds && betslip.betBuilder === before.betslip.betBuilder
  ) return [catalogue, []]
  return reconcileSubscriptions(catalogue, betslipMarkets(betslip, catalogue))
}
