import { describe, expect, it, vi } from "vitest"
import { createAnalytics } from "../../adapters/analytics/track.js"

const event = (name: string) => ({ name, properties: { trigger: "user" } })

describe("analytics", () => {
  it("keeps tracked events in memory, oldest first, bounded", () => {
    const analytics = createAnalytics({ capacity: 2 })
    analytics.track(event("a"))
    analytics.track(event("b"))
    analytics.track(event("c"))
    expect(analytics.events.map((e) => e.name)).toEqual(["b", "c"])
    analytics.clear()
    expect(analytics.events).toEqual([])
  })

  it("echoes to console.debug only in debug (development) mode", () => {
    const out = { debug: vi.fn(), warn: vi.fn() }
    createAnalytics({ console: out }).track(event("quiet"))
    createAnalytics({ console: out, debug: true }).track(event("loud"))
    expect(out.debug).toHaveBeenCalledTimes(1)
    expect(out.debug.mock.calls[0]![0]).toBe("[analytics] loud")
  })

  it("hands events to a pluggable sink and survives a sink that throws", () => {
    const out = { debug: vi.fn(), warn: vi.fn() }
    const seen: string[] = []
    const analytics = createAnalytics({ console: out })
    analytics.setSink((e) => void seen.push(e.name))
    analytics.track(event("logged_in"))
    analytics.setSink(() => {
      throw new Error("vendor script broke")
    })
    expect(() => analytics.track(event("logged_out"))).not.toThrow()
    expect(seen).toEqual(["logged_in"])
    expect(out.warn).toHaveBeenCalledTimes(1)
    expect(analytics.events.map((e) => e.name)).toEqual(["logged_in", "logged_out"])
  })
})
