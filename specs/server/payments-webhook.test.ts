/**
 * The provider's webhooks (domain/payments/service.ts receiveWebhook, signature.ts), on PGlite and
 * PostgreSQL: a bad or missing signature, a tampered body and a replay outside the window are
 * refused and move nothing; a duplicate event id is applied once; events arriving out of order
 * never undo a later state; an event for another amount or an unknown payment moves nothing.
 */
import { describe, expect, it } from "vitest"
import { readWallet } from "../../server/domain/ledger/wallet.js"
import { PaymentError, WebhookRefused } from "../../server/domain/payments/service.js"
import { setRestriction } from "../../server/domain/restrictions/index.js"
import type { ProviderEvent, ProviderEventType } from "../../server/domain/payments/sandbox.js"
import { REPLAY_WINDOW_MS, signPayload, verifySignature } from "../../server/domain/payments/signature.js"
import { refusedWith } from "../support/refused-with.js"
import { newBettor, paymentsOn, WEBHOOK_SECRET } from "./payments-support.js"
import { databaseTargets, TEST_NOW } from "./support.js"
import { ledgerTotal, migratedDatabase } from "./suite-database.js"

let events = 0

describe.each(databaseTargets())("payment webhooks on $name", (target) => {
  const database = migratedDatabase(target)
  const clock = { now: TEST_NOW }

  const setUp = async (amount = 2000) => {
    const payments = paymentsOn(database.db, clock)
    const { userId } = await newBettor(database.db)
    const { payment } = await payments.createDeposit(userId, { amount, method: "card", key: `k${++events}` })
    const event = (type: ProviderEventType, sequence: number, patch: Partial<ProviderEvent["data"]> = {}): ProviderEvent => ({
      id: `evt_test_${++events}`,
      type,
      created: clock.now,
      data: { ref: payment.providerRef!, merchant_ref: String(payment.id), amount, currency: "gbp", method: "card", instrument: "Visa •••• 4242", reason: null, sequence, ...patch },
    })
    const send = (e: ProviderEvent, options: { secret?: string; at?: number; body?: string } = {}) => {
      const body = JSON.stringify(e)
      return payments.receiveWebhook(options.body ?? body, signPayload(options.secret ?? WEBHOOK_SECRET, body, options.at ?? clock.now))
    }
    const balance = async () => (await readWallet(database.db, userId))!.balance
    const status = async () => (await payments.payment(userId, payment.id))!.status
    return { payments, userId, payment, event, send, balance, status }
  }

  const refusal = async (attempt: Promise<unknown>): Promise<string> => (await refusedWith(attempt, WebhookRefused, "the webhook to be refused")).problem

  it("refuses a bad signature, a missing one and a tampered body, and moves nothing", async () => {
    const { payments, event, send, balance, status } = await setUp()
    const succeeded = event("payment.succeeded", 1)
    expect(await refusal(send(succeeded, { secret: "whsec_someone_else" }))).toBe("mismatch")
    expect(await refusal(payments.receiveWebhook(JSON.stringify(succeeded), null))).toBe("missing")
    expect(await refusal(payments.receiveWebhook(JSON.stringify(succeeded), "t=abc,v1=zz"))).toBe("malformed")
    const tampered = JSON.stringify({ ...succeeded, data: { ...succeeded.data, amount: 999_999 } })
    expect(await refusal(send(succeeded, { body: tampered }))).toBe("mismatch")
    expect(await balance()).toBe(0)
    expect(await status()).toBe("created")
    // The genuine event still applies afterwards.
    expect(await send(succeeded)).toBe("applied")
    expect(await balance()).toBe(2000)
  })

  it("refuses a replay outside the window, either side of the clock", async () => {
    const { event, send, balance } = await setUp()
    expect(await refusal(send(event("payment.succeeded", 1), { at: clock.now - REPLAY_WINDOW_MS - 1000 }))).toBe("stale")
    expect(await refusal(send(event("payment.succeeded", 1), { at: clock.now + REPLAY_WINDOW_MS + 1000 }))).toBe("stale")
    expect(await balance()).toBe(0)
    // A captured genuine delivery replayed later is refused too.
    const genuine = event("payment.succeeded", 1)
    const body = JSON.stringify(genuine)
    const signature = signPayload(WEBHOOK_SECRET, body, clock.now)
    expect(verifySignature(WEBHOOK_SECRET, body, signature, clock.now + REPLAY_WINDOW_MS + 1000)).toBe("stale")
    expect(await send(genuine)).toBe("applied")
  })

  it("applies a duplicate event id once", async () => {
    const { event, send, balance } = await setUp(2500)
    const succeeded = event("payment.succeeded", 1)
    expect(await send(succeeded)).toBe("applied")
    expect(await send(succeeded)).toBe("duplicate")
    expect(await Promise.all([send(succeeded), send(succeeded)])).toEqual(["duplicate", "duplicate"])
    // Another event saying the same thing again is out of order: the payment already succeeded.
    expect(await send(event("payment.succeeded", 1))).toBe("out_of_order")
    expect(await balance()).toBe(2500)
    expect(await ledgerTotal(database.db)).toBe(0)
  })

  it("never lets an earlier event undo a later one (out of order)", async () => {
    const { event, send, balance, status } = await setUp()
    const pending = event("payment.pending", 1)
    const succeeded = event("payment.succeeded", 2)
    expect(await send(succeeded)).toBe("applied")
    expect(await send(pending)).toBe("out_of_order")
    expect(await status()).toBe("succeeded")
    expect(await send(event("payment.failed", 3, { reason: "card_declined" }))).toBe("out_of_order")
    expect(await status()).toBe("succeeded")
    expect(await balance()).toBe(2000)
  })

  it("applies a failure after pending, and nothing after the failure", async () => {
    const { event, send, balance, status } = await setUp()
    expect(await send(event("payment.pending", 1))).toBe("applied")
    expect(await send(event("payment.failed", 2, { reason: "transfer_not_received" }))).toBe("applied")
    expect(await send(event("payment.succeeded", 3))).toBe("out_of_order")
    expect(await status()).toBe("failed")
    expect(await balance()).toBe(0)
  })

  it("moves nothing for another amount, another provider ref or an unknown payment", async () => {
    const { event, send, balance, status } = await setUp()
    expect(await send(event("payment.succeeded", 1, { amount: 200_000 }))).toBe("unknown_payment")
    expect(await send(event("payment.succeeded", 1, { ref: "cs_forged" }))).toBe("unknown_payment")
    expect(await send(event("payment.succeeded", 1, { merchant_ref: "999999" }))).toBe("unknown_payment")
    expect(await send(event("payout.paid", 1))).toBe("unknown_payment")
    expect(await status()).toBe("created")
    expect(await balance()).toBe(0)
  })

  it("refuses a withdrawal while the identity check is pending (restriction withdraw: VerificationPending), moving nothing", async () => {
    const { payments, userId, event, send } = await setUp(3000)
    expect(await send(event("payment.succeeded", 1))).toBe("applied")
    await setRestriction(database.db, userId, "withdraw", "pending", clock.now)
    const refused = await payments.createWithdrawal(userId, { amount: 1000, method: "card", key: `w${++events}` }).then(
      () => null,
      (error: unknown) => (error instanceof PaymentError ? error.code : String(error)),
    )
    expect(refused).toBe("verification_pending")
    expect((await readWallet(database.db, userId))!.balance).toBe(3000)
  })

  it("pays or returns a withdrawal once, whatever order the provider's answers come in", async () => {
    const { payments, userId, event, send } = await setUp(5000)
    expect(await send(event("payment.succeeded", 1))).toBe("applied")
    const withdrawal = await payments.createWithdrawal(userId, { amount: 3000, method: "card", key: `w${++events}` })
    expect((await readWallet(database.db, userId))!.balance).toBe(2000)
    const payout = (type: ProviderEventType, sequence: number): ProviderEvent => ({
      id: `evt_test_${++events}`, type, created: clock.now,
      data: { ref: withdrawal.providerRef!, merchant_ref: String(withdrawal.id), amount: 3000, currency: "gbp", method: "card", instrument: null, reason: null, sequence },
    })
    const sendPayout = (e: ProviderEvent) => payments.receiveWebhook(JSON.stringify(e), signPayload(WEBHOOK_SECRET, JSON.stringify(e), clock.now))
    expect(await sendPayout(payout("payout.returned", 2))).toBe("applied")
    expect(await sendPayout(payout("payout.paid", 1))).toBe("out_of_order")
    expect((await payments.payment(userId, withdrawal.id))!.status).toBe("returned")
    expect((await readWallet(database.db, userId))!.balance).toBe(5000)
    expect(await ledgerTotal(database.db)).toBe(0)
  })
})
