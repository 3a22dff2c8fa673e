/**
 * openPglite's start parameters (server/db/connect.ts): PGlite's own, kept, and new WAL files not
 * zero-filled (the stall of every ~2,000 placements in the paced bench).
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
})
