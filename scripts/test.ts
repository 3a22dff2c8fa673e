/**
 * `npm test`: everything a user needs to trust a change (DESIGN.md §7), in order:
 * typecheck, lint, vitest (unit, property, replay fixtures, server on PGlite and, when
 * TEST_DATABASE_URL / REDIS_URL are set, on PostgreSQL and Redis), the production build, and
 * Playwright e2e in Debian's Chromium against the server `npm start` runs.
 *
 * Every step runs even when an earlier one failed (but e2e needs the build), so one run shows every
 * problem. It ends with one summary line: `summary: N passed, N failed` counting tests, plus the
 * steps that failed. Without a Chromium, e2e does not run and the summary says so loudly; with
 * E2E_REQUIRED=1 (CI) that is a failure.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import { join } from "node:path"
import { chromiumPath } from "../e2e/chromium.js"

const root = process.cwd()
const results = join(root, "test-results")
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

interface Step {
  readonly name: string
  readonly ok: boolean
  readonly passed: number
  readonly failed: number
  readonly skipped: number
  readonly note?: string
}
const steps: Step[] = []

const run = (command: string, args: ReadonlyArray<string>, env: NodeJS.ProcessEnv = {}): boolean => {
  console.log(`\n▶ ${command} ${args.join(" ")}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } })
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s, exit ${result.status ?? result.signal})`)
  return result.status === 0
}

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, "utf8"))
  } catch {
    return null
  }
}

// 1. Types.
steps.push({ name: "typecheck", ok: run("npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]), passed: 0, failed: 0, skipped: 0 })

// 2. The project's lint (core purity and friends).
steps.push({ name: "lint", ok: run("npx", ["tsx", "scripts/lint.ts"]), passed: 0, failed: 0, skipped: 0 })

// 3. vitest.
{
  const out = join(results, "vitest.json")
  const ok = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`])
  const report = readJson(out) as { numPassedTests?: number; numFailedTests?: number; numPendingTests?: number; numTodoTests?: number } | null
  steps.push({
    name: "vitest",
    ok: ok && report !== null,
    passed: report?.numPassedTests ?? 0,
    failed: report?.numFailedTests ?? (ok ? 0 : 1),
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
    ...(report === null ? { note: "no vitest report was written" } : {}),
  })
}

// 4. The production build.
const built = run("npx", ["vite", "build"])
steps.push({ name: "build", ok: built, passed: 0, failed: 0, skipped: 0 })

// 5. e2e in Debian's Chromium.
const chromium = chromiumPath()
const e2eRequired = process.env.E2E_REQUIRED === "1"
if (!chromium) {
  const note = "E2E DID NOT RUN: no Chromium at /usr/bin/chromium (apt-get install -y chromium)"
  console.log(`\n${"!".repeat(78)}\n!! ${note}\n${"!".repeat(78)}`)
  steps.push({ name: "e2e", ok: !e2eRequired, passed: 0, failed: e2eRequired ? 1 : 0, skipped: 0, note })
} else if (!built) {
  steps.push({ name: "e2e", ok: false, passed: 0, failed: 1, skipped: 0, note: "e2e not run: the build failed" })
} else {
  const out = join(results, "e2e.json")
  const ok = run("npx", ["playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: out })
  const report = readJson(out) as { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number } } | null
  const stats = report?.stats
  steps.push({
    name: "e2e",
    ok: ok && stats !== undefined,
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats?.unexpected ?? (ok ? 0 : 1),
    skipped: stats?.skipped ?? 0,
    ...(stats === undefined ? { note: "no Playwright report was written" } : {}),
  })
}

console.log("\n── npm test ──────────────────────────────────────────────")
for (const s of steps) {
  const counts = s.passed + s.failed + s.skipped > 0 ? ` ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ""}` : ""
  console.log(`${s.ok ? "ok  " : "FAIL"} ${s.name.padEnd(10)}${counts}${s.note ? `  — ${s.note}` : ""}`)
}
const failedSteps = steps.filter((s) => !s.ok)
const passed = steps.reduce((n, s) => n + s.passed, 0)
// A failed step with no failed test (typecheck, lint, build) still counts as one failure.
const failed = steps.reduce((n, s) => n + (s.ok ? s.failed : Math.max(1, s.failed)), 0)
const skipped = steps.reduce((n, s) => n + s.skipped, 0)
if (!existsSync(join(root, "dist", "index.html")) && built) console.log("warning: the build wrote no dist/index.html")
console.log(`summary: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`)
process.exit(failedSteps.length === 0 ? 0 : 1)
