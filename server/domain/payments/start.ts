/**
 * Starting the cashier with the server: the webhook secret (PAYMENTS_WEBHOOK_SECRET, else a fresh
 * random one per process, since the sandbox provider lives in the same process), the sandbox's
 * timings, and the sweep that settles due bank transfers and payouts and expires bonuses.
 *
 * Off in production unless PAYMENTS_SANDBOX=1: a real deployment plugs a real provider in here.
 */
import { randomBytes } from "node:crypto"
import { expireBonuses } from "../ledger/bonuses.js"
import { Payments, type PaymentsOptions } from "./service.js"

export interface PaymentsStart extends Pick<PaymentsOptions, "db" | "clock" | "log" | "sites"> {
  readonly production: boolean
  readonly pushUser: (userId: number) => Promise<void>
  readonly cleanups: Array<() => Promise<void> | void>
  readonly env?: NodeJS.ProcessEnv
  /** In a cluster only the leader sweeps (server/cluster/leader.ts); always, when absent. */
  readonly leads?: () => boolean
}

const positive = (value: string | undefined, fallback: number): number => {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

export const startPayments = (start: PaymentsStart): Payments | null => {
  const env = start.env ?? process.env
  if (start.production && env.PAYMENTS_SANDBOX !== "1") return null
  const payments = new Payments({
    db: start.db,
    clock: start.clock,
    log: start.log,
    sites: start.sites,
    secret: env.PAYMENTS_WEBHOOK_SECRET || randomBytes(32).toString("hex"),
    bankSettleMs: positive(env.PAYMENTS_BANK_SETTLE_SECONDS, 120) * 1000,
    payoutSettleMs: positive(env.PAYMENTS_PAYOUT_SETTLE_SECONDS, 600) * 1000,
    onUserChanged: start.pushUser,
  })
  let running = false
  const timer = setInterval(() => {
    if (running || (start.leads && !start.leads())) return
    running = true
    payments
      .sweep((now) => expireBonuses(start.db, null, now))
      .catch((error: unknown) => start.log(`[payments] sweep failed: ${String(error)}`))
      .finally(() => {
        running = false
      })
  }, positive(env.PAYMENTS_SWEEP_MS, 5000))
  timer.unref()
  start.cleanups.push(() => clearInterval(timer))
  return payments
}
