/**
 * The wallet's money rules as a property (issue 13), on PGlite and PostgreSQL: random deposits
 * (card, through the sandbox and its webhook), withdrawals (paid, returned, cancelled or left
 * pending), bets with and without use_bonus, settlements, bonus grants, wagering conversions and
 * expiries. After every step: the ledger nets to zero, no user account is negative, and cash, each
 * bonus balance and pending withdrawals equal a simple model kept beside it (ledger/bonuses.ts
 * rules 1-5); each bonus account equals the sum of its active grants' remaining amounts.
 */
import { and, eq, sql } from "drizzle-orm"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Db } from "../../server/db/connect.js"
import { bonusGrants, ledgerAccounts, ledgerEntries } from "../../server/db/schema.js"
import { houseAccount } from "../../server/domain/ledger/accounts.js"
import { expireBonuses, grantBonus, recordWagering, stakeDebits } from "../../server/domain/ledger/bonuses.js"
import { LedgerError, postMovement } from "../../server/domain/ledger/postings.js"
import { readWallet } from "../../server/domain/ledger/wallet.js"
import { BONUS_KINDS, BONUS_SPEND_ORDER, readWalletExtras, type BonusKind } from "../../server/domain/ledger/wallet-accounts.js"
import { PaymentError } from "../../server/domain/payments/service.js"
import { newBettor, paymentsOn } from "./payments-support.js"
import { databaseTargets, TEST_NOW } from "./support.js"
import { ledgerTotal, migratedDatabase } from "./suite-database.js"

const DAY = 86_400_000

type Command =
  | { readonly _tag: "deposit"; readonly amount: number }
  | { readonly _tag: "withdraw"; readonly amount: number; readonly then: "paid" | "returned" | "cancelled" | "pending" }
  | { readonly _tag: "bet"; readonly stake: number; readonly useBonus: boolean }
  | { readonly _tag: "settle"; readonly pick: number; readonly times: 0 | 1 | 2 | 3 }
  | { readonly _tag: "grant"; readonly kind: BonusKind; readonly amount: number; readonly wagering: 0 | 1 | 3 | 10; readonly days: number }
  | { readonly _tag: "time"; readonly days: number }

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ _tag: fc.constant("deposit" as const), amount: fc.integer({ min: 500, max: 20_000 }) }) },
  { weight: 2, arbitrary: fc.record({ _tag: fc.constant("withdraw" as const), amount: fc.integer({ min: 500, max: 15_000 }), then: fc.constantFrom("paid" as const, "returned" as const, "cancelled" as const, "pending" as const) }) },
  { weight: 4, arbitrary: fc.record({ _tag: fc.constant("bet" as const), stake: fc.integer({ min: 1, max: 3_000 }), useBonus: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ _tag: fc.constant("settle" as const), pick: fc.nat(), times: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const) }) },
  { weight: 4, arbitrary: fc.record({ _tag: fc.constant("grant" as const), kind: fc.constantFrom(...BONUS_KINDS), amount: fc.integer({ min: 1, max: 5_000 }), wagering: fc.constantFrom(0 as const, 1 as const, 3 as const, 10 as const), days: fc.integer({ min: 1, max: 30 }) }) },
  { weight: 1, arbitrary: fc.record({ _tag: fc.constant("time" as const), days: fc.integer({ min: 1, max: 20 }) }) },
)

interface ModelGrant {
  id: number
  kind: BonusKind
  remaining: number
  required: number
  wagered: number
  expiresAt: number
  active: boolean
}

interface Model {
  cash: number
  pending: number
  grants: ModelGrant[]
  openBets: number[]
}

const spendRank = (kind: BonusKind) => BONUS_SPEND_ORDER.indexOf(kind)

