/**
 * Reading request bodies: JSON only, at most 64 KiB, decoded with the wire schema the client uses.
 * Every way a body can be wrong answers 400 with a public_message (and, for schema problems, a
 * `fields` map naming each bad field), never a 500.
 *
 * Before any schema runs, every value a request brings (body, query, path parameters) passes one
 * screen, `screenInput`, that refuses what no schema is asked about but the layers below cannot
 * take (issue 19 item 5):
 * - text holding a NUL character (PostgreSQL text cannot store it) or a lone UTF-16 surrogate
 *   (not encodable as UTF-8);
 * - numbers that are not exact integers' safe range or that lie past a JavaScript date
 *   (|n| > 8.64e15 ms: `new Date(n)` is invalid and encoding it throws);
 * - an empty password (a field named `password` or ending in `_password`): the hash library throws
 *   on it.
 * What only the database knows, a number past a column's range (an int4 id, a position), is
 * refused there: errors.ts answers PostgreSQL's data exceptions (class 22) as 400 too.
 */
import { Result, Schema, SchemaIssue } from "effect"
import type { Context } from "hono"
import type { IncomingMessage } from "node:http"
import { Readable } from "node:stream"
import type { AppEnv } from "./env.js"
import { ApiError } from "./errors.js"
import type { MessageId } from "./messages.js"

export const MAX_BODY_BYTES = 64 * 1024

const tooLarge = () =>
  new ApiError(400, "request.too_large", { message: `Request body exceeds ${MAX_BODY_BYTES} bytes`, messageKey: "BODY_TOO_LARGE" })

const isJsonType = (contentType: string | undefined): boolean => {
  const mediaType = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? ""
  return mediaType === "application/json" || (mediaType.startsWith("application/") && mediaType.endsWith("+json"))
}

const declaredOver = (contentLength: string | undefined, max: number): boolean =>
  contentLength !== undefined && /^\d+$/.test(contentLength) && Number(contentLength) > max

/** Declared length over the limit: refused before a byte is read. */
export const declaredTooLarge = (contentLength: string | undefined): boolean => declaredOver(contentLength, MAX_BODY_BYTES)

/**
 * The raw body, refused with `refusal()` as soon as it passes `max` bytes: a declared length over
 * it before a byte is read, a streamed one (chunked bodies declare no length) as it arrives.
 *
 * Served by @hono/node-server, the body is read from Node's own request: the web `Request` body
 * would make the adapter build a whole undici Request with web streams for every call, about a
 * tenth of the server's CPU per bet placed (docs/decisions/0014-placement-speed.md). Without a
 * Node request (a test calling `app.request`) the web body is read.
 */
export const readBodyBytes = async (c: Context, max: number, refusal: () => Error): Promise<Buffer> => {
  if (declaredOver(c.req.header("content-length"), max)) throw refusal()
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  return incoming instanceof Readable ? readIncoming(incoming, max, refusal) : readWebBody(c.req.raw, max, refusal)
}

/**
 * Node's request body. Past `max` it stops listening and refuses: what is still coming is
 * discarded, and the connection stays to carry the answer (leaving a for-await loop would destroy
 * the request, and the socket with it).
 */
const readIncoming = (incoming: IncomingMessage, max: number, refusal: () => Error): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = () => {
      incoming.off("data", onData)
      incoming.off("end", onEnd)
      incoming.off("error", onError)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > max) {
        done()
        incoming.resume()
        reject(refusal())
      } else chunks.push(chunk)
    }
    const onEnd = () => {
      done()
      resolve(Buffer.concat(chunks, size))
    }
    const onError = (error: Error) => {
      done()
      reject(error)
    }
    if (incoming.readableEnded) return resolve(Buffer.alloc(0))
    incoming.on("data", onData)
    incoming.on("end", onEnd)
    incoming.on("error", onError)
  })

const readWebBody = async (request: Request, max: number, refusal: () => Error): Promise<Buffer> => {
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => {})
      throw refusal()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** Reads the raw JSON body text within MAX_BODY_BYTES. */
const readLimited = async (c: Context): Promise<string> => (await readBodyBytes(c, MAX_BODY_BYTES, tooLarge)).toString("utf8")

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

