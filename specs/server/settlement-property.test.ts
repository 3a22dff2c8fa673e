/**
 * Money after the bet, under random play (PGlite, and PostgreSQL with TEST_DATABASE_URL): random
 * placements (singles, doubles, accumulators, Trixies, each-way; some with a free bet on top of the
 * stake), price moves, full and partial
 * cash-outs, and results with settlement, some of them racing each other. After every step the
 * ledger nets to zero, no user's balance is negative, and every balance equals the model's (opening
 * deposit − stakes + what settlement and cash-outs said they paid). A dedicated race: cash-outs and
 * the settlement of the same bets at once never pay a bet twice.
 *
 * Steps: 10,000 on PostgreSQL (the bar); fewer on PGlite to keep its run short.
 */
import { eq, inArray, sql } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import type { PlaceBetsRequest } from "../../core/model/betslip.js"
import { bets, cashouts, ledgerTransactions, vouchers } from "../../server/db/schema.js"
import { CashoutError, cashOut, offerOf, partValue } from "../../server/domain/betting/cashout.js"
import { PlaceError, placeBets, type PlaceContext } from "../../server/domain/betting/place.js"
import { recordResults, settleBetsFor, type ResultRecord } from "../../server/domain/betting/settle.js"
import { rowsOf } from "../../server/db/rows.js"
import { balanceOfAccount } from "../../server/domain/ledger/postings.js"
import { mulberry32, type Rng } from "../../server/sim/prng.js"
import { World, type MatchModel } from "../../server/sim/world.js"
import { newFundedUser } from "./betting-support.js"
import { databaseTargets, TEST_NOW } from "./support.js"
import { ledgerTotal as ledgerTotalOf, migratedDatabase } from "./suite-database.js"

const model: MatchModel = { engine: "goals", sport: "football", home: 1.4, away: 1.1, target: 0, elapsed: 0, haltLeft: 0, unitEndsAt: 0, units: 0 }
const MATCHES = 6
const PRICES = [[1, 2], [1, 1], [6, 4], [2, 1], [5, 2], [3, 1], [4, 1], [7, 1]] as const

/** Match m of a round: one 3-way market (id 10·g + 1) with contracts 100·g + 1..3; g = round·MATCHES + m. */
const addMatch = (w: World, g: number, rng: Rng) => {
  w.addMatch({ id: g, gameId: 1, competitionId: 1, name: `M${g}`, slug: `m-${g}`, displayType: "home_and_away", kind: "event", homeTeam: "H", awayTeam: "A", startTime: TEST_NOW + 3_600_000, status: "upcoming", homeScore: null, awayScore: null, clock: null, featured: false, seq: 1, model: { ...model }, endedAt: null })
  const race = g % 3 === 0
  w.addMarket({ id: 10 * g + 1, matchId: g, name: race ? "Win or Each Way" : "Match Result", kind: "k", group: "main", status: "open", displayOrder: 1, outright: false, eachWay: race ? { description: "1/4 odds, 3 places", deduction: "1/4", placement: 2 } : null, bogFrom: race ? TEST_NOW - 1 : null, margin: 1.05, seq: 1, line: null })
  for (let i = 1; i <= 4; i++) {
    const [num, den] = PRICES[Math.floor(rng.next() * PRICES.length)]!
    w.addContract({ id: 100 * g + i, marketId: 10 * g + 1, name: `S${g}.${i}`, status: "open", displayOrder: i, price: { num, den }, boosted: null, maxBet: 1_000_000, multiAvailable: true, startPriceAvailable: race, runner: null, strength: 1 })
  }
}

const newWorld = (rng: Rng): { world: World; live: number[]; next: number } => {
  const w = new World()
  w.addGame({ id: 1, name: "football", label: "Football", shortName: "FB", displayType: "home_and_away", displayOrder: 1, hexValue: null, popular: true, tabs: [], type: "sport" })
  w.addCompetition({ id: 1, gameId: 1, name: "League", slug: "league", region: "X", displayOrder: 1, kind: "league" })
  const live: number[] = []
  for (let g = 1; g <= MATCHES; g++) {
    addMatch(w, g, rng)
    live.push(g)
  }
  return { world: w, live, next: MATCHES + 1 }
}

const pickOf = <T>(rng: Rng, list: ReadonlyArray<T>): T => list[Math.floor(rng.next() * list.length)]!

