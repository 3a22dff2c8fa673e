import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["specs/**/*.test.ts", "specs/**/*.test.tsx"],
    environment: "node",
    // One migrated PGlite for the run, which every in-memory database starts from (specs/global-setup.ts).
    globalSetup: ["specs/global-setup.ts"],
    // The property suites of the betslip run 15-25 s on a loaded two-core machine; 30 s was too close.
    testTimeout: 60_000,
    // A suite's set-up migrates a fresh PGlite and PostgreSQL database: on a loaded machine over 60 s.
    hookTimeout: 120_000,
    // Server suites start databases; two cores are all we have.
    maxWorkers: 2,
  },
})
