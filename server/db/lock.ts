/**
 * One process owns a PGlite folder. PGlite has no cross-process locking: two servers on one folder
 * would corrupt it silently. So the server writes `<dataDir>/server.lock` with its pid before
 * opening the database, refuses to start when a live process holds it, and takes over a lock left
 * by a process that has died (a crash or kill -9 never ran its cleanup).
 */
import { randomUUID } from "node:crypto"
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from "node:fs"
import { hostname } from "node:os"
import { join, resolve } from "node:path"

export const LOCK_FILE_NAME = "server.lock"

export class DataDirLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${folder} is in use by another server (pid ${pid}). ` +
        `Stop that process, or start this one with another data folder (DATA_DIR) or a PostgreSQL DATABASE_URL.`,
    )
    this.name = "DataDirLockedError"
  }
}

interface LockContent {
  readonly pid: number
  readonly owner: string
  readonly host: string
}

export interface DataDirLock {
  readonly path: string
  release(): void
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else. Still alive.
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

const readLock = (path: string): LockContent | null => {
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<LockContent>
    return typeof parsed.pid === "number" && typeof parsed.owner === "string"
      ? { pid: parsed.pid, owner: parsed.owner, host: String(parsed.host ?? "") }
      : null
  } catch {
    return null
  }
}

export const acquireDataDirLock = (dataDir: string): DataDirLock => {
  const folder = resolve(dataDir)
  mkdirSync(folder, { recursive: true })
  const path = join(folder, LOCK_FILE_NAME)
  const content: LockContent = { pid: process.pid, owner: randomUUID(), host: hostname() }

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // "wx": create exclusively; the filesystem arbitrates between two processes starting at once.
      const fd = openSync(path, "wx")
      try {
        writeSync(fd, JSON.stringify(content))
      } finally {
        closeSync(fd)
      }
      return {
        path,
        release: () => {
          // Only remove our own lock: never one a later owner took over.
          if (readLock(path)?.owner === content.owner) rmSync(path, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      const holder = readLock(path)
      // A lock from another machine (a shared network folder) cannot be checked for liveness.
      if (holder && (holder.host !== content.host || isAlive(holder.pid))) throw new DataDirLockedError(folder, holder.pid)
      // Stale (its process is gone) or unreadable (a crash mid-write): take it over.
      rmSync(path, { force: true })
    }
  }
  throw new Error(`Could not take the lock ${path}: another process keeps recreating it.`)
}
