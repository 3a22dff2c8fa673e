/**
 * The cashier (issue 13):
 *   - deposits confirmed per second: a deposit created (payment row + provider checkout) and
 *     confirmed by the provider's signed `payment.succeeded` webhook (signature check, event
 *     recorded, status moved, cash credited on the ledger, payment method saved), from a pool of
 *     bettors, `CONCURRENCY` at a time;
 *   - webhook p50/p99: the time of `receiveWebhook` alone for those confirmations.
 * On in-memory PGlite and, with TEST_DATABASE_URL, on a PostgreSQL database of its own.
 */
import type { Database } from "../server/db/connect.js"
import { signPayload } from "../server/domain/payments/signature.js"
import type { ProviderEvent } from "../server/domain/payments/sandbox.js"
import { newBettor, paymentsOn, WEBHOOK_SECRET } from "../specs/server/payments-support.js"
import { TEST_NOW, type DatabaseTarget } from "../specs/server/support.js"
import { onEachDatabase } from "./databases.js"
import type { Bench, Figure } from "./suite.js"

const USERS = 50
const CONCURRENCY = 8

const percentile = (sorted: ReadonlyArray<number>, p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

const run = async (database: Database, target: DatabaseTarget): Promise<Figure[]> => {
  const count = target.name === "pglite" ? 400 : 2_000
  const clock = { now: TEST_NOW }
  const payments = paymentsOn(database.db, clock)
  const users: number[] = []
  for (let i = 0; i < USERS; i++) users.push((await newBettor(database.db)).userId)
  const webhookMs: number[] = []
  let next = 0
  const worker = async () => {
    for (;;) {
      const i = next++
      if (i >= count) return
      const userId = users[i % USERS]!
      const { payment } = await payments.createDeposit(userId, { amount: 1000 + (i % 50) * 100, method: "card", key: `bench-${i}` })
      const event: ProviderEvent = {
        id: `evt_bench_${i}`, type: "payment.succeeded", created: clock.now,
        data: { ref: payment.providerRef!, merchant_ref: String(payment.id), amount: payment.amount, currency: payment.currency, method: "card", instrument: "Visa •••• 4242", reason: null, sequence: 1 },
      }
      const body = JSON.stringify(event)
      const started = performance.now()
      const outcome = await payments.receiveWebhook(body, signPayload(WEBHOOK_SECRET, body, clock.now))
      webhookMs.push(performance.now() - started)
      if (outcome !== "applied") throw new Error(`deposit ${i} was ${outcome}`)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const seconds = (performance.now() - started) / 1000
  const sorted = [...webhookMs].sort((a, b) => a - b)
  const context = { database: target.name, deposits: count, concurrency: CONCURRENCY }
  return [
    { bench: "deposits.confirmed_per_second", value: Math.round(count / seconds), unit: "deposits/s", ...context },
    { bench: "deposits.webhook_p50", value: Number(percentile(sorted, 50).toFixed(1)), unit: "ms", ...context },
    { bench: "deposits.webhook_p99", value: Number(percentile(sorted, 99).toFixed(1)), unit: "ms", goal: "< 100", ...context },
  ]
}

export const depositsThroughput: Bench = {
  name: "deposits",
  run: () => onEachDatabase(run),
}
