/**
 * Once per `vitest run`, before any worker starts: a migrated, empty PGlite database, dumped to a
 * file that every in-memory PGlite of the run starts from (`PGLITE_TEMPLATE`, server/db/connect.ts).
 * Made from the migrations as they stand, so it is never stale; the suites' own `runMigrations`
 * still runs and finds nothing to do. Workers inherit the environment set here.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { drizzle } from "drizzle-orm/pglite"
import type { Db } from "../server/db/connect.js"
import { runMigrations } from "../server/db/migrate.js"

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), "sb-pglite-template-"))
  const file = join(dir, "migrated.tar")
  // PGlite's own client (not openPglite's): its data folder is what is dumped. Migrated by the
  // server's own runMigrations, as every database is.
  const client = new PGlite()
  await runMigrations({ db: drizzle({ client }) as unknown as Db, kind: "pglite", location: "template", close: () => client.close() })
  const dump = await client.dumpDataDir("none")
  await client.close()
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  process.env.PGLITE_TEMPLATE = file
  return () => rmSync(dir, { recursive: true, force: true })
}
