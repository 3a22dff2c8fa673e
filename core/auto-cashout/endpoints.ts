/**
 * Automatic cash-out's calls (docs/api.md "Automatic cash-out"): PUT bets/{id}/auto-cashout with
 * the amount (minor units in core, decimal on the wire) and DELETE bets/{id}/auto-cashout; both
 * answer the bet.
 */
import { defineEndpoint, encodedBody } from "../kernel/index.js"
import { BetReceipt } from "../model/betslip.js"
import { AutoCashoutRequest } from "../model/bets.js"

export const setAutoCashout = defineEndpoint<{ readonly betId: number; readonly amount: number }>()({
  name: "setAutoCashout", method: "PUT", path: (input) => `bets/${input.betId}/auto-cashout`,
  version: "v1",
  body: encodedBody(AutoCashoutRequest, (input: { readonly amount: number }) => ({ amount: input.amount })),
  response: BetReceipt, toEvent: (bet, requestId, input) => ({ _tag: "AutoCashoutAnswered", requestId, betId: input.betId, bet }),
})

export const clearAutoCashout = defineEndpoint<{ readonly betId: number }>()({
  name: "clearAutoCashout", method: "DELETE", path: (input) => `bets/${input.betId}/auto-cashout`,
  version: "v1", response: BetReceipt, toEvent: (bet, requestId, input) => ({ _tag: "AutoCashoutAnswered", requestId, betId: input.betId, bet }),
})

export const AUTO_CASHOUT_ENDPOINTS = { setAutoCashout, clearAutoCashout }
