/**
 * The runtime: wires the adapters around the core store and starts the app (DESIGN.md §1, §3).
 *
 * Start-up reads what the device knows (device id, stored token and odds format, the browser's
 * language), applies the non-production overrides (spec §6), creates the store with the real clock
 * (the only `Date.now` of the app lives here) and an interpreter for its commands, starts reporting
 * location changes, dispatches `AppStarted` and connects the socket.
 *
 * Non-production builds expose `window.__sportsbook = { exportLog, store }`, so a developer (or a
 * Playwright test) can export the event log of a session that went wrong (DESIGN.md §2).
 */
import { Schema } from "effect"
import type { Environment, EventInput } from "../core/app/events.js"
import { createStore, type Store } from "../core/app/store.js"
import type { EventLogFile } from "../core/log/log.js"
import { OddsFormat } from "../core/model/primitives.js"
import { DEFAULT_BRAND } from "../core/site/brands.js"
import { createAnalytics, type AnalyticsSink } from "./analytics/track.js"
import { createCallRunner } from "./api/run-call.js"
import { globalWindow, type BrowserWindow } from "./browser.js"
import { createTimers } from "./clock/timers.js"
import { localeOfLanguage, readBuildEnv } from "./environment.js"
import { startingLocale } from "../core/site/locale.js"
import { LOCALE_QUERY_PARAM } from "../core/metadata/metadata.js"
import { AFFILIATE_COOKIE, LOCALE_COOKIE } from "../core/consent/consent.js"
import { getCookie } from "./storage/cookies.js"
import { createErrorReporter, type ErrorReporter, type ErrorReportingConfig, type SdkLoader } from "./errors/reporter.js"
import { createConsentLoader, type ConsentWindow, type ScriptHost } from "./consent/consent-script.js"
import { watchViewport, type ViewportWindow } from "./device/viewport.js"
import { createHttpClient, type FetchLike } from "./http/client.js"
import { ensureDeviceId } from "./identity.js"
import { consoleLogger, createInterpreter, type Logger } from "./interpreter.js"
import { createNavigation } from "./navigation.js"
import { readOverrides } from "./overrides.js"
import { createSocket, type SocketAdapter, type WebSocketTransport } from "./socket/socket.js"
import { browserFrameScheduler, createCoalescer, type FrameScheduler } from "./socket/coalesce.js"
import { createBrowserStorage, type AppStorage } from "./storage/storage.js"

export const DEFAULT_API_URL = "/api"
export const DEFAULT_WS_URL = "/socket"
export const DEFAULT_COUNTRY = "GB"

export interface RuntimeOptions {
  /** Base URL of the API; a non-production `apiUrl` override wins over it. */
  readonly apiUrl?: string
  /** Phoenix socket endpoint ("/socket"); a non-production `wsUrl` override wins over it. */
  readonly wsUrl?: string
  readonly brand?: string
  readonly country?: string
  readonly environment?: Environment
  readonly fetch?: FetchLike
  /** The WebSocket constructor; Node tests pass `WebSocket` from `ws`. */
  readonly transport?: WebSocketTransport
  /** Defaults to the global `window`; tests pass a fake. */
  readonly window?: BrowserWindow
  /** Where `Track` commands go besides the in-memory list (product analytics, tag manager). */
  readonly analyticsSink?: AnalyticsSink
  readonly log?: Logger
  /** When coalesced pushes are delivered; tests pass one they drive. */
  readonly frameScheduler?: FrameScheduler
  /** Error reporting (spec §7); each field defaults to the build's (VITE_DEPLOYMENT, VITE_ERROR_REPORTING_DSN, VITE_RELEASE). */
  readonly errorReporting?: Partial<ErrorReportingConfig>
  /** Loads the reporting SDK; tests pass a fake (the default downloads @sentry/browser's chunk). */
  readonly loadErrorReporting?: SdkLoader
}

export interface Runtime {
  readonly store: Store
  /** What start-up resolved (URLs, overrides, device id): the developer menu shows it. */
  readonly config: RuntimeConfig
  /** The event log as a file, secrets redacted (core/log/log.ts). */
  exportLog(): EventLogFile
  /** Reports an error the views caught (spec §7 error reporting); does nothing when reporting is off. */
  reportError(error: unknown): void
  /** Stops timers, calls in flight, listeners and the socket; the store stays readable. */
  stop(): void
}

