/** A server suite's own test server, as one line at the top of its describe. */
import { afterAll, beforeAll } from "vitest"
import { startTestServer, type DatabaseTarget, type TestServer } from "./support.js"

/**
 * The suite's own server: started before its tests (within vitest.config.ts's hookTimeout: fresh
 * migrations on a loaded machine take over 60 s), stopped after them. The value stands for the
 * server once started; reading it before then (at collection time) throws.
 */
export const suiteServer = (target: DatabaseTarget, overrides: Parameters<typeof startTestServer>[1] = {}): TestServer => {
  let started: TestServer | undefined
  beforeAll(async () => {
    started = await startTestServer(target, overrides)
  })
  afterAll(async () => {
    await started?.stop()
  })
  return new Proxy({} as TestServer, {
    get: (_, key) => {
      if (!started) throw new Error("the suite's server is read before its beforeAll started it")
      // Unbound on purpose: a method called through the stand-in reads its fields through it, and
      // function-valued fields keep their own properties (the clock is callable and has advance()).
      return Reflect.get(started, key)
    },
  })
}

/** Start options for the seeded catalogue simulator, stepped by the test itself (no timers run it). */
export const steppedSimulator = (seed: number) => ({ simulator: { seed, speed: 1, tickMs: 0, flushMs: 0 } })

