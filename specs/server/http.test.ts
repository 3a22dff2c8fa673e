/**
 * The HTTP surface outside the account calls: the site config per brand and country, configs,
 * the version prefixes, security headers and CSP nonces, CORS outside production, the built web
 * app with its SPA fallback and cache headers, and the 500 handler.
 */
import { Schema } from "effect"
import { Hono } from "hono"
import { mkdirSync, writeFileSync } from "node:fs"
import { request } from "node:http"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Configs, SiteConfig } from "../../core/model/site.js"
import type { AppEnv } from "../../server/http/env.js"
import { handleError } from "../../server/http/errors.js"
import { injectNonce } from "../../server/http/security.js"
import { databaseTargets, startTestServer, tempDir, type TestServer } from "./support.js"
import { suiteServer } from "./suite-server.js"

const decodeSite = Schema.decodeUnknownSync(SiteConfig)

describe("site config and configs", () => {
  const t = suiteServer(databaseTargets()[0]!, { seed: false })

  const site = async (query: string, headers: Record<string, string> = {}) => {
    const reply = await t.api().call("GET", `/api/v0/geolocation-check${query}`, { headers })
    expect(reply.status).toBe(200)
    return decodeSite(reply.body)
  }

  it.each([
    ["GB", true, "gbp", { sports: true, casino: true, virtuals: true }],
    ["IE", true, "eur", { sports: true, casino: true, virtuals: false }],
    ["ES", true, "eur", { sports: true, casino: false, virtuals: false }],
    ["BR", true, "brl", { sports: true, casino: true, virtuals: true }],
    ["MX", true, "mxn", { sports: true, casino: true, virtuals: false }],
    ["US", false, "usd", { sports: false, casino: false, virtuals: false }],
    ["FR", false, "gbp", { sports: false, casino: false, virtuals: false }],
  ])("sportsbook in %s: allowed %s, %s, products %j", async (country, allowed, currency, products) => {
    const config = await site(`?brand=sportsbook&country=${country}`)
    expect(config).toMatchObject({ brand: "sportsbook", brand_name: "Sportsbook", country_code: country, allowed, default_currency: currency, products })
    expect(config.signup_steps.map((s) => s.step_id)).toEqual(["account", "personal", "username", "marketing"])
    expect(config.features).toMatchObject({ PRODUCT_SPORTS: true, PRODUCT_CASINO: true, PRODUCT_VIRTUALS: true, HAS_RUNDOWN: true, "about-page": true, "jobs-page": true })
    expect(config.staff_email_domains).toEqual(["sportsbook.test"])
    expect(config.help_links.contact).toMatch(/^https:\/\//)
  })

  it("defaults to the configured brand and its country; takes X-Country and lower case", async () => {
    expect((await site("")).country_code).toBe("GB")
    expect((await site("?country=mx")).country_code).toBe("MX")
    expect((await site("", { "x-country": "IE" })).country_code).toBe("IE")
    expect((await site("?brand=apostas")).brand_name).toBe("Apostas")
  })

  it("answers the same on v0, v1 and v2", async () => {
    const bodies = await Promise.all(["v0", "v1", "v2"].map(async (v) => (await t.api().call("GET", `/api/${v}/geolocation-check?country=GB`)).body))
    expect(bodies[1]).toEqual(bodies[0])
    expect(bodies[2]).toEqual(bodies[0])
  })

  it("GET configs lists countries with dial codes", async () => {
    const reply = await t.api().call("GET", "/api/v0/configs")
    const configs = Schema.decodeUnknownSync(Configs)(reply.body)
    expect(configs.countries).toContainEqual({ code: "GB", name: "United Kingdom", dial_code: "+44" })
    expect(configs.countries).toContainEqual({ code: "BR", name: "Brazil", dial_code: "+55" })
  })

  it("API responses carry the security headers and are not cached", async () => {
    const reply = await t.api().call("GET", "/api/v0/configs")
    expect(reply.headers.get("x-content-type-options")).toBe("nosniff")
    expect(reply.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(reply.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
    expect(reply.headers.get("x-frame-options")).toBe("DENY")
    expect(reply.headers.get("cache-control")).toBe("no-store")
  })

  it("outside production another origin may call with credentials (vite's dev server, apiUrl overrides)", async () => {
    const preflight = await t.api().call("OPTIONS", "/api/v0/users", {
      headers: { origin: "http://localhost:5173", "access-control-request-method": "PUT", "access-control-request-headers": "authorization,content-type" },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:5173")
    expect(preflight.headers.get("access-control-allow-credentials")).toBe("true")
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization")
  })
})

describe("the built web app in production", () => {
  const dist = tempDir("dist")
  let t: TestServer
  const html = `<!doctype html><html><head><link rel="modulepreload" href="/assets/vendor-1a2b3c.js"><link rel="stylesheet" href="/assets/app-9f8e7d.css"></head><body><div id="root"></div><script type="module" src="/assets/app-4d5e6f.js"></script></body></html>`

  beforeAll(async () => {
    mkdirSync(join(dist.path, "assets"))
    writeFileSync(join(dist.path, "index.html"), html)
    writeFileSync(join(dist.path, "assets", "app-4d5e6f.js"), "console.log('app')")
    writeFileSync(join(dist.path, "favicon.ico"), "icon")
    t = await startTestServer(databaseTargets()[0]!, { production: true, staticDir: dist.path })
  })
  afterAll(async () => {
    await t?.stop()
    dist.remove()
  })

  const get = (path: string, method = "GET") => fetch(`${t.server.url}${path}`, { method })

  it("serves index.html with a fresh nonce on every script and a strict CSP naming it", async () => {
    const first = await get("/")
    const second = await get("/")
    const body = await first.text()
    const csp = first.headers.get("content-security-policy") ?? ""
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(body).toContain(`<script nonce="${nonce}" type="module" src="/assets/app-4d5e6f.js">`)
    expect(body).toContain(`<link nonce="${nonce}" rel="modulepreload"`)
    expect(body).not.toContain(`<link nonce="${nonce}" rel="stylesheet"`)
    expect(second.headers.get("content-security-policy")).not.toContain(nonce!)
    for (const directive of ["default-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'", "connect-src 'self'"]) {
      expect(csp).toContain(directive)
    }
    expect(csp).not.toContain("unsafe-eval")
    expect(first.headers.get("cache-control")).toBe("no-store")
    expect(first.headers.get("content-type")).toContain("text/html")
    expect(first.headers.get("strict-transport-security")).toContain("max-age=")
  })

  it("answers index.html for app routes (GET), so the client router decides", async () => {
    for (const path of ["/sports/football", "/auth/password/reset?token=abc"]) {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('<div id="root">')
    }
    // An unknown path is still the app (it shows its 404 page) but with HTTP 404 (issue 18, spec §2.1).
    const unknown = await get("/no/such/page")
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('<div id="root">')
  })

  it("hashed assets are immutable for a year; other files revalidate; a missing asset is 404", async () => {
    const asset = await get("/assets/app-4d5e6f.js")
    expect(asset.status).toBe(200)
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect(asset.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
    expect(await asset.text()).toBe("console.log('app')")
    const icon = await get("/favicon.ico")
    expect(icon.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate")
    expect((await get("/assets/gone-000000.js")).status).toBe(404)
    expect((await get("/assets/app-4d5e6f.js", "HEAD")).status).toBe(200)
  })

  it("never falls back to HTML for /api, /socket or non-GET requests", async () => {
    const api = await get("/api/v0/nothing")
    expect(api.status).toBe(404)
    expect(api.headers.get("content-type")).toContain("application/json")
    expect((await get("/socket/websocket")).status).toBe(404)
    expect((await get("/sports", "POST")).status).toBe(404)
  })

  it("does not serve files outside the folder", async () => {
    const url = new URL(t.server.url)
    for (const path of ["/%2e%2e/%2e%2e/package.json", "/assets/..%2f..%2fpackage.json", "/..%5c..%5cpackage.json"]) {
      const body = await new Promise<string>((resolve, reject) => {
        request({ host: url.hostname, port: url.port, path, method: "GET" }, (res) => {
          let text = ""
          res.on("data", (chunk: Buffer) => (text += chunk.toString()))
          res.on("end", () => resolve(`${res.statusCode} ${text}`))
        })
          .on("error", reject)
          .end()
      })
      expect(body).not.toContain("devDependencies")
      expect(body).toMatch(/^(200 <!doctype html>|40[04] )/)
    }
  })

  it("has no demo account and no cross-origin access in production", async () => {
    expect(t.server.demoAccount).toBeNull()
    const login = await t.api().call("POST", "/api/v0/sessions", { body: { email: "demo@sportsbook.test", password: "demo-password-1" } })
    expect(login.status).toBe(422)
    const preflight = await t.api().call("OPTIONS", "/api/v0/users", { headers: { origin: "http://evil.test", "access-control-request-method": "PUT" } })
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull()
  })
})

describe("the error handler", () => {
  it("turns an unexpected exception into a logged 500 ErrorPayload", async () => {
    const logged: string[] = []
    const app = new Hono<AppEnv>()
    app.onError(handleError((line) => logged.push(line)))
    app.get("/boom", () => {
      throw new Error("kaput")
    })
    const response = await app.request("/boom", { headers: { "accept-language": "es" } })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({
      status: 500,
      public_message: "La solicitud ha fallado, inténtalo de nuevo.",
      message: "Internal server error",
      message_key: "INTERNAL_ERROR",
    })
    expect(logged.join("\n")).toContain("kaput")
  })

  it("nonce injection leaves tags that already carry one alone", () => {
    expect(injectNonce('<script nonce="x" src="a.js"></script><style>b{}</style>', "N")).toBe('<script nonce="x" src="a.js"></script><style nonce="N">b{}</style>')
  })
})
