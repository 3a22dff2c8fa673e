/**
 * After the bet, running: listens to the simulator (its own play and the operator's settle, price
 * and market controls all end in publishPending), records resulted selections, settles the open
 * bets they complete, cashes out the bets whose automatic cash-out rule the new offers reach
 * (auto-cashout.ts), and pushes `bet_v1` on the `bets` channel to the owner's subscribed sockets:
 * when a leg's price (so the cash-out offer), status or score moves, and when a bet is placed,
 * cashed out or settled. `user` is pushed when the open bet count changes.
 *
 * Work is serial and coalescing: while one pass runs, later ticks' changes accumulate and the next
 * pass takes them all, so a bet gets at most one push per pass (never more than one per tick) and a
 * price storm cannot queue unbounded work.
 */
import { and, inArray, sql } from "drizzle-orm"
import { Schema } from "effect"
import { BetPush } from "../../../core/model/bets.js"
import type { ServerContext } from "../../context.js"
import type { Db } from "../../db/connect.js"
import { bets, contracts } from "../../db/schema.js"
import { pushUser } from "../../realtime/pushes.js"
import type { Published, SelectionResulted } from "../../sim/simulator.js"
import { World } from "../../sim/world.js"
import { ratio } from "../../../core/odds/index.js"
import { CLOSED_STATUSES, loadResults, openBetsWith, recordResults, settleBetsFor, type BetRow, type ResultRecord } from "./settle.js"
import { rowsOf } from "../../db/rows.js"
import { betViews } from "./view.js"
import type { PlacedFacts } from "./place.js"
import { openBetsWithRules, runAutoCashouts } from "./auto-cashout.js"

const encodeBet = Schema.encodeSync(BetPush)
const EMPTY = new World()

/**
 * Contracts the catalogue holds as resulted, read from the database (the simulator writes a result
 * with its status; the world in memory no longer holds matches that ended long ago), with a race
 * runner's starting price, position and dead heat.
 */
const resultedContracts = async (db: Db, ids: ReadonlyArray<number>): Promise<ResultRecord[]> => {
  if (ids.length === 0) return []
  const rows = await db.select({ id: contracts.id, status: contracts.status, result: contracts.result }).from(contracts)
    .where(and(inArray(contracts.id, [...ids]), inArray(contracts.status, [...CLOSED_STATUSES])))
  return rows.map((c) => {
    const sp = c.result?.start_price ?? null
    return {
      contractId: c.id,
      status: c.status as ResultRecord["status"],
      startPrice: sp ? ratio(BigInt(sp.num + sp.den), BigInt(sp.den)) : null,
      position: c.result?.position ?? null,
      deadHeat: c.result?.dead_heat ?? null,
    }
  })
}

export interface BetsService {
  /** Pushes bet_v1 for these bets (and `user` to their owners when `userChanged`). */
  pushBets(betIds: ReadonlyArray<number>, userChanged: boolean): Promise<void>
  /**
   * The same for bets just placed by one bettor: their rows are read only when a push can reach
   * that bettor (a placement through an API client with no socket costs no statement for it), and
   * the limit notices only when the placement's facts found a limit in force.
   */
  pushPlaced(userId: number, betIds: ReadonlyArray<number>, after: PlacedFacts): Promise<void>
  /** Resolves once every change heard so far has been handled (tests). */
  idle(): Promise<void>
  /** Stops listening and waits for the pass under way. */
  stop(): Promise<void>
}

const services = new WeakMap<ServerContext, BetsService>()

/** The service started for this server (main.ts starts it); null when there is none. */
export const betsServiceOf = (ctx: ServerContext): BetsService | null => services.get(ctx) ?? null

export interface BetsServiceOptions {
  /**
   * Listen to the simulator and settle (with the start-up sweep): the leader's job in a cluster
   * (server/cluster/leader.ts). A follower's service only pushes the bets placed through it.
   */
  readonly settles?: boolean
}

