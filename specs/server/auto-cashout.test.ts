/**
 * Automatic cash-out on the ledger (issue 20; server/domain/betting/auto-cashout.ts), on PGlite and
 * on PostgreSQL with TEST_DATABASE_URL: a rule is set, replaced and removed on an open bet (each a
 * new version of the bet) and refused where it could never fire or would fire at once; the server
 * cashes the bet out when a price move takes the offer to the bettor's amount, exactly once (also
 * with several passes at once, and racing the bettor's own cash-out), never below the amount (the
 * offer is priced again under the lock), never after settlement (settled first, or racing it), and
 * through the bets service on a price move (bet_v1 and the user's balance pushed) and on start. The
 * ledger nets to zero after every test.
 */
import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import type { ServerContext } from "../../server/context.js"
import { autoCashouts, bets } from "../../server/db/schema.js"
import {
  AutoCashoutError, autoCashOut, clearAutoCashout, runAutoCashouts, setAutoCashout, type AutoCashoutContext, type AutoCashoutFailure,
} from "../../server/domain/betting/auto-cashout.js"
import { cashOut, offerOf } from "../../server/domain/betting/cashout.js"
import { placeBets } from "../../server/domain/betting/place.js"
import { startBetsService } from "../../server/domain/betting/service.js"
import { recordResults, settleBetsFor, type BetRow } from "../../server/domain/betting/settle.js"
import { betViews } from "../../server/domain/betting/view.js"
import { balanceOfAccount } from "../../server/domain/ledger/postings.js"
import type { Delivery } from "../../server/realtime/hub.js"
import type { Published } from "../../server/sim/simulator.js"
import { refusedWith } from "../support/refused-with.js"
import { newFundedUser, placeRequest, placementOn, singleBet } from "./betting-support.js"
import { databaseTargets, TEST_NOW } from "./support.js"
import { ledgerTotal, migratedDatabase } from "./suite-database.js"

// The betting world's match result market of a contract: market 10·m holds contracts 100·m + 1..3.
const single = (contractId: number, price: string, stake: number) => placeRequest(singleBet(contractId, Math.floor(contractId / 100) * 10, price, stake))

const refusal = async (attempt: Promise<unknown>): Promise<AutoCashoutFailure> => (await refusedWith(attempt, AutoCashoutError, "a refusal")).failure

