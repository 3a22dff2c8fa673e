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
    // A worker keeps the modules it has loaded from one test file to the next: loading the server's
    // and core's module graphs again for each of the 166 files was ~200 s of the run's CPU (vitest's
    // "import"). On this two-core machine the run took 667 s isolated and 415 s not (the simulator's
    // JSON writes landed between the two), everything passing both ways. What this asks of a test:
    // leave no global behind (fake timers, spies and stubs are restored in the file that made them)
    // and key module-level caches so that they serve any file.
    isolate: false,
  },
})
