/**
 * The cashier's wire schemas (issue 13), shared by the client and the server: deposits,
 * withdrawals, saved payment methods, the bettor's transactions, bonus grants and what the
 * cashier dialog needs to open (GET cashier). Money is decimal on the wire, minor units in memory.
 */
import { Schema } from "effect"
import { Currency, Money, Timestamp } from "./primitives.js"

export const PaymentDirection = Schema.Literals(["deposit", "withdrawal"])
export type PaymentDirection = typeof PaymentDirection.Type

export const PaymentStatus = Schema.Literals(["created", "requires_action", "pending", "succeeded", "failed", "paid", "returned", "cancelled"])
export type PaymentStatus = typeof PaymentStatus.Type

export const Payment = Schema.Struct({
  id: Schema.Int,
  direction: PaymentDirection,
  method: Schema.String,
  amount: Money,
  currency: Currency,
  status: PaymentStatus,
  failure_reason: Schema.NullOr(Schema.String),
  instrument: Schema.NullOr(Schema.String),
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type Payment = typeof Payment.Type

export const PaymentsList = Schema.Struct({ payments: Schema.Array(Payment) })
export type PaymentsList = typeof PaymentsList.Type

export const DepositRequest = Schema.Struct({
  amount: Money,
  method: Schema.String.check(Schema.isMaxLength(40)),
  bonus_code: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(40)))),
})
export type DepositRequest = typeof DepositRequest.Type

export const DepositResponse = Schema.Struct({ payment: Payment, checkout_url: Schema.NullOr(Schema.String) })
export type DepositResponse = typeof DepositResponse.Type

export const WithdrawalRequest = Schema.Struct({ amount: Money, method: Schema.String.check(Schema.isMaxLength(40)) })
export type WithdrawalRequest = typeof WithdrawalRequest.Type

export const BonusGrant = Schema.Struct({
  id: Schema.Int,
  kind: Schema.String,
  code: Schema.NullOr(Schema.String),
  amount: Money,
  remaining: Money,
  wagering_required: Money,
  wagered: Money,
  status: Schema.String,
  expires_at: Timestamp,
})
export type BonusGrant = typeof BonusGrant.Type

export const SavedPaymentMethod = Schema.Struct({ id: Schema.Int, method: Schema.String, label: Schema.String, last_used_at: Timestamp })
export type SavedPaymentMethod = typeof SavedPaymentMethod.Type

export const SavedPaymentMethods = Schema.Struct({ payment_methods: Schema.Array(SavedPaymentMethod) })
export type SavedPaymentMethods = typeof SavedPaymentMethods.Type

/** What the cashier dialog opens with. */
export const CashierInfo = Schema.Struct({
  currency: Currency,
  deposit_methods: Schema.Array(Schema.String),
  withdrawal_methods: Schema.Array(Schema.String),
  /** PAYMENT_ONE_PAYMENT_METHOD_ALLOWED: withdrawals go back to this method (null before a deposit). */
  last_deposit_method: Schema.NullOr(Schema.String),
  min_deposit: Money,
  max_deposit: Money,
  min_withdrawal: Money,
  quick_amounts: Schema.Array(Money),
  /** Cash that can be withdrawn (bonus money cannot). */
  withdrawable: Money,
  pending_withdrawals: Schema.Array(Payment),
  chosen_bonus: Schema.NullOr(Schema.String),
  bonus_used: Schema.Boolean,
  bonus_grants: Schema.Array(BonusGrant),
})
export type CashierInfo = typeof CashierInfo.Type

export const TransactionType = Schema.Literals(["deposit", "withdrawal", "bet", "bonus", "casino", "other"])
export type TransactionType = typeof TransactionType.Type

export const TransactionLine = Schema.Struct({
  id: Schema.Int, at: Timestamp,
  type: TransactionType, kind: Schema.String, balance_type: Schema.String,
  amount: Money, balance_after: Money, currency: Currency,
  // The payment behind the line (a deposit or a withdrawal), its status and method; null when there is none.
  payment_id: Schema.NullOr(Schema.Int), status: Schema.NullOr(Schema.String), method: Schema.NullOr(Schema.String),
})
export type TransactionLine = typeof TransactionLine.Type

export const TransactionsPage = Schema.Struct({ transactions: Schema.Array(TransactionLine), next_before: Schema.NullOr(Schema.Int) })
export type TransactionsPage = typeof TransactionsPage.Type

export const BonusChoice = Schema.Struct({ code: Schema.String.check(Schema.isMaxLength(40)) })
export type BonusChoice = typeof BonusChoice.Type
