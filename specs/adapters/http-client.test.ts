import { describe, expect, it, vi } from "vitest"
import { createHttpClient, type HttpClientConfig } from "../../adapters/http/client.js"
import { DUPLICATE_WINDOW_MS, isDuplicateExempt } from "../../adapters/http/duplicates.js"
import { joinUrl, unversionedPath, versionedPath } from "../../adapters/http/paths.js"
import { fakeFetch, hang, json, type Responder } from "./support/fake-fetch.js"

const setup = (overrides: Partial<HttpClientConfig> = {}, respond?: Responder) => {
  const net = fakeFetch(respond)
  let now = 1_000
  const duplicates: unknown[] = []
  const client = createHttpClient({
    baseUrl: "http://api.test/api",
    fetch: net.fetch,
    now: () => now,
    locale: () => "pt-BR",
    brand: () => "apostas",
    country: () => "BR",
    onDuplicate: (r) => duplicates.push(r),
    ...overrides,
  })
  return { client, net, duplicates, advance: (ms: number) => (now += ms) }
}

describe("HTTP client: the automatic additions of spec §7", () => {
  it("sends to the configured base URL with credentials", async () => {
    const { client, net } = setup()
    await client.request({ method: "GET", path: "users" })
    const request = net.sent[0]!.request!
    expect(new URL(request.url).origin + new URL(request.url).pathname).toBe("http://api.test/api/v0/users")
    expect(request.credentials).toBe("include")
  })

  it("accepts a relative base URL ('/api') and a trailing slash", async () => {
    const { client, net } = setup({ baseUrl: "/api/" })
    await client.request({ method: "GET", path: "users" })
    expect(net.sent[0]!.input).toBe("/api/v0/users?brand=apostas&country=BR")
    expect(net.sent[0]!.init.credentials).toBe("include")
  })

  it("sends Accept-Language with the locale", async () => {
    const { client, net } = setup()
    await client.request({ method: "GET", path: "users" })
    expect(net.sent[0]!.request!.headers.get("accept-language")).toBe("pt-BR")
  })

  it("sends a Bearer Authorization header only when a token exists", async () => {
    const { client, net } = setup()
    await client.request({ method: "GET", path: "users", token: "tok-1" })
    await client.request({ method: "GET", path: "users", token: null })
    await client.request({ method: "GET", path: "users" })
    expect(net.sent.map((s) => s.request!.headers.get("authorization"))).toEqual(["Bearer tok-1", null, null])
  })

  it("adds brand and country query parameters to every call, after the caller's own", async () => {
    const { client, net } = setup()
    await client.request({ method: "GET", path: "bonuses/validate-code", query: { code: "WELCOME", skip: undefined } })
    await client.request({ method: "POST", path: "sessions", body: { email: "a", password: "b" } })
    const first = new URL(net.sent[0]!.request!.url)
    expect([...first.searchParams.entries()]).toEqual([["code", "WELCOME"], ["brand", "apostas"], ["country", "BR"]])
    const second = new URL(net.sent[1]!.request!.url)
    expect(second.searchParams.get("brand")).toBe("apostas")
    expect(second.searchParams.get("country")).toBe("BR")
  })

  it("sends the country header only when the country is overridden, and the override as country", async () => {
    const plain = setup()
    await plain.client.request({ method: "GET", path: "users" })
    expect(plain.net.sent[0]!.request!.headers.get("x-country")).toBeNull()

    const overridden = setup({ countryOverride: () => "MX" })
    await overridden.client.request({ method: "GET", path: "users" })
    const request = overridden.net.sent[0]!.request!
    expect(request.headers.get("x-country")).toBe("MX")
    expect(new URL(request.url).searchParams.get("country")).toBe("MX")
  })

  it("prefixes v0 unless the request names a version; a versioned path is used as given", async () => {
    const { client, net } = setup()
    await client.request({ method: "GET", path: "geolocation-check" })
    await client.request({ method: "GET", path: "matches/12345", version: "v1" })
    await client.request({ method: "GET", path: "betslip", version: "v2" })
    await client.request({ method: "GET", path: "/v0/configs", version: "v1" })
    expect(net.sent.map((s) => new URL(s.request!.url).pathname)).toEqual([
      "/api/v0/geolocation-check",
      "/api/v1/matches/12345",
      "/api/v2/betslip",
      "/api/v0/configs",
    ])
  })

  it("sends JSON bodies with a content type, and no body (nor content type) when there is none", async () => {
    const { client, net } = setup()
    await client.request({ method: "POST", path: "sessions", body: { email: "a@b.c", password: "pw" } })
    await client.request({ method: "DELETE", path: "sessions" })
    const [post, del] = net.sent.map((s) => s.request!)
    expect(post!.headers.get("content-type")).toBe("application/json")
    expect(await post!.text()).toBe('{"email":"a@b.c","password":"pw"}')
    expect(del!.headers.get("content-type")).toBeNull()
    expect(del!.body).toBeNull()
  })

  it("reads locale, brand and country at each request", async () => {
    let locale = "en-GB"
    const { client, net } = setup({ locale: () => locale })
    await client.request({ method: "GET", path: "users" })
    locale = "es-MX"
    await client.request({ method: "GET", path: "users" })
    expect(net.sent.map((s) => s.request!.headers.get("accept-language"))).toEqual(["en-GB", "es-MX"])
  })

  it("external calls (/maintenance/generic.html) get no base URL, no credentials, no token, no brand/country", async () => {
    const { client, net } = setup({ countryOverride: () => "MX" })
    const outcome = await client.request({ method: "GET", path: "/maintenance/generic.html", external: true, token: "secret" })
    const sent = net.sent[0]!
    expect(sent.input).toBe("/maintenance/generic.html")
    expect(sent.init.credentials).toBe("omit")
    const headers = new Headers(sent.init.headers)
    expect(headers.get("authorization")).toBeNull()
    expect(headers.get("x-country")).toBeNull()
    expect(outcome).toMatchObject({ _tag: "Response", status: 200, path: "/maintenance/generic.html" })
  })
})