describe.each(databaseTargets())("automatic cash-out on $name", (target) => {
  const database = migratedDatabase(target)
  // Placing and the automatic cash-out read the same world, database and clock.
  const { world, ctx: place } = placementOn(database)
  const ctx: AutoCashoutContext = place
  let keys = 0

  /** A bettor with £100 and a £10 single at 2/1 on `contractId` (decimal 3: offered 9.50 at that price). */
  const betOn = async (contractId: number, stake = 1000) => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    const c = world.contracts.get(contractId)!
    const [receipt] = await placeBets(place, userId, single(contractId, `${c.price!.num}/${c.price!.den}`, stake), `auto-${keys++}`)
    return { userId, cash, betId: receipt!.id }
  }
  const row = async (betId: number): Promise<BetRow> => (await database.db.select().from(bets).where(eq(bets.id, betId)))[0]!
  const view = async (betId: number) => (await betViews(database.db, [await row(betId)], world))[0]!
  const priced = async <T>(contractId: number, price: { num: number; den: number }, run: () => Promise<T>): Promise<T> => {
    const before = world.contracts.get(contractId)!.price
    world.contracts.get(contractId)!.price = price
    try {
      return await run()
    } finally {
      world.contracts.get(contractId)!.price = before
    }
  }

  it("a rule is set, replaced and removed, each a new version of the bet; the view carries it while the bet is open", async () => {
    const { userId, betId } = await betOn(102)
    const v0 = (await row(betId)).version
    expect((await view(betId)).auto_cashout).toBeNull()
    expect((await setAutoCashout(ctx, userId, betId, 1200)).version).toBe(v0 + 1)
    expect((await view(betId)).auto_cashout).toEqual({ amount: 1200, status: "active" })
    await setAutoCashout(ctx, userId, betId, 1500)
    expect((await view(betId)).auto_cashout).toEqual({ amount: 1500, status: "active" })
    expect((await clearAutoCashout(ctx, userId, betId)).version).toBe(v0 + 3)
    expect((await view(betId)).auto_cashout).toBeNull()
    // Removing what is not there changes nothing.
    expect((await clearAutoCashout(ctx, userId, betId)).version).toBe(v0 + 3)
    expect(await database.db.select().from(autoCashouts).where(eq(autoCashouts.betId, betId))).toEqual([])
  })

  it("refused: someone else's bet, an offer already at the amount, more than the bet can return, a bet never cashable, a settled bet", async () => {
    const { userId, betId } = await betOn(103, 1000)
    const other = await newFundedUser(database.db, 0)
    expect(await refusal(setAutoCashout(ctx, other.userId, betId, 1200))).toEqual({ kind: "not_found" })
    expect(await refusal(clearAutoCashout(ctx, other.userId, betId))).toEqual({ kind: "not_found" })
    // 3/1 taken, 3/1 now: offered 10.00 × 0.95 = 9.50.
    expect(await refusal(setAutoCashout(ctx, userId, betId, 950))).toEqual({ kind: "amount_reached", offer: 950 })
    expect(await refusal(setAutoCashout(ctx, userId, betId, 4001))).toEqual({ kind: "amount_too_high", potential: 4000 })
    expect((await setAutoCashout(ctx, userId, betId, 4000)).id).toBe(betId)
    // A starting-price bet has no cash-out at all.
    const sp = await newFundedUser(database.db, 1000)
    const [spBet] = await placeBets(place, sp.userId, { odds_format: "fractional", bets: [{ stake: 100, type: "single", use_bonus: false, each_way: false, voucher_id: null, legs: [{ id: 904, price: null, selections: [{ market_id: 90, contract_id: 904 }], each_way: null, start_price: true }] }] }, `auto-${keys++}`)
    expect(await refusal(setAutoCashout(ctx, sp.userId, spBet!.id, 500))).toEqual({ kind: "unavailable" })
    // Settled: no rule any more.
    await recordResults(database.db, [{ contractId: 103, status: "loser", position: null, startPrice: null }], TEST_NOW)
    await settleBetsFor(database.db, [103], TEST_NOW)
    expect(await refusal(setAutoCashout(ctx, userId, betId, 2000))).toEqual({ kind: "unavailable" })
    expect((await view(betId)).auto_cashout).toBeNull()
    expect(await ledgerTotal(database.db)).toBe(0)
  })

  it("fires once when a price move takes the offer to the amount, paying the offer for the whole stake; never below the amount", async () => {
    const { userId, cash, betId } = await betOn(202)
    await setAutoCashout(ctx, userId, betId, 1200)
    // 2/1 → 6/4: 10.00 × 3 / 2.5 × 0.95 = 11.40, below 12.00: nothing.
    await priced(202, { num: 3, den: 2 }, async () => {
      expect(offerOf(await row(betId), world).amount).toBe(1140)
      expect(await runAutoCashouts(ctx, [await row(betId)])).toEqual([])
      // Even asked directly (the check under the lock), it pays nothing below the amount.
      expect(await autoCashOut(ctx, betId)).toBeNull()
    })
    expect(await balanceOfAccount(database.db, cash.id)).toBe(9_000)
    // 2/1 → evens: 10.00 × 1.5 × 0.95 = 14.25 ≥ 12.00: cashed out at 14.25.
    const paid = await priced(202, { num: 1, den: 1 }, async () => {
      const first = await runAutoCashouts(ctx, [await row(betId)])
      // Again, with the stale row and with the fresh one: the rule fired, the bet is settled.
      expect(await runAutoCashouts(ctx, [first[0]!.row])).toEqual([])
      expect(await autoCashOut(ctx, betId)).toBeNull()
      return first
    })
    expect(paid.map((p) => [p.betId, p.userId, p.amount, p.paid])).toEqual([[betId, userId, 1200, 1425]])
    expect(await balanceOfAccount(database.db, cash.id)).toBe(9_000 + 1425)
    const settled = await view(betId)
    expect(settled).toMatchObject({ status: "settled", outcome: "cashed_out", cashout_success: true, cash_winnings: 1425, auto_cashout: { amount: 1200, status: "triggered" } })
    expect(settled.returns_info_text).toContain("automatically")
    const [rule] = await database.db.select().from(autoCashouts).where(eq(autoCashouts.betId, betId))
    expect(rule!.triggeredAt).not.toBeNull()
    expect(rule!.cashoutId).not.toBeNull()
    expect(await ledgerTotal(database.db)).toBe(0)
  })

  it("several passes at once, and the bettor's own cash-out racing it: the bet is paid once", async () => {
    const many = await Promise.all([0, 1, 2].map(() => betOn(302)))
    for (const b of many) await setAutoCashout(ctx, b.userId, b.betId, 1000)
    const manual = await betOn(303, 1000)
    await setAutoCashout(ctx, manual.userId, manual.betId, 1200)
    await priced(302, { num: 1, den: 1 }, async () => {
      const rows = await Promise.all(many.map((b) => row(b.betId)))
      const passes = await Promise.all([runAutoCashouts(ctx, rows), runAutoCashouts(ctx, rows), runAutoCashouts(ctx, rows)])
      expect(passes.flat().map((p) => p.betId).sort()).toEqual(many.map((b) => b.betId).sort())
    })
    for (const b of many) expect(await balanceOfAccount(database.db, b.cash.id)).toBe(9_000 + 1425)
    // 3/1 → 6/4: 10.00 × 4 / 2.5 × 0.95 = 15.20; the bettor accepts 15.20 as the rule fires.
    await priced(303, { num: 3, den: 2 }, async () => {
      const [mine, auto] = await Promise.all([cashOut(place, manual.userId, manual.betId, 1520, null), autoCashOut(ctx, manual.betId)])
      expect([mine.result === "success", auto !== null].filter(Boolean)).toHaveLength(1)
    })
    expect(await balanceOfAccount(database.db, manual.cash.id)).toBe(9_000 + 1520)
    expect(await ledgerTotal(database.db)).toBe(0)
  })

  it("never after settlement: settled first, the rule pays nothing; racing settlement, each bet is paid exactly once", async () => {
    const early = await betOn(402)
    await setAutoCashout(ctx, early.userId, early.betId, 1000)
    const stale = await row(early.betId)
    await recordResults(database.db, [{ contractId: 402, status: "winner", position: null, startPrice: null }], TEST_NOW)
    await settleBetsFor(database.db, [402], TEST_NOW)
    // The world still trades 402 (its result reached the bets first): the offer would reach the rule.
    await priced(402, { num: 1, den: 1 }, async () => {
      expect(offerOf(stale, world).amount).toBe(1425)
      expect(await runAutoCashouts(ctx, [stale])).toEqual([])
    })
    expect(await balanceOfAccount(database.db, early.cash.id)).toBe(9_000 + 3000)
    expect((await view(early.betId)).auto_cashout).toBeNull()

    const racing = await Promise.all([0, 1, 2, 3, 4].map(() => betOn(502)))
    for (const b of racing) await setAutoCashout(ctx, b.userId, b.betId, 1000)
    const rows = await Promise.all(racing.map((b) => row(b.betId)))
    await recordResults(database.db, [{ contractId: 502, status: "winner", position: null, startPrice: null }], TEST_NOW)
    await priced(502, { num: 1, den: 1 }, async () => {
      await Promise.all([settleBetsFor(database.db, [502], TEST_NOW), runAutoCashouts(ctx, rows)])
    })
    for (const b of racing) {
      const after = await row(b.betId)
      const balance = await balanceOfAccount(database.db, b.cash.id)
      // Either the settlement's 30.00 or the cash-out's 14.25, never both.
      expect(after.status).toBe("settled")
      expect(balance).toBe(after.outcome === "cashed_out" ? 9_000 + 1425 : 9_000 + 3000)
    }
    expect(await ledgerTotal(database.db)).toBe(0)
  })

  it("the bets service fires rules when the simulator publishes a price move (bet_v1 and the user pushed), and on start", async () => {
    const { userId, cash, betId } = await betOn(602)
    await setAutoCashout(ctx, userId, betId, 1200)
    const deliveries: Delivery[] = []
    let listener: ((p: Published) => void) | null = null
    const sim = { world, onPublished: (l: (p: Published) => void) => { listener = l; return () => { listener = null } } }
    const fake = { db: database.db, clock: () => TEST_NOW, log: () => {}, sim, hub: { reaches: () => true, publish: async (d: Delivery) => void deliveries.push(d) } } as unknown as ServerContext
    const service = startBetsService(fake)
    await service.idle()
    expect(await balanceOfAccount(database.db, cash.id)).toBe(9_000)
    await priced(602, { num: 1, den: 1 }, async () => {
      listener!({ marketIds: [60], matchIds: [], results: [] })
      await service.idle()
    })
    await service.stop()
    expect(await balanceOfAccount(database.db, cash.id)).toBe(9_000 + 1425)
    const pushed = deliveries.filter((d) => d.to === "user" && d.event === "bet_v1" && (d.payload as { id: number }).id === betId)
    expect(pushed.at(-1)).toMatchObject({ userId, channel: "bets", payload: { status: "settled", outcome: "cashed_out", auto_cashout: { amount: 12, status: "triggered" } } })
    expect(deliveries.some((d) => d.to === "user" && d.event === "user" && d.userId === userId)).toBe(true)

    // On start: a rule the offer reached while nothing priced it fires in the start-up sweep.
    const later = await betOn(702)
    await setAutoCashout(ctx, later.userId, later.betId, 1200)
    await priced(702, { num: 1, den: 1 }, async () => {
      const restarted = startBetsService({ ...fake, sim: { ...sim } } as unknown as ServerContext)
      await restarted.idle()
      await restarted.stop()
    })
    expect(await balanceOfAccount(database.db, later.cash.id)).toBe(9_000 + 1425)
    expect(await ledgerTotal(database.db)).toBe(0)
  })
})
