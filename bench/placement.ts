/**
 * Bet placement (issue 19 item 1): placements per second and latency with 64 bettors placing at
 * once (each on their own account), on in-memory PGlite and on PostgreSQL when TEST_DATABASE_URL
 * is set (a database of its own, dropped afterwards):
 * - in-process: `placeBets` (validation against the live world, one ledger transaction with the
 *   bet rows), singles and 4-leg Yankees;
 * - HTTP: `POST /api/v1/bets/place` on a running server (auth, decode, price check, placement,
 *   encoding), singles on the simulator's upcoming matches, sent by bettors in a process of their
 *   own (bench/http-bettors.ts);
 * - the floor: one transaction of a single bet-shaped insert with a balance update, same
 *   database and concurrency; and placement ÷ floor (goal ≥ 0.35).
 * Goals: ≥ 1,000/s on PGlite, ≥ 2,000/s on PostgreSQL, p99 ≤ 25 ms.
 *
 * Each way is measured twice (bench/concurrent.ts): closed loop, every bettor placing again the
 * moment they are answered (the most placements a second, with a latency the queue of 64 sets),
 * then paced, placements falling due at a fixed rate (the latency a bettor sees while the server
 * carries that rate): at the goal's rate, and at half the rate the closed loop reached.
 */
import { sql } from "drizzle-orm"
import { fork } from "node:child_process"
import { fileURLToPath } from "node:url"
import type { PlaceBetsRequest } from "../core/model/betslip.js"
import type { Database, Db } from "../server/db/connect.js"
import { startSession } from "../server/domain/accounts/sessions.js"
import { placeBets, type PlaceContext } from "../server/domain/betting/place.js"
import { startServer } from "../server/main.js"
import type { ContractRow, MarketRow } from "../server/sim/world.js"
import { bettingWorld, newFundedUser } from "../specs/server/betting-support.js"
import { TEST_NOW, type DatabaseTarget } from "../specs/server/support.js"
import { onEachDatabase } from "./databases.js"
import { measure as measureConcurrent, paced as pacedConcurrent, type Run } from "./concurrent.js"
import type { BettorsAnswer, BettorsJob } from "./http-bettors.js"
import type { Bench, Figure } from "./suite.js"

const BETTORS = 64
const PLACEMENTS = 2_000
const HTTP_PLACEMENTS = 1_000
/**
 * Operations run at the same concurrency before each measured run, not counted: the figures are
 * the steady state, not the JIT's first hundreds (the first 1,000 HTTP placements after 50 ran
 * about a quarter slower than the next 1,000).
 */
const WARM_UP = 500
const GOAL = { pglite: 1_000, postgres: 2_000 } as const
const P99_GOAL_MS = 25
const RATIO_GOAL = 0.35

const leg = (m: number) => ({ id: 100 * m + 1, price: "1/1", selections: [{ market_id: 10 * m, contract_id: 100 * m + 1 }], each_way: null, start_price: false })
const body = (i: number): PlaceBetsRequest => ({
  odds_format: "fractional",
  bets: [
    i % 4 === 0
      ? { stake: 100, type: "yankee", use_bonus: false, each_way: false, voucher_id: null, legs: [1, 2, 3, 4].map(leg) }
      : { stake: 100, type: "single", use_bonus: false, each_way: false, voucher_id: null, legs: [leg(1 + (i % 7))] },
  ],
})

const measure = (total: number, op: (worker: number, i: number) => Promise<void>): Promise<Run> => measureConcurrent(BETTORS, total, op)
const paced = (perSecond: number, total: number, op: (worker: number, i: number) => Promise<void>): Promise<Run> => pacedConcurrent(BETTORS, perSecond, total, op)

/** A closed-loop run and paced runs at the goal's rate and at half the closed loop's. */
export interface Loads {
  readonly closed: Run
  readonly atGoal: Run
  readonly atHalf: Run
}

