/**
 * Opens the database: PostgreSQL through postgres.js when a URL is given, otherwise PGlite
 * (PostgreSQL compiled to WASM, in process) on a folder, or in memory for ":memory:".
 * Both speak the same SQL, so everything above this file sees one `Db` type.
 */
import { PGlite } from "@electric-sql/pglite"
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js"
import { mkdirSync, readFileSync } from "node:fs"
import postgres from "postgres"
import { withPreparedStatements } from "./pglite-prepared.js"
/**
 * The database handle, without drizzle's relational query builders (`db.query.*`): nothing here
 * uses them, and drizzle builds one per table for every handle, every transaction's included
 * (sixty-odd objects per placement; docs/decisions/0014-placement-speed.md). Queries name their
 * tables from ./schema.js.
 */
export type Db = PgDatabase<PgQueryResultHKT>

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

/**
 * The client drizzle is given: every statement with parameters is a named, prepared one. drizzle
 * asks postgres.js for an unnamed statement unless a query is built with `.prepare(name)`, and
 * postgres.js sends an unnamed statement with parameters as Parse + Describe, waits for the
 * parameter types, then sends Bind + Execute: two round trips, and PostgreSQL parses and analyses
 * the text each time. Prepared, a statement seen before on the connection is one round trip with
 * no parsing (issue 19, docs/decisions/0014-placement-speed.md). Statements without parameters
 * keep the simple protocol (migrations' multi-statement text). Each connection keeps the
 * statements it has seen until postgres.js retires it (`max_lifetime`, 30-60 minutes), which
 * bounds what the queries of varying shape (lists of ids) accumulate; a statement whose plan a
 * migration invalidated is re-prepared by postgres.js.
 */
const preparingEverything = (client: postgres.Sql): postgres.Sql =>
  new Proxy(client, {
    get(target, key, receiver) {
      if (key === "unsafe") {
        return (query: string, params?: unknown[], options?: postgres.UnsafeQueryOptions) =>
          target.unsafe(query, params as postgres.ParameterOrJSON<never>[], { ...options, prepare: true })
      }
      // A transaction's (and a savepoint's) statements go through the client it is given.
      if (key === "begin" || key === "savepoint") {
        return (...args: unknown[]) => {
          const fn = args.pop() as (tx: postgres.Sql) => unknown
          const open = Reflect.get(target, key, target) as (...a: unknown[]) => unknown
          return open.apply(target, [...args, (tx: postgres.Sql) => fn(preparingEverything(tx))])
        }
      }
      return Reflect.get(target, key, receiver)
    },
  })

export const openPostgres = (url: string): Database => {
  // onnotice: migrations emit NOTICEs ("schema already exists") that are noise in the server log.
  const client = postgres(url, { max: 10, onnotice: () => {} })
  const db = drizzlePostgres({ client: preparingEverything(client) }) as unknown as Db
  return { db, kind: "postgres", location: redactUrl(url), close: () => client.end({ timeout: 5 }) }
}

/**
 * PGlite's own start parameters, and one more: `wal_init_zero = off`. PostgreSQL fills each new
 * 16 MB WAL file with zeroes before writing to it, which in PGlite's WebAssembly file system held
 * every statement for 70–280 ms each time placement filled one (every ~2,000 bets; the stall was
 * the paced bench's p99). Off, a new file gets its last byte written only, as PostgreSQL's manual
 * offers for file systems that gain nothing from the zeroes; what is written, and when it is
 * flushed, does not change.
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, "-c", "wal_init_zero=off"] }

/**
 * `PGLITE_TEMPLATE`: a file holding PGlite's dump of a migrated, empty database (`dumpDataDir`).
 * An in-memory database starts from it instead of from PGlite's initdb, which is most of the cost
 * of opening one: 3.5–4 s against ~1 s on a two-core machine, and the migrations then find
 * nothing to do. The test run makes one template per run from the migrations as they stand
 * (specs/global-setup.ts), so the hundred-odd databases its suites open each skip initdb; nothing
 * else sets it. A folder's database is never started from it.
 */
let template: { readonly file: string; readonly dump: Blob } | null = null
const templateDump = (): Blob | undefined => {
  const file = process.env.PGLITE_TEMPLATE
  if (!file) return undefined
  if (template?.file !== file) template = { file, dump: new Blob([readFileSync(file)]) }
  return template.dump
}

export const openPglite = async (folder: string | null): Promise<Database> => {
  if (folder) mkdirSync(folder, { recursive: true })
  const loadDataDir = folder ? undefined : templateDump()
  const client = folder ? new PGlite(folder, PGLITE_OPTIONS) : new PGlite({ ...PGLITE_OPTIONS, ...(loadDataDir ? { loadDataDir } : {}) })
  await client.waitReady
  // Statements with parameters prepared once per text (pglite-prepared.ts): half a statement's cost.
  const db = drizzlePglite({ client: withPreparedStatements(client) }) as unknown as Db
  return { db, kind: "pglite", location: folder ?? "memory", close: () => client.close() }
}
