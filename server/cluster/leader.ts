/**
 * Leadership among the server processes that share one database (issue 19 item 4): exactly one
 * of them runs the process-wide schedulers (the sportsbook simulator, the settlement sweep, the
 * virtual races, the live casino tables, the payment and limit-notice sweeps); the others serve
 * HTTP and sockets only. See docs/decisions/0017-cluster.md.
 *
 * - PGlite: one process owns the folder (db/lock.ts), so it is always the leader.
 * - PostgreSQL: a session-level advisory lock (`pg_try_advisory_lock`) held on a connection of
 *   its own. PostgreSQL releases it when that connection ends, which is what happens when the
 *   leader's process dies or is cut off, so no lease has to expire: a follower retrying every
 *   `retryMs` takes over within about that long. The leader checks on the same period that its
 *   connection still holds the lock (postgres.js would silently open a new connection after a
 *   failure, and that one holds nothing), and steps down when it does not.
 *
 * Pitfall: between a leader losing its connection and noticing (at most `retryMs`), two nodes may
 * both think they lead. Everything the leader does is written through transactions that are safe
 * to repeat (settlement is idempotent per bet), so the overlap costs duplicated work, not money.
 */
import postgres from "postgres"

export type LeadershipListener = () => void | Promise<void>

export interface Leadership {
  readonly kind: "single" | "postgres"
  isLeader(): boolean
  /** Called (awaited, in order) each time this process becomes the leader, including at start. */
  onElected(listener: LeadershipListener): void
  /** Called (awaited) each time this process stops being the leader, and on close while leading. */
  onDeposed(listener: LeadershipListener): void
  /** Takes the first turn (a lone process is leader when start resolves), then keeps trying. */
  start(): Promise<void>
  /** Stops trying; a leader steps down (listeners run) and releases the lock. */
  close(): Promise<void>
}

/** Any fixed number (distinct from the migration lock's): the one lock the leader holds. */
export const LEADER_LOCK = 7_345_002
export const DEFAULT_RETRY_MS = 1_000

class Listeners {
  private readonly elected: LeadershipListener[] = []
  private readonly deposed: LeadershipListener[] = []
  addElected(l: LeadershipListener) {
    this.elected.push(l)
  }
  addDeposed(l: LeadershipListener) {
    this.deposed.push(l)
  }
  async fire(which: "elected" | "deposed", log: (line: string) => void) {
    for (const listener of which === "elected" ? this.elected : this.deposed) {
      try {
        await listener()
      } catch (error) {
        log(`[leader] ${which} listener failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      }
    }
  }
}

/** The only process on its database (PGlite): leader from start to close. */
export const singleLeadership = (log: (line: string) => void = () => {}): Leadership => {
  const listeners = new Listeners()
  let leading = false
  return {
    kind: "single",
    isLeader: () => leading,
    onElected: (l) => listeners.addElected(l),
    onDeposed: (l) => listeners.addDeposed(l),
    start: async () => {
      leading = true
      await listeners.fire("elected", log)
    },
    close: async () => {
      if (!leading) return
      leading = false
      await listeners.fire("deposed", log)
    },
  }
}

export interface PostgresLeadershipOptions {
  readonly url: string
  /** How often a follower tries the lock and the leader checks it still holds it. */
  readonly retryMs?: number
  readonly lockKey?: number
  readonly log?: (line: string) => void
  /** For logs: which process this is. */
  readonly name?: string
}

export const postgresLeadership = (options: PostgresLeadershipOptions): Leadership => {
  const log = options.log ?? (() => {})
  const key = options.lockKey ?? LEADER_LOCK
  const retryMs = options.retryMs ?? DEFAULT_RETRY_MS
  const name = options.name ?? `pid ${process.pid}`
  // One connection, never shared with queries of the application: the lock lives and dies with it.
  // connect_timeout and a short statement timeout keep a dead network from stalling a turn.
  const sql = postgres(options.url, { max: 1, idle_timeout: 0, max_lifetime: null, connect_timeout: 5, onnotice: () => {}, connection: { application_name: `sportsbook-leader ${name}` } })
  const listeners = new Listeners()
  let leading = false
  let closed = false
  let timer: NodeJS.Timeout | null = null
  let turn: Promise<void> | null = null

  /** True when this session (the current connection) holds the lock. */
  const holds = async (): Promise<boolean> => {
    const rows = await sql<{ held: boolean }[]>`select exists (
      select 1 from pg_locks where locktype = 'advisory' and pid = pg_backend_pid() and granted
        and classid = 0 and objid = ${key} and objsubid = 1 and database = (select oid from pg_database where datname = current_database())
    ) as held`
    return rows[0]?.held === true
  }

  const step = async () => {
    if (closed) return
    if (leading) {
      let still = false
      try {
        still = await holds()
      } catch (error) {
        log(`[leader] ${name}: lost the database connection (${(error as Error).message})`)
      }
      if (!still && !closed) {
        leading = false
        log(`[leader] ${name}: no longer the leader`)
        await listeners.fire("deposed", log)
      }
      return
    }
    let won = false
    try {
      const rows = await sql<{ won: boolean }[]>`select pg_try_advisory_lock(${key}) as won`
      won = rows[0]?.won === true
    } catch (error) {
      log(`[leader] ${name}: could not try the lock (${(error as Error).message})`)
    }
    if (won && !closed) {
      leading = true
      log(`[leader] ${name}: elected`)
      await listeners.fire("elected", log)
    }
  }

  const runTurn = (): Promise<void> => {
    turn ??= step().finally(() => {
      turn = null
    })
    return turn
  }

  return {
    kind: "postgres",
    isLeader: () => leading,
    onElected: (l) => listeners.addElected(l),
    onDeposed: (l) => listeners.addDeposed(l),
    start: async () => {
      await runTurn()
      timer = setInterval(() => void runTurn(), retryMs)
      timer.unref()
    },
    close: async () => {
      if (closed) return
      closed = true
      if (timer) clearInterval(timer)
      while (turn) await turn
      if (leading) {
        leading = false
        await listeners.fire("deposed", log)
        await sql`select pg_advisory_unlock(${key})`.catch(() => {})
      }
      await sql.end({ timeout: 5 })
    },
  }
}
