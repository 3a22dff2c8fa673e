/**
 * The cashier, merchant side (issue 13): deposits, withdrawals and the provider's webhooks.
 *
 * Deposit: `createDeposit` records the payment (idempotent on the client's key per user: the same
 * key and body answer the same payment, another body is refused) and opens a hosted checkout at
 * the provider; no money moves. Cash is credited only when the provider's signed webhook says
 * `payment.succeeded`, in the transaction that moves the payment to `succeeded`.
 *
 * Withdrawal: needs no `withdraw` restriction (spec §4: the pending identity check shows
 * {product}VerificationPending), goes to the method last deposited with (spec §8
 * PAYMENT_ONE_PAYMENT_METHOD_ALLOWED), takes cash (never bonus) at once into the user's
 * pending-withdrawal account, and asks the provider for a payout. While pending the bettor may
 * cancel it (the payout is withdrawn at the provider first); `payout.paid` pays it out,
 * `payout.returned` gives it back.
 *
 * Webhooks: signature (HMAC) and replay window checked first (signature.ts); each event id is
 * recorded in the transaction that applies it, so a duplicate changes nothing; a payment's status
 * only moves forward (STATES below), so an event that arrives after a later one is ignored.
 */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm"
import { createHash } from "node:crypto"
import type { Db } from "../../db/connect.js"
import { bonusChoices, paymentMethods, payments, providerEvents, userRestrictions } from "../../db/schema.js"
import { findUserById } from "../accounts/users.js"
import { grantBonus } from "../ledger/bonuses.js"
import { creditDeposit, holdWithdrawal, payWithdrawal, releaseWithdrawal } from "../ledger/deposits.js"
import { LedgerError } from "../ledger/postings.js"
import { checkDepositAllowed } from "../limits/index.js"
import { assertMayGamble, refusalError, refusalOf } from "../restrictions/index.js"
import type { Sites } from "../site/sites.js"
import { flowOf, PaymentSandbox, type ProviderEvent } from "./sandbox.js"
import { verifySignature, type SignatureProblem } from "./signature.js"
import { bonusFor, DAY_MS, findBonusByCode } from "./welcome-bonuses.js"

export const MIN_DEPOSIT = 500
export const MAX_DEPOSIT = 1_000_000
export const MIN_WITHDRAWAL = 500

export type PaymentErrorCode =
  | "invalid_amount"
  | "method_not_offered"
  | "one_method"
  | "verification_pending"
  | "deposit_restricted"
  | "insufficient_funds"
  | "duplicate_key"
  | "not_found"
  | "not_cancellable"
  | "invalid_code"
  | "bonus_already_used"

export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
    readonly detail: Readonly<Record<string, string | number>> = {},
  ) {
    super(message)
    this.name = "PaymentError"
  }
}

export class WebhookRefused extends Error {
  constructor(readonly problem: SignatureProblem | "malformed_body") {
    super(`webhook refused: ${problem}`)
    this.name = "WebhookRefused"
  }
}

export type PaymentRow = typeof payments.$inferSelect
export type PaymentStatus = "created" | "requires_action" | "pending" | "succeeded" | "failed" | "paid" | "returned" | "cancelled"

/** Which statuses an event may move a payment from (forward only; terminal states stay). */
const STATES: Readonly<Record<ProviderEvent["type"], { readonly direction: "deposit" | "withdrawal"; readonly from: ReadonlyArray<PaymentStatus>; readonly to: PaymentStatus }>> = {
  "payment.requires_action": { direction: "deposit", from: ["created"], to: "requires_action" },
  "payment.pending": { direction: "deposit", from: ["created", "requires_action"], to: "pending" },
  "payment.succeeded": { direction: "deposit", from: ["created", "requires_action", "pending"], to: "succeeded" },
  "payment.failed": { direction: "deposit", from: ["created", "requires_action", "pending"], to: "failed" },
  "payout.paid": { direction: "withdrawal", from: ["pending"], to: "paid" },
  "payout.returned": { direction: "withdrawal", from: ["pending"], to: "returned" },
}

export type WebhookOutcome = "applied" | "duplicate" | "out_of_order" | "unknown_payment"

