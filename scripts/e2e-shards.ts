/**
 * How `npm test` splits the e2e journeys between the shards it runs side by side: by how long each
 * spec file took last time (e2e/durations.json, seconds per "<project> <file>"), not by test count
 * as `playwright --shard` does, which put the route table and the axe pages in one shard and left
 * it running ten minutes after the others.
 *
 * The (project, file) pairs come from Playwright itself (`--list`), so the config's testIgnore
 * stays the one place that says which project runs which file. Longest first, each to the shard
 * with the least work so far (LPT: within 4/3 of the best split). A shard runs its desktop files,
 * then its mobile ones, each with a server of its own.
 */
import { spawnSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"

export interface E2eItem {
  readonly project: string
  readonly file: string
  /** Seconds it took last time (a file not measured yet counts as the median). */
  readonly weight: number
}

export type Shard = ReadonlyArray<E2eItem>

export const DURATIONS_FILE = "e2e/durations.json"

const readDurations = (): Record<string, number> => {
  try {
    return JSON.parse(readFileSync(DURATIONS_FILE, "utf8")) as Record<string, number>
  } catch {
    return {}
  }
}

interface ListedSuite {
  readonly suites?: ReadonlyArray<ListedSuite>
  readonly specs?: ReadonlyArray<{ readonly file: string; readonly tests: ReadonlyArray<{ readonly projectName: string }> }>
}

/** Every (project, file) pair Playwright would run, with its weight. */
export const listE2e = (): E2eItem[] => {
  const listed = spawnSync("npx", ["playwright", "test", "--list", "--reporter=json"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  if (listed.status !== 0) throw new Error(`playwright --list failed: ${listed.stderr}`)
  const pairs = new Set<string>()
  const walk = (suite: ListedSuite) => {
    for (const s of suite.suites ?? []) walk(s)
    for (const spec of suite.specs ?? []) for (const t of spec.tests) pairs.add(`${t.projectName} ${spec.file}`)
  }
  for (const s of (JSON.parse(listed.stdout) as { suites: ReadonlyArray<ListedSuite> }).suites) walk(s)
  const durations = readDurations()
  const known = Object.values(durations).sort((a, b) => a - b)
  const median = known.length > 0 ? known[Math.floor(known.length / 2)]! : 60
  return [...pairs].sort().map((key) => {
    const [project, file] = key.split(" ") as [string, string]
    return { project, file, weight: durations[key] ?? median }
  })
}

/** Longest-processing-time-first: each item, longest first, to the least loaded shard. */
export const splitByDuration = (items: ReadonlyArray<E2eItem>, count: number): Shard[] => {
  const shards: E2eItem[][] = Array.from({ length: Math.max(1, count) }, () => [])
  const load = shards.map(() => 0)
  const ordered = [...items].sort((a, b) => b.weight - a.weight || a.project.localeCompare(b.project) || a.file.localeCompare(b.file))
  for (const item of ordered) {
    const k = load.indexOf(Math.min(...load))
    shards[k]!.push(item)
    load[k]! += item.weight
  }
  return shards
}

interface ReportSuite {
  readonly file?: string
  readonly suites?: ReadonlyArray<ReportSuite>
  readonly specs?: ReadonlyArray<{ readonly file: string; readonly tests: ReadonlyArray<{ readonly projectName: string; readonly results: ReadonlyArray<{ readonly duration: number }> }> }>
}

/** Seconds per "<project> <file>" in Playwright JSON reports (what durations.json holds). */
export const durationsOf = (reports: ReadonlyArray<{ suites?: ReadonlyArray<ReportSuite> } | null>): Record<string, number> => {
  const ms: Record<string, number> = {}
  const walk = (suite: ReportSuite) => {
    for (const s of suite.suites ?? []) walk(s)
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) for (const r of t.results) ms[`${t.projectName} ${spec.file}`] = (ms[`${t.projectName} ${spec.file}`] ?? 0) + r.duration
    }
  }
  for (const report of reports) for (const s of report?.suites ?? []) walk(s)
  return Object.fromEntries(Object.entries(ms).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, Math.round(v / 1000)]))
}

/** Writes the measured durations for the next run's split (`npm run e2e:durations` after a full run). */
export const saveDurations = (measured: Record<string, number>) =>
  writeFileSync(DURATIONS_FILE, `${JSON.stringify({ ...readDurations(), ...measured }, null, 2)}\n`)
