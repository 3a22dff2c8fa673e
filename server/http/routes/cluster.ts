/**
 * GET /api/cluster: which process answered and whether it leads (server/cluster/leader.ts), for
 * the load balancer's health checks and for people. GET /api/cluster/leader answers 200 on the
 * leader only (503 elsewhere), so a balancer can send what needs the leader (operator controls,
 * virtual sports, live casino tables) to it alone. Unversioned: not part of the client contract.
 */
import { Hono } from "hono"
import type { ServerContext } from "../../context.js"
import type { AppEnv } from "../env.js"

export const clusterRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  const state = () => ({
    node: ctx.node,
    leader: ctx.isLeader(),
    sockets: ctx.socketConnections(),
    database: ctx.databaseKind,
    bus: ctx.busKind,
    // A follower's copy of the leader's world: full reloads, the leader's deltas applied, gaps.
    mirror: ctx.mirrorStats?.() ?? null,
  })
  routes.get("/", (c) => c.json(state()))
  routes.get("/leader", (c) => c.json(state(), ctx.isLeader() ? 200 : 503))
  return routes
}
