/**
 * `npm start`: builds the UI when needed, then runs the server (migrations, first-run seed) with UI,
 * `/api` and `/socket` on one port. PGlite in DATA_DIR (./data) unless DATABASE_URL is set.
 * Ctrl-C (or SIGTERM) stops it cleanly. See README "Configuration".
 */
import { join } from "node:path"
import { ensureUiBuilt } from "./build-ui.js"
import { startServer } from "../server/main.js"

const root = process.cwd()
const env = process.env
const production = env.NODE_ENV === "production"

const main = async () => {
  if (env.SKIP_UI_BUILD !== "1") await ensureUiBuilt(root, production ? "production" : "development")
  const server = await startServer({
    port: Number(env.PORT ?? 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? join(root, "data"),
    redisUrl: env.REDIS_URL || undefined,
    // A cluster's processes (scripts/cluster-launch.ts) keep to channels of their own on a shared Redis.
    redisChannelPrefix: env.REDIS_CHANNEL_PREFIX || undefined,
    operatorToken: env.OPERATOR_TOKEN || undefined,
    staticDir: env.SKIP_UI_BUILD === "1" ? undefined : join(root, "dist"),
    production,
    publicUrl: env.PUBLIC_URL || undefined,
    trustProxy: env.TRUST_PROXY === "1",
  })
  console.log(`\nSportsbook is running at http://localhost:${server.port}`)
  console.log(`  database: ${env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${env.DATA_DIR ?? "./data"}`}`)
  if (server.demoAccount) console.log(`  demo account: ${server.demoAccount.email} / ${server.demoAccount.password}`)
  console.log(`  operator controls: ${env.OPERATOR_TOKEN ? "on (npm run ops -- help)" : "off (set OPERATOR_TOKEN to enable)"}`)
  console.log("  Ctrl-C to stop\n")

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping…`)
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    await server.close()
    console.log("stopped.")
    process.exit(0)
  }
  process.on("SIGINT", () => void stop("SIGINT"))
  process.on("SIGTERM", () => void stop("SIGTERM"))
}

main().catch((error: unknown) => {
  console.error(`\nCould not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
