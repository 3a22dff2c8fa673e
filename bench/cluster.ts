/**
 * The cluster (issue 19 item 4): `npm run bench -- cluster` starts three server processes behind
 * HAProxy on PostgreSQL and Redis (scripts/cluster-launch.ts, a fresh database of its own) and
 * measures:
 *   - cross-node push latency: a notification made on one node (the operator route on its own
 *     port) until the bettor's sockets on the two other nodes receive it, p50 and p99
 *     (goal p99 ≤ 100 ms);
 *   - how far a follower's copy of the leader's world lags: a price set on the leader (operator
 *     route) until both followers' catalogues show it, p50 and max (what a placement on a
 *     follower is checked against; docs/decisions/0017-cluster.md), and what the followers did to
 *     keep their copies (full reloads, the leader's deltas applied, gaps);
 *   - sockets held: BENCH_CLUSTER_SOCKETS (default 600) authenticated sockets through the balancer,
 *     all open at once, as each node counts them (goal: every one);
 *   - a node killed under load: bettors place bets through the balancer (an Idempotency-Key each,
 *     retried with the same key after a failure) while the leader is SIGKILLed. Reported: how long
 *     the sockets it held took to reconnect to the others (p99, max; goal ≤ 5 s), how long until
 *     another node led (goal ≤ 5 s), acknowledged bets missing from the database (goal 0), and the
 *     ledger's sum of entries (goal 0).
 * Not part of a bare `npm run bench` (it needs HAProxy and PostgreSQL): bench/run.ts runs it when
 * asked by name. Knobs: BENCH_CLUSTER_PORT (3480), DATABASE_URL (postgres://root@127.0.0.1:5432/
 * sportsbook_cluster_bench), REDIS_URL, BENCH_CLUSTER_SOCKETS, BENCH_CLUSTER_PUSHES (200).
 */
import { sql } from "drizzle-orm"
import { Socket } from "phoenix"
import { WebSocket } from "ws"
import { CONTROL_TOPIC } from "../core/model/realtime.js"
import { startCluster, type Cluster } from "../scripts/cluster-launch.js"
import { openPostgres, type Database } from "../server/db/connect.js"
import { startSession } from "../server/domain/accounts/sessions.js"
import { newFundedUser } from "../specs/server/betting-support.js"
import { ledgerTotal } from "../specs/server/suite-database.js"
import type { Bench, Figure } from "./suite.js"

const PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 3480)
const SOCKETS = Number(process.env.BENCH_CLUSTER_SOCKETS ?? 600)
const PUSHES = Number(process.env.BENCH_CLUSTER_PUSHES ?? 200)
const DATABASE_URL = process.env.DATABASE_URL || "postgres://root@127.0.0.1:5432/sportsbook_cluster_bench"
const OPERATOR_TOKEN = "bench-operator-token"
const BETTORS = 20
const PLACERS = 16
const LOAD_SECONDS = 12
const LAG_SAMPLES = 20
const GOALS = { push_p99_ms: 100, reconnect_s: 5, takeover_s: 5 } as const

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const pct = (sorted: ReadonlyArray<number>, p: number) => (sorted.length === 0 ? NaN : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 10) / 10)

interface BenchSocket {
  readonly socket: Socket
  /** performance.now() of each close, and of each open after one. */
  readonly closes: number[]
  readonly reopens: number[]
  authenticated: boolean
}

/** A bettor's socket as the browser holds one: joins the control topic and authenticates on every (re)join. */
const openSocket = (url: string, token: string, onNotification?: (payload: any) => void): Promise<BenchSocket> =>
  new Promise((resolve, reject) => {
    const socket = new Socket(`${url.replace(/^http/, "ws")}/socket`, {
      transport: WebSocket as unknown as new (endpoint: string) => object,
      params: { device_id: "bench", locale: "en-GB", authorization: false },
      // The phoenix client's own back-off, as the browser has it.
      timeout: 10_000,
    })
    const s: BenchSocket = { socket, closes: [], reopens: [], authenticated: false }
    socket.onClose(() => {
      s.authenticated = false
      s.closes.push(performance.now())
    })
    socket.onOpen(() => {
      if (s.closes.length > 0) s.reopens.push(performance.now())
    })
    const channel = socket.channel(CONTROL_TOPIC, {})
    if (onNotification) channel.on("notification", onNotification)
    let first = true
    channel.onError(() => {
      s.authenticated = false
    })
    const join = channel.join()
    join.receive("ok", () => {
      channel.push("authenticate", { token }, 10_000).receive("ok", () => {
        s.authenticated = true
        if (first) {
          first = false
          resolve(s)
        }
      })
    })
    join.receive("error", (reason: unknown) => first && reject(new Error(`join refused: ${JSON.stringify(reason)}`)))
    socket.connect()
  })

