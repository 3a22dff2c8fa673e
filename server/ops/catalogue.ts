/**
 * Operator controls of the catalogue simulator, mounted under /api/ops by routes.ts (same operator
 * token): status, pause/resume and step the natural simulation (so e2e tests drive changes
 * deterministically), move a price, suspend/resume a market, start or settle a match, and the
 * price storm for the bench (`sim/flood`).
 */
import { Hono, type Context } from "hono"
import { Contract, Market, MatchDetail } from "../../core/model/catalogue.js"
import type { ServerContext } from "../context.js"
import { readBody } from "../http/body.js"
import type { AppEnv } from "../http/env.js"
import { ApiError } from "../http/errors.js"
import { respond } from "../http/respond.js"
import { parseFraction, type Fraction } from "../sim/prices.js"
import type { Simulator } from "../sim/simulator.js"
import { contractView, marketView, matchDetail } from "../sim/views.js"
import { FloodRequest, FloodStarted, MarketStatusRequest, PriceRequest, SettleRequest, SimPauseRequest, SimStatus, SimStepRequest } from "./schemas.js"

const notFound = (what: string, id: string) => new ApiError(404, "error.not_found", { message: `No ${what} ${id}`, messageKey: `${what.toUpperCase()}_NOT_FOUND` })

const badPrice = (text: string) =>
  new ApiError(400, "request.invalid_parameter", { vars: { name: "price" }, message: `Not a fractional price: ${text}`, messageKey: "INVALID_PRICE" })

const fraction = (text: string): Fraction => {
  const f = parseFraction(text)
  if (!f) throw badPrice(text)
  return f
}

const idOf = (c: Context<AppEnv>, what: string): number => {
  const text = c.req.param("id") ?? ""
  if (!/^\d{1,9}$/.test(text)) throw notFound(what, text)
  return Number(text)
}

export const catalogueOps = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  const sim = (): Simulator => {
    if (!ctx.sim) throw new ApiError(404, "error.not_found", { message: "The simulator is off on this server", messageKey: "SIMULATOR_OFF" })
    // A cluster follower holds a copy of the leader's world: a change made to it would be lost.
    if (ctx.sim.readOnly) throw new ApiError(503, "error.server", { message: "This node follows the cluster's leader: send operator controls to the leader (GET /api/cluster)", messageKey: "NOT_LEADER" })
    return ctx.sim
  }
  const status = (c: Context<AppEnv>) => {
    const s = sim()
    const matches = [...s.world.matches.values()]
    return respond(c, SimStatus, {
      paused: s.paused,
      speed: s.options.speed,
      seed: s.seed,
      matches: matches.length,
      live_matches: matches.filter((m) => m.status === "live" && m.kind === "event").length,
      markets: s.world.markets.size,
      contracts: s.world.contracts.size,
    })
  }

  routes.get("/sim", status)

  routes.post("/sim/pause", async (c) => {
    const { paused } = await readBody(c, SimPauseRequest)
    sim().setPaused(paused)
    ctx.log(`[ops] simulator ${paused ? "paused" : "resumed"}`)
    return status(c)
  })

  routes.post("/sim/step", async (c) => {
    const { seconds } = await readBody(c, SimStepRequest)
    sim().tick(seconds)
    return status(c)
  })

  routes.post("/sim/flush", async (c) => {
    await sim().flush()
    return status(c)
  })

  routes.post("/sim/flood", async (c) => {
    const body = await readBody(c, FloodRequest)
    const s = sim()
    const matchIds = body.match_ids ?? [...s.world.matches.values()].filter((m) => m.status === "live" && m.kind === "event").map((m) => m.id)
    const started = s.flood({ matchIds, ratePerSecond: body.rate_per_second, seconds: body.seconds })
    ctx.log(`[ops] flood: ${started.updates} price updates over ${body.seconds} s across ${started.markets} markets`)
    return respond(c, FloodStarted, { match_ids: matchIds, ...started }, 202)
  })

  routes.post("/contracts/:id/price", async (c) => {
    const id = idOf(c, "contract")
    const body = await readBody(c, PriceRequest)
    const s = sim()
    const contract = s.world.contracts.get(id)
    if (!contract) throw notFound("contract", String(id))
    const boosted = body.boosted_price === undefined ? undefined : body.boosted_price === null ? null : fraction(body.boosted_price)
    s.setPrice(contract, fraction(body.price), boosted)
    return respond(c, Contract, contractView(contract))
  })

  routes.post("/markets/:id/status", async (c) => {
    const id = idOf(c, "market")
    const { status: wanted } = await readBody(c, MarketStatusRequest)
    const s = sim()
    const market = s.world.markets.get(id)
    if (!market) throw notFound("market", String(id))
    if (market.status === "closed") throw new ApiError(409, "request.invalid_parameter", { vars: { name: "status" }, message: "The market is resulted", messageKey: "MARKET_CLOSED" })
    s.setMarketHalted(market, wanted === "halted")
    return respond(c, Market, marketView(s.world, market))
  })

  routes.post("/matches/:id/start", (c) => {
    const id = idOf(c, "match")
    const s = sim()
    const match = s.world.matches.get(id)
    if (!match) throw notFound("match", String(id))
    if (match.status !== "upcoming") throw new ApiError(409, "request.invalid_parameter", { vars: { name: "status" }, message: `The match is ${match.status}`, messageKey: "MATCH_NOT_UPCOMING" })
    s.startNow(match)
    return respond(c, MatchDetail, matchDetail(s.world, match))
  })

  routes.post("/matches/:id/settle", async (c) => {
    const id = idOf(c, "match")
    const body = await readBody(c, SettleRequest)
    const s = sim()
    const match = s.world.matches.get(id)
    if (!match) throw notFound("match", String(id))
    if (match.status === "ended") throw new ApiError(409, "request.invalid_parameter", { vars: { name: "match" }, message: "The match is already resulted", messageKey: "MATCH_ENDED" })
    if (body.order) {
      const known = new Set(s.world.marketsOf(id).flatMap((m) => s.world.contractsOf(m.id).map((k) => k.id)))
      if (body.order.some((k) => !known.has(k))) throw new ApiError(400, "request.invalid_parameter", { vars: { name: "order" }, message: "order names a contract of another match", messageKey: "INVALID_ORDER" })
    }
    if (body.dead_heat && body.dead_heat.some((k) => body.order?.indexOf(k) === undefined || body.order.indexOf(k) < 1)) {
      throw new ApiError(400, "request.invalid_parameter", { vars: { name: "dead_heat" }, message: "dead_heat names a runner that is not after another in order", messageKey: "INVALID_ORDER" })
    }
    s.settle(match, { ...(body.score ? { score: body.score } : {}), ...(body.order ? { order: body.order } : {}), ...(body.dead_heat ? { deadHeat: body.dead_heat } : {}), ...(body.void ? { void: true } : {}) })
    ctx.log(`[ops] settled match ${id}`)
    return respond(c, MatchDetail, matchDetail(s.world, match))
  })

  return routes
}
