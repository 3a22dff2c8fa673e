import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["specs/**/*.test.ts", "specs/**/*.test.tsx"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Server suites start databases; two cores are all we have.
    maxWorkers: 2,
  },
})
