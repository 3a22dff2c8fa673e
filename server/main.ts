/**
 * Starts the reference server: one port for the HTTP API, the Phoenix socket and (optionally) the
 * built web app.
 *
 * Start-up order, undone in reverse by close() or by a failed start:
 *   lock the PGlite folder → open the database → migrate → seed the demo (not in production) →
 *   bus (memory or Redis) → realtime hub → settings → leadership → HTTP server + socket → listen.
 *
 * Leadership (server/cluster/leader.ts): several processes may share one PostgreSQL. The leader
 * runs the process-wide schedulers (`leaderWork` below: the simulator, settlement and its sweep,
 * virtual races, live casino tables, the payment and limit-notice sweeps); the others serve the
 * same API and sockets from a read-only copy of the leader's world, kept current by the deltas the
 * leader publishes on the bus after each flush (server/cluster/mirror.ts), and hear the leader's
 * pushes through Redis. On PGlite the one process leads.
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
import { startLimitNotices } from "./domain/limits/notices.js"
import { masterKeyFromSeed, randomMasterKey } from "./domain/virtuals/secure-rng.js"
import { VirtualsService, virtualsSeedFromEnv, type VirtualsOptions } from "./domain/virtuals/service.js"
import { completeOpenRounds } from "./domain/casino/rounds.js"
import { DEFAULT_TIMINGS, startLiveCasino, type LiveTimings } from "./domain/casino/live/index.js"
import { acknowledgeNotification } from "./domain/notifications/inbox.js"
import { pushUser } from "./realtime/pushes.js"
import { startPayments } from "./domain/payments/start.js"
import { createErrorReportStore } from "./domain/error-reports/store.js"
import { hostname } from "node:os"
import { postgresLeadership, singleLeadership, type Leadership } from "./cluster/leader.js"
import { DEFAULT_SAFETY_RELOAD_MS, MirrorFollower, publishWorld } from "./cluster/mirror.js"

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
  /** Absolute session lifetime from the login; default SESSION_MAX_AGE_SECONDS or 12 hours. */
  readonly sessionMaxAgeSeconds?: number
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
  /** Virtual sports (issue 17): on with the simulator unless `false`; VIRTUALS_SEED (else SIM_SEED) makes the draws reproducible. */
  readonly virtuals?: false | Partial<VirtualsOptions>
  /** The live casino tables (issue 16): on unless false; tests shorten the schedule. */
  readonly liveCasino?: false | Partial<LiveTimings>
  /** This process's name in a cluster (default NODE_NAME, else host:pid). */
  readonly nodeName?: string
  /**
   * A follower applies the leader's deltas and reloads the whole world from the database only at
   * start, on a gap, and this often as a safety net (default CLUSTER_MIRROR_MS, else 60 s; 0 never).
   */
  readonly mirrorRefreshMs?: number
  /** A follower tries to take the lead this often (default 1 s). */
  readonly leaderRetryMs?: number
}

export interface RunningServer {
  readonly url: string
  readonly port: number
  /** The demo account to log in with, or null in production. */
  readonly demoAccount: DemoCredentials | null
  /** The running simulator (tests step it), or null when disabled; a follower's read-only copy in a cluster. */
  readonly simulator: Simulator | null
  /** Whether this process currently leads (always, on PGlite). */
  isLeader(): boolean
  /** Every route the HTTP app registered (method and pattern): the fuzz test walks them all. */
  readonly routes: ReadonlyArray<{ readonly method: string; readonly path: string }>
  /** The server's database (benches fund bettors through it). */
  readonly db: Database["db"]
  close(): Promise<void>
}

export const DEFAULT_SESSION_TTL_SECONDS = 30 * 60

/** What the start script prints for a person to log in with: null in production. */
export const demoCredentials = (production: boolean): DemoCredentials | null => (production ? null : DEMO_CREDENTIALS)

export const DEFAULT_SESSION_MAX_AGE_SECONDS = 12 * 60 * 60

