/**
 * What the local error-reporting ingest received (spec §7; server/http/routes/error-ingest.ts),
 * for the operator: GET /api/ops/error-reports[?limit=] newest first, POST
 * /api/ops/error-reports/clear. Mounted under /api/ops by routes.ts (same operator token).
 */
import { Schema } from "effect"
import { Hono } from "hono"
import type { ServerContext } from "../context.js"
import { decodeOrBadRequest } from "../http/body.js"
import type { AppEnv } from "../http/env.js"
import { respond } from "../http/respond.js"

const Nullable = Schema.NullOr(Schema.String)

export const ErrorReportWire = Schema.Struct({
  id: Schema.String,
  project: Schema.String,
  received_at: Schema.Number,
  timestamp: Schema.NullOr(Schema.Number),
  level: Nullable,
  message: Nullable,
  exception_type: Nullable,
  exception_value: Nullable,
  environment: Nullable,
  release: Nullable,
  url: Nullable,
  with_replay: Schema.Boolean,
})

export const ErrorReports = Schema.Struct({ reports: Schema.Array(ErrorReportWire) })
export const ErrorReportsCleared = Schema.Struct({ cleared: Schema.Number })

const ErrorReportsQuery = Schema.Struct({
  limit: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 500 }))),
})

export const errorReportOps = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()

  routes.get("/error-reports", (c) => {
    const query = decodeOrBadRequest(ErrorReportsQuery, c.req.query(), "query")
    const reports = ctx.errorReports.list(query.limit ?? 50).map((r) => ({
      id: r.id,
      project: r.project,
      received_at: r.receivedAt,
      timestamp: r.timestamp,
      level: r.level,
      message: r.message,
      exception_type: r.exceptionType,
      exception_value: r.exceptionValue,
      environment: r.environment,
      release: r.release,
      url: r.url,
      with_replay: r.withReplay,
    }))
    return respond(c, ErrorReports, { reports })
  })

  routes.post("/error-reports/clear", (c) => {
    const cleared = ctx.errorReports.clear()
    ctx.log(`[ops] error reports cleared (${cleared})`)
    return respond(c, ErrorReportsCleared, { cleared })
  })

  return routes
}
