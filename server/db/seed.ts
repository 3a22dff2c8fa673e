/**
 * Demo content for a first run outside production: an account to log in with straight away, its
 * £1,000.00 opening balance posted through the ledger like any other money. Runs on every start
 * and does nothing once the demo user exists (the ledger posting is idempotent on its key too).
 * The demo bettor counts as already offered a deposit limit (see the end of seedDemo).
 */
import type { Clock } from "../domain/clock.js"
import { registerUser } from "../domain/accounts/registration.js"
import { findUserByEmail } from "../domain/accounts/users.js"
import { findUserCashAccount, houseAccount } from "../domain/ledger/accounts.js"
import { postMovement } from "../domain/ledger/postings.js"
import type { Db } from "./connect.js"
import { saferGamblingSettings } from "./schema.js"

export interface DemoCredentials {
  readonly email: string
  readonly password: string
  readonly username: string
}

export const DEMO_CREDENTIALS: DemoCredentials = {
  email: "demo@sportsbook.test",
  password: "demo-password-1",
  username: "demo",
}

/** £1,000.00 in pence. */
export const DEMO_OPENING_BALANCE = 100_000

export const seedDemo = async (db: Db, clock: Clock, log: (line: string) => void): Promise<void> => {
  const now = clock()
  let user = await findUserByEmail(db, DEMO_CREDENTIALS.email)
  if (!user) {
    const registration = await registerUser(
      db,
      {
        ...DEMO_CREDENTIALS,
        firstname: "Demo",
        lastname: "Bettor",
        dob: "01/01/1990",
        marketingOptIn: false,
        locale: "en-GB",
      },
      { brand: "sportsbook", countryCode: "GB", currency: "gbp" },
      now,
      { emailConfirmed: true },
    )
    if (!registration.ok) throw new Error(`could not create the demo account: ${JSON.stringify(registration.problems)}`)
    user = registration.user
    log(`[seed] demo account ${DEMO_CREDENTIALS.email} created`)
  }
  const cash = await findUserCashAccount(db, user.id)
  if (!cash) throw new Error("the demo account has no cash account")
  const funding = await houseAccount(db, "funding", cash.currency, now)
  await postMovement(
    db,
    {
      idempotencyKey: `seed:demo:${user.id}:opening-balance`,
      kind: "opening_balance",
      memo: "Demo opening balance",
      postings: [
        { accountId: funding.id, amount: -DEMO_OPENING_BALANCE },
        { accountId: cash.id, amount: DEMO_OPENING_BALANCE },
      ],
    },
    now,
  )
  // The demo bettor stands for one past their first deposit (the opening balance is not a deposit),
  // so the limit prompt before a first deposit (RTS 12) is not owed on each visit to the cashier.
  await db.insert(saferGamblingSettings).values({ userId: user.id, depositLimitPromptedAt: new Date(now), updatedAt: new Date(now) }).onConflictDoNothing()
}
