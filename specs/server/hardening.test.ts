/**
 * Issue 19's findings, one test each, on PGlite and PostgreSQL:
 * - the four causes of 500s for bad input (NUL in text, an empty password, integers past a
 *   column's range, timestamps past a JavaScript date) answer 400 with a public_message;
 * - the login rate limit holds under parallel attempts and does not lock the owner out elsewhere;
 * - a session used steadily still ends at its absolute lifetime;
 * - the page's CSP has no 'unsafe-inline' for styles.
 */
import { describe, expect, it } from "vitest"
import { htmlContentSecurityPolicy, reportingOrigin } from "../../server/http/security.js"
import { databaseTargets, MINUTE, OPERATOR_TOKEN, register, type Reply } from "./support.js"
import { suiteServer } from "./suite-server.js"

const expectBadRequest = (reply: Reply) => {
  expect(reply.status, JSON.stringify(reply.body)).toBe(400)
  expect(reply.body).toMatchObject({ status: 400, message_key: expect.stringMatching(/^INVALID_/) })
  expect(reply.body.public_message.length).toBeGreaterThan(0)
}

const trackingEvent = (overrides: Record<string, unknown>) => ({
  event: "click",
  page: "home",
  location: null,
  position: 1,
  id: null,
  type: null,
  game_id: null,
  timestamp: Date.UTC(2026, 10, 22),
  ...overrides,
})

