/**
 * Statements built once (server/db/compiled.ts), on PGlite and PostgreSQL: a compiled statement
 * answers what the same statement built every time answers; its text is built once per shape and
 * never again; it runs inside the transaction of the handle it is given (rolled back with it);
 * placeholders in a column's place are encoded as the column encodes its values (a Date as a
 * timestamp, an object as jsonb, an integer array, null as NULL); an `instant` reads ISO text.
 * `preparedPer` prepares once per handle and maps rows to the table's types.
 */
import { eq, sql } from "drizzle-orm"
import { bigint, integer, jsonb, PgDialect, pgTable, serial, timestamp } from "drizzle-orm/pg-core"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { compiled, instant, preparedPer, slot } from "../../server/db/compiled.js"
import { rowsOf } from "../../server/db/rows.js"
import { databaseTargets } from "./support.js"
import { migratedDatabase } from "./suite-database.js"

/** A table of this suite's own, with the kinds of column placement writes. */
const probes = pgTable("compiled_probes", {
  id: serial("id").primaryKey(),
  at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
  doc: jsonb("doc").notNull(),
  ids: integer("ids").array().notNull(),
  amount: bigint("amount", { mode: "number" }),
})

const insertProbe = compiled((_: null, db) =>
  db.insert(probes).values({ at: slot("at"), doc: slot("doc"), ids: slot("ids"), amount: slot("amount") }).returning({ id: probes.id }), () => 0)

describe.each(databaseTargets())("compiled statements on $name", (target) => {
  const suite = migratedDatabase(target)
  beforeAll(async () => {
    await suite.db.execute(sql`create table compiled_probes (id serial primary key, at timestamptz not null, doc jsonb not null, ids integer[] not null, amount bigint)`)
  })

  it("answers what the statement built every time answers, and builds its text once per shape", async () => {
    const build = vi.fn((count: number) =>
      sql`select g as n, ${slot("label")}::text as label, ${instant(slot("at"))} < now() as past from generate_series(1, ${count}) g where g <= ${slot("upTo")}::integer order by g`)
    const numbers = compiled(build, (count) => count)
    const toQuery = vi.spyOn(PgDialect.prototype, "sqlToQuery")
    const at = "2026-11-22T12:00:00.000Z"
    try {
      for (const [count, upTo] of [[3, 2], [3, 3], [5, 4], [3, 1], [5, 5]] as const) {
        const mine = rowsOf<{ n: number | string }>(await numbers(suite.db, count, { label: `x${count}`, at, upTo }))
        const theirs = rowsOf(await suite.db.execute(sql`select g as n, ${`x${count}`}::text as label, ${at}::timestamptz < now() as past from generate_series(1, ${count}) g where g <= ${upTo}::integer order by g`))
        expect(mine).toEqual(theirs)
        expect(mine.map((r) => Number(r.n))).toEqual(Array.from({ length: upTo }, (_, i) => i + 1))
      }
      // Two shapes, two builds; the runs of a shape already built built nothing (the reference
      // statements above are built by db.execute each time: five of them).
      expect(build).toHaveBeenCalledTimes(2)
      expect(toQuery).toHaveBeenCalledTimes(2 + 5)
    } finally {
      toQuery.mockRestore()
    }
  })

  it("encodes a placeholder in a column's place as the column does", async () => {
    const at = new Date("2026-11-22T12:00:00.000Z")
    const [row] = rowsOf<{ id: number | string }>(await insertProbe(suite.db, null, { at, doc: { legs: [{ id: 1, price: "1/1" }], note: "it's" }, ids: [3, 1, 2], amount: null }))
    const [read] = await suite.db.select().from(probes).where(eq(probes.id, Number(row!.id)))
    expect(read).toEqual({ id: Number(row!.id), at, doc: { legs: [{ id: 1, price: "1/1" }], note: "it's" }, ids: [3, 1, 2], amount: null })
    // The same row written by the builder, every value bound at once, reads back the same.
    const [built] = await suite.db.insert(probes).values({ at, doc: { legs: [{ id: 1, price: "1/1" }], note: "it's" }, ids: [3, 1, 2], amount: null }).returning()
    expect({ ...built, id: 0 }).toEqual({ ...read, id: 0 })
  })

  it("runs inside the caller's transaction: rolled back with it, committed with it", async () => {
    const count = async () => Number(rowsOf<{ c: number | string }>(await suite.db.execute(sql`select count(*) as c from compiled_probes where amount = 7`))[0]!.c)
    const values = { at: new Date(0), doc: {}, ids: [], amount: 7 }
    await expect(suite.db.transaction(async (tx) => {
      await insertProbe(tx, null, values)
      expect(Number(rowsOf<{ c: number | string }>(await tx.execute(sql`select count(*) as c from compiled_probes where amount = 7`))[0]!.c)).toBe(1)
      throw new Error("roll back")
    })).rejects.toThrow("roll back")
    expect(await count()).toBe(0)
    await suite.db.transaction(async (tx) => {
      await insertProbe(tx, null, values)
    })
    expect(await count()).toBe(1)
  })

  it("preparedPer prepares once per handle and maps rows to the table's types", async () => {
    const at = new Date("2026-11-28T06:00:00.000Z")
    const [row] = await suite.db.insert(probes).values({ at, doc: [1], ids: [9], amount: 5 }).returning({ id: probes.id })
    const build = vi.fn((db: typeof suite.db) => db.select().from(probes).where(eq(probes.id, slot("id"))).prepare("compiled_probe_by_id"))
    const probeById = preparedPer(build)
    const first = await probeById(suite.db).execute({ id: row!.id })
    const again = await probeById(suite.db).execute({ id: row!.id })
    expect(build).toHaveBeenCalledTimes(1)
    expect(first).toEqual([{ id: row!.id, at, doc: [1], ids: [9], amount: 5 }])
    expect(again).toEqual(first)
  })
})
