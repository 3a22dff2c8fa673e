import { afterEach, describe, expect, it, vi } from "vitest"
import { WebSocket } from "ws"
import { localeOfLanguage, environmentOf } from "../../adapters/environment.js"
import { randomUuid } from "../../adapters/identity.js"
import { startRuntime, type Runtime, type RuntimeOptions } from "../../adapters/runtime.js"
import { createMemoryStorage } from "../../adapters/storage/storage.js"
import type { EncodedAppEvent } from "../../core/app/events.js"
import { CONTROL_TOPIC } from "../../core/model/realtime.js"
import { fakeFetch, hang, json, type Responder, type Sent } from "./support/fake-fetch.js"
import { createFakeWindow, InertTransport, type FakeWindow } from "./support/fake-window.js"
import { wireConfigs, wireSiteConfig, wireUser } from "./support/fixtures.js"
import { eventually } from "./support/phoenix-server.js"
import { shellUnderTest } from "./support/shell-under-test.js"

/** The reference server's answers to the start-up calls and a login. */
const server: Responder = (sent: Sent) => {
  const path = new URL(sent.input, "http://x").pathname
  if (path.endsWith("/v0/geolocation-check")) return json(wireSiteConfig())
  if (path.endsWith("/v0/configs")) return json(wireConfigs())
  if (path.endsWith("/v0/sessions/refresh")) return json({ token: "tok-refreshed", user: wireUser() })
  if (path.endsWith("/v0/sessions") && sent.init.method === "POST") return json({ token: "tok-login", user: wireUser() })
  if (path.endsWith("/v0/sessions") && sent.init.method === "DELETE") return json({ ok: true })
  return json({ public_message: "not found" }, 404)
}

// Registered before the shell's own: after each test the runtime stops first, then real timers return.
afterEach(() => {
  vi.useRealTimers()
})
const shell = shellUnderTest()

const start = (win: FakeWindow, options: Partial<RuntimeOptions> = {}, respond: Responder = server) => {
  const net = fakeFetch(respond)
  const logs: string[] = []
  const runtime = shell.keep(startRuntime({
    window: win,
    fetch: net.fetch,
    transport: InertTransport,
    environment: "test",
    log: (level, message) => void logs.push(`${level} ${message}`),
    ...options,
  }))
  return { runtime, net, logs }
}

const events = (r: Runtime): EncodedAppEvent[] => [...r.store.log.toFile({ redact: false }).events]
const tags = (r: Runtime) => events(r).map((e) => e._tag)

describe("startRuntime: AppStarted", () => {
  it("dispatches what the device knows: location, brand, country, locale, environment, device id, token, odds format", () => {
    const storage = createMemoryStorage()
    storage.setItem("sb:authToken", "tok-stored")
    storage.setItem("sb:oddsFormat", "decimal")
    storage.setItem("sb:hideBalance", "true")
    storage.setItem("sb:betslipExpanded", "false")
    storage.setItem("sb:stakes", '{"accumulator":500}')
    const win = createFakeWindow({ url: "http://localhost/sports/football?tab=live", language: "pt-PT", storage })
    const { runtime } = start(win, { brand: "apostas", country: "BR" })
    expect(events(runtime)[0]).toEqual({
      _tag: "AppStarted",
      at: expect.any(Number),
      location: { path: "/sports/football", search: "?tab=live" },
      brand: "apostas",
      country: "BR",
      locale: "pt-BR",
      environment: "test",
      deviceId: "00000000-0000-4000-8000-000000000001",
      storedToken: "tok-stored",
      storedOddsFormat: "decimal",
      storedHideBalance: true,
      storedDrawerExpanded: true,
      storedLastForcedReload: null,
      storedBetslipExpanded: false,
      storedStakes: '{"accumulator":500}',
      storedStakeOptions: null,
      prerendered: false,
      storedAffiliate: null,
    })
  })

  it("creates a device id once, persists it, and reuses it on the next start", () => {
    const storage = createMemoryStorage()
    const first = start(createFakeWindow({ storage, uuid: "11111111-1111-4111-8111-111111111111" })).runtime
    expect(storage.getItem("sb:deviceId")).toBe("11111111-1111-4111-8111-111111111111")
    first.stop()
    const second = start(createFakeWindow({ storage, uuid: "22222222-2222-4222-8222-222222222222" })).runtime
    expect(events(second)[0]).toMatchObject({ deviceId: "11111111-1111-4111-8111-111111111111" })
  })

  it("defaults: brand sportsbook, country GB, base URL /api, stored values null", () => {
    const win = createFakeWindow({ language: "de-DE" })
    const { runtime, net } = start(win)
    expect(events(runtime)[0]).toMatchObject({ brand: "sportsbook", country: "GB", locale: "en-GB", storedToken: null, storedOddsFormat: null })
    expect(net.sent.map((s) => s.input)).toEqual([
      "/api/v0/geolocation-check?brand=sportsbook&country=GB",
      "/api/v0/configs?brand=sportsbook&country=GB",
    ])
  })

  it("restores the virtuals reality check's stored session right after the start (spec §9), and says nothing when none is stored", () => {
    const storage = createMemoryStorage()
    const end = Date.now() + 600_000
    storage.setItem("sb:firstVirtualsBet", "1795500000000")
    storage.setItem("sb:virtualsSessionEnd", String(end))
    const { runtime } = start(createFakeWindow({ storage }))
    expect(events(runtime)[1]).toMatchObject({ _tag: "VirtualsSessionRestored", firstPlacedAt: 1795500000000, sessionEndAt: end })
    expect(runtime.store.getState().virtuals.reality).toMatchObject({ firstPlacedAt: 1795500000000, sessionEndAt: end })
    expect(tags(start(createFakeWindow({})).runtime)).not.toContain("VirtualsSessionRestored")
  })

  it("ignores a stored odds format that is not one", () => {
    const storage = createMemoryStorage()
    storage.setItem("sb:oddsFormat", "american")
    const { runtime } = start(createFakeWindow({ storage }))
    expect(events(runtime)[0]).toMatchObject({ storedOddsFormat: null })
  })
})

