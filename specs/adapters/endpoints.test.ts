import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { ENDPOINTS } from "../../adapters/api/endpoints.js"
import { createCallRunner, decodeErrorBody } from "../../adapters/api/run-call.js"
import { createHttpClient } from "../../adapters/http/client.js"
import { call } from "../../core/app/commands.js"
import type { EndpointName } from "../../core/app/commands.js"
import { User } from "../../core/model/user.js"
import { SiteConfig, Configs } from "../../core/model/site.js"
import {
  decoded, wireCompetitionPage, wireGame, wireGameTab, wireLookup, wireMatchPage, wireSearch, wireSportHome,
} from "../support/catalogue-wire.js"
import { fakeFetch, hang, json, text, type Responder } from "./support/fake-fetch.js"
import { wireConfigs, wireSiteConfig, wireUser } from "./support/fixtures.js"
import { wireBetslipRows, type Row } from "./support/betslip-wire.js"
import { aBet, wireBet } from "../support/bets-fixtures.js"

const setup = (respond: Responder) => {
  const net = fakeFetch(respond)
  const client = createHttpClient({
    baseUrl: "http://api.test/api",
    fetch: net.fetch,
    now: () => 0,
    locale: () => "en-GB",
    brand: () => "sportsbook",
    country: () => "GB",
    onDuplicate: () => {},
  })
  return { runner: createCallRunner(client), net }
}

const decodedUser = Schema.decodeUnknownSync(User)(wireUser())
const session = { token: "tok-new", user: wireUser() }

const registration = {
  email: "ada@example.com",
  password: "Secret123!",
  username: "ada",
  firstname: "Ada",
  lastname: "Lovelace",
  dob: "10/12/1985",
  marketing_opt_in: true,
  locale: "en-GB",
  mixpanel_distinct_id: "device-1",
}

const trackingEvent = {
  event: "game_clicked", page: "/casino", location: "lobby", position: 3, id: "g-1", type: "casino", game_id: "g-1", timestamp: 1_795_000_000_000,
}

/**
 * One row per endpoint of the areas this suite covers (site, session, forms, analytics, catalogue,
 * betslip, My Bets): the request it sends and the event its success becomes. Areas added later
 * test their own endpoints beside them; specs/core/registry.test.ts checks every area's endpoints
 * reach the table.
 */
