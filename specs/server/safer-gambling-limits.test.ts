/**
 * Deposit and loss limits (issue 14; spec §3 Limit, §8, §9; UKGC RTS 12): the fixed windows at every
 * boundary (clock changes, month and year ends, other time zones), a new or lower limit now and a
 * higher one or a removal only after 24 hours and a confirmation, the operator's limits the bettor
 * cannot lift, loss counted across sports and casino from the ledger, and a deposit and a bet
 * refused with the spec's keys and reached_limits. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { describe, expect, it } from "vitest"
import type { Db } from "../../server/db/connect.js"
import { placeBets, type PlaceContext } from "../../server/domain/betting/place.js"
import { houseAccount, type LedgerAccount } from "../../server/domain/ledger/accounts.js"
import { postMovement } from "../../server/domain/ledger/postings.js"
import {
  cancelPending, checkDepositAllowed, checkStakeAllowed, confirmPending, COOLING_OFF_MS, LimitError, limitsOf, requestUserLimit, setOperatorLimit, setTimeZone, usedIn,
} from "../../server/domain/limits/index.js"
import { periodOf, windowOf, type Period } from "../../server/domain/limits/windows.js"
import { ApiError } from "../../server/http/errors.js"
import { refusedWith } from "../support/refused-with.js"
import { bettingWorld, newFundedUser, singleBet } from "./betting-support.js"
import { databaseTargets, TEST_NOW } from "./support.js"
import { ledgerTotal, migratedDatabase } from "./suite-database.js"

const iso = (text: string) => Date.parse(text)
const HOUR = 3_600_000

// ---- windows (pure) ------------------------------------------------------------------------------

/** [zone, period, at, window start, window end] — hand-worked. */
const WINDOWS: ReadonlyArray<readonly [string, Period, string, string, string]> = [
  // London in winter (GMT) and summer (BST).
  ["Europe/London", "daily", "2026-11-22T12:00:00Z", "2026-11-22T00:00:00Z", "2026-11-23T00:00:00Z"],
  ["Europe/London", "daily", "2026-07-01T22:59:59.999Z", "2026-06-30T23:00:00Z", "2026-07-01T23:00:00Z"],
  ["Europe/London", "daily", "2026-07-01T23:00:00Z", "2026-07-01T23:00:00Z", "2026-07-02T23:00:00Z"],
  // Clock changes: 29 March 2026 has 23 hours, 25 October 2026 has 25.
  ["Europe/London", "daily", "2026-03-29T00:30:00Z", "2026-03-29T00:00:00Z", "2026-03-29T23:00:00Z"],
  ["Europe/London", "daily", "2026-10-25T12:00:00Z", "2026-10-24T23:00:00Z", "2026-10-26T00:00:00Z"],
  // Weeks start on Monday 00:00; 22 November 2026 is a Sunday.
  ["Europe/London", "weekly", "2026-11-22T23:59:59.999Z", "2026-11-16T00:00:00Z", "2026-11-23T00:00:00Z"],
  ["Europe/London", "weekly", "2026-11-23T00:00:00Z", "2026-11-23T00:00:00Z", "2026-11-30T00:00:00Z"],
  ["Europe/London", "weekly", "2026-03-25T10:00:00Z", "2026-03-23T00:00:00Z", "2026-03-29T23:00:00Z"],
  // Month ends: February, a leap February, March into BST, the year end.
  ["Europe/London", "monthly", "2026-02-28T23:59:59.999Z", "2026-02-01T00:00:00Z", "2026-03-01T00:00:00Z"],
  ["Europe/London", "monthly", "2028-02-29T12:00:00Z", "2028-02-01T00:00:00Z", "2028-03-01T00:00:00Z"],
  ["Europe/London", "monthly", "2026-03-01T00:00:00Z", "2026-03-01T00:00:00Z", "2026-03-31T23:00:00Z"],
  ["Europe/London", "monthly", "2026-12-31T23:59:59.999Z", "2026-12-01T00:00:00Z", "2027-01-01T00:00:00Z"],
  ["Europe/London", "monthly", "2026-05-31T23:30:00Z", "2026-05-31T23:00:00Z", "2026-06-30T23:00:00Z"],
  // Other zones: the bettor's local midnight, not London's.
  ["America/New_York", "daily", "2026-11-22T03:00:00Z", "2026-11-21T05:00:00Z", "2026-11-22T05:00:00Z"],
  ["Asia/Tokyo", "daily", "2026-11-22T16:00:00Z", "2026-11-22T15:00:00Z", "2026-11-23T15:00:00Z"],
  ["Asia/Tokyo", "monthly", "2026-11-30T15:00:00Z", "2026-11-30T15:00:00Z", "2026-12-31T15:00:00Z"],
  ["America/Sao_Paulo", "weekly", "2026-11-23T02:59:59Z", "2026-11-16T03:00:00Z", "2026-11-23T03:00:00Z"],
]

