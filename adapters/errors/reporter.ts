/**
 * The error-reporting service of spec §7, as the rest of the shell sees it: `captureException` and
 * `captureMessage`, which do nothing unless reporting is on (core/errors/reporting.ts: a branch, uat
 * or production deployment with a DSN).
 *
 * The SDK (adapters/errors/sentry.ts, @sentry/browser) is never part of the first visit's code: it
 * is fetched with a dynamic `import()` only when reporting is on, and only once the runtime calls
 * `start()` after the app has started (docs/decisions/0016-error-reporting.md). What is reported
 * before the SDK arrives waits in a short queue; when reporting is off nothing is queued or loaded.
 * Reporting must never break the product, so every failure in here is swallowed (and logged once).
 */
import { errorReportingEnabled, isIgnoredError } from "../../core/errors/reporting.js"

export interface ErrorReportingConfig {
  /** The deployment's name: branch, uat and production report (spec §7); local, test… do not. */
  readonly deployment: string | null
  /** Where reports go (a Sentry DSN; `http://public@127.0.0.1:3000/1` is the local server's ingest). */
  readonly dsn: string | null
  /** The build's release name, when the build was given one. */
  readonly release: string | null
}

/** What the loaded SDK offers the reporter. */
export interface ReportingSdk {
  captureException(error: unknown): void
  captureMessage(message: string): void
}

/** Loads and initialises the SDK (by default a dynamic import of ./sentry.ts). */
export type SdkLoader = (config: ErrorReportingConfig & { readonly dsn: string; readonly deployment: string }) => Promise<ReportingSdk>

export interface ErrorReporter {
  readonly enabled: boolean
  /** Begins loading the SDK when reporting is on; call once the app has started. */
  start(): void
  captureException(error: unknown): void
  captureMessage(message: string): void
}

/** How many reports wait for the SDK; more than this before it loads is a storm, and the first ones tell the story. */
export const PENDING_CAPACITY = 20

const loadSentry: SdkLoader = async (config) => {
  const { startSentry } = await import("./sentry.js")
  return startSentry(config)
}

type Pending = { readonly _tag: "exception"; readonly error: unknown } | { readonly _tag: "message"; readonly message: string }

const messageOf = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : typeof error === "string" ? error : ""

export const createErrorReporter = (
  config: ErrorReportingConfig,
  options: { readonly load?: SdkLoader; readonly log?: (message: string) => void } = {},
): ErrorReporter => {
  const enabled = errorReportingEnabled(config)
  const log = options.log ?? ((message: string) => console.warn(message))
  let sdk: ReportingSdk | null = null
  let started = false
  let failed = false
  const pending: Pending[] = []

  const deliver = (item: Pending, to: ReportingSdk): void => {
    try {
      if (item._tag === "exception") to.captureException(item.error)
      else to.captureMessage(item.message)
    } catch {
      // The SDK's own fault: the product carries on without the report.
    }
  }

  const submit = (item: Pending): void => {
    if (!enabled || failed) return
    // The §8 lists are applied by the SDK too (ignoreErrors, beforeSend); filtering here keeps
    // ignored noise out of the short queue before it loads.
    if (isIgnoredError(item._tag === "exception" ? messageOf(item.error) : item.message)) return
    if (sdk) return deliver(item, sdk)
    if (pending.length < PENDING_CAPACITY) pending.push(item)
  }

  return {
    enabled,
    start() {
      if (!enabled || started) return
      started = true
      const load = options.load ?? loadSentry
      load({ ...config, dsn: config.dsn!.trim(), deployment: config.deployment! })
        .then((loaded) => {
          sdk = loaded
          for (const item of pending.splice(0)) deliver(item, loaded)
        })
        .catch((error: unknown) => {
          failed = true
          pending.length = 0
          log(`error reporting did not start: ${messageOf(error) || String(error)}`)
        })
    },
    captureException(error) {
      submit({ _tag: "exception", error })
    },
    captureMessage(message) {
      submit({ _tag: "message", message })
    },
  }
}
