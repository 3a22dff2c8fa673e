/**
 * Virtual sports (issue 17, docs/api.md "Virtual sports"): the lobby (next events, the live one,
 * results), a lobby per kind, one event, its timeline up to now, and the history of recent
 * results. Betting goes through the ordinary betslip: the events' selections are catalogue
 * contracts. Without the virtuals service every call answers 404 (the product is off).
 */
import { Hono, type Context } from "hono"
import { VirtualEventPage, VirtualResults, VirtualsLobby, VirtualTimeline, type VirtualKind } from "../../../core/model/virtuals.js"
import type { ServerContext } from "../../context.js"
import { VIRTUAL_KINDS } from "../../domain/virtuals/model.js"
import { virtualsOf, type VirtualsService } from "../../domain/virtuals/service.js"
import type { AppEnv } from "../env.js"
import { ApiError } from "../errors.js"
import { respond } from "../respond.js"

const notFound = (what: string, id: string) =>
  new ApiError(404, "error.not_found", { message: `No ${what} ${id}`, messageKey: `${what.toUpperCase().replace(/ /g, "_")}_NOT_FOUND` })

const kindOf = (text: string | undefined): VirtualKind => {
  if ((VIRTUAL_KINDS as ReadonlyArray<string>).includes(text ?? "")) return text as VirtualKind
  throw notFound("virtual kind", String(text))
}

export const virtualsRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  const service = (): VirtualsService => {
    const found = virtualsOf(ctx)
    if (!found) throw notFound("virtual sports", "here")
    return found
  }
  const eventOf = (c: Context<AppEnv>) => {
    const text = c.req.param("id") ?? ""
    const state = /^\d{1,10}$/.test(text) ? service().events.get(Number(text)) : undefined
    if (!state) throw notFound("virtual event", text)
    return state
  }

  routes.get("/virtuals", (c) => respond(c, VirtualsLobby, { server_time: ctx.clock(), ...service().lobby(null) }))

  routes.get("/virtuals/results", async (c) => {
    const kindText = c.req.query("kind")
    const kind = kindText === undefined ? null : kindOf(kindText)
    const limitText = c.req.query("limit") ?? "20"
    if (!/^\d{1,3}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > 100) {
      throw new ApiError(400, "request.invalid_fields", { message: "limit must be a whole number from 1 to 100", messageKey: "INVALID_LIMIT" })
    }
    return respond(c, VirtualResults, { results: await service().history(kind, Number(limitText)) })
  })

  routes.get("/virtuals/events/:id", (c) => respond(c, VirtualEventPage, { server_time: ctx.clock(), event: service().view(eventOf(c)) }))

  routes.get("/virtuals/events/:id/timeline", (c) => respond(c, VirtualTimeline, service().timelineNow(eventOf(c))))

  routes.get("/virtuals/:kind", (c) => {
    const kind = kindOf(c.req.param("kind"))
    return respond(c, VirtualsLobby, { server_time: ctx.clock(), ...service().lobby(kind) })
  })

  return routes
}
