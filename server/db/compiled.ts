/**
 * Statements whose SQL text is built once per shape (docs/decisions/0022-statements-built-once.md;
 * the measurements in 0014-placement-speed.md, "Fourth round").
 *
 * drizzle builds a statement's text from its tree of chunks every time it runs: for placement's
 * facts, movement and inserts that was about a third of this process's CPU per placement. A
 * compiled statement is built once per shape (e.g. the number of postings) with placeholders where
 * the values go, and each run only binds the values to the text it has. The text is the same for
 * PGlite and PostgreSQL (both speak PostgreSQL's `$1` parameters), and the run goes through the
 * handle's own driver session, so it runs inside the caller's transaction when given one.
 *
 * An area's SQL values take their arguments as `Arg`s (a value, or a placeholder of a compiled
 * statement) so one function serves both: its own callers pass values, placement passes
 * placeholders. A moment in time is an `instant` (timestamptz); its placeholder takes ISO text.
 */
import { sql, type Placeholder, type Query, type SQL, type SQLWrapper } from "drizzle-orm"
import { PgDialect } from "drizzle-orm/pg-core"
import type { Db } from "./connect.js"

/** A value, or the placeholder a compiled statement fills with it. */
export type Arg<T> = T | Placeholder<string, T>

/** A compiled statement's placeholder (drizzle's `sql.placeholder`). */
export const slot = <T>(name: string): Placeholder<string, T> => sql.placeholder(name) as Placeholder<string, T>

/** A moment as a timestamptz value: milliseconds, or a placeholder that takes ISO text. */
export const instant = (at: Arg<number>): SQL => sql`${typeof at === "number" ? new Date(at).toISOString() : at}::timestamptz`

/** The text and parameters a shape compiles to; the dialect has no per-database settings here. */
const dialect = new PgDialect()

interface DriverSession {
  prepareQuery(query: Query, fields: undefined, name: undefined, isResponseInArrayMode: boolean): { execute(values: Record<string, unknown>): Promise<unknown> }
}

/**
 * A statement built by `build` once for each `keyOf(shape)`, run with `values` for its
 * placeholders. `build` may use drizzle's query builders on the handle it is given (only their
 * text is kept; a placeholder in a column's place is encoded as the column encodes its values).
 * Answers what `db.execute` answers (read it with `rowsOf`).
 */
export const compiled = <Shape>(build: (shape: Shape, db: Db) => SQLWrapper, keyOf: (shape: Shape) => string | number) => {
  const texts = new Map<string | number, Query>()
  return (db: Db, shape: Shape, values: Record<string, unknown>): Promise<unknown> => {
    const key = keyOf(shape)
    let query = texts.get(key)
    if (!query) {
      query = dialect.sqlToQuery(build(shape, db).getSQL())
      texts.set(key, query)
    }
    // drizzle's session is internal to the handle, the same object `db.execute` runs on.
    const session = (db as unknown as { session: DriverSession }).session
    return session.prepareQuery(query, undefined, undefined, false).execute(values)
  }
}

/**
 * A query drizzle prepares once per handle (`.prepare(name)` with placeholders), for reads that
 * map their rows to the schema's types and run on the shared handle, outside a transaction (one
 * given a transaction's handle is prepared for that transaction alone).
 */
export const preparedPer = <Prepared>(build: (db: Db) => Prepared): ((db: Db) => Prepared) => {
  const byHandle = new WeakMap<Db, Prepared>()
  return (db) => {
    let prepared = byHandle.get(db)
    if (prepared === undefined) {
      prepared = build(db)
      byHandle.set(db, prepared)
    }
    return prepared
  }
}
