/**
 * Bet placement: placements per second and p99 latency of `placeBets` (validation against the live
 * world, one ledger transaction with the bet rows) on in-memory PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set (a database of its own, dropped afterwards). Singles and 4-leg Yankees,
 * 8 in flight at once, each with its own idempotency key, on accounts funded for all of them.
 */
import type { PlaceBetsRequest } from "../core/model/betslip.js"
import type { Database } from "../server/db/connect.js"
import { placeBets, type PlaceContext } from "../server/domain/betting/place.js"
import { bettingWorld, newFundedUser } from "../specs/server/betting-support.js"
import { TEST_NOW } from "../specs/server/support.js"
import { onEachDatabase } from "./databases.js"
import type { Bench, Figure } from "./suite.js"

const PLACEMENTS = 1_000
const IN_FLIGHT = 8
const USERS = 4

const leg = (m: number) => ({ id: 100 * m + 1, price: "1/1", selections: [{ market_id: 10 * m, contract_id: 100 * m + 1 }], each_way: null, start_price: false })
const body = (i: number): PlaceBetsRequest => ({
  odds_format: "fractional",
  bets: [
    i % 4 === 0
      ? { stake: 100, type: "yankee", use_bonus: false, each_way: false, voucher_id: null, legs: [1, 2, 3, 4].map(leg) }
      : { stake: 100, type: "single", use_bonus: false, each_way: false, voucher_id: null, legs: [leg(1 + (i % 7))] },
  ],
})

const runOn = async (database: Database, name: string): Promise<Figure[]> => {
  const world = bettingWorld()
  const ctx: PlaceContext = { db: database.db, world: () => world, clock: () => TEST_NOW }
  const users = await Promise.all(Array.from({ length: USERS }, () => newFundedUser(database.db, 100_000_000)))
  for (let i = 0; i < 50; i++) await placeBets(ctx, users[0]!.userId, body(i), `warm-${i}`)
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < PLACEMENTS) {
        const i = next++
        const t0 = performance.now()
        await placeBets(ctx, users[i % USERS]!.userId, body(i), `bench-${i}`)
        latencies.push(performance.now() - t0)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]! * 10) / 10
  return [
    { bench: `placement.${name}.placements_per_second`, value: Math.round(PLACEMENTS / seconds), unit: "placements/s", placements: PLACEMENTS, in_flight: IN_FLIGHT },
    { bench: `placement.${name}.p99_ms`, value: pct(0.99), unit: "ms", p50_ms: pct(0.5), placements: PLACEMENTS, in_flight: IN_FLIGHT },
  ]
}

export const placementThroughput: Bench = {
  name: "placement",
  run: () => onEachDatabase((database, target) => runOn(database, target.name)),
}
