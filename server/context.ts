/**
 * What request handlers, the socket and the operator routes share: the database, the injected
 * clock, configuration and the realtime hub. Built once by main.ts.
 */
import type { Db } from "./db/connect.js"
import type { Clock } from "./domain/clock.js"
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
  /** null: the operator routes are off. */
  readonly operatorToken: string | null
  /** Believe X-Forwarded-For (only behind a proxy that sets it). */
  readonly trustProxy: boolean
  /** Base URL of the web app, for links in mails (never taken from the request's Host header). */
  readonly publicUrl: () => string
  readonly startedAt: number
  readonly socketConnections: () => number
  /** The sportsbook catalogue and its simulated feed; null when the server runs without it. */
  readonly sim: Simulator | null
}
