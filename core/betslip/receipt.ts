/**
 * Values derived from a bet receipt (spec §3 "Derived"), in integer minor units. Derived, never
 * stored (DESIGN.md §2 selectors): the receipt keeps the server's fields as they came.
 */
import type { BetReceipt } from "../model/betslip.js"

/** spec §3 "total bet amount = stake + credit amount + voucher" (a missing voucher counts 0). */
export const totalBetAmount = (bet: Pick<BetReceipt, "stake" | "credit_amount" | "voucher">): number =>
  bet.stake + bet.credit_amount + (bet.voucher ?? 0)

/** spec §3 "winnings = cash winnings + credit winnings" (a missing part counts 0). */
export const winnings = (bet: Pick<BetReceipt, "cash_winnings" | "credit_winnings">): number =>
  (bet.cash_winnings ?? 0) + (bet.credit_winnings ?? 0)

/** spec §3 "a bet is settled when status is settled and the cash-out did not succeed". */
export const isSettled = (bet: Pick<BetReceipt, "status" | "cashout_success">): boolean =>
  bet.status === "settled" && bet.cashout_success !== true

/** spec §3 "cash-out is present when cashout_status is available or disabled". */
export const hasCashOut = (bet: Pick<BetReceipt, "cashout_status">): boolean =>
  bet.cashout_status === "available" || bet.cashout_status === "disabled"