describe("startRuntime: non-production overrides (spec §6)", () => {
  it("reads apiUrl, wsUrl, country and oddsFormat from the query and persists them", async () => {
    const storage = createMemoryStorage()
    const win = createFakeWindow({
      url: "http://localhost/?apiUrl=http%3A%2F%2Fother%3A4000%2Fapi&wsUrl=ws%3A%2F%2Fother%3A4000%2Fsocket&country=mx&oddsFormat=fractional",
      storage,
    })
    const before = InertTransport.urls.length
    const { runtime, net } = start(win)
    expect(events(runtime)[0]).toMatchObject({ country: "MX", storedOddsFormat: "fractional" })
    const request = net.sent[0]!.request!
    expect(request.url).toBe("http://other:4000/api/v0/geolocation-check?brand=sportsbook&country=MX")
    expect(request.headers.get("x-country")).toBe("MX")
    // The socket's client loads on connect, then opens at the overridden address.
    await vi.waitFor(() => expect(InertTransport.urls[before]).toMatch(/^ws:\/\/other:4000\/socket\/websocket\?/))
    expect(storage.getItem("sb:override:apiUrl")).toBe("http://other:4000/api")
    expect(storage.getItem("sb:override:wsUrl")).toBe("ws://other:4000/socket")
    expect(storage.getItem("sb:override:country")).toBe("MX")
    expect(storage.getItem("sb:override:oddsFormat")).toBe("fractional")
  })

  it("reads overrides from storage when the query has none, and an empty query value clears one", () => {
    const storage = createMemoryStorage()
    storage.setItem("sb:override:apiUrl", "http://stored:5000/api")
    storage.setItem("sb:override:country", "ES")
    const { net } = start(createFakeWindow({ url: "http://localhost/?country=", storage }))
    expect(net.sent[0]!.input).toBe("http://stored:5000/api/v0/geolocation-check?brand=sportsbook&country=GB")
    expect(new Headers(net.sent[0]!.init.headers).get("x-country")).toBeNull()
    expect(storage.getItem("sb:override:country")).toBeNull()
  })

  it("an override wins over the apiUrl option", () => {
    const storage = createMemoryStorage()
    storage.setItem("sb:override:apiUrl", "http://override/api")
    const { net } = start(createFakeWindow({ storage }), { apiUrl: "http://configured/api" })
    expect(net.sent[0]!.input.startsWith("http://override/api/")).toBe(true)
  })

  it("production ignores query and storage overrides and persists nothing", () => {
    const storage = createMemoryStorage()
    storage.setItem("sb:override:apiUrl", "http://stored:5000/api")
    const win = createFakeWindow({ url: "http://localhost/?apiUrl=http%3A%2F%2Fevil%2Fapi&country=MX", storage })
    const { runtime, net } = start(win, { environment: "production", apiUrl: "https://api.example/api" })
    expect(net.sent[0]!.input).toBe("https://api.example/api/v0/geolocation-check?brand=sportsbook&country=GB")
    expect(events(runtime)[0]).toMatchObject({ country: "GB", environment: "production" })
    expect(storage.getItem("sb:override:country")).toBeNull()
  })

  it("MaintenanceOverridesReset clears the overrides and reloads", () => {
    const storage = createMemoryStorage()
    storage.setItem("sb:override:apiUrl", "http://stored:5000/api")
    const win = createFakeWindow({ storage })
    const { runtime } = start(win)
    runtime.store.dispatch({ _tag: "MaintenanceOverridesReset" })
    expect(storage.getItem("sb:override:apiUrl")).toBeNull()
    expect(win.reloads).toBe(1)
  })
})

