/**
 * The payment provider sandbox: a stand-in third party shaped like a hosted-checkout provider.
 *
 * The merchant (domain/payments/service.ts) opens a checkout session or a payout with a merchant
 * reference; the browser is sent to the provider's own checkout page (server/http/routes/
 * sandbox-checkout.ts renders it), which sends it back to the web app's /payments/deposit/* page
 * while the provider tells the merchant what happened by a signed webhook (signature.ts). The
 * sandbox keeps its own books (provider_sessions) and never reads the merchant's tables.
 *
 * Test cards (any future expiry, any 3-4 digit security code):
 *   4242 4242 4242 4242  succeeds
 *   4000 0000 0000 3220  asks for a 3-D Secure step first (then succeeds, or fails if refused)
 *   4000 0000 0000 0002  declined (card_declined)
 *   4000 0000 0000 9995  fails for insufficient funds (insufficient_funds)
 *   any other number that passes the Luhn check succeeds.
 * Wallet methods (paypal, bizum) ask the bettor to approve. Bank methods (bank_transfer, pix,
 * spei, oxxo) stay pending until the transfer settles: at `settleAt` on the injected clock (the
 * sweep `settleDue`), or when the operator settles them. Payouts are pending until `settleAt` too
 * (then paid) unless the operator returns them, or the merchant cancels them first.
 */
import { and, eq, lte } from "drizzle-orm"
import { randomBytes } from "node:crypto"
import type { Db } from "../../db/connect.js"
import { providerSessions } from "../../db/schema.js"
import { signPayload } from "./signature.js"

export type MethodFlow = "card" | "wallet" | "bank"

export const flowOf = (method: string): MethodFlow =>
  method === "card" ? "card" : method === "paypal" || method === "bizum" ? "wallet" : "bank"

export const TEST_CARDS = {
  success: "4242424242424242",
  threeDSecure: "4000000000003220",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const

export type ProviderEventType = "payment.requires_action" | "payment.pending" | "payment.succeeded" | "payment.failed" | "payout.paid" | "payout.returned"

export interface ProviderEvent {
  readonly id: string
  readonly type: ProviderEventType
  /** Epoch ms on the provider's clock. */
  readonly created: number
  readonly data: {
    readonly ref: string
    readonly merchant_ref: string
    readonly amount: number
    readonly currency: string
    readonly method: string
    readonly instrument: string | null
    readonly reason: string | null
    /** Order of this session's events: the merchant never lets an older one undo a newer. */
    readonly sequence: number
  }
}

export type SessionRow = typeof providerSessions.$inferSelect

export interface SandboxOptions {
  readonly db: Db
  readonly clock: () => number
  readonly secret: string
  /** Sends one signed event to the merchant (in process: the webhook handler itself). */
  readonly deliver: (body: string, signature: string) => Promise<void>
  readonly log: (line: string) => void
  /** How long a bank transfer takes to arrive; default 2 minutes. */
  readonly bankSettleMs?: number
  /** How long a payout takes to be paid; default 10 minutes. */
  readonly payoutSettleMs?: number
}

export type CheckoutOutcome =
  | { readonly kind: "redirect"; readonly to: string }
  | { readonly kind: "three_d_secure" }
  | { readonly kind: "invalid"; readonly errors: Readonly<Record<"number" | "expiry" | "cvc", string | null>> }
  | { readonly kind: "closed" }

export interface CardFields {
  readonly number: string
  readonly expiry: string
  readonly cvc: string
}

const luhn = (digits: string): boolean => {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

const brandOf = (digits: string): string => (digits.startsWith("4") ? "Visa" : /^5[1-5]/.test(digits) ? "Mastercard" : /^3[47]/.test(digits) ? "Amex" : "Card")

/** Checks the card form as a provider would; null fields are fine. */
export const checkCard = (fields: CardFields, now: number): Record<"number" | "expiry" | "cvc", string | null> => {
  const digits = fields.number.replace(/[\s-]/g, "")
  const number = !/^\d{13,19}$/.test(digits) || !luhn(digits) ? "Your card number is invalid." : null
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(fields.expiry)
  let expiry: string | null = "Your card's expiry date is invalid."
  if (m) {
    const month = Number(m[1])
    const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2])
    const today = new Date(now)
    const expired = year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)
    expiry = month < 1 || month > 12 ? expiry : expired ? "Your card has expired." : null
  }
  const cvc = /^\d{3,4}$/.test(fields.cvc.trim()) ? null : "Your card's security code is invalid."
  return { number, expiry, cvc }
}

export class PaymentSandbox {
  private readonly bankSettleMs: number
  private readonly payoutSettleMs: number

  constructor(private readonly options: SandboxOptions) {
    this.bankSettleMs = options.bankSettleMs ?? 2 * 60_000
    this.payoutSettleMs = options.payoutSettleMs ?? 10 * 60_000
  }

  private get db(): Db {
    return this.options.db
  }