/** What the runtime resolved at start-up; tests and the developer menu read it. */
export interface RuntimeConfig {
  readonly apiUrl: string
  readonly wsUrl: string
  readonly brand: string
  readonly country: string
  readonly countryOverridden: boolean
  readonly environment: Environment
  readonly locale: ReturnType<typeof localeOfLanguage>
  readonly deviceId: string
  readonly storedToken: string | null
  readonly storedOddsFormat: OddsFormat | null
  /** Read for completeness: core's AppStarted has no field for it yet (see the adapters report). */
  readonly storedHideBalance: boolean
}

const isOddsFormat = Schema.is(OddsFormat)

/** A stored epoch-ms instant, or null when absent or unreadable. */
const storedInstant = (value: string | null): number | null => {
  const n = value === null || value.trim() === "" ? NaN : Number(value)
  return Number.isFinite(n) ? n : null
}

/** A prerendering crawler renders the page for search engines: it must not load the consent script. */
export const isPrerender = (userAgent: string | undefined): boolean => /prerender/i.test(userAgent ?? "")

export interface DevHandle {
  readonly exportLog: () => EventLogFile
  readonly store: Store
  readonly config: RuntimeConfig
}

const DEV_HANDLE = "__sportsbook"

const nonEmpty = (value: string | null | undefined): string | null => (value && value.trim() !== "" ? value.trim() : null)

export const resolveConfig = (options: RuntimeOptions, win: BrowserWindow, storage: AppStorage): RuntimeConfig => {
  const build = readBuildEnv()
  const environment = options.environment ?? build.environment
  const overrides = readOverrides(win.location.search, storage, environment)
  const baseCountry = nonEmpty(options.country) ?? build.country ?? DEFAULT_COUNTRY
  const storedOdds = storage.get("oddsFormat")
  return {
    apiUrl: overrides.apiUrl ?? nonEmpty(options.apiUrl) ?? DEFAULT_API_URL,
    wsUrl: overrides.wsUrl ?? nonEmpty(options.wsUrl) ?? DEFAULT_WS_URL,
    brand: nonEmpty(options.brand) ?? build.brand ?? DEFAULT_BRAND,
    country: overrides.country ?? baseCountry,
    countryOverridden: overrides.country !== null,
    environment,
    // spec §9: `?locale=` (alternate-language links), else the locale cookie, else the language.
    locale: startingLocale({
      query: new URLSearchParams(win.location.search).get(LOCALE_QUERY_PARAM),
      cookie: win.document ? getCookie(win.document, LOCALE_COOKIE) : null,
      language: win.navigator?.language,
    }),
    deviceId: ensureDeviceId(storage, win.crypto ?? globalThis.crypto),
    storedToken: nonEmpty(storage.get("authToken")),
    storedOddsFormat: overrides.oddsFormat ?? (isOddsFormat(storedOdds) ? storedOdds : null),
    storedHideBalance: storage.getFlag("hideBalance"),
  }
}

/** The error-reporting configuration: the options' fields over the build's. */
export const resolveErrorReporting = (options: RuntimeOptions): ErrorReportingConfig => {
  const build = readBuildEnv()
  const given = options.errorReporting ?? {}
  return {
    deployment: given.deployment !== undefined ? given.deployment : build.deployment,
    dsn: given.dsn !== undefined ? given.dsn : build.errorReportingDsn,
    release: given.release !== undefined ? given.release : build.release,
  }
}

/**
 * Error-level log lines are what the shell knows went wrong (a malformed response or socket frame,
 * a failed call, a command or dispatch that threw): they are reported as well as written.
 */
const reportingLogger = (log: Logger, reporter: ErrorReporter): Logger => (level, message, text) => {
  log(level, message, text)
  if (level === "error") reporter.captureMessage(message)
}

