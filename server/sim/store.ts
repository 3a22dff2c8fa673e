/**
 * Writing the in-memory world to the database and reading it back. Inserts happen once per new
 * row; changes are written as one `update … from jsonb_to_recordset(…)` per table per flush (the
 * rows as one JSON parameter, server/db/json-rows.ts), so a storm of price moves costs a few
 * statements per flush, not one per move.
 */
import { and, asc, eq, gte, isNull, or } from "drizzle-orm"
import type { Db } from "../db/connect.js"
import { insertJsonRows, updateJsonRows } from "../db/json-rows.js"
import { competitions, contracts, games, markets, matches, simState } from "../db/schema.js"
import type { CompetitionRow, ContractRow, GameRow, MarketRow, MatchRow } from "./world.js"
import { World } from "./world.js"

const date = (ms: number | null): Date | null => (ms === null ? null : new Date(ms))

const matchValues = (m: MatchRow) => ({
  id: m.id,
  gameId: m.gameId,
  competitionId: m.competitionId,
  name: m.name,
  slug: m.slug,
  displayType: m.displayType,
  kind: m.kind,
  homeTeam: m.homeTeam,
  awayTeam: m.awayTeam,
  startTime: new Date(m.startTime),
  status: m.status,
  homeScore: m.homeScore,
  awayScore: m.awayScore,
  clock: m.clock,
  featured: m.featured,
  seq: m.seq,
  model: m.model,
  endedAt: date(m.endedAt),
})

const marketValues = (m: MarketRow) => ({
  id: m.id,
  matchId: m.matchId,
  name: m.name,
  kind: m.kind,
  group: m.group,
  status: m.status,
  displayOrder: m.displayOrder,
  outright: m.outright,
  eachWay: m.eachWay,
  bestOddsGuaranteedFrom: date(m.bogFrom),
  margin: m.margin,
  seq: m.seq,
  line: m.line,
})

const contractValues = (c: ContractRow) => ({
  id: c.id,
  marketId: c.marketId,
  name: c.name,
  status: c.status,
  displayOrder: c.displayOrder,
  priceNum: c.price?.num ?? null,
  priceDen: c.price?.den ?? null,
  boostedNum: c.boosted?.num ?? null,
  boostedDen: c.boosted?.den ?? null,
  maxBet: c.maxBet,
  multiAvailable: c.multiAvailable,
  startPriceAvailable: c.startPriceAvailable,
  runner: c.runner as Record<string, unknown> | null,
  strength: c.strength,
  result: resultColumn(c),
})

/** The `result` column of a contract (snake_case JSON, like the wire). */
const resultColumn = (c: ContractRow) =>
  c.result ? { start_price: c.result.startPrice, position: c.result.position, dead_heat: c.result.deadHeat } : null

export interface NewRows {
  readonly games: ReadonlyArray<GameRow>
  readonly competitions: ReadonlyArray<CompetitionRow>
  readonly matches: ReadonlyArray<MatchRow>
  readonly markets: ReadonlyArray<MarketRow>
  readonly contracts: ReadonlyArray<ContractRow>
}

export interface Changes {
  readonly matches: ReadonlyArray<MatchRow>
  readonly markets: ReadonlyArray<MarketRow>
  readonly contracts: ReadonlyArray<ContractRow>
}

export const insertRows = async (db: Db, rows: NewRows): Promise<void> => {
  await db.transaction(async (tx) => {
    // One JSON parameter a statement (server/db/json-rows.ts): the first write is ≈ 23,000 rows.
    await insertJsonRows(tx, games, rows.games.map((g) => ({ ...g, tabs: [...g.tabs] })))
    await insertJsonRows(tx, competitions, rows.competitions)
    await insertJsonRows(tx, matches, rows.matches.map(matchValues))
    await insertJsonRows(tx, markets, rows.markets.map(marketValues))
    await insertJsonRows(tx, contracts, rows.contracts.map(contractValues))
  })
}