describe("startRuntime: commands and their answers", () => {
  it("runs the start-up calls and reduces their answers", async () => {
    const storage = createMemoryStorage()
    storage.setItem("sb:authToken", "tok-stored")
    const { runtime, net } = start(createFakeWindow({ storage }))
    await eventually(() => runtime.store.getState().site.startup.status === "ready", 2000, "start-up")
    // The refreshed session's saved betslip (v1, spec §7) and betslip settings load once the bettor is known.
    expect(net.sent.map((s) => new URL(s.input, "http://x").pathname).sort()).toEqual(["/api/v0/configs", "/api/v0/geolocation-check", "/api/v0/sessions/refresh", "/api/v1/betslip", "/api/v1/sportsbook/settings"])
    const refresh = net.sent.find((s) => s.input.includes("refresh"))!
    expect(new Headers(refresh.init.headers).get("authorization")).toBe("Bearer tok-stored")
    expect(runtime.store.getState().session).toMatchObject({ status: "authenticated", token: "tok-refreshed" })
    expect(storage.getItem("sb:authToken")).toBe("tok-refreshed")
  })

  it("a 25 s start-up without answers shows maintenance (real clock and timers, faked)", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] })
    const { runtime } = start(createFakeWindow(), {}, hang)
    vi.advanceTimersByTime(24_999)
    expect(runtime.store.getState().site.maintenance.active).toBe(false)
    vi.advanceTimersByTime(1)
    expect(runtime.store.getState().site.maintenance.active).toBe(true)
    expect(tags(runtime)).toEqual(["AppStarted", "TimerFired"])
  })

  it("login: SessionOpened persists the token, navigates to the redirect and reports the location", async () => {
    const storage = createMemoryStorage()
    const win = createFakeWindow({ url: "http://localhost/login?redirect=%2Faccount", storage })
    const { runtime } = start(win)
    runtime.store.dispatch({ _tag: "LoginSubmitted", email: "ada@example.com", password: "pw" })
    await eventually(() => runtime.store.getState().session.status === "authenticated", 2000, "login")
    expect(storage.getItem("sb:authToken")).toBe("tok-login")
    expect(win.historyCalls).toEqual([["replaceState", "/account"]])
    expect(win.dispatched).toContain("replaceState")
    expect(runtime.store.getState().site.location).toEqual({ path: "/account", search: "" })
    expect(tags(runtime).filter((t) => t === "LocationChanged")).toHaveLength(1)
  })

  it("back and forward (popstate) become LocationChanged", () => {
    const win = createFakeWindow({ url: "http://localhost/a" })
    const { runtime } = start(win)
    win.back("/b?x=1")
    expect(runtime.store.getState().site.location).toEqual({ path: "/b", search: "?x=1" })
  })

  it("Persist from a person's choice lands in storage", () => {
    const storage = createMemoryStorage()
    const { runtime } = start(createFakeWindow({ storage }))
    runtime.store.dispatch({ _tag: "OddsFormatChosen", oddsFormat: "decimal" })
    runtime.store.dispatch({ _tag: "HideBalanceToggled" })
    expect(storage.getItem("sb:oddsFormat")).toBe("decimal")
    expect(storage.getItem("sb:hideBalance")).toBe("true")
  })
})

