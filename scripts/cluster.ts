/**
 * `npm run cluster`: three server processes behind HAProxy on PostgreSQL and Redis, on this
 * machine (scripts/cluster-launch.ts; docs/decisions/0017-cluster.md). The balancer listens on
 * PORT (default 3400), the nodes on PORT+1…PORT+3.
 *
 *   DATABASE_URL  default postgres://root@127.0.0.1:5432/sportsbook_cluster (created when missing)
 *   REDIS_URL     default redis://127.0.0.1:6379
 *   CLUSTER_NODES default 3
 *   CLUSTER_FRESH=1 drops the cluster's database first; SKIP_UI_BUILD=1 serves the API only
 * OPERATOR_TOKEN, SIM_SEED and the other `npm start` settings pass on to every node.
 * Ctrl-C (or SIGTERM) stops the balancer and every node.
 */
import { DEFAULT_CLUSTER_DATABASE_URL, DEFAULT_REDIS_URL, HAPROXY_INSTALL, haproxyPath, startCluster, type Cluster } from "./cluster-launch.js"

const env = process.env

const main = async () => {
  if (!haproxyPath()) {
    console.error(`npm run cluster needs HAProxy, which is not installed. On Debian or Ubuntu:\n\n  ${HAPROXY_INSTALL}\n`)
    process.exit(2)
  }
  const port = Number(env.PORT ?? 3400)
  let starting: Promise<Cluster> | null = null
  let stopping = false
  const aborter = new AbortController()
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping the balancer and every node…`)
    const force = setTimeout(() => process.exit(1), 20_000)
    force.unref()
    aborter.abort()
    // During start-up the abort stops what was started and fails the start; after it, stop all.
    await starting?.then((c) => c.stop(), () => {})
    console.log("stopped.")
    process.exit(0)
  }
  process.on("SIGINT", () => void stop("SIGINT"))
  process.on("SIGTERM", () => void stop("SIGTERM"))

  starting = startCluster({
    port,
    nodes: Number(env.CLUSTER_NODES ?? 3),
    databaseUrl: env.DATABASE_URL || DEFAULT_CLUSTER_DATABASE_URL,
    redisUrl: env.REDIS_URL || DEFAULT_REDIS_URL,
    fresh: env.CLUSTER_FRESH === "1",
    ui: env.SKIP_UI_BUILD !== "1",
    signal: aborter.signal,
    // The request log of three nodes would bury everything else.
    log: (line) => {
      if (!line.includes("[http] ")) console.log(line)
    },
  })
  const cluster = await starting
  const leader = await cluster.leader()
  console.log(`\nSportsbook cluster is running at http://localhost:${port} (HAProxy)`)
  for (const node of cluster.nodes) console.log(`  ${node.name}: http://localhost:${node.port}${node === leader ? " (leader)" : ""}`)
  console.log(`  database: ${cluster.databaseUrl.replace(/\/\/[^@]*@/, "//")}, redis: ${cluster.redisUrl}`)
  console.log(`  state of each node: GET /api/cluster; balancer config and logs in ${cluster.folder}`)
  console.log("  Ctrl-C to stop\n")
  for (const node of cluster.nodes) {
    node.process.on("exit", (code, signal) => {
      if (!stopping) console.log(`[cluster] ${node.name} exited (${signal ?? code}); the balancer sends its traffic to the others`)
    })
  }
}

main().catch((error: unknown) => {
  console.error(`\nCould not start the cluster: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
