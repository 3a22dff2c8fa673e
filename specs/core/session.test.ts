/** spec §4 "Auth" and §8 401, as a table of flows on the simulated clock. */
import { describe, expect, it } from "vitest"
import { aSiteConfig, appStarted, aUser, callsOf, failed, harness } from "./harness.js"
import { redirectAfterLogin } from "../../core/session/reduce.js"

const loggedIn = (location = { path: "/account", search: "?tab=1" }) => {
  const h = harness()
  h.send(appStarted({ storedToken: "tok", location }))
  h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig() })
  h.send({ _tag: "ConfigsLoaded", requestId: "r", configs: { countries: [] } })
  h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: aUser() })
  return h
}

describe("session (spec §4 Auth)", () => {
  it("logged out → logged in by refreshing a stored token", () => {
    const h = loggedIn()
    const s = h.store.getState().session
    expect(s.status).toBe("authenticated")
    expect(s.user?.username).toBe("ada")
    expect(h.commands).toContainEqual({ _tag: "Authenticate", token: "tok" })
  })

  it("logged out → logged in by login: token stored, socket told, sent to the redirect", () => {
    const h = harness()
    h.send(appStarted({ location: { path: "/login", search: "?redirect=%2Faccount" } }))
    const sent = h.send({ _tag: "LoginSubmitted", email: " ada@example.test ", password: "pw" })
    expect(sent).toContainEqual(expect.objectContaining({ _tag: "Call", endpoint: "login", input: { email: "ada@example.test", password: "pw" } }))
    expect(h.store.getState().forms.forms.login?.status).toBe("submitting")
    const cmds = h.send({ _tag: "SessionOpened", requestId: "r", via: "login", token: "t1", user: aUser() })
    expect(cmds).toEqual(expect.arrayContaining([
      { _tag: "Persist", key: "authToken", value: "t1" },
      { _tag: "Authenticate", token: "t1" },
      { _tag: "Navigate", to: "/account", replace: true },
      { _tag: "Track", event: { name: "logged_in", properties: { user_id: 7 } } },
    ]))
    expect(h.store.getState().forms.forms.login?.status).toBe("succeeded")
  })

  it("a failed login keeps the person logged out and shows the server's words on the form", () => {
    const h = harness()
    h.send(appStarted({ location: { path: "/login", search: "" } }))
    h.send({ _tag: "LoginSubmitted", email: "a@b.test", password: "wrong" })
    h.send(failed("login", 400, { public_message: "Incorrect e-mail or password." }, "/v0/sessions"))
    const s = h.store.getState()
    expect(s.session.user).toBeNull()
    expect(s.forms.forms.login).toEqual({ status: "failed", error: { _tag: "Literal", text: "Incorrect e-mail or password." }, fields: {} })
    // Shown once, inline; no snackbar repeating it (decision 0002).
    expect(s.snackbars).toEqual([])
  })

  it("logout clears token and user and emits logged_out with its trigger", () => {
    const h = loggedIn()
    const cmds = h.send({ _tag: "LogoutRequested", source: null })
    const s = h.store.getState().session
    expect(s.token).toBeNull()
    expect(s.user).toBeNull()
    expect(cmds).toEqual(expect.arrayContaining([
      { _tag: "Persist", key: "authToken", value: null },
      { _tag: "Authenticate", token: null },
      { _tag: "Track", event: { name: "logged_out", properties: { trigger: "user" } } },
      expect.objectContaining({ _tag: "Call", endpoint: "logout", token: "tok" }),
      { _tag: "Navigate", to: "/", replace: true },
    ]))
  })

  it("logout from the inactivity modal goes to index with the inactivity modal query", () => {
    const h = loggedIn()
    expect(h.send({ _tag: "LogoutRequested", source: "inactivity-modal" })).toContainEqual({ _tag: "Navigate", to: "/?modal=InactivityLoggedOutModal", replace: true })
  })

  it("a 401: snackbar now, logout after 1 s with trigger token_expired, then /login with redirect = path + search", () => {
    const h = loggedIn()
    h.send(failed("getUser", 401, { public_message: "expired" }, "/v0/users"))
    expect(h.store.getState().snackbars.map((s) => s.title)).toContainEqual({ _tag: "Message", id: "error.unauthorised.title" })
    expect(h.store.getState().session.user).not.toBeNull()
    expect(h.advance(999).some((c) => c._tag === "Track")).toBe(false)
    const cmds = h.advance(1)
    expect(h.store.getState().session.user).toBeNull()
    expect(cmds).toEqual(expect.arrayContaining([
      { _tag: "Track", event: { name: "logged_out", properties: { trigger: "token_expired" } } },
      { _tag: "Navigate", to: "/login?redirect=%2Faccount%3Ftab%3D1", replace: true },
    ]))
  })

  it("two 401s in a row log out once", () => {
    const h = loggedIn()
    h.send(failed("getUser", 401))
    h.send(failed("updateUser", 401))
    const tracks = h.advance(5000).filter((c) => c._tag === "Track")
    expect(tracks).toHaveLength(1)
  })

  it("a failed refresh: token cleared, logged_out token_invalid sent 2 s later", () => {
    const h = harness()
    h.send(appStarted({ storedToken: "stale" }))
    const now = h.send(failed("refreshSession", 401, null, "/v0/sessions/refresh"))
    expect(now.some((c) => c._tag === "Track")).toBe(false)
    expect(h.advance(1999).some((c) => c._tag === "Track")).toBe(false)
    expect(h.advance(1)).toContainEqual({ _tag: "Track", event: { name: "logged_out", properties: { trigger: "token_invalid" } } })
  })

  it("a refresh that never reached the server keeps the stored token for the next start", () => {
    const h = harness()
    h.send(appStarted({ storedToken: "tok" }))
    const cmds = h.send(failed("refreshSession", 0, null, "/v0/sessions/refresh"))
    expect(cmds.filter((c) => c._tag === "Persist")).toEqual([])
    expect(h.store.getState().session).toMatchObject({ token: null, user: null, status: "anonymous" })
    expect(h.advance(5000).some((c) => c._tag === "Track")).toBe(false)
  })

  it("a refresh answering after the person logged out does not log them back in", () => {
    const h = harness()
    h.send(appStarted({ storedToken: "tok" }))
    h.send({ _tag: "LogoutRequested", source: null })
    h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: aUser() })
    expect(h.store.getState().session.user).toBeNull()
  })

  it("a pushed user replaces the user", () => {
    const h = loggedIn()
    h.send({ _tag: "UserPushed", user: aUser({ firstname: "Augusta" }) })
    expect(h.store.getState().session.user?.firstname).toBe("Augusta")
  })

  it("a pushed user for someone else is ignored", () => {
    const h = loggedIn()
    h.send({ _tag: "UserPushed", user: aUser({ id: 99 as never, firstname: "Eve" }) })
    expect(h.store.getState().session.user?.firstname).toBe("Ada")
  })

  it.each([
    ["?redirect=%2Fsports%2Fbets", "/sports/bets"],
    ["", "/"],
    ["?redirect=https%3A%2F%2Fevil.test", "/"],
    ["?redirect=%2F%2Fevil.test", "/"],
  ])("after login, %s goes to %s (only local redirects)", (search, to) => {
    expect(redirectAfterLogin(search)).toBe(to)
  })
})

