/**
 * Error reporting (spec §7 third-party, §8 "ignored by error reporting", §9 "Error reporting"): when
 * the service is on, its sampling rates, and which errors and script hosts it never reports.
 *
 * This is data and pure predicates only; adapters/errors/ loads the service's SDK and hands it these
 * lists (`ignoreErrors`, `denyUrls`) and predicates (its `beforeSend`), so the rule lives once.
 *
 * The spec names the ignored kinds (network-library, payment-widget and dynamic import errors;
 * failed loads from certain third-party hosts) but not the entries. The entries below are the
 * messages those kinds produce in the browsers we support and the hosts of the third-party scripts
 * of spec §7; docs/decisions/0016-error-reporting.md says why each is here. Every entry is a row of
 * specs/core/error-reporting-rules.test.ts.
 *
 * Invariant: a pattern never matches the app's own defects (a malformed response or socket frame,
 * a render error), which are what reporting is for.
 */

/** Deployments where the service is on (spec §7: "enabled only in branch, uat and production environments"). */
export const REPORTING_DEPLOYMENTS = ["branch", "uat", "production"] as const
export type ReportingDeployment = (typeof REPORTING_DEPLOYMENTS)[number]

/** spec §9: tracing sample rate 0, replay-on-error rate 1 (and so no replay of sessions without an error). */
export const TRACES_SAMPLE_RATE = 0
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 1
export const REPLAYS_SESSION_SAMPLE_RATE = 0

export const isReportingDeployment = (deployment: string | null): deployment is ReportingDeployment =>
  deployment !== null && (REPORTING_DEPLOYMENTS as ReadonlyArray<string>).includes(deployment)

/**
 * On only in a reporting deployment and with a DSN to send to: without a DSN there is nowhere to
 * report, and the SDK is then never downloaded.
 */
export const errorReportingEnabled = (config: { readonly deployment: string | null; readonly dsn: string | null }): boolean =>
  isReportingDeployment(config.deployment) && config.dsn !== null && config.dsn.trim() !== ""

export type IgnoredKind = "network-library" | "payment-widget" | "dynamic-import"

/** One ignored error: a case-sensitive substring of the error's message (or `type: value`). */
export interface IgnoredError {
  readonly kind: IgnoredKind
  readonly contains: string
}

export const IGNORED_ERRORS: ReadonlyArray<IgnoredError> = [
  // The network library: fetch and the socket fail like this when the connection drops, the
  // visitor navigates away or a request is cancelled. A call's failure already reaches the bettor
  // as the snackbar of spec §8 ("Network error: error snackbar"); there is no defect to fix.
  { kind: "network-library", contains: "Failed to fetch" },                               // Chromium
  { kind: "network-library", contains: "NetworkError when attempting to fetch resource" }, // Firefox
  { kind: "network-library", contains: "Load failed" },                                   // Safari
  { kind: "network-library", contains: "The network connection was lost" },               // Safari
  { kind: "network-library", contains: "Network request failed" },
  { kind: "network-library", contains: "The operation was aborted" },                     // a cancelled call
  { kind: "network-library", contains: "The user aborted a request" },
  { kind: "network-library", contains: "signal is aborted without reason" },
  { kind: "network-library", contains: "WebSocket connection to" },                       // socket reconnects
  // The payment widget runs in the cashier's frames; the browser reports its cross-origin faults
  // without a usable message or stack, and the provider, not this app, can fix them.
  { kind: "payment-widget", contains: "Blocked a frame with origin" },
  { kind: "payment-widget", contains: "Failed to execute 'postMessage' on 'DOMWindow'" },
  { kind: "payment-widget", contains: "Failed to execute 'postMessage' on 'Window'" },
  { kind: "payment-widget", contains: "Script error." },
  // A page chunk that fails to download after a release: spec §8 handles it (snackbar, reload after
  // 3 s), and a report per visitor who held the old page would drown the real ones.
  { kind: "dynamic-import", contains: "Failed to fetch dynamically imported module" },    // Chromium
  { kind: "dynamic-import", contains: "error loading dynamically imported module" },      // Firefox
  { kind: "dynamic-import", contains: "Importing a module script failed" },               // Safari
  { kind: "dynamic-import", contains: "Unable to preload CSS" },                          // Vite
]

/** A host whose scripts' failures (and failed loads) are never reported. */
export interface DeniedHost {
  readonly what: string
  /** Matched against a script URL's host name: the host itself or any of its subdomains. */
  readonly host: string
}

export const DENIED_HOSTS: ReadonlyArray<DeniedHost> = [
  { what: "cookie consent script", host: "cookiebot.com" },
  { what: "tag manager", host: "googletagmanager.com" }, { what: "tag manager", host: "google-analytics.com" },
  { what: "product analytics", host: "amplitude.com" },
  { what: "address lookup script and stylesheet", host: "addressy.com" },
  { what: "address lookup script and stylesheet", host: "loqate.com" },
]

/** Scripts the page never loaded itself: browser extensions inject them. */
export const DENIED_SCHEMES: ReadonlyArray<string> = ["chrome-extension:", "moz-extension:", "safari-extension:", "safari-web-extension:"]

/** The entry an error's message matches; the longest wins ("Failed to fetch dynamically imported module" is a dynamic import, not a network error). */
export const ignoredErrorOf = (message: string): IgnoredError | null =>
  IGNORED_ERRORS.reduce<IgnoredError | null>(
    (best, e) => (message.includes(e.contains) && (best === null || e.contains.length > best.contains.length) ? e : best),
    null,
  )

/** Whether an error with this message (or `type: value`) is never reported (spec §8). */
export const isIgnoredError = (message: string): boolean => ignoredErrorOf(message) !== null

const hostOf = (url: string): { readonly scheme: string; readonly host: string } | null => {
  const match = /^([a-z][a-z0-9+.-]*:)\/\/([^/?#:@]*@)?([^/?#:]*)/i.exec(url.trim())
  return match ? { scheme: match[1]!.toLowerCase(), host: match[3]!.toLowerCase() } : null
}

/** Whether a failure in (or a failed load of) the script at this URL is never reported (spec §8). */
export const isDeniedUrl = (url: string): boolean => {
  const parsed = hostOf(url)
  if (!parsed) return false
  if (DENIED_SCHEMES.includes(parsed.scheme)) return true
  return DENIED_HOSTS.some(({ host }) => parsed.host === host || parsed.host.endsWith(`.${host}`))
}

/** The SDK's `denyUrls`, built from the same lists (it tests them against the frames' file names). */
export const denyUrlPatterns = (): ReadonlyArray<RegExp> => [
  ...DENIED_SCHEMES.map((scheme) => new RegExp(`^${scheme.replace(/[.+-]/g, "\\$&")}//`, "i")),
  ...DENIED_HOSTS.map(({ host }) => new RegExp(`^[a-z][a-z0-9+.-]*://([^/?#]*\\.)?${host.replace(/\./g, "\\.")}(?=[/:?#]|$)`, "i")),
]
