/**
 * The cashier's state (issue 13): the Cashier dialog's one flow, the payment result pages, the
 * transactions page and the saved payment methods. The server decides every rule (limits, the
 * one-method rule, verification, bonuses); core keeps what was entered and what was answered.
 *
 * Rules:
 * - Opening the cashier loads GET cashier; the method starts as the last one deposited with (the
 *   only one a withdrawal may use, spec §8 PAYMENT_ONE_PAYMENT_METHOD_ALLOWED) or the first offered.
 * - Submitting sends one call with an Idempotency-Key made from the event's time and a sequence;
 *   a second submit while one is in flight does nothing.
 * - A deposit created goes to `checkout` with the provider's hosted page to continue at; a
 *   withdrawal created goes to `withdrawn` and joins the pending list; a cancel takes it out.
 * - A refused call shows the server's public message in the flow (the error catalogue adds its
 *   snackbar or modal for the keys spec §8 names).
 * - Promo codes (spec §4 "states unapplied and applied; editing resets it", §5 "validated by the
 *   server"): Redeem checks the code (GET bonuses/validate-code); a valid one is chosen on the
 *   server at once when logged in (POST bonuses/choose). A visitor choosing at sign-up keeps it
 *   (`signupBonus: "pending"`) until the registration opens the session, which chooses it; once
 *   chosen, DepositNowForBonus asks the new bettor for the first deposit that grants it.
 * - TransactionStatus (spec §2.10) when a payment the bettor is waiting on changes state: a
 *   deposit seen pending on a result page (bank transfers wait for the provider) and a withdrawal
 *   just requested are watched; every `user` push (the server pushes the user whenever a webhook
 *   moves their money) asks for the watched payments again, and one that reached an end (paid,
 *   succeeded, failed, returned) opens TransactionStatus for it. A cancel by the bettor unwatches.
 * - Logging out forgets everything.
 */
import { call, literal, message, type Command, type Ctx, type Reducer, type RequestFailed, type Text } from "../kernel/index.js"
import type { CashierInfo, Payment, SavedPaymentMethod, TransactionLine } from "../model/cashier.js"
import type { WelcomeBonus } from "../model/site.js"
import type { SessionRoot } from "../session/index.js"
import { modalRequested } from "../modals/index.js"
import { selectToken } from "../session/index.js"
import {
  cancelWithdrawal, chooseBonus, createDeposit, createWithdrawal, getCashier, getPayment, getPaymentMethods, getTransactions, getWelcomeBonuses, removePaymentMethod, validateBonusCode,
} from "./endpoints.js"
import type { CashierEvent, CashierTab, TransactionsFilter } from "./events.js"

export type CashierFlow =
  | { readonly phase: "closed" }
  | { readonly phase: "loading" }
  | { readonly phase: "ready" }
  | { readonly phase: "submitting"; readonly key: string }
  | { readonly phase: "checkout"; readonly payment: Payment; readonly url: string | null }
  | { readonly phase: "withdrawn"; readonly payment: Payment }
  | { readonly phase: "failed"; readonly error: Text }

type Status = "idle" | "loading" | "loaded" | "failed"

export interface CashierState {
  readonly tab: CashierTab
  readonly info: CashierInfo | null
  readonly method: string | null
  readonly amountText: string
  readonly bonusCode: string | null
  readonly flow: CashierFlow
  /** Withdrawals whose cancel is in flight. */
  readonly cancelling: ReadonlyArray<number>
  readonly result: { readonly status: Status; readonly id: number | null; readonly payment: Payment | null }
  readonly transactions: { readonly status: Status; readonly filter: TransactionsFilter; readonly lines: ReadonlyArray<TransactionLine>; readonly nextBefore: number | null }
  readonly methods: { readonly status: Status; readonly list: ReadonlyArray<SavedPaymentMethod> }
  readonly bonuses: { readonly status: Status; readonly list: ReadonlyArray<WelcomeBonus> }
  readonly promo: { readonly phase: "idle" } | { readonly phase: "checking"; readonly code: string } | { readonly phase: "valid"; readonly bonus: WelcomeBonus } | { readonly phase: "invalid"; readonly error: Text }
  /**
   * A welcome bonus chosen at sign-up, before the account exists: "pending" until the registration
   * opens the session, "choosing" while POST bonuses/choose is in flight for it.
   */
  readonly signupBonus: "none" | "pending" | "choosing"
  /** Payments still moving that the bettor is waiting on (ids); see TransactionStatus above. */
  readonly watching: ReadonlyArray<number>
}

