/**
 * Opens the database: PostgreSQL through postgres.js when a URL is given, otherwise PGlite
 * (PostgreSQL compiled to WASM, in process) on a folder, or in memory for ":memory:".
 * Both speak the same SQL, so everything above this file sees one `Db` type.
 */
import { PGlite } from "@electric-sql/pglite"
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js"
import { mkdirSync } from "node:fs"
import postgres from "postgres"
import * as schema from "./schema.js"

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  readonly db: Db
  readonly kind: "pglite" | "postgres"
  /** Where it lives, for logs: a folder, "memory", or the URL without its password. */
  readonly location: string
  close(): Promise<void>
}

export const redactUrl = (url: string): string => {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = "***"
    return parsed.toString()
  } catch {
    return "(unparsable database URL)"
  }
}

export const openPostgres = (url: string): Database => {
  // onnotice: migrations emit NOTICEs ("schema already exists") that are noise in the server log.
  const client = postgres(url, { max: 10, onnotice: () => {} })
  const db = drizzlePostgres({ client, schema }) as unknown as Db
  return { db, kind: "postgres", location: redactUrl(url), close: () => client.end({ timeout: 5 }) }
}

export const openPglite = async (folder: string | null): Promise<Database> => {
  if (folder) mkdirSync(folder, { recursive: true })
  const client = folder ? new PGlite(folder) : new PGlite()
  await client.waitReady
  const db = drizzlePglite({ client, schema }) as unknown as Db
  return { db, kind: "pglite", location: folder ?? "memory", close: () => client.close() }
}
