/**
 * e2e: Playwright in Debian's Chromium against the server `npm start` runs (a fresh PGlite folder
 * each run, an operator token for the operator controls), on its own port. No mocked network.
 */
import { defineConfig } from "@playwright/test"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromiumArgs, e2eChromiumPath } from "./e2e/chromium.js"

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3310)
export const OPERATOR_TOKEN = "e2e-operator-token"
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `sportsbook-e2e-${process.pid}`)

export default defineConfig({
  testDir: "e2e",
  testMatch: /.*\.spec\.ts$/,
  // Each project runs in its own process when `npm test` runs them side by side: its own folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/e2e-artifacts",
  fullyParallel: false,
  workers: 1,
  // `npm test` retries a failed journey once (E2E_RETRIES=1) and names every journey that needed it
  // at the end of its log as "flaky": a timing failure on a loaded CI machine should not hide the
  // rest of a run, and a flaky journey is still reported, to be fixed rather than forgotten.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // Shards share CI's two cores (scripts/test.ts), so a journey runs slower there than alone.
  // Assertions keep their own 10 s budget.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: { executablePath: e2eChromiumPath() ?? undefined, args: chromiumArgs },
    screenshot: "only-on-failure",
    // A trace records a screencast of every action: a third of a journey's CPU on this machine
    // (decision 0021). It is recorded on the retry of a failed journey, which is the one to read.
    trace: "on-first-retry",
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1440, height: 900 } } },
    // Route resolution does not depend on the width: the route sample runs on desktop only.
    { name: "mobile", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, testIgnore: /routes(-account)?\.spec\.ts$/ },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx scripts/start.ts`,
    url: `http://127.0.0.1:${E2E_PORT}/api/v0/geolocation-check?brand=sportsbook&country=GB`,
    reuseExistingServer: false,
    timeout: 180_000,
    // The server's request log would bury the test report; its errors still show (stderr).
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      OPERATOR_TOKEN,
      SIM_SEED: "7",
      NODE_ENV: "test",
      // Each shard's server stands alone: CI exports REDIS_URL (and may export DATABASE_URL) for
      // the integration suites, and Playwright passes its environment on. Shared Redis fan-out
      // let one shard's maintenance switch and the demo bettor's balance pushes (user 1 on every
      // server) reach another shard's pages. Empty means unset (scripts/start.ts).
      REDIS_URL: "",
      DATABASE_URL: "",
    },
  },
})
