/**
 * Site: the deployment (brand, country, environment), the site config of `geolocation-check`,
 * start-up and the maintenance overlay.
 *
 * Start-up (spec §4): geolocation, one further store fetch (the countries of `/v0/configs`) and a
 * refresh of a stored token run in parallel; if they take longer than 25 s, or geolocation or the
 * store fetch fails, the maintenance overlay shows. A failed refresh only clears the token.
 *
 * Maintenance (spec §4): set on start-up failure, on HTTP 503 and when the operator announces it on
 * the socket. While it shows, the geolocation check is retried first after 30 s, then 30 s longer
 * after each failure, capped at 5 minutes; a success clears it. A hint that it may be over runs the
 * check at once as well: the operator announcing the end, and the socket (re)connecting (an
 * announcement made while it was down, or before its first join, never reached this client). A
 * hint while a check is out is owed a check of its own if that one fails: the check out may have
 * left before the end the hint announces. Only the back-off's own retries move the back-off: a
 * hint's check that fails leaves the delay and the pending retry as they were, so spec §4's
 * schedule holds whatever hints arrive.
 */
import {
  call, noCommands, type AppStarted, type Command, type Ctx, type Environment, type Location, type Reducer, type ShellEvent, type Step,
} from "../kernel/index.js"
import { configs, geolocationCheck } from "./endpoints.js"
import type { MaintenanceEntered, SiteEvent, StartupSettled } from "./events.js"
import type { Configs, SiteConfig } from "../model/site.js"
import type { Locale } from "../model/primitives.js"
import { DEFAULT_BRAND } from "./brands.js"

/**
 * What the site reads of the session, stated here rather than imported: the session reads the
 * site's location, so importing the session area would make the two a loop.
 */
type Root = { readonly session: { readonly token: string | null } }
type SessionOpenedFact = { readonly _tag: "SessionOpened"; readonly via: string }
type Handled = SiteEvent | ShellEvent | SessionOpenedFact
type SiteCtx = Ctx<Root>

export const STARTUP_TIMEOUT_MS = 25_000
export const MAINTENANCE_RETRY_START_MS = 30_000
export const MAINTENANCE_RETRY_STEP_MS = 30_000
export const MAINTENANCE_RETRY_CAP_MS = 5 * 60_000

export const STARTUP_TIMER = "startup"
export const MAINTENANCE_TIMER = "maintenance-retry"

/** Start-up's parallel tasks; start-up settles when none is left. */
export type StartupTask = "geolocation" | "configs" | "session"

export interface SiteState {
  readonly brand: string
  readonly country: string
  readonly locale: Locale
  readonly environment: Environment
  readonly deviceId: string
  readonly location: Location
  readonly config: SiteConfig | null
  readonly configs: Configs | null
  readonly startup: { readonly status: "idle" | "running" | "ready" | "failed"; readonly pending: ReadonlyArray<StartupTask> }
  readonly maintenance: {
    readonly active: boolean
    readonly retryDelayMs: number
    readonly checking: MaintenanceCheck
    /**
     * A hint came while a check was out: that check may have left before what the hint announces,
     * so when it fails one more runs at once. Absent when none is owed.
     */
    readonly recheck?: true
  }
}

/** The geolocation check out while the overlay shows: none, the back-off's retry, or one on a hint. */
export type MaintenanceCheck = false | "retry" | "hint"

export const initialSite: SiteState = {
  brand: DEFAULT_BRAND,
  country: "GB",
  locale: "en-GB",
  environment: "development",
  deviceId: "",
  location: { path: "/", search: "" },
  config: null,
  configs: null,
  startup: { status: "idle", pending: [] },
  maintenance: { active: false, retryDelayMs: MAINTENANCE_RETRY_START_MS, checking: false },
}

/**
 * The slice with the fields of `change` replaced: a literal rather than `{ ...site, … }`, for the
 * reason forms' `patch` gives (Node 20's V8 copies a spread of a spread slowly; decision 0019).
 */