const rows = {
  geolocationCheck: {
    call: call("geolocationCheck", { retry: false }, "r1", null),
    method: "GET", path: "/api/v0/geolocation-check", body: null, authorization: null,
    status: 200, response: wireSiteConfig(),
    event: { _tag: "SiteConfigLoaded", requestId: "r1", config: Schema.decodeUnknownSync(SiteConfig)(wireSiteConfig()) },
  },
  configs: {
    call: call("configs", {}, "r2", "tok"),
    method: "GET", path: "/api/v0/configs", body: null, authorization: "Bearer tok",
    status: 200, response: wireConfigs(),
    event: { _tag: "ConfigsLoaded", requestId: "r2", configs: Schema.decodeUnknownSync(Configs)(wireConfigs()) },
  },
  login: {
    call: call("login", { email: "ada@example.com", password: "pw" }, "r3", null),
    method: "POST", path: "/api/v0/sessions", body: { email: "ada@example.com", password: "pw" }, authorization: null,
    status: 200, response: session,
    event: { _tag: "SessionOpened", requestId: "r3", via: "login", token: "tok-new", user: decodedUser },
  },
  logout: {
    call: call("logout", { token: "tok-old" }, "r4", null),
    method: "DELETE", path: "/api/v0/sessions", body: null, authorization: "Bearer tok-old",
    status: 200, response: { ok: true },
    event: { _tag: "CallCompleted", requestId: "r4", endpoint: "logout" },
  },
  refreshSession: {
    call: call("refreshSession", {}, "r5", "tok-old"),
    method: "GET", path: "/api/v0/sessions/refresh", body: null, authorization: "Bearer tok-old",
    status: 200, response: session,
    event: { _tag: "SessionOpened", requestId: "r5", via: "refresh", token: "tok-new", user: decodedUser },
  },
  register: {
    call: call("register", registration, "r6", null),
    method: "POST", path: "/api/v0/users/register", body: registration, authorization: null,
    status: 201, response: session,
    event: { _tag: "SessionOpened", requestId: "r6", via: "register", token: "tok-new", user: decodedUser },
  },
  validateUsername: {
    call: call("validateUsername", { username: "ada" }, "r7", null),
    method: "POST", path: "/api/v0/users/validate", body: { username: "ada" }, authorization: null,
    status: 200, response: { username: { valid: false, public_message: "Username taken" } },
    event: { _tag: "UsernameValidated", requestId: "r7", username: "ada", valid: false, publicMessage: "Username taken" },
  },
  getUser: {
    call: call("getUser", {}, "r8", "tok"),
    method: "GET", path: "/api/v0/users", body: null, authorization: "Bearer tok",
    status: 200, response: wireUser(),
    event: { _tag: "UserLoaded", requestId: "r8", user: decodedUser, saved: false },
  },
  updateUser: {
    call: call("updateUser", { odds_format: "decimal", hide_username: true }, "r9", "tok"),
    method: "PUT", path: "/api/v0/users", body: { odds_format: "decimal", hide_username: true }, authorization: "Bearer tok",
    status: 200, response: wireUser(),
    event: { _tag: "UserLoaded", requestId: "r9", user: decodedUser, saved: true },
  },
  changePassword: {
    call: call("changePassword", { old_password: "a", new_password: "b" }, "r10", "tok"),
    method: "POST", path: "/api/v0/users/password", body: { old_password: "a", new_password: "b" }, authorization: "Bearer tok",
    status: 200, response: { ok: true },
    event: { _tag: "CallCompleted", requestId: "r10", endpoint: "changePassword" },
  },
  resetPasswordEmail: {
    call: call("resetPasswordEmail", { email: "ada@example.com" }, "r11", null),
    method: "POST", path: "/api/v0/users/reset-password-email", body: { email: "ada@example.com" }, authorization: null,
    status: 200, response: { ok: true },
    event: { _tag: "CallCompleted", requestId: "r11", endpoint: "resetPasswordEmail" },
  },
  resetPassword: {
    call: call("resetPassword", { token: "reset-tok", password: "pw" }, "r12", null),
    method: "POST", path: "/api/v0/users/reset-password", body: { token: "reset-tok", password: "pw" }, authorization: null,
    status: 200, response: session,
    event: { _tag: "SessionOpened", requestId: "r12", via: "reset", token: "tok-new", user: decodedUser },
  },
  resendConfirmationEmail: {
    call: call("resendConfirmationEmail", {}, "r13", "tok"),
    method: "POST", path: "/api/v0/verify-email/resend", body: null, authorization: "Bearer tok",
    status: 200, response: { ok: true },
    event: { _tag: "CallCompleted", requestId: "r13", endpoint: "resendConfirmationEmail" },
  },
  confirmEmail: {
    call: call("confirmEmail", { token: "mail-tok" }, "r14", "tok"),
    method: "POST", path: "/api/v0/verify-email/confirm", body: { token: "mail-tok" }, authorization: "Bearer tok",
    status: 200, response: { ok: true },
    event: { _tag: "CallCompleted", requestId: "r14", endpoint: "confirmEmail" },
  },
  sendTracking: {
    call: call("sendTracking", { events: [trackingEvent] }, "r15", null),
    method: "POST", path: "/api/v0/personalisation/tracking", body: { events: [trackingEvent] }, authorization: null,
    status: 200, response: { ok: true },
    event: { _tag: "CallCompleted", requestId: "r15", endpoint: "sendTracking" },
  },
  getGames: {
    call: call("getGames", {}, "r16", null),
    method: "GET", path: "/api/v0/games", body: null, authorization: null,
    status: 200, response: [wireGame()],
    event: { _tag: "GamesLoaded", requestId: "r16", games: decoded.games() },
  },
  getSportHome: {
    call: call("getSportHome", { view: { _tag: "Home" } }, "r17", null),
    method: "GET", path: "/api/v0/sports/home", body: null, authorization: null,
    status: 200, response: wireSportHome(),
    event: { _tag: "SportHomeLoaded", requestId: "r17", view: { _tag: "Home" }, home: decoded.home() },
  },
  getGameTab: {
    call: call("getGameTab", { view: { _tag: "GameTab", name: "football", tab: "matches" }, name: "football", tab: "matches" }, "r18", null),
    method: "GET", path: "/api/v0/games/football/matches", body: null, authorization: null,
    status: 200, response: wireGameTab(),
    event: { _tag: "GameTabLoaded", requestId: "r18", view: { _tag: "GameTab", name: "football", tab: "matches" }, page: decoded.tab() },
  },
  getCompetition: {
    call: call("getCompetition", { view: { _tag: "Competition", id: 100 }, id: 100 }, "r19", null),
    method: "GET", path: "/api/v0/competitions/100", body: null, authorization: null,
    status: 200, response: wireCompetitionPage(),
    event: { _tag: "CompetitionLoaded", requestId: "r19", view: { _tag: "Competition", id: 100 }, page: decoded.competition() },
  },
  getMatchPage: {
    call: call("getMatchPage", { view: { _tag: "Match", id: 10001 }, id: 10001 }, "r20", null),
    method: "GET", path: "/api/v0/matches/10001/markets", body: null, authorization: null,
    status: 200, response: wireMatchPage(),
    event: { _tag: "MatchPageLoaded", requestId: "r20", view: { _tag: "Match", id: 10001 }, page: decoded.match() },
  },
  searchSports: {
    call: call("searchSports", { view: { _tag: "Search", query: "home" }, query: "home" }, "r21", null),
    method: "GET", path: "/api/v0/sports/search", body: null, authorization: null,
    status: 200, response: wireSearch(),
    event: { _tag: "SearchLoaded", requestId: "r21", view: { _tag: "Search", query: "home" }, results: decoded.search() },
  },
  getMatchLookup: {
    call: call("getMatchLookup", { id: 10001 }, "r22", null),
    method: "GET", path: "/api/v1/matches/10001", body: null, authorization: null,
    status: 200, response: wireLookup(),
    event: { _tag: "MatchLookupLoaded", requestId: "r22", lookup: decoded.lookup() },
  },
  // The betslip (adapters/api/betslip-endpoints.ts).
  ...wireBetslipRows(),
  // My Bets (adapters/api/bets-endpoints.ts).
  getBets: {
    call: call("getBets", { list: "open", limit: 20, before: null }, "r40", "tok"),
    method: "GET", path: "/api/v1/bets", body: null, authorization: "Bearer tok",
    status: 200, response: { bets: [wireBet()], next_before: null },
    event: { _tag: "BetsPageLoaded", requestId: "r40", list: "open", before: null, page: { bets: [aBet()], next_before: null } },
  },
  cashoutBet: {
    call: call("cashoutBet", { betId: 41, amount: 1425, stake: null }, "r41", "tok"),
    method: "POST", path: "/api/v1/bets/41/cashout", body: { amount: 14.25, stake: null }, authorization: "Bearer tok",
    status: 200, response: { result: "success", bet: wireBet({ version: 2, cashout_success: true }), paid: 14.25 },
    event: { _tag: "CashoutAnswered", requestId: "r41", betId: 41, response: { result: "success", bet: aBet({ version: 2, cashout_success: true }), paid: 1425 } },
  },
} satisfies Partial<Record<EndpointName, Row>> as Readonly<Record<string, Row>>

