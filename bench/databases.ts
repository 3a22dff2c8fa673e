/**
 * The database benches' targets: PGlite always, PostgreSQL too with TEST_DATABASE_URL (the server
 * suites' targets), each in a fresh migrated database that is dropped afterwards.
 */
import { openPglite, openPostgres, type Database } from "../server/db/connect.js"
import { runMigrations } from "../server/db/migrate.js"
import { databaseTargets, type DatabaseTarget } from "../specs/server/support.js"
import type { Figure } from "./suite.js"

export const onEachDatabase = async (run: (database: Database, target: DatabaseTarget) => Promise<Figure[]>): Promise<Figure[]> => {
  const figures: Figure[] = []
  for (const target of databaseTargets()) {
    const testDb = await target.create()
    const database = testDb.url ? openPostgres(testDb.url) : await openPglite(null)
    try {
      await runMigrations(database)
      figures.push(...(await run(database, target)))
    } finally {
      await database.close()
      await testDb.drop()
    }
  }
  return figures
}