/** Writes what changed since the last flush: the mutable columns only, one JSON parameter a statement. */
export const writeChanges = async (db: Db, changes: Changes, state: unknown, now: number): Promise<void> => {
  await db.transaction(async (tx) => {
    await updateJsonRows(tx, contracts, "id", ["status", "priceNum", "priceDen", "boostedNum", "boostedDen", "strength", "result"], changes.contracts.map(contractValues))
    await updateJsonRows(tx, markets, "id", ["status", "seq", "eachWay"], changes.markets.map(marketValues))
    await updateJsonRows(tx, matches, "id", ["status", "homeScore", "awayScore", "clock", "seq", "model", "endedAt", "startTime"], changes.matches.map(matchValues))
    await saveState(tx as unknown as Db, state, now)
  })
}

export const saveState = async (db: Db, state: unknown, now: number): Promise<void> => {
  await db
    .insert(simState)
    .values({ key: "world", value: state, updatedAt: new Date(now) })
    .onConflictDoUpdate({ target: simState.key, set: { value: state, updatedAt: new Date(now) } })
}

export const loadState = async (db: Db): Promise<unknown | null> => {
  const rows = await db.select().from(simState).where(eq(simState.key, "world"))
  return rows[0]?.value ?? null
}

const ms = (d: Date | null): number | null => (d === null ? null : d.getTime())

/** The world as the database holds it, without matches that ended before `keepEndedSince` (the simulator's own rule: it forgets them at the first tick after). */
export const loadWorld = async (db: Db, keepEndedSince: number): Promise<World> => {
  const world = new World()
  for (const g of await db.select().from(games).orderBy(asc(games.id))) world.addGame({ ...g, tabs: g.tabs })
  for (const c of await db.select().from(competitions).orderBy(asc(competitions.id))) world.addCompetition({ ...c, kind: c.kind as CompetitionRow["kind"] })
  const live = or(isNull(matches.endedAt), gte(matches.endedAt, new Date(keepEndedSince)))
  for (const m of await db.select().from(matches).where(live).orderBy(asc(matches.id))) {
    world.addMatch({
      ...m,
      kind: m.kind as MatchRow["kind"],
      startTime: m.startTime.getTime(),
      status: m.status as MatchRow["status"],
      model: m.model as MatchRow["model"],
      endedAt: ms(m.endedAt),
    })
  }
  const marketRows = await db.select({ market: markets }).from(markets).innerJoin(matches, and(eq(markets.matchId, matches.id), live)).orderBy(asc(markets.id))
  for (const { market: m } of marketRows) {
    world.addMarket({
      id: m.id,
      matchId: m.matchId,
      name: m.name,
      kind: m.kind,
      group: m.group,
      status: m.status as MarketRow["status"],
      displayOrder: m.displayOrder,
      outright: m.outright,
      eachWay: m.eachWay,
      bogFrom: ms(m.bestOddsGuaranteedFrom),
      margin: m.margin,
      seq: m.seq,
      line: m.line,
    })
  }
  const contractRows = await db
    .select({ contract: contracts })
    .from(contracts)
    .innerJoin(markets, eq(contracts.marketId, markets.id))
    .innerJoin(matches, and(eq(markets.matchId, matches.id), live))
    .orderBy(asc(contracts.id))
  for (const { contract: c } of contractRows) {
    world.addContract({
      id: c.id,
      marketId: c.marketId,
      name: c.name,
      status: c.status,
      displayOrder: c.displayOrder,
      price: c.priceNum !== null && c.priceDen !== null ? { num: c.priceNum, den: c.priceDen } : null,
      boosted: c.boostedNum !== null && c.boostedDen !== null ? { num: c.boostedNum, den: c.boostedDen } : null,
      maxBet: c.maxBet,
      multiAvailable: c.multiAvailable,
      startPriceAvailable: c.startPriceAvailable,
      runner: c.runner as ContractRow["runner"],
      strength: c.strength,
      result: c.result ? { startPrice: c.result.start_price, position: c.result.position, deadHeat: c.result.dead_heat } : null,
    })
  }
  return world
}
