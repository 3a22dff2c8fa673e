/**
 * Every endpoint that reads a body, fed every kind of bad body: each answers 400 with an
 * ErrorPayload carrying a public_message, never a 500 or a dropped connection. Bad parameters too.
 */
import { beforeAll, describe, expect, it } from "vitest"
import { databaseTargets, OPERATOR_TOKEN, register, type Reply } from "./support.js"
import { suiteServer } from "./suite-server.js"

interface Endpoint {
  readonly method: "POST" | "PUT"
  readonly path: string
  readonly auth: "user" | "operator" | null
  /** A body of the right shape with a wrong type in every field. */
  readonly wrongTypes: Record<string, unknown>
  /** Whether `{}` lacks required fields (PUT users takes every field as optional). */
  readonly requiresFields: boolean
}

const endpoints: ReadonlyArray<Endpoint> = [
  { method: "POST", path: "/api/v0/sessions", auth: null, wrongTypes: { email: 1, password: true }, requiresFields: true },
  {
    method: "POST",
    path: "/api/v0/users/register",
    auth: null,
    wrongTypes: { email: [], password: 1, username: {}, firstname: 1, lastname: null, dob: 19900314, marketing_opt_in: "yes" },
    requiresFields: true,
  },
  { method: "POST", path: "/api/v0/users/validate", auth: null, wrongTypes: { username: 42 }, requiresFields: true },
  { method: "PUT", path: "/api/v0/users", auth: "user", wrongTypes: { firstname: 1, odds_format: "american", hide_username: "no" }, requiresFields: false },
  { method: "POST", path: "/api/v0/users/password", auth: "user", wrongTypes: { old_password: 1, new_password: null }, requiresFields: true },
  { method: "POST", path: "/api/v0/users/reset-password-email", auth: null, wrongTypes: { email: false }, requiresFields: true },
  { method: "POST", path: "/api/v0/users/reset-password", auth: null, wrongTypes: { token: 1, password: [] }, requiresFields: true },
  { method: "POST", path: "/api/v0/verify-email/confirm", auth: null, wrongTypes: { token: {} }, requiresFields: true },
  { method: "POST", path: "/api/ops/maintenance", auth: "operator", wrongTypes: { active: "on" }, requiresFields: true },
]

const expectBadRequest = (reply: Reply, messageKey?: string) => {
  expect(reply.status).toBe(400)
  expect(reply.body).toMatchObject({ status: 400 })
  expect(typeof reply.body.public_message).toBe("string")
  expect(reply.body.public_message.length).toBeGreaterThan(0)
  if (messageKey) expect(reply.body.message_key).toBe(messageKey)
}

