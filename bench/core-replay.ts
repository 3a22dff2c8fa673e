/**
 * Core replay throughput: events per second through `update` over a large generated log (the same
 * event families the property tests use, from a fixed seed so runs compare).
 */
import fc from "fast-check"
import { readLogFile, replayEvents } from "../core/log/replay.js"
import { initialState } from "../core/app/state.js"
import { createStore } from "../core/app/store.js"
import type { AppEvent } from "../core/app/events.js"
import { appStartedArb, eventArb } from "../specs/core/arbitraries.js"
import { T0 } from "../specs/core/harness.js"
import type { Bench } from "./suite.js"

const EVENTS = 200_000

const generateLog = (count: number): AppEvent[] => {
  const inputs = fc.sample(eventArb, { numRuns: count, seed: 42 })
  let now = T0
  const store = createStore({ clock: { now: () => now }, logCapacity: count + 1 })
  store.dispatch(fc.sample(appStartedArb, { numRuns: 1, seed: 42 })[0]!)
  for (const input of inputs) {
    now += 250
    store.dispatch(input)
  }
  // The recorded events, decoded as a replay reads them from a file.
  return readLogFile(JSON.parse(JSON.stringify(store.log.toFile({ redact: false })))).events
}

export const replayThroughput: Bench = {
  name: "core.replay",
  async run() {
    const events = generateLog(EVENTS)
    replayEvents(initialState, events.slice(0, 10_000)) // warm-up
    const runs: number[] = []
    for (let i = 0; i < 3; i++) {
      const started = performance.now()
      replayEvents(initialState, events)
      runs.push((performance.now() - started) / 1000)
    }
    const best = Math.min(...runs)
    return [{ bench: "core.replay.events_per_second", value: Math.round(events.length / best), unit: "events/s", events: events.length, runs: runs.length }]
  },
}
