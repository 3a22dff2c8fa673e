/**
 * Property (issue 14, RTS 12): random deposits, bets, settlements, casino rounds, limit changes
 * (lower, raise, confirm, cancel) and the passing of time never let the sum deposited or lost in any
 * window exceed the limit in force when the money moved; and the server refuses only what would.
 * A plain model of the rules (windows from windows.ts, which its own table test pins) is checked
 * against the database after every step. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Db } from "../../server/db/connect.js"
import { houseAccount, type LedgerAccount } from "../../server/domain/ledger/accounts.js"
import { balanceOfAccount, postMovement } from "../../server/domain/ledger/postings.js"
import { cancelPending, checkDepositAllowed, checkStakeAllowed, confirmPending, COOLING_OFF_MS, LimitError, limitsOf, requestUserLimit, type LimitType } from "../../server/domain/limits/index.js"
import { periodOf, windowOf } from "../../server/domain/limits/windows.js"
import { ApiError } from "../../server/http/errors.js"
import { newFundedUser } from "./betting-support.js"
import { databaseTargets, TEST_NOW } from "./support.js"
import { ledgerTotal, migratedDatabase } from "./suite-database.js"

type Op =
  | { readonly kind: "wait"; readonly ms: number }
  | { readonly kind: "deposit"; readonly amount: number }
  | { readonly kind: "stake"; readonly amount: number; readonly casino: boolean }
  | { readonly kind: "settle"; readonly percent: number }
  | { readonly kind: "limit"; readonly type: LimitType; readonly windowDays: number; readonly amount: number | null }
  | { readonly kind: "confirm" | "cancel"; readonly type: LimitType }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("wait" as const), ms: fc.integer({ min: 60_000, max: 3 * 86_400_000 }) }),
  fc.record({ kind: fc.constant("deposit" as const), amount: fc.integer({ min: 100, max: 6_000 }) }),
  fc.record({ kind: fc.constant("stake" as const), amount: fc.integer({ min: 10, max: 3_000 }), casino: fc.boolean() }),
  fc.record({ kind: fc.constant("settle" as const), percent: fc.integer({ min: 0, max: 300 }) }),
  fc.record({
    kind: fc.constant("limit" as const),
    type: fc.constantFrom<LimitType>("deposit", "loss"),
    windowDays: fc.constantFrom(1, 7, 30),
    amount: fc.option(fc.integer({ min: 0, max: 10_000 }), { freq: 5 }),
  }),
  fc.record({ kind: fc.constantFrom("confirm" as const, "cancel" as const), type: fc.constantFrom<LimitType>("deposit", "loss") }),
)

/** The model: limits by type and period, with pending changes; money movements with their instants. */
interface ModelLimit {
  maximum: number
  pending: { amount: number | null; effectiveAt: number } | null
}
interface Movement {
  readonly at: number
  readonly deposit: number
  /** Positive: lost (stake); negative: won back (return). */
  readonly loss: number
}

const refusedBy = async (attempt: Promise<unknown>): Promise<boolean> => {
  try {
    await attempt
    return false
  } catch (error) {
    if (error instanceof ApiError) return true
    throw error
  }
}