export const startBetsService = (ctx: ServerContext, options: BetsServiceOptions = {}): BetsService => {
  const settles = options.settles ?? true
  const world = () => ctx.sim?.world ?? EMPTY
  const results = new Map<number, SelectionResulted>()
  const markets = new Set<number>()
  const matches = new Set<number>()
  let running: Promise<void> | null = null
  let stopped = false
  // On start: results recorded (or known to the world) whose bets were never settled, e.g. the
  // process stopped between a result and its settlement.
  let sweep = settles

  const pushRows = async (all: ReadonlyArray<BetRow>, userChanged: boolean) => {
    // Bet views are built only for bettors a push can reach (hub.reaches); the user push decides
    // for itself (it also tells reached limits, which need no socket).
    const rows = all.filter((row) => ctx.hub.reaches(row.userId))
    if (rows.length > 0) {
      const views = await betViews(ctx.db, rows, world())
      await Promise.all(views.map((view, i) => ctx.hub.publish({ to: "user", userId: rows[i]!.userId, channel: "bets", event: "bet_v1", payload: encodeBet(view) })))
    }
    if (userChanged) for (const userId of new Set(all.map((r) => r.userId))) await pushUser(ctx, userId)
  }

  const pushBets = async (betIds: ReadonlyArray<number>, userChanged: boolean) => {
    if (betIds.length === 0) return
    const rows = await ctx.db.select().from(bets).where(inArray(bets.id, [...betIds]))
    await pushRows(rows, userChanged)
  }

  const sweepOpenBets = async () => {
    const now = ctx.clock()
    const ids = rowsOf<{ id: number | string }>(await ctx.db.execute(sql`select distinct unnest(contract_ids) as id from bets where status = 'open'`)).map((r) => Number(r.id))
    if (ids.length === 0) return
    const known = await loadResults(ctx.db, ids)
    const missing = await resultedContracts(ctx.db, ids.filter((id) => !known.has(id)))
    if (missing.length > 0) await recordResults(ctx.db, missing, now)
    const settled = await settleBetsFor(ctx.db, ids, now)
    if (settled.length > 0) ctx.log(`[bets] settled ${settled.length} bet(s) left open by an earlier run`)
    await pushBets(settled.map((b) => b.id), true)
    // Offers may have reached automatic cash-out amounts while nobody was pricing them.
    await autoCashOutAndPush(await openBetsWithRules(ctx.db))
  }

  /**
   * Automatic cash-outs (auto-cashout.ts) among open bets whose offers were just priced again: the
   * ones that fire are pushed with their owner's user (the balance moved); the rest as they stand.
   */
  const autoCashOutAndPush = async (open: ReadonlyArray<BetRow>) => {
    const paid = await runAutoCashouts({ db: ctx.db, world, clock: ctx.clock }, open)
    for (const p of paid) ctx.log(`[bets] auto cash-out of bet ${p.betId} paid ${p.paid} (rule ${p.amount})`)
    const cashedOut = new Set(paid.map((p) => p.betId))
    await pushRows(paid.map((p) => p.row), true)
    return open.filter((row) => !cashedOut.has(row.id))
  }

  const pass = async () => {
    if (sweep) {
      sweep = false
      await sweepOpenBets()
    }
    const now = ctx.clock()
    const resulted = [...results.values()]
    results.clear()
    const marketIds = [...markets]
    const matchIds = [...matches]
    markets.clear()
    matches.clear()
    let settledIds = new Set<number>()
    if (resulted.length > 0) {
      await recordResults(ctx.db, resulted.map((r) => ({
        contractId: r.contractId,
        status: r.status,
        position: r.position,
        deadHeat: r.deadHeat,
        startPrice: r.startPrice ? ratio(BigInt(r.startPrice.num + r.startPrice.den), BigInt(r.startPrice.den)) : null,
      })), now)
      const settled = await settleBetsFor(ctx.db, resulted.map((r) => r.contractId), now)
      settledIds = new Set(settled.map((b) => b.id))
      await pushBets([...settledIds], true)
      if (settled.length > 0) ctx.log(`[bets] settled ${settled.length} bet(s)`)
    }
    // Prices, statuses and scores: every open bet on a changed market or match gets its new copy.
    const w = world()
    const contractIds = new Set<number>()
    for (const id of marketIds) for (const c of w.contractsOf(id)) contractIds.add(c.id)
    for (const id of matchIds) for (const m of w.marketsOf(id)) for (const c of w.contractsOf(m.id)) contractIds.add(c.id)
    for (const r of resulted) contractIds.add(r.contractId)
    if (contractIds.size > 0) {
      const open = (await openBetsWith(ctx.db, [...contractIds])).filter((row) => !settledIds.has(row.id))
      await pushRows(await autoCashOutAndPush(open), false)
    }
  }

  const drain = (): Promise<void> => {
    running ??= (async () => {
      // Yield first: with nothing to do the body would otherwise finish (and clear `running`)
      // before `??=` stores the promise, leaving a settled promise that idle() and stop() would
      // await forever in a loop that never lets a timer or socket run.
      await null
      try {
        while (!stopped && (sweep || results.size > 0 || markets.size > 0 || matches.size > 0)) {
          try {
            await pass()
          } catch (error) {
            ctx.log(`[bets] settlement or push failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
          }
        }
      } finally {
        running = null
      }
    })()
    return running
  }

  const heard = (published: Published) => {
    for (const r of published.results) results.set(r.contractId, r)
    for (const id of published.marketIds) markets.add(id)
    for (const id of published.matchIds) matches.add(id)
    void drain()
  }
  const unlisten = (settles ? ctx.sim?.onPublished(heard) : undefined) ?? (() => {})
  void drain()

  const logged = async (push: () => Promise<void>) => {
    try {
      await push()
    } catch (error) {
      ctx.log(`[bets] push failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  const service: BetsService = {
    pushBets: (betIds, userChanged) => logged(() => pushBets(betIds, userChanged)),
    pushPlaced: (userId, betIds, after) => logged(async () => {
      if (betIds.length === 0) return
      if (ctx.hub.reaches(userId)) await pushBets(betIds, true)
      else if (after.limited) await pushUser(ctx, userId)
    }),
    idle: async () => {
      while (running) await running
    },
    stop: async () => {
      stopped = true
      unlisten()
      while (running) await running
    },
  }
  services.set(ctx, service)
  return service
}
