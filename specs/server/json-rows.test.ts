/**
 * Rows written as one JSON parameter (server/db/json-rows.ts) read back exactly as drizzle's own
 * insert would leave them: instants, JSON values and JSON null, nulls, doubles, booleans; a key
 * already there is left alone; an update writes only the columns it names, and only to rows the
 * table holds; a number JSON cannot carry is refused. On PGlite, and PostgreSQL when set.
 */
import { and, asc, count, eq, isNull } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { competitions, games, matches } from "../../server/db/schema.js"
import { insertJsonRows, updateJsonRows } from "../../server/db/json-rows.js"
import { databaseTargets, TEST_NOW } from "./support.js"
import { migratedDatabase } from "./suite-database.js"

const game = { id: 901, name: "json-rows-game", label: "Game", shortName: "GM", displayType: "team", displayOrder: 1, hexValue: null, popular: true, tabs: ["matches", "outrights"], type: "sport" }
const competition = { id: 9_001, gameId: 901, name: "League", slug: "league", region: "Europe", displayOrder: 2, kind: "league" }
const match = (id: number, over: Partial<typeof matches.$inferInsert> = {}): typeof matches.$inferInsert => ({
  id, gameId: 901, competitionId: 9_001, name: `Home ${id} v Away`, slug: `home-${id}-v-away`, displayType: "team", kind: "event",
  homeTeam: "Home", awayTeam: "Away", startTime: new Date(TEST_NOW + id * 1_000), status: "upcoming", homeScore: null, awayScore: null,
  clock: null, featured: false, seq: 0, model: { strength: 1.25, rates: [0.5, 0.25] }, endedAt: null, ...over,
})

describe.each(databaseTargets())("rows as JSON on $name", (target) => {
  const database = migratedDatabase(target)

  it("inserts what drizzle's insert would, and leaves a key already there as it was", async () => {
    const db = database.db
    await insertJsonRows(db, games, [game])
    await insertJsonRows(db, competitions, [competition])
    await db.insert(matches).values(match(90_001))
    const rows = [match(90_002, { clock: { period: "1H", seconds: 61, running: true, at: TEST_NOW }, homeScore: 1, awayScore: 0, status: "live" }), match(90_003, { endedAt: new Date(TEST_NOW + 5_000), featured: true })]
    // 90_001 again, changed: on conflict it is left as drizzle wrote it.
    await insertJsonRows(db, matches, [...rows, match(90_001, { name: "changed" })])
    expect(await db.select().from(games).where(eq(games.id, 901))).toEqual([game])
    expect(await db.select().from(competitions).where(eq(competitions.id, 9_001))).toEqual([competition])
    const back = await db.select().from(matches).where(eq(matches.gameId, 901)).orderBy(asc(matches.id))
    expect(back).toEqual([match(90_001), ...rows])
    // JSON null is SQL null (not the JSON value null), as drizzle writes it.
    const [nulls] = await db.select({ n: count() }).from(matches).where(and(eq(matches.gameId, 901), isNull(matches.clock)))
    expect(nulls!.n).toBe(2)
  })

  it("updates the named columns of the rows it matches, and nothing else", async () => {
    const db = database.db
    const moved = match(90_002, { status: "ended", homeScore: 2, clock: null, seq: 7, endedAt: new Date(TEST_NOW + 9_000), name: "not written" })
    await updateJsonRows(db, matches, "id", ["status", "homeScore", "clock", "seq", "endedAt"], [moved, match(99_999, { status: "ended" })])
    const [row] = await db.select().from(matches).where(eq(matches.id, 90_002))
    expect(row).toEqual({ ...match(90_002, { clock: { period: "1H", seconds: 61, running: true, at: TEST_NOW }, homeScore: 1, awayScore: 0, status: "live" }), status: "ended", homeScore: 2, clock: null, seq: 7, endedAt: new Date(TEST_NOW + 9_000) })
    expect(await db.select().from(matches).where(eq(matches.id, 99_999))).toEqual([])
  })

  it("refuses a number JSON cannot carry instead of writing null", async () => {
    await expect(insertJsonRows(database.db, matches, [match(90_004, { homeScore: Number.POSITIVE_INFINITY })])).rejects.toThrow(/home_score is Infinity/)
    await expect(updateJsonRows(database.db, matches, "id", ["awayScore"], [match(90_003, { awayScore: Number.NaN })])).rejects.toThrow(/away_score is NaN/)
    expect(await database.db.select().from(matches).where(eq(matches.id, 90_004))).toEqual([])
  })
})
