/**
 * The local ingest of the error-reporting service (spec §7): `POST /api/<project>/envelope/`, the
 * endpoint a Sentry DSN `http://<key>@<this server>/<project>` sends to, so tests and demos see
 * what the client would report (`npm run ops -- error-reports`, GET /api/ops/error-reports).
 *
 * It exists only where the operator controls do (OPERATOR_TOKEN set): it is a tool for the
 * operator, not a service for the world. The SDK sends the envelope as text/plain with its key in
 * the `sentry_key` query parameter (or an X-Sentry-Auth header); a request without a key, too large
 * or not an envelope is a 400 with a `public_message` like every other endpoint.
 */
import { Hono, type Context } from "hono"
import type { ServerContext } from "../../context.js"
import { EnvelopeError, parseEnvelope } from "../../domain/error-reports/envelope.js"
import { replayedErrorIds, reportsOfEnvelope } from "../../domain/error-reports/store.js"
import { readBodyBytes } from "../body.js"
import type { AppEnv } from "../env.js"
import { ApiError, notFound } from "../errors.js"
import { languageOf } from "../messages.js"

/** Envelopes carry a replay recording (compressed) besides the event: more than a JSON call's 64 KiB. */
export const MAX_ENVELOPE_BYTES = 1024 * 1024

const tooLarge = () =>
  new ApiError(400, "request.too_large", { message: `Envelope exceeds ${MAX_ENVELOPE_BYTES} bytes`, messageKey: "BODY_TOO_LARGE" })

/** The DSN's public key: `?sentry_key=` or `X-Sentry-Auth: Sentry sentry_key=…, sentry_version=7`. */
export const sentryKeyOf = (query: string | undefined, authHeader: string | undefined): string | null => {
  if (query && query.trim() !== "") return query.trim()
  const match = /(?:^|[\s,])sentry_key=([^,\s]+)/.exec(authHeader ?? "")
  return match ? match[1]! : null
}

export const errorIngestRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()

  const ingest = async (c: Context<AppEnv>): Promise<Response> => {
    c.set("lang", languageOf(c.req.header("accept-language")))
    if (ctx.operatorToken === null) return notFound(c)
    if (sentryKeyOf(c.req.query("sentry_key"), c.req.header("x-sentry-auth")) === null) {
      throw new ApiError(400, "request.invalid_parameter", { message: "The DSN's key (sentry_key) is missing", messageKey: "INVALID_PARAMETER", vars: { name: "sentry_key" } })
    }
    const bytes = new Uint8Array(await readBodyBytes(c, MAX_ENVELOPE_BYTES, tooLarge))
    const project = c.req.param("project") ?? ""
    try {
      const envelope = parseEnvelope(bytes)
      const reports = reportsOfEnvelope(envelope, { project, receivedAt: ctx.clock() })
      const replayed = replayedErrorIds(envelope)
      ctx.errorReports.add(reports)
      ctx.errorReports.markReplayed(replayed)
      for (const r of reports) ctx.log(`[errors] ${r.environment ?? "?"} ${r.level ?? "error"}: ${r.exceptionType ? `${r.exceptionType}: ${r.exceptionValue ?? ""}` : r.message ?? "(no message)"}`)
      c.header("Cache-Control", "no-store")
      const id = reports[0]?.id ?? (typeof envelope.header.event_id === "string" ? envelope.header.event_id : null)
      return c.json(id === null ? {} : { id }, 200)
    } catch (error) {
      if (!(error instanceof EnvelopeError)) throw error
      throw new ApiError(400, "request.invalid_json", { message: `Not a valid envelope: ${error.message}`, messageKey: "INVALID_ENVELOPE" })
    }
  }

  // Sentry's path ends with a slash; some SDKs and proxies drop it.
  routes.post("/:project{[0-9]{1,18}}/envelope/", ingest)
  routes.post("/:project{[0-9]{1,18}}/envelope", ingest)
  return routes
}
