/**
 * Settlement (spec §3 Bet, Bet leg): a table of every bet type against hand-computed returns
 * (pure, returns.ts), then on the database (PGlite, and PostgreSQL with TEST_DATABASE_URL): bets
 * placed on the ledger, results recorded, settled once, paid once; leg outcomes stored.
 */
import { eq } from "drizzle-orm"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { bets, contracts, ledgerTransactions, vouchers } from "../../server/db/schema.js"
import { decimalRatio } from "../../core/odds/index.js"
import { placeBets } from "../../server/domain/betting/place.js"
import { cashoutValue, cashoutValues, settleBet, type LegNow, type PlacedBet, type PlacedLeg, type SelectionResult } from "../../server/domain/betting/returns.js"
import { combosOf, openBetsWith, recordResults, settleBetsFor, settleRows, type ResultRecord } from "../../server/domain/betting/settle.js"
import { cashOut, offerOf, partValue } from "../../server/domain/betting/cashout.js"
import { balanceOfAccount } from "../../server/domain/ledger/postings.js"
import { startBetsService } from "../../server/domain/betting/service.js"
import type { ServerContext } from "../../server/context.js"
import type { Delivery } from "../../server/realtime/hub.js"
import { insertRows } from "../../server/sim/store.js"
import { bettingWorld, newFundedUser, placeRequest as request, placementOn, singleBet as single } from "./betting-support.js"
import { databaseTargets, TEST_NOW } from "./support.js"
import { ledgerTotal as ledgerTotalOf, migratedDatabase } from "./suite-database.js"

const W: SelectionResult = { status: "winner", startPrice: null, position: 1 }
const L: SelectionResult = { status: "loser", startPrice: null, position: null }
const V: SelectionResult = { status: "void", startPrice: null, position: null }
const at = (position: number, sp: string | null = null): SelectionResult => ({ status: position === 1 ? "winner" : "loser", startPrice: sp ? decimalRatio(sp) : null, position })
/** Dead-heated: `tied` runners share `position`. */
const tiedAt = (position: number, tied: number): SelectionResult => ({ ...at(position), deadHeat: tied })

const leg = (id: number, price: string | null, extra: Partial<PlacedLeg> = {}): PlacedLeg => ({ id, contract_ids: [id], price, start_price: price === null, each_way: null, ...extra })
const bet = (type: string, stake: number, legs: PlacedLeg[], extra: Partial<PlacedBet> = {}): PlacedBet => ({ type, stake, eachWay: false, voucherAmount: 0, legs, combos: combosOf(type, legs.length), ...extra })
const EW = { deduction: "1/4", placement: 3 }

