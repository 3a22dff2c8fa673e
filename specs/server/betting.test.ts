/**
 * The betting domain: bet-type tables for 1 to 8 legs against hand-computed counts and returns,
 * bet builder pricing, and placement on the ledger (PGlite, and PostgreSQL with TEST_DATABASE_URL):
 * odds changed, suspension, restriction, stake rules, vouchers, each-way, the in-play delay,
 * idempotency, and 200 concurrent placements and deposits on one account.
 */
import { and, eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { betPlacements, bets, ledgerTransactions, userRestrictions, vouchers } from "../../server/db/schema.js"
import { betTypeShapes, combinedRatio, decimalRatio, priceOfRatio } from "../../core/odds/index.js"
import { place, PlaceError, placeBets, type PlaceContext, type PlaceFailure } from "../../server/domain/betting/place.js"
import { requestUserLimit } from "../../server/domain/limits/index.js"
import { loadRewardsConfig } from "../../server/domain/rewards/offers.js"
import { optIn } from "../../server/domain/rewards/service.js"
import { betBuilderCart, computeBetslip } from "../../server/domain/betting/slip.js"
import { balanceOfAccount } from "../../server/domain/ledger/postings.js"
import { bettingWorld, placeFailureOf as failureOf, deposit, newFundedUser, placeRequest as request, placementOn, singleBet as single, type Bet } from "./betting-support.js"
import { databaseTargets, TEST_NOW } from "./support.js"
import { ledgerTotal, migratedDatabase } from "./suite-database.js"

// ---- bet types (pure) ------------------------------------------------------------------------------

/** Hand-computed: [type, number of bets, returns of 1 unit per bet with every leg at evens (2.0)]. */
const TABLES: Record<number, ReadonlyArray<readonly [string, number, number]>> = {
  1: [["single", 1, 2]],
  2: [["single", 2, 4], ["accumulator", 1, 4]],
  3: [["single", 3, 6], ["double", 3, 12], ["trixie", 4, 20], ["patent", 7, 26], ["accumulator", 1, 8]],
  4: [["single", 4, 8], ["double", 6, 24], ["treble", 4, 32], ["yankee", 11, 72], ["lucky15", 15, 80], ["accumulator", 1, 16]],
  5: [["single", 5, 10], ["double", 10, 40], ["treble", 10, 80], ["4-fold", 5, 80], ["canadian", 26, 232], ["lucky31", 31, 242], ["accumulator", 1, 32]],
  6: [["single", 6, 12], ["double", 15, 60], ["treble", 20, 160], ["4-fold", 15, 240], ["5-fold", 6, 192], ["heinz", 57, 716], ["lucky63", 63, 728], ["accumulator", 1, 64]],
  7: [["single", 7, 14], ["double", 21, 84], ["treble", 35, 280], ["4-fold", 35, 560], ["5-fold", 21, 672], ["6-fold", 7, 448], ["superheinz", 120, 2172], ["accumulator", 1, 128]],
  8: [["single", 8, 16], ["double", 28, 112], ["treble", 56, 448], ["4-fold", 70, 1120], ["5-fold", 56, 1792], ["6-fold", 28, 1792], ["7-fold", 8, 1024], ["goliath", 247, 6544], ["accumulator", 1, 256]],
}

describe("bet types", () => {
  for (const [n, rows] of Object.entries(TABLES)) {
    it(`${n} leg(s) at evens: every bet type, its bet count and its returns`, () => {
      const shapes = betTypeShapes(Number(n))
      expect(shapes.map((s) => s.type).sort()).toEqual(rows.map(([type]) => type).sort())
      const evens = Array.from({ length: Number(n) }, () => decimalRatio("1/1")!)
      for (const [type, count, returns] of rows) {
        const shape = shapes.find((s) => s.type === type)!
        expect(shape.combos.length, type).toBe(count)
        const total = combinedRatio(shape.combos, evens)
        expect(Number(total.num) / Number(total.den), type).toBe(returns)
      }
    })
  }

  it("a Trixie at 1/1, 2/1, 3/1 returns 50 per unit (doubles 6 + 8 + 12, treble 24): price 49/1", () => {
    const shape = betTypeShapes(3).find((s) => s.type === "trixie")!
    const price = priceOfRatio(combinedRatio(shape.combos, ["1/1", "2/1", "3/1"].map((f) => decimalRatio(f)!)))
    expect(price).toEqual({ decimal: 50, decimal_display: "50.00", fractional: "49/1", fractional_display: "49/1" })
  })

  it("the slip over 4 legs offers the Yankee (11 bets) and Lucky 15 (15), groups, each-way only when every leg has terms", () => {
    const { slip } = computeBetslip(bettingWorld(), [[101], [201], [301], [401]], { vouchers: [{ id: 1, amount: 500, scope: "any" }], credits: 0 }, TEST_NOW)
    const yankee = slip.bet_types.find((t) => t.type === "yankee")!
    expect(yankee).toMatchObject({ name: "Yankee", number_of_bets: 11, valid: true, each_way_prices: null, max_bet: 100_000 })
    expect(yankee.prices?.decimal).toBe(72)
    expect(slip.bet_types.find((t) => t.type === "lucky15")?.number_of_bets).toBe(15)
    expect(slip.bet_type_groups.map((g) => g.key)).toEqual(["single", "multiple", "fullcoverage", "accumulator"])
    expect(slip).toMatchObject({ type: "accumulator", default_bet_type_selection: "accumulator", accumulator_max_bet: 100_000 })
    expect(slip.accumulator_prices?.fractional).toBe("15/1")
    expect(slip.accumulator_available_vouchers).toEqual([{ id: 1, amount: 500 }])
  })

  it("two legs of one match are invalid as multiples (convert to a bet builder); a suspended leg invalidates every type", () => {
    const w = bettingWorld()
    const { slip } = computeBetslip(w, [[101], [104]], { vouchers: [], credits: 0 }, TEST_NOW)
    expect(slip.bet_types.find((t) => t.type === "accumulator")?.valid).toBe(false)
    expect(slip.bet_types.find((t) => t.type === "single")?.valid).toBe(true)
    w.markets.get(10)!.status = "halted"
    const halted = computeBetslip(w, [[101], [201]], { vouchers: [], credits: 0 }, TEST_NOW).slip
    expect(halted.all_contracts[0]!.status).toBe("halted")
    expect(halted.bet_types.every((t) => !t.valid && t.messages.length > 0)).toBe(true)
  })

  it("each-way: a race leg carries its terms and place price; start price only legs are auto-applied", () => {
    const { slip } = computeBetslip(bettingWorld(), [[901], [904]], { vouchers: [], credits: 0 }, TEST_NOW)
    expect(slip.all_contracts[0]!.each_way).toMatchObject({ deduction: "1/4", placement: 3, prices: { fractional: "1/1" } })
    expect(slip.all_contracts[1]).toMatchObject({ prices: null, start_price_available: true, applied_start_price: true })
  })

  it("bet builder: the price is correlation-adjusted (1/1 with 4/5: 1 + 2.6 × 0.85 = 3.21), not the plain product 3.6", () => {
    const { cart } = betBuilderCart(bettingWorld(), [101, 104])
    expect(cart).toMatchObject({ valid: true, messages: [], match_name: "Home 1 v Away 1" })
    expect(cart.prices).toMatchObject({ decimal: 3.21, fractional: "221/100" })
    expect(betBuilderCart(bettingWorld(), [101, 102]).cart.valid).toBe(false)
    expect(betBuilderCart(bettingWorld(), [101, 201]).cart.messages).toContain("Bet builder selections must come from one match")
  })
})

// ---- placement on the ledger ---------------------------------------------------------------------

const multiple = (type: string, stake: number, legs: ReadonlyArray<readonly [number, number, string]>): Bet => ({
  stake, type, use_bonus: false, each_way: false, voucher_id: null,
  legs: legs.map(([contractId, marketId, price]) => ({ id: contractId, price, selections: [{ market_id: marketId, contract_id: contractId }], each_way: null, start_price: false })),
})
const TRIXIE_LEGS = [[101, 10, "1/1"], [202, 20, "2/1"], [303, 30, "3/1"]] as const
const YANKEE_LEGS = [[101, 10, "1/1"], [202, 20, "2/1"], [303, 30, "3/1"], [401, 40, "1/1"]] as const

/** A bet with a free bet: what the bettor pays (`cash`), the lines, what it returns if every leg wins, or the refusal. */
type VoucherRow = { readonly name: string; readonly bet: Bet; readonly voucher: number; readonly scope?: string } & (
  | { readonly cash: number; readonly lines: number; readonly potential: number | null }
  | { readonly refused: Partial<PlaceFailure> }
)

const VOUCHER_ROWS: ReadonlyArray<VoucherRow> = [
  // 0.05 + 2.00 = 2.05 at evens returns 4.10, less the 2.00 free-bet stake.
  { name: "a 5p stake with a £2 free bet bets £2.05: 5p cash, the £2 voucher spent whole on top", bet: single(101, 10, "1/1", 5), voucher: 200, cash: 5, lines: 1, potential: 210 },
  { name: "a £3 stake with a £2 free bet at 2/1 takes £3 and returns 5.00 × 3 − 2.00 = 13.00", bet: single(102, 10, "2/1", 300), voucher: 200, cash: 300, lines: 1, potential: 1300 },
  { name: "a free bet alone: stake 0 with a £2 voucher meets the minimum and takes no cash", bet: single(101, 10, "1/1", 0), voucher: 200, cash: 0, lines: 1, potential: 200 },
  { name: "minimum stake 0.10 minus the voucher: 0.05 with a 0.05 free bet is placed", bet: single(101, 10, "1/1", 5), voucher: 5, cash: 5, lines: 1, potential: 15 },
  { name: "minimum stake 0.10 minus the voucher: 0.04 with a 0.05 free bet is below it", bet: single(101, 10, "1/1", 4), voucher: 5, refused: { kind: "min_stake" } },
  { name: "max bet: stake plus voucher equal to max_bet (998.00 + 2.00 of 1,000.00) is placed", bet: single(101, 10, "1/1", 99_800), voucher: 200, cash: 99_800, lines: 1, potential: 200_000 - 200 },
  { name: "max bet is exceeded when stake plus voucher exceeds max_bet (999.00 + 2.00 of 1,000.00)", bet: single(101, 10, "1/1", 99_900), voucher: 200, refused: { kind: "max_bet", max: 100_000 } },
  // Each way at 4/1, 1/4 odds: 2 lines of 1.00 + 1.00 each; win 2.00 × 5 + place 2.00 × 2 − 2.00.
  { name: "each way: a £2 free bet adds 1.00 to the win line and to the place line", bet: single(901, 90, "4/1", 100, { each_way: true }), voucher: 200, cash: 200, lines: 2, potential: 1200 },
  // Trixie at 1/1, 2/1, 3/1 returns 50 per unit per line: 4 lines of 1.00 + 0.50.
  { name: "a Trixie: a £2 free bet adds 0.50 to each of its 4 lines", bet: multiple("trixie", 100, TRIXIE_LEGS), voucher: 200, scope: "accumulator", cash: 400, lines: 4, potential: 150 * 50 - 200 },
  { name: "a Yankee: a £2 free bet does not divide over its 11 lines (INVALID_BET, nothing taken)", bet: multiple("yankee", 100, YANKEE_LEGS), voucher: 200, refused: { kind: "invalid" } },
  { name: "a voucher for singles cannot stake an accumulator", bet: multiple("accumulator", 100, TRIXIE_LEGS), voucher: 200, scope: "single", refused: { kind: "invalid" } },
]

describe.each(databaseTargets())("placement on $name", (target) => {
  const database = migratedDatabase(target)
  let now = TEST_NOW
  const { world, ctx } = placementOn(database, () => now)

  const totalOfAllEntries = () => ledgerTotal(database.db)

  it("a single debits the stake once, nets to zero, and returns a receipt with its leg", async () => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    const receipts = await placeBets(ctx, userId, request(single(102, 10, "2/1", 1000)), "k-single")
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toMatchObject({ type: "single", stake: 1000, potential: 3000, number_of_bets: 1, status: "open", voucher: null })
    expect(receipts[0]!.bet_legs[0]).toMatchObject({ id: 102, match_id: 1, competition_name: "Premier League", competition_slug: "premier-league", prices: { fractional: "2/1" }, selections: [{ market_id: 10, contract_id: 102 }] })
    expect(await balanceOfAccount(database.db, cash.id)).toBe(9000)
    expect(await totalOfAllEntries()).toBe(0)
  })

  it("the placement tells what follows it whether the bettor has a limit in force and a reward in progress, replays too", async () => {
    const { userId } = await newFundedUser(database.db, 10_000)
    const placeOnce = async (key: string) => (await place(ctx, userId, request(single(101, 10, "1/1", 100)), key)).after
    expect(await placeOnce("k-after-1")).toEqual({ limited: false, rewarding: false })
    await requestUserLimit(database.db, userId, { type: "deposit", windowDays: 1, maximumAmount: 50_000 }, now)
    expect(await placeOnce("k-after-2")).toEqual({ limited: true, rewarding: false })
    const offer = loadRewardsConfig().offers.find((o) => o.rule.type === "bet")!
    await optIn(database.db, userId, offer, now)
    expect(await placeOnce("k-after-3")).toEqual({ limited: true, rewarding: true })
    // A replayed key reads the facts as they are now.
    expect(await placeOnce("k-after-1")).toEqual({ limited: true, rewarding: true })
    // An expired reward is not in progress.
    const then = now
    now += (offer.valid_days + 1) * 86_400_000
    try {
      expect(await placeOnce("k-after-4")).toEqual({ limited: true, rewarding: false })
    } finally {
      now = then
    }
  })

  it("an accumulator, a Yankee each-way (22 bets) and doubles are charged stake × bets", async () => {
    const { userId, cash } = await newFundedUser(database.db, 100_000)
    const leg = (m: number) => ({ id: 100 * m + 1, price: "1/1", selections: [{ market_id: 10 * m, contract_id: 100 * m + 1 }], each_way: null, start_price: false })
    const legs = [1, 2, 3, 4].map(leg)
    const receipts = await placeBets(ctx, userId, request(
      { stake: 100, type: "accumulator", use_bonus: false, each_way: false, voucher_id: null, legs },
      { stake: 100, type: "yankee", use_bonus: false, each_way: false, voucher_id: null, legs },
      { stake: 100, type: "double", use_bonus: false, each_way: false, voucher_id: null, legs },
    ), "k-multi")
    expect(receipts.map((r) => [r.type, r.number_of_bets, r.stake, r.potential])).toEqual([
      ["accumulator", 1, 100, 1600],
      ["yankee", 11, 1100, 7200],
      ["double", 6, 600, 2400],
    ])
    expect(await balanceOfAccount(database.db, cash.id)).toBe(100_000 - 1800)
    const race = await placeBets(ctx, userId, request(single(901, 90, "4/1", 100, { each_way: true })), "k-ew")
    // 1.00 each way at 4/1, 1/4 odds: win 5.00 + place 2.00.
    expect(race[0]).toMatchObject({ each_way: true, number_of_bets: 2, stake: 200, potential: 700 })
    expect(await balanceOfAccount(database.db, cash.id)).toBe(100_000 - 2000)
  })

  it("a moved price is ODDSCHANGED with each moved leg's id and new prices; nothing is debited", async () => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    world.contracts.get(203)!.price = { num: 5, den: 2 }
    const failure = await failureOf(placeBets(ctx, userId, request(single(203, 20, "3/1"), single(201, 20, "1/1")), "k-moved"))
    expect(failure).toEqual({ kind: "odds_changed", legs: [{ leg_id: 203, new_prices: { decimal: 3.5, decimal_display: "3.50", fractional: "5/2", fractional_display: "5/2" } }] })
    expect(await balanceOfAccount(database.db, cash.id)).toBe(10_000)
    world.contracts.get(203)!.price = { num: 3, den: 1 }
  })

  it("suspended or closed selections are rejected", async () => {
    const { userId } = await newFundedUser(database.db, 10_000)
    world.markets.get(30)!.status = "halted"
    expect((await failureOf(placeBets(ctx, userId, request(single(301, 30, "1/1")), "k-halted"))).kind).toBe("unavailable")
    world.markets.get(30)!.status = "closed"
    expect((await failureOf(placeBets(ctx, userId, request(single(301, 30, "1/1")), "k-closed"))).kind).toBe("unavailable")
    world.markets.get(30)!.status = "open"
  })

  it("the user's bet restriction, min stake 0.10, max_bet and the balance are enforced", async () => {
    const { userId, cash } = await newFundedUser(database.db, 1_000)
    expect((await failureOf(placeBets(ctx, userId, request(single(101, 10, "1/1", 9)), "k-min"))).kind).toBe("min_stake")
    expect(await failureOf(placeBets(ctx, userId, request(single(101, 10, "1/1", 100_001)), "k-max"))).toEqual({ kind: "max_bet", max: 100_000 })
    expect((await failureOf(placeBets(ctx, userId, request(single(101, 10, "1/1", 1_001)), "k-poor"))).kind).toBe("insufficient_funds")
    await placeBets(ctx, userId, request(single(101, 10, "1/1", 10)), "k-min-ok")
    await database.db.insert(userRestrictions).values({ userId, key: "bet", reason: "verify", createdAt: new Date(TEST_NOW) })
    expect((await failureOf(placeBets(ctx, userId, request(single(101, 10, "1/1", 100)), "k-restricted"))).kind).toBe("restricted")
    expect(await balanceOfAccount(database.db, cash.id)).toBe(990)
    expect(await totalOfAllEntries()).toBe(0)
  })

  // The placement row, its bets and the stake's movement are one statement, sent alone when there
  // is nothing else to write and inside a transaction when a voucher is spent: a refusal by the
  // ledger writes none of them on either path, and leaves the key free for the next attempt.
  it("insufficient funds writes nothing (no placement, no bet, no ledger transaction) with or without a voucher, and the key stays free", async () => {
    const { userId, cash } = await newFundedUser(database.db, 1_000)
    const [voucher] = await database.db.insert(vouchers).values({ userId, amount: 200, createdAt: new Date(TEST_NOW) }).returning()
    const attempts = [
      { key: "k-poor-alone", bet: single(101, 10, "1/1", 1_001) },
      { key: "k-poor-voucher", bet: single(101, 10, "1/1", 1_001, { voucher_id: voucher!.id }) },
    ]
    for (const { key, bet } of attempts) {
      expect((await failureOf(placeBets(ctx, userId, request(bet), key))).kind, key).toBe("insufficient_funds")
      expect(await database.db.select().from(betPlacements).where(and(eq(betPlacements.userId, userId), eq(betPlacements.idempotencyKey, key))), key).toEqual([])
      expect(await database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `bets:${userId}:${key}`)), key).toEqual([])
    }
    expect(await database.db.select().from(bets).where(eq(bets.userId, userId))).toEqual([])
    expect((await database.db.select().from(vouchers).where(eq(vouchers.id, voucher!.id)))[0]!.usedAt, "the voucher stays unspent").toBeNull()
    // The same keys, now with stakes the balance covers, place.
    await placeBets(ctx, userId, request(single(101, 10, "1/1", 300)), "k-poor-alone")
    await placeBets(ctx, userId, request(single(101, 10, "1/1", 300, { voucher_id: voucher!.id })), "k-poor-voucher")
    expect(await balanceOfAccount(database.db, cash.id)).toBe(400)
    expect(await database.db.select().from(bets).where(eq(bets.userId, userId))).toHaveLength(2)
    expect(await totalOfAllEntries()).toBe(0)
  })

  // spec §3 "total bet amount = stake + credit amount + voucher"; §5 "Minimum stake per bet 0.10 minus
  // any applied voucher amount … max bet is exceeded when stake plus voucher exceeds … max_bet". The
  // voucher is staked on top of the cash: the bettor pays stake × bets, the free bet adds its whole
  // amount, what is at risk is both, and the free-bet stake is not returned (potential excludes it).
  for (const row of VOUCHER_ROWS) {
    it(`free bet: ${row.name}`, async () => {
      const { userId, cash } = await newFundedUser(database.db, 200_000)
      const [voucher] = await database.db.insert(vouchers).values({ userId, amount: row.voucher, scope: row.scope ?? "any", createdAt: new Date(TEST_NOW) }).returning()
      const attempt = placeBets(ctx, userId, request({ ...row.bet, voucher_id: voucher!.id }), `k-free-${row.name}`)
      if ("refused" in row) {
        expect(await failureOf(attempt)).toMatchObject(row.refused)
        expect(await balanceOfAccount(database.db, cash.id), "nothing debited").toBe(200_000)
        expect((await database.db.select().from(vouchers).where(eq(vouchers.id, voucher!.id)))[0]!.usedAt, "the voucher stays unspent").toBeNull()
        return
      }
      const [receipt] = await attempt
      expect(receipt, "receipt: stake is the cash, voucher beside it, potential without the free-bet stake").toMatchObject({ stake: row.cash, voucher: row.voucher, number_of_bets: row.lines, potential: row.potential })
      expect(receipt!.stake + receipt!.credit_amount + (receipt!.voucher ?? 0), "total bet amount = stake + credit + voucher").toBe(row.cash + row.voucher)
      expect(await balanceOfAccount(database.db, cash.id), "the cash debited").toBe(200_000 - row.cash)
      expect((await database.db.select().from(vouchers).where(eq(vouchers.id, voucher!.id)))[0]!.usedAt, "the voucher is spent").not.toBeNull()
      const [stored] = await database.db.select().from(bets).where(eq(bets.id, receipt!.id))
      expect(stored, "at risk: cash + voucher, spread evenly over the lines").toMatchObject({ stake: (row.cash + row.voucher) / row.lines, total: row.cash + row.voucher, cashAmount: row.cash, voucherAmount: row.voucher, numberOfBets: row.lines })
      expect(await totalOfAllEntries()).toBe(0)
    })
  }

  it("a voucher is spent once, and one scoped to the accumulator does not apply to a single", async () => {
    const { userId, cash } = await newFundedUser(database.db, 1_000)
    const [voucher] = await database.db.insert(vouchers).values({ userId, amount: 500, createdAt: new Date(TEST_NOW) }).returning()
    await placeBets(ctx, userId, request(single(101, 10, "1/1", 800, { voucher_id: voucher!.id })), "k-voucher")
    expect(await balanceOfAccount(database.db, cash.id)).toBe(200)
    expect((await failureOf(placeBets(ctx, userId, request(single(101, 10, "1/1", 100, { voucher_id: voucher!.id })), "k-voucher-2"))).kind).toBe("invalid")
    const [accOnly] = await database.db.insert(vouchers).values({ userId, amount: 100, scope: "accumulator", createdAt: new Date(TEST_NOW) }).returning()
    expect((await failureOf(placeBets(ctx, userId, request(single(101, 10, "1/1", 100, { voucher_id: accOnly!.id })), "k-voucher-scope"))).kind).toBe("invalid")
    expect(await balanceOfAccount(database.db, cash.id)).toBe(200)
    expect(await totalOfAllEntries()).toBe(0)
  })

  it("idempotency: a retried key returns the same receipts and places once; the same key with other content is refused", async () => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    const body = request(single(101, 10, "1/1", 500))
    const first = await placeBets(ctx, userId, body, "k-retry")
    const again = await placeBets(ctx, userId, body, "k-retry")
    expect(again).toEqual(first)
    expect((await failureOf(placeBets(ctx, userId, request(single(101, 10, "1/1", 600)), "k-retry"))).kind).toBe("duplicate_key")
    expect(await balanceOfAccount(database.db, cash.id)).toBe(9_500)
    expect(await database.db.select().from(bets).where(eq(bets.userId, userId))).toHaveLength(1)
  })

  it("idempotency with a free bet: requests sent at once under one key place once and all answer its receipts", async () => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    const [voucher] = await database.db.insert(vouchers).values({ userId, amount: 500, createdAt: new Date(TEST_NOW) }).returning()
    const body = request(single(101, 10, "1/1", 100, { voucher_id: voucher!.id }))
    const answers = await Promise.all(Array.from({ length: 4 }, () => placeBets(ctx, userId, body, "k-voucher-race")))
    for (const answer of answers) expect(answer).toEqual(answers[0])
    expect(await balanceOfAccount(database.db, cash.id)).toBe(9_900)
    expect(await database.db.select().from(bets).where(eq(bets.userId, userId))).toHaveLength(1)
  })

  it("in-play delay: a bet on a live match waits 3 s on the clock; a price move or suspension meanwhile rejects it", async () => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    let waited = 0
    const advancing = (change?: () => void): PlaceContext => ({
      ...ctx,
      pause: async () => {
        if (waited === 0) change?.()
        waited += 1
        now += 500
      },
    })
    const started = now
    const ok = await placeBets(advancing(), userId, request(single(801, 80, "1/1", 100)), "k-live-ok")
    expect(ok).toHaveLength(1)
    expect(now - started).toBeGreaterThanOrEqual(3000)
    waited = 0
    const moved = await failureOf(placeBets(advancing(() => (world.contracts.get(801)!.price = { num: 4, den: 5 })), userId, request(single(801, 80, "1/1", 100)), "k-live-moved"))
    expect(moved.kind).toBe("odds_changed")
    waited = 0
    const halted = await failureOf(placeBets(advancing(() => (world.markets.get(80)!.status = "halted")), userId, request(single(801, 80, "4/5", 100)), "k-live-halted"))
    expect(halted.kind).toBe("unavailable")
    world.markets.get(80)!.status = "open"
    world.contracts.get(801)!.price = { num: 1, den: 1 }
    expect(await balanceOfAccount(database.db, cash.id)).toBe(9_900)
  })

  it("200 concurrent placements (half of them retries of another's key) and deposits on one account: balance = sum of entries, never negative, no duplicates", async () => {
    const { userId, cash } = await newFundedUser(database.db, 5_000)
    const attempts: Array<Promise<unknown>> = []
    for (let i = 0; i < 200; i++) {
      // 100 distinct keys, each sent twice at once; every 10th call is a deposit beside them.
      const key = `k-conc-${i % 100}`
      attempts.push(placeBets(ctx, userId, request(single(101, 10, "1/1", 100)), key).then((r) => ({ ok: true, id: r[0]!.id, key }), (e: unknown) => ({ ok: false, error: e })))
      if (i % 10 === 0) attempts.push(deposit(database.db, cash, 200, `conc-${userId}-${i}`).then(() => ({ deposit: true })))
    }
    const results = (await Promise.all(attempts)) as Array<{ ok?: boolean; id?: number; key?: string; error?: unknown; deposit?: boolean }>
    const placed = results.filter((r) => r.ok)
    const failed = results.filter((r) => r.ok === false)
    for (const f of failed) expect(f.error instanceof PlaceError && f.error.failure.kind, String(f.error)).toBe("insufficient_funds")
    // A retried key answers with the same bet as its twin.
    const byKey = new Map<string, Set<number>>()
    for (const p of placed) byKey.set(p.key!, (byKey.get(p.key!) ?? new Set()).add(p.id!))
    for (const ids of byKey.values()) expect(ids.size).toBe(1)
    const rows = await database.db.select().from(bets).where(eq(bets.userId, userId))
    expect(rows).toHaveLength(byKey.size)
    const balance = await balanceOfAccount(database.db, cash.id)
    expect(balance).toBe(5_000 + 20 * 200 - rows.length * 100)
    expect(balance).toBeGreaterThanOrEqual(0)
    expect(await totalOfAllEntries()).toBe(0)
  }, 120_000)
})
