/**
 * PGlite with named prepared statements (docs/decisions/0014, "PGlite: what one statement costs").
 *
 * PGlite's `query(text, params)` parses the statement, describes it for its parameter types, binds,
 * describes the portal and executes: five calls into the database for every statement, and the
 * statement planned again each time. Measured on the ledger's movement statement, half its cost was
 * that. Here a statement with parameters is parsed once per text under a name, its parameter types
 * read once; every run after is one call: Bind, Describe, Execute, Sync. Statements without
 * parameters (migrations, BEGIN, savepoints) keep PGlite's own path.
 *
 * What PGlite's own query does around a statement is kept: one statement's messages at a time
 * (its query lock), a statement outside a transaction never runs inside another caller's open
 * transaction (its transaction lock), the data folder synced after a statement outside a
 * transaction, errors carrying the statement and its parameters. Prepared statements live as long
 * as the connection; at most STATEMENT_LIMIT are kept, the oldest closed first (`inArray` gives
 * one text per list length).
 *
 * Each statement first gives the event loop a turn (see `fairTurn`).
 *
 * The counterpart for PostgreSQL is `preparingEverything` in connect.ts.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite"

/** Prepared statements kept per connection (the oldest is closed past it). */
export const STATEMENT_LIMIT = 1000

interface Prepared {
  readonly name: string
  readonly types: ReadonlyArray<number>
}

/** One buffer of protocol messages: PGlite reads them in one call. */
const concat = (parts: ReadonlyArray<Uint8Array>): Uint8Array => Buffer.concat(parts)

/** PGlite's own error shape: the statement and its parameters on the error (drizzle reports them). */
const withStatement = (error: unknown, text: string, params: ReadonlyArray<unknown>): unknown => {
  if (error && typeof error === "object") Object.assign(error, { query: text, params })
  return error
}

export const withPreparedStatements = (pg: PGlite, limit = STATEMENT_LIMIT): PGlite => {
  const statements = new Map<string, Prepared>()
  let counter = 0
  const { serialize } = protocol

  // PGlite runs in this thread, and statements queued behind its lock follow each other as promise
  // callbacks: under load the event loop got no turn for 80-400 ms at a time (measured), so HTTP
  // requests, socket frames and timers waited behind whole bursts, the last of them seconds. Each
  // statement first gives the loop a turn (decision 0014 has the figures; yielding only after 5 ms
  // without one did worse). Inside a transaction the turn comes before the check that it is still
  // open: a statement that waited could otherwise run after the ROLLBACK a failed sibling caused,
  // in whatever transaction came next.
  const fairTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve))

  // PGlite's parseResults merges a query's own parsers into its 318 defaults with an object spread
  // on every statement, and drizzle gives every statement its own (nine identity parsers for
  // dates and intervals): measured at 0.12-0.16 ms a statement, a tenth of a placement's CPU. A
  // value's parser is looked up by its type, the query's own first, so an object holding the
  // query's own over a prototype of the defaults answers the same.
  const parsersOf = (options: QueryOptions | undefined): typeof pg.parsers =>
    options?.parsers ? Object.assign(Object.create(pg.parsers) as typeof pg.parsers, options.parsers) : pg.parsers
  const resultOptions = (options: QueryOptions | undefined): QueryOptions | undefined =>
    options?.parsers ? { ...options, parsers: undefined } : options

  const send = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false })

  /** The statement's name, parsing it first if this text is new (under the query lock). */
  const prepared = async (text: string, options: QueryOptions | undefined): Promise<Prepared> => {
    const known = statements.get(text)
    if (known) {
      // Most recently used last: the oldest is the first in the map's order.
      statements.delete(text)
      statements.set(text, known)
      return known
    }
    const evicted: Uint8Array[] = []
    while (statements.size >= limit) {
      const [oldText, old] = statements.entries().next().value!
      statements.delete(oldText)
      evicted.push(serialize.close({ type: "S", name: old.name }))
    }
    const name = `pglite_s${++counter}`
    const described = await send(concat([
      ...evicted,
      serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }),
      serialize.describe({ type: "S", name }),
      serialize.sync(),
    ]))
    const statement = { name, types: parse.parseDescribeStatementResults(described) }
    statements.set(text, statement)
    return statement
  }

  const run = async <T>(text: string, params: ReadonlyArray<unknown>, options: QueryOptions | undefined): Promise<Results<T>> =>
    pg._runExclusiveQuery(async () => {
      try {
        const statement = await prepared(text, options)
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null
          const type = statement.types[i]!
          const serializer = options?.serializers?.[type] ?? pg.serializers[type]
          return serializer ? serializer(value) : String(value)
        })
        const messages = await send(concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
        ]))
        return parse.parseResults(messages, parsersOf(options), resultOptions(options))[0] as Results<T>
      } catch (error) {
        throw withStatement(error, text, params)
      }
    })

  const query = async <T>(text: string, params: ReadonlyArray<unknown> | undefined, options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> => {
    const result = await run<T>(text, params ?? [], options)
    if (!inTransaction) await pg.syncToFs()
    return result
  }

  return new Proxy(pg, {
    get(target, key, receiver) {
      if (key === "query") {
        return <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> =>
          !params || params.length === 0 || options?.blob
            ? target.query<T>(text, params, options)
            : fairTurn().then(() => target._runExclusiveTransaction(() => query<T>(text, params, options, false)))
      }
      if (key === "transaction") {
        return async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
          await fairTurn()
          return target.transaction((tx) => callback(new Proxy(tx, {
            get(txTarget, txKey, txReceiver) {
              if (txKey !== "query") return Reflect.get(txTarget, txKey, txReceiver)
              return async <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
                if (!params || params.length === 0 || options?.blob) return txTarget.query<R>(text, params, options)
                await fairTurn()
                // Checked after the turn, and queued in the same tick: a statement either runs
                // inside this transaction or fails, never after its ROLLBACK in the next one.
                if (txTarget.closed) throw new Error("Transaction is closed")
                return query<R>(text, params, options, true)
              }
            },
          })))
        }
      }
      const value = Reflect.get(target, key, receiver)
      return typeof value === "function" ? value.bind(target) : value
    },
  })
}
