/**
 * e2e: Playwright in Debian's Chromium against the server `npm start` runs (a fresh PGlite folder
 * each run, an operator token for the operator controls), on its own port. No mocked network.
 */
import { defineConfig } from "@playwright/test"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromiumArgs, chromiumPath } from "./e2e/chromium.js"

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3310)
export const OPERATOR_TOKEN = "e2e-operator-token"
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `sportsbook-e2e-${process.pid}`)

export default defineConfig({
  testDir: "e2e",
  testMatch: /.*\.spec\.ts$/,
  outputDir: "test-results/e2e-artifacts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: { executablePath: chromiumPath() ?? undefined, args: chromiumArgs },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1440, height: 900 } } },
    // Route resolution does not depend on the width: the route sample runs on desktop only.
    { name: "mobile", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, testIgnore: /routes\.spec\.ts$/ },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx scripts/start.ts`,
    url: `http://127.0.0.1:${E2E_PORT}/api/v0/geolocation-check?brand=sportsbook&country=GB`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      OPERATOR_TOKEN,
      SIM_SEED: "7",
      NODE_ENV: "test",
    },
  },
})
