/**
 * Error reporting rules (spec §7 "error-reporting service (enabled only in branch, uat and production
 * environments)", §8 "Some network-library, payment-widget and dynamic import errors and failed
 * loads from certain third-party hosts are ignored by error reporting", §9 "tracing sample rate 0,
 * replay-on-error rate 1"), as tables: core/errors/reporting.ts.
 */
import { describe, expect, it } from "vitest"
import {
  DENIED_HOSTS, IGNORED_ERRORS, REPLAYS_ON_ERROR_SAMPLE_RATE, REPLAYS_SESSION_SAMPLE_RATE, TRACES_SAMPLE_RATE,
  denyUrlPatterns, errorReportingEnabled, ignoredErrorOf, isDeniedUrl, isIgnoredError,
} from "../../core/errors/reporting.js"

describe("spec §7: the error-reporting service is enabled only in branch, uat and production environments", () => {
  const DSN = "https://public@errors.example.com/1"
  it.each([
    ["branch", DSN, true],
    ["uat", DSN, true],
    ["production", DSN, true],
    ["development", DSN, false],
    ["test", DSN, false],
    ["local", DSN, false],
    ["Production", DSN, false],
    [null, DSN, false],
    ["production", null, false],
    ["production", "", false],
    ["uat", "   ", false],
  ] as const)("deployment %s with DSN %j → %s", (deployment, dsn, on) => {
    expect(errorReportingEnabled({ deployment, dsn })).toBe(on)
  })
})

describe("spec §9: tracing sample rate 0, replay-on-error rate 1", () => {
  it("samples no traces, replays every session that has an error and no other", () => {
    expect(TRACES_SAMPLE_RATE).toBe(0)
    expect(REPLAYS_ON_ERROR_SAMPLE_RATE).toBe(1)
    expect(REPLAYS_SESSION_SAMPLE_RATE).toBe(0)
  })
})

describe("spec §8: network-library, payment-widget and dynamic import errors are ignored", () => {
  it.each([
    ["network-library", "TypeError: Failed to fetch"],
    ["network-library", "TypeError: NetworkError when attempting to fetch resource."],
    ["network-library", "TypeError: Load failed"],
    ["network-library", "The network connection was lost."],
    ["network-library", "AbortError: The operation was aborted."],
    ["network-library", "AbortError: The user aborted a request."],
    ["network-library", "AbortError: signal is aborted without reason"],
    ["network-library", "WebSocket connection to 'wss://example.com/socket/websocket' failed"],
    ["payment-widget", "SecurityError: Blocked a frame with origin \"https://pay.example.com\" from accessing a cross-origin frame."],
    ["payment-widget", "Failed to execute 'postMessage' on 'DOMWindow': The target origin provided does not match"],
    ["payment-widget", "Script error."],
    ["dynamic-import", "TypeError: Failed to fetch dynamically imported module: https://example.com/assets/casino-abc.js"],
    ["dynamic-import", "TypeError: error loading dynamically imported module"],
    ["dynamic-import", "TypeError: Importing a module script failed."],
    ["dynamic-import", "Error: Unable to preload CSS for /assets/sports.css"],
  ] as const)("a %s error is ignored: %s", (kind, message) => {
    expect(isIgnoredError(message)).toBe(true)
    expect(ignoredErrorOf(message)?.kind).toBe(kind)
  })

  it.each([
    // The app's own defects are what reporting is for.
    "GET /v0/geolocation-check failed (decode 200): Expected string, got null",
    "socket push 'user' rejected: Expected string",
    "TypeError: Cannot read properties of undefined (reading 'legs')",
    "RangeError: Invalid time value",
    "POST /v0/bets/place failed (http 500): internal",
    // Close to an ignored message, but not it.
    "failed to fetch the odds",
    "Script error in the betslip",
  ])("the app's own error is reported: %s", (message) => {
    expect(isIgnoredError(message)).toBe(false)
  })

  it("every ignored entry is matched by its own text (no dead rows)", () => {
    for (const entry of IGNORED_ERRORS) expect(ignoredErrorOf(entry.contains)).toEqual(entry)
  })
})

describe("spec §8: failed loads from certain third-party hosts are ignored", () => {
  it.each([
    ["cookie consent script", "https://consent.cookiebot.com/uc.js"],
    ["tag manager", "https://www.googletagmanager.com/gtm.js?id=GTM-XXXX"],
    ["tag manager", "https://www.google-analytics.com/analytics.js"],
    ["product analytics", "https://cdn.amplitude.com/libs/analytics-browser.js"],
    ["address lookup script", "https://services.addressy.com/js/address-3.91.js"],
    ["address lookup stylesheet", "https://api.loqate.com/css/address-3.91.css"],
    ["a browser extension", "chrome-extension://abcdef/content.js"],
    ["a browser extension", "moz-extension://1234/inject.js"],
    ["a browser extension", "safari-web-extension://1234/inject.js"],
  ])("%s is denied: %s", (_what, url) => {
    expect(isDeniedUrl(url)).toBe(true)
    expect(denyUrlPatterns().some((re) => re.test(url))).toBe(true)
  })

  it.each([
    "https://sportsbook.example.com/assets/index-abc.js",
    "http://127.0.0.1:3000/assets/vendor-abc.js",
    // A look-alike host is not the third party's.
    "https://cookiebot.com.evil.example/uc.js",
    "https://notgoogletagmanager.com/gtm.js",
    "https://example.com/?next=https://www.googletagmanager.com/gtm.js",
    "/assets/index.js",
    "",
  ])("the app's own script is not denied: %j", (url) => {
    expect(isDeniedUrl(url)).toBe(false)
    expect(denyUrlPatterns().some((re) => re.test(url))).toBe(false)
  })

  it("every denied host is matched by its own address", () => {
    for (const { host } of DENIED_HOSTS) expect(isDeniedUrl(`https://${host}/x.js`)).toBe(true)
  })
})