/** Schema problems as field → message id, keyed by the dotted path ("_body" for the whole body). */
export const fieldsOfIssue = (issue: SchemaIssue.Issue): Record<string, MessageId> => {
  const fields: Record<string, MessageId> = {}
  for (const problem of formatter(issue).issues) {
    const path = (problem.path ?? []).map((segment) => String(typeof segment === "object" && segment !== null && "key" in segment ? segment.key : segment))
    const name = path.length > 0 ? path.join(".") : "_body"
    fields[name] ??= problem.message === "Missing key" ? "field.missing" : "field.invalid"
  }
  return fields
}

/** The largest |epoch ms| a JavaScript Date holds (ECMA-262 §21.4.1.1), and so any wire number. */
export const MAX_WIRE_NUMBER = 8.64e15
/** In unicode mode a pair is one code point, so this matches only a surrogate standing alone. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u
const PASSWORD_FIELD = /(^|_)password$/
const MAX_SCREEN_DEPTH = 64

/** Why a value may not pass, or null when it may. */
const refusal = (value: unknown, key: string): string | null => {
  if (typeof value === "string") {
    if (value.includes("\u0000")) return "contains a NUL character"
    if (LONE_SURROGATE.test(value)) return "is not well-formed Unicode"
    if (value.length === 0 && PASSWORD_FIELD.test(key)) return "is an empty password"
    return null
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value) || Math.abs(value) > MAX_WIRE_NUMBER) return "is out of range"
    return null
  }
  return null
}

export interface Screened {
  /** Field path → message id for each refused value (empty when all pass). */
  readonly fields: Record<string, MessageId>
  /** For developers: what was wrong with each. */
  readonly problems: ReadonlyArray<string>
}

/** Every string and number in `value` (keys too), checked. Nesting deeper than 64 levels is refused. */
export const screenInput = (value: unknown): Screened => {
  const fields: Record<string, MessageId> = {}
  const problems: string[] = []
  const visit = (v: unknown, path: string[], depth: number): void => {
    const name = path.length > 0 ? path.join(".") : "_body"
    if (depth > MAX_SCREEN_DEPTH) {
      fields[name] ??= "field.invalid"
      problems.push(`${name} is nested too deeply`)
      return
    }
    if (Array.isArray(v)) {
      v.forEach((item, i) => visit(item, [...path, String(i)], depth + 1))
      return
    }
    if (v !== null && typeof v === "object") {
      for (const [key, item] of Object.entries(v)) {
        const keyProblem = refusal(key, "")
        if (keyProblem) {
          fields[name] ??= "field.invalid"
          problems.push(`a key of ${name} ${keyProblem}`)
          continue
        }
        visit(item, [...path, key], depth + 1)
      }
      return
    }
    const problem = refusal(v, path[path.length - 1] ?? "")
    if (problem) {
      fields[name] ??= "field.invalid"
      problems.push(`${name} ${problem}`)
    }
  }
  visit(value, [], 0)
  return { fields, problems }
}

/** Throws the 400 for anything screenInput refuses in `value`. */
export const refuseUnsafe = (value: unknown, what: string): void => {
  const { fields, problems } = screenInput(value)
  if (problems.length === 0) return
  throw new ApiError(400, "request.invalid_fields", {
    message: `Invalid ${what}: ${problems.slice(0, 5).join("; ")}`,
    messageKey: "INVALID_REQUEST",
    fields,
  })
}

export const decodeOrBadRequest = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, value: unknown, what: string): S["Type"] => {
  refuseUnsafe(value, what)
  const result = Schema.decodeUnknownResult(schema)(value, { errors: "all" })
  if (Result.isSuccess(result)) return result.success
  throw new ApiError(400, "request.invalid_fields", {
    message: `Invalid ${what}: ${result.failure.message}`,
    messageKey: "INVALID_REQUEST",
    fields: fieldsOfIssue(result.failure.issue),
  })
}

/** The JSON body decoded with `schema`, or an ApiError(400). */
export const readBody = async <S extends Schema.ConstraintDecoder<unknown>>(c: Context<AppEnv>, schema: S): Promise<S["Type"]> => {
  if (!isJsonType(c.req.header("content-type"))) {
    throw new ApiError(400, "request.unsupported_content_type", {
      message: "Content-Type must be application/json",
      messageKey: "UNSUPPORTED_CONTENT_TYPE",
    })
  }
  const text = await readLimited(c)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new ApiError(400, "request.invalid_json", { message: `Body is not valid JSON: ${(error as Error).message}`, messageKey: "INVALID_JSON" })
  }
  return decodeOrBadRequest(schema, value, "request body")
}
