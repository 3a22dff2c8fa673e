/**
 * The HTTP application: security headers everywhere; the API under /api/v0, /api/v1 and /api/v2
 * (the same handlers: the client picks a version per endpoint, spec §7); operator routes under
 * /api/ops; the built web app for everything else when a static folder is given.
 */
import { dirname, join } from "node:path"
import { Hono } from "hono"
import { cors } from "hono/cors"
import type { ServerContext } from "../context.js"
import { opsRoutes } from "../ops/routes.js"
import { clusterRoutes } from "./routes/cluster.js"
import type { AppEnv } from "./env.js"
import { cmsImages } from "./cms.js"
import { handleError, notFound } from "./errors.js"
import { maintenanceGate, requestContext, screenRequest } from "./request.js"
import { accountRoutes } from "./routes/accounts.js"
import { accountPreferenceRoutes } from "./routes/account-preferences.js"
import { accountExtraRoutes } from "./routes/account-extras.js"
import { verificationRoutes } from "./routes/verification.js"
import { bettingRoutes } from "./routes/betting.js"
import { sportsbookRoutes } from "./routes/sportsbook.js"
import { saferGamblingRoutes } from "./routes/safer-gambling.js"
import { catalogueRoutes } from "./routes/catalogue.js"
import { paymentRoutes } from "./routes/payments.js"
import { sandboxCheckoutRoutes } from "./routes/sandbox-checkout.js"
import { rundownRoutes } from "./routes/rundown.js"
import { rewardsRoutes } from "./routes/rewards.js"
import { sessionRoutes } from "./routes/sessions.js"
import { siteRoutes } from "./routes/site.js"
import { trackingRoutes } from "./routes/tracking.js"
import { virtualsRoutes } from "./routes/virtuals.js"
import { casinoRoutes } from "./routes/casino.js"
import { errorIngestRoutes } from "./routes/error-ingest.js"
import { securityHeaders } from "./security.js"
import { staticSite } from "./static.js"
import { pageAnswerer } from "./pages.js"
import { createPrerenderer } from "./prerender.js"

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
  app.use("/api/ops/*", screenRequest)

  // Outside production the web app may be served from another origin (vite's dev server, or a
  // build pointed at this API with apiUrl): allow it, with credentials, as spec §7 requires.
  // Only for requests that name an origin (a browser's cross-origin ones always do): the
  // middleware writes its headers before the handler answers, which makes hono copy every answer.
  if (!ctx.production) {
    const allowOrigins = cors({
      origin: (origin) => origin,
      credentials: true,
      allowHeaders: ["Authorization", "Content-Type", "Accept-Language", "X-Country", "Idempotency-Key"],
      allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
      exposeHeaders: ["Retry-After"],
      maxAge: 600,
    })
    app.use("/api/*", (c, next) => (c.req.header("origin") ? allowOrigins(c, next) : next()))
  }

  app.route("/api/ops", opsRoutes(ctx))
  app.route("/api/cluster", clusterRoutes(ctx))

  const api = new Hono<AppEnv>()
  api.use("*", requestContext(ctx))
  api.use("*", screenRequest)
  api.use("*", maintenanceGate(ctx))
  // Each area's calls, mounted in this order (the first route that matches answers).
  const areas = [
    siteRoutes, sessionRoutes, accountRoutes, verificationRoutes, accountPreferenceRoutes, accountExtraRoutes, catalogueRoutes, trackingRoutes, bettingRoutes, sportsbookRoutes, saferGamblingRoutes, virtualsRoutes, casinoRoutes, rundownRoutes, rewardsRoutes, paymentRoutes,
  ]
  for (const area of areas) api.route("/", area(ctx))
  api.all("*", notFound)
  for (const version of API_VERSIONS) app.route(`/api/${version}`, api)

  // The error-reporting service's local ingest (spec §7): /api/<project>/envelope/, as a DSN expects.
  app.route("/api", errorIngestRoutes(ctx))
  app.all("/api/*", notFound)
  // The payment provider sandbox's hosted checkout pages (its own origin in real life).
  app.route("/sandbox", sandboxCheckoutRoutes(ctx))
  // The CMS image host of spec §7 (rundown images), same origin.
  app.get("/cms/*", cmsImages())
  if (options.staticDir) {
    // The UI build writes the server-side bundle beside dist/ (scripts/build-ui.ts SSR_DIR).
    const prerender = createPrerenderer({
      distDir: options.staticDir,
      ssrDir: join(dirname(options.staticDir), "dist-ssr"),
      production: ctx.production,
      configs: ctx.sites.countries,
      now: ctx.clock,
      log: ctx.log,
    })
    app.use("*", staticSite(options.staticDir, ctx.production, pageAnswerer(ctx), prerender))
  }
  return app
}