const names = Object.keys(rows)
const acknowledged = names.filter((name) => ENDPOINTS[name]!.response === "acknowledgement")
const schemaChecked = names.filter((name) => ENDPOINTS[name]!.response !== "acknowledgement")

describe("endpoint table", () => {
  it("declares every endpoint of these areas, under its own name", () => {
    for (const name of names) expect(ENDPOINTS[name]?.name).toBe(name)
  })

  it("cancels in flight only where a stale answer is worthless (username check, the games list, search as you type, betslip and bet builder cart syncs)", () => {
    expect(names.filter((name) => ENDPOINTS[name]!.cancelInFlight).sort()).toEqual(["getGames", "searchSports", "syncBetBuilderCart", "syncBetslip", "validateUsername"])
  })
})

describe.each(names)("%s", (name) => {
  const row = rows[name]!

  it("sends the declared method, path, body and token", async () => {
    const { runner, net } = setup(() => json(row.response, row.status))
    await runner.run(row.call)
    const request = net.sent[0]!.request!
    expect(request.method).toBe(row.method)
    expect(new URL(request.url).pathname).toBe(row.path)
    expect(request.headers.get("authorization")).toBe(row.authorization)
    const sentBody = await request.text()
    expect(sentBody === "" ? null : JSON.parse(sentBody)).toEqual(row.body)
  })

  it("maps a successful answer to its core event", async () => {
    const { runner } = setup(() => json(row.response, row.status))
    await expect(runner.run(row.call)).resolves.toEqual(row.event)
  })

  it("an HTTP error with an error payload → RequestFailed http with the payload", async () => {
    const payload = { public_message: "Nope", message_key: "SOME_KEY", message: "internal words" }
    const { runner } = setup(() => json(payload, 400))
    await expect(runner.run(row.call)).resolves.toEqual({
      _tag: "RequestFailed",
      requestId: row.call.requestId,
      endpoint: name,
      method: row.method,
      path: row.path.replace(/^\/api/, ""),
      status: 400,
      reason: "http",
      error: payload,
      detail: "HTTP 400 SOME_KEY: internal words",
    })
  })

  it.each([
    ["an empty body", () => text("", 500)],
    ["a body that is not JSON", () => text("<html>Bad gateway</html>", 502)],
    ["JSON that is not an error payload", () => json({ public_message: 42 }, 422)],
    ["a JSON array", () => json([1, 2], 409)],
  ])("an HTTP error with %s → RequestFailed http with error null", async (_, respond) => {
    const { runner } = setup(respond)
    const event = await runner.run(row.call)
    expect(event).toMatchObject({ _tag: "RequestFailed", reason: "http", error: null, endpoint: name })
    expect((event as { status: number }).status).toBeGreaterThanOrEqual(400)
  })

  it("a network failure → RequestFailed network, status 0", async () => {
    const { runner } = setup(() => Promise.reject(new TypeError("Failed to fetch")))
    await expect(runner.run(row.call)).resolves.toMatchObject({
      _tag: "RequestFailed", reason: "network", status: 0, error: null, detail: "TypeError: Failed to fetch",
    })
  })

  it("a cancelled call produces no event", async () => {
    const { runner } = setup(hang)
    const pending = runner.run(row.call)
    runner.cancel(name)
    await expect(pending).resolves.toBeNull()
  })
})