describe.each(databaseTargets())("bad input on $name", (target) => {
  const t = suiteServer(target, { seed: false })
  let userToken: string
  beforeAll(async () => {
    userToken = (await register(t.api())).token
  })

  const send = (e: Endpoint, init: { raw?: string | Uint8Array<ArrayBuffer>; body?: unknown; headers?: Record<string, string> }) =>
    t.api().call(e.method, e.path, {
      ...init,
      token: e.auth === "user" ? userToken : e.auth === "operator" ? OPERATOR_TOKEN : null,
    })

  describe.each(endpoints)("$method $path", (e) => {
    it("malformed JSON", async () => expectBadRequest(await send(e, { raw: '{"email": "a@b.test",' }), "INVALID_JSON"))
    it("an empty body", async () => expectBadRequest(await send(e, { raw: "" }), "INVALID_JSON"))
    it("bytes that are not UTF-8", async () => expectBadRequest(await send(e, { raw: new Uint8Array([0xff, 0xfe, 0x7b, 0x80]) })))
    it.each([["an array", "[1,2]"], ["a number", "42"], ["null", "null"], ["a string", '"hello"']])("%s instead of an object", async (_what, raw) =>
      expectBadRequest(await send(e, { raw }), "INVALID_REQUEST"),
    )
    it("wrong types in the fields, each named in fields", async () => {
      const reply = await send(e, { body: e.wrongTypes })
      expectBadRequest(reply, "INVALID_REQUEST")
      expect(Object.keys(reply.body.fields ?? {}).length).toBeGreaterThan(0)
    })
    it.runIf(e.requiresFields)("missing fields", async () => {
      const reply = await send(e, { body: {} })
      expectBadRequest(reply, "INVALID_REQUEST")
      expect(Object.values(reply.body.fields)).toContain("This field is required.")
    })
    it("a body over 64 KiB", async () => expectBadRequest(await send(e, { body: { padding: "x".repeat(70 * 1024) } }), "BODY_TOO_LARGE"))
    it("a body over 64 KiB sent in chunks without a length", async () => {
      const chunk = new TextEncoder().encode(`{"padding":"${"x".repeat(16 * 1024)}`)
      let sent = 0
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 6) controller.enqueue(chunk)
          else controller.close()
        },
      })
      const token = e.auth === "user" ? userToken : e.auth === "operator" ? OPERATOR_TOKEN : null
      const response = await fetch(`${t.server.url}${e.path}`, {
        method: e.method,
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: stream,
        duplex: "half",
      } as RequestInit)
      expectBadRequest({ status: response.status, body: await response.json(), headers: response.headers }, "BODY_TOO_LARGE")
    })
    it("a content type other than JSON", async () =>
      expectBadRequest(await send(e, { raw: JSON.stringify(e.wrongTypes), headers: { "content-type": "text/plain" } }), "UNSUPPORTED_CONTENT_TYPE"))
    it("a form post", async () =>
      expectBadRequest(await send(e, { raw: "email=a&password=b", headers: { "content-type": "application/x-www-form-urlencoded" } }), "UNSUPPORTED_CONTENT_TYPE"))
    it("deeply nested JSON", async () => expectBadRequest(await send(e, { raw: `${"[".repeat(5000)}${"]".repeat(5000)}` })))
  })

  describe("parameters", () => {
    it.each([
      ["an unknown brand", "/api/v0/geolocation-check?brand=nope&country=GB", "UNKNOWN_BRAND"],
      ["an empty brand", "/api/v0/geolocation-check?brand=&country=GB", "UNKNOWN_BRAND"],
      ["a three-letter country", "/api/v0/geolocation-check?brand=sportsbook&country=GBR", "INVALID_PARAMETER"],
      ["a numeric country", "/api/v0/configs?country=12", "INVALID_PARAMETER"],
      ["an unknown brand on another call", "/api/v2/users?brand=%00", "UNKNOWN_BRAND"],
    ])("%s is 400", async (_what, path, key) => {
      expectBadRequest(await t.api().call("GET", path), key)
    })

    it("a bad X-Country header is 400", async () => {
      expectBadRequest(await t.api().call("GET", "/api/v0/configs", { headers: { "x-country": "Great Britain" } }), "INVALID_PARAMETER")
    })

    it("a bad outbox limit is 400", async () => {
      expectBadRequest(await t.api().call("GET", "/api/ops/outbox?limit=lots", { token: OPERATOR_TOKEN }), "INVALID_REQUEST")
      expectBadRequest(await t.api().call("GET", "/api/ops/outbox?limit=0", { token: OPERATOR_TOKEN }), "INVALID_REQUEST")
    })

    it("a malformed Authorization header is 401, not 500", async () => {
      for (const authorization of ["Bearer", "Basic dXNlcjpwYXNz", "Bearer a b c", "Bearer \u00e9\u00e9"]) {
        const reply = await t.api().call("GET", "/api/v0/users", { headers: { authorization } })
        expect(reply.status).toBe(401)
        expect(reply.body).toMatchObject({ message_key: "UNAUTHENTICATED", public_message: "Please log in to continue." })
      }
    })
  })

  it("an unknown /api path is a 404 ErrorPayload, whatever the method", async () => {
    for (const [method, path] of [["GET", "/api/v0/nothing-here"], ["POST", "/api/v1/users/nope"], ["DELETE", "/api/v9/users"], ["GET", "/api"]] as const) {
      const reply = await t.api().call(method, path)
      expect(reply.status).toBe(404)
      expect(reply.body).toMatchObject({ status: 404, message_key: "NOT_FOUND", public_message: "We can’t find what you’re looking for." })
    }
  })

  it("calls that take no body ignore one", async () => {
    const reply = await t.api().call("DELETE", "/api/v0/sessions", { raw: "{not json" })
    expect(reply.status).toBe(204)
  })
})
