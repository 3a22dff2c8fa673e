/**
 * The Sentry envelope format, which the client's error-reporting SDK (@sentry/browser, spec §7)
 * sends: a JSON header line, then items, each an item-header line (JSON with a `type`) and its
 * payload. A payload with a `length` in its header is exactly that many bytes (replay recordings are
 * binary and may contain newlines), followed by an optional newline; without one it runs to the next
 * newline or the end. https://develop.sentry.dev/sdk/data-model/envelopes/
 *
 * Pure: bytes in, a parsed envelope or an `EnvelopeError` saying what is wrong out. Never throws
 * anything else, whatever the bytes (specs/server/error-reports.test.ts checks it with fast-check).
 */

export interface EnvelopeItem {
  readonly type: string
  readonly header: Readonly<Record<string, unknown>>
  readonly payload: Uint8Array
}

export interface Envelope {
  readonly header: Readonly<Record<string, unknown>>
  readonly items: ReadonlyArray<EnvelopeItem>
}

export class EnvelopeError extends Error {
  override readonly name = "EnvelopeError"
}

/** More items than a browser SDK ever puts in one envelope (an event, its attachments, a replay). */
export const MAX_ITEMS = 100

const NEWLINE = 0x0a
const utf8 = new TextDecoder("utf-8", { fatal: true })

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

/** A header line as a JSON object. */
const headerOf = (bytes: Uint8Array, what: string): Record<string, unknown> => {
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    throw new EnvelopeError(`${what} is not UTF-8`)
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new EnvelopeError(`${what} is not JSON`)
  }
  if (!isRecord(value)) throw new EnvelopeError(`${what} is not a JSON object`)
  return value
}

const lineEnd = (bytes: Uint8Array, from: number): number => {
  const at = bytes.indexOf(NEWLINE, from)
  return at === -1 ? bytes.length : at
}

export const parseEnvelope = (bytes: Uint8Array): Envelope => {
  if (bytes.length === 0) throw new EnvelopeError("the envelope is empty")
  let end = lineEnd(bytes, 0)
  const header = headerOf(bytes.subarray(0, end), "the envelope header")
  let at = end + 1
  const items: EnvelopeItem[] = []
  while (at < bytes.length) {
    end = lineEnd(bytes, at)
    // A blank line between items (or a trailing one) carries nothing.
    if (end === at) {
      at += 1
      continue
    }
    if (items.length === MAX_ITEMS) throw new EnvelopeError(`more than ${MAX_ITEMS} items`)
    const itemHeader = headerOf(bytes.subarray(at, end), `item ${items.length + 1}'s header`)
    const type = itemHeader.type
    if (typeof type !== "string" || type === "") throw new EnvelopeError(`item ${items.length + 1} has no type`)
    at = end + 1
    const length = itemHeader.length
    let payload: Uint8Array
    if (length !== undefined) {
      if (typeof length !== "number" || !Number.isSafeInteger(length) || length < 0) {
        throw new EnvelopeError(`item ${items.length + 1}'s length is not a whole number of bytes`)
      }
      if (at + length > bytes.length) throw new EnvelopeError(`item ${items.length + 1} is shorter than its length`)
      payload = bytes.subarray(at, at + length)
      at += length
      if (at < bytes.length) {
        if (bytes[at] !== NEWLINE) throw new EnvelopeError(`item ${items.length + 1} is longer than its length`)
        at += 1
      }
    } else {
      end = lineEnd(bytes, at)
      payload = bytes.subarray(at, end)
      at = end + 1
    }
    items.push({ type, header: itemHeader, payload })
  }
  return { header, items }
}

/** An item's payload as JSON (events, sessions, client reports are JSON; recordings are not). */
export const jsonPayload = (item: EnvelopeItem): unknown => {
  try {
    return JSON.parse(utf8.decode(item.payload))
  } catch {
    throw new EnvelopeError(`the ${item.type} item's payload is not JSON`)
  }
}
