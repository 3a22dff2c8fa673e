/**
 * PGlite with named prepared statements (server/db/pglite-prepared.ts): the same answers as PGlite's
 * own query for every kind of value the app sends and reads, errors that name the statement and
 * leave the connection usable, PGlite's locking kept (a statement outside a transaction waits for
 * another caller's open one), and no more statements kept than the limit.
 */
import { PGlite } from "@electric-sql/pglite"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { withPreparedStatements } from "../../server/db/pglite-prepared.js"

let raw: PGlite
let pg: PGlite

beforeEach(async () => {
  raw = new PGlite()
  await raw.waitReady
  await raw.exec(`create table t (id serial primary key, n integer not null, s text, j jsonb, at timestamptz, big bigint, tags text[], unique (n))`)
  pg = withPreparedStatements(raw, 3)
})
afterEach(async () => {
  await raw.close()
})

const prepared = async () => (await raw.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map((r) => r.name)

describe("withPreparedStatements", () => {
  it("answers as PGlite's own query does, for every kind of value, in object and array rows", async () => {
    const at = new Date("2026-11-28T03:00:00.000Z")
    const insert = "insert into t (n, s, j, at, big, tags) values ($1, $2, $3, $4, $5, $6) returning id, n, s, j, at, big, tags"
    const mine = await pg.query<Record<string, unknown>>(insert, [1, "it's", { a: [1, "x"] }, at, 9007199254740993n, ["a", "b"]])
    const theirs = await raw.query<Record<string, unknown>>(insert, [2, "it's", { a: [1, "x"] }, at, 9007199254740993n, ["a", "b"]])
    expect({ ...mine.rows[0], id: 0, n: 0 }).toEqual({ ...theirs.rows[0], id: 0, n: 0 })
    expect(mine.fields).toEqual(theirs.fields)
    const nulls = await pg.query("insert into t (n, s, j) values ($1, $2, $3) returning s, j", [3, null, null])
    expect(nulls.rows).toEqual([{ s: null, j: null }])
    const select = "select n, s from t where n > $1 order by n"
    expect((await pg.query(select, [0], { rowMode: "array" })).rows).toEqual((await raw.query(select, [0], { rowMode: "array" })).rows)
    // The same text again runs the statement prepared the first time.
    expect((await pg.query(select, [1])).rows.map((r) => (r as { n: number }).n)).toEqual([2, 3])
    expect(await prepared()).toHaveLength(3)
  })

  it("a query's own parsers win for their types, and PGlite's parse every other type, as PGlite's own query does", async () => {
    const at = new Date("2026-11-28T03:00:00.000Z")
    await pg.query("insert into t (n, at, big, j) values ($1, $2, $3, $4)", [1, at, 5n, { a: 1 }])
    // drizzle's own: dates and intervals as the database's text (types 1114, 1184, 1186, 1082).
    const options = { rowMode: "array" as const, parsers: { 1184: (value: string) => `text:${value}`, 20: (value: string) => `big:${value}` } }
    const select = "select n, at, big, j from t where n = $1"
    const mine = await pg.query(select, [1], options)
    expect(mine.rows).toEqual((await raw.query(select, [1], options)).rows)
    expect(mine.rows).toEqual([[1, expect.stringMatching(/^text:2026-11-28 03:00:00/), "big:5", { a: 1 }]])
    // Without them the defaults again: the options of one statement never leak into the next.
    expect((await pg.query<{ at: Date; big: number }>(select, [1])).rows[0]).toMatchObject({ at, big: 5 })
  })

  it("a failing statement names itself, rolls nothing half-done in, and the connection goes on", async () => {
    await pg.query("insert into t (n) values ($1)", [1])
    const failed = await pg.query("insert into t (n) values ($1)", [1]).then(() => ({}), (error: unknown) => error) as { code?: string; query?: string; params?: unknown[] }
    expect(failed.code).toBe("23505")
    expect(failed.query).toBe("insert into t (n) values ($1)")
    expect(failed.params).toEqual([1])
    expect((await pg.query<{ c: number }>("select count(*)::int as c from t where n >= $1", [0])).rows[0]!.c).toBe(1)
    const bad = await pg.query("select nope from t where n = $1", [1]).then(() => ({}), (error: unknown) => error) as { code?: string }
    expect(bad.code).toBe("42703")
    expect((await pg.query<{ c: number }>("select count(*)::int as c from t where n >= $1", [0])).rows[0]!.c).toBe(1)
  })

  it("inside a transaction: a failure rolls the transaction back; a success commits", async () => {
    await expect(pg.transaction(async (tx) => {
      await tx.query("insert into t (n) values ($1)", [10])
      await tx.query("insert into t (n) values ($1)", [10])
    })).rejects.toMatchObject({ code: "23505" })
    await pg.transaction(async (tx) => {
      await tx.query("insert into t (n) values ($1)", [11])
    })
    expect((await pg.query<{ n: number }>("select n from t where n > $1", [0])).rows).toEqual([{ n: 11 }])
  })

  it("statements sent at once inside a transaction run there, in order: none outlives its ROLLBACK into the next transaction", async () => {
    const first = pg.transaction(async (tx) => {
      await Promise.all([
        tx.query("insert into t (n) values ($1)", [1]),
        tx.query("insert into t (n) values ($1)", [1]),
        tx.query("insert into t (n) values ($1)", [2]),
      ])
    }).then(() => "committed", () => "rolled back")
    const second = pg.transaction(async (tx) => {
      await tx.query("insert into t (n) values ($1)", [3])
    }).then(() => "committed", () => "rolled back")
    expect(await Promise.all([first, second])).toEqual(["rolled back", "committed"])
    expect((await pg.query<{ n: number }>("select n from t where n > $1 order by n", [0])).rows).toEqual([{ n: 3 }])
  })

  it("a statement outside a transaction waits for another caller's open transaction, as PGlite's own does", async () => {
    let inside!: () => void
    const held = new Promise<void>((resolve) => { inside = resolve })
    const order: string[] = []
    const tx = pg.transaction(async (t) => {
      await t.query("insert into t (n) values ($1)", [20])
      inside()
      await new Promise((resolve) => setTimeout(resolve, 50))
      order.push("committed")
    })
    await held
    const read = pg.query<{ c: number }>("select count(*)::int as c from t where n = $1", [20]).then((r) => {
      order.push("read")
      return r.rows[0]!.c
    })
    await tx
    expect(await read).toBe(1)
    expect(order).toEqual(["committed", "read"])
  })

  it("keeps at most its limit of statements, closing the oldest, and prepares one again when it comes back", async () => {
    for (let i = 1; i <= 5; i++) await pg.query(`select $1::int + ${i} as v`, [1])
    expect(await prepared()).toHaveLength(3)
    expect((await pg.query<{ v: number }>("select $1::int + 1 as v", [1])).rows).toEqual([{ v: 2 }])
    expect(await prepared()).toHaveLength(3)
  })
})
