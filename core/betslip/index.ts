/**
 * The betslip (spec §3 Betslip, §4 Betslip rules and deep link, §5 stake rules, §7 betslip,
 * betbuilder-cart, bets/place): the area, the follower that keeps the socket's subscriptions in
 * line with the open views and the slip's markets, and what views and other areas read. See
 * README.md and reduce.ts.
 */
import { defineArea, tagsOf } from "../kernel/index.js"
import { BETSLIP_ENDPOINTS } from "./endpoints.js"
import { BETSLIP_EVENTS } from "./events.js"
import { reduceBetslip } from "./reduce.js"
import { initialBetslip } from "./state.js"

export const betslip = defineArea({
  key: "betslip", initial: initialBetslip, reduce: reduceBetslip, events: BETSLIP_EVENTS,
  endpoints: BETSLIP_ENDPOINTS, storageKeys: ["betslipExpanded", "stakes", "stakeOptions"],
  handles: [
    ...tagsOf(BETSLIP_EVENTS), "AppStarted", "LocationChanged", "TimerFired", "RequestFailed",
    "SocketConnected", "UserChanged", "SessionEnded", "MarketsPushed", "SelectionToggled",
  ],
})

export { subscriptions } from "./subscriptions.js"
export * from "./endpoints.js"
export * from "./events.js"
export * from "./receipt.js"
export * from "./selectors.js"
export { betslipMarkets } from "./slip-markets.js"
export { emptyBetslip, initialBetslip, type BetslipState } from "./state.js"
export { canAddCartToSlip, canPlace, PLACE_DEBOUNCE_MS, PLACE_DEBOUNCE_TIMER, type BetslipRoot } from "./reduce.js"