export interface PaymentsOptions {
  readonly db: Db
  readonly clock: () => number
  readonly log: (line: string) => void
  readonly sites: Sites
  /** The webhook signing secret shared with the provider. */
  readonly secret: string
  readonly bankSettleMs?: number
  readonly payoutSettleMs?: number
  /** Called after a user's money changed (the server pushes the new user on the socket). */
  readonly onUserChanged?: (userId: number) => Promise<void>
}

const fingerprint = (value: unknown): string => createHash("sha256").update(JSON.stringify(value)).digest("hex")

export interface DepositRequest {
  readonly amount: number
  readonly method: string
  readonly key: string
  readonly bonusCode?: string | null
}

export interface WithdrawalRequest {
  readonly amount: number
  readonly method: string
  readonly key: string
}

export class Payments {
  readonly sandbox: PaymentSandbox
  private readonly depositObservers: Array<(userId: number, paymentId: number) => Promise<void>> = []

  constructor(private readonly options: PaymentsOptions) {
    this.sandbox = new PaymentSandbox({
      db: options.db,
      clock: options.clock,
      secret: options.secret,
      log: options.log,
      bankSettleMs: options.bankSettleMs,
      payoutSettleMs: options.payoutSettleMs,
      // In process: the provider calls the merchant's webhook handler with the signed body.
      deliver: async (body, signature) => {
        await this.receiveWebhook(body, signature)
      },
    })
  }

  private get db(): Db {
    return this.options.db
  }

  private async user(userId: number) {
    const user = await findUserById(this.db, userId)
    if (!user) throw new PaymentError("not_found", `user ${userId} not found`)
    return user
  }

  /** The methods the user's site offers (spec §3 payment_options / withdrawal_options). */
  async methodsOffered(userId: number): Promise<{ deposit: ReadonlyArray<string>; withdrawal: ReadonlyArray<string> }> {
    const user = await this.user(userId)
    const site = this.options.sites.resolve(user.brand, user.countryCode)
    const deposit = site && site.payment_options.length > 0 ? site.payment_options : ["card"]
    const withdrawal = site && site.withdrawal_options.length > 0 ? site.withdrawal_options : ["card"]
    return { deposit, withdrawal }
  }

  private async existing(userId: number, key: string, print: string): Promise<PaymentRow | null> {
    const [row] = await this.db.select().from(payments).where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
    if (!row) return null
    if (row.fingerprint !== print) throw new PaymentError("duplicate_key", `idempotency key ${key} was used for another payment`)
    return row
  }

  private async hasRestriction(userId: number, key: string): Promise<boolean> {
    const [row] = await this.db.select({ id: userRestrictions.id }).from(userRestrictions).where(and(eq(userRestrictions.userId, userId), eq(userRestrictions.key, key)))
    return row !== undefined
  }

