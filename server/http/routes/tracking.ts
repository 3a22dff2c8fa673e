/**
 * POST personalisation/tracking (spec §7): stores the client's batch of analytics tracking events
 * (spec §3 fields). Anonymous visitors are tracked too; with a live bearer session the rows carry
 * the user. A bad body is 400 with public_message (server/http/body.ts); a token that is not live
 * is ignored rather than refused, since the client ignores tracking failures anyway and a 401 here
 * would only log nobody out. The batch is written in one statement: all rows or none.
 */
import { Hono } from "hono"
import { TrackingRequest } from "../../../core/analytics/tracking.js"
import { Ok } from "../../../core/model/auth.js"
import type { ServerContext } from "../../context.js"
import { trackingEvents } from "../../db/schema.js"
import { lookupSession } from "../../domain/accounts/sessions.js"
import { bearerToken } from "../auth.js"
import { readBody } from "../body.js"
import type { AppEnv } from "../env.js"
import { respond } from "../respond.js"

export const trackingRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()

  routes.post("/personalisation/tracking", async (c) => {
    const { events } = await readBody(c, TrackingRequest)
    const now = ctx.clock()
    const token = bearerToken(c)
    const found = token ? await lookupSession(ctx.db, token, now) : null
    const userId = found?.status === "active" ? found.session.userId : null
    const receivedAt = new Date(now)
    await ctx.db.insert(trackingEvents).values(events.map((e) => ({
      userId,
      brand: c.get("brand"),
      event: e.event,
      page: e.page,
      location: e.location,
      position: e.position,
      itemId: e.id,
      type: e.type,
      gameId: e.game_id,
      timestamp: new Date(e.timestamp),
      receivedAt,
    })))
    return respond(c, Ok, { ok: true })
  })

  return routes
}