describe("HTTP client: outcomes are values, never exceptions", () => {
  it("returns status, body and content type of any response", async () => {
    const { client } = setup({}, () => json({ public_message: "no" }, 400))
    const outcome = await client.request({ method: "GET", path: "users" })
    expect(outcome).toEqual({
      _tag: "Response",
      method: "GET",
      path: "/v0/users",
      url: "http://api.test/api/v0/users?brand=apostas&country=BR",
      status: 400,
      body: '{"public_message":"no"}',
      contentType: "application/json",
    })
  })

  it("turns a rejected fetch into a NetworkError", async () => {
    const { client } = setup({}, () => Promise.reject(new TypeError("Failed to fetch")))
    await expect(client.request({ method: "GET", path: "users" })).resolves.toMatchObject({
      _tag: "NetworkError",
      path: "/v0/users",
      message: "TypeError: Failed to fetch",
    })
  })

  it("turns a fetch that throws synchronously into a NetworkError", async () => {
    const { client } = setup({
      fetch: () => {
        throw new Error("boom")
      },
    })
    await expect(client.request({ method: "GET", path: "users" })).resolves.toMatchObject({ _tag: "NetworkError" })
  })

  it("turns an unserialisable body into a NetworkError instead of throwing", async () => {
    const { client, net } = setup()
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    await expect(client.request({ method: "POST", path: "users", body: cyclic })).resolves.toMatchObject({ _tag: "NetworkError" })
    expect(net.sent).toHaveLength(0)
  })
})

describe("HTTP client: cancel in flight (spec §7)", () => {
  it("a request flagged cancelInFlight aborts the earlier one of the same method and path", async () => {
    let calls = 0
    const { client, net } = setup({}, (sent) => (++calls === 1 ? hang(sent) : json({ ok: true })))
    const first = client.request({ method: "POST", path: "betslip", version: "v1", body: { legs: [1] }, cancelInFlight: true })
    const second = client.request({ method: "POST", path: "betslip", version: "v1", body: { legs: [1, 2] }, cancelInFlight: true })
    await expect(first).resolves.toMatchObject({ _tag: "Cancelled", path: "/v1/betslip" })
    await expect(second).resolves.toMatchObject({ _tag: "Response", status: 200 })
    expect(net.sent[0]!.init.signal!.aborted).toBe(true)
    expect(client.inFlight()).toBe(0)
  })

  it("does not cancel requests of another method or another path", async () => {
    const { client } = setup({}, (sent) => (sent.init.method === "GET" || sent.input.includes("users") ? hang(sent) : json({})))
    const get = client.request({ method: "GET", path: "betslip", version: "v1" })
    const other = client.request({ method: "POST", path: "users/validate", body: {} })
    await client.request({ method: "POST", path: "betslip", version: "v1", body: {}, cancelInFlight: true })
    expect(client.inFlight()).toBe(2) // the GET and the other path are still waiting
    client.cancel("GET", "betslip", "v1")
    client.cancel("POST", "users/validate")
    await expect(get).resolves.toMatchObject({ _tag: "Cancelled" })
    await expect(other).resolves.toMatchObject({ _tag: "Cancelled" })
  })

  it("without the flag a later request leaves the earlier one alone", async () => {
    let calls = 0
    let release: (r: Response) => void = () => {}
    const { client } = setup({}, () => (++calls === 1 ? new Promise<Response>((resolve) => (release = resolve)) : json({ n: 2 })))
    const first = client.request({ method: "POST", path: "users/validate", body: { username: "a" } })
    await client.request({ method: "POST", path: "users/validate", body: { username: "ab" } })
    release(json({ n: 1 }))
    await expect(first).resolves.toMatchObject({ _tag: "Response", body: '{"n":1}' })
  })

  it("a caller's signal cancels its request", async () => {
    const { client } = setup({}, hang)
    const controller = new AbortController()
    const pending = client.request({ method: "GET", path: "users", signal: controller.signal })
    controller.abort()
    await expect(pending).resolves.toMatchObject({ _tag: "Cancelled" })
  })
})

