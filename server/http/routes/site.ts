/** GET geolocation-check (the visitor's site config, spec §3) and GET configs (countries). */
import { Hono } from "hono"
import { Configs, SiteConfig } from "../../../core/model/site.js"
import type { ServerContext } from "../../context.js"
import type { AppEnv } from "../env.js"
import { ApiError } from "../errors.js"
import { respond } from "../respond.js"

export const siteRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()

  routes.get("/geolocation-check", (c) => {
    const site = ctx.sites.resolve(c.get("brand"), c.get("country"))
    if (!site) throw new ApiError(400, "request.unknown_brand", { messageKey: "UNKNOWN_BRAND" })
    return respond(c, SiteConfig, site)
  })

  routes.get("/configs", (c) => respond(c, Configs, ctx.sites.countries))

  return routes
}
