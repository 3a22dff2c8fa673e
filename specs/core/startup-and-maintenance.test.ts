/** spec §4 "Startup" and "Maintenance overlay", on the simulated clock. */
import { describe, expect, it } from "vitest"
import { aSiteConfig, appStarted, aUser, callsOf, failed, harness } from "./harness.js"
import { nextRetryDelay } from "../../core/site/reduce.js"

const configLoaded = { _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig() } as const
const configsLoaded = { _tag: "ConfigsLoaded", requestId: "r", configs: { countries: [] } } as const

describe("startup (spec §4)", () => {
  it("runs geolocation, the further store fetch and a session refresh in parallel", () => {
    const h = harness()
    const cmds = h.send(appStarted({ storedToken: "tok" }))
    expect(callsOf(cmds).map((c) => c.endpoint).sort()).toEqual(["configs", "geolocationCheck", "refreshSession"])
    expect(h.timers().get("startup")).toBe(h.now() + 25_000)
  })

  it("without a stored token there is no refresh", () => {
    const h = harness()
    expect(callsOf(h.send(appStarted())).map((c) => c.endpoint).sort()).toEqual(["configs", "geolocationCheck"])
  })

  it("is ready when all three answered, and the 25 s timer is cancelled", () => {
    const h = harness()
    h.send(appStarted({ storedToken: "tok" }))
    h.send(configLoaded)
    h.send(configsLoaded)
    expect(h.store.getState().site.startup.status).toBe("running")
    h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok2", user: aUser() })
    expect(h.store.getState().site.startup.status).toBe("ready")
    expect(h.timers().has("startup")).toBe(false)
    expect(h.store.getState().site.maintenance.active).toBe(false)
  })

  it("taking longer than 25 s shows the maintenance page", () => {
    const h = harness()
    h.send(appStarted())
    h.send(configLoaded)
    h.advance(24_999)
    expect(h.store.getState().site.maintenance.active).toBe(false)
    h.advance(1)
    expect(h.store.getState().site.maintenance.active).toBe(true)
  })

  it("a failed geolocation check shows the maintenance page", () => {
    const h = harness()
    h.send(appStarted())
    h.send(failed("geolocationCheck", 0, null))
    expect(h.store.getState().site.maintenance.active).toBe(true)
    expect(h.timers().has("startup")).toBe(false)
  })

  it("a failed refresh clears the token and start-up continues", () => {
    const h = harness()
    h.send(appStarted({ storedToken: "stale" }))
    const cmds = h.send(failed("refreshSession", 401, { public_message: "expired" }, "/v0/sessions/refresh"))
    expect(cmds).toContainEqual({ _tag: "Persist", key: "authToken", value: null })
    expect(h.store.getState().session.token).toBeNull()
    expect(h.store.getState().snackbars).toEqual([])
    h.send(configLoaded)
    h.send(configsLoaded)
    expect(h.store.getState().site.startup.status).toBe("ready")
    expect(h.store.getState().site.maintenance.active).toBe(false)
  })
})

