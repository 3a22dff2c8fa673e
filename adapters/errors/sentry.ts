/**
 * The error-reporting SDK (@sentry/browser, which speaks the Sentry envelope protocol), started with
 * spec §9's rates and spec §8's ignore lists from core/errors/reporting.ts.
 *
 * Only adapters/errors/reporter.ts imports this file, with a dynamic `import()`, so the SDK is a
 * chunk of its own that a visit downloads only when reporting is on (vite.config.ts keeps it out of
 * the vendor chunk; docs/decisions/0016-error-reporting.md).
 */
import { captureException, captureMessage, init, replayIntegration, type ErrorEvent } from "@sentry/browser"
import {
  IGNORED_ERRORS, REPLAYS_ON_ERROR_SAMPLE_RATE, REPLAYS_SESSION_SAMPLE_RATE, TRACES_SAMPLE_RATE,
  denyUrlPatterns, isDeniedUrl, isIgnoredError,
} from "../../core/errors/reporting.js"
import type { ErrorReportingConfig, ReportingSdk } from "./reporter.js"

/**
 * The SDK's `ignoreErrors` and `denyUrls` test the top message and the frames; an exception whose
 * type and value (or any frame) match the lists is dropped here too, whatever its shape.
 */
export const keepEvent = (event: ErrorEvent): boolean => {
  for (const exception of event.exception?.values ?? []) {
    const text = `${exception.type ?? ""}: ${exception.value ?? ""}`
    if (isIgnoredError(text)) return false
    if ((exception.stacktrace?.frames ?? []).some((frame) => frame.filename !== undefined && isDeniedUrl(frame.filename))) return false
  }
  return !(typeof event.message === "string" && isIgnoredError(event.message))
}

export const startSentry = (config: ErrorReportingConfig & { readonly dsn: string; readonly deployment: string }): ReportingSdk => {
  init({
    dsn: config.dsn,
    environment: config.deployment,
    ...(config.release ? { release: config.release } : {}),
    tracesSampleRate: TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
    // Replays mask all text and inputs and block media by default: no stakes, names or documents leave the page.
    integrations: [replayIntegration()],
    ignoreErrors: IGNORED_ERRORS.map((e) => e.contains),
    denyUrls: [...denyUrlPatterns()],
    // A bettor's identity, cookies (the session token among them), headers, bodies (stakes, card
    // details) and query strings stay out of reports: the message and the stack are enough to fix a defect.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    beforeSend: (event) => (keepEvent(event) ? event : null),
  })
  return {
    captureException: (error) => void captureException(error),
    captureMessage: (message) => void captureMessage(message, "error"),
  }
}
