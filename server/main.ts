/**
 * Starts the reference server: one port for the HTTP API, the Phoenix socket and (optionally) the
 * built web app.
 *
 * Start-up order, undone in reverse by close() or by a failed start:
 *   lock the PGlite folder → open the database → migrate → seed the demo (not in production) →
 *   bus (memory or Redis) → realtime hub → settings → HTTP server + socket → listen.
 */
import { createAdaptorServer } from "@hono/node-server"
import type { Server } from "node:http"
import type { AddressInfo } from "node:net"
import { join, resolve } from "node:path"
import { openPglite, openPostgres, type Database } from "./db/connect.js"
import { acquireDataDirLock, type DataDirLock } from "./db/lock.js"
import { runMigrations } from "./db/migrate.js"
import { DEMO_CREDENTIALS, seedDemo, type DemoCredentials } from "./db/seed.js"
import type { ServerContext } from "./context.js"
import { lookupSession } from "./domain/accounts/sessions.js"
import { systemClock, type Clock } from "./domain/clock.js"
import { startSiteSettings, type SiteSettings } from "./domain/site/settings.js"
import { loadSites } from "./domain/site/sites.js"
import { buildApp } from "./http/app.js"
import { createMemoryBus, createRedisBus, type Bus } from "./realtime/bus.js"
import { Hub } from "./realtime/hub.js"
import { attachSocketServer, type SocketServer } from "./realtime/socket-server.js"
import { Simulator, simulatorOptionsFromEnv, type SimulatorOptions } from "./sim/simulator.js"
import { startBetsService } from "./domain/betting/service.js"

export type { DemoCredentials } from "./db/seed.js"

export interface StartOptions {
  /** 0 picks a free port. */
  readonly port: number
  /** Interface to listen on; all of them by default. */
  readonly host?: string
  /** PostgreSQL (postgres.js). When absent, PGlite in `dataDir`. */
  readonly databaseUrl?: string
  /** PGlite folder (default ./data); ":memory:" for a throw-away in-memory database. */
  readonly dataDir?: string
  /** Redis for fan-out between several server processes; in-process bus when absent. */
  readonly redisUrl?: string
  /** Namespace of the Redis channels (default "sportsbook"). */
  readonly redisChannelPrefix?: string
  /** Enables /api/ops/*; without it the operator routes answer 404. */
  readonly operatorToken?: string
  /** The built web app (vite's dist/), served with SPA fallback. */
  readonly staticDir?: string
  readonly production: boolean
  readonly log?: (line: string) => void
  /** Brand used when a request names none (default: the config file's default brand). */
  readonly brand?: string
  /** Injected clock (tests move it); defaults to the system clock. */
  readonly clock?: Clock
  /** Session lifetime; default the SESSION_TTL_SECONDS environment variable, else 30 minutes. */
  readonly sessionTtlSeconds?: number
  /** Base URL of the web app for links in mails; default this server's own URL. */
  readonly publicUrl?: string
  /** Trust X-Forwarded-For for the client address (only behind a proxy that sets it). */
  readonly trustProxy?: boolean
  /** Seed the demo account; default: outside production. */
  readonly seed?: boolean
  /** Sites configuration file (default server/config/sites.json). */
  readonly sitesFile?: string
  /** Close sockets that send nothing (not even a heartbeat) for this long; default 60 s. */
  readonly socketIdleTimeoutMs?: number
  /**
   * The sportsbook catalogue's simulated feed (server/sim): on by default with SIM_SEED/SIM_SPEED
   * from the environment; `false` runs without a catalogue; `tickMs: 0` only steps when told to.
   */
  readonly simulator?: false | Partial<SimulatorOptions>
}

export interface RunningServer {
  readonly url: string
  readonly port: number
  /** The demo account to log in with, or null in production. */
  readonly demoAccount: DemoCredentials | null
  /** The running simulator (tests step it), or null when disabled. */
  readonly simulator: Simulator | null
  close(): Promise<void>
}

export const DEFAULT_SESSION_TTL_SECONDS = 30 * 60

/** What the start script prints for a person to log in with: null in production. */
export const demoCredentials = (production: boolean): DemoCredentials | null => (production ? null : DEMO_CREDENTIALS)

const sessionTtlSeconds = (option: number | undefined): number => {
  if (option !== undefined) return option
  const fromEnv = Number(process.env.SESSION_TTL_SECONDS)
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_SESSION_TTL_SECONDS
}

const listen = (server: Server, port: number, host: string | undefined): Promise<AddressInfo> =>
  new Promise((resolvePromise, reject) => {
    const onError = (error: Error) => reject(error)
    server.once("error", onError)
    server.listen(port, host, () => {
      server.off("error", onError)
      resolvePromise(server.address() as AddressInfo)
    })
  })

const closeHttp = (server: Server): Promise<void> =>
  new Promise((resolvePromise) => {
    server.close(() => resolvePromise())
    // Keep-alive connections would hold close() open until they time out.
    server.closeAllConnections()
  })