const clusterSockets = async (cluster: Cluster): Promise<Record<string, number>> => {
  const out: Record<string, number> = {}
  for (const node of cluster.nodes) {
    try {
      const state = (await (await fetch(`${node.url}/api/cluster`, { signal: AbortSignal.timeout(3_000) })).json()) as { sockets: number }
      out[node.name] = state.sockets
    } catch {
      out[node.name] = -1
    }
  }
  return out
}

/** Open selections on upcoming matches, as the leader wrote them. */
const openSelections = async (database: Database) => {
  const rows = (await database.db.execute(sql`
    select c.id as contract_id, c.market_id, x.id as match_id, c.price_num, c.price_den from contracts c
      join markets m on m.id = c.market_id join matches x on x.id = m.match_id
     where x.status = 'upcoming' and x.kind = 'event' and m.status = 'open' and not m.outright
       and c.status = 'open' and c.price_num is not null and c.boosted_num is null and c.max_bet >= 100
     limit 32`)) as unknown as Array<{ contract_id: number; market_id: number; match_id: number; price_num: number; price_den: number }>
  return ("rows" in (rows as object) ? (rows as unknown as { rows: typeof rows }).rows : rows).map((r) => ({ contractId: Number(r.contract_id), marketId: Number(r.market_id), matchId: Number(r.match_id), price: `${r.price_num}/${r.price_den}` }))
}