export const startRuntime = (options: RuntimeOptions = {}): Runtime => {
  const win = options.window ?? globalWindow()
  if (!win) throw new Error("startRuntime needs a window: pass options.window outside the browser")
  const baseLog = options.log ?? consoleLogger
  const reporter = createErrorReporter(resolveErrorReporting(options), {
    ...(options.loadErrorReporting ? { load: options.loadErrorReporting } : {}),
    log: (message) => baseLog("warn", message),
  })
  const log = reportingLogger(baseLog, reporter)
  const storage = createBrowserStorage(win)
  const config = resolveConfig(options, win, storage)

  // The store is created below; adapters created first reach it through this late-bound dispatch.
  let store: Store | null = null
  let stopped = false
  const dispatch = (event: EventInput): void => {
    if (stopped || !store) return
    try {
      store.dispatch(event)
    } catch (error) {
      log("error", `dispatch of ${event._tag} failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init))
  const client = createHttpClient({
    baseUrl: config.apiUrl,
    fetch: fetchImpl,
    now: () => Date.now(),
    locale: () => store?.getState().site.locale ?? config.locale,
    brand: () => config.brand,
    country: () => config.country,
    countryOverride: () => (config.countryOverridden ? config.country : null),
    onDuplicate: (r) => log("warn", `duplicate ${r.method} ${r.path} ${r.afterMs} ms after an identical request`),
  })
  const calls = createCallRunner(client)
  const timers = createTimers({
    dispatch,
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  })
  const analytics = createAnalytics({ debug: config.environment === "development", sink: options.analyticsSink ?? null })
  const navigation = createNavigation(win, dispatch)
  let socket: SocketAdapter | null = null

  const doc = win.document as (BrowserWindow["document"] & Partial<ScriptHost>) | undefined
  const consent = doc?.createElement && doc.head ? createConsentLoader(win as unknown as ConsentWindow, doc as ScriptHost) : undefined
  const interpret = createInterpreter({
    calls, timers, storage, socket: () => socket, analytics, navigation, win, log,
    ...(win.document ? { cookies: win.document } : {}),
    ...(consent ? { consent } : {}),
  })
  const created = createStore({ clock: { now: () => Date.now() }, interpret })
  store = created

  const stopListening = navigation.listen()
  socket = createSocket({
    url: config.wsUrl,
    deviceId: config.deviceId,
    locale: () => created.getState().site.locale,
    token: config.storedToken,
    // Prices and scores reach core at most once per animation frame.
    dispatch: createCoalescer(dispatch, options.frameScheduler ?? browserFrameScheduler()),
    ...(options.transport ? { transport: options.transport } : {}),
    log: (level, message) => log(level, `[socket] ${message}`),
  })

  dispatch({
    _tag: "AppStarted",
    location: navigation.current(),
    brand: config.brand,
    country: config.country,
    locale: config.locale,
    environment: config.environment,
    deviceId: config.deviceId,
    storedToken: config.storedToken,
    storedOddsFormat: config.storedOddsFormat,
    storedHideBalance: config.storedHideBalance,
    storedDrawerExpanded: storage.getFlag("drawerExpanded"),
    storedBetslipExpanded: storage.getFlag("betslipExpanded"),
    storedStakes: storage.get("stakes"),
    storedStakeOptions: storage.get("stakeOptions"),
    storedLastForcedReload: storedInstant(storage.get("lastForcedReload")),
    prerendered: isPrerender(win.navigator?.userAgent),
    storedAffiliate: win.document ? getCookie(win.document, AFFILIATE_COOKIE) : null,
  })
  // The virtuals reality check's session survives a reload (spec §9 firstVirtualsBet,
  // virtualsSessionEnd): core learns the stored instants right after the start, before any answer.
  const firstPlacedAt = storedInstant(storage.get("firstVirtualsBet"))
  const sessionEndAt = storedInstant(storage.get("virtualsSessionEnd"))
  if (firstPlacedAt !== null || sessionEndAt !== null) dispatch({ _tag: "VirtualsSessionRestored", firstPlacedAt, sessionEndAt })
  // spec §9 breakpoint: only a real window has a viewport (tests' fakes have none).
  const stopViewport = typeof (win as Partial<ViewportWindow>).innerWidth === "number"
    ? watchViewport(win as unknown as ViewportWindow, dispatch)
    : () => {}
  // Loads the socket's client and opens the socket; what fails there is the socket's to log.
  socket.connect()
  // The app has started: only now, and only when reporting is on, is the SDK's chunk fetched.
  reporter.start()

  const exportLog = (): EventLogFile => created.log.toFile()
  const handleHost = win as unknown as Record<string, unknown>
  if (config.environment !== "production") {
    const handle: DevHandle = { exportLog, store: created, config }
    handleHost[DEV_HANDLE] = handle
  }

  return {
    store: created,
    config,
    exportLog,
    reportError: (error) => reporter.captureException(error),
    stop() {
      if (stopped) return
      stopped = true
      stopListening()
      stopViewport()
      timers.cancelAll()
      calls.cancelAll()
      socket?.disconnect()
      if (handleHost[DEV_HANDLE] !== undefined) delete handleHost[DEV_HANDLE]
    },
  }
}