/** [the case in the spec's words, the bet, each leg's result, paid (minor units), outcome, leg outcomes]. */
const TABLE: ReadonlyArray<readonly [string, PlacedBet, SelectionResult[], number, string, string[]]> = [
  ["single won: 10.00 at 2/1 returns 30.00", bet("single", 1000, [leg(1, "2/1")]), [W], 3000, "won", ["won"]],
  ["single lost pays nothing", bet("single", 1000, [leg(1, "2/1")]), [L], 0, "lost", ["lost"]],
  ["single void returns the stake", bet("single", 1000, [leg(1, "2/1")]), [V], 1000, "void", ["void"]],
  ["accumulator 1.00 at evens, 2/1, 3/1 all won: 2 × 3 × 4 = 24.00", bet("accumulator", 100, [leg(1, "1/1"), leg(2, "2/1"), leg(3, "3/1")]), [W, W, W], 2400, "won", ["won", "won", "won"]],
  ["accumulator with a void leg is recalculated at 1: 2 × 1 × 4 = 8.00", bet("accumulator", 100, [leg(1, "1/1"), leg(2, "2/1"), leg(3, "3/1")]), [W, V, W], 800, "won", ["won", "void", "won"]],
  ["accumulator with a lost leg pays nothing", bet("accumulator", 100, [leg(1, "1/1"), leg(2, "2/1"), leg(3, "3/1")]), [W, W, L], 0, "lost", ["won", "won", "lost"]],
  ["doubles over 3 legs, the third lost: only the first double wins, 1.00 × 2 × 3 = 6.00", bet("double", 100, [leg(1, "1/1"), leg(2, "2/1"), leg(3, "3/1")]), [W, W, L], 600, "won", ["won", "won", "lost"]],
  ["trebles over 4 legs, the fourth lost: one treble wins, 2 × 3 × 4 = 24.00", bet("treble", 100, [leg(1, "1/1"), leg(2, "2/1"), leg(3, "3/1"), leg(4, "1/1")]), [W, W, W, L], 2400, "won", ["won", "won", "won", "lost"]],
  ["Trixie all won: doubles 6 + 8 + 12, treble 24 = 50.00", bet("trixie", 100, [leg(1, "1/1"), leg(2, "2/1"), leg(3, "3/1")]), [W, W, W], 5000, "won", ["won", "won", "won"]],
  ["Trixie with one loser: one double, 2 × 3 = 6.00", bet("trixie", 100, [leg(1, "1/1"), leg(2, "2/1"), leg(3, "3/1")]), [W, W, L], 600, "won", ["won", "won", "lost"]],
  ["Yankee at evens, three of four won: 3 doubles × 4 + 1 treble × 8 = 20.00", bet("yankee", 100, [1, 2, 3, 4].map((i) => leg(i, "1/1"))), [W, W, W, L], 2000, "won", ["won", "won", "won", "lost"]],
  ["Yankee at evens with one void leg: every line recalculated at 1 for it, doubles 18 + trebles 20 + four-fold 8 = 46.00", bet("yankee", 100, [1, 2, 3, 4].map((i) => leg(i, "1/1"))), [W, W, W, V], 4600, "won", ["won", "won", "won", "void"]],
  ["each-way won: 1.00 e/w at 4/1, 1/4 odds: win 5.00 + place 2.00", bet("single", 100, [leg(1, "4/1", { each_way: EW })], { eachWay: true }), [at(1)], 700, "won", ["won"]],
  ["each-way placed but not won (2nd of 3 places): the place part only, 2.00", bet("single", 100, [leg(1, "4/1", { each_way: EW })], { eachWay: true }), [at(2)], 200, "placed", ["placed"]],
  ["each-way unplaced (4th of 3 places) pays nothing", bet("single", 100, [leg(1, "4/1", { each_way: EW })], { eachWay: true }), [at(4)], 0, "lost", ["lost"]],
  // Dead-heat rules: n tied at position p share the paid places left from p (k = min(n, places − p + 1)), stake × k/n at full odds.
  ["dead heat for 1st of 2: 10.00 at 4/1 is settled on half the stake, 5.00 × 5 = 25.00", bet("single", 1000, [leg(1, "4/1")]), [tiedAt(1, 2)], 2500, "won", ["won"]],
  ["dead heat for 1st of 3: 9.00 at 2/1 returns a third, 3.00 × 3 = 9.00", bet("single", 900, [leg(1, "2/1")]), [tiedAt(1, 3)], 900, "won", ["won"]],
  ["dead heat for 1st, each way (3 places): win 2.50 + the place part in full (2 paid places for the 2 tied) 2.00", bet("single", 100, [leg(1, "4/1", { each_way: EW })], { eachWay: true }), [tiedAt(1, 2)], 450, "won", ["won"]],
  ["dead heat for the last paid place (3rd of 3, 2 tied): the place part on half its stake, 1.00", bet("single", 100, [leg(1, "4/1", { each_way: EW })], { eachWay: true }), [tiedAt(3, 2)], 100, "placed", ["placed"]],
  ["dead heat for 2nd of 3 places, 3 tied: 2 paid places for 3 runners, place part × 2/3 = 1.33", bet("single", 100, [leg(1, "4/1", { each_way: EW })], { eachWay: true }), [tiedAt(2, 3)], 133, "placed", ["placed"]],
  ["dead heat in an accumulator: the tied leg counts at 4/1 on half, 1.00 × 2 × 2.5 = 5.00", bet("accumulator", 100, [leg(1, "1/1"), leg(2, "4/1")]), [W, tiedAt(1, 2)], 500, "won", ["won", "won"]],
  ["starting price: 1.00 at SP, returned 5/1, pays 6.00", bet("single", 100, [leg(1, null)]), [at(1, "5/1")], 600, "won", ["won"]],
  ["best odds guaranteed: taken 4/1, SP 6/1, pays at 6/1 (7.00)", bet("single", 100, [leg(1, "4/1", { bog: true })]), [at(1, "6/1")], 700, "won", ["won"]],
  ["best odds guaranteed: taken 4/1, SP 3/1, pays the taken 4/1 (5.00)", bet("single", 100, [leg(1, "4/1", { bog: true })]), [at(1, "3/1")], 500, "won", ["won"]],
  ["boosted price: the boosted 5/1 taken pays 6.00", bet("single", 100, [leg(1, "5/1", { boosted: true })]), [W], 600, "won", ["won"]],
  ["free-bet stake: 5.00 voucher at 2/1 returns the winnings 10.00, not the stake", bet("single", 500, [leg(1, "2/1")], { voucherAmount: 500 }), [W], 1000, "won", ["won"]],
  ["free-bet stake lost pays nothing", bet("single", 500, [leg(1, "2/1")], { voucherAmount: 500 }), [L], 0, "lost", ["lost"]],
  // A voucher on top of cash (place.ts): each line stakes (cash + voucher) / lines; the free-bet part is not returned.
  ["free bet on top: 3.00 cash + 2.00 free bet at 2/1 returns 15.00 less the 2.00 free-bet stake: 13.00", bet("single", 500, [leg(1, "2/1")], { voucherAmount: 200 }), [W], 1300, "won", ["won"]],
  ["free bet on top, void: the 3.00 cash comes back as money (the 2.00 free bet as a voucher, settle.ts)", bet("single", 500, [leg(1, "2/1")], { voucherAmount: 200 }), [V], 300, "void", ["void"]],
  ["free bet on top, each way placed: 1.00 + 1.00 per line at 4/1, 1/4 odds: place 2.00 × 2 − 2.00 = 2.00", bet("single", 200, [leg(1, "4/1", { each_way: EW })], { eachWay: true, voucherAmount: 200 }), [at(2)], 200, "placed", ["placed"]],
  ["free bet on top, Trixie: 4 lines of 1.00 + 0.50, one loser: one double 1.50 × 2 × 3 = 9.00 − 2.00 = 7.00", bet("trixie", 150, [leg(1, "1/1"), leg(2, "2/1"), leg(3, "3/1")], { voucherAmount: 200 }), [W, W, L], 700, "won", ["won", "won", "lost"]],
  ["bet builder leg (two selections) wins only when both win", bet("single", 100, [{ ...leg(1, "9/2"), contract_ids: [1, 2] }]), [W], 550, "won", ["won"]],
]

