/**
 * Reading request bodies: JSON only, at most 64 KiB, decoded with the wire schema the client uses.
 * Every way a body can be wrong answers 400 with a public_message (and, for schema problems, a
 * `fields` map naming each bad field), never a 500.
 */
import { Result, Schema, SchemaIssue } from "effect"
import type { Context } from "hono"
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

/** Declared length over the limit: refused before a byte is read. */
export const declaredTooLarge = (contentLength: string | undefined): boolean =>
  contentLength !== undefined && /^\d+$/.test(contentLength) && Number(contentLength) > MAX_BODY_BYTES

/** Reads the raw body, stopping as soon as it passes the limit (chunked bodies declare no length). */
const readLimited = async (request: Request): Promise<string> => {
  if (declaredTooLarge(request.headers.get("content-length") ?? undefined)) throw tooLarge()
  if (!request.body) return ""
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString("utf8")
}

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

export const decodeOrBadRequest = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, value: unknown, what: string): S["Type"] => {
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
  const text = await readLimited(c.req.raw)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new ApiError(400, "request.invalid_json", { message: `Body is not valid JSON: ${(error as Error).message}`, messageKey: "INVALID_JSON" })
  }
  return decodeOrBadRequest(schema, value, "request body")
}