describe("maintenance overlay (spec §4)", () => {
  const inMaintenance = () => {
    const h = harness()
    h.send(appStarted())
    h.send(configLoaded)
    h.send(configsLoaded)
    h.send(failed("getUser", 503, { public_message: "down" }, "/v0/users"))
    return h
  }

  it("opens on HTTP 503", () => {
    expect(inMaintenance().store.getState().site.maintenance.active).toBe(true)
  })

  it("retries the geolocation check first after 30 s, adding 30 s per failure up to 5 minutes", () => {
    const h = inMaintenance()
    const gaps: number[] = []
    for (let i = 0; i < 12; i++) {
      const before = h.now()
      let cmds = h.advance(1000)
      while (!callsOf(cmds).some((c) => c.endpoint === "geolocationCheck")) cmds = h.advance(1000)
      gaps.push(h.now() - before)
      h.send(failed("geolocationCheck", 503))
    }
    // The gap from each failure to the next attempt (the harness advances a second at a time).
    expect(gaps).toEqual([30_000, 60_000, 90_000, 120_000, 150_000, 180_000, 210_000, 240_000, 270_000, 300_000, 300_000, 300_000])
  })

  it("success clears the flag and resets the back-off", () => {
    const h = inMaintenance()
    h.advance(30_000)
    h.send(failed("geolocationCheck", 503))
    h.advance(60_000)
    h.send(configLoaded)
    const s = h.store.getState().site
    expect(s.maintenance).toEqual({ active: false, retryDelayMs: 30_000, checking: false })
    expect(h.timers().has("maintenance-retry")).toBe(false)
  })

  it("the next back-off is capped at 5 minutes", () => {
    expect(nextRetryDelay(30_000)).toBe(60_000)
    expect(nextRetryDelay(290_000)).toBe(300_000)
    expect(nextRetryDelay(300_000)).toBe(300_000)
  })

  it("the operator's announcement opens it, and its end triggers a check at once", () => {
    const h = harness()
    h.send(appStarted())
    h.send(configLoaded)
    h.send(configsLoaded)
    h.send({ _tag: "MaintenancePushed", active: true })
    expect(h.store.getState().site.maintenance.active).toBe(true)
    const cmds = h.send({ _tag: "MaintenancePushed", active: false })
    expect(callsOf(cmds).map((c) => c.endpoint)).toEqual(["geolocationCheck"])
    h.send(configLoaded)
    expect(h.store.getState().site.maintenance.active).toBe(false)
  })

  it("a socket that (re)connects while it shows checks at once (an end announced meanwhile never reached it), once while a check is out", () => {
    const h = inMaintenance()
    const cmds = h.send({ _tag: "SocketConnected" })
    expect(callsOf(cmds).map((c) => c.endpoint)).toEqual(["geolocationCheck"])
    expect(callsOf(h.send({ _tag: "SocketConnected" }))).toEqual([])
    h.send(configLoaded)
    expect(h.store.getState().site.maintenance.active).toBe(false)
    // Outside maintenance a connection checks nothing.
    expect(callsOf(h.send({ _tag: "SocketConnected" })).filter((c) => c.endpoint === "geolocationCheck")).toEqual([])
  })

  it("a hint's check that fails leaves the back-off alone: the retries keep spec §4's 30 s, 60 s, … schedule", () => {
    const h = inMaintenance()
    h.advance(10_000)
    h.send({ _tag: "SocketConnected" })
    h.send(failed("geolocationCheck", 503))
    h.send({ _tag: "MaintenancePushed", active: false })
    h.send(failed("geolocationCheck", 503))
    expect(h.store.getState().site.maintenance).toEqual({ active: true, retryDelayMs: 30_000, checking: false })
    // The first retry is still 30 s after maintenance began, and its failure moves the back-off.
    expect(callsOf(h.advance(19_000)).some((c) => c.endpoint === "geolocationCheck")).toBe(false)
    expect(callsOf(h.advance(1_000)).map((c) => c.endpoint)).toEqual(["geolocationCheck"])
    h.send(failed("geolocationCheck", 503))
    expect(h.store.getState().site.maintenance).toEqual({ active: true, retryDelayMs: 60_000, checking: false })
  })

  it("the retry falling due while a hint's check is out adopts it: no second call, and its failure moves the back-off", () => {
    const h = inMaintenance()
    h.advance(29_000)
    h.send({ _tag: "SocketConnected" })
    expect(callsOf(h.advance(1_000)).filter((c) => c.endpoint === "geolocationCheck")).toEqual([])
    expect(h.store.getState().site.maintenance.checking).toBe("retry")
    h.send(failed("geolocationCheck", 503))
    expect(h.store.getState().site.maintenance).toEqual({ active: true, retryDelayMs: 60_000, checking: false })
    expect(h.timers().has("maintenance-retry")).toBe(true)
  })

  it("an end announced while a hint's check is out is checked again when that check fails: its answer may predate the end", () => {
    const h = inMaintenance()
    expect(callsOf(h.send({ _tag: "SocketConnected" })).map((c) => c.endpoint)).toEqual(["geolocationCheck"])
    // The operator ends maintenance while that check is out: no second call yet, one is owed.
    expect(callsOf(h.send({ _tag: "MaintenancePushed", active: false }))).toEqual([])
    expect(callsOf(h.send({ _tag: "SocketConnected" }))).toEqual([])
    // The check out left before the end: it fails, and the owed check goes at once (one, however many hints).
    expect(callsOf(h.send(failed("geolocationCheck", 503))).map((c) => c.endpoint)).toEqual(["geolocationCheck"])
    expect(h.store.getState().site.maintenance).toEqual({ active: true, retryDelayMs: 30_000, checking: "hint" })
    h.send(configLoaded)
    expect(h.store.getState().site.maintenance).toEqual({ active: false, retryDelayMs: 30_000, checking: false })
  })

  it("an end announced while a retry is out: the retry's failure moves the back-off, and the owed check goes at once", () => {
    const h = inMaintenance()
    expect(callsOf(h.advance(30_000)).map((c) => c.endpoint)).toEqual(["geolocationCheck"])
    h.send({ _tag: "MaintenancePushed", active: false })
    const cmds = h.send(failed("geolocationCheck", 503))
    expect(callsOf(cmds).map((c) => c.endpoint)).toEqual(["geolocationCheck"])
    expect(h.store.getState().site.maintenance).toEqual({ active: true, retryDelayMs: 60_000, checking: "hint" })
    expect(h.timers().has("maintenance-retry")).toBe(true)
    // The owed check fails too: nothing more is owed, and the retry keeps its 60 s.
    expect(callsOf(h.send(failed("geolocationCheck", 503)))).toEqual([])
    expect(h.store.getState().site.maintenance).toEqual({ active: true, retryDelayMs: 60_000, checking: false })
  })

  it("after a failed start-up, recovery fetches what start-up still missed", () => {
    const h = harness()
    h.send(appStarted())
    h.send(failed("geolocationCheck", 503))
    h.advance(30_000)
    const cmds = h.send(configLoaded)
    expect(callsOf(cmds).map((c) => c.endpoint)).toEqual(["configs"])
    h.send(configsLoaded)
    expect(h.store.getState().site.startup.status).toBe("ready")
  })
})