describe.each(schemaChecked)("%s: a 2xx that fails the response schema", (name) => {
  const row = rows[name]!

  it.each([
    ["a wrong shape", () => json({ unexpected: true })],
    ["an empty body", () => text("", 200)],
    ["a body that is not JSON", () => text("not json", 200)],
  ])("with %s → RequestFailed decode with the issue as detail", async (_, respond) => {
    const { runner } = setup(respond)
    const event = await runner.run(row.call)
    expect(event).toMatchObject({ _tag: "RequestFailed", reason: "decode", status: 200, error: null, endpoint: name })
    expect((event as { detail: string }).detail).not.toBe("")
  })
})

describe.each(acknowledged)("%s: an acknowledgement is decoded leniently", (name) => {
  const row = rows[name]!

  it.each([
    ["{ok: true}", () => json({ ok: true })],
    ["an empty object", () => json({})],
    ["204 with no body", () => text("", 204)],
  ])("%s → success", async (_, respond) => {
    const { runner } = setup(respond)
    await expect(runner.run(row.call)).resolves.toEqual(row.event)
  })

  it.each([
    ["a JSON array", () => json([1])],
    ["a JSON string", () => json("ok")],
    ["text that is not JSON", () => text("OK", 200)],
  ])("%s → RequestFailed decode", async (_, respond) => {
    const { runner } = setup(respond)
    await expect(runner.run(row.call)).resolves.toMatchObject({ _tag: "RequestFailed", reason: "decode" })
  })
})