describe("startRuntime: the socket", () => {
  it("connects with the device id and locale, and authenticates once a session opens", async () => {
    const ws = await shell.phoenix()
    const win = createFakeWindow({ language: "es-AR" })
    const { runtime } = start(win, { wsUrl: ws.url, transport: WebSocket })
    await eventually(() => tags(runtime).includes("SocketConnected"), 5000, "SocketConnected")
    expect(ws.connections[0]).toContain("device_id=00000000-0000-4000-8000-000000000001")
    expect(ws.connections[0]).toContain("locale=es-MX")
    runtime.store.dispatch({ _tag: "LoginSubmitted", email: "ada@example.com", password: "pw" })
    await eventually(() => ws.frames.some((f) => f.topic === CONTROL_TOPIC && f.event === "authenticate"), 5000, "authenticate")
    expect(ws.frames.filter((f) => f.event === "authenticate").map((f) => f.payload)).toEqual([{ token: "tok-login" }])
    ws.push(CONTROL_TOPIC, "maintenance", { active: true })
    await eventually(() => runtime.store.getState().site.maintenance.active, 5000, "maintenance push")
  })
})

describe("startRuntime: developer handle and log", () => {
  it("exposes window.__sportsbook outside production, and removes it on stop", () => {
    const win = createFakeWindow()
    const { runtime } = start(win)
    const handle = (win as unknown as Record<string, unknown>).__sportsbook as { exportLog: () => unknown; store: unknown }
    expect(handle.store).toBe(runtime.store)
    expect(handle.exportLog()).toMatchObject({ format: "sportsbook-event-log", version: 1 })
    runtime.stop()
    expect((win as unknown as Record<string, unknown>).__sportsbook).toBeUndefined()
  })

  it("does not expose it in production", () => {
    const win = createFakeWindow()
    start(win, { environment: "production" })
    expect((win as unknown as Record<string, unknown>).__sportsbook).toBeUndefined()
  })

  it("exportLog redacts the stored token", () => {
    const storage = createMemoryStorage()
    storage.setItem("sb:authToken", "tok-secret")
    const { runtime } = start(createFakeWindow({ storage }))
    const file = runtime.exportLog()
    expect(JSON.stringify(file)).not.toContain("tok-secret")
    expect(file.events[0]).toMatchObject({ _tag: "AppStarted", storedToken: "[redacted]" })
  })

  it("after stop, late answers and timers dispatch nothing", async () => {
    let release: (r: Response) => void = () => {}
    const { runtime } = start(createFakeWindow(), {}, () => new Promise<Response>((resolve) => (release = resolve)))
    runtime.stop()
    release(json(wireSiteConfig()))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(tags(runtime)).toEqual(["AppStarted"])
  })
})

describe("environment helpers", () => {
  it.each([
    ["es", "es-MX"], ["es-ES", "es-MX"], ["pt", "pt-BR"], ["pt-PT", "pt-BR"], ["en-US", "en-GB"], ["en", "en-GB"],
    ["fr-FR", "en-GB"], ["", "en-GB"], [undefined, "en-GB"],
  ] as const)("browser language %s → locale %s (spec §9)", (language, locale) => {
    expect(localeOfLanguage(language)).toBe(locale)
  })

  it("maps Vite's MODE/PROD to the environment", () => {
    expect(environmentOf({ MODE: "production", PROD: true })).toBe("production")
    expect(environmentOf({ MODE: "staging", PROD: true })).toBe("production")
    expect(environmentOf({ MODE: "test" })).toBe("test")
    expect(environmentOf({ MODE: "development" })).toBe("development")
    expect(environmentOf(undefined)).toBe("development")
  })

  it("an optimised build told it is for a non-production deployment stays non-production", () => {
    expect(environmentOf({ MODE: "production", PROD: true, VITE_ENVIRONMENT: "development" })).toBe("development")
    expect(environmentOf({ MODE: "production", PROD: true, VITE_ENVIRONMENT: "production" })).toBe("production")
    expect(environmentOf({ MODE: "production", PROD: true, VITE_ENVIRONMENT: "staging" })).toBe("production")
  })

  it("builds a v4 UUID without randomUUID (plain-HTTP test deployments)", () => {
    const id = randomUuid({ getRandomValues: (bytes) => bytes.fill(0xab) })
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