const sessionMaxAgeSeconds = (option: number | undefined): number => {
  if (option !== undefined) return option
  const fromEnv = Number(process.env.SESSION_MAX_AGE_SECONDS)
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_SESSION_MAX_AGE_SECONDS
}

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

    let socketServer: SocketServer | null = null
    let baseUrl = ""
    const node = options.nodeName ?? (process.env.NODE_NAME || `${hostname()}:${process.pid}`)
    const leadership: Leadership = database.kind === "postgres" && options.databaseUrl
      ? postgresLeadership({ url: options.databaseUrl, log, name: node, retryMs: options.leaderRetryMs })
      : singleLeadership(log)
    // The running simulator (leader), a read-only copy of the leader's world (follower), or null.
    let sim: Simulator | null = null
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
      sessionMaxAgeMs: sessionMaxAgeSeconds(options.sessionMaxAgeSeconds) * 1000,
      operatorToken: options.operatorToken ? options.operatorToken : null,
      trustProxy: options.trustProxy ?? false,
      publicUrl: () => (options.publicUrl ?? baseUrl).replace(/\/+$/, ""),
      startedAt,
      socketConnections: () => socketServer?.connections ?? 0,
      get sim() {
        return sim
      },
      isLeader: () => leadership.isLeader(),
      mirrorStats: () => follower?.report() ?? null,
      node,
      errorReports: createErrorReportStore(),
      // The cashier pushes the user after money moved; ctx is complete by the time it does.
      payments: startPayments({ db: database.db, clock, log, sites: { ...sites, defaultBrand }, production: options.production, pushUser: (userId) => pushUser(ctx, userId), cleanups, leads: () => leadership.isLeader() }),
    }

    const simOptions: SimulatorOptions | null = options.simulator === false
      ? null
      : { ...simulatorOptionsFromEnv(process.env), tickMs: 1000, flushMs: 500, ...(options.simulator ?? {}) }
    // The bets channel for bets placed through this process; the leader's also settles (below).
    let betsService = startBetsService(ctx, { settles: false })
    cleanups.push(() => betsService.stop())

    /** What the leader alone runs; returns what undoes it, in reverse. */
    const leaderWork = async (): Promise<Array<() => Promise<void> | void>> => {
      const undo: Array<() => Promise<void> | void> = []
      if (simOptions) {
        const running = await Simulator.open({ db: database.db, clock, hub, log }, simOptions)
        sim = running
        undo.push(() => running.stop())
        // Followers keep their copies current from each flush (a lone PGlite process has none).
        if (leadership.kind === "postgres") undo.push(publishWorld(running, bus, log))
      }
      // Settlement and the bets channel follow the simulator's results and price moves.
      await betsService.stop()
      betsService = startBetsService(ctx)
      undo.push(async () => {
        await betsService.stop()
        betsService = startBetsService(ctx, { settles: false })
      })
      // `limits` notifications that time alone makes due (a raise's 24 hours passed), and stakes.
      undo.push(startLimitNotices(ctx, 30_000))
      // Casino (issue 16): rounds a crash left open between stake and result are completed now.
      await completeOpenRounds(database.db, clock(), null)
      if (options.liveCasino !== false) undo.push(await startLiveCasino(ctx, { ...DEFAULT_TIMINGS, ...(options.liveCasino ?? {}) }))
      // Virtual sports (issue 17): their markets live in the simulator's world, so they run with it (or when asked).
      if (options.virtuals !== false && (options.virtuals !== undefined || simOptions !== null)) {
        const seed = virtualsSeedFromEnv(process.env)
        const virtuals = await VirtualsService.start(ctx, { master: seed === null ? randomMasterKey() : masterKeyFromSeed(seed), tickMs: 500, ahead: 3, ...(options.virtuals ?? {}) })
        undo.push(() => virtuals.stop())
      }
      return undo
    }

    // A follower's copy of the leader's world: loaded from the database, then kept current by the
    // leader's deltas on the bus (server/cluster/mirror.ts; see the decision record).
    const mirrorRefreshMs = options.mirrorRefreshMs ?? (process.env.CLUSTER_MIRROR_MS ? Number(process.env.CLUSTER_MIRROR_MS) : DEFAULT_SAFETY_RELOAD_MS)
    let follower: MirrorFollower | null = null
    const follow = async () => {
      if (follower || !simOptions) return
      const started = new MirrorFollower({
        bus,
        load: () => Simulator.mirror({ db: database.db, clock, hub, log }, simOptions),
        install: (copy) => {
          if (!leadership.isLeader() && follower === started) sim = copy
        },
        safetyReloadMs: Number.isFinite(mirrorRefreshMs) && mirrorRefreshMs >= 0 ? mirrorRefreshMs : DEFAULT_SAFETY_RELOAD_MS,
        log,
      })
      follower = started
      await started.start()
    }
    const stopFollowing = async () => {
      const stopping = follower
      follower = null
      await stopping?.stop()
    }

    let leading: Array<() => Promise<void> | void> = []
    let closingDown = false
    leadership.onElected(async () => {
      await stopFollowing()
      sim = null
      leading = await leaderWork()
      log(`[cluster] ${node} leads: simulator, settlement, virtuals, live casino and sweeps run here`)
    })
    leadership.onDeposed(async () => {
      for (const undo of leading.splice(0).reverse()) {
        try {
          await undo()
        } catch (error) {
          log(`[cluster] while stepping down: ${(error as Error).message}`)
        }
      }
      sim = null
      if (!closingDown) {
        log(`[cluster] ${node} follows`)
        await follow()
      }
    })
    await leadership.start()
    cleanups.push(async () => {
      closingDown = true
      await stopFollowing()
      await leadership.close()
    })
    if (!leadership.isLeader()) {
      log(`[cluster] ${node} follows the leader`)
      await follow()
    }

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
      // The inbox marks the user's own notification read (server/domain/notifications/inbox.ts).
      acknowledge: async (userId, ackId) => {
        if (userId !== null) await acknowledgeNotification(database.db, userId, ackId, clock())
        log(`[socket] user ${userId ?? "-"} acknowledged ${ackId}`)
      },
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
      get simulator() {
        return sim
      },
      isLeader: () => leadership.isLeader(),
      routes: app.routes.map((r) => ({ method: r.method, path: r.path })),
      db: database.db,
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
