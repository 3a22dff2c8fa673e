/**
 * Operator controls over HTTP, under /api/ops, for tests and demos (DESIGN.md §5). They need
 * `Authorization: Bearer <operator token>`; with no token configured they do not exist (404), so
 * a deployment without OPERATOR_TOKEN has no back door. They bypass maintenance mode: that is how
 * an operator turns it off again.
 */
import { sql } from "drizzle-orm"
import { Schema } from "effect"
import { Hono } from "hono"
import type { ServerContext } from "../context.js"
import { secretsEqual } from "../domain/accounts/tokens.js"
import { listMail } from "../domain/mail/outbox.js"
import { bearerToken } from "../http/auth.js"
import { decodeOrBadRequest, readBody } from "../http/body.js"
import type { AppEnv } from "../http/env.js"
import { ApiError, notFound } from "../http/errors.js"
import { languageOf } from "../http/messages.js"
import { respond } from "../http/respond.js"
import { catalogueOps } from "./catalogue.js"
import { kycOps } from "./kyc.js"
import { Health, MaintenanceRequest, MaintenanceState, Outbox } from "./schemas.js"
import { voucherOps } from "./vouchers.js"
import { saferGamblingOps } from "./safer-gambling.js"
import { paymentOps } from "./payments.js"
import { virtualsOps } from "./virtuals.js"
import { casinoOps } from "./casino.js"
import { errorReportOps } from "./error-reports.js"

const OutboxQuery = Schema.Struct({
  to: Schema.optionalKey(Schema.String),
  limit: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 500 }))),
})

export const opsRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()

  routes.use("*", async (c, next) => {
    c.set("lang", languageOf(c.req.header("accept-language")))
    if (ctx.operatorToken === null) return notFound(c)
    const token = bearerToken(c)
    if (!token || !secretsEqual(token, ctx.operatorToken)) {
      throw new ApiError(401, "ops.forbidden", { message: "Operator token missing or wrong", messageKey: "OPERATOR_TOKEN_REQUIRED" })
    }
    await next()
  })

  routes.get("/health", async (c) => {
    // A round trip to the database: a health check that cannot reach it is not healthy.
    await ctx.db.execute(sql`select 1`)
    return respond(c, Health, {
      ok: true,
      database: ctx.databaseKind,
      bus: ctx.busKind,
      maintenance: ctx.settings.maintenance(),
      socket_connections: ctx.socketConnections(),
      uptime_ms: Math.max(0, Math.round(ctx.clock() - ctx.startedAt)),
    })
  })

  routes.get("/maintenance", (c) => respond(c, MaintenanceState, { active: ctx.settings.maintenance() }))

  routes.post("/maintenance", async (c) => {
    const { active } = await readBody(c, MaintenanceRequest)
    await ctx.settings.setMaintenance(active)
    ctx.log(`[ops] maintenance ${active ? "on" : "off"}`)
    return respond(c, MaintenanceState, { active })
  })

  routes.get("/outbox", async (c) => {
    const query = decodeOrBadRequest(OutboxQuery, c.req.query(), "query")
    const mails = await listMail(ctx.db, { to: query.to ?? null, limit: query.limit ?? 50 })
    return respond(c, Outbox, {
      mails: mails.map((m) => ({ id: m.id, to: m.to, kind: m.kind, subject: m.subject, body: m.body, link: m.link, created_at: m.createdAt })),
    })
  })

  for (const area of [catalogueOps, voucherOps, saferGamblingOps, paymentOps, virtualsOps, casinoOps, kycOps, errorReportOps]) routes.route("/", area(ctx))

  routes.all("*", notFound)
  return routes
}