describe.each(databaseTargets())("hardening on $name", (target) => {
  const t = suiteServer(target, { seed: false, sessionTtlSeconds: 30 * 60, sessionMaxAgeSeconds: 2 * 60 * 60 })

  describe("bad input is 400, never 500", () => {
    it.each([
      ["a NUL in a login e-mail", "/api/v0/sessions", { email: "a\u0000@b.test", password: "x" }],
      ["a NUL in a password-reset e-mail", "/api/v0/users/reset-password-email", { email: "a\u0000b@example.test" }],
      ["a NUL in a tracking text", "/api/v0/personalisation/tracking", { events: [trackingEvent({ page: "ho\u0000me" })] }],
      ["a lone surrogate in a tracking text", "/api/v0/personalisation/tracking", { events: [trackingEvent({ page: "\ud800" })] }],
      ["a NUL in a key", "/api/v0/users/validate", { username: "someone", "\u0000": 1 }],
      ["an empty password at login", "/api/v0/sessions", { email: "someone@example.test", password: "" }],
      ["an empty password at registration", "/api/v0/users/register", { email: "x@example.test", password: "", username: "x", firstname: "A", lastname: "B", dob: "1990-01-01", marketing_opt_in: false }],
      ["a timestamp past a JavaScript date", "/api/v0/personalisation/tracking", { events: [trackingEvent({ timestamp: 8.64e15 + 1 })] }],
    ])("%s", async (_what, path, body) => {
      expectBadRequest(await t.api().call("POST", path, { body }))
    })

    it("a tracking position past int4 is refused by the database's range and answered 400", async () => {
      expectBadRequest(await t.api().call("POST", "/api/v0/personalisation/tracking", { body: { events: [trackingEvent({ position: 2 ** 31 })] } }))
      expect((await t.api().call("POST", "/api/v0/personalisation/tracking", { body: { events: [trackingEvent({ position: 2 ** 31 - 1 })] } })).status).toBe(200)
    })

    it("a voucher id past int4 at placement is 400", async () => {
      const { token } = await register(t.api())
      const body = {
        odds_format: "fractional",
        bets: [{ stake: 1, type: "single", use_bonus: false, each_way: false, voucher_id: 2 ** 40, legs: [{ id: 1, price: "1/1", selections: [{ market_id: 10, contract_id: 101 }], each_way: null, start_price: false }] }],
      }
      const reply = await t.api().call("POST", "/api/v0/bets/place", { token, body })
      expect(reply.status).toBeLessThan(500)
      expect(typeof reply.body.public_message).toBe("string")
    })

    it("an operator voucher past the amount column is 400", async () => {
      const { form } = await register(t.api())
      expectBadRequest(await t.api().call("POST", "/api/ops/vouchers", { token: OPERATOR_TOKEN, body: { email: form.email, amount: 1e300 } }))
    })
  })

  describe("operator vouchers", () => {
    it("are at most £1,000", async () => {
      const { form } = await register(t.api())
      const give = (amount: number) => t.api().call("POST", "/api/ops/vouchers", { token: OPERATOR_TOKEN, body: { email: form.email, amount } })
      const refused = await give(1000.01)
      expectBadRequest(refused)
      expect(Object.keys(refused.body.fields)).toEqual(["amount"])
      expect((await give(1000)).status).toBe(201)
    })

    it.each([
      ["a NUL in a query", "/api/v0/sports/search?q=a%00b"],
      ["a NUL in a path", "/api/v0/games/foot%00ball"],
      ["malformed percent-encoding in a path", "/api/v0/games/%E0%A4%A"],
    ])("%s", async (_what, path) => {
      const reply = await t.api().call("GET", path)
      expect(reply.status).toBe(400)
      expect(typeof reply.body.public_message).toBe("string")
    })
  })

  describe("login rate limit", () => {
    it("30 parallel wrong passwords from one address get 5 password checks, the rest 429", async () => {
      const { form } = await register(t.api())
      const api = t.api()
      const replies = await Promise.all(Array.from({ length: 30 }, () => api.call("POST", "/api/v0/sessions", { body: { email: form.email, password: "wrong-password" } })))
      const statuses = replies.map((r) => r.status)
      expect(statuses.filter((s) => s === 422)).toHaveLength(5)
      expect(statuses.filter((s) => s === 429)).toHaveLength(25)
      // The owner, from their own address, still logs in.
      expect((await t.api().call("POST", "/api/v0/sessions", { body: { email: form.email, password: form.password } })).status).toBe(200)
    })

    it("30 parallel wrong passwords for many e-mails from one address get 20 checks", async () => {
      const api = t.api()
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) => api.call("POST", "/api/v0/sessions", { body: { email: `parallel${i}@example.test`, password: "wrong-password" } })),
      )
      expect(replies.filter((r) => r.status === 422)).toHaveLength(20)
      expect(replies.filter((r) => r.status === 429)).toHaveLength(10)
    })
  })

  describe("absolute session lifetime", () => {
    it("a session used every 20 minutes still ends 2 hours after the login", async () => {
      const api = t.api()
      const { token } = await register(api)
      const started = t.clock()
      let expiresAt = 0
      for (let used = 20 * MINUTE; used < 2 * 60 * MINUTE; used += 20 * MINUTE) {
        t.clock.set(started + used)
        const reply = await api.call("GET", "/api/v0/sessions/refresh", { token })
        expect(reply.status).toBe(200)
        expiresAt = Date.parse(reply.body.user.session_expires_at)
      }
      expect(expiresAt).toBe(started + 2 * 60 * MINUTE)
      t.clock.set(started + 2 * 60 * MINUTE)
      expect((await api.call("GET", "/api/v0/users", { token })).status).toBe(401)
      t.clock.set(started)
    })
  })
})

describe("content security policy", () => {
  it("allows no inline styles: only the app's stylesheets and the response's nonce", () => {
    const csp = htmlContentSecurityPolicy("abc", true)
    expect(csp).toContain("style-src 'self' 'nonce-abc'")
    expect(csp).not.toContain("unsafe-inline")
  })

  it("in production connects only to itself, and to the error-reporting origin when the build has a DSN", () => {
    expect(htmlContentSecurityPolicy("abc", true, null)).toContain("connect-src 'self';")
    expect(htmlContentSecurityPolicy("abc", true, reportingOrigin("https://key@o1.ingest.example.io/42"))).toContain("connect-src 'self' https://o1.ingest.example.io;")
    expect(reportingOrigin("not a url")).toBeNull()
    expect(reportingOrigin("javascript:alert(1)")).toBeNull()
    expect(reportingOrigin(undefined)).toBeNull()
  })
})
