/**
 * The local ingest's memory (spec §7 error reporting, for tests and demos): the error events the
 * client's SDK sent to this server, newest first, so an operator (`npm run ops -- error-reports`)
 * sees what would have been reported. Bounded: the oldest go first, so a noisy page cannot grow
 * the process. In memory and per process, like a log: a demo's reports, not an archive
 * (docs/decisions/0016-error-reporting.md).
 *
 * `reportOfEvent` reads the few fields an operator needs from an event payload, whatever else the
 * SDK put in it; anything not of the expected type is left out rather than refused.
 */
import { EnvelopeError, jsonPayload, type Envelope } from "./envelope.js"

export interface ErrorReport {
  readonly id: string
  readonly project: string
  /** The server clock's instant of receipt (epoch ms). */
  readonly receivedAt: number
  /** The client's instant of the error (epoch ms), when it said. */
  readonly timestamp: number | null
  readonly level: string | null
  readonly message: string | null
  readonly exceptionType: string | null
  readonly exceptionValue: string | null
  readonly environment: string | null
  readonly release: string | null
  readonly url: string | null
  /**
   * Whether a replay of the moments before the error arrived (spec §9 replay-on-error): the SDK
   * sends it in envelopes of its own a few seconds after the event, whose `replay_event` lists the
   * errors it covers (`error_ids`); an event may also name its replay or carry it in its envelope.
   */
  readonly withReplay: boolean
}

export const DEFAULT_REPORT_CAPACITY = 200

/** Longer texts are cut: a report is read by a person in a terminal. */
const MAX_TEXT = 2000

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value.slice(0, MAX_TEXT) : null)

/** Seconds since the epoch (a number) or an RFC 3339 text, as epoch ms. */
const instant = (value: unknown): number | null => {
  if (typeof value === "number" && Number.isFinite(value) && value >= 0 && value < 1e11) return Math.round(value * 1000)
  if (typeof value === "string") {
    const ms = Date.parse(value)
    return Number.isFinite(ms) ? ms : null
  }
  return null
}

const messageOf = (event: Record<string, unknown>): string | null => {
  if (typeof event.message === "string") return text(event.message)
  for (const holder of [event.message, event.logentry]) {
    if (isRecord(holder)) return text(holder.formatted) ?? text(holder.message)
  }
  return null
}

/** The last exception of the chain is the one thrown (Sentry lists causes first). */
const exceptionOf = (event: Record<string, unknown>): { type: string | null; value: string | null } => {
  const values = isRecord(event.exception) && Array.isArray(event.exception.values) ? event.exception.values : []
  const last: unknown = values[values.length - 1]
  return isRecord(last) ? { type: text(last.type), value: text(last.value) } : { type: null, value: null }
}

const namesReplay = (event: Record<string, unknown>): boolean =>
  isRecord(event.contexts) && isRecord(event.contexts.replay) && text(event.contexts.replay.replay_id) !== null

export const reportOfEvent = (
  event: unknown,
  context: { readonly project: string; readonly receivedAt: number; readonly fallbackId: string | null; readonly withReplay: boolean },
): ErrorReport => {
  if (!isRecord(event)) throw new EnvelopeError("the event item's payload is not a JSON object")
  const id = text(event.event_id) ?? context.fallbackId
  if (id === null || !/^[0-9a-f-]{1,64}$/i.test(id)) throw new EnvelopeError("the event has no event_id")
  const exception = exceptionOf(event)
  return {
    id,
    project: context.project,
    receivedAt: context.receivedAt,
    timestamp: instant(event.timestamp),
    level: text(event.level),
    message: messageOf(event),
    exceptionType: exception.type,
    exceptionValue: exception.value,
    environment: text(event.environment),
    release: text(event.release),
    url: isRecord(event.request) ? text(event.request.url) : null,
    withReplay: context.withReplay || namesReplay(event),
  }
}

/**
 * The error events of an envelope as reports. Only `event` items are errors; sessions, client
 * reports and replay items are accepted and not kept (a replay marks its event `withReplay`).
 */
export const reportsOfEnvelope = (envelope: Envelope, context: { readonly project: string; readonly receivedAt: number }): ErrorReport[] => {
  const withReplay = envelope.items.some((item) => item.type === "replay_event" || item.type === "replay_recording")
  const fallbackId = text(envelope.header.event_id)
  return envelope.items
    .filter((item) => item.type === "event")
    .map((item) => reportOfEvent(jsonPayload(item), { ...context, fallbackId, withReplay }))
}

/** The error events a replay in this envelope covers (`replay_event.error_ids`). */
export const replayedErrorIds = (envelope: Envelope): string[] =>
  envelope.items
    .filter((item) => item.type === "replay_event")
    .flatMap((item) => {
      const payload = jsonPayload(item)
      return isRecord(payload) && Array.isArray(payload.error_ids) ? payload.error_ids.filter((id): id is string => typeof id === "string") : []
    })

export interface ErrorReportStore {
  add(reports: ReadonlyArray<ErrorReport>): void
  /** Marks the reports a replay covers (`with_replay`). */
  markReplayed(ids: ReadonlyArray<string>): void
  /** Newest first. */
  list(limit: number): ReadonlyArray<ErrorReport>
  clear(): number
}

export const createErrorReportStore = (capacity: number = DEFAULT_REPORT_CAPACITY): ErrorReportStore => {
  let reports: ErrorReport[] = []
  return {
    add(added) {
      if (added.length === 0) return
      reports = [...added.slice().reverse(), ...reports].slice(0, capacity)
    },
    markReplayed(ids) {
      if (ids.length === 0) return
      const covered = new Set(ids)
      reports = reports.map((r) => (covered.has(r.id) && !r.withReplay ? { ...r, withReplay: true } : r))
    },
    list(limit) {
      return reports.slice(0, Math.max(0, limit))
    },
    clear() {
      const cleared = reports.length
      reports = []
      return cleared
    },
  }
}