describe("registration", () => {
  it("sends nothing while a field breaks a spec §5 rule", () => {
    const h = harness()
    h.send(appStarted())
    const cmds = h.send({ _tag: "RegistrationSubmitted", email: "x@y.test", password: "longenough", username: "ada_1", firstname: "A", lastname: "L", dob: "31/02/1990", marketingOptIn: false })
    expect(callsOf(cmds)).toEqual([])
    expect(h.store.getState().forms.forms.signup?.fields).toHaveProperty("dob")
  })

  it("sends the form plus mixpanel_distinct_id when valid", () => {
    const h = harness()
    h.send(appStarted())
    const cmds = h.send({ _tag: "RegistrationSubmitted", email: "x@y.test", password: "longenough", username: "ada_1", firstname: "A", lastname: "L", dob: "10/12/1990", marketingOptIn: true })
    expect(cmds).toContainEqual(expect.objectContaining({
      _tag: "Call", endpoint: "register",
      input: expect.objectContaining({ dob: "10/12/1990", marketing_opt_in: true, mixpanel_distinct_id: "device-1" }),
    }))
  })
})

describe("username check (spec §4)", () => {
  it("the first check is immediate, later ones wait for 500 ms of quiet, and results are cached per value", () => {
    const h = harness()
    h.send(appStarted())
    expect(callsOf(h.send({ _tag: "UsernameEntered", username: "ad" }))).toHaveLength(1)
    h.send({ _tag: "UsernameValidated", requestId: "r", username: "ad", valid: false, publicMessage: "Too short" })
    expect(callsOf(h.send({ _tag: "UsernameEntered", username: "ada" }))).toHaveLength(0)
    h.advance(300)
    h.send({ _tag: "UsernameEntered", username: "adal" })
    expect(callsOf(h.advance(499))).toHaveLength(0)
    const fired = h.advance(1).filter((c) => c._tag === "Call")
    expect(fired).toEqual([expect.objectContaining({ endpoint: "validateUsername", input: { username: "adal" } })])
    expect(callsOf(h.send({ _tag: "UsernameEntered", username: "ad" }))).toHaveLength(0)
    expect(h.store.getState().forms.usernames.ad).toEqual({ valid: false, message: "Too short" })
  })
})