describe.each(databaseTargets())("money under random play on $name", (target) => {
  const database = migratedDatabase(target)
  const STEPS = target.name === "postgres" ? 10_000 : 1_200

  const ledgerTotal = () => ledgerTotalOf(database.db)

  it(`${STEPS} random placements, price moves, cash-outs and settlements keep the ledger whole`, async () => {
    const rng = mulberry32(20261124)
    const state = newWorld(rng)
    let now = TEST_NOW
    const ctx: PlaceContext = { db: database.db, world: () => state.world, clock: () => now }
    const users = await Promise.all([0, 1, 2, 3].map(() => newFundedUser(database.db, 200_000)))
    const expected = new Map(users.map((u) => [u.userId, 200_000]))
    const owner = new Map<number, number>()
    let placed = 0
    let settledCount = 0
    let cashed = 0

    const legOf = (g: number) => {
      const open = state.world.contractsOf(10 * g + 1).filter((c) => c.status === "open" && c.price)
      const c = pickOf(rng, open)
      return { id: c.id, price: `${c.price!.num}/${c.price!.den}`, selections: [{ market_id: 10 * g + 1, contract_id: c.id }], each_way: null, start_price: false }
    }

    const place = async () => {
      const user = pickOf(rng, users)
      const kind = rng.next()
      const matches = [...state.live].sort(() => rng.next() - 0.5)
      let bet: PlaceBetsRequest["bets"][number]
      const stake = 10 + Math.floor(rng.next() * 500)
      if (kind < 0.45 || matches.length < 3) {
        const g = matches[0]!
        const leg = legOf(g)
        const ew = g % 3 === 0 && rng.next() < 0.5
        bet = { stake, type: "single", use_bonus: false, each_way: ew, voucher_id: null, legs: [{ ...leg, each_way: ew ? { deduction: "1/4", placement: 2 } : null }] }
      } else {
        const type = pickOf(rng, ["accumulator", "double", "trixie"])
        const n = type === "trixie" || type === "double" ? 3 : 2 + Math.floor(rng.next() * 2)
        bet = { stake, type, use_bonus: false, each_way: false, voucher_id: null, legs: matches.slice(0, n).map(legOf) }
      }
      // Sometimes a free bet on top of the stake (place.ts): usually one that divides over any of these
      // bets' lines (12p steps: 1, 2, 3 or 4 lines), now and then 7p more, which only a one-line bet takes.
      if (rng.next() < 0.2) {
        const amount = 12 * (1 + Math.floor(rng.next() * 50)) + (rng.next() < 0.1 ? 7 : 0)
        const [voucher] = await database.db.insert(vouchers).values({ userId: user.userId, amount, scope: "any", createdAt: new Date(now) }).returning({ id: vouchers.id })
        bet = { ...bet, voucher_id: voucher!.id }
      }
      try {
        const [receipt] = await placeBets(ctx, user.userId, { odds_format: "fractional", bets: [bet] }, `p-${placed}`)
        // The bettor pays the receipt's stake (the cash); a free bet's voucher comes from the house.
        expected.set(user.userId, expected.get(user.userId)! - receipt!.stake)
        owner.set(receipt!.id, user.userId)
        placed += 1
      } catch (error) {
        if (!(error instanceof PlaceError)) throw error
        expect(["insufficient_funds", "invalid", "max_bet"]).toContain(error.failure.kind)
      }
    }

    const movePrice = () => {
      const g = pickOf(rng, state.live)
      const c = pickOf(rng, state.world.contractsOf(10 * g + 1))
      if (c.status !== "open") return
      const [num, den] = pickOf(rng, PRICES)
      c.price = { num, den }
    }

    const cashOutOne = async () => {
      const [row] = await database.db.select().from(bets).where(eq(bets.status, "open")).orderBy(sql`random()`).limit(1)
      if (!row) return
      const offer = offerOf(row, state.world)
      if (offer.status !== "available") return
      const part = rng.next() < 0.5 || row.numberOfBets > 1 ? null : Math.max(1, Math.floor(row.total / 2))
      const asking = partValue(offer, row.total, part ?? row.total) + (rng.next() < 0.1 ? 1 : 0)
      if (asking <= 0) return
      try {
        const outcome = await cashOut({ ...ctx, world: () => state.world }, row.userId, row.id, asking, part)
        if (outcome.result === "success") {
          expected.set(row.userId, expected.get(row.userId)! + outcome.paid)
          cashed += 1
        }
      } catch (error) {
        if (!(error instanceof CashoutError)) throw error
      }
    }

    const settleMatch = async () => {
      const g = pickOf(rng, state.live)
      const contracts = state.world.contractsOf(10 * g + 1)
      const order = [...contracts].sort(() => rng.next() - 0.5)
      const voided = rng.next() < 0.1
      const results: ResultRecord[] = order.map((c, i) => ({ contractId: c.id, status: voided ? "void" : i === 0 ? "winner" : "loser", position: i + 1, startPrice: null }))
      for (const r of results) state.world.contracts.get(r.contractId)!.status = r.status
      state.live = state.live.filter((x) => x !== g)
      addMatch(state.world, state.next, rng)
      state.live.push(state.next)
      state.next += 1
      await recordResults(database.db, results, now)
      // Sometimes a cash-out races the settlement.
      const [settled] = await Promise.all([settleBetsFor(database.db, results.map((r) => r.contractId), now), rng.next() < 0.3 ? cashOutOne() : Promise.resolve()])
      for (const b of settled) expected.set(b.userId, expected.get(b.userId)! + b.cashWinnings)
      settledCount += settled.length
    }

    for (let step = 0; step < STEPS; step++) {
      now += 1000
      const r = rng.next()
      if (r < 0.5) await place()
      else if (r < 0.65) movePrice()
      else if (r < 0.8) await cashOutOne()
      else await settleMatch()
      if (step % 50 === 49 || step === STEPS - 1) {
        expect(await ledgerTotal(), `step ${step}`).toBe(0)
        // A free bet stays spent while its bet is open or after it settled, except a void bet's,
        // which is given back (each voucher here staked one bet).
        const mismatched = rowsOf<{ id: number }>(await database.db.execute(sql`
          select b.id from bets b join vouchers v on v.id = b.voucher_id
          where (b.status = 'settled' and b.outcome = 'void') = (v.used_at is not null)`))
        expect(mismatched, `step ${step}`).toEqual([])
        for (const u of users) {
          const balance = await balanceOfAccount(database.db, u.cash.id)
          expect(balance, `step ${step} user ${u.userId}`).toBeGreaterThanOrEqual(0)
          expect(balance, `step ${step} user ${u.userId}`).toBe(expected.get(u.userId))
        }
      }
    }
    expect(placed).toBeGreaterThan(STEPS / 5)
    expect(settledCount).toBeGreaterThan(0)
    expect(cashed).toBeGreaterThan(0)
    const [givenBack] = rowsOf<{ n: number }>(await database.db.execute(sql`
      select count(*)::int as n from bets where voucher_id is not null and status = 'settled' and outcome = 'void'`))
    expect(givenBack!.n, "void free bets in the run").toBeGreaterThan(0)
  }, 900_000)

  it("cash-outs racing the settlement of the same bets: each bet is paid by one of them, never both", async () => {
    const rng = mulberry32(7)
    const state = newWorld(rng)
    const ctx: PlaceContext = { db: database.db, world: () => state.world, clock: () => TEST_NOW }
    const { userId, cash } = await newFundedUser(database.db, 100_000)
    const contract = state.world.contractsOf(11)[0]!
    const ids: number[] = []
    for (let i = 0; i < 30; i++) {
      const [receipt] = await placeBets(ctx, userId, { odds_format: "fractional", bets: [{ stake: 100, type: "single", use_bonus: false, each_way: false, voucher_id: null, legs: [{ id: contract.id, price: `${contract.price!.num}/${contract.price!.den}`, selections: [{ market_id: 11, contract_id: contract.id }], each_way: null, start_price: false }] }] }, `race-${i}`)
      ids.push(receipt!.id)
    }
    const rows = await database.db.select().from(bets).where(inArray(bets.id, ids))
    const offers = new Map(rows.map((r) => [r.id, offerOf(r, state.world).amount]))
    await recordResults(database.db, state.world.contractsOf(11).map((c, i) => ({ contractId: c.id, status: i === 0 ? "winner" : "loser", position: i + 1, startPrice: null })), TEST_NOW)
    const outcomes = await Promise.all([
      settleBetsFor(database.db, [contract.id], TEST_NOW),
      ...ids.map((id) => cashOut(ctx, userId, id, offers.get(id)!, null).catch((error: unknown) => (error instanceof CashoutError ? null : Promise.reject(error)))),
    ])
    const settled = outcomes[0] as Awaited<ReturnType<typeof settleBetsFor>>
    const cashedOut = (await database.db.select().from(cashouts).where(inArray(cashouts.betId, ids))).map((c) => c.betId)
    const payouts = (await database.db.select().from(ledgerTransactions).where(sql`${ledgerTransactions.idempotencyKey} like 'settle:bet:%'`)).map((t) => Number(t.idempotencyKey.split(":")[2]))
    const paidBySettlement = new Set(payouts.filter((id) => ids.includes(id)))
    for (const id of ids) expect(Number(cashedOut.includes(id)) + Number(paidBySettlement.has(id)), `bet ${id}`).toBe(1)
    expect(settled.length).toBe(paidBySettlement.size)
    const paid = settled.reduce((s, b) => s + b.cashWinnings, 0) + cashedOut.reduce((s, id) => s + offers.get(id)!, 0)
    expect(await balanceOfAccount(database.db, cash.id)).toBe(100_000 - 3000 + paid)
    expect(await ledgerTotal()).toBe(0)
  }, 120_000)
})
