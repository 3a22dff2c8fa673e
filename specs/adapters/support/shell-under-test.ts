/**
 * What a test of the real shell starts, stopped after each test whether it passed or not: the
 * runtime (its timers and socket) and the Phoenix test server it talks to. Call at the top of the
 * test file.
 */
import { afterEach } from "vitest"
import type { Runtime } from "../../../adapters/runtime.js"
import { startPhoenixServer, type PhoenixTestServer } from "./phoenix-server.js"

export interface ShellUnderTest {
  /** Keeps a started runtime, to stop it after the test; answers it. */
  keep(runtime: Runtime): Runtime
  /** Starts a Phoenix test server, closed after the test. */
  phoenix(): Promise<PhoenixTestServer>
}

export const shellUnderTest = (): ShellUnderTest => {
  let runtime: Runtime | null = null
  let phoenix: PhoenixTestServer | null = null
  afterEach(async () => {
    runtime?.stop()
    runtime = null
    await phoenix?.close()
    phoenix = null
  })
  return {
    keep: (started) => (runtime = started),
    phoenix: async () => (phoenix = await startPhoenixServer()),
  }
}
