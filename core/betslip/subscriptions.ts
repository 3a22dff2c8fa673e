/**
 * The socket's subscriptions, once the catalogue and the betslip have reduced an event: the union
 * of what the open sports views need and the markets of the betslip's legs and bet builder cart
 * (catalogue `wantedSubscriptions`), diffed against what core holds. A follower of the catalogue's
 * slice declared here, beside the betslip: both halves may move in one event (a sync answer adds
 * legs while a page closes) and a reducer only sees the state from before the event, so it runs
 * after the betslip in the list and reads both slices as they now stand (`ctx.current()`).
 */
import { reconcileSubscriptions, type CatalogueState } from "../catalogue/index.js"
import { defineFollower, noCommands, type Ctx, type Step, type TaggedEvent } from "../kernel/index.js"
import { betslipMarkets } from "./slip-markets.js"
import type { BetslipState } from "./state.js"

type Root = { readonly catalogue: CatalogueState; readonly betslip: BetslipState }

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
export const followSubscriptions = (before: Root, catalogue: CatalogueState, betslip: BetslipState): Step<CatalogueState> => {
  // Nothing either half reads moved: the common case (stakes typed, timers, price pushes) costs nothing.
  if (
    catalogue.views === before.catalogue.views && betslip.contractIds === before.betslip.contractIds &&
    betslip.betBuilder === before.betslip.betBuilder && sameLegMarkets(betslip.slip.all_contracts, before.betslip.slip.all_contracts)
  ) return [catalogue, noCommands]
  return reconcileSubscriptions(catalogue, betslipMarkets(betslip, catalogue))
}

export const subscriptions = defineFollower({
  key: "catalogue",
  // What `followSubscriptions` compares lives in these two slices: when neither moved, it has nothing to do.
  follows: ["catalogue", "betslip"],
  reduce: (catalogue: CatalogueState, _event: TaggedEvent, ctx: Ctx<Root>) =>
    followSubscriptions(ctx.root, catalogue, ctx.current().betslip),
})
