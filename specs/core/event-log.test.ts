/** The event log (DESIGN.md §2): replaying any recorded sequence gives the same state and commands. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { createStore } from "../../core/app/store.js"
import type { Command } from "../../core/app/commands.js"
import type { EventInput } from "../../core/app/events.js"
import { replay, LogFormatError } from "../../core/log/replay.js"
import { REDACTED } from "../../core/log/log.js"
import { sessionArb } from "./arbitraries.js"
import { T0 } from "./harness.js"

const record = (first: EventInput, rest: ReadonlyArray<readonly [EventInput, number]>, logCapacity?: number) => {
  let now = T0
  const commands: Command[] = []
  const store = createStore({ clock: { now: () => now }, interpret: (c) => void commands.push(...c), ...(logCapacity ? { logCapacity } : {}) })
  store.dispatch(first)
  for (const [event, step] of rest) {
    now += step
    store.dispatch(event)
  }
  return { store, commands }
}

/** A file as it would be written to disk and read back. */
const throughJson = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T

describe("event log", () => {
  it("(property) replaying any recorded sequence gives the same state and the same commands", () => {
    fc.assert(fc.property(sessionArb(), ([first, rest]) => {
      const { store, commands } = record(first, rest)
      const result = replay(throughJson(store.log.toFile({ redact: false })))
      expect(result.state).toEqual(store.getState())
      expect(result.commands).toEqual(commands)
    }), { numRuns: 300 })
  })

  it("(property) a bounded window replays from its start snapshot to the same final state", () => {
    fc.assert(fc.property(sessionArb(120), ([first, rest]) => {
      const { store } = record(first, rest, 16)
      const file = store.log.toFile({ redact: false })
      expect(file.events.length).toBeLessThanOrEqual(32)
      expect(file.events.length).toBeGreaterThanOrEqual(Math.min(16, rest.length + 1))
      expect(replay(throughJson(file)).state).toEqual(store.getState())
    }), { numRuns: 200 })
  })

  it("exported files redact passwords and tokens", () => {
    const { store } = record(
      { _tag: "AppStarted", location: { path: "/login", search: "" }, brand: "sportsbook", country: "GB", locale: "en-GB", environment: "test", deviceId: "d", storedToken: "secret-token", storedOddsFormat: null, storedHideBalance: false },
      [[{ _tag: "LoginSubmitted", email: "a@b.test", password: "hunter22" }, 10]],
    )
    const text = JSON.stringify(store.log.toFile())
    expect(text).not.toContain("hunter22")
    expect(text).not.toContain("secret-token")
    expect(text).toContain(REDACTED)
    expect(() => replay(JSON.parse(text))).not.toThrow()
  })

  it.each([
    ["not an object", 42],
    ["another format", { format: "other", version: 1, events: [] }],
    ["no events", { format: "sportsbook-event-log", version: 1 }],
    ["a malformed event", { format: "sportsbook-event-log", version: 1, snapshot: null, events: [{ _tag: "TimerFired" }] }],
  ])("a log that is %s is refused with a clear error", (_name, file) => {
    expect(() => replay(file)).toThrow(LogFormatError)
  })
})
