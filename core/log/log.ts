/**
 * The event log (DESIGN.md §2): a bounded window of recent events plus the state at its start, so a
 * bug seen in the browser can be exported and replayed outside it.
 *
 * The window keeps between `capacity` and 2×`capacity` events without re-running anything: the
 * store hands in a checkpoint (the committed state) every `capacity` events; when a second segment
 * fills, the oldest is dropped and its successor's checkpoint becomes the start snapshot.
 *
 * Exported files redact secrets (passwords and tokens, decision 0003): replaying one reproduces the
 * session with the placeholder in place of the token.
 */
// Generic over the state and events it records: core/app hands in the event encoder, so the log
// knows nothing of the areas (and the areas nothing of it).

export const LOG_FORMAT = "sportsbook-event-log"
export const LOG_VERSION = 1
export const DEFAULT_LOG_CAPACITY = 5000
export const REDACTED = "[redacted]"

export interface EventLogFile<S = unknown, Encoded = unknown> {
  readonly format: typeof LOG_FORMAT
  readonly version: typeof LOG_VERSION
  /** The state before the first event; null means the initial state. */
  readonly snapshot: S | null
  readonly events: ReadonlyArray<Encoded>
}

interface Segment<S, E> {
  readonly start: S | null
  readonly events: E[]
}

export interface EventLog<S = unknown, E = unknown, Encoded = unknown> {
  append(event: E, committed: S): void
  /** The window as a file, secrets redacted unless `redact` is false (tests). */
  toFile(options?: { readonly redact?: boolean }): EventLogFile<S, Encoded>
  readonly size: number
}

const SECRET_KEYS = new Set(["password", "oldPassword", "newPassword", "token", "storedToken"])

/** Replaces every secret-named string field, at any depth, by a placeholder. */
export const redactSecrets = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(redactSecrets) as T
  if (value === null || typeof value !== "object") return value
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key) && typeof v === "string" ? REDACTED : redactSecrets(v)
  }
  return out as T
}

export const createEventLog = <S, E, Encoded>(
  encodeEvent: (event: E) => Encoded,
  start: S | null = null,
  capacity = DEFAULT_LOG_CAPACITY,
): EventLog<S, E, Encoded> => {
  let segments: Segment<S, E>[] = [{ start, events: [] }]
  return {
    append(event, committed) {
      const last = segments[segments.length - 1]!
      last.events.push(event)
      if (last.events.length >= capacity) {
        segments.push({ start: committed, events: [] })
        if (segments.length > 2) segments = segments.slice(-2)
      }
    },
    toFile(options) {
      const file: EventLogFile<S, Encoded> = {
        format: LOG_FORMAT,
        version: LOG_VERSION,
        snapshot: segments[0]!.start,
        events: segments.flatMap((s) => s.events).map((e) => encodeEvent(e)),
      }
      return options?.redact === false ? file : redactSecrets(file)
    },
    get size() {
      return segments.reduce((n, s) => n + s.events.length, 0)
    },
  }
}
