/**
 * The local ingest of the error-reporting service (spec §7): the envelope parser (good, malformed,
 * and arbitrary bytes never a 5xx), the reports it keeps, POST /api/<project>/envelope/ on the real
 * server (PGlite, and PostgreSQL with TEST_DATABASE_URL), the operator's listing over HTTP and in
 * `npm run ops -- error-reports`, and what the real @sentry/browser SDK sends arriving intact.
 */
import { BrowserClient, defaultStackParser, makeFetchTransport } from "@sentry/browser"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { EnvelopeError, MAX_ITEMS, parseEnvelope } from "../../server/domain/error-reports/envelope.js"
import { createErrorReportStore, replayedErrorIds, reportOfEvent, reportsOfEnvelope, type ErrorReport } from "../../server/domain/error-reports/store.js"
import { MAX_ENVELOPE_BYTES, sentryKeyOf } from "../../server/http/routes/error-ingest.js"
import { OpsFailure, runOps } from "../../server/ops/cli.js"
import { databaseTargets, OPERATOR_TOKEN, TEST_NOW } from "./support.js"
import { suiteServer } from "./suite-server.js"

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text)
const join = (...parts: Array<string | Uint8Array>): Uint8Array => {
  const chunks = parts.map((p) => (typeof p === "string" ? bytes(p) : p))
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.length
  }
  return out
}

const EVENT_ID = "9ec79c33ec9942ab8353589fcb2e04dc"
const errorEvent = (overrides: Record<string, unknown> = {}) => ({
  event_id: EVENT_ID,
  timestamp: TEST_NOW / 1000,
  level: "error",
  platform: "javascript",
  environment: "uat",
  release: "2026.11.27",
  request: { url: "https://uat.example.com/sports/football", headers: { "User-Agent": "x" } },
  exception: { values: [{ type: "SyntaxError", value: "inner cause" }, { type: "TypeError", value: "Cannot read properties of undefined (reading 'legs')" }] },
  ...overrides,
})

/** An envelope as the SDK writes it: an event, then a replay whose binary recording holds newlines. */
const envelopeText = (event: unknown = errorEvent()): string =>
  `${JSON.stringify({ event_id: EVENT_ID, sent_at: "2026-11-22T12:00:00.000Z", dsn: "http://public@127.0.0.1/1" })}\n` +
  `${JSON.stringify({ type: "event" })}\n${JSON.stringify(event)}\n`
const recording = new Uint8Array([0x78, 0x9c, 0x0a, 0x00, 0x0a, 0xff, 0xfe, 0x0a])
const withReplay = (): Uint8Array =>
  join(envelopeText(), `${JSON.stringify({ type: "replay_event" })}\n${JSON.stringify({ replay_id: "abc" })}\n`,
    `${JSON.stringify({ type: "replay_recording", length: recording.length })}\n`, recording, "\n")

describe("the envelope parser", () => {
  it("reads the header and every item, a length-bound binary payload included", () => {
    const envelope = parseEnvelope(withReplay())
    expect(envelope.header.event_id).toBe(EVENT_ID)
    expect(envelope.items.map((i) => i.type)).toEqual(["event", "replay_event", "replay_recording"])
    expect([...envelope.items[2]!.payload]).toEqual([...recording])
  })

  it.each([
    ["no trailing newline", `{}\n{"type":"event"}\n{"event_id":"${EVENT_ID}"}`, 1],
    ["a header only", "{}", 0],
    ["a header and a newline", "{}\n", 0],
    ["blank lines between items", `{}\n\n{"type":"session"}\n{}\n\n`, 1],
    ["an empty length-bound payload at the end", `{}\n{"type":"attachment","length":0}\n`, 1],
  ])("accepts %s", (_what, text, items) => {
    expect(parseEnvelope(bytes(text)).items.length).toBe(items)
  })

  it.each([
    ["an empty body", new Uint8Array(0), "empty"],
    ["a header that is not JSON", bytes("hello\n"), "not JSON"],
    ["a header that is an array", bytes("[]\n"), "not a JSON object"],
    ["a header that is not UTF-8", new Uint8Array([0xff, 0xfe, 0x0a]), "not UTF-8"],
    ["an item without a type", bytes('{}\n{"length":2}\nab\n'), "no type"],
    ["an item whose type is a number", bytes('{}\n{"type":7}\n{}\n'), "no type"],
    ["a negative length", bytes('{}\n{"type":"event","length":-1}\n{}\n'), "whole number"],
    ["a fractional length", bytes('{}\n{"type":"event","length":1.5}\n{}\n'), "whole number"],
    ["a length past the end", bytes('{}\n{"type":"event","length":99}\n{}\n'), "shorter than its length"],
    ["a length short of the payload", bytes('{}\n{"type":"event","length":1}\n{}\n'), "longer than its length"],
    ["too many items", bytes(`{}\n${'{"type":"session"}\n{}\n'.repeat(MAX_ITEMS + 1)}`), "more than"],
  ])("refuses %s", (_what, body, reason) => {
    expect(() => parseEnvelope(body)).toThrow(EnvelopeError)
    expect(() => parseEnvelope(body)).toThrow(reason)
  })

  it("(property) any bytes either parse or fail with an EnvelopeError, never anything else", () => {
    const line = fc.oneof(
      fc.constant('{"type":"event"}'), fc.constant('{"type":"replay_recording","length":3}'), fc.constant("{}"),
      fc.json(), fc.string(), fc.constant(""),
    )
    const body = fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      fc.array(line, { maxLength: 8 }).map((lines) => bytes(lines.join("\n"))),
    )
    fc.assert(fc.property(body, (b) => {
      try {
        parseEnvelope(b)
      } catch (error) {
        if (!(error instanceof EnvelopeError)) throw error
      }
    }), { numRuns: 500 })
  })
})

