/**
 * The cashier's calls (server: server/http/routes/payments.ts; docs/api.md "Wallet and cashier").
 * Deposits and withdrawals carry the client's Idempotency-Key, made in core from the event's time
 * and a sequence, so a retried click cannot pay twice.
 */
import { Schema } from "effect"
import { ACKNOWLEDGEMENT, completed, defineEndpoint, encodedBody, fixed, eventWith } from "../kernel/index.js"
import {
  BonusChoice,
  CashierInfo,
  DepositRequest,
  DepositResponse,
  Payment,
  SavedPaymentMethods,
  TransactionsPage,
  WithdrawalRequest,
  type TransactionType,
} from "../model/cashier.js"
import { WelcomeBonus } from "../model/site.js"

export const getCashier = defineEndpoint()({
  name: "getCashier", method: "GET", path: fixed("cashier"),
  response: CashierInfo, toEvent: eventWith("CashierLoaded", "info"),
})

export interface DepositInput {
  readonly key: string
  readonly amount: number
  readonly method: string
  readonly bonusCode: string | null
}

export const createDeposit = defineEndpoint<DepositInput>()({
  name: "createDeposit", method: "POST", path: fixed("payments/deposits"),
  body: encodedBody(DepositRequest, (i: DepositInput) => ({ amount: i.amount, method: i.method, ...(i.bonusCode ? { bonus_code: i.bonusCode } : {}) })),
  headers: (i) => ({ "Idempotency-Key": i.key }),
  response: DepositResponse,
  toEvent: (answer, requestId) => ({ _tag: "DepositCreated", requestId, payment: answer.payment, checkoutUrl: answer.checkout_url }),
})

export interface WithdrawalInput {
  readonly key: string
  readonly amount: number
  readonly method: string
}

export const createWithdrawal = defineEndpoint<WithdrawalInput>()({
  name: "createWithdrawal", method: "POST", path: fixed("payments/withdrawals"),
  body: encodedBody(WithdrawalRequest, (i: WithdrawalInput) => ({ amount: i.amount, method: i.method })),
  headers: (i) => ({ "Idempotency-Key": i.key }),
  response: Payment, toEvent: eventWith("WithdrawalCreated", "payment"),
})

export const cancelWithdrawal = defineEndpoint<{ readonly id: number }>()({
  name: "cancelWithdrawal", method: "DELETE", path: (i) => `payments/withdrawals/${i.id}`,
  response: Payment, toEvent: eventWith("WithdrawalCancelled", "payment"),
})

export const getPayment = defineEndpoint<{ readonly id: number }>()({
  name: "getPayment", method: "GET", path: (i) => `payments/${i.id}`,
  response: Payment, toEvent: eventWith("PaymentLoaded", "payment"),
})

export interface TransactionsInput {
  readonly type: TransactionType | null
  readonly from: string | null
  readonly to: string | null
  readonly before: number | null
}

export const getTransactions = defineEndpoint<TransactionsInput>()({
  name: "getTransactions", method: "GET", path: fixed("users/transactions"),
  query: (i) => ({ type: i.type ?? undefined, from: i.from ?? undefined, to: i.to ?? undefined, before: i.before ?? undefined, limit: 25 }),
  response: TransactionsPage,
  cancelInFlight: false,
  toEvent: (page, requestId, input) => ({ _tag: "TransactionsLoaded", requestId, page, append: input.before !== null }),
})

export const getPaymentMethods = defineEndpoint()({
  name: "getPaymentMethods", method: "GET", path: fixed("payment-methods"),
  response: SavedPaymentMethods, toEvent: (answer, requestId) => ({ _tag: "PaymentMethodsLoaded", requestId, methods: answer.payment_methods }),
})

export const removePaymentMethod = defineEndpoint<{ readonly id: number }>()({
  name: "removePaymentMethod", method: "DELETE", path: (i) => `payment-methods/${i.id}`,
  response: ACKNOWLEDGEMENT, toEvent: completed("removePaymentMethod"),
})

export const getWelcomeBonuses = defineEndpoint()({
  name: "getWelcomeBonuses", method: "GET", path: fixed("welcome-bonuses"),
  response: Schema.Array(WelcomeBonus), toEvent: eventWith("WelcomeBonusesLoaded", "bonuses"),
})

export const validateBonusCode = defineEndpoint<{ readonly code: string }>()({
  name: "validateBonusCode", method: "GET", path: fixed("bonuses/validate-code"),
  query: (i) => ({ code: i.code }),
  response: WelcomeBonus, toEvent: eventWith("BonusCodeValidated", "bonus"),
})

export const chooseBonus = defineEndpoint<{ readonly code: string }>()({
  name: "chooseBonus", method: "POST", path: fixed("bonuses/choose"),
  body: encodedBody(BonusChoice, (i: { readonly code: string }) => ({ code: i.code })),
  response: BonusChoice, toEvent: (choice, requestId) => ({ _tag: "BonusChosen", requestId, code: choice.code }),
})

export const CASHIER_ENDPOINTS = {
  getCashier, createDeposit, createWithdrawal, cancelWithdrawal, getPayment, getTransactions, getPaymentMethods, removePaymentMethod, getWelcomeBonuses, validateBonusCode, chooseBonus,
}
