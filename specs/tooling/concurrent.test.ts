/**
 * The benches' loads (bench/concurrent.ts): the closed loop runs every operation once; the paced
 * load never runs ahead of its schedule and counts a late operation's wait from when it fell due,
 * so a stall shows in the latencies of the operations queued behind it (no coordinated omission).
 */
import { describe, expect, it } from "vitest"
import { measure, paced } from "../../bench/concurrent.js"

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("bench loads", () => {
  it("the closed loop runs each operation once, spread over the workers", async () => {
    const seen: number[] = []
    const workers = new Set<number>()
    const run = await measure(4, 40, async (worker, i) => {
      workers.add(worker)
      await sleep(1)
      seen.push(i)
    })
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i))
    expect(workers.size).toBe(4)
    expect(run.perSecond).toBeGreaterThan(0)
  })

  it("the paced load keeps to its rate, and a stall counts against the operations that fell due behind it", async () => {
    // One worker at 100 a second (one due every 10 ms), 60 operations; the 11th takes 400 ms.
    const run = await paced(1, 100, 60, async (_, i) => {
      if (i === 10) await sleep(400)
    })
    // The last fell due at 590 ms: never faster than the schedule.
    expect(run.perSecond).toBeLessThanOrEqual(102)
    // Operations 11 to 49 fell due 110 to 490 ms in and could start only at about 500 ms: counted
    // from when they fell due, most of the run waited (a closed loop would read about 0 here).
    expect(run.p50).toBeGreaterThanOrEqual(50)
  })
})
