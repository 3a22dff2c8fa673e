/** spec §2.10 and §4 "Inactivity warning", on the simulated clock: no real waiting. */
import { describe, expect, it } from "vitest"
import { coreMessages } from "../../core/app/messages.js"
import { selectActiveModals, selectInactivitySecondsLeft } from "../../core/app/selectors.js"
import type { AppState } from "../../core/app/state.js"
import type { User } from "../../core/model/user.js"
import { aSiteConfig, appStarted, aUser, callsOf, failed, harness, T0 } from "./harness.js"

const EXPIRES = T0 + 10 * 60_000

const loggedIn = (user: Partial<User> = {}) => {
  const h = harness()
  h.send(appStarted({ storedToken: "tok" }))
  h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig() })
  h.send({ _tag: "ConfigsLoaded", requestId: "r", configs: { countries: [] } })
  h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: aUser({ session_expires_at: EXPIRES, ...user }) })
  return h
}
const names = (h: { store: { getState(): AppState } }) => selectActiveModals(h.store.getState()).map((m) => m.name)
const untilWarning = (h: ReturnType<typeof loggedIn>, expires = EXPIRES) => h.advance(expires - 60_000 - h.now())

describe("inactivity warning (spec §4)", () => {
  it("is shown 60 s before session_expires_at, not a moment earlier", () => {
    const h = loggedIn()
    h.advance(EXPIRES - 60_000 - T0 - 1)
    expect(names(h)).toEqual([])
    h.advance(1)
    expect(selectActiveModals(h.store.getState())).toEqual([
      expect.objectContaining({ name: "Inactivity", layer: "high", closable: false, props: { expiresAt: EXPIRES } }),
    ])
  })

  it("counts down from 60 seconds", () => {
    const h = loggedIn()
    untilWarning(h)
    const left = (now: number) => selectInactivitySecondsLeft(now)(h.store.getState())
    expect(left(h.now())).toBe(60)
    expect(left(h.now() + 30_500)).toBe(30)
    expect(left(EXPIRES + 5000)).toBe(0)
  })

  it("the timer resets whenever session_expires_at changes", () => {
    const h = loggedIn()
    h.advance(5 * 60_000)
    const later = EXPIRES + 20 * 60_000
    h.send({ _tag: "UserPushed", user: aUser({ session_expires_at: later }) })
    expect(h.timers().get("inactivity-warning")).toBe(later - 60_000)
    h.advance(EXPIRES - h.now())
    expect(names(h)).toEqual([])
    expect(h.store.getState().session.user).not.toBeNull()
    untilWarning(h, later)
    expect(names(h)).toEqual(["Inactivity"])
  })

  it("a warning showing is withdrawn when the expiry moves", () => {
    const h = loggedIn()
    untilWarning(h)
    h.send({ _tag: "UserPushed", user: aUser({ session_expires_at: EXPIRES + 60 * 60_000 }) })
    expect(names(h)).toEqual([])
  })

  it("a push with the same session_expires_at leaves the timers alone", () => {
    const h = loggedIn()
    const cmds = h.send({ _tag: "UserPushed", user: aUser({ session_expires_at: EXPIRES, firstname: "Ada B." }) })
    expect(cmds.filter((c) => c._tag === "StartTimer" || c._tag === "CancelTimer")).toEqual([])
  })

  it("applies only when the user has a session expiry", () => {
    const h = loggedIn({ session_expires_at: null })
    expect(h.timers().has("inactivity-warning")).toBe(false)
    expect(h.timers().has("inactivity-expiry")).toBe(false)
    h.advance(24 * 60 * 60_000)
    expect(names(h)).toEqual([])
    expect(selectInactivitySecondsLeft(h.now())(h.store.getState())).toBeNull()
  })

  it("'Stay logged in' refreshes the session and closes; the refreshed session moves the timers", () => {
    const h = loggedIn()
    untilWarning(h)
    const cmds = h.send({ _tag: "SessionExtensionRequested" })
    expect(callsOf(cmds).map((c) => c.endpoint)).toEqual(["refreshSession"])
    expect(cmds).toContainEqual(expect.objectContaining({ _tag: "Call", endpoint: "refreshSession", token: "tok" }))
    expect(names(h)).toEqual([])
    const renewed = EXPIRES + 30 * 60_000
    h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok-2", user: aUser({ session_expires_at: renewed }) })
    const s = h.store.getState()
    expect(s.session.token).toBe("tok-2")
    expect(s.session.user?.session_expires_at).toBe(renewed)
    expect(s.session.extending).toBe(false)
    h.advance(EXPIRES - h.now() + 1000)
    expect(h.store.getState().session.user).not.toBeNull()
    expect(h.timers().get("inactivity-expiry")).toBe(renewed)
  })

  it("pressing 'Stay logged in' twice asks for one refresh", () => {
    const h = loggedIn()
    untilWarning(h)
    h.send({ _tag: "SessionExtensionRequested" })
    expect(callsOf(h.send({ _tag: "SessionExtensionRequested" }))).toEqual([])
  })

  it("a refresh nobody asked for is still ignored after start-up", () => {
    const h = loggedIn()
    h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "other", user: aUser({ session_expires_at: EXPIRES + 1 }) })
    expect(h.store.getState().session.token).toBe("tok")
  })

  it("'Logout' goes to the logout route with source inactivity-modal: index with the inactivity modal query", () => {
    const h = loggedIn()
    untilWarning(h)
    const cmds = h.send({ _tag: "LogoutRequested", source: "inactivity-modal" })
    expect(cmds).toContainEqual({ _tag: "Navigate", to: "/?modal=InactivityLoggedOutModal", replace: true })
    expect(cmds).toContainEqual({ _tag: "CancelTimer", id: "inactivity-expiry" })
    expect(names(h)).toEqual([])
    h.send({ _tag: "LocationChanged", location: { path: "/", search: "?modal=InactivityLoggedOutModal" } })
    expect(names(h)).toEqual(["InactivityLoggedOut"])
  })

  it("when session_expires_at is reached with no extension, the user is logged out (trigger token_expired)", () => {
    const h = loggedIn()
    untilWarning(h)
    const cmds = h.advance(60_000)
    expect(h.store.getState().session.user).toBeNull()
    expect(h.store.getState().session.token).toBeNull()
    expect(cmds).toEqual(expect.arrayContaining([
      { _tag: "Track", event: { name: "logged_out", properties: { trigger: "token_expired" } } },
      { _tag: "Persist", key: "authToken", value: null },
      { _tag: "Navigate", to: "/?modal=InactivityLoggedOutModal", replace: true },
    ]))
    expect(names(h)).toEqual([])
    expect(h.timers().has("inactivity-warning")).toBe(false)
  })

  it("a failed extension changes nothing: the session still runs out at its expiry", () => {
    const h = loggedIn()
    untilWarning(h)
    h.send({ _tag: "SessionExtensionRequested" })
    h.send(failed("refreshSession", 401, { public_message: "expired" }))
    expect(h.store.getState().session.extending).toBe(false)
    expect(h.store.getState().session.user).not.toBeNull()
    h.advance(60_000)
    expect(h.store.getState().session.user).toBeNull()
  })

  it("a timer firing before its time (a stale one) does nothing", () => {
    const h = loggedIn()
    h.send({ _tag: "TimerFired", id: "inactivity-expiry" })
    h.send({ _tag: "TimerFired", id: "inactivity-warning" })
    expect(h.store.getState().session.user).not.toBeNull()
    expect(names(h)).toEqual([])
  })

  it("words the modal as spec §2.10 does", () => {
    expect(coreMessages["inactivity.title"]).toBe("Hey, are you still there?")
    expect(coreMessages["inactivity.text"]).toBe("You haven't been active for a while. For security reasons, you will be logged out in {amount}.")
    expect(coreMessages["inactivity.stayLoggedIn"]).toBe("Stay logged in")
    expect(coreMessages["inactivity.logout"]).toBe("Logout")
  })
})