export const startServer = async (options: StartOptions): Promise<RunningServer> => {
  const log = options.log ?? ((line: string) => console.log(line))
  const clock = options.clock ?? systemClock
  const startedAt = clock()
  // What start() has opened, undone in reverse by close() or by a failed start.
  const cleanups: Array<() => Promise<void> | void> = []
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup()
      } catch (error) {
        log(`[server] while closing: ${(error as Error).message}`)
      }
    }
  }

  try {
    const sites = loadSites(options.sitesFile)
    const defaultBrand = options.brand ?? sites.defaultBrand
    if (!sites.has(defaultBrand)) throw new Error(`The brand ${defaultBrand} is not in the sites configuration.`)

    let database: Database
    if (options.databaseUrl) {
      database = openPostgres(options.databaseUrl)
    } else {
      const dataDir = options.dataDir ?? "./data"
      if (dataDir === ":memory:") {
        database = await openPglite(null)
      } else {
        const lock: DataDirLock = acquireDataDirLock(dataDir)
        cleanups.push(() => lock.release())
        database = await openPglite(join(resolve(dataDir), "pglite"))
      }
    }
    cleanups.push(() => database.close())
    await runMigrations(database)
    log(`[server] database ${database.kind} (${database.location}) migrated`)
    if (options.seed ?? !options.production) await seedDemo(database.db, clock, log)

    const bus: Bus = options.redisUrl
      ? await createRedisBus({ url: options.redisUrl, prefix: options.redisChannelPrefix, log })
      : createMemoryBus(log)
    cleanups.push(() => bus.close())

    const hub = new Hub(bus, log)
    await hub.start()
    cleanups.push(() => hub.stop())

    const settings: SiteSettings = await startSiteSettings(database.db, bus, clock)
    cleanups.push(() => settings.stop())
    // Every process hears the switch (settings.ts) and tells its own sockets.
    settings.onMaintenanceChange((active) => hub.deliverLocally({ to: "all", event: "maintenance", payload: { active } }))

    let sim: Simulator | null = null
    if (options.simulator !== false) {
      sim = await Simulator.open(
        { db: database.db, clock, hub, log },
        { ...simulatorOptionsFromEnv(process.env), tickMs: 1000, flushMs: 500, ...(options.simulator ?? {}) },
      )
      const running = sim
      cleanups.push(() => running.stop())
    }

    let socketServer: SocketServer | null = null
    let baseUrl = ""
    const ctx: ServerContext = {
      db: database.db,
      databaseKind: database.kind,
      clock,
      log,
      sites: { ...sites, defaultBrand },
      settings,
      hub,
      busKind: bus.kind,
      production: options.production,
      sessionTtlMs: sessionTtlSeconds(options.sessionTtlSeconds) * 1000,
      operatorToken: options.operatorToken ? options.operatorToken : null,
      trustProxy: options.trustProxy ?? false,
      publicUrl: () => (options.publicUrl ?? baseUrl).replace(/\/+$/, ""),
      startedAt,
      socketConnections: () => socketServer?.connections ?? 0,
      sim,
    }

    // Settlement and the bets channel follow the simulator's results and price moves.
    const betsService = startBetsService(ctx)
    cleanups.push(() => betsService.stop())

    const app = buildApp(ctx, { staticDir: options.staticDir ?? null })
    const server = createAdaptorServer({ fetch: app.fetch }) as Server
    const sockets = attachSocketServer(server, {
      hub,
      log,
      idleTimeoutMs: options.socketIdleTimeoutMs ?? 60_000,
      authenticate: async (token) => {
        const found = await lookupSession(database.db, token, clock())
        return found.status === "active" ? { userId: found.session.userId, sessionId: found.session.id } : null
      },
      // Notifications are not stored yet; the acknowledgement is only logged.
      acknowledge: async (userId, ackId) => log(`[socket] user ${userId ?? "-"} acknowledged ${ackId}`),
    })
    socketServer = sockets

    const address = await listen(server, options.port, options.host)
    // Reverse order on close: sockets first (the HTTP server would wait for them), then HTTP.
    cleanups.push(() => closeHttp(server))
    cleanups.push(() => sockets.close())
    const host = options.host && options.host !== "0.0.0.0" && options.host !== "::" ? options.host : "localhost"
    baseUrl = `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`
    log(`[server] listening on ${baseUrl} (bus: ${bus.kind}, operator routes: ${ctx.operatorToken ? "on" : "off"})`)

    let closing: Promise<void> | null = null
    return {
      url: baseUrl,
      port: address.port,
      demoAccount: demoCredentials(options.production),
      simulator: sim,
      close: () => {
        closing ??= cleanUp().then(() => log("[server] closed"))
        return closing
      },
    }
  } catch (error) {
    await cleanUp()
    throw error
  }
}