  async createDeposit(userId: number, request: DepositRequest): Promise<{ payment: PaymentRow; checkoutUrl: string | null }> {
    const print = fingerprint({ d: "deposit", a: request.amount, m: request.method, b: request.bonusCode ?? null })
    const earlier = await this.existing(userId, request.key, print)
    if (earlier) return { payment: earlier, checkoutUrl: earlier.status === "created" && earlier.providerRef ? `/sandbox/checkout/${earlier.providerRef}` : null }
    if (!Number.isSafeInteger(request.amount) || request.amount < MIN_DEPOSIT || request.amount > MAX_DEPOSIT) {
      throw new PaymentError("invalid_amount", `a deposit is between ${MIN_DEPOSIT} and ${MAX_DEPOSIT}`, { min: MIN_DEPOSIT, max: MAX_DEPOSIT })
    }
    const user = await this.user(userId)
    if (!(await this.methodsOffered(userId)).deposit.includes(request.method)) throw new PaymentError("method_not_offered", `${request.method} is not offered`)
    if (await this.hasRestriction(userId, "deposit")) throw new PaymentError("deposit_restricted", "the user has a deposit restriction")
    // safer gambling: deposit limits are checked here
    await assertMayGamble(this.db, userId, "deposit", this.options.clock())
    const [open] = await this.db
      .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.direction, "deposit"), inArray(payments.status, ["created", "requires_action", "pending"])))
    await checkDepositAllowed(this.db, userId, request.amount, this.options.clock(), open?.total ?? 0)
    if (request.bonusCode) await this.chooseBonus(userId, request.bonusCode)
    const now = this.options.clock()
    const [created] = await this.db
      .insert(payments)
      .values({
        userId, direction: "deposit", method: request.method, amount: request.amount, currency: user.currency, status: "created", idempotencyKey: request.key,
        fingerprint: print, providerRef: null, failureReason: null, instrument: null, bonusCode: request.bonusCode ?? null, createdAt: new Date(now), updatedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning()
    if (!created) {
      const raced = await this.existing(userId, request.key, print)
      return { payment: raced!, checkoutUrl: raced!.providerRef ? `/sandbox/checkout/${raced!.providerRef}` : null }
    }
    const checkout = await this.sandbox.createCheckout({ merchantRef: String(created.id), method: request.method, amount: request.amount, currency: user.currency, returnBase: "/payments/deposit" })
    const [withRef] = await this.db.update(payments).set({ providerRef: checkout.ref }).where(eq(payments.id, created.id)).returning()
    return { payment: withRef!, checkoutUrl: checkout.checkoutUrl }
  }

  /** The method the user last deposited with, or null before the first deposit. */
  async lastDepositMethod(userId: number): Promise<{ method: string; instrument: string | null } | null> {
    const [row] = await this.db
      .select({ method: payments.method, instrument: payments.instrument })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.direction, "deposit"), eq(payments.status, "succeeded")))
      .orderBy(desc(payments.updatedAt), desc(payments.id))
      .limit(1)
    return row ?? null
  }

  async createWithdrawal(userId: number, request: WithdrawalRequest): Promise<PaymentRow> {
    const print = fingerprint({ d: "withdrawal", a: request.amount, m: request.method })
    const earlier = await this.existing(userId, request.key, print)
    if (earlier) return earlier
    if (!Number.isSafeInteger(request.amount) || request.amount < MIN_WITHDRAWAL) throw new PaymentError("invalid_amount", `a withdrawal is at least ${MIN_WITHDRAWAL}`, { min: MIN_WITHDRAWAL })
    const user = await this.user(userId)
    const refusal = await refusalOf(this.db, userId, "withdraw", this.options.clock())
    if (refusal?.kind === "restricted" && refusal.key === "withdraw") throw new PaymentError("verification_pending", "withdrawals wait for the identity check (restriction withdraw)")
    if (refusal) throw refusalError(refusal, "withdraw")
    if (!(await this.methodsOffered(userId)).withdrawal.includes(request.method)) throw new PaymentError("method_not_offered", `${request.method} is not offered for withdrawals`)
    const last = await this.lastDepositMethod(userId)
    if (!last || last.method !== request.method) {
      throw new PaymentError("one_method", `withdrawals go to the method last deposited with (${last?.method ?? "none yet"})`, { method: last?.method ?? "" })
    }
    const now = this.options.clock()
    let created: PaymentRow | undefined
    try {
      created = await this.db.transaction(async (tx) => {
        const t = tx as unknown as Db
        const [row] = await tx
          .insert(payments)
          .values({
            userId, direction: "withdrawal", method: request.method, amount: request.amount, currency: user.currency, status: "pending", idempotencyKey: request.key,
            fingerprint: print, providerRef: null, failureReason: null, instrument: last.instrument, bonusCode: null, createdAt: new Date(now), updatedAt: new Date(now),
          })
          .onConflictDoNothing()
          .returning()
        if (!row) return undefined
        await holdWithdrawal(t, row, now)
        return row
      })
    } catch (error) {
      if (error instanceof LedgerError && error.code === "INSUFFICIENT_FUNDS") throw new PaymentError("insufficient_funds", "the cash balance is lower than the withdrawal")
      throw error
    }
    if (!created) return (await this.existing(userId, request.key, print))!
    const payout = await this.sandbox.createPayout({ merchantRef: String(created.id), method: request.method, amount: request.amount, currency: user.currency, instrument: last.instrument })
    const [withRef] = await this.db.update(payments).set({ providerRef: payout.ref }).where(eq(payments.id, created.id)).returning()
    await this.changed(userId)
    return withRef!
  }

  /** Reverse withdrawal: only while pending, and only if the provider has not paid it yet. */
  async cancelWithdrawal(userId: number, paymentId: number): Promise<PaymentRow> {
    const [row] = await this.db.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.direction, "withdrawal")))
    if (!row) throw new PaymentError("not_found", `withdrawal ${paymentId} not found`)
    if (row.status === "cancelled") return row
    if (row.status !== "pending" || !row.providerRef) throw new PaymentError("not_cancellable", `withdrawal ${paymentId} is ${row.status}`)
    if (!(await this.sandbox.cancelPayout(row.providerRef))) throw new PaymentError("not_cancellable", `the provider has already answered withdrawal ${paymentId}`)
    const now = this.options.clock()
    const done = await this.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(payments)
        .set({ status: "cancelled", updatedAt: new Date(now) })
        .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
        .returning()
      if (!moved) return null
      await releaseWithdrawal(tx as unknown as Db, moved, now)
      return moved
    })
    if (!done) throw new PaymentError("not_cancellable", `withdrawal ${paymentId} changed meanwhile`)
    await this.changed(userId)
    return done
  }

  async chooseBonus(userId: number, code: string): Promise<void> {
    const terms = findBonusByCode(code)
    if (!terms) throw new PaymentError("invalid_code", `unknown promo code ${code}`)
    const [used] = await this.db.select().from(bonusChoices).where(eq(bonusChoices.userId, userId))
    if (used?.usedAt) throw new PaymentError("bonus_already_used", "the welcome bonus was already granted")
    const now = new Date(this.options.clock())
    await this.db
      .insert(bonusChoices)
      .values({ userId, code: terms.code, chosenAt: now, usedAt: null })
      .onConflictDoUpdate({ target: bonusChoices.userId, set: { code: terms.code, chosenAt: now }, where: isNull(bonusChoices.usedAt) })
  }

  async chosenBonus(userId: number): Promise<{ code: string; used: boolean } | null> {
    const [row] = await this.db.select().from(bonusChoices).where(eq(bonusChoices.userId, userId))
    return row ? { code: row.code, used: row.usedAt !== null } : null
  }

  /**
   * A webhook as received: the raw body and its signature header. Throws WebhookRefused for a bad
   * signature, a stale timestamp (replay) or a body that is not an event.
   */
  async receiveWebhook(raw: string, signature: string | null | undefined): Promise<WebhookOutcome> {
    const problem = verifySignature(this.options.secret, raw, signature, this.options.clock())
    if (problem) throw new WebhookRefused(problem)
    let event: ProviderEvent
    try {
      event = JSON.parse(raw) as ProviderEvent
      if (typeof event.id !== "string" || !(event.type in STATES) || typeof event.data?.merchant_ref !== "string" || typeof event.data.ref !== "string") throw new Error("shape")
    } catch {
      throw new WebhookRefused("malformed_body")
    }
    const now = this.options.clock()
    const state = STATES[event.type]
    const result = await this.db.transaction(async (tx): Promise<{ outcome: WebhookOutcome; userId: number | null; deposit?: number }> => {
      const t = tx as unknown as Db
      const [fresh] = await tx
        .insert(providerEvents)
        .values({ eventId: event.id, providerRef: event.data.ref, type: event.type, sequence: Number(event.data.sequence) || 0, receivedAt: new Date(now) })
        .onConflictDoNothing()
        .returning({ id: providerEvents.eventId })
      if (!fresh) return { outcome: "duplicate", userId: null }
      const id = Number(event.data.merchant_ref)
      const [payment] = Number.isSafeInteger(id)
        ? await tx.select().from(payments).where(and(eq(payments.id, id), eq(payments.providerRef, event.data.ref), eq(payments.direction, state.direction))).for("update")
        : []
      if (!payment || payment.amount !== event.data.amount || payment.currency !== event.data.currency) return { outcome: "unknown_payment", userId: null }
      if (!state.from.includes(payment.status as PaymentStatus)) return { outcome: "out_of_order", userId: null }
      const [moved] = await tx
        .update(payments)
        .set({ status: state.to, updatedAt: new Date(now), failureReason: event.data.reason ?? null, ...(event.data.instrument && payment.direction === "deposit" ? { instrument: event.data.instrument } : {}) })
        .where(and(eq(payments.id, payment.id), inArray(payments.status, [...state.from])))
        .returning()
      if (!moved) return { outcome: "out_of_order", userId: null }
      if (event.type === "payment.succeeded") await this.depositSucceeded(t, moved, now)
      if (event.type === "payout.paid") await payWithdrawal(t, moved, now)
      if (event.type === "payout.returned") await releaseWithdrawal(t, moved, now)
      return { outcome: "applied", userId: moved.userId, ...(event.type === "payment.succeeded" ? { deposit: moved.id } : {}) }
    })
    if (result.userId !== null) await this.changed(result.userId)
    if (result.userId !== null && result.deposit !== undefined) await this.depositSucceededAfter(result.userId, result.deposit)
    return result.outcome
  }

  /**
   * Observers of confirmed deposits, run after the deposit committed (issue 18: a referred
   * bettor's first deposit counts for their referrer). A failing observer is logged; the deposit
   * stands. Each succeeded payment is announced once (its webhook event is applied once).
   */
  onDepositSucceeded(observer: (userId: number, paymentId: number) => Promise<void>): void {
    this.depositObservers.push(observer)
  }

  private async depositSucceededAfter(userId: number, paymentId: number): Promise<void> {
    for (const observer of this.depositObservers) {
      try {
        await observer(userId, paymentId)
      } catch (error) {
        this.options.log(`[payments] a deposit observer failed: ${(error as Error).message}`)
      }
    }
  }

  /** Inside the webhook's transaction: credit cash, remember the method, grant the chosen welcome bonus. */
  private async depositSucceeded(db: Db, payment: PaymentRow, now: number): Promise<void> {
    await creditDeposit(db, payment, now)
    if (payment.instrument) {
      await db
        .insert(paymentMethods)
        .values({ userId: payment.userId, method: payment.method, label: payment.instrument, createdAt: new Date(now), lastUsedAt: new Date(now), removedAt: null })
        .onConflictDoUpdate({ target: [paymentMethods.userId, paymentMethods.method, paymentMethods.label], set: { lastUsedAt: new Date(now), removedAt: null } })
    }
    const [choice] = await db.select().from(bonusChoices).where(and(eq(bonusChoices.userId, payment.userId), isNull(bonusChoices.usedAt))).for("update")
    const terms = choice ? findBonusByCode(choice.code) : null
    if (!choice || !terms) return
    const amount = bonusFor(terms, payment.amount)
    if (amount === 0) return
    await db.update(bonusChoices).set({ usedAt: new Date(now) }).where(eq(bonusChoices.userId, payment.userId))
    await grantBonus(db, {
      userId: payment.userId, currency: payment.currency, kind: terms.kind, amount, wageringRequired: amount * terms.wageringMultiplier,
      expiresAt: now + terms.days * DAY_MS, code: terms.code, key: `welcome:${payment.userId}`,
    }, now)
  }

  /** Pushes the user's new balances (after an operator grant, say). */
  notifyUser(userId: number): Promise<void> {
    return this.changed(userId)
  }

  private async changed(userId: number): Promise<void> {
    try {
      await this.options.onUserChanged?.(userId)
    } catch (error) {
      this.options.log(`[payments] could not push user ${userId}: ${(error as Error).message}`)
    }
  }

  async payment(userId: number, paymentId: number): Promise<PaymentRow | null> {
    const [row] = await this.db.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
    return row ?? null
  }

  async listPayments(userId: number, filter: { direction?: "deposit" | "withdrawal"; status?: string }): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), filter.direction ? eq(payments.direction, filter.direction) : undefined, filter.status ? eq(payments.status, filter.status) : undefined))
      .orderBy(desc(payments.id))
      .limit(100)
  }

  async savedMethods(userId: number) {
    return this.db.select().from(paymentMethods).where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt))).orderBy(desc(paymentMethods.lastUsedAt))
  }

  async removeMethod(userId: number, id: number): Promise<boolean> {
    const done = await this.db
      .update(paymentMethods)
      .set({ removedAt: new Date(this.options.clock()) })
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt)))
      .returning({ id: paymentMethods.id })
    return done.length === 1
  }

  /** Pending transfers and payouts that are due, and bonuses past expiry: the periodic sweep. */
  async sweep(expire: (now: number) => Promise<number>): Promise<{ settled: number; expired: number }> {
    const settled = await this.sandbox.settleDue()
    const expired = await expire(this.options.clock())
    return { settled, expired }
  }

  /** How many events the webhook has recorded (ops and the bench read it). */
  async eventCount(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(providerEvents)
    return row?.n ?? 0
  }
}
