/**
 * One process owns a PGlite folder (DESIGN.md §5): the lock file refuses a second owner with a
 * message naming the folder and the pid, and a lock left by a dead process is taken over.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { hostname } from "node:os"
import { join, resolve } from "node:path"
import { describe, expect, it, onTestFinished } from "vitest"
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from "../../server/db/lock.js"
import { startServer } from "../../server/main.js"
import { apiClient, tempDir, testClock } from "./support.js"

/** The pid of a process that has exited. */
const deadPid = (): number => {
  const child = spawnSync(process.execPath, ["-e", ""])
  if (!child.pid) throw new Error("could not spawn")
  return child.pid
}

/** A temporary folder for the running test only: removed when it finishes, passed or failed. */
const testTempDir = (prefix: string): { path: string } => {
  const dir = tempDir(prefix)
  onTestFinished(() => dir.remove())
  return dir
}

describe("the data folder lock", () => {
  it("refuses a second owner, naming the folder and the holder's pid, until released", () => {
    const dir = testTempDir("lock")
    const lock = acquireDataDirLock(dir.path)
    let refusal: unknown
    try {
      acquireDataDirLock(dir.path)
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError)
    expect((refusal as Error).message).toContain(resolve(dir.path))
    expect((refusal as Error).message).toContain(`pid ${process.pid}`)
    lock.release()
    expect(existsSync(join(dir.path, LOCK_FILE_NAME))).toBe(false)
    acquireDataDirLock(dir.path).release()
  })

  it("takes over a lock whose process is dead", () => {
    const dir = testTempDir("stale")
    const path = join(dir.path, LOCK_FILE_NAME)
    writeFileSync(path, JSON.stringify({ pid: deadPid(), owner: "crashed", host: hostname() }))
    const lock = acquireDataDirLock(dir.path)
    expect(JSON.parse(readFileSync(path, "utf8")).pid).toBe(process.pid)
    lock.release()
  })

  it("takes over an unreadable lock (a crash while writing it)", () => {
    const dir = testTempDir("garbled")
    writeFileSync(join(dir.path, LOCK_FILE_NAME), "{\"pi")
    acquireDataDirLock(dir.path).release()
  })

  it("never removes a lock another owner took over", () => {
    const dir = testTempDir("takeover")
    const path = join(dir.path, LOCK_FILE_NAME)
    const lock = acquireDataDirLock(dir.path)
    writeFileSync(path, JSON.stringify({ pid: process.pid, owner: "someone-else", host: "x" }))
    lock.release()
    expect(existsSync(path)).toBe(true)
  })
})

describe("two servers on one PGlite folder", () => {
  it("a second start fails with a clear message, in this process or another; the first keeps serving; after close the folder is free", async () => {
    const dir = testTempDir("servers")
    const options = { port: 0, dataDir: dir.path, production: false, clock: testClock(), log: () => {} }
    const refusal = `The data folder ${resolve(dir.path)} is in use by another server (pid ${process.pid}).`
    const first = await startServer(options)
    try {
      await expect(startServer(options)).rejects.toThrow(refusal)
      const child = spawnSync(join("node_modules", ".bin", "tsx"), [join("specs", "server", "fixtures", "start-on-folder.ts"), dir.path], {
        encoding: "utf8",
        timeout: 60_000,
      })
      expect(child.status).toBe(3)
      expect(child.stderr).toContain(refusal)
      expect((await apiClient(first.url).call("GET", "/api/v0/configs")).status).toBe(200)
    } finally {
      await first.close()
    }
    const again = await startServer(options)
    try {
      // Same folder, same data: the demo account of the first run logs in.
      const reply = await apiClient(again.url).call("POST", "/api/v0/sessions", { body: { email: "demo@sportsbook.test", password: "demo-password-1" } })
      expect(reply.status).toBe(200)
      expect(reply.body.user.account.balance).toBe(1000)
    } finally {
      await again.close()
    }
  }, 120_000) // starts and stops whole servers (PGlite migrations included): slow on a loaded two-core machine
})
