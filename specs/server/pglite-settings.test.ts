/**
 * openPglite's start parameters (server/db/connect.ts): PGlite's own, kept, and new WAL files not
 * zero-filled (the stall of every ~2,000 placements in the paced bench). And, in the test run, an
 * in-memory database starts from the run's migrated template (specs/global-setup.ts) with those
 * parameters still applied: without it every suite pays initdb and the migrations again.
 */
import { sql } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { openPglite } from "../../server/db/connect.js"
import { rowsOf } from "../../server/db/rows.js"

describe("openPglite", () => {
  it("starts with wal_init_zero off and PGlite's own parameters", async () => {
    const database = await openPglite(null)
    try {
      const [row] = rowsOf<{ zero: string; path: string; workers: string }>(await database.db.execute(
        sql`select current_setting('wal_init_zero') as zero, current_setting('search_path') as path, current_setting('max_worker_processes') as workers`,
      ))
      expect(row).toEqual({ zero: "off", path: "public", workers: "0" })
    } finally {
      await database.close()
    }
  })

  it("starts an in-memory database of the test run from the migrated template", async () => {
    // The file specs/global-setup.ts dumped for this run.
    expect(process.env.PGLITE_TEMPLATE ?? "").toMatch(/sb-pglite-template-[^/]+\/migrated\.tar$/)
    const database = await openPglite(null)
    try {
      // Nothing here has migrated it: the migrations' own table and the schema are already there.
      const [row] = rowsOf<{ applied: number; users: string | null }>(await database.db.execute(
        sql`select (select count(*)::int from drizzle.__drizzle_migrations) as applied, to_regclass('public.users')::text as users`,
      ))
      expect(row!.applied).toBeGreaterThan(0)
      expect(row!.users).toBe("users")
    } finally {
      await database.close()
    }
  })
})
