/**
 * Shared set-up of the payments suites: a bettor (users row + cash account, GB so card, PayPal
 * and bank transfer are offered) and a Payments service on the suite's database with a clock the
 * test moves and a known webhook secret.
 */
import type { Db } from "../../server/db/connect.js"
import { users } from "../../server/db/schema.js"
import { openUserCashAccount } from "../../server/domain/ledger/accounts.js"
import { Payments } from "../../server/domain/payments/service.js"
import { loadSites } from "../../server/domain/site/sites.js"
import { TEST_NOW } from "./support.js"

export const WEBHOOK_SECRET = "whsec_test_0123456789"

let sequence = 0

export const newBettor = async (db: Db, currency = "gbp"): Promise<{ userId: number; cashId: number }> => {
  const tag = `pay${Date.now().toString(36)}${(++sequence).toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const [user] = await db
    .insert(users)
    .values({
      email: `${tag}@example.test`, username: tag.slice(0, 20), passwordHash: "not-a-real-hash", firstname: "Cash", lastname: "Ier", dob: "1990-01-01",
      locale: "en-GB", status: "active", brand: "sportsbook", countryCode: "GB", currency, createdAt: new Date(TEST_NOW), updatedAt: new Date(TEST_NOW),
    })
    .returning()
  const cash = await openUserCashAccount(db, user!.id, currency, TEST_NOW)
  return { userId: user!.id, cashId: cash.id }
}

export interface Clocked {
  now: number
}

export const paymentsOn = (db: Db, clock: Clocked, log: (line: string) => void = () => {}): Payments =>
  new Payments({ db, clock: () => clock.now, log, sites: loadSites(), secret: WEBHOOK_SECRET, bankSettleMs: 120_000, payoutSettleMs: 600_000 })