describe("what a report keeps of an event", () => {
  const context = { project: "1", receivedAt: TEST_NOW + 5, fallbackId: null, withReplay: false }

  it("id, instants, level, the thrown exception (the last of the chain), environment, release, url", () => {
    expect(reportOfEvent(errorEvent(), context)).toEqual<ErrorReport>({
      id: EVENT_ID, project: "1", receivedAt: TEST_NOW + 5, timestamp: TEST_NOW, level: "error", message: null,
      exceptionType: "TypeError", exceptionValue: "Cannot read properties of undefined (reading 'legs')",
      environment: "uat", release: "2026.11.27", url: "https://uat.example.com/sports/football", withReplay: false,
    })
  })

  it.each([
    ["a plain message", { message: "socket push 'user' rejected" }, "socket push 'user' rejected"],
    ["a formatted log entry", { message: undefined, logentry: { formatted: "GET /v0/configs failed (decode 200)" } }, "GET /v0/configs failed (decode 200)"],
    ["a message object", { message: { message: "raw", formatted: "formatted" } }, "formatted"],
  ])("a message event: %s", (_what, fields, message) => {
    const report = reportOfEvent({ ...errorEvent({ exception: undefined }), ...fields }, context)
    expect(report.message).toBe(message)
    expect(report.exceptionType).toBeNull()
  })

  it("fields of the wrong type are left out, an RFC 3339 timestamp is read", () => {
    const report = reportOfEvent({ event_id: EVENT_ID, timestamp: "2026-11-22T12:00:00Z", level: 3, environment: {}, request: "x" }, context)
    expect(report).toMatchObject({ timestamp: TEST_NOW, level: null, environment: null, url: null })
  })

  it.each([
    ["not an object", [1, 2]],
    ["no event id", { level: "error" }],
    ["an event id that is not hex", { event_id: "<script>" }],
  ])("refuses an event that is %s", (_what, event) => {
    expect(() => reportOfEvent(event, context)).toThrow(EnvelopeError)
  })

  it("an event that names its replay is marked with_replay", () => {
    expect(reportOfEvent(errorEvent({ contexts: { replay: { replay_id: "b1c2" } } }), context).withReplay).toBe(true)
    expect(reportOfEvent(errorEvent({ contexts: { replay: {} } }), context).withReplay).toBe(false)
  })

  it("a replay sent in its own envelope marks the errors it covers (error_ids)", () => {
    const store = createErrorReportStore()
    store.add([reportOfEvent(errorEvent({ event_id: "e1" }), context), reportOfEvent(errorEvent({ event_id: "e2" }), context)])
    const replay = parseEnvelope(bytes('{}\n{"type":"replay_event"}\n{"type":"replay_event","error_ids":["e2",7]}\n'))
    expect(replayedErrorIds(replay)).toEqual(["e2"])
    store.markReplayed(replayedErrorIds(replay))
    expect(store.list(10).map((r) => [r.id, r.withReplay])).toEqual([["e2", true], ["e1", false]])
  })

  it("an envelope's replay marks its event; sessions and client reports are not kept", () => {
    const reports = reportsOfEnvelope(parseEnvelope(join(withReplay(), '{"type":"session"}\n{"sid":"x"}\n')), { project: "1", receivedAt: TEST_NOW })
    expect(reports.map((r) => [r.id, r.withReplay])).toEqual([[EVENT_ID, true]])
  })

  it("the store keeps the newest, up to its capacity", () => {
    const store = createErrorReportStore(3)
    const report = (n: number) => ({ ...reportOfEvent(errorEvent({ event_id: `${n}` }), context) })
    store.add([report(1), report(2)])
    store.add([report(3), report(4)])
    expect(store.list(10).map((r) => r.id)).toEqual(["4", "3", "2"])
    expect(store.list(1).map((r) => r.id)).toEqual(["4"])
    expect(store.clear()).toBe(3)
    expect(store.list(10)).toEqual([])
  })

  it.each([
    ["the query", "public", undefined, "public"],
    ["the X-Sentry-Auth header", undefined, "Sentry sentry_version=7, sentry_key=public, sentry_client=sentry.javascript.browser/11.12.0", "public"],
    ["neither", undefined, "Sentry sentry_version=7", null],
    ["an empty query", " ", undefined, null],
  ])("the DSN's key from %s", (_what, query, header, key) => {
    expect(sentryKeyOf(query, header)).toBe(key)
  })
})