describe.each(databaseTargets())("wallet money on $name", (target) => {
  const database = migratedDatabase(target)

  const check = async (db: Db, userId: number, m: Model) => {
    const wallet = (await readWallet(db, userId))!
    const extras = await readWalletExtras(db, userId)
    expect(wallet.balance).toBe(m.cash)
    expect(extras.pendingWithdrawals).toBe(m.pending)
    for (const kind of BONUS_KINDS) {
      const expected = m.grants.filter((g) => g.active && g.kind === kind).reduce((s, g) => s + g.remaining, 0)
      expect(extras.bonuses[kind], kind).toBe(expected)
      const [row] = await db
        .select({ sum: sql<number>`coalesce(sum(${bonusGrants.remaining}), 0)`.mapWith(Number) })
        .from(bonusGrants)
        .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.kind, kind), eq(bonusGrants.status, "active")))
      expect(row!.sum, `${kind} grants`).toBe(expected)
    }
    expect(await ledgerTotal(db)).toBe(0)
    const negative = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .innerJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .where(eq(ledgerAccounts.userId, userId))
      .groupBy(ledgerAccounts.id)
      .having(sql`sum(${ledgerEntries.amount}) < 0`)
    expect(negative).toEqual([])
  }

  it("keeps the ledger at zero, no balance negative and every balance equal to the model", async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 20 }), async (commands) => {
        const db = database.db
        const clock = { now: TEST_NOW }
        const payments = paymentsOn(db, clock)
        const { userId, cashId } = await newBettor(db)
        const houseBets = await houseAccount(db, "bets", "gbp", clock.now)
        const m: Model = { cash: 0, pending: 0, grants: [], openBets: [] }
        const bets: number[] = []
        run++
        let step = 0
        for (const c of commands) {
          step++
          const key = `r${run}s${step}${Math.random().toString(36).slice(2, 8)}`
          switch (c._tag) {
            case "deposit": {
              const { payment } = await payments.createDeposit(userId, { amount: c.amount, method: "card", key })
              await payments.sandbox.submitCard(payment.providerRef!, { number: "4242424242424242", expiry: "12/40", cvc: "123" })
              m.cash += c.amount
              break
            }
            case "withdraw": {
              const deposited = m.cash > 0 || (await payments.lastDepositMethod(userId)) !== null
              try {
                const w = await payments.createWithdrawal(userId, { amount: c.amount, method: "card", key })
                expect(c.amount).toBeLessThanOrEqual(m.cash)
                m.cash -= c.amount
                m.pending += c.amount
                if (c.then === "cancelled") {
                  await payments.cancelWithdrawal(userId, w.id)
                  m.cash += c.amount
                  m.pending -= c.amount
                } else if (c.then !== "pending") {
                  await payments.sandbox.operatorSettle(w.providerRef!, c.then)
                  m.pending -= c.amount
                  if (c.then === "returned") m.cash += c.amount
                }
              } catch (error) {
                if (!(error instanceof PaymentError)) throw error
                // Refused only for a reason the model agrees with.
                if (error.code === "insufficient_funds") expect(c.amount).toBeGreaterThan(m.cash)
                else expect(error.code === "one_method" && !deposited).toBe(true)
              }
              break
            }
            case "bet": {
              const expectedBonus = c.useBonus
                ? m.grants.filter((g) => g.active && g.remaining > 0 && g.expiresAt > clock.now).reduce((s, g) => s + g.remaining, 0)
                : 0
              const fromCash = Math.max(0, c.stake - expectedBonus)
              try {
                await db.transaction(async (tx) => {
                  const t = tx as unknown as Db
                  const debits = await stakeDebits(t, userId, cashId, "gbp", c.stake, c.useBonus, clock.now)
                  await postMovement(t, { idempotencyKey: `bet:${key}`, kind: "bet_stake", postings: [...debits, { accountId: houseBets.id, amount: c.stake }] }, clock.now)
                  await recordWagering(t, userId, c.stake, clock.now)
                })
              } catch (error) {
                if (!(error instanceof LedgerError) || error.code !== "INSUFFICIENT_FUNDS") throw error
                expect(fromCash).toBeGreaterThan(m.cash)
                break
              }
              expect(fromCash).toBeLessThanOrEqual(m.cash)
              // Rule 2: bonus first, in spend order, soonest expiry first.
              let left = c.stake
              if (c.useBonus) {
                const order = m.grants
                  .filter((g) => g.active && g.remaining > 0 && g.expiresAt > clock.now)
                  .sort((a, b) => spendRank(a.kind) - spendRank(b.kind) || a.expiresAt - b.expiresAt || a.id - b.id)
                for (const g of order) {
                  const take = Math.min(left, g.remaining)
                  g.remaining -= take
                  left -= take
                }
              }
              m.cash -= left
              // Rule 3: every active grant counts the stake; complete ones convert.
              for (const g of m.grants.filter((x) => x.active && x.expiresAt > clock.now)) {
                g.wagered += c.stake
                if (g.wagered >= g.required) {
                  m.cash += g.remaining
                  g.remaining = 0
                  g.active = false
                }
              }
              bets.push(c.stake)
              m.openBets.push(bets.length - 1)
              break
            }
            case "settle": {
              if (m.openBets.length === 0) break
              const index = m.openBets.splice(c.pick % m.openBets.length, 1)[0]!
              const payout = bets[index]! * c.times
              if (payout > 0) {
                await postMovement(db, { idempotencyKey: `payout:${key}`, kind: "bet_payout", postings: [{ accountId: houseBets.id, amount: -payout }, { accountId: cashId, amount: payout }] }, clock.now)
                m.cash += payout
              }
              break
            }
            case "grant": {
              const granted = await grantBonus(db, { userId, currency: "gbp", kind: c.kind, amount: c.amount, wageringRequired: c.amount * c.wagering, expiresAt: clock.now + c.days * DAY, key }, clock.now)
              const g: ModelGrant = { id: granted.grantId!, kind: c.kind, remaining: c.amount, required: c.amount * c.wagering, wagered: 0, expiresAt: clock.now + c.days * DAY, active: true }
              if (g.required === 0) {
                m.cash += g.remaining
                g.remaining = 0
                g.active = false
              }
              m.grants.push(g)
              break
            }
            case "time": {
              clock.now += c.days * DAY
              await expireBonuses(db, userId, clock.now)
              // Rule 4: what remains of an expired grant goes back to the house.
              for (const g of m.grants) {
                if (g.active && g.expiresAt <= clock.now) {
                  g.remaining = 0
                  g.active = false
                }
              }
              break
            }
          }
          await check(db, userId, m)
        }
      }),
      { numRuns: 25, seed: Number(process.env.PROPERTY_SEED ?? 4242), endOnFailure: true },
    )
  }, 300_000)
})