  async createCheckout(input: { merchantRef: string; method: string; amount: number; currency: string; returnBase: string }): Promise<{ ref: string; checkoutUrl: string }> {
    const ref = `cs_${randomBytes(12).toString("hex")}`
    await this.db.insert(providerSessions).values({
      id: ref, kind: "checkout", method: input.method, amount: input.amount, currency: input.currency, merchantRef: input.merchantRef,
      status: "open", returnBase: input.returnBase, settleAt: null, instrument: null, sequence: 0, createdAt: new Date(this.options.clock()),
    })
    return { ref, checkoutUrl: `/sandbox/checkout/${ref}` }
  }

  async createPayout(input: { merchantRef: string; method: string; amount: number; currency: string; instrument: string | null }): Promise<{ ref: string }> {
    const ref = `po_${randomBytes(12).toString("hex")}`
    const now = this.options.clock()
    await this.db.insert(providerSessions).values({
      id: ref, kind: "payout", method: input.method, amount: input.amount, currency: input.currency, merchantRef: input.merchantRef,
      status: "pending", returnBase: "", settleAt: new Date(now + this.payoutSettleMs), instrument: input.instrument, sequence: 0, createdAt: new Date(now),
    })
    return { ref }
  }

  /** The merchant withdraws a payout request; true when it was still pending (and is now cancelled). */
  async cancelPayout(ref: string): Promise<boolean> {
    const done = await this.db
      .update(providerSessions)
      .set({ status: "cancelled" })
      .where(and(eq(providerSessions.id, ref), eq(providerSessions.kind, "payout"), eq(providerSessions.status, "pending")))
      .returning({ id: providerSessions.id })
    return done.length === 1
  }

  async session(ref: string): Promise<SessionRow | null> {
    const [row] = await this.db.select().from(providerSessions).where(eq(providerSessions.id, ref))
    return row ?? null
  }

  private returnTo(row: SessionRow, page: "success" | "pending" | "failed", reason: string | null = null): CheckoutOutcome {
    const query = new URLSearchParams({ ref: row.merchantRef })
    if (reason) query.set("reason", reason)
    return { kind: "redirect", to: `${row.returnBase}/${page}?${query.toString()}` }
  }

  /** Moves a session from one of `from` to `to` (conditional: two clicks act once) and tells the merchant. */
  private async move(row: SessionRow, from: ReadonlyArray<string>, to: string, event: ProviderEventType | null, patch: { instrument?: string | null; reason?: string | null; settleAt?: number | null } = {}): Promise<boolean> {
    if (!from.includes(row.status)) return false
    const [moved] = await this.db
      .update(providerSessions)
      .set({
        status: to,
        sequence: row.sequence + (event ? 1 : 0),
        ...(patch.instrument !== undefined ? { instrument: patch.instrument } : {}),
        ...(patch.settleAt !== undefined ? { settleAt: patch.settleAt === null ? null : new Date(patch.settleAt) } : {}),
      })
      .where(and(eq(providerSessions.id, row.id), eq(providerSessions.status, row.status), eq(providerSessions.sequence, row.sequence)))
      .returning()
    if (!moved) return false
    if (event) await this.emit(moved, event, patch.reason ?? null)
    return true
  }

  /** Builds, signs and delivers one event. A failed delivery is logged (the merchant can ask again). */
  async emit(row: SessionRow, type: ProviderEventType, reason: string | null): Promise<ProviderEvent> {
    const event: ProviderEvent = {
      id: `evt_${randomBytes(12).toString("hex")}`,
      type,
      created: this.options.clock(),
      data: { ref: row.id, merchant_ref: row.merchantRef, amount: row.amount, currency: row.currency, method: row.method, instrument: row.instrument, reason, sequence: row.sequence },
    }
    const body = JSON.stringify(event)
    try {
      await this.options.deliver(body, signPayload(this.options.secret, body, event.created))
    } catch (error) {
      this.options.log(`[payments] webhook ${event.id} (${type}) for ${row.id} was not accepted: ${(error as Error).message}`)
    }
    return event
  }

  async submitCard(ref: string, fields: CardFields): Promise<CheckoutOutcome> {
    const row = await this.session(ref)
    if (!row || row.kind !== "checkout" || row.status !== "open" || flowOf(row.method) !== "card") return { kind: "closed" }
    const errors = checkCard(fields, this.options.clock())
    if (errors.number || errors.expiry || errors.cvc) return { kind: "invalid", errors }
    const digits = fields.number.replace(/[\s-]/g, "")
    const instrument = `${brandOf(digits)} •••• ${digits.slice(-4)}`
    if (digits === TEST_CARDS.threeDSecure) {
      return (await this.move(row, ["open"], "requires_action", "payment.requires_action", { instrument })) ? { kind: "three_d_secure" } : { kind: "closed" }
    }
    const reason = digits === TEST_CARDS.declined ? "card_declined" : digits === TEST_CARDS.insufficientFunds ? "insufficient_funds" : null
    if (reason) return (await this.move(row, ["open"], "failed", "payment.failed", { instrument, reason })) ? this.returnTo(row, "failed", reason) : { kind: "closed" }
    return (await this.move(row, ["open"], "succeeded", "payment.succeeded", { instrument })) ? this.returnTo(row, "success") : { kind: "closed" }
  }