export const initialCashier: CashierState = {
  tab: "deposit",
  info: null,
  method: null,
  amountText: "",
  bonusCode: null,
  flow: { phase: "closed" },
  cancelling: [],
  result: { status: "idle", id: null, payment: null },
  transactions: { status: "idle", filter: { type: null, from: null, to: null }, lines: [], nextBefore: null },
  methods: { status: "idle", list: [] },
  bonuses: { status: "idle", list: [] },
  promo: { phase: "idle" },
  signupBonus: "none",
  watching: [],
}

/** Payment statuses that still move (the provider has not answered yet). */
const MOVING: ReadonlySet<string> = new Set(["created", "requires_action", "pending"])
const watch = (s: CashierState, p: Payment): ReadonlyArray<number> => (MOVING.has(p.status) && !s.watching.includes(p.id) ? [...s.watching, p.id] : s.watching)

/** "25", "25.5", "25,50" → minor units; null when it is not an amount. */
export const parseAmount = (text: string): number | null => {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text)
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"))
}

const amountText = (minor: number): string => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2))

const failureText = (e: RequestFailed, fallback: string): Text => (e.error?.public_message ? literal(e.error.public_message) : message(fallback))

const methodsFor = (info: CashierInfo, tab: CashierTab): ReadonlyArray<string> => (tab === "deposit" ? info.deposit_methods : info.withdrawal_methods)

/** The method to start with: on withdraw the last deposited with (when offered), else the first offered. */
const startingMethod = (info: CashierInfo, tab: CashierTab, current: string | null): string | null => {
  const offered = methodsFor(info, tab)
  if (tab === "withdraw" && info.last_deposit_method && offered.includes(info.last_deposit_method)) return info.last_deposit_method
  if (current && offered.includes(current)) return current
  return offered[0] ?? null
}

/** The session's facts this area reads (structurally: the session area owns their schemas). */
type SessionOpenedFact = { readonly _tag: "SessionOpened"; readonly via: string; readonly token: string }
type UserPushedFact = { readonly _tag: "UserPushed" }

type Handled = CashierEvent | RequestFailed | SessionOpenedFact | UserPushedFact | { readonly _tag: "SessionEnded" } | { readonly _tag: "CallCompleted"; readonly endpoint: string; readonly requestId: string }

const ENDPOINTS = new Set(["getCashier", "createDeposit", "createWithdrawal", "cancelWithdrawal", "getPayment", "getTransactions", "getPaymentMethods", "removePaymentMethod", "getWelcomeBonuses", "validateBonusCode", "chooseBonus"])

const transactionsCall = (s: CashierState, ctx: Ctx<SessionRoot>, token: string, before: number | null): Command =>
  call(getTransactions, { ...s.transactions.filter, before }, ctx.nextId("cashier"), token)

