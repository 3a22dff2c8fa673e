import { describe, expect, it } from "vitest"
import { createStore } from "../../core/app/store.js"
import type { Command } from "../../core/app/commands.js"

describe("store smoke", () => {
  it("starts up", () => {
    let now = 1_000_000
    const seen: Command[] = []
    const store = createStore({ clock: { now: () => now }, interpret: (c) => seen.push(...c) })
    store.dispatch({ _tag: "AppStarted", location: { path: "/", search: "" }, brand: "sportsbook", country: "GB", locale: "en-GB", environment: "test", deviceId: "d1", storedToken: null, storedOddsFormat: null })
    expect(seen.map((c) => c._tag)).toEqual(["Call", "Call", "StartTimer"])
    now += 25_000
    store.dispatch({ _tag: "TimerFired", id: "startup" })
    expect(store.getState().site.maintenance.active).toBe(true)
  })
})