  /** The 3-D Secure step: the bettor completes or refuses the bank's challenge. */
  async authenticate(ref: string, approved: boolean): Promise<CheckoutOutcome> {
    const row = await this.session(ref)
    if (!row || row.status !== "requires_action") return { kind: "closed" }
    if (!approved) return (await this.move(row, ["requires_action"], "failed", "payment.failed", { reason: "authentication_failed" })) ? this.returnTo(row, "failed", "authentication_failed") : { kind: "closed" }
    return (await this.move(row, ["requires_action"], "succeeded", "payment.succeeded")) ? this.returnTo(row, "success") : { kind: "closed" }
  }

  async approveWallet(ref: string, approved: boolean): Promise<CheckoutOutcome> {
    const row = await this.session(ref)
    if (!row || row.kind !== "checkout" || row.status !== "open" || flowOf(row.method) !== "wallet") return { kind: "closed" }
    const instrument = `${row.method === "paypal" ? "PayPal" : "Bizum"} wallet`
    if (!approved) return (await this.move(row, ["open"], "failed", "payment.failed", { instrument, reason: "cancelled_by_customer" })) ? this.returnTo(row, "failed", "cancelled_by_customer") : { kind: "closed" }
    return (await this.move(row, ["open"], "succeeded", "payment.succeeded", { instrument })) ? this.returnTo(row, "success") : { kind: "closed" }
  }

  /** The bettor leaves the checkout: the payment fails as cancelled. */
  async cancelCheckout(ref: string): Promise<CheckoutOutcome> {
    const row = await this.session(ref)
    if (!row || row.kind !== "checkout" || row.status !== "open") return { kind: "closed" }
    return (await this.move(row, ["open"], "failed", "payment.failed", { reason: "cancelled_by_customer" })) ? this.returnTo(row, "failed", "cancelled_by_customer") : { kind: "closed" }
  }

  /** The bettor says the transfer is sent: pending until it settles. */
  async confirmBankTransfer(ref: string): Promise<CheckoutOutcome> {
    const row = await this.session(ref)
    if (!row || row.kind !== "checkout" || row.status !== "open" || flowOf(row.method) !== "bank") return { kind: "closed" }
    const instrument = `${row.method === "bank_transfer" ? "Bank transfer" : row.method.toUpperCase()} ${row.id.slice(-6).toUpperCase()}`
    const settleAt = this.options.clock() + this.bankSettleMs
    return (await this.move(row, ["open"], "pending", "payment.pending", { instrument, settleAt })) ? this.returnTo(row, "pending") : { kind: "closed" }
  }

  /** Settles what is due on the injected clock: bank transfers arrive, payouts are paid. Returns how many. */
  async settleDue(): Promise<number> {
    const due = await this.db
      .select()
      .from(providerSessions)
      .where(and(eq(providerSessions.status, "pending"), lte(providerSessions.settleAt, new Date(this.options.clock()))))
      .limit(200)
    let settled = 0
    for (const row of due) {
      const ok = row.kind === "payout" ? await this.move(row, ["pending"], "paid", "payout.paid") : await this.move(row, ["pending"], "succeeded", "payment.succeeded")
      if (ok) settled++
    }
    return settled
  }

  /** The operator decides a pending transfer or payout: succeeded / failed (a deposit), paid / returned (a payout). */
  async operatorSettle(ref: string, outcome: "succeeded" | "failed" | "paid" | "returned"): Promise<boolean> {
    const row = await this.session(ref)
    if (!row || row.status !== "pending") return false
    if (row.kind === "payout") {
      if (outcome === "paid") return this.move(row, ["pending"], "paid", "payout.paid")
      if (outcome === "returned") return this.move(row, ["pending"], "returned", "payout.returned", { reason: "returned_by_bank" })
      return false
    }
    if (outcome === "succeeded") return this.move(row, ["pending"], "succeeded", "payment.succeeded")
    if (outcome === "failed") return this.move(row, ["pending"], "failed", "payment.failed", { reason: "transfer_not_received" })
    return false
  }

  /** The merchant asks for the last event again (a lost webhook); null when nothing happened yet. */
  async resend(ref: string): Promise<ProviderEvent | null> {
    const row = await this.session(ref)
    if (!row) return null
    const type: ProviderEventType | null =
      row.status === "succeeded" ? "payment.succeeded" : row.status === "failed" ? "payment.failed" : row.status === "pending" && row.kind === "checkout" ? "payment.pending"
      : row.status === "paid" ? "payout.paid" : row.status === "returned" ? "payout.returned" : null
    return type ? this.emit(row, type, null) : null
  }
}
