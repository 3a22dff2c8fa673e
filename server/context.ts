/**
 * What request handlers, the socket and the operator routes share: the database, the injected
 * clock, configuration and the realtime hub. Built once by main.ts.
 */
import type { MirrorReport } from "./cluster/mirror.js"
import type { Db } from "./db/connect.js"
import type { Clock } from "./domain/clock.js"
import type { ErrorReportStore } from "./domain/error-reports/store.js"
import type { Payments } from "./domain/payments/service.js"
import type { SiteSettings } from "./domain/site/settings.js"
import type { Sites } from "./domain/site/sites.js"
import type { Hub } from "./realtime/hub.js"
import type { Simulator } from "./sim/simulator.js"

export interface ServerContext {
  readonly db: Db
  readonly databaseKind: "pglite" | "postgres"
  readonly clock: Clock
  readonly log: (line: string) => void
  readonly sites: Sites
  readonly settings: SiteSettings
  readonly hub: Hub
  readonly busKind: "memory" | "redis"
  readonly production: boolean
  readonly sessionTtlMs: number
  /** Absolute session lifetime from the login: sliding never extends a session past it. */
  readonly sessionMaxAgeMs: number
  /** null: the operator routes are off. */
  readonly operatorToken: string | null
  /** Believe X-Forwarded-For (only behind a proxy that sets it). */
  readonly trustProxy: boolean
  /** Base URL of the web app, for links in mails (never taken from the request's Host header). */
  readonly publicUrl: () => string
  readonly startedAt: number
  readonly socketConnections: () => number
  /**
   * The sportsbook catalogue and its simulated feed; null when the server runs without it. On a
   * cluster follower, a read-only copy of the leader's world (`sim.readOnly`), kept current by the
   * leader's deltas (server/cluster/mirror.ts); it changes object on a reload and when this
   * process is elected or deposed.
   */
  readonly sim: Simulator | null
  /** A follower's mirror: reloads, deltas applied, gaps (GET /api/cluster); null on the leader. */
  readonly mirrorStats?: () => MirrorReport | null
  /** Whether this process runs the schedulers (server/cluster/leader.ts); always true on PGlite. */
  readonly isLeader: () => boolean
  /** This process's name in a cluster (NODE_NAME, else host:pid), for /api/cluster and logs. */
  readonly node: string
  /** The cashier and its payment provider sandbox (issue 13); null in production unless PAYMENTS_SANDBOX is set. */
  readonly payments: Payments | null
  /** What the local error-reporting ingest received (spec §7; routes/error-ingest.ts), in this process's memory. */
  readonly errorReports: ErrorReportStore
}