describe("HTTP client: duplicate non-GET requests within 300 ms (spec §7, §9)", () => {
  const body = { email: "a@b.c", password: "pw" }

  it("reports the same method, path and body inside the window, and still sends it", async () => {
    const { client, net, duplicates, advance } = setup()
    await client.request({ method: "POST", path: "sessions", body })
    advance(DUPLICATE_WINDOW_MS - 1)
    await client.request({ method: "POST", path: "sessions", body })
    expect(duplicates).toEqual([{ method: "POST", path: "/v0/sessions", body: JSON.stringify(body), afterMs: 299 }])
    expect(net.sent).toHaveLength(2)
  })

  it("does not report at 300 ms or later, another body, another method, or a GET", async () => {
    const { client, duplicates, advance } = setup()
    await client.request({ method: "POST", path: "sessions", body })
    advance(DUPLICATE_WINDOW_MS)
    await client.request({ method: "POST", path: "sessions", body })
    await client.request({ method: "POST", path: "sessions", body: { ...body, password: "other" } })
    await client.request({ method: "PUT", path: "sessions", body })
    await client.request({ method: "GET", path: "users" })
    await client.request({ method: "GET", path: "users" })
    expect(duplicates).toEqual([])
  })

  it("reports DELETE duplicates with no body", async () => {
    const { client, duplicates } = setup()
    await client.request({ method: "DELETE", path: "sessions" })
    await client.request({ method: "DELETE", path: "sessions" })
    expect(duplicates).toHaveLength(1)
  })

  it.each([
    ["betbuilder-cart", "v1"],
    ["betslip", "v1"],
    ["betslip", "v2"],
    ["matches/12345/livestream/betgenius", "v0"],
    ["personalisation/tracking", "v0"],
    ["users/attribute", "v0"],
    ["users/attribute/marketing", "v0"],
  ] as const)("exempts %s (%s) from the report", async (path, version) => {
    const { client, duplicates } = setup()
    await client.request({ method: "POST", path, version, body: { x: 1 } })
    await client.request({ method: "POST", path, version, body: { x: 1 } })
    expect(duplicates).toEqual([])
  })

  it("does not exempt paths that merely resemble the list", () => {
    expect(isDuplicateExempt("/v0/users/attribute/income-access/register")).toBe(false)
    expect(isDuplicateExempt("/v1/betslip/extra")).toBe(false)
    expect(isDuplicateExempt("/v0/matches/1/livestream")).toBe(false)
    expect(isDuplicateExempt("/v2/betslip")).toBe(true)
  })

  it("warns on the console when no callback is given", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const net = fakeFetch()
    const client = createHttpClient({ baseUrl: "/api", fetch: net.fetch, now: () => 0, locale: () => "en-GB", brand: () => "b", country: () => "GB" })
    await client.request({ method: "POST", path: "users/password", body: {} })
    await client.request({ method: "POST", path: "users/password", body: {} })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![0])).toContain("duplicate POST /v0/users/password")
    warn.mockRestore()
  })
})

describe("paths", () => {
  it.each([
    ["sessions", undefined, "/v0/sessions"],
    ["/sessions", "v1", "/v1/sessions"],
    ["/v0/configs", "v2", "/v0/configs"],
    ["v1/matches/1", undefined, "/v1/matches/1"],
  ] as const)("%s (%s) → %s", (path, version, expected) => {
    expect(versionedPath(path, version)).toBe(expected)
  })

  it("strips the version for matching and joins URLs without doubled slashes", () => {
    expect(unversionedPath("/v2/betslip")).toBe("betslip")
    expect(joinUrl("http://h:3000/api/", "/v0/x")).toBe("http://h:3000/api/v0/x")
  })
})
