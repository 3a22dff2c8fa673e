/**
 * Core replay throughput: events per second through `update` over a large generated log (the same
 * event families the property tests use, from a fixed seed so runs compare).
 *
 * Two figures (decision 0019, "2026-11-28 (evening)"):
 * - core.replay.events_per_second: core as it ships. bench/core-replay-entry.ts built by the app's
 *   bundler (Vite, minified, as the browser's and the prerender's bundles are) and the log read
 *   with that bundle's own decoder. Issue 19's goal (1,000,000 events/s) is beside it.
 * - core.replay.unbundled_events_per_second: the same replay run from the sources through tsx, as
 *   the figure was taken before. tsx's per-file transform adds a keep-names helper to every
 *   function made at run time, which no shipped bundle has.
 */
import fc from "fast-check"
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { build, type Rollup } from "vite"
import { readLogFile, replayEvents } from "../core/log/replay.js"
import { initialState } from "../core/app/state.js"
import { createStore } from "../core/app/store.js"
import type { AppEvent } from "../core/app/events.js"
import { appStartedArb, eventArb } from "../specs/core/arbitraries.js"
import { T0 } from "../specs/core/harness.js"
import type { Bench, Figure } from "./suite.js"

const EVENTS = 200_000
const GOAL = 1_000_000
const RUNS = 3

/** The recorded log as a file holds it (JSON), so either build decodes it as a replay would. */
const generateLogFile = (count: number): unknown => {
  const inputs = fc.sample(eventArb, { numRuns: count, seed: 42 })
  let now = T0
  const store = createStore({ clock: { now: () => now }, logCapacity: count + 1 })
  store.dispatch(fc.sample(appStartedArb, { numRuns: 1, seed: 42 })[0]!)
  for (const input of inputs) {
    now += 250
    store.dispatch(input)
  }
  return JSON.parse(JSON.stringify(store.log.toFile({ redact: false })))
}

type Replay = Pick<typeof import("./core-replay-entry.js"), "initialState" | "readLogFile" | "replayEvents">

/**
 * Builds the entry with the app's bundler into node_modules/.cache (so the libraries it leaves
 * external resolve as the app's do) and loads it.
 */
const bundled = async (): Promise<Replay> => {
  const root = join(import.meta.dirname, "..")
  const result = await build({
    configFile: false, logLevel: "silent", root,
    build: { ssr: "bench/core-replay-entry.ts", write: false, minify: true, target: "node20", rollupOptions: { output: { format: "esm" } } },
  }) as Rollup.RollupOutput | Rollup.RollupOutput[]
  const chunk = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output).find((o): o is Rollup.OutputChunk => o.type === "chunk" && o.isEntry)
  if (!chunk) throw new Error("core replay: the bundle has no entry chunk")
  const dir = join(root, "node_modules", ".cache", "bench")
  mkdirSync(dir, { recursive: true })
  const file = join(dir, "core-replay.mjs")
  writeFileSync(file, chunk.code)
  return import(pathToFileURL(file).href) as Promise<Replay>
}

/** The best of RUNS replays of the whole log, after a warm-up. */
const throughput = (replay: Replay, file: unknown): number => {
  const events = replay.readLogFile(file).events as ReadonlyArray<AppEvent>
  replay.replayEvents(replay.initialState, events.slice(0, 10_000))
  let best = Infinity
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    replay.replayEvents(replay.initialState, events)
    best = Math.min(best, (performance.now() - started) / 1000)
  }
  return Math.round(events.length / best)
}

export const replayThroughput: Bench = {
  name: "core.replay",
  async run(): Promise<ReadonlyArray<Figure>> {
    const file = generateLogFile(EVENTS)
    const shipped = throughput(await bundled(), file)
    const unbundled = throughput({ initialState, readLogFile, replayEvents }, file)
    const context = { events: EVENTS + 1, runs: RUNS }
    return [
      { bench: "core.replay.events_per_second", value: shipped, unit: "events/s", goal: GOAL, met: shipped >= GOAL, build: "vite, minified", ...context },
      { bench: "core.replay.unbundled_events_per_second", value: unbundled, unit: "events/s", build: "tsx, from the sources", ...context },
    ]
  },
}