describe("the local ingest without an operator token", () => {
  const t = suiteServer(databaseTargets()[0]!, { operatorToken: undefined, seed: false })

  it("does not exist (404): a deployment without operator controls takes no reports", async () => {
    const reply = await t.api().call("POST", "/api/1/envelope/?sentry_key=public", { raw: envelopeText(), headers: { "content-type": "text/plain;charset=UTF-8" } })
    expect(reply.status).toBe(404)
    expect(reply.body.message_key).toBe("NOT_FOUND")
  })
})

describe.each(databaseTargets())("the local ingest on $name", (target) => {
  const t = suiteServer(target, { seed: false, virtuals: false, liveCasino: false })

  const post = (body: string | Uint8Array, query = "?sentry_key=public&sentry_version=7", headers: Record<string, string> = {}) =>
    t.api().call("POST", `/api/1/envelope/${query}`, {
      raw: typeof body === "string" ? body : new Uint8Array(body),
      headers: { "content-type": "text/plain;charset=UTF-8", ...headers },
    })
  const listed = async (limit?: number) => {
    const reply = await t.api().call("GET", `/api/ops/error-reports${limit ? `?limit=${limit}` : ""}`, { token: OPERATOR_TOKEN })
    expect(reply.status).toBe(200)
    return reply.body.reports as Array<Record<string, unknown>>
  }
  const clear = () => t.api().call("POST", "/api/ops/error-reports/clear", { token: OPERATOR_TOKEN, body: {} })

  it("takes an envelope as the SDK sends it (text/plain, key in the query) and the operator lists it", async () => {
    await clear()
    const reply = await post(withReplay())
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ id: EVENT_ID })
    expect(await listed()).toEqual([{
      id: EVENT_ID, project: "1", received_at: t.clock(), timestamp: TEST_NOW, level: "error", message: null,
      exception_type: "TypeError", exception_value: "Cannot read properties of undefined (reading 'legs')",
      environment: "uat", release: "2026.11.27", url: "https://uat.example.com/sports/football", with_replay: true,
    }])
  })

  it("takes the key from X-Sentry-Auth, and the path without its trailing slash", async () => {
    await clear()
    const header = { "x-sentry-auth": "Sentry sentry_version=7, sentry_key=public" }
    expect((await post(envelopeText(errorEvent({ event_id: "aa" })), "", header)).status).toBe(200)
    const reply = await t.api().call("POST", "/api/1/envelope?sentry_key=public", { raw: envelopeText(errorEvent({ event_id: "bb" })), headers: { "content-type": "text/plain" } })
    expect(reply.status).toBe(200)
    expect((await listed()).map((r) => r.id)).toEqual(["bb", "aa"])
    expect((await listed(1)).map((r) => r.id)).toEqual(["bb"])
  })

  it("the replay that follows an error in its own envelope marks the listed report", async () => {
    await clear()
    await post(envelopeText(errorEvent({ event_id: "d1" })))
    expect((await listed())[0]).toMatchObject({ id: "d1", with_replay: false })
    const replay = join('{"event_id":"ff01"}\n{"type":"replay_event"}\n{"type":"replay_event","replay_id":"ff01","error_ids":["d1"]}\n',
      `{"type":"replay_recording","length":${recording.length}}\n`, recording)
    expect((await post(replay)).status).toBe(200)
    expect((await listed())[0]).toMatchObject({ id: "d1", with_replay: true })
  })

  it("an envelope without an error event (a session, a client report) is taken and lists nothing", async () => {
    await clear()
    const reply = await post('{"sent_at":"2026-11-22T12:00:00Z"}\n{"type":"client_report"}\n{"discarded_events":[]}\n')
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({})
    expect(await listed()).toEqual([])
  })

  it.each([
    ["no key", envelopeText(), "", "sentry_key"],
    ["an empty body", "", "?sentry_key=public", "envelope is empty"],
    ["a body that is not an envelope", "hello", "?sentry_key=public", "not JSON"],
    ["an event that is not an object", `{}\n{"type":"event"}\n[1]\n`, "?sentry_key=public", "not a JSON object"],
    ["an event payload that is not JSON", `{}\n{"type":"event"}\n{oops\n`, "?sentry_key=public", "payload is not JSON"],
  ])("refuses %s with a 400 and a public_message", async (_what, body, query, reason) => {
    const reply = await post(body, query)
    expect(reply.status).toBe(400)
    expect(typeof reply.body.public_message).toBe("string")
    expect(reply.body.message).toContain(reason)
  })

  it("refuses an envelope over its size limit with a 400", async () => {
    const reply = await post(join(envelopeText(), `{"type":"attachment","length":${MAX_ENVELOPE_BYTES}}\n`, new Uint8Array(MAX_ENVELOPE_BYTES)))
    expect(reply.status).toBe(400)
    expect(reply.body.message_key).toBe("BODY_TOO_LARGE")
  })

  it("(property) arbitrary bytes never make it answer 5xx", async () => {
    await fc.assert(fc.asyncProperty(
      fc.oneof(fc.uint8Array({ maxLength: 200 }), fc.array(fc.oneof(fc.json(), fc.constant('{"type":"event"}'), fc.string()), { maxLength: 6 }).map((l) => bytes(l.join("\n")))),
      async (body) => {
        const reply = await post(body)
        expect(reply.status === 200 || reply.status === 400).toBe(true)
      },
    ), { numRuns: 40 })
  })

  it("the operator's listing needs the operator token", async () => {
    expect((await t.api().call("GET", "/api/ops/error-reports")).status).toBe(401)
    expect((await t.api().call("GET", "/api/ops/error-reports?limit=0", { token: OPERATOR_TOKEN })).status).toBe(400)
  })

  it("what the real @sentry/browser SDK sends arrives intact", async () => {
    await clear()
    const client = new BrowserClient({
      dsn: `http://public@${new URL(t.server.url).host}/1`,
      transport: makeFetchTransport,
      stackParser: defaultStackParser,
      integrations: [],
      environment: "production",
      release: "sdk-check",
    })
    client.captureException(new RangeError("Invalid time value"))
    client.captureMessage("socket push 'user' rejected: Expected string", "error")
    expect(await client.flush(5000)).toBe(true)
    const reports = await listed()
    expect(reports.map((r) => [r.exception_type, r.exception_value, r.message])).toEqual([
      [null, null, "socket push 'user' rejected: Expected string"],
      ["RangeError", "Invalid time value", null],
    ])
    expect(reports.every((r) => r.environment === "production" && r.release === "sdk-check" && r.level === "error")).toBe(true)
  })

  describe("npm run ops -- error-reports", () => {
    const run = async (...args: string[]) => {
      const printed: string[] = []
      await runOps(args, { OPS_URL: t.server.url, OPERATOR_TOKEN }, (text) => printed.push(text))
      return JSON.parse(printed.join("\n"))
    }

    it("lists the reports newest first, a number of them, and clears them", async () => {
      await clear()
      await post(envelopeText(errorEvent({ event_id: "c1" })))
      await post(envelopeText(errorEvent({ event_id: "c2" })))
      expect((await run("error-reports")).reports.map((r: { id: string }) => r.id)).toEqual(["c2", "c1"])
      expect((await run("error-reports", "1")).reports.map((r: { id: string }) => r.id)).toEqual(["c2"])
      expect(await run("error-reports", "clear")).toEqual({ cleared: 2 })
      expect((await run("error-reports")).reports).toEqual([])
    })

    it("refuses what it cannot mean", async () => {
      await expect(runOps(["error-reports", "all"], { OPERATOR_TOKEN: "x" }, () => {})).rejects.toThrow(OpsFailure)
      await expect(runOps(["error-reports", "all"], { OPERATOR_TOKEN: "x" }, () => {})).rejects.toThrow(/a number of reports or "clear"/)
    })
  })
})