describe("settlement returns (pure)", () => {
  for (const [name, placed, results, paid, outcome, legOutcomes] of TABLE) {
    it(name, () => {
      const settled = settleBet(placed, results.map((r, i) => placed.legs[i]!.contract_ids.map(() => r)))
      expect(settled.cashWinnings).toBe(paid)
      expect(settled.outcome).toBe(outcome)
      expect(settled.legOutcomes).toEqual(legOutcomes)
      expect(settled.text.length).toBeGreaterThan(0)
    })
  }

  it("a void bet with a free bet on top says the cash part is returned and the free bet given back", () => {
    const s = settleBet(bet("single", 500, [leg(1, "2/1")], { voucherAmount: 200 }), [[V]])
    expect(s.text).toContain("the stake of 3.00 is returned")
    expect(s.text).toContain("The free bet of 2.00 is given back to use again")
    expect(s.text).not.toContain("is not returned")
  })

  it("a dead heat is named on the leg and in the bet's text", () => {
    const s = settleBet(bet("single", 1000, [leg(1, "4/1")]), [[tiedAt(1, 2)]])
    expect(s.legDeadHeat).toEqual([2])
    expect(s.text).toContain("Dead heat: selection 1 tied with 1 other")
    expect(settleBet(bet("single", 1000, [leg(1, "4/1")]), [[W]]).legDeadHeat).toEqual([null])
  })

  it("best odds guaranteed uplift is stated on the bet and on the leg: 2.00 for 6/1 over 4/1", () => {
    const s = settleBet(bet("single", 100, [leg(1, "4/1", { bog: true })]), [[at(1, "6/1")]])
    expect(s.bogAdditional).toBe(200)
    expect(s.legBogAdditional).toEqual([200])
    expect(s.text).toContain("Best odds guaranteed")
    expect(settleBet(bet("single", 100, [leg(1, "4/1", { bog: true })]), [[at(1, "3/1")]]).bogAdditional).toBeNull()
  })

  it("each-way best odds guaranteed lifts the place part too: 1.00 e/w taken 4/1, SP 8/1 → 9.00 + 3.00", () => {
    const s = settleBet(bet("single", 100, [leg(1, "4/1", { bog: true, each_way: EW })], { eachWay: true }), [[at(1, "8/1")]])
    expect(s.cashWinnings).toBe(1200)
    expect(s.bogAdditional).toBe(500)
  })

  it("cash-out value: a single taken at 2/1 that now trades at evens is worth stake × 3/2 less 5 %", () => {
    const placed = bet("single", 1000, [leg(1, "2/1")])
    expect(cashoutValue(placed, [{ kind: "open", current: decimalRatio("1/1")!, currentPlace: null }])).toBe(1425)
    // A double with the first leg won at 2/1 and the second open at its taken price: 2 × 1 × 0.95.
    const double = bet("accumulator", 1000, [leg(1, "1/1"), leg(2, "3/1")])
    expect(cashoutValue(double, [{ kind: "resulted", results: [W] }, { kind: "open", current: decimalRatio("3/1")!, currentPlace: null }])).toBe(1900)
    expect(cashoutValue(double, [{ kind: "resulted", results: [L] }, { kind: "open", current: decimalRatio("3/1")!, currentPlace: null }])).toBe(0)
  })

  it("fair value: the offer without the margin, each floored once (10.00 at 2/1 now evens: offer 14.25, fair 15.00)", () => {
    const open = (f: string): LegNow => ({ kind: "open", current: decimalRatio(f)!, currentPlace: null })
    expect(cashoutValues(bet("single", 1000, [leg(1, "2/1")]), [open("1/1")])).toEqual({ offer: 1425, fair: 1500 })
    // 1.00 at 7/4 now 5/2: 275/350 × 100 = 78.57… → fair 78, offer 74.64… → 74.
    expect(cashoutValues(bet("single", 100, [leg(1, "7/4")]), [open("5/2")])).toEqual({ offer: 74, fair: 78 })
    expect(cashoutValues(bet("accumulator", 1000, [leg(1, "1/1"), leg(2, "3/1")]), [{ kind: "resulted", results: [L] }, open("3/1")])).toEqual({ offer: 0, fair: 0 })
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), (stake, a, b) => {
      const { offer, fair } = cashoutValues(bet("single", stake, [leg(1, `${a}/1`)]), [open(`${b}/1`)])
      // The margin is 5 % of the exact value: the offer never exceeds the fair value, nor falls more than 5 % + a penny below it.
      expect(offer).toBeLessThanOrEqual(fair)
      expect(offer).toBeGreaterThanOrEqual(Math.floor(fair * 0.95) - 1)
    }))
  })
})