describe("limit windows (spec §9)", () => {
  it("window_days picks the period: up to 1 daily, up to 7 weekly, else monthly", () => {
    expect([1, 2, 6, 7, 8, 30, 31].map(periodOf)).toEqual(["daily", "weekly", "weekly", "weekly", "monthly", "monthly", "monthly"])
  })
  for (const [zone, period, at, start, end] of WINDOWS) {
    it(`${zone} ${period} at ${at}: [${start}, ${end})`, () => {
      expect(windowOf(period, iso(at), zone)).toEqual({ start: iso(start), end: iso(end) })
    })
  }
})

// ---- limits on the database ----------------------------------------------------------------------

const single = (contractId: number, marketId: number, stake: number) => singleBet(contractId, marketId, "1/1", stake)

let keys = 0
const depositAt = async (db: Db, cash: LedgerAccount, amount: number, at: number) => {
  const house = await houseAccount(db, "payments", "gbp", at)
  await postMovement(db, { idempotencyKey: `sg-deposit:${keys++}:${cash.id}`, kind: "deposit", postings: [{ accountId: house.id, amount: -amount }, { accountId: cash.id, amount }] }, at)
}
/** A casino round on the ledger as the casino posts it: stake to the house, win back. */
const casinoRound = async (db: Db, cash: LedgerAccount, stake: number, win: number, at: number) => {
  const house = await houseAccount(db, "bets", "gbp", at)
  const key = `sg-casino:${keys++}:${cash.id}`
  await postMovement(db, { idempotencyKey: `${key}:stake`, kind: "casino_stake", postings: [{ accountId: house.id, amount: stake }, { accountId: cash.id, amount: -stake }] }, at)
  if (win > 0) await postMovement(db, { idempotencyKey: `${key}:win`, kind: "casino_win", postings: [{ accountId: house.id, amount: -win }, { accountId: cash.id, amount: win }] }, at)
}
/** A sports bet paid out as settlement posts it. */
const payout = async (db: Db, cash: LedgerAccount, amount: number, at: number) => {
  const house = await houseAccount(db, "bets", "gbp", at)
  await postMovement(db, { idempotencyKey: `sg-payout:${keys++}:${cash.id}`, kind: "bet_payout", postings: [{ accountId: house.id, amount: -amount }, { accountId: cash.id, amount }] }, at)
}

const apiErrorOf = (attempt: Promise<unknown>): Promise<ApiError> => refusedWith(attempt, ApiError, "an ApiError")
const limitErrorOf = (attempt: Promise<unknown>): Promise<LimitError> => refusedWith(attempt, LimitError, "a LimitError")

