/**
 * The casino area (issue 16): lobby, favourites and recent games, the game player's session and
 * rounds under the UK slot rules (reduce.ts), the live table over the `casino_table` channel.
 */
import { defineArea, push, tagsOf } from "../kernel/index.js"
import { LiveBlackjackTable, LiveTable } from "../model/casino.js"
import { CASINO_ENDPOINTS } from "./endpoints.js"
import { CASINO_EVENTS } from "./events.js"
import { initialCasino, reduceCasino } from "./reduce.js"

export const casino = defineArea({
  key: "casino", initial: initialCasino, reduce: reduceCasino, events: CASINO_EVENTS, endpoints: CASINO_ENDPOINTS,
  handles: [...tagsOf(CASINO_EVENTS), "TimerFired", "RequestFailed", "SocketConnected", "UserChanged", "SessionEnded"],
  pushes: {
    casino_table: push(LiveTable, (table) => ({ _tag: "LiveTablePushed", table })),
    blackjack_table: push(LiveBlackjackTable, (table) => ({ _tag: "LiveBlackjackPushed", table })),
  },
})

export * from "./endpoints.js"
export * from "./events.js"
export { mySeat } from "./live-blackjack.js"
export { initialCasino, MIN_ROUND_MS, REALITY_TIMER, REVEAL_TIMER, type CasinoState, type LiveState, type PlayerSession } from "./reduce.js"
export * from "./selectors.js"
export { initialFairness, type FairnessState, type Verification } from "./fairness.js"
export * from "./verifier.js"
export * from "./rewards.js"
