/**
 * The error-reporting adapter (spec §7: "an error-reporting service (enabled only in branch, uat and
 * production environments)"; §8 ignore lists; §9 rates): adapters/errors/reporter.ts decides, from
 * the deployment and the DSN, whether the SDK is loaded at all; the runtime reports error log lines
 * (a malformed response, a rejected socket frame) and errors the views caught through it.
 */
import type { ErrorEvent } from "@sentry/browser"
import { afterEach, describe, expect, it } from "vitest"
import { createErrorReporter, PENDING_CAPACITY, type ReportingSdk, type SdkLoader } from "../../adapters/errors/reporter.js"
import { keepEvent } from "../../adapters/errors/sentry.js"
import { startRuntime, type Runtime } from "../../adapters/runtime.js"
import viteConfig from "../../vite.config.js"
import { fakeFetch, json, type Sent } from "./support/fake-fetch.js"
import { createFakeWindow, InertTransport } from "./support/fake-window.js"
import { wireConfigs, wireSiteConfig } from "./support/fixtures.js"
import { eventually } from "./support/phoenix-server.js"

const DSN = "http://public@127.0.0.1:3000/1"

/** A loader that records what it was asked and hands back an SDK that records what it was given. */
const fakeSdk = () => {
  const loads: Array<Parameters<SdkLoader>[0]> = []
  const sent: string[] = []
  let release: (() => void) | null = null
  const sdk: ReportingSdk = {
    captureException: (error) => void sent.push(`exception ${error instanceof Error ? error.message : String(error)}`),
    captureMessage: (message) => void sent.push(`message ${message}`),
  }
  const load: SdkLoader = (config) => {
    loads.push(config)
    return new Promise((resolve) => {
      release = () => resolve(sdk)
    })
  }
  return { loads, sent, load, arrive: () => release?.() }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("spec §7: the SDK is loaded only in branch, uat and production with a DSN", () => {
  it.each([
    ["branch", DSN, true],
    ["uat", DSN, true],
    ["production", DSN, true],
    ["local", DSN, false],
    ["development", DSN, false],
    [null, DSN, false],
    ["production", null, false],
    ["uat", "", false],
  ] as const)("deployment %s, DSN %j: loaded %s", async (deployment, dsn, on) => {
    const fake = fakeSdk()
    const reporter = createErrorReporter({ deployment, dsn, release: null }, { load: fake.load })
    reporter.captureException(new Error("before start"))
    reporter.start()
    reporter.start()
    fake.arrive()
    await settle()
    reporter.captureMessage("after start")
    expect(reporter.enabled).toBe(on)
    expect(fake.loads.length).toBe(on ? 1 : 0)
    expect(fake.sent).toEqual(on ? ["exception before start", "message after start"] : [])
  })

  it("hands the SDK the deployment as its environment, the trimmed DSN and the release", async () => {
    const fake = fakeSdk()
    createErrorReporter({ deployment: "uat", dsn: ` ${DSN} `, release: "2026.11.27" }, { load: fake.load }).start()
    expect(fake.loads).toEqual([{ deployment: "uat", dsn: DSN, release: "2026.11.27" }])
  })

  it("loads nothing before start(): the first visit's code does not wait for it", () => {
    const fake = fakeSdk()
    const reporter = createErrorReporter({ deployment: "production", dsn: DSN, release: null }, { load: fake.load })
    reporter.captureMessage("early")
    expect(fake.loads).toEqual([])
  })

  it(`keeps at most ${PENDING_CAPACITY} reports while the SDK downloads, the first ones`, async () => {
    const fake = fakeSdk()
    const reporter = createErrorReporter({ deployment: "production", dsn: DSN, release: null }, { load: fake.load })
    reporter.start()
    for (let i = 0; i < PENDING_CAPACITY + 5; i++) reporter.captureMessage(`error ${i}`)
    fake.arrive()
    await settle()
    expect(fake.sent.length).toBe(PENDING_CAPACITY)
    expect(fake.sent[0]).toBe("message error 0")
  })

  it("spec §8: an ignored error never reaches the SDK", async () => {
    const fake = fakeSdk()
    const reporter = createErrorReporter({ deployment: "production", dsn: DSN, release: null }, { load: fake.load })
    reporter.start()
    fake.arrive()
    await settle()
    reporter.captureException(new TypeError("Failed to fetch"))
    reporter.captureException(new TypeError("Failed to fetch dynamically imported module: /assets/casino.js"))
    reporter.captureMessage("GET /v0/configs failed (network 0): TypeError: Load failed")
    reporter.captureException(new TypeError("Cannot read properties of undefined (reading 'legs')"))
    expect(fake.sent).toEqual(["exception Cannot read properties of undefined (reading 'legs')"])
  })

  it("an SDK that fails to download is logged once and the product carries on", async () => {
    const logs: string[] = []
    const reporter = createErrorReporter(
      { deployment: "production", dsn: DSN, release: null },
      { load: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")), log: (m) => void logs.push(m) },
    )
    reporter.start()
    await settle()
    expect(() => reporter.captureMessage("later")).not.toThrow()
    expect(logs).toEqual(["error reporting did not start: TypeError: Failed to fetch dynamically imported module"])
  })
})

describe("spec §8 in the SDK's beforeSend: events the lists ignore are dropped", () => {
  const exception = (type: string, value: string, filename?: string): ErrorEvent => ({
    type: undefined,
    exception: { values: [{ type, value, ...(filename ? { stacktrace: { frames: [{ filename }] } } : {}) }] },
  })
  it.each([
    ["a network-library error", exception("TypeError", "Failed to fetch"), false],
    ["a payment widget's cross-origin fault", exception("SecurityError", "Blocked a frame with origin \"https://pay.example.com\""), false],
    ["a dynamic import failure", exception("TypeError", "Importing a module script failed."), false],
    ["a fault in the tag manager's script", exception("TypeError", "x is undefined", "https://www.googletagmanager.com/gtm.js"), false],
    ["a fault in an extension", exception("Error", "boom", "chrome-extension://abc/content.js"), false],
    ["the app's own fault", exception("TypeError", "Cannot read properties of undefined", "https://example.com/assets/index-abc.js"), true],
    ["a reported message", { type: undefined, message: "socket push 'user' rejected: Expected string" } as ErrorEvent, true],
    ["an ignored message", { type: undefined, message: "TypeError: NetworkError when attempting to fetch resource." } as ErrorEvent, false],
  ])("%s: kept %s", (_what, event, kept) => {
    expect(keepEvent(event)).toBe(kept)
  })
})

describe("the first visit: the SDK is a chunk of its own", () => {
  it("the vendor chunk takes every library but @sentry's packages", () => {
    const groups = (viteConfig as { build?: { rolldownOptions?: { output?: { codeSplitting?: { groups?: Array<{ name: string; test: RegExp }> } } } } })
      .build?.rolldownOptions?.output?.codeSplitting?.groups ?? []
    const vendor = groups.find((g) => g.name === "vendor")!
    expect(vendor.test.test("/app/node_modules/react-dom/client.js")).toBe(true)
    expect(vendor.test.test("/app/node_modules/@sentry/browser/build/npm/esm/index.js")).toBe(false)
    expect(vendor.test.test("/app/node_modules/@sentry-internal/replay/build/index.js")).toBe(false)
    expect(vendor.test.test("C:\\app\\node_modules\\@sentry\\core\\index.js")).toBe(false)
  })
})

describe("the runtime reports through the adapter", () => {
  let runtime: Runtime | null = null
  afterEach(() => {
    runtime?.stop()
    runtime = null
  })

  const respond = (sent: Sent) => {
    const path = new URL(sent.input, "http://x").pathname
    // A malformed answer: geolocation-check's body fails its schema.
    if (path.endsWith("/v0/geolocation-check")) return json({ ...wireSiteConfig(), country_code: 42 })
    if (path.endsWith("/v0/configs")) return json(wireConfigs())
    return json({ public_message: "not found" }, 404)
  }

  const startWith = (deployment: string | null, dsn: string | null) => {
    const fake = fakeSdk()
    runtime = startRuntime({
      window: createFakeWindow(),
      fetch: fakeFetch(respond).fetch,
      transport: InertTransport,
      environment: "test",
      log: () => {},
      errorReporting: { deployment, dsn, release: null },
      loadErrorReporting: fake.load,
    })
    fake.arrive()
    return fake
  }

  it("production with a DSN: a malformed response and a view's error are reported", async () => {
    const fake = startWith("production", DSN)
    await eventually(() => fake.sent.some((s) => s.includes("geolocation-check failed (decode")), 5000, "decode failure reported")
    runtime!.reportError(new Error("render failed"))
    expect(fake.sent).toContain("exception render failed")
    expect(fake.loads.length).toBe(1)
  })

  it.each([["local", DSN], ["production", null], [null, null]] as const)("deployment %s, DSN %j: nothing is loaded or reported", async (deployment, dsn) => {
    const fake = startWith(deployment, dsn)
    await eventually(() => runtime!.store.log.toFile({ redact: false }).events.some((e) => e._tag === "RequestFailed"), 5000, "decode failure")
    runtime!.reportError(new Error("render failed"))
    await settle()
    expect(fake.loads).toEqual([])
    expect(fake.sent).toEqual([])
  })
})