for (const target of databaseTargets()) {
  describe(`limits on ${target.name}`, () => {
    const database = migratedDatabase(target)
    const db = () => database.db

    it("a new limit and a lower one apply at once; a higher one waits 24 h and a confirmation; cancelling keeps the old", async () => {
      const { userId } = await newFundedUser(db(), 0)
      const set = await requestUserLimit(db(), userId, { type: "deposit", windowDays: 1, maximumAmount: 5_000 }, TEST_NOW)
      expect(set.outcome).toBe("set")
      expect(set.limit).toMatchObject({ type: "DEPOSIT", source: "USER", period: "daily", window_days: 1, maximum_amount: 5_000, remaining_amount: 5_000, pending: null })
      const id = set.limit!.id
      expect((await requestUserLimit(db(), userId, { type: "deposit", windowDays: 1, maximumAmount: 2_000 }, TEST_NOW + 1)).outcome).toBe("lowered")
      expect((await limitsOf(db(), userId, TEST_NOW + 2))[0]!.maximum_amount).toBe(2_000)

      const raised = await requestUserLimit(db(), userId, { type: "deposit", windowDays: 1, maximumAmount: 10_000 }, TEST_NOW + 10)
      expect(raised.outcome).toBe("pending")
      expect(raised.limit).toMatchObject({ maximum_amount: 2_000, pending: { maximum_amount: 10_000, requested_at: TEST_NOW + 10, effective_at: TEST_NOW + 10 + COOLING_OFF_MS } })
      // Not before 24 hours, to the millisecond.
      expect((await limitErrorOf(confirmPending(db(), userId, "deposit", id, TEST_NOW + 10 + COOLING_OFF_MS - 1))).code).toBe("not_due")
      // Without a confirmation the old limit stays in force however long it waits.
      expect((await limitsOf(db(), userId, TEST_NOW + 30 * 24 * HOUR))[0]!.maximum_amount).toBe(2_000)
      const confirmed = await confirmPending(db(), userId, "deposit", id, TEST_NOW + 10 + COOLING_OFF_MS)
      expect(confirmed).toMatchObject({ maximum_amount: 10_000, pending: null })

      // Cancelling a pending raise keeps the limit; a lower request drops a pending raise.
      await requestUserLimit(db(), userId, { type: "deposit", windowDays: 1, maximumAmount: 20_000 }, TEST_NOW + 2 * COOLING_OFF_MS)
      expect(await cancelPending(db(), userId, "deposit", id, TEST_NOW + 2 * COOLING_OFF_MS + 1)).toMatchObject({ maximum_amount: 10_000, pending: null })
      expect((await limitErrorOf(cancelPending(db(), userId, "deposit", id, TEST_NOW))).code).toBe("no_pending")
      await requestUserLimit(db(), userId, { type: "deposit", windowDays: 1, maximumAmount: 20_000 }, TEST_NOW + 3 * COOLING_OFF_MS)
      expect((await requestUserLimit(db(), userId, { type: "deposit", windowDays: 1, maximumAmount: 9_000 }, TEST_NOW + 3 * COOLING_OFF_MS + 1)).limit).toMatchObject({ maximum_amount: 9_000, pending: null })
    })

    it("removing a limit is a pending change too: in force until confirmed 24 h later, then gone", async () => {
      const { userId } = await newFundedUser(db(), 0)
      const { limit } = await requestUserLimit(db(), userId, { type: "loss", windowDays: 7, maximumAmount: 3_000 }, TEST_NOW)
      expect(limit).toMatchObject({ type: "LOSS", period: "weekly", window_days: 7 })
      const removal = await requestUserLimit(db(), userId, { type: "loss", windowDays: 7, maximumAmount: null }, TEST_NOW)
      expect(removal.outcome).toBe("pending")
      expect(removal.limit!.pending).toMatchObject({ maximum_amount: null })
      expect(await limitsOf(db(), userId, TEST_NOW + COOLING_OFF_MS)).toHaveLength(1)
      expect(await confirmPending(db(), userId, "loss", limit!.id, TEST_NOW + COOLING_OFF_MS)).toBeNull()
      expect(await limitsOf(db(), userId, TEST_NOW + COOLING_OFF_MS)).toEqual([])
    })

    it("an operator limit is mandatory: the bettor cannot confirm, cancel or out-raise it, and it binds beside theirs", async () => {
      const { userId, cash } = await newFundedUser(db(), 0)
      await setOperatorLimit(db(), userId, { type: "deposit", windowDays: 30, maximumAmount: 10_000 }, TEST_NOW)
      const [operator] = await limitsOf(db(), userId, TEST_NOW)
      expect(operator).toMatchObject({ source: "OPERATOR", period: "monthly", maximum_amount: 10_000 })
      expect((await limitErrorOf(confirmPending(db(), userId, "deposit", operator!.id, TEST_NOW))).code).toBe("operator")
      expect((await limitErrorOf(cancelPending(db(), userId, "deposit", operator!.id, TEST_NOW))).code).toBe("operator")
      // The bettor's own, higher monthly limit does not lift the operator's.
      await requestUserLimit(db(), userId, { type: "deposit", windowDays: 30, maximumAmount: 50_000 }, TEST_NOW)
      await depositAt(db(), cash, 9_000, TEST_NOW)
      const refused = await apiErrorOf(checkDepositAllowed(db(), userId, 2_000, TEST_NOW))
      expect(refused.options.reachedLimits).toEqual([{ type: "DEPOSIT", source: "OPERATOR", window_days: 30, maximum_amount: 10_000, remaining_amount: 1_000 }])
      // Only the operator lifts it.
      await setOperatorLimit(db(), userId, { type: "deposit", windowDays: 30, maximumAmount: null }, TEST_NOW)
      await checkDepositAllowed(db(), userId, 2_000, TEST_NOW)
    })

    it("a £20 daily deposit limit: £15 then £10 refused DEPOSIT_RESTRICTION_LIMIT_EXCEEDED, £5 then anything PAYMENT_DEPOSIT_LIMIT_REACHED; London's next day resets it", async () => {
      const { userId, cash } = await newFundedUser(db(), 0)
      await requestUserLimit(db(), userId, { type: "deposit", windowDays: 1, maximumAmount: 2_000 }, TEST_NOW)
      await checkDepositAllowed(db(), userId, 1_500, TEST_NOW)
      await depositAt(db(), cash, 1_500, TEST_NOW)
      const exceeded = await apiErrorOf(checkDepositAllowed(db(), userId, 1_000, TEST_NOW))
      expect(exceeded).toMatchObject({ status: 403, publicMessage: "safer.deposit_limit_exceeded" })
      expect(exceeded.options.messageKey).toBe("DEPOSIT_RESTRICTION_LIMIT_EXCEEDED")
      expect(exceeded.options.reachedLimits).toEqual([{ type: "DEPOSIT", source: "USER", window_days: 1, maximum_amount: 2_000, remaining_amount: 500 }])
      expect(exceeded.options.vars).toEqual({ remaining: "£5.00", resets: "23/11/2026 00:00" })
      await checkDepositAllowed(db(), userId, 500, TEST_NOW)
      await depositAt(db(), cash, 500, TEST_NOW)
      const reached = await apiErrorOf(checkDepositAllowed(db(), userId, 500, TEST_NOW))
      expect(reached.options.messageKey).toBe("PAYMENT_DEPOSIT_LIMIT_REACHED")
      expect(reached.options.reachedLimits![0]!.remaining_amount).toBe(0)
      // In flight (started, not yet credited) counts as deposited.
      const other = await newFundedUser(db(), 0)
      await requestUserLimit(db(), other.userId, { type: "deposit", windowDays: 1, maximumAmount: 2_000 }, TEST_NOW)
      expect((await apiErrorOf(checkDepositAllowed(db(), other.userId, 1_000, TEST_NOW, 1_500))).options.messageKey).toBe("DEPOSIT_RESTRICTION_LIMIT_EXCEEDED")
      // Midnight in London (GMT in November): 23/11 00:00Z.
      await checkDepositAllowed(db(), userId, 2_000, iso("2026-11-23T00:00:00Z"))
      expect((await apiErrorOf(checkDepositAllowed(db(), userId, 1, iso("2026-11-22T23:59:59.999Z")))).options.messageKey).toBe("PAYMENT_DEPOSIT_LIMIT_REACHED")
    })

    it("the window is the bettor's: a New York bettor's day ends at 05:00 UTC", async () => {
      const { userId, cash } = await newFundedUser(db(), 0)
      await setTimeZone(db(), userId, "America/New_York", TEST_NOW)
      await requestUserLimit(db(), userId, { type: "deposit", windowDays: 1, maximumAmount: 1_000 }, TEST_NOW)
      await depositAt(db(), cash, 1_000, iso("2026-11-22T04:59:59Z"))
      expect((await limitsOf(db(), userId, iso("2026-11-22T04:59:59.999Z")))[0]).toMatchObject({ remaining_amount: 0, resets_at: iso("2026-11-22T05:00:00Z") })
      expect((await limitsOf(db(), userId, iso("2026-11-22T05:00:00Z")))[0]).toMatchObject({ remaining_amount: 1_000 })
    })

    it("loss = stakes − returns across sports and casino; a bet that could pass the limit is refused LOSSLIMITNOTSATISFIED", async () => {
      const { userId, cash } = await newFundedUser(db(), 100_000)
      const world = bettingWorld()
      const ctx: PlaceContext = { db: db(), world: () => world, clock: () => TEST_NOW }
      await requestUserLimit(db(), userId, { type: "loss", windowDays: 1, maximumAmount: 1_000 }, TEST_NOW)
      await placeBets(ctx, userId, { odds_format: "fractional", bets: [single(101, 10, 600)] }, "sg-loss-1")
      await casinoRound(db(), cash, 300, 0, TEST_NOW)
      const day = windowOf("daily", TEST_NOW)
      expect(await usedIn(db(), userId, "loss", day.start, day.end)).toBe(900)
      const refused = await apiErrorOf(placeBets(ctx, userId, { odds_format: "fractional", bets: [single(201, 20, 200)] }, "sg-loss-2"))
      expect(refused.status).toBe(403)
      expect(refused.options.messageKey).toBe("LOSSLIMITNOTSATISFIED")
      expect(refused.options.reachedLimits).toEqual([{ type: "LOSS", source: "USER", window_days: 1, maximum_amount: 1_000, remaining_amount: 100 }])
      // The casino is held to the same limit.
      expect((await apiErrorOf(checkStakeAllowed(db(), userId, 101, TEST_NOW))).options.messageKey).toBe("LOSSLIMITNOTSATISFIED")
      await checkStakeAllowed(db(), userId, 100, TEST_NOW)
      // A casino win and a sports payout bring the loss down, and stakes are allowed again.
      await casinoRound(db(), cash, 100, 500, TEST_NOW)
      await payout(db(), cash, 1_200, TEST_NOW)
      expect(await usedIn(db(), userId, "loss", day.start, day.end)).toBe(-700)
      await placeBets(ctx, userId, { odds_format: "fractional", bets: [single(201, 20, 1_500)] }, "sg-loss-3")
      expect((await limitsOf(db(), userId, TEST_NOW))[0]).toMatchObject({ used_amount: 800, remaining_amount: 200 })
      // Deposits and withdrawals are not losses.
      await depositAt(db(), cash, 5_000, TEST_NOW)
      expect(await usedIn(db(), userId, "loss", day.start, day.end)).toBe(800)
      expect(await ledgerTotal(db())).toBe(0)
    })

    it("a bad request is refused: window_days 0 or 32, a negative amount", async () => {
      const { userId } = await newFundedUser(db(), 0)
      for (const request of [{ windowDays: 0, maximumAmount: 1 }, { windowDays: 32, maximumAmount: 1 }, { windowDays: 1, maximumAmount: -1 }]) {
        expect((await limitErrorOf(requestUserLimit(db(), userId, { type: "deposit", ...request }, TEST_NOW))).code).toBe("invalid")
      }
    })
  })
}
