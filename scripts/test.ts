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
import { spawn, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { chromiumPath } from "../e2e/chromium.js"
import { outcomesOf, type Outcome } from "./e2e-outcomes.js"
import { durationsOf, listE2e, splitByDuration, type Shard } from "./e2e-shards.js"

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
/** e2e journeys that failed or needed their retry, named again at the end. */
const outcomes: Outcome[] = []

const run = (command: string, args: ReadonlyArray<string>, env: NodeJS.ProcessEnv = {}): boolean => {
  console.log(`\n▶ ${command} ${args.join(" ")}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } })
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s, exit ${result.status ?? result.signal})`)
  return result.status === 0
}

/** Like `run`, but without blocking: for steps that run side by side. */
const runAsync = (command: string, args: ReadonlyArray<string>, env: NodeJS.ProcessEnv = {}): Promise<boolean> => {
  console.log(`\n▶ ${command} ${args.join(" ")}`)
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } })
    child.on("close", (code, signal) => {
      console.log(`  (${args.join(" ")}: ${((Date.now() - started) / 1000).toFixed(1)} s, exit ${code ?? signal})`)
      resolve(code === 0)
    })
  })
}

/** The Playwright projects (playwright.config.ts), one run each. */
const E2E_PROJECTS = ["desktop", "mobile"] as const

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

// 4. The build (browser and prerender bundles), as the e2e servers below use it (NODE_ENV test is
// the development environment): built once here, they find it current instead of each rebuilding.
const built = run("npx", ["tsx", "scripts/build-ui.ts", "development"])
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
  // The journeys split by last run's durations (scripts/e2e-shards.ts) into E2E_SHARDS shards
  // (default 2) run side by side, each against its own server and database (port, data folder,
  // report and artifacts of its own). One shard alone keeps ~1.3 of this machine's two cores busy
  // (Chromium draws, the server answers), so two fill them; four took the same wall time and made
  // every step four times slower, which is what timed journeys out (decision 0021).
  // Spec files do not share a server's state.
  const shards = splitByDuration(listE2e(), Math.max(1, Number(process.env.E2E_SHARDS ?? 2)))
  const escape = (file: string) => `e2e/${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`
  const runShard = async (shard: Shard, i: number) => {
    const outs: Array<{ ok: boolean; out: string }> = []
    for (const project of E2E_PROJECTS) {
      const files = shard.filter((item) => item.project === project).map((item) => item.file)
      if (files.length === 0) continue
      const name = `${i + 1}-${project}`
      const out = join(results, `e2e-${name}.json`)
      const env = { E2E_RETRIES: process.env.E2E_RETRIES ?? "1", E2E_PORT: String(3310 + i), E2E_OUTPUT_DIR: `test-results/e2e-artifacts-${name}`, PLAYWRIGHT_JSON_OUTPUT_NAME: out }
      outs.push({ ok: await runAsync("npx", ["playwright", "test", `--project=${project}`, ...files.map(escape)], env), out })
    }
    return outs
  }
  shards.forEach((shard, i) => console.log(`e2e shard ${i + 1}: ~${shard.reduce((n, item) => n + item.weight, 0)} s — ${shard.map((item) => `${item.project} ${item.file}`).join(", ")}`))
  const done = (await Promise.all(shards.map(runShard))).flat()
  const reports = done.map(({ out }) => readJson(out) as { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number }; suites?: [] } | null)
  const stats = reports.map((r) => r?.stats)
  const reported = stats.every((s) => s !== undefined)
  const sum = (key: "expected" | "unexpected" | "flaky" | "skipped") => stats.reduce((n, s) => n + (s?.[key] ?? 0), 0)
  const ok = done.every((d) => d.ok)
  outcomes.push(...outcomesOf(reports))
  // What each file took, for the next split: `npm run e2e:durations` keeps them in e2e/durations.json.
  writeFileSync(join(results, "e2e-durations.json"), `${JSON.stringify(durationsOf(reports), null, 2)}\n`)
  steps.push({
    name: "e2e",
    ok: ok && reported,
    passed: sum("expected") + sum("flaky"),
    failed: reported ? sum("unexpected") : Math.max(1, sum("unexpected")),
    skipped: sum("skipped"),
    ...(reported ? (sum("flaky") > 0 ? { note: `${sum("flaky")} passed only on their retry (listed above)` } : {}) : { note: "a Playwright report was not written" }),
  })
}

// 6. e2e against the cluster (three servers behind HAProxy on PostgreSQL and Redis, issue 19):
// where those are at hand (CI installs HAProxy; the integration suites' TEST_DATABASE_URL and
// REDIS_URL say the databases are up). Without them it is reported as not run, a failure in CI.
{
  const haproxy = spawnSync("sh", ["-c", "command -v haproxy"]).status === 0
  const databases = Boolean(process.env.TEST_DATABASE_URL) && Boolean(process.env.REDIS_URL)
  if (!chromium || !built || !haproxy || !databases) {
    const why = !haproxy ? "no haproxy (apt-get install -y haproxy)" : !databases ? "TEST_DATABASE_URL and REDIS_URL unset" : "no Chromium or no build"
    const note = `cluster e2e not run: ${why}`
    console.log(`\n!! ${note}`)
    steps.push({ name: "e2e-cluster", ok: !e2eRequired, passed: 0, failed: e2eRequired ? 1 : 0, skipped: 0, note })
  } else {
    const out = join(results, "e2e-cluster.json")
    const ok = run("npx", ["playwright", "test", "-c", "playwright.cluster.config.ts", "--reporter=list,json"], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out, E2E_OUTPUT_DIR: "test-results/e2e-cluster-artifacts",
    })
    const report = readJson(out)
    outcomes.push(...outcomesOf([report]))
    const stats = (report as { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number } } | null)?.stats
    steps.push({
      name: "e2e-cluster",
      ok: ok && stats !== undefined,
      passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
      failed: stats ? stats.unexpected ?? 0 : 1,
      skipped: stats?.skipped ?? 0,
      ...(stats ? {} : { note: "a Playwright report was not written" }),
    })
  }
}

if (outcomes.length > 0) {
  console.log("\n── e2e journeys that failed, or passed only on their retry ──")
  for (const o of outcomes) console.log(`${o.status === "failed" ? "FAIL " : "flaky"} ${o.name}\n${o.error.replace(/^/gm, "        ")}`)
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
