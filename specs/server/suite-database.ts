/**
 * One migrated database per suite and target (the placement, settlement, random-play and ledger
 * suites): created and migrated before the suite's tests, closed and dropped after them. Also the
 * ledger's grand total, which every money test expects to be 0.
 */
import { sql } from "drizzle-orm"
import { afterAll, beforeAll } from "vitest"
import { openPglite, openPostgres, type Database, type Db } from "../../server/db/connect.js"
import { runMigrations } from "../../server/db/migrate.js"
import { ledgerEntries } from "../../server/db/schema.js"
import type { DatabaseTarget, TestDatabase } from "./support.js"

export interface SuiteDatabase {
  readonly database: Database
  readonly db: Db
}

/** Call inside the suite's describe: its hooks run before the suite's own. */
export const migratedDatabase = (target: DatabaseTarget): SuiteDatabase => {
  let testDb: TestDatabase | undefined
  let database: Database | undefined
  beforeAll(async () => {
    testDb = await target.create()
    database = testDb.url ? openPostgres(testDb.url) : await openPglite(null)
    await runMigrations(database)
  }, 60_000)
  afterAll(async () => {
    await database?.close()
    await testDb?.drop()
  })
  const opened = (): Database => {
    if (!database) throw new Error("the suite's database opens in beforeAll")
    return database
  }
  return {
    get database() {
      return opened()
    },
    get db() {
      return opened().db
    },
  }
}

/** The sum of every ledger entry: 0 whenever money was neither created nor lost. */
export const ledgerTotal = async (db: Db): Promise<number> => {
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) }).from(ledgerEntries)
  return row!.total
}