const patch = (site: SiteState, change: Partial<SiteState>): SiteState => ({
  brand: change.brand !== undefined ? change.brand : site.brand,
  country: change.country !== undefined ? change.country : site.country,
  locale: change.locale !== undefined ? change.locale : site.locale,
  environment: change.environment !== undefined ? change.environment : site.environment,
  deviceId: change.deviceId !== undefined ? change.deviceId : site.deviceId,
  location: change.location !== undefined ? change.location : site.location,
  config: change.config !== undefined ? change.config : site.config,
  configs: change.configs !== undefined ? change.configs : site.configs,
  startup: change.startup !== undefined ? change.startup : site.startup,
  maintenance: change.maintenance !== undefined ? change.maintenance : site.maintenance,
})

/** The next back-off after a failed retry: +30 s, at most 5 minutes. */
export const nextRetryDelay = (delayMs: number): number => Math.min(delayMs + MAINTENANCE_RETRY_STEP_MS, MAINTENANCE_RETRY_CAP_MS)

const startup = (site: SiteState, e: AppStarted, ctx: SiteCtx): Step<SiteState> => {
  const pending: StartupTask[] = ["geolocation", "configs", ...(e.storedToken ? (["session"] as const) : [])]
  const next = patch(site, {
    brand: e.brand,
    country: e.country,
    locale: e.locale,
    environment: e.environment,
    deviceId: e.deviceId,
    location: e.location,
    startup: { status: "running", pending },
  })
  // The session area asks for the refresh itself; it owns the token.
  return [next, [
    call(geolocationCheck, { retry: false }, ctx.nextId("req"), e.storedToken),
    call(configs, {}, ctx.nextId("req"), e.storedToken),
    { _tag: "StartTimer", id: STARTUP_TIMER, fireAt: ctx.at + STARTUP_TIMEOUT_MS },
  ]]
}

const settle = (site: SiteState, task: StartupTask, ctx: SiteCtx): Step<SiteState> => {
  if (site.startup.status !== "running" || !site.startup.pending.includes(task)) return [site, []]
  const pending = site.startup.pending.filter((t) => t !== task)
  if (pending.length > 0) return [patch(site, { startup: { status: "running", pending } }), []]
  ctx.raise({ _tag: "StartupSettled" } satisfies StartupSettled)
  return [patch(site, { startup: { status: "ready", pending } }), [{ _tag: "CancelTimer", id: STARTUP_TIMER }]]
}

const enterMaintenance = (site: SiteState, ctx: SiteCtx): Step<SiteState> => {
  const commands: Command[] = []
  if (site.startup.status === "running") commands.push({ _tag: "CancelTimer", id: STARTUP_TIMER })
  if (site.maintenance.active) return [site, commands]
  commands.push({ _tag: "StartTimer", id: MAINTENANCE_TIMER, fireAt: ctx.at + MAINTENANCE_RETRY_START_MS })
  return [patch(site, {
    startup: site.startup.status === "running" ? { status: "failed", pending: site.startup.pending } : site.startup,
    maintenance: { active: true, retryDelayMs: MAINTENANCE_RETRY_START_MS, checking: false },
  }), commands]
}

/**
 * Runs the check. One is out at a time: a hint while one is out waits for its answer, and is owed
 * a check of its own if that answer is a failure (`recheck`: the check out may have left before
 * the end it announces); the retry due while a hint's check is out adopts that check, so its
 * failure moves the back-off.
 */
const checkNow = (site: SiteState, kind: "retry" | "hint", ctx: SiteCtx): Step<SiteState> => {
  const m = site.maintenance
  const out = m.checking
  if (out !== false && kind === "retry") return out === "hint" ? [patch(site, { maintenance: { ...m, checking: "retry" } }), noCommands] : [site, noCommands]
  if (out !== false) return m.recheck ? [site, noCommands] : [patch(site, { maintenance: { ...m, recheck: true } }), noCommands]
  return [
    patch(site, { maintenance: { active: m.active, retryDelayMs: m.retryDelayMs, checking: kind } }),
    [call(geolocationCheck, { retry: true }, ctx.nextId("req"), ctx.root.session.token)],
  ]
}

/**
 * The check out while the overlay shows failed. A hint's failure leaves the back-off as it was; a
 * retry's moves it and starts the next retry. Then the check a hint is owed runs (see `checkNow`).
 */
