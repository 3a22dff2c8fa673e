/**
 * The HTTP application: security headers everywhere; the API under /api/v0, /api/v1 and /api/v2
 * (the same handlers: the client picks a version per endpoint, spec §7); operator routes under
 * /api/ops; the built web app for everything else when a static folder is given.
 */
import { Hono } from "hono"
import { cors } from "hono/cors"
import type { ServerContext } from "../context.js"
import { opsRoutes } from "../ops/routes.js"
import type { AppEnv } from "./env.js"
import { handleError, notFound } from "./errors.js"
import { maintenanceGate, requestContext } from "./request.js"
import { accountRoutes } from "./routes/accounts.js"
import { bettingRoutes } from "./routes/betting.js"
import { catalogueRoutes } from "./routes/catalogue.js"
import { sessionRoutes } from "./routes/sessions.js"
import { siteRoutes } from "./routes/site.js"
import { trackingRoutes } from "./routes/tracking.js"
import { securityHeaders } from "./security.js"
import { staticSite } from "./static.js"

export const API_VERSIONS = ["v0", "v1", "v2"] as const

export interface AppOptions {
  readonly staticDir: string | null
}

export const buildApp = (ctx: ServerContext, options: AppOptions): Hono<AppEnv> => {
  const app = new Hono<AppEnv>()
  app.onError(handleError(ctx.log))
  app.notFound(notFound)

  // API calls only: a page load's dozens of asset requests would drown them.
  app.use("/api/*", async (c, next) => {
    const started = performance.now()
    await next()
    ctx.log(`[http] ${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`)
  })
  app.use("*", securityHeaders(ctx.production))

  // Outside production the web app may be served from another origin (vite's dev server, or a
  // build pointed at this API with apiUrl): allow it, with credentials, as spec §7 requires.
  if (!ctx.production) {
    app.use(
      "/api/*",
      cors({
        origin: (origin) => origin,
        credentials: true,
        allowHeaders: ["Authorization", "Content-Type", "Accept-Language", "X-Country", "Idempotency-Key"],
        allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
        exposeHeaders: ["Retry-After"],
        maxAge: 600,
      }),
    )
  }

  app.route("/api/ops", opsRoutes(ctx))

  const api = new Hono<AppEnv>()
  api.use("*", requestContext(ctx))
  api.use("*", maintenanceGate(ctx))
  api.route("/", siteRoutes(ctx))
  api.route("/", sessionRoutes(ctx))
  api.route("/", accountRoutes(ctx))
  api.route("/", catalogueRoutes(ctx))
  api.route("/", trackingRoutes(ctx))
  api.route("/", bettingRoutes(ctx))
  api.all("*", notFound)
  for (const version of API_VERSIONS) app.route(`/api/${version}`, api)

  app.all("/api/*", notFound)
  if (options.staticDir) app.use("*", staticSite(options.staticDir, ctx.production))
  return app
}