export const reduceCashier: Reducer<CashierState, Handled, SessionRoot> = (s, e, ctx) => {
  const token = selectToken(ctx.root)
  switch (e._tag) {
    case "CashierOpened": {
      if (!token) return [s, []]
      const next: CashierState = { ...s, tab: e.tab, flow: { phase: "loading" }, amountText: "" }
      return [next, [call(getCashier, {}, ctx.nextId("cashier"), token)]]
    }
    case "CashierClosed":
      return [{ ...s, flow: { phase: "closed" }, amountText: "" }, []]
    case "CashierTabChosen":
      return [{ ...s, tab: e.tab, amountText: "", method: s.info ? startingMethod(s.info, e.tab, s.method) : s.method, flow: s.flow.phase === "closed" || s.flow.phase === "loading" ? s.flow : { phase: "ready" } }, []]
    case "CashierLoaded":
      return [{ ...s, info: e.info, method: startingMethod(e.info, s.tab, s.method), bonusCode: s.bonusCode ?? (e.info.bonus_used ? null : e.info.chosen_bonus), flow: s.flow.phase === "loading" ? { phase: "ready" } : s.flow }, []]
    case "CashierMethodChosen":
      return [{ ...s, method: e.method }, []]
    case "CashierAmountEntered":
      return [{ ...s, amountText: e.text.slice(0, 12) }, []]
    case "CashierQuickAmountChosen":
      return [{ ...s, amountText: amountText(e.amount) }, []]
    case "CashierMaxChosen":
      return s.info ? [{ ...s, amountText: amountText(s.info.withdrawable) }, []] : [s, []]
    case "CashierBonusToggled":
      return [{ ...s, bonusCode: e.code }, []]
    case "CashierSubmitted": {
      const amount = parseAmount(s.amountText)
      if (!token || !s.info || !s.method || amount === null || s.flow.phase === "submitting") return [s, []]
      if (selectAmountProblemOf(s) !== null) return [s, []]
      const key = `c${e.at.toString(36)}-${ctx.nextId("pay")}`
      const command =
        s.tab === "deposit"
          ? call(createDeposit, { key, amount, method: s.method, bonusCode: s.bonusCode }, ctx.nextId("cashier"), token)
          : call(createWithdrawal, { key, amount, method: s.method }, ctx.nextId("cashier"), token)
      return [{ ...s, flow: { phase: "submitting", key } }, [command]]
    }
    case "DepositCreated":
      return [{ ...s, flow: { phase: "checkout", payment: e.payment, url: e.checkoutUrl } }, []]
    case "WithdrawalCreated": {
      const info = s.info ? { ...s.info, withdrawable: Math.max(0, s.info.withdrawable - e.payment.amount), pending_withdrawals: [e.payment, ...s.info.pending_withdrawals.filter((p) => p.id !== e.payment.id)] } : s.info
      return [{ ...s, info, amountText: "", flow: { phase: "withdrawn", payment: e.payment }, watching: watch(s, e.payment) }, []]
    }
    case "WithdrawalCancelRequested":
      if (!token || s.cancelling.includes(e.id)) return [s, []]
      return [{ ...s, cancelling: [...s.cancelling, e.id] }, [call(cancelWithdrawal, { id: e.id }, ctx.nextId("cashier"), token)]]
    case "WithdrawalCancelled": {
      const info = s.info ? { ...s.info, withdrawable: s.info.withdrawable + e.payment.amount, pending_withdrawals: s.info.pending_withdrawals.filter((p) => p.id !== e.payment.id) } : s.info
      return [{ ...s, info, cancelling: s.cancelling.filter((id) => id !== e.payment.id), watching: s.watching.filter((id) => id !== e.payment.id) }, []]
    }
    case "PaymentResultOpened":
      if (!token) return [s, []]
      return [{ ...s, result: { status: "loading", id: e.id, payment: s.result.id === e.id ? s.result.payment : null } }, [call(getPayment, { id: e.id }, ctx.nextId("cashier"), token)]]
    case "PaymentLoaded": {
      const shown = e.payment.id === s.result.id
      let next: CashierState = shown ? { ...s, result: { status: "loaded", id: e.payment.id, payment: e.payment } } : s
      if (s.watching.includes(e.payment.id) && !MOVING.has(e.payment.status)) {
        next = { ...next, watching: s.watching.filter((id) => id !== e.payment.id) }
        // Cancelled is the bettor's own doing (they saw it happen); every other end is news.
        if (e.payment.status !== "cancelled") ctx.raise(modalRequested({ name: "TransactionStatus", props: { id: e.payment.id }, direct: true, source: TRANSACTION_STATUS_SOURCE }))
      } else if (shown) {
        next = { ...next, watching: watch(next, e.payment) }
      }
      return [next, []]
    }
    case "UserPushed":
      if (!token || s.watching.length === 0) return [s, []]
      return [s, s.watching.map((id) => call(getPayment, { id }, ctx.nextId("cashier"), token))]
    case "TransactionsFiltered": {
      if (!token) return [s, []]
      const next: CashierState = { ...s, transactions: { status: "loading", filter: e.filter, lines: [], nextBefore: null } }
      return [next, [transactionsCall(next, ctx, token, null)]]
    }
    case "TransactionsMoreRequested":
      if (!token || s.transactions.nextBefore === null || s.transactions.status === "loading") return [s, []]
      return [{ ...s, transactions: { ...s.transactions, status: "loading" } }, [transactionsCall(s, ctx, token, s.transactions.nextBefore)]]
    case "TransactionsLoaded":
      return [{ ...s, transactions: { ...s.transactions, status: "loaded", lines: e.append ? [...s.transactions.lines, ...e.page.transactions] : e.page.transactions, nextBefore: e.page.next_before } }, []]
    case "PaymentMethodsOpened":
      if (!token) return [s, []]
      return [{ ...s, methods: { ...s.methods, status: "loading" } }, [call(getPaymentMethods, {}, ctx.nextId("cashier"), token)]]
    case "PaymentMethodsLoaded":
      return [{ ...s, methods: { status: "loaded", list: e.methods } }, []]
    case "PaymentMethodRemoveRequested":
      if (!token) return [s, []]
      // Gone from the list at once; the answer (or its failure, which reloads) confirms.
      return [{ ...s, methods: { ...s.methods, list: s.methods.list.filter((m) => m.id !== e.id) } }, [call(removePaymentMethod, { id: e.id }, ctx.nextId("cashier"), token)]]
    case "WelcomeBonusesRequested":
      if (s.bonuses.status === "loading" || s.bonuses.status === "loaded") return [s, []]
      return [{ ...s, bonuses: { ...s.bonuses, status: "loading" } }, [call(getWelcomeBonuses, {}, ctx.nextId("cashier"), token)]]
    case "WelcomeBonusesLoaded":
      return [{ ...s, bonuses: { status: "loaded", list: e.bonuses } }, []]
    case "PromoCodeRedeemed": {
      const code = e.code.trim()
      if (code === "") return [{ ...s, promo: { phase: "idle" } }, []]
      return [{ ...s, promo: { phase: "checking", code } }, [call(validateBonusCode, { code }, ctx.nextId("cashier"), token)]]
    }
    case "PromoCodeEdited":
      return s.promo.phase === "valid" || s.promo.phase === "invalid" ? [{ ...s, promo: { phase: "idle" } }, []] : [s, []]
    case "BonusCodeValidated": {
      // An answer for a code no longer being checked (edited meanwhile) applies nothing.
      if (s.promo.phase !== "checking") return [s, []]
      const next: CashierState = { ...s, promo: { phase: "valid", bonus: e.bonus }, bonusCode: e.bonus.code }
      if (!token) return [{ ...next, signupBonus: "pending" }, []]
      return [next, [call(chooseBonus, { code: e.bonus.code }, ctx.nextId("cashier"), token)]]
    }
    case "SessionOpened":
      // The account the visitor just registered takes the bonus chosen on the way.
      if (e.via !== "register" || s.signupBonus !== "pending" || s.bonusCode === null) return [s, []]
      return [{ ...s, signupBonus: "choosing" }, [call(chooseBonus, { code: s.bonusCode }, ctx.nextId("cashier"), e.token)]]
    case "BonusChosen":
      if (s.signupBonus === "choosing") ctx.raise(modalRequested({ name: "DepositNowForBonus", props: { code: e.code }, direct: true }))
      return [{ ...s, bonusCode: e.code, signupBonus: "none", info: s.info ? { ...s.info, chosen_bonus: e.code } : s.info }, []]
    case "RequestFailed":
      if (!ENDPOINTS.has(e.endpoint)) return [s, []]
      return [failed(s, e, ctx, token), e.endpoint === "removePaymentMethod" && token ? [call(getPaymentMethods, {}, ctx.nextId("cashier"), token)] : []]
    case "SessionEnded":
      return [initialCashier, []]
    default:
      return [s, []]
  }
}