const checkFailed = (site: SiteState, ctx: SiteCtx): Step<SiteState> => {
  const m = site.maintenance
  const retried = m.checking !== "hint"
  const retryDelayMs = retried ? nextRetryDelay(m.retryDelayMs) : m.retryDelayMs
  const failed = patch(site, { maintenance: { active: true, retryDelayMs, checking: false } })
  const commands: Command[] = retried ? [{ _tag: "StartTimer", id: MAINTENANCE_TIMER, fireAt: ctx.at + retryDelayMs }] : []
  if (!m.recheck) return [failed, commands]
  const [next, recheck] = checkNow(failed, "hint", ctx)
  return [next, [...commands, ...recheck]]
}

/** The geolocation check answered while the overlay showed: leave maintenance, finish start-up. */
const recover = (site: SiteState, config: SiteConfig, ctx: SiteCtx): Step<SiteState> => {
  const commands: Command[] = [{ _tag: "CancelTimer", id: MAINTENANCE_TIMER }]
  let startupState = site.startup
  if (site.startup.status === "failed") {
    // Start-up never finished: fetch what is still missing (a pending refresh is the session area's).
    const pending = site.startup.pending.filter((t) => t !== "geolocation")
    if (pending.includes("configs")) commands.push(call(configs, {}, ctx.nextId("req"), ctx.root.session.token))
    if (pending.length === 0) ctx.raise({ _tag: "StartupSettled" } satisfies StartupSettled)
    startupState = pending.length === 0 ? { status: "ready", pending } : { status: "running", pending }
    if (pending.length > 0) commands.push({ _tag: "StartTimer", id: STARTUP_TIMER, fireAt: ctx.at + STARTUP_TIMEOUT_MS })
  }
  return [patch(site, { config, startup: startupState, maintenance: { active: false, retryDelayMs: MAINTENANCE_RETRY_START_MS, checking: false } }), commands]
}

const maintenance = (reason: MaintenanceEntered["reason"]): MaintenanceEntered => ({ _tag: "MaintenanceEntered", reason })

export const reduceSite: Reducer<SiteState, Handled, Root> = (site, event, ctx) => {
  switch (event._tag) {
    case "AppStarted":
      return startup(site, event, ctx)
    case "LocationChanged": {
      // The same place again (a replaced history entry) leaves the slice, and what reads it, alone.
      const held = site.location
      return [held.path === event.location.path && held.search === event.location.search ? site : patch(site, { location: event.location }), noCommands]
    }
    case "SiteConfigLoaded":
      if (site.maintenance.active) return recover(site, event.config, ctx)
      return settle(patch(site, { config: event.config }), "geolocation", ctx)
    case "ConfigsLoaded":
      return settle(patch(site, { configs: event.configs }), "configs", ctx)
    case "SessionOpened":
      return event.via === "refresh" ? settle(site, "session", ctx) : [site, []]
    case "RequestFailed":
      if (event.endpoint === "refreshSession") return settle(site, "session", ctx)
      if (event.endpoint === "geolocationCheck" && site.maintenance.active) return checkFailed(site, ctx)
      if ((event.endpoint === "geolocationCheck" || event.endpoint === "configs") && site.startup.status === "running") {
        ctx.raise(maintenance("startup-failed"))
      }
      return [site, []]
    case "MaintenanceEntered":
      return enterMaintenance(site, ctx)
    case "TimerFired":
      if (event.id === STARTUP_TIMER && site.startup.status === "running") {
        ctx.raise(maintenance("startup-timeout"))
      }
      if (event.id === MAINTENANCE_TIMER && site.maintenance.active) return checkNow(site, "retry", ctx)
      return [site, []]
    case "SocketConnected":
      return site.maintenance.active ? checkNow(site, "hint", ctx) : [site, noCommands]
    case "MaintenancePushed":
      if (event.active) {
        ctx.raise(maintenance("operator"))
        return [site, []]
      }
      return site.maintenance.active ? checkNow(site, "hint", ctx) : [site, []]
    case "MaintenanceOverridesReset":
      return [site, [{ _tag: "ClearOverrides" }, { _tag: "Reload" }]]
    default:
      return [site, []]
  }
}
