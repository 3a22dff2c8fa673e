import { describe, expect, it } from "vitest"
import { createTimers, MAX_TIMEOUT_MS } from "../../adapters/clock/timers.js"
import type { EventInput } from "../../core/app/events.js"

/** A hand-driven setTimeout: nothing runs until the test advances the clock. */
const fakeClock = () => {
  let now = 1_000_000
  let nextHandle = 1
  const pending = new Map<number, { at: number; callback: () => void }>()
  const advance = (ms: number) => {
    const until = now + ms
    for (;;) {
      const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0]
      if (!due) break
      pending.delete(due[0])
      now = Math.max(now, due[1].at)
      due[1].callback()
    }
    now = until
  }
  return {
    now: () => now,
    setTimeout: (callback: () => void, ms: number) => {
      const handle = nextHandle++
      pending.set(handle, { at: now + ms, callback })
      return handle
    },
    clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    advance,
    pendingCount: () => pending.size,
    delays: () => [...pending.values()].map((t) => t.at - now),
  }
}

const setup = () => {
  const clock = fakeClock()
  const fired: EventInput[] = []
  const timers = createTimers({ dispatch: (e) => fired.push(e), now: clock.now, setTimeout: clock.setTimeout, clearTimeout: clock.clearTimeout })
  return { clock, fired, timers }
}

describe("timers", () => {
  it("dispatches TimerFired {id} at fireAt, not before", () => {
    const { clock, fired, timers } = setup()
    timers.start("startup", clock.now() + 25_000)
    clock.advance(24_999)
    expect(fired).toEqual([])
    clock.advance(1)
    expect(fired).toEqual([{ _tag: "TimerFired", id: "startup" }])
    expect(timers.active()).toEqual([])
  })

  it("starting an id again replaces the running timer", () => {
    const { clock, fired, timers } = setup()
    timers.start("username-check", clock.now() + 500)
    clock.advance(400)
    timers.start("username-check", clock.now() + 500)
    clock.advance(400)
    expect(fired).toEqual([])
    clock.advance(100)
    expect(fired).toEqual([{ _tag: "TimerFired", id: "username-check" }])
    expect(clock.pendingCount()).toBe(0)
  })

  it("a fireAt in the past fires on the next tick, not synchronously", () => {
    const { clock, fired, timers } = setup()
    timers.start("late", clock.now() - 5_000)
    expect(fired).toEqual([])
    expect(clock.delays()).toEqual([0])
    clock.advance(0)
    expect(fired).toEqual([{ _tag: "TimerFired", id: "late" }])
  })

  it("cancel stops a timer; cancelling an unknown id is harmless", () => {
    const { clock, fired, timers } = setup()
    timers.start("a", clock.now() + 10)
    timers.cancel("a")
    timers.cancel("never-started")
    clock.advance(100)
    expect(fired).toEqual([])
  })

  it("keeps independent ids independent and cancelAll stops them all", () => {
    const { clock, fired, timers } = setup()
    timers.start("a", clock.now() + 10)
    timers.start("b", clock.now() + 20)
    timers.start("c", clock.now() + 30)
    clock.advance(15)
    timers.cancel("b")
    expect(timers.active()).toEqual(["c"])
    timers.cancelAll()
    clock.advance(100)
    expect(fired).toEqual([{ _tag: "TimerFired", id: "a" }])
  })

  it("chains delays longer than setTimeout can hold instead of firing at once", () => {
    const { clock, fired, timers } = setup()
    const thirtyDays = 30 * 86_400_000
    timers.start("far", clock.now() + thirtyDays)
    expect(clock.delays()).toEqual([MAX_TIMEOUT_MS])
    clock.advance(MAX_TIMEOUT_MS)
    expect(fired).toEqual([])
    clock.advance(thirtyDays - MAX_TIMEOUT_MS)
    expect(fired).toEqual([{ _tag: "TimerFired", id: "far" }])
  })

  it("a non-finite fireAt fires on the next tick rather than never", () => {
    const { clock, fired, timers } = setup()
    timers.start("nan", Number.NaN)
    clock.advance(0)
    expect(fired).toEqual([{ _tag: "TimerFired", id: "nan" }])
  })
})
