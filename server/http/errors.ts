/**
 * Failing calls answer with the ErrorPayload of core/model/error.ts:
 *   { status, public_message, message, message_key?, fields? }
 * `public_message` is worded for the person (and localised), `message` for the developer,
 * `message_key` for code that reacts to a specific error (spec §8), `fields` for forms.
 *
 * Handlers throw `ApiError`; `onError` turns it, or anything unexpected (as a logged 500), into
 * that body. A PostgreSQL data exception (class 22) is the request's fault and answers 400. Nothing escapes as an HTML error page or a dropped connection.
 */
import { Schema } from "effect"
import type { Context } from "hono"
import type { ContentfulStatusCode } from "hono/utils/http-status"
import { ErrorPayload } from "../../core/model/error.js"
import { dataException } from "../domain/db-errors.js"
import type { AppEnv } from "./env.js"
import { languageOf, translate, type Lang, type MessageId } from "./messages.js"

export interface ApiErrorOptions {
  /** For developers and logs; defaults to the English public message. */
  readonly message?: string
  readonly messageKey?: string
  readonly vars?: Readonly<Record<string, string | number>>
  /** Field name to message id: the form's per-field problems. */
  readonly fields?: Readonly<Record<string, MessageId>>
  readonly headers?: Readonly<Record<string, string>>
  /** LOSSLIMITNOTSATISFIED / PAYMENT_DEPOSIT_LIMIT_REACHED: the limits in the way (spec §8), wire shape. */
  readonly reachedLimits?: ReadonlyArray<ReachedLimitWire>
}

export interface ReachedLimitWire {
  readonly type: string
  readonly source: string
  readonly window_days: number
  /** Minor units (encoded to the wire's decimal by ErrorPayload). */
  readonly maximum_amount: number
  readonly remaining_amount: number
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly publicMessage: MessageId,
    readonly options: ApiErrorOptions = {},
  ) {
    super(options.message ?? translate("en", publicMessage, options.vars))
    this.name = "ApiError"
  }
}

/**
 * Wraps an area's domain calls: its own error class becomes the ApiError the route answers with
 * (`toApi` words it); any other error passes through to handleError (a 500).
 */
export const answersErrorsOf =
  <E extends Error>(kind: abstract new (...args: never[]) => E, toApi: (error: E) => ApiError) =>
  async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      if (error instanceof kind) throw toApi(error)
      throw error
    }
  }

const encodeError = Schema.encodeSync(ErrorPayload)

export const errorBody = (lang: Lang, error: ApiError): unknown =>
  encodeError({
    status: error.status,
    public_message: translate(lang, error.publicMessage, error.options.vars),
    message: error.message,
    ...(error.options.messageKey ? { message_key: error.options.messageKey } : {}),
    ...(error.options.reachedLimits ? { reached_limits: error.options.reachedLimits } : {}),
    ...(error.options.fields
      ? { fields: Object.fromEntries(Object.entries(error.options.fields).map(([field, id]) => [field, translate(lang, id)])) }
      : {}),
  })

/** The request's language even when the failure happened before the middleware set it. */
const langOf = (c: Context<AppEnv>): Lang => c.get("lang") ?? languageOf(c.req.header("accept-language"))

export const errorResponse = (c: Context<AppEnv>, error: ApiError): Response => {
  for (const [name, value] of Object.entries(error.options.headers ?? {})) c.header(name, value)
  return c.json(errorBody(langOf(c), error) as object, error.status)
}

export const handleError =
  (log: (line: string) => void) =>
  (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof ApiError) return errorResponse(c, error)
    // A value the database refused as data (class 22: past a column's range, unstorable text) came
    // with the request: the request is bad, not the server. Logged, since a schema should catch it.
    const sqlState = dataException(error)
    if (sqlState) {
      log(`[http] ${c.req.method} ${c.req.path} refused by the database (${sqlState}): ${error.message.split("\n")[0]}`)
      return errorResponse(c, new ApiError(400, "request.invalid_fields", { message: `A value is out of range (SQLSTATE ${sqlState})`, messageKey: "INVALID_REQUEST" }))
    }
    log(`[http] ${c.req.method} ${c.req.path} failed: ${error.stack ?? error.message}`)
    return errorResponse(c, new ApiError(500, "error.server", { message: "Internal server error", messageKey: "INTERNAL_ERROR" }))
  }

export const notFound = (c: Context<AppEnv>): Response =>
  errorResponse(c, new ApiError(404, "error.not_found", { message: `No route for ${c.req.method} ${c.req.path}`, messageKey: "NOT_FOUND" }))
