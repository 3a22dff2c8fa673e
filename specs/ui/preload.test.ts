/** ui/app/preload.ts on core's queue: at most 4 route preloads at once, each key loaded once. */
import { describe, expect, it } from "vitest"
import { createPreloadQueue } from "../../ui/app/preload.js"

const deferred = () => {
  let resolve!: () => void
  let reject!: (e: unknown) => void
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}
const tick = () => new Promise((r) => setTimeout(r, 0))

describe("route preload queue", () => {
  it("runs 4, queues the rest, frees a slot on success or failure, loads a key once", async () => {
    const q = createPreloadQueue()
    const loads = new Map<string, ReturnType<typeof deferred>>()
    const calls: string[] = []
    const ask = (key: string) => q.preload(key, () => {
      calls.push(key)
      const d = deferred()
      loads.set(key, d)
      return d.promise
    })
    const results = ["a", "b", "c", "d", "e", "f"].map(ask)
    expect(ask("a")).toBe(results[0])
    expect(calls).toEqual(["a", "b", "c", "d"])
    expect([q.running(), q.waiting()]).toEqual([4, 2])
    loads.get("a")!.resolve()
    loads.get("b")!.reject(new Error("offline"))
    await tick()
    expect(calls).toEqual(["a", "b", "c", "d", "e", "f"])
    await expect(results[0]).resolves.toBeUndefined()
    await expect(results[1]).rejects.toThrow("offline")
    expect(q.running()).toBe(4)
  })
})
