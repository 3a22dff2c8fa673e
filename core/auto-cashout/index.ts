/**
 * Automatic cash-out (issue 20, "cash-out beyond the field"): the bettor's rule on an open bet,
 * cash out when the offer reaches an amount they set, enforced by the server even while they are
 * offline (server/domain/betting/auto-cashout.ts). Owns `state.autoCashout`: the requests setting
 * or removing a rule and their failures (reduce.ts). The rule itself travels on the bet
 * (`BetReceipt.auto_cashout`), which core/bets holds: it takes the answered bet
 * (AutoCashoutAnswered) and shows the rule on the card (`selectBetCard(id).autoCashout`).
 *
 * For views: send `AutoCashoutSubmitted {betId, amount}` (the text typed) and
 * `AutoCashoutRemoved {betId}`; read `selectAutoCashoutFlow(betId)` (saving, or the failure's words).
 */
import { defineArea, tagsOf } from "../kernel/index.js"
import { AUTO_CASHOUT_ENDPOINTS } from "./endpoints.js"
import { AUTO_CASHOUT_EVENTS } from "./events.js"
import { initialAutoCashout, reduceAutoCashout, type AutoCashoutFlow, type AutoCashoutState } from "./reduce.js"

export const autoCashout = defineArea({
  key: "autoCashout", initial: initialAutoCashout, reduce: reduceAutoCashout, events: AUTO_CASHOUT_EVENTS,
  endpoints: AUTO_CASHOUT_ENDPOINTS,
  handles: [...tagsOf(AUTO_CASHOUT_EVENTS), "RequestFailed", "SessionEnded"],
})

export interface AutoCashoutSliceRoot {
  readonly autoCashout: AutoCashoutState
}

/** The request in flight or the failure of a bet's rule; null when there is neither. */
export const selectAutoCashoutFlow = (betId: number) => (s: AutoCashoutSliceRoot): AutoCashoutFlow | null => s.autoCashout.flows[betId] ?? null

export * from "./endpoints.js"
export * from "./events.js"
export { autoCashoutMessages } from "./messages.js"
export { autoCashoutProblem, initialAutoCashout, takesAutoCashout, type AutoCashoutFlow, type AutoCashoutRoot, type AutoCashoutState } from "./reduce.js"