describe("run-call details", () => {
  it("decodes wire money to minor units and timestamps to epoch ms on the way in", async () => {
    const { runner } = setup(() => json(wireUser()))
    const event = await runner.run(call("getUser", {}, "r", "t"))
    expect(event).toMatchObject({ user: { account: { balance: 12550, vouchers: [{ id: 1, amount: 500 }] }, session_expires_at: Date.UTC(2030, 0, 1) } })
  })

  it("a request body the wire schema rejects is not sent: RequestFailed decode", async () => {
    const { runner, net } = setup(() => json(wireUser()))
    const event = await runner.run(call("updateUser", { favourite_colour: "blue" }, "r", "t"))
    expect(event).toMatchObject({ _tag: "RequestFailed", reason: "decode", status: 0, path: "/v0/users" })
    expect((event as { detail: string }).detail).toContain("request body")
    expect(net.sent).toHaveLength(0)
  })

  it("logout authenticates with the token it ends when the Call carries none", async () => {
    const { runner, net } = setup(() => json({ ok: true }))
    await runner.run(call("logout", { token: "ending" }, "r", null))
    expect(net.sent[0]!.request!.headers.get("authorization")).toBe("Bearer ending")
  })

  it("a newer username check cancels the older one, which produces no event", async () => {
    let n = 0
    const { runner } = setup((sent) => (++n === 1 ? hang(sent) : json({ username: { valid: true, public_message: null } })))
    const first = runner.run(call("validateUsername", { username: "ad" }, "a", null))
    const second = runner.run(call("validateUsername", { username: "ada" }, "b", null))
    await expect(first).resolves.toBeNull()
    await expect(second).resolves.toMatchObject({ _tag: "UsernameValidated", username: "ada", valid: true })
  })

  it("an unexpected fault inside the runner becomes RequestFailed, never a rejection", async () => {
    const net = fakeFetch()
    const client = createHttpClient({
      baseUrl: "/api", fetch: net.fetch, now: () => 0, brand: () => "b", country: () => "GB",
      locale: () => {
        throw new Error("locale exploded")
      },
    })
    const event = await createCallRunner(client).run(call("getUser", {}, "r", null))
    expect(event).toMatchObject({ _tag: "RequestFailed", endpoint: "getUser" })
  })

  it("decodeErrorBody reads a payload with reached limits and ignores what is not one", () => {
    const limit = { type: "deposit", source: "user", window_days: 7, maximum_amount: 100, remaining_amount: 0 }
    expect(decodeErrorBody(JSON.stringify({ message_key: "PAYMENT_DEPOSIT_LIMIT_REACHED", reached_limits: [limit] }))).toEqual({
      message_key: "PAYMENT_DEPOSIT_LIMIT_REACHED",
      // Money decodes to minor units: £100 is 10000 pence in memory.
      reached_limits: [{ ...limit, maximum_amount: 10_000 }],
    })
    expect(decodeErrorBody("")).toBeNull()
    expect(decodeErrorBody("null")).toBeNull()
    expect(decodeErrorBody("{")).toBeNull()
  })
})
