/**
 * My Bets (spec §3 Bet receipt, §7 bets and cash-out): the open and settled lists, bets kept live by
 * `bet_v1` pushes, and the cash-out flow. See README.md and reduce.ts.
 */
import { defineArea, push, tagsOf } from "../kernel/index.js"
import { BetPush } from "../model/bets.js"
import { BETS_ENDPOINTS } from "./endpoints.js"
import { BETS_EVENTS } from "./events.js"
import { initialBets, reduceBets } from "./reduce.js"

export const bets = defineArea({
  key: "bets", initial: initialBets, reduce: reduceBets, events: BETS_EVENTS, endpoints: BETS_ENDPOINTS,
  handles: [
    ...tagsOf(BETS_EVENTS), "TimerFired", "RequestFailed", "SocketConnected", "UserChanged", "SessionEnded",
    "AutoCashoutAnswered", "BetsPlaced",
  ],
  // spec §7 "bet updates on 'bets' (event bet_v1)": one bet as it stands now.
  pushes: { bet_v1: push(BetPush, (bet) => ({ _tag: "BetPushed", bet })) },
})

export * from "./endpoints.js"
export * from "./events.js"
export { betsMessages } from "./messages.js"
export * from "./selectors.js"
export { initialBets, type BetsState } from "./reduce.js"