/** The floor: one transaction inserting a bet-shaped row and updating a balance, nothing else. */
const floorOn = async (db: Db): Promise<Run> => {
  await db.execute(sql`create table bench_floor_balances (user_id int primary key, balance bigint not null)`)
  await db.execute(sql`create table bench_floor_bets (id bigserial primary key, user_id int not null, stake bigint not null, legs jsonb not null, created_at timestamptz not null)`)
  await db.execute(sql`insert into bench_floor_balances select g, 100000000 from generate_series(0, ${BETTORS - 1}) g`)
  const legs = JSON.stringify([{ id: 101, contract_ids: [101], price: "1/1", start_price: false, each_way: null }])
  const floor = async (worker: number) => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into bench_floor_bets (user_id, stake, legs, created_at) values (${worker}, 100, ${legs}::jsonb, now())`)
      await tx.execute(sql`update bench_floor_balances set balance = balance - 100 where user_id = ${worker} and balance >= 100`)
    })
  }
  await measure(WARM_UP, floor)
  const run = await measure(PLACEMENTS, floor)
  await db.execute(sql`drop table bench_floor_bets`)
  await db.execute(sql`drop table bench_floor_balances`)
  return run
}

const inProcessOn = async (database: Database, goal: number): Promise<Loads> => {
  const world = bettingWorld()
  const ctx: PlaceContext = { db: database.db, world: () => world, clock: () => TEST_NOW }
  const users = await Promise.all(Array.from({ length: BETTORS }, () => newFundedUser(database.db, 100_000_000)))
  const place = (prefix: string) => (worker: number, i: number) => placeBets(ctx, users[worker]!.userId, body(i), `${prefix}-${i}`).then(() => undefined)
  await measure(WARM_UP, place("warm"))
  const closed = await measure(PLACEMENTS, place("bench"))
  const atGoal = await paced(goal, PLACEMENTS, place("goal"))
  const atHalf = await paced(closed.perSecond / 2, PLACEMENTS, place("half"))
  return { closed, atGoal, atHalf }
}

/** Placements through HTTP by bettors in a process of their own (bench/http-bettors.ts). */
const placeThroughHttp = (job: BettorsJob): Promise<{ loads: Loads; retried: number }> =>
  new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL("./http-bettors.ts", import.meta.url)), { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] })
    child.once("message", (answer: BettorsAnswer) => ("error" in answer ? reject(new Error(`HTTP bettors: ${answer.error}`)) : resolve(answer)))
    child.once("exit", (code) => reject(new Error(`HTTP bettors exited with ${code} before answering`)))
    child.send(job)
  })

/** Through HTTP: a server on the same kind of database, bettors funded and logged in directly. */
const httpOn = async (target: DatabaseTarget, goal: number): Promise<{ loads: Loads; retried: number }> => {
  const testDb = await target.create()
  const server = await startServer({
    port: 0,
    production: false,
    seed: false,
    log: () => {},
    ...testDb.options,
    simulator: { seed: 7, speed: 0, tickMs: 0, flushMs: 0 },
  })
  try {
    const world = server.simulator!.world
    const picks: Array<{ market: MarketRow; contract: ContractRow }> = []
    for (const match of world.matches.values()) {
      if (picks.length >= 16) break
      if (match.status !== "upcoming" || match.kind !== "event") continue
      const market = world.marketsOf(match.id).find((m) => m.status === "open" && !m.outright)
      const contract = market ? world.contractsOf(market.id).find((c) => c.status === "open" && c.price && c.boosted === null && c.maxBet >= 100) : undefined
      if (market && contract) picks.push({ market, contract })
    }
    const bettors = await Promise.all(
      Array.from({ length: BETTORS }, async () => {
        const { userId } = await newFundedUser(server.db, 100_000_000)
        return (await startSession(server.db, userId, Date.now(), 3_600_000)).token
      }),
    )
    const bodies = picks.map(({ market, contract }) =>
      JSON.stringify({
        odds_format: "fractional",
        bets: [{
          stake: "1.00", type: "single", use_bonus: false, each_way: false, voucher_id: null,
          legs: [{ id: contract.id, price: `${contract.price!.num}/${contract.price!.den}`, selections: [{ market_id: market.id, contract_id: contract.id }], each_way: null, start_price: false }],
        }],
      }),
    )
    return await placeThroughHttp({ url: server.url, tokens: bettors, bodies, warmUp: WARM_UP, placements: HTTP_PLACEMENTS, goal })
  } finally {
    await server.close()
    await testDb.drop()
  }
}

const runOn = async (database: Database, target: DatabaseTarget): Promise<Figure[]> => {
  const name = target.name
  const floor = await floorOn(database.db)
  console.error(`[placement] ${name} floor`, floor)
  const goal = GOAL[name]
  const inProcess = await inProcessOn(database, goal)
  console.error(`[placement] ${name} in-process`, inProcess)
  const { loads: http, retried } = await httpOn(target, goal)
  console.error(`[placement] ${name} http`, http)
  const context = { bettors: BETTORS, goal_per_second: goal, p99_goal_ms: P99_GOAL_MS }
  /** The paced runs' figures: p99 while carrying the goal's rate, and half the closed loop's. */
  const pacedFigures = (prefix: string, loads: Loads): Figure[] => [
    { bench: `placement.${name}.${prefix}p99_ms_paced_at_goal`, value: loads.atGoal.p99, unit: "ms", goal: P99_GOAL_MS, p50_ms: loads.atGoal.p50, offered_per_second: goal, achieved_per_second: loads.atGoal.perSecond, bettors: BETTORS },
    { bench: `placement.${name}.${prefix}p99_ms_paced_at_half`, value: loads.atHalf.p99, unit: "ms", p50_ms: loads.atHalf.p50, offered_per_second: Math.round(loads.closed.perSecond / 2), achieved_per_second: loads.atHalf.perSecond, bettors: BETTORS },
  ]
  return [
    { bench: `placement.${name}.floor_per_second`, value: floor.perSecond, unit: "transactions/s", p50_ms: floor.p50, p99_ms: floor.p99, bettors: BETTORS },
    { bench: `placement.${name}.placements_per_second`, value: inProcess.closed.perSecond, unit: "placements/s", p50_ms: inProcess.closed.p50, placements: PLACEMENTS, ...context },
    { bench: `placement.${name}.p99_ms`, value: inProcess.closed.p99, unit: "ms", goal: P99_GOAL_MS, bettors: BETTORS },
    ...pacedFigures("", inProcess),
    { bench: `placement.${name}.http_placements_per_second`, value: http.closed.perSecond, unit: "placements/s", p50_ms: http.closed.p50, placements: HTTP_PLACEMENTS, retried_connections: retried, ...context },
    { bench: `placement.${name}.http_p99_ms`, value: http.closed.p99, unit: "ms", goal: P99_GOAL_MS, bettors: BETTORS },
    ...pacedFigures("http_", http),
    { bench: `placement.${name}.placement_over_floor`, value: Math.round((inProcess.closed.perSecond / floor.perSecond) * 100) / 100, unit: "ratio", goal: RATIO_GOAL, http_over_floor: Math.round((http.closed.perSecond / floor.perSecond) * 100) / 100 },
  ]
}

export const placementThroughput: Bench = {
  name: "placement",
  run: () => onEachDatabase(runOn),
}
