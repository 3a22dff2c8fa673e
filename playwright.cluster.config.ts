/**
 * e2e against the cluster (issue 19 item 4): Playwright in Debian's Chromium against
 * `npm run cluster` (three server processes behind HAProxy, on PostgreSQL and Redis, a fresh
 * database each run). Needs HAProxy, PostgreSQL and Redis; not part of playwright.config.ts.
 *
 *   E2E_CLUSTER_PORT=3490 npx playwright test -c playwright.cluster.config.ts
 *
 * The balancer listens on E2E_CLUSTER_PORT, the nodes on the three ports after it.
 */
import { defineConfig } from "@playwright/test"
import { chromiumArgs, e2eChromiumPath } from "./e2e/chromium.js"

export const CLUSTER_PORT = Number(process.env.E2E_CLUSTER_PORT ?? 3490)
export const CLUSTER_OPERATOR_TOKEN = "e2e-cluster-operator-token"
/** The nodes' own ports (scripts/cluster-launch.ts): the balancer's plus 1, 2 and 3. */
export const NODE_PORTS = [CLUSTER_PORT + 1, CLUSTER_PORT + 2, CLUSTER_PORT + 3] as const

export default defineConfig({
  testDir: "e2e-cluster",
  testMatch: /.*\.spec\.ts$/,
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/e2e-cluster-artifacts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${CLUSTER_PORT}`,
    launchOptions: { executablePath: e2eChromiumPath() ?? undefined, args: chromiumArgs },
    viewport: { width: 1440, height: 900 },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  webServer: {
    command: "npx tsx scripts/cluster.ts",
    url: `http://127.0.0.1:${CLUSTER_PORT}/api/v0/geolocation-check?brand=sportsbook&country=GB`,
    reuseExistingServer: false,
    // First start: the UI build when stale, migrations and the simulated world's seeding.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    env: {
      PORT: String(CLUSTER_PORT),
      DATABASE_URL: process.env.E2E_CLUSTER_DATABASE_URL ?? `postgres://root@127.0.0.1:5432/sportsbook_cluster_e2e_${CLUSTER_PORT}`,
      REDIS_URL: process.env.REDIS_URL || "redis://127.0.0.1:6379",
      CLUSTER_FRESH: "1",
      OPERATOR_TOKEN: CLUSTER_OPERATOR_TOKEN,
      SIM_SEED: "7",
      NODE_ENV: "test",
    },
  },
})
