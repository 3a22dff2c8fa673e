/**
 * Two server processes' worth of startServer on one PostgreSQL database and one Redis (issue 19
 * item 4; TEST_DATABASE_URL and REDIS_URL): one leads and runs the simulator; the other follows
 * with a read-only copy of the leader's world, kept current by the leader's deltas through Redis
 * (a price moved on the leader is what a placement on the follower is checked against, with no
 * reload), refuses operator controls that would change it, and takes over (a simulator of its
 * own, writable) when the leader closes.
 */
import { randomBytes } from "node:crypto"
import { describe, expect, it } from "vitest"
import { startSession } from "../../server/domain/accounts/sessions.js"
import { startServer, type RunningServer } from "../../server/main.js"
import { newFundedUser } from "./betting-support.js"
import { apiClient, databaseTargets, OPERATOR_TOKEN } from "./support.js"
import { emptyDatabase } from "./suite-database.js"

const target = databaseTargets().find((t) => t.name === "postgres")
const redisUrl = process.env.REDIS_URL

const eventually = async (condition: () => boolean, withinMs: number): Promise<void> => {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe.skipIf(!target || !redisUrl)("a cluster of two on PostgreSQL and Redis", () => {
  const servers: RunningServer[] = []
  const database = emptyDatabase(target, async () => {
    for (const s of servers) await s.close()
  })
  const prefix = `cluster-test-${randomBytes(4).toString("hex")}`
  const start = async (name: string) => {
    const server = await startServer({
      port: 0,
      production: false,
      seed: false,
      log: () => {},
      databaseUrl: database.url!,
      redisUrl,
      redisChannelPrefix: prefix,
      operatorToken: OPERATOR_TOKEN,
      trustProxy: true,
      nodeName: name,
      simulator: { seed: 7, speed: 0, tickMs: 0, flushMs: 0 },
      virtuals: false,
      liveCasino: false,
      // No safety-net reload: the follower's copy moves by the leader's deltas alone.
      mirrorRefreshMs: 0,
      leaderRetryMs: 200,
    })
    servers.push(server)
    return server
  }

  it("one leads, the other follows the leader's world read-only, then takes over when it closes", async () => {
    const a = await start("a")
    const b = await start("b")
    expect(a.isLeader()).toBe(true)
    expect(b.isLeader()).toBe(false)
    expect(a.simulator!.readOnly).toBe(false)
    expect(b.simulator!.readOnly).toBe(true)
    // The follower's copy holds what the leader seeded.
    expect(b.simulator!.world.matches.size).toBe(a.simulator!.world.matches.size)

    const onA = apiClient(a.url)
    const onB = apiClient(b.url)
    expect((await onA.call("GET", "/api/cluster")).body).toMatchObject({ node: "a", leader: true, database: "postgres", bus: "redis" })
    expect((await onB.call("GET", "/api/cluster")).body).toMatchObject({ node: "b", leader: false })
    expect((await onB.call("GET", "/api/cluster/leader")).status).toBe(503)
    // A change to a copy would be lost at the next reload: the follower refuses it.
    const refused = await onB.call("POST", "/api/ops/sim/pause", { token: OPERATOR_TOKEN, body: { paused: true } })
    expect(refused.status).toBe(503)
    expect(refused.body.message_key).toBe("NOT_LEADER")
    expect((await onA.call("POST", "/api/ops/sim/pause", { token: OPERATOR_TOKEN, body: { paused: true } })).status).toBe(200)
    // Both serve the catalogue.
    expect((await onB.call("GET", "/api/v1/games/football/matches")).status).toBe(200)

    // A price moved on the leader reaches the follower's copy with the leader's next flush (its
    // delta through Redis), and a placement on the follower is checked against it.
    const world = a.simulator!.world
    const contract = [...world.contracts.values()].find((c) => {
      const market = world.markets.get(c.marketId)
      const match = market && world.matches.get(market.matchId)
      return c.status === "open" && c.price !== null && c.boosted === null && c.maxBet >= 100 && market?.status === "open" && !market.outright && match?.status === "upcoming" && match.kind === "event"
    })!
    const was = `${contract.price!.num}/${contract.price!.den}`
    const now = was === "13/2" ? "7/1" : "13/2"
    const moved = await onA.call("POST", `/api/ops/contracts/${contract.id}/price`, { token: OPERATOR_TOKEN, body: { price: now } })
    expect(moved.status).toBe(200)
    await a.simulator!.flush()
    const onFollower = () => b.simulator!.world.contracts.get(contract.id)?.price
    await eventually(() => `${onFollower()?.num}/${onFollower()?.den}` === now, 5_000)
    const bettor = await newFundedUser(b.db, 10_000)
    const { token } = await startSession(b.db, bettor.userId, Date.now(), 3_600_000)
    const place = (price: string) =>
      onB.call("POST", "/api/v1/bets/place", {
        token,
        body: {
          odds_format: "fractional",
          bets: [{ stake: "1.00", type: "single", use_bonus: false, each_way: false, voucher_id: null, legs: [{ id: contract.id, price, selections: [{ market_id: contract.marketId, contract_id: contract.id }], each_way: null, start_price: false }] }],
        },
      })
    const stale = await place(was)
    expect(stale.status).toBe(409)
    expect(stale.body.message_key).toBe("ODDSCHANGED")
    expect((await place(now)).status).toBe(201)
    const cluster = (await onB.call("GET", "/api/cluster")).body
    expect(cluster.mirror).toMatchObject({ reloads: 1, gaps: 0 })
    expect(cluster.mirror.applied).toBeGreaterThan(0)

    await a.close()
    await eventually(() => b.isLeader() && b.simulator !== null && !b.simulator.readOnly, 5_000)
    expect((await onB.call("GET", "/api/cluster/leader")).status).toBe(200)
    expect((await onB.call("POST", "/api/ops/sim/pause", { token: OPERATOR_TOKEN, body: { paused: false } })).status).toBe(200)
  })
})
