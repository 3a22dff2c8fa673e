/**
 * Settlement and cash-out:
 *   - settlement throughput: N open bets (singles, doubles and 3-leg accumulators over the eight
 *     football matches of the betting test world, on 1,000 users) settled by ONE results batch
 *     (`settleBetsFor`: conditional updates and one ledger transaction per winning bet, in chunks).
 *     Goal: 100,000 bets in under 10 s on PostgreSQL. PGlite runs a smaller count, labelled.
 *   - cash-out quote-to-payout p99: offer from the live world, then POST-equivalent `cashOut` of
 *     the whole stake (no in-play delay), one after another.
 * On in-memory PGlite and, with TEST_DATABASE_URL, on a PostgreSQL database of its own.
 */
import { eq } from "drizzle-orm"
import type { Database } from "../server/db/connect.js"
import { betPlacements, bets } from "../server/db/schema.js"
import { cashOut, offerOf } from "../server/domain/betting/cashout.js"
import { placeBets } from "../server/domain/betting/place.js"
import { recordResults, settleBetsFor, type ResultRecord } from "../server/domain/betting/settle.js"
import { bettingWorld, newFundedUser } from "../specs/server/betting-support.js"
import { TEST_NOW } from "../specs/server/support.js"
import { onEachDatabase } from "./databases.js"
import type { Bench, Figure } from "./suite.js"

const USERS = 1_000
const CASHOUTS = 300
const PRICES = ["1/1", "2/1", "3/1", "4/5", "1/1"]

const legJson = (m: number, i: number) => ({ id: 100 * m + i + 1, contract_ids: [100 * m + i + 1], price: PRICES[i]!, start_price: false, each_way: null, bog: false, boosted: false })

/** Inserts `count` open bets straight into the table (placement's own cost is bench/placement.ts). */
const seedBets = async (database: Database, count: number): Promise<number[]> => {
  const users: number[] = []
  for (let i = 0; i < USERS; i++) users.push((await newFundedUser(database.db, 0)).userId)
  const placements = await database.db
    .insert(betPlacements)
    .values(users.map((userId, i) => ({ userId, idempotencyKey: `bench-${i}`, fingerprint: "bench", receipts: [], createdAt: new Date(TEST_NOW) })))
    .returning({ id: betPlacements.id, userId: betPlacements.userId })
  const contractIds = new Set<number>()
  for (let start = 0; start < count; start += 1_000) {
    const rows = []
    for (let k = start; k < Math.min(count, start + 1_000); k++) {
      const placement = placements[k % USERS]!
      const shape = k % 10
      const m = 1 + (k % 7)
      const legs = shape < 6 ? [legJson(m, k % 3)] : shape < 9 ? [legJson(m, k % 3), legJson(m + 1, (k + 1) % 3)] : [legJson(m, 0), legJson(m + 1, 1), legJson(1 + ((m + 1) % 7), 2)]
      for (const l of legs) contractIds.add(l.contract_ids[0]!)
      rows.push({
        placementId: placement.id, userId: placement.userId, type: legs.length === 1 ? "single" : "accumulator", stake: 100, numberOfBets: 1, eachWay: false,
        total: 100, voucherAmount: 0, cashAmount: 100, status: "open", potential: null, legs, contractIds: legs.map((l) => l.contract_ids[0]!), createdAt: new Date(TEST_NOW),
      })
    }
    await database.db.insert(bets).values(rows)
  }
  return [...contractIds]
}

const runOn = async (database: Database, name: string, count: number): Promise<Figure[]> => {
  const contractIds = await seedBets(database, count)
  // Selection 1 of each match wins, the rest lose.
  const results: ResultRecord[] = [...Array.from({ length: 8 }, (_, m) => [1, 2, 3, 4, 5].map((i) => 100 * (m + 1) + i)).flat()].map((id) => ({
    contractId: id, status: id % 100 === 1 ? "winner" : "loser", startPrice: null, position: null,
  }))
  await recordResults(database.db, results, TEST_NOW)
  const started = performance.now()
  const settled = await settleBetsFor(database.db, contractIds, TEST_NOW)
  const seconds = (performance.now() - started) / 1000
  const figures: Figure[] = [
    { bench: `settlement.${name}.seconds`, value: Math.round(seconds * 100) / 100, unit: "s", open_bets: count, settled: settled.length, paid: settled.filter((b) => b.cashWinnings > 0).length, goal: name === "postgres" ? "< 10 s for 100,000" : "none (PGlite, smaller count)" },
    { bench: `settlement.${name}.bets_per_second`, value: Math.round(settled.length / seconds), unit: "bets/s", open_bets: count },
  ]

  // Cash-out: fresh singles on an unresulted world, offered and cashed out one by one.
  const world = bettingWorld()
  const ctx = { db: database.db, world: () => world, clock: () => TEST_NOW }
  const user = await newFundedUser(database.db, 10_000_000)
  const ids: number[] = []
  for (let i = 0; i < CASHOUTS; i++) {
    const m = 1 + (i % 7)
    const [receipt] = await placeBets(ctx, user.userId, { odds_format: "fractional", bets: [{ stake: 100, type: "single", use_bonus: false, each_way: false, voucher_id: null, legs: [{ id: 100 * m + 1, price: "1/1", selections: [{ market_id: 10 * m, contract_id: 100 * m + 1 }], each_way: null, start_price: false }] }] }, `co-${i}`)
    ids.push(receipt!.id)
  }
  const latencies: number[] = []
  for (const id of ids) {
    const t0 = performance.now()
    const [row] = await database.db.select().from(bets).where(eqId(id))
    const offer = offerOf(row!, world)
    const outcome = await cashOut(ctx, user.userId, id, offer.amount, null)
    latencies.push(performance.now() - t0)
    if (outcome.result !== "success") throw new Error(`cash-out of bet ${id} answered ${outcome.result}`)
  }
  latencies.sort((a, b) => a - b)
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]! * 10) / 10
  figures.push({ bench: `cashout.${name}.quote_to_payout_p99_ms`, value: pct(0.99), unit: "ms", p50_ms: pct(0.5), cashouts: CASHOUTS })
  return figures
}

const eqId = (id: number) => eq(bets.id, id)

export const settlementThroughput: Bench = {
  name: "settlement",
  run: () => onEachDatabase((database, target) =>
    runOn(database, target.name, target.name === "postgres" ? 100_000 : Number(process.env.BENCH_PGLITE_BETS ?? 20_000))),
}
