/**
 * Deposits and withdrawals on the ledger (issue 13). Each is one movement with a key derived from
 * the payment's id, so a step repeated (a webhook delivered twice, a retried call) posts once:
 *
 *   deposit confirmed     house:payments  → user cash                 kind deposit
 *   withdrawal requested  user cash       → user withdrawal_pending   kind withdrawal
 *   withdrawal cancelled  user pending    → user cash                 kind withdrawal_reversal
 *     or returned by the provider (same movement, same key: a withdrawal is released once)
 *   withdrawal paid       user pending    → house:payments            kind withdrawal_payout
 *
 * Cash only: a withdrawal never touches bonus accounts. The cash debit fails with
 * INSUFFICIENT_FUNDS (LedgerError) when the balance is too low, and nothing is posted.
 */
import type { Db } from "../../db/connect.js"
import { findUserCashAccount } from "./accounts.js"
import { postMovement, type Posted } from "./postings.js"
import { userPendingAccount, walletHouseAccount } from "./wallet-accounts.js"

export interface PaymentRef {
  readonly id: number
  readonly userId: number
  readonly amount: number
  readonly currency: string
}

const cashOf = async (db: Db, userId: number) => {
  const cash = await findUserCashAccount(db, userId)
  if (!cash) throw new Error(`user ${userId} has no cash account`)
  return cash
}

export const creditDeposit = async (db: Db, payment: PaymentRef, now: number): Promise<Posted> => {
  const cash = await cashOf(db, payment.userId)
  const house = await walletHouseAccount(db, "payments", payment.currency, now)
  return postMovement(db, { idempotencyKey: `deposit:${payment.id}`, kind: "deposit", memo: `payment ${payment.id}`, postings: [{ accountId: house, amount: -payment.amount }, { accountId: cash.id, amount: payment.amount }] }, now)
}

export const holdWithdrawal = async (db: Db, payment: PaymentRef, now: number): Promise<Posted> => {
  const cash = await cashOf(db, payment.userId)
  const pending = await userPendingAccount(db, payment.userId, payment.currency, now)
  return postMovement(db, { idempotencyKey: `withdrawal:${payment.id}`, kind: "withdrawal", memo: `payment ${payment.id}`, postings: [{ accountId: cash.id, amount: -payment.amount }, { accountId: pending, amount: payment.amount }] }, now)
}

/** A cancelled or returned withdrawal: the held cash goes back to the balance. */
export const releaseWithdrawal = async (db: Db, payment: PaymentRef, now: number): Promise<Posted> => {
  const cash = await cashOf(db, payment.userId)
  const pending = await userPendingAccount(db, payment.userId, payment.currency, now)
  return postMovement(db, { idempotencyKey: `withdrawal:${payment.id}:release`, kind: "withdrawal_reversal", memo: `payment ${payment.id}`, postings: [{ accountId: pending, amount: -payment.amount }, { accountId: cash.id, amount: payment.amount }] }, now)
}

export const payWithdrawal = async (db: Db, payment: PaymentRef, now: number): Promise<Posted> => {
  const pending = await userPendingAccount(db, payment.userId, payment.currency, now)
  const house = await walletHouseAccount(db, "payments", payment.currency, now)
  return postMovement(db, { idempotencyKey: `withdrawal:${payment.id}:paid`, kind: "withdrawal_payout", memo: `payment ${payment.id}`, postings: [{ accountId: pending, amount: -payment.amount }, { accountId: house, amount: payment.amount }] }, now)
}
