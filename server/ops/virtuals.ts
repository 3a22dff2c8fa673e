/** Operator controls of virtual sports (issue 17): start the next event of a kind now, so a test or a demo need not wait minutes. */
import { Hono } from "hono"
import { VirtualEventPage, VirtualStartRequest } from "../../core/model/virtuals.js"
import type { ServerContext } from "../context.js"
import { virtualsOf } from "../domain/virtuals/service.js"
import { readBody } from "../http/body.js"
import type { AppEnv } from "../http/env.js"
import { ApiError } from "../http/errors.js"
import { respond } from "../http/respond.js"

export const virtualsOps = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  routes.post("/virtuals/start", async (c) => {
    const { kind } = await readBody(c, VirtualStartRequest)
    const service = virtualsOf(ctx)
    if (!service) throw new ApiError(404, "error.not_found", { message: "Virtual sports are off on this server", messageKey: "VIRTUALS_OFF" })
    const started = await service.startNext(kind)
    if (!started) throw new ApiError(409, "request.invalid_parameter", { vars: { name: "kind" }, message: `A ${kind} event is running; start the next one when it is over`, messageKey: "VIRTUAL_EVENT_RUNNING" })
    ctx.log(`[ops] virtual ${kind} started now: ${started.card.name}`)
    return respond(c, VirtualEventPage, { server_time: ctx.clock(), event: service.view(started) })
  })
  return routes
}