const failed = (s: CashierState, e: RequestFailed, _ctx: Ctx<SessionRoot>, _token: string | null): CashierState => {
  switch (e.endpoint) {
    case "getCashier":
      return { ...s, flow: { phase: "failed", error: failureText(e, "cashier.error.load") } }
    case "createDeposit":
    case "createWithdrawal":
      return { ...s, flow: { phase: "failed", error: failureText(e, "cashier.error.submit") } }
    case "cancelWithdrawal":
      return { ...s, cancelling: [], flow: { phase: "failed", error: failureText(e, "cashier.error.cancel") } }
    case "getPayment":
      return { ...s, result: { ...s.result, status: "failed" } }
    case "getTransactions":
      return { ...s, transactions: { ...s.transactions, status: "failed" } }
    case "getPaymentMethods":
      return { ...s, methods: { ...s.methods, status: "failed" } }
    case "getWelcomeBonuses":
      return { ...s, bonuses: { ...s.bonuses, status: "failed" } }
    case "validateBonusCode":
    case "chooseBonus":
      return { ...s, signupBonus: "none", promo: { phase: "invalid", error: failureText(e, "cashier.promo.invalid") } }
    default:
      return s
  }
}

export const TRANSACTION_STATUS_SOURCE = "cashier:transaction-status"

export type AmountProblem = { readonly kind: "empty" } | { readonly kind: "invalid" } | { readonly kind: "below_min"; readonly min: number } | { readonly kind: "above_max"; readonly max: number }

/** What is wrong with the amount entered, or null (the server checks again; this only guides). */
export const selectAmountProblemOf = (s: CashierState): AmountProblem | null => {
  if (s.amountText.trim() === "") return { kind: "empty" }
  const amount = parseAmount(s.amountText)
  if (amount === null) return { kind: "invalid" }
  if (!s.info) return null
  const min = s.tab === "deposit" ? s.info.min_deposit : s.info.min_withdrawal
  const max = s.tab === "deposit" ? s.info.max_deposit : s.info.withdrawable
  if (amount < min) return { kind: "below_min", min }
  if (amount > max) return { kind: "above_max", max }
  return null
}