for (const target of databaseTargets()) {
  describe(`limits property on ${target.name}`, () => {
    const database = migratedDatabase(target)

    it("no window ever holds more deposited or lost than the limit in force; only breaking moves are refused", async () => {
      let runs = 0
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30 }), async (ops) => {
          const db: Db = database.db
          const { userId, cash } = await newFundedUser(db, 0)
          const run = runs++
          let now = TEST_NOW
          let seq = 0
          const limits = new Map<string, ModelLimit>()
          const movements: Movement[] = []
          let openStakes = 0
          const house = async (name: "payments" | "bets") => houseAccount(db, name, "gbp", now)
          const post = async (kind: string, from: LedgerAccount | { id: number }, to: LedgerAccount | { id: number }, amount: number) =>
            postMovement(db, { idempotencyKey: `sgp:${run}:${seq++}`, kind, postings: [{ accountId: from.id, amount: -amount }, { accountId: to.id, amount }] }, now)

          const usedIn = (type: LimitType, start: number, end: number) =>
            movements.filter((m) => m.at >= start && m.at < end).reduce((sum, m) => sum + (type === "deposit" ? m.deposit : m.loss), 0)
          /** Would `extra` of `type` now break a limit in force? */
          const breaks = (type: LimitType, extra: number) =>
            [...limits.entries()].some(([k, l]) => {
              const [t, period] = k.split(":") as [LimitType, "daily" | "weekly" | "monthly"]
              if (t !== type) return false
              const w = windowOf(period, now)
              return usedIn(type, w.start, w.end) + extra > l.maximum
            })
          const check = async () => {
            // Every window of every limit in force: within the limit as it stood when money moved.
            const views = await limitsOf(db, userId, now)
            expect(views.length).toBe(limits.size)
            for (const v of views) {
              const type = v.type === "DEPOSIT" ? "deposit" : "loss"
              const w = windowOf(v.period, now)
              expect(v.used_amount).toBe(usedIn(type, w.start, w.end))
              expect(v.maximum_amount).toBe(limits.get(`${type}:${v.period}`)!.maximum)
            }
          }

          for (const o of ops) {
            switch (o.kind) {
              case "wait":
                now += o.ms
                break
              case "deposit": {
                const modelRefuses = breaks("deposit", o.amount)
                const refused = await refusedBy(checkDepositAllowed(db, userId, o.amount, now))
                expect(refused).toBe(modelRefuses)
                if (!refused) {
                  await post("deposit", await house("payments"), cash, o.amount)
                  movements.push({ at: now, deposit: o.amount, loss: 0 })
                  expect(breaks("deposit", 0), "a window holds more deposited than its limit").toBe(false)
                }
                break
              }
              case "stake": {
                if ((await balanceOfAccount(db, cash.id)) < o.amount) break
                const modelRefuses = breaks("loss", o.amount)
                const refused = await refusedBy(checkStakeAllowed(db, userId, o.amount, now))
                expect(refused).toBe(modelRefuses)
                if (!refused) {
                  await post(o.casino ? "casino_stake" : "bet_stake", cash, await house("bets"), o.amount)
                  movements.push({ at: now, deposit: 0, loss: o.amount })
                  expect(breaks("loss", 0), "a window holds more lost than its limit").toBe(false)
                  if (!o.casino) openStakes += o.amount
                }
                break
              }
              case "settle": {
                if (openStakes === 0) break
                const paid = Math.floor((openStakes * o.percent) / 100)
                openStakes = 0
                if (paid > 0) {
                  await post("bet_payout", await house("bets"), cash, paid)
                  movements.push({ at: now, deposit: 0, loss: -paid })
                }
                break
              }
              case "limit": {
                const period = periodOf(o.windowDays)
                const k = `${o.type}:${period}`
                const current = limits.get(k)
                await requestUserLimit(db, userId, { type: o.type, windowDays: o.windowDays, maximumAmount: o.amount }, now)
                if (!current) {
                  if (o.amount !== null) limits.set(k, { maximum: o.amount, pending: null })
                } else if (o.amount !== null && o.amount <= current.maximum) limits.set(k, { maximum: o.amount, pending: null })
                else current.pending = { amount: o.amount, effectiveAt: now + COOLING_OFF_MS }
                break
              }
              case "confirm":
              case "cancel": {
                const views = (await limitsOf(db, userId, now, o.type)).filter((v) => v.source === "USER")
                for (const v of views) {
                  const k = `${o.type}:${v.period}`
                  const model = limits.get(k)!
                  const attempt = o.kind === "confirm" ? confirmPending(db, userId, o.type, v.id, now) : cancelPending(db, userId, o.type, v.id, now)
                  let code: string | null = null
                  try {
                    await attempt
                  } catch (error) {
                    if (!(error instanceof LimitError)) throw error
                    code = error.code
                  }
                  if (!model.pending) expect(code).toBe("no_pending")
                  else if (o.kind === "cancel") {
                    expect(code).toBeNull()
                    model.pending = null
                  } else if (now < model.pending.effectiveAt) expect(code).toBe("not_due")
                  else {
                    expect(code).toBeNull()
                    if (model.pending.amount === null) limits.delete(k)
                    else limits.set(k, { maximum: model.pending.amount, pending: null })
                  }
                }
                break
              }
            }
            await check()
          }
        }),
        { numRuns: 25, seed: 20261122 },
      )
      expect(await ledgerTotal(database.db)).toBe(0)
    }, 240_000)
  })
}