// ---- on the database -------------------------------------------------------------------------------

const result = (contractId: number, status: ResultRecord["status"], position: number | null = null, sp: string | null = null): ResultRecord => ({ contractId, status, position, startPrice: sp ? decimalRatio(sp) : null })

describe.each(databaseTargets())("settlement on $name", (target) => {
  const database = migratedDatabase(target)
  const { world, ctx } = placementOn(database)

  const ledgerTotal = () => ledgerTotalOf(database.db)
  const settle = async (results: ResultRecord[]) => {
    await recordResults(database.db, results, TEST_NOW)
    return settleBetsFor(database.db, results.map((r) => r.contractId), TEST_NOW)
  }

  it("a won single is paid once into the wallet in the transaction that marks it settled; settling again pays nothing", async () => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    const [receipt] = await placeBets(ctx, userId, request(single(102, 10, "2/1", 1000)), "s-1")
    const first = await settle([result(101, "loser"), result(102, "winner"), result(103, "loser")])
    expect(first.find((b) => b.id === receipt!.id)).toMatchObject({ userId, cashWinnings: 3000 })
    expect(await balanceOfAccount(database.db, cash.id)).toBe(9000 + 3000)
    expect(await settle([result(102, "winner")])).toEqual([])
    expect(await settleBetsFor(database.db, [102], TEST_NOW)).toEqual([])
    expect(await balanceOfAccount(database.db, cash.id)).toBe(12_000)
    const [row] = await database.db.select().from(bets).where(eq(bets.id, receipt!.id))
    expect(row).toMatchObject({ status: "settled", outcome: "won", cashWinnings: 3000, version: 2 })
    expect((row!.legs as PlacedLeg[])[0]!.outcome).toBe("won")
    expect(row!.returnsInfoText).toContain("Won")
    expect(await ledgerTotal()).toBe(0)
  })

  it("an accumulator waits for its last leg; a void leg is recalculated out", async () => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    const legOf = (m: number, c: number, price: string) => ({ id: c, price, selections: [{ market_id: 10 * m, contract_id: c }], each_way: null, start_price: false })
    await placeBets(ctx, userId, request({ stake: 100, type: "accumulator", use_bonus: false, each_way: false, voucher_id: null, legs: [legOf(2, 201, "1/1"), legOf(3, 302, "2/1"), legOf(4, 403, "3/1")] }), "s-acc")
    expect(await settle([result(201, "winner"), result(302, "void")])).toEqual([])
    expect(await balanceOfAccount(database.db, cash.id)).toBe(9900)
    const done = await settle([result(403, "winner")])
    expect(done.map((b) => b.cashWinnings)).toEqual([800])
    expect(await balanceOfAccount(database.db, cash.id)).toBe(9900 + 800)
  })

  it("each-way at the races: placed-only pays the place part; SP and best odds guaranteed use the returned SP", async () => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    await placeBets(ctx, userId, request(
      single(901, 90, "4/1", 100, { each_way: true, legs: [{ id: 901, price: "4/1", selections: [{ market_id: 90, contract_id: 901 }], each_way: { deduction: "1/4", placement: 3 }, start_price: false }] }),
      single(902, 90, "6/1", 100),
      single(904, 90, null, 100),
    ), "s-race")
    // 904 wins at SP 5/1; 901 second (placed); 902 third with SP 8/1 (lost, no place part).
    const done = await settle([result(904, "winner", 1, "5/1"), result(901, "loser", 2, "4/1"), result(902, "loser", 3, "8/1"), result(903, "loser", 4, "10/1")])
    expect(done.map((b) => b.cashWinnings).sort((a, b) => a - b)).toEqual([0, 200, 600])
    expect(await balanceOfAccount(database.db, cash.id)).toBe(10_000 - 400 + 800)
  })

  it("a dead heat for 1st on the database: the win part on half the stake, the place part in full; stored on the leg and in the text", async () => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    const race = bettingWorld()
    const [receipt] = await placeBets({ ...ctx, world: () => race }, userId, request(
      single(903, 90, "10/1", 100, { each_way: true, legs: [{ id: 903, price: "10/1", selections: [{ market_id: 90, contract_id: 903 }], each_way: { deduction: "1/4", placement: 3 }, start_price: false }] }),
    ), "s-dead-heat")
    // 903 and 901 dead-heat for 1st: win line 1.00 × 11 / 2 = 5.50, place line 1.00 × (1 + 10/4) × 2/2 = 3.50.
    const tie = (id: number): ResultRecord => ({ contractId: id, status: "winner", position: 1, startPrice: null, deadHeat: 2 })
    const done = await settle([tie(903), tie(901), result(902, "loser", 3)])
    expect(done.find((b) => b.id === receipt!.id)?.cashWinnings).toBe(900)
    expect(await balanceOfAccount(database.db, cash.id)).toBe(10_000 - 200 + 900)
    const [row] = await database.db.select().from(bets).where(eq(bets.id, receipt!.id))
    expect((row!.legs as Array<{ dead_heat: number | null }>)[0]!.dead_heat).toBe(2)
    expect(row!.returnsInfoText).toContain("Dead heat")
    expect(await ledgerTotal()).toBe(0)
  })

  it("best odds guaranteed on the database: taken 6/1, SP 10/1 pays 11.00 with the additional amount stored", async () => {
    const race = bettingWorld()
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    const raceCtx = { ...ctx, world: () => race }
    const [receipt] = await placeBets(raceCtx, userId, request(single(902, 90, "6/1", 100)), "s-bog")
    expect(receipt!.bet_legs[0]!.are_best_odds_guaranteed).toBe(true)
    await settle([result(902, "winner", 1, "10/1")])
    const [row] = await database.db.select().from(bets).where(eq(bets.id, receipt!.id))
    expect(row).toMatchObject({ cashWinnings: 1100, bestOddsGuaranteedAdditional: 400, outcome: "won" })
    expect(await balanceOfAccount(database.db, cash.id)).toBe(10_000 - 100 + 1100)
  })

  it("a free bet on top of the stake: 3.00 cash + 2.00 free bet at 2/1 pays 13.00 (the winnings on 5.00, not the free-bet stake)", async () => {
    const { userId, cash } = await newFundedUser(database.db, 1_000)
    const [voucher] = await database.db.insert(vouchers).values({ userId, amount: 200, scope: "any", createdAt: new Date(TEST_NOW) }).returning()
    const [receipt] = await placeBets(ctx, userId, request(single(502, 50, "2/1", 300, { voucher_id: voucher!.id })), "s-free")
    expect(receipt).toMatchObject({ stake: 300, voucher: 200, potential: 1300 })
    expect(await balanceOfAccount(database.db, cash.id)).toBe(700)
    const done = await settle([result(502, "winner")])
    expect(done.map((b) => b.cashWinnings)).toEqual([1300])
    expect(await balanceOfAccount(database.db, cash.id)).toBe(2_000)
    const [row] = await database.db.select().from(bets).where(eq(bets.id, receipt!.id))
    expect(row).toMatchObject({ outcome: "won", cashWinnings: 1300 })
    expect(row!.returnsInfoText).toContain("The free bet stake of 2.00 is not returned")
    expect(await ledgerTotal()).toBe(0)
  })

  it("a free bet alone (no cash) that loses pays nothing and took nothing; one that is void pays nothing and gives the free bet back", async () => {
    const { userId, cash } = await newFundedUser(database.db, 1_000)
    const [lost, voided] = await database.db.insert(vouchers).values([200, 200].map((amount) => ({ userId, amount, scope: "any", createdAt: new Date(TEST_NOW) }))).returning()
    await placeBets(ctx, userId, request(single(304, 31, "4/5", 0, { voucher_id: lost!.id }), single(305, 31, "1/1", 0, { voucher_id: voided!.id })), "s-free-alone")
    expect(await balanceOfAccount(database.db, cash.id)).toBe(1_000)
    const done = await settle([result(304, "loser"), result(305, "void")])
    expect(done.map((b) => b.cashWinnings).sort()).toEqual([0, 0])
    expect(await balanceOfAccount(database.db, cash.id)).toBe(1_000)
    const held = await database.db.select().from(vouchers).where(eq(vouchers.userId, userId)).orderBy(vouchers.id)
    expect(held.map((v) => [v.id, v.usedAt === null])).toEqual([[lost!.id, false], [voided!.id, true]])
    expect(await ledgerTotal()).toBe(0)
  })

  it("a void bet with a free bet on top pays back the cash and gives the free bet back, once; the free bet then stakes another bet", async () => {
    const { userId, cash } = await newFundedUser(database.db, 1_000)
    const [voucher] = await database.db.insert(vouchers).values({ userId, amount: 200, scope: "any", createdAt: new Date(TEST_NOW) }).returning()
    await placeBets(ctx, userId, request(single(504, 51, "4/5", 300, { voucher_id: voucher!.id })), "s-free-void")
    expect(await balanceOfAccount(database.db, cash.id)).toBe(700)
    const done = await settle([result(504, "void")])
    expect(done.map((b) => b.cashWinnings)).toEqual([300])
    expect(await balanceOfAccount(database.db, cash.id)).toBe(1_000)
    const [given] = await database.db.select().from(vouchers).where(eq(vouchers.id, voucher!.id))
    expect(given!.usedAt).toBeNull()
    // The voucher's 2.00 went back from the house's bets account to funding, where placement took it.
    const back = await database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `settle:voucher:${done[0]!.id}`))
    expect(back).toHaveLength(1)
    expect(await ledgerTotal()).toBe(0)
    // Settling again finds nothing open: nothing is paid or given back twice.
    expect(await settle([result(504, "void")])).toEqual([])
    const [again] = await placeBets(ctx, userId, request(single(505, 51, "1/1", 0, { voucher_id: voucher!.id })), "s-free-again")
    expect(again).toMatchObject({ stake: 0, voucher: 200 })
  })

  it("on start, the bets service settles bets on races the catalogue resulted while settlement never ran, with their SP, places and dead heats", async () => {
    // A second race (match 19, market 190, runners 1901–1903 at 4/1, 6/1, 10/1), its catalogue in the database.
    const w = bettingWorld()
    const race = w.matches.get(9)!
    w.addMatch({ ...race, id: 19, name: "15:05 Ascot", slug: "1505-ascot", model: { ...race.model } })
    w.addMarket({ ...w.markets.get(90)!, id: 190, matchId: 19 })
    ;[[4, 1], [6, 1], [10, 1]].forEach(([num, den], i) => w.addContract({ ...w.contracts.get(901 + i)!, id: 1901 + i, marketId: 190, price: { num: num!, den: den! } }))
    await insertRows(database.db, { games: [...w.games.values()], competitions: [...w.competitions.values()], matches: [...w.matches.values()], markets: [...w.markets.values()], contracts: [...w.contracts.values()] })
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    const ew = { id: 1901, price: "4/1", selections: [{ market_id: 190, contract_id: 1901 }], each_way: { deduction: "1/4", placement: 3 }, start_price: false }
    await placeBets({ ...ctx, world: () => w }, userId, request(
      single(1901, 190, "4/1", 100, { each_way: true, legs: [ew] }),
      single(1902, 190, null, 100, { legs: [{ id: 1902, price: null, selections: [{ market_id: 190, contract_id: 1902 }], each_way: null, start_price: true }] }),
    ), "s-sweep-race")
    expect(await balanceOfAccount(database.db, cash.id)).toBe(10_000 - 300)
    // The simulator resulted the race and wrote it with the statuses (1902 and 1903 dead-heat for 1st at SP 5/1 and 8/1; 1901 3rd); then the server stopped.
    const resulted = [[1901, "loser", null, 3, null], [1902, "winner", { num: 5, den: 1 }, 1, 2], [1903, "winner", { num: 8, den: 1 }, 1, 2]] as const
    for (const [id, status, sp, position, deadHeat] of resulted) {
      await database.db.update(contracts).set({ status, result: { start_price: sp, position, dead_heat: deadHeat } }).where(eq(contracts.id, id))
    }
    const fake = { db: database.db, clock: () => TEST_NOW, log: () => {}, sim: null, hub: { reaches: () => true, publish: async () => {} } } as unknown as ServerContext
    const service = startBetsService(fake)
    await service.idle()
    await service.stop()
    // Each-way 1901 placed 3rd: the place part, 1.00 × (1 + 4/4) = 2.00. SP 1902 dead-heated for 1st at 5/1: 1.00 × 6 / 2 = 3.00.
    expect(await balanceOfAccount(database.db, cash.id)).toBe(10_000 - 300 + 200 + 300)
    expect(await ledgerTotal()).toBe(0)
  })

  it("on start, the bets service settles bets whose results were recorded but never settled, and pushes bet_v1 on the bets channel", async () => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    const [receipt] = await placeBets(ctx, userId, request(single(702, 70, "2/1", 100)), "s-sweep")
    await recordResults(database.db, [result(702, "winner")], TEST_NOW)
    const deliveries: Delivery[] = []
    const fake = { db: database.db, clock: () => TEST_NOW, log: () => {}, sim: null, hub: { reaches: () => true, publish: async (d: Delivery) => void deliveries.push(d) } } as unknown as ServerContext
    const service = startBetsService(fake)
    await service.idle()
    await service.stop()
    expect(await balanceOfAccount(database.db, cash.id)).toBe(10_000 - 100 + 300)
    const push = deliveries.find((d) => d.to === "user" && d.event === "bet_v1")
    expect(push).toMatchObject({ to: "user", userId, channel: "bets", event: "bet_v1", payload: { id: receipt!.id, status: "settled", outcome: "won", cash_winnings: 3 } })
    expect(deliveries.some((d) => d.to === "user" && d.event === "user" && (d.payload as { open_bet_count: number }).open_bet_count === 0)).toBe(true)
  })

  it("a partial cash-out committed after settlement read the bet: that settlement leaves it, the next one pays the smaller stake", async () => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    const [receipt] = await placeBets(ctx, userId, request(single(603, 60, "3/1", 400)), "s-partial-race")
    await recordResults(database.db, [result(603, "winner")], TEST_NOW)
    const stale = await openBetsWith(database.db, [603])
    expect(stale.map((r) => r.id)).toContain(receipt!.id)
    // The world still shows 603 open: a quarter of the stake is cashed out at its offer.
    const [row] = await database.db.select().from(bets).where(eq(bets.id, receipt!.id))
    const offer = offerOf(row!, world)
    const part = await cashOut(ctx, userId, receipt!.id, partValue(offer, 400, 100), 100)
    expect(part.result).toBe("success")
    expect(await settleRows(database.db, stale, TEST_NOW)).toEqual([])
    const done = await settleBetsFor(database.db, [603], TEST_NOW)
    expect(done.find((b) => b.id === receipt!.id)?.cashWinnings).toBe(1200)
    expect(await balanceOfAccount(database.db, cash.id)).toBe(10_000 - 400 + part.paid + 1200)
    expect(await ledgerTotal()).toBe(0)
  })

  it("two settlement passes at once pay each bet once", async () => {
    const { userId, cash } = await newFundedUser(database.db, 100_000)
    for (let i = 0; i < 20; i++) await placeBets(ctx, userId, request(single(602, 60, "2/1", 100)), `s-race-${i}`)
    await recordResults(database.db, [result(602, "winner")], TEST_NOW)
    const passes = await Promise.all([settleBetsFor(database.db, [602], TEST_NOW), settleBetsFor(database.db, [602], TEST_NOW), settleBetsFor(database.db, [602], TEST_NOW)])
    expect(passes.flat().length).toBe(20)
    expect(new Set(passes.flat().map((b) => b.id)).size).toBe(20)
    expect(await balanceOfAccount(database.db, cash.id)).toBe(100_000 - 2000 + 20 * 300)
  })
})
