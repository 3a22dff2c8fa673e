/**
 * Duplicate-request detection (spec §7, §9): a non-GET request identical to one sent less than
 * 300 ms earlier (same method, path and body) is reported. It is a symptom of a double click or a
 * double dispatch, so we report it to developers; the request itself still goes (the server's
 * idempotency keys, not the client, protect against double effects).
 *
 * Calls that legitimately repeat quickly are exempt (spec §7 "duplicate-request exemption list").
 */
import { unversionedPath } from "./paths.js"

export const DUPLICATE_WINDOW_MS = 300

/** The spec's exemption list, matched against the path without its version prefix. */
export const DUPLICATE_EXEMPTIONS: ReadonlyArray<RegExp> = [
  /^betbuilder-cart$/,
  /^betslip$/, // v1 and v2 alike: the version is stripped before matching
  /^matches\/[^/]+\/livestream\/betgenius$/,
  /^personalisation\/tracking$/,
  /^users\/attribute$/,
  /^users\/attribute\/marketing$/,
]

export const isDuplicateExempt = (path: string): boolean => {
  const bare = unversionedPath(path.split("?")[0] ?? "")
  return DUPLICATE_EXEMPTIONS.some((pattern) => pattern.test(bare))
}

export interface DuplicateReport {
  readonly method: string
  readonly path: string
  readonly body: string | null
  /** How long after the identical request this one came. */
  readonly afterMs: number
}

export interface DuplicateDetector {
  /** Records the request; returns a report when it duplicates one inside the window. */
  check(method: string, path: string, body: string | null): DuplicateReport | null
}

export const createDuplicateDetector = (now: () => number, windowMs = DUPLICATE_WINDOW_MS): DuplicateDetector => {
  const lastSent = new Map<string, number>()
  return {
    check(method, path, body) {
      const upper = method.toUpperCase()
      if (upper === "GET" || upper === "HEAD" || isDuplicateExempt(path)) return null
      const at = now()
      // Forget what can no longer match, so the map stays as small as the window.
      for (const [key, sentAt] of lastSent) if (at - sentAt >= windowMs) lastSent.delete(key)
      const key = `${upper} ${path}\n${body ?? ""}`
      const previous = lastSent.get(key)
      lastSent.set(key, at)
      return previous !== undefined && at - previous < windowMs ? { method: upper, path, body, afterMs: at - previous } : null
    },
  }
}
