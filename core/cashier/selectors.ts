/** What the cashier's views read. */
import { memoLast } from "../kernel/index.js"
import { selectUser, type SessionRoot } from "../session/index.js"
import type { CashierState } from "./reduce.js"
import { parseAmount, selectAmountProblemOf } from "./reduce.js"

export type CashierRoot = { readonly cashier: CashierState }

export const selectCashier = (s: CashierRoot): CashierState => s.cashier
export const selectCashierFlow = (s: CashierRoot) => s.cashier.flow
export const selectCashierAmount = (s: CashierRoot): number | null => parseAmount(s.cashier.amountText)
/** Stable while the amount, the tab and the limits are the same (views compare by identity). */
export const selectCashierAmountProblem = memoLast(
  (s: CashierRoot) => [s.cashier.amountText, s.cashier.tab, s.cashier.info],
  (s: CashierRoot) => selectAmountProblemOf(s.cashier),
)
export const selectPendingWithdrawals = (s: CashierRoot) => s.cashier.info?.pending_withdrawals ?? []
export const selectPaymentResult = (s: CashierRoot) => s.cashier.result
export const selectTransactions = (s: CashierRoot) => s.cashier.transactions
export const selectSavedPaymentMethods = (s: CashierRoot) => s.cashier.methods
export const selectWelcomeBonuses = (s: CashierRoot) => s.cashier.bonuses
export const selectPromo = (s: CashierRoot) => s.cashier.promo

/**
 * Whether the deposit tab asks the bettor to check their personal details first (spec §2.10
 * PersonalDetailsFlow "before a first deposit"): a bettor who has never deposited. It asks, it does
 * not block: UK rules want age and identity checked before play (the server's KYC restrictions do
 * that), not a form before paying in (docs/compliance.md).
 */
export const selectDetailsCheckBeforeFirstDeposit = (s: SessionRoot): boolean => selectUser(s)?.deposited === false
