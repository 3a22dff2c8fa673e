/**
 * The cashier area (issue 13): the Cashier dialog's flow (deposit through the provider's hosted
 * checkout, withdrawal held at once, cancel while pending), the payment result pages, the
 * transactions page, saved payment methods and welcome bonuses / promo codes. Balances are the
 * wallet area's (core/wallet); this area never computes one. See reduce.ts for its rules.
 */
import { defineArea, tagsOf } from "../kernel/index.js"
import { CASHIER_ENDPOINTS } from "./endpoints.js"
import { CASHIER_EVENTS } from "./events.js"
import { initialCashier, reduceCashier } from "./reduce.js"

export const cashier = defineArea({
  key: "cashier", initial: initialCashier, reduce: reduceCashier, events: CASHIER_EVENTS,
  endpoints: CASHIER_ENDPOINTS,
  handles: [...tagsOf(CASHIER_EVENTS), "CallCompleted", "RequestFailed", "SessionOpened", "UserPushed", "SessionEnded"],
})

export * from "./events.js"
export * from "./selectors.js"
export { initialCashier, parseAmount, type AmountProblem, type CashierFlow, type CashierState } from "./reduce.js"
export type { DepositInput, TransactionsInput, WithdrawalInput } from "./endpoints.js"
