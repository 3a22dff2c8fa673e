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
    // No timeout of its own: vitest.config.ts's hookTimeout allows for migrating on a loaded machine.
  })
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

/**
 * An empty database of the target's (no migrations: what uses it migrates), created before the
 * suite's tests; after them `closeFirst` closes whatever uses it (servers, connections), then it is
 * dropped. Call inside the suite's describe; `url` is there once the suite has started.
 */
export const emptyDatabase = (target: DatabaseTarget | undefined, closeFirst: () => Promise<void>): { readonly url: string | null } => {
  let testDb: TestDatabase | undefined
  beforeAll(async () => {
    if (!target) throw new Error("no database target: skip the suite instead")
    testDb = await target.create()
  })
  afterAll(async () => {
    await closeFirst()
    await testDb?.drop()
  })
  return {
    get url() {
      if (!testDb) throw new Error("the suite's database is created in beforeAll")
      return testDb.url
    },
  }
}

/** The sum of every ledger entry: 0 whenever money was neither created nor lost. */
export const ledgerTotal = async (db: Db): Promise<number> => {
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) }).from(ledgerEntries)
  return row!.total
}