const run = async (): Promise<Figure[]> => {
  const cluster = await startCluster({ port: PORT, fresh: true, ui: false, databaseUrl: DATABASE_URL, env: { OPERATOR_TOKEN, SIM_SEED: "7", SIM_SPEED: "0", NODE_ENV: "test" } })
  const database = openPostgres(cluster.databaseUrl)
  const sockets: BenchSocket[] = []
  try {
    console.error(`[cluster] up at ${cluster.url}; logs in ${cluster.folder}`)
    const users = await Promise.all(Array.from({ length: BETTORS }, () => newFundedUser(database.db, 100_000_000)))
    const tokens = await Promise.all(users.map(async (u) => (await startSession(database.db, u.userId, Date.now(), 3_600_000)).token))
    const emails = (await database.db.execute(sql`select id, email from users where id in (${sql.join(users.map((u) => sql`${u.userId}`), sql`, `)})`)) as unknown as Array<{ id: number; email: string }>
    const emailOf = new Map(emails.map((r) => [Number(r.id), r.email]))

    // ---- cross-node push latency -------------------------------------------------------------
    const [a, b, c] = cluster.nodes
    const sentAt = new Map<string, number>()
    const latencies: number[] = []
    const listener = (payload: any) => {
      const t = sentAt.get(String(payload?.title ?? ""))
      if (t !== undefined) latencies.push(performance.now() - t)
    }
    // Bettor 0 holds two sockets on each of B and C (their own ports); the pushes are made on A.
    for (const node of [b!, c!]) for (let i = 0; i < 2; i++) sockets.push(await openSocket(node.url, tokens[0]!, listener))
    const email0 = emailOf.get(users[0]!.userId)!
    for (let i = 0; i < PUSHES; i++) {
      const title = `bench-${i}`
      sentAt.set(title, performance.now())
      const response = await fetch(`${a!.url}/api/ops/notifications`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${OPERATOR_TOKEN}` },
        body: JSON.stringify({ email: email0, type: "info", title, message: "cluster bench" }),
      })
      if (response.status !== 201) throw new Error(`notification answered ${response.status}: ${await response.text()}`)
      await sleep(20)
    }
    await sleep(1_000)
    const expected = PUSHES * 4
    latencies.sort((x, y) => x - y)
    console.error(`[cluster] pushes: ${latencies.length}/${expected} received, p50 ${pct(latencies, 0.5)} ms, p99 ${pct(latencies, 0.99)} ms`)

    // ---- how far a follower's copy of the leader's world lags --------------------------------
    const lagLeader = await cluster.leader()
    if (!lagLeader) throw new Error("no leader")
    const followers = cluster.nodes.filter((n) => n.name !== lagLeader.name)
    const [target] = await openSelections(database)
    if (!target) throw new Error("no open selection to move")
    const shows = async (url: string, price: string): Promise<boolean> => {
      const page = (await (await fetch(`${url}/api/v1/matches/${target.matchId}/markets`)).json()) as { match: { markets: Array<{ contracts: Array<{ id: number; prices: { fractional: string } | null }> }> } }
      return page.match.markets.some((m) => m.contracts.some((c) => c.id === target.contractId && c.prices?.fractional === price))
    }
    const lags: number[] = []
    for (let i = 0; i < LAG_SAMPLES; i++) {
      const price = i % 2 === 0 ? "9/2" : "5/1"
      const setAt = performance.now()
      const set = await fetch(`${lagLeader.url}/api/ops/contracts/${target.contractId}/price`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${OPERATOR_TOKEN}` },
        body: JSON.stringify({ price }),
      })
      if (set.status !== 200) throw new Error(`setting a price answered ${set.status}: ${await set.text()}`)
      await Promise.all(followers.map(async (node) => {
        while (performance.now() - setAt < 20_000) {
          if (await shows(node.url, price)) {
            lags.push(performance.now() - setAt)
            return
          }
          await sleep(10)
        }
        lags.push(Infinity)
      }))
      await sleep(100 + Math.random() * 400)
    }
    lags.sort((x, y) => x - y)
    const mirrors = Object.fromEntries(await Promise.all(followers.map(async (node) => [node.name, ((await (await fetch(`${node.url}/api/cluster`)).json()) as { mirror: unknown }).mirror] as const)))
    console.error(`[cluster] mirror lag: p50 ${pct(lags, 0.5)} ms, max ${Math.round(lags.at(-1) ?? NaN)} ms over ${lags.length}; followers ${JSON.stringify(mirrors)}`)

    // ---- sockets held through the balancer ---------------------------------------------------
    const balanced: BenchSocket[] = []
    for (let i = 0; i < SOCKETS; i += 50) {
      balanced.push(...(await Promise.all(Array.from({ length: Math.min(50, SOCKETS - i) }, (_, j) => openSocket(cluster.url, tokens[(i + j) % BETTORS]!)))))
    }
    sockets.push(...balanced)
    await sleep(1_000)
    const perNode = await clusterSockets(cluster)
    const held = balanced.filter((s) => s.authenticated).length
    console.error(`[cluster] sockets held: ${held}/${SOCKETS}, per node ${JSON.stringify(perNode)}`)

    // ---- kill the leader under load ----------------------------------------------------------
    const picks = await openSelections(database)
    if (picks.length === 0) throw new Error("no open selection to bet on")
    const acknowledged: number[] = []
    let failures = 0
    let retries = 0
    let placing = true
    const place = async (worker: number) => {
      for (let n = 0; placing; n++) {
        const p = picks[(worker + n) % picks.length]!
        const key = `cluster-${worker}-${n}`
        const body = JSON.stringify({
          odds_format: "fractional",
          bets: [{ stake: "1.00", type: "single", use_bonus: false, each_way: false, voucher_id: null, legs: [{ id: p.contractId, price: p.price, selections: [{ market_id: p.marketId, contract_id: p.contractId }], each_way: null, start_price: false }] }],
        })
        // A client that got no answer tries again with the same key until it gets one (or gives up).
        for (let attempt = 0; attempt < 20; attempt++) {
          try {
            const response = await fetch(`${cluster.url}/api/v1/bets/place`, {
              method: "POST",
              headers: { "content-type": "application/json", authorization: `Bearer ${tokens[worker % BETTORS]}`, "idempotency-key": key },
              body,
              signal: AbortSignal.timeout(10_000),
            })
            const text = await response.text()
            if (response.status === 201) {
              for (const receipt of JSON.parse(text) as Array<{ id: number }>) acknowledged.push(receipt.id)
              break
            }
            if (response.status < 500) {
              failures++
              break
            }
          } catch {
            // no answer: the node died with the request
          }
          retries++
          await sleep(200)
        }
      }
    }
    const leader = await cluster.leader()
    if (!leader) throw new Error("no leader")
    const placers = Array.from({ length: PLACERS }, (_, w) => place(w))
    await sleep(3_000)
    const onVictim = new Set<BenchSocket>()
    const before = balanced.map((s) => s.closes.length)
    const killedAt = performance.now()
    cluster.kill(leader.name)
    let takeoverMs = NaN
    for (let waited = 0; waited < 30_000; waited += 100) {
      const next = await cluster.leader()
      if (next && next.name !== leader.name) {
        takeoverMs = performance.now() - killedAt
        break
      }
      await sleep(100)
    }
    await sleep(LOAD_SECONDS * 1000 - 3_000)
    placing = false
    await Promise.all(placers)
    balanced.forEach((s, i) => {
      if (s.closes.length > before[i]!) onVictim.add(s)
    })
    const reconnects = [...onVictim].map((s) => {
      const closedAt = s.closes.find((t) => t >= killedAt) ?? killedAt
      const reopened = s.reopens.find((t) => t >= closedAt)
      return reopened === undefined ? Infinity : reopened - killedAt
    })
    reconnects.sort((x, y) => x - y)
    const reconnected = reconnects.filter(Number.isFinite).length
    await sleep(1_000)
    const heldAfter = balanced.filter((s) => s.authenticated).length
    const perNodeAfter = await clusterSockets(cluster)

    const found = acknowledged.length === 0 ? [] : ((await database.db.execute(sql`select id from bets where id in (${sql.join(acknowledged.map((id) => sql`${id}`), sql`, `)})`)) as unknown as Array<{ id: number }>)
    const lost = acknowledged.length - new Set(found.map((r) => Number(r.id))).size
    const net = await ledgerTotal(database.db)
    console.error(`[cluster] killed ${leader.name}: takeover ${Math.round(takeoverMs)} ms, ${onVictim.size} sockets cut, ${reconnected} reconnected (p99 ${pct(reconnects, 0.99)} ms), ${acknowledged.length} bets acknowledged, ${lost} lost, ledger net ${net}`)

    return [
      { bench: "cluster.push_p50_ms", value: pct(latencies, 0.5), unit: "ms", pushes: PUSHES, received: latencies.length, expected, nodes: 3 },
      { bench: "cluster.push_p99_ms", value: pct(latencies, 0.99), unit: "ms", goal: GOALS.push_p99_ms, received: latencies.length, expected },
      { bench: "cluster.mirror_lag_p50_ms", value: pct(lags, 0.5), unit: "ms", max_ms: Math.round(lags.at(-1) ?? NaN), samples: lags.length, followers: mirrors },
      { bench: "cluster.sockets_held", value: held, unit: "sockets", goal: SOCKETS, per_node: perNode },
      { bench: "cluster.leader_takeover_s", value: Math.round(takeoverMs) / 1000, unit: "s", goal: GOALS.takeover_s, killed: leader.name },
      { bench: "cluster.reconnect_p99_s", value: Math.round(pct(reconnects, 0.99)) / 1000, unit: "s", goal: GOALS.reconnect_s, cut: onVictim.size, reconnected, max_s: Math.round(reconnects.at(-1) ?? 0) / 1000, held_after: heldAfter, per_node_after: perNodeAfter },
      { bench: "cluster.acknowledged_bets_lost", value: lost, unit: "bets", goal: 0, acknowledged: acknowledged.length, refused: failures, retried_requests: retries, placers: PLACERS },
      { bench: "cluster.ledger_net", value: net, unit: "minor units", goal: 0 },
    ]
  } finally {
    for (const s of sockets) s.socket.disconnect()
    await database.close()
    await cluster.stop()
  }
}

export const clusterBench: Bench = { name: "cluster", run }
