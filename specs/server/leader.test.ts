/**
 * Leadership (server/cluster/leader.ts, issue 19 item 4) on PostgreSQL (TEST_DATABASE_URL): of two
 * processes on one database exactly one leads; when the leader closes, or its connection is cut
 * (as when its process dies), the other takes over within a few seconds. PGlite's single process
 * always leads.
 */
import { describe, expect, it } from "vitest"
import postgres from "postgres"
import { LEADER_LOCK, postgresLeadership, singleLeadership, type Leadership } from "../../server/cluster/leader.js"
import { databaseTargets } from "./support.js"
import { emptyDatabase } from "./suite-database.js"

const RETRY_MS = 200

/** Polls (the leadership runs on real timers: a lost connection is only noticed on the next turn). */
const eventually = async (condition: () => boolean, withinMs: number): Promise<number> => {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
  return Date.now() - started
}

const watched = (leadership: Leadership) => {
  const events: string[] = []
  leadership.onElected(() => void events.push("elected"))
  leadership.onDeposed(() => void events.push("deposed"))
  return events
}

describe("single-process leadership (PGlite)", () => {
  it("is the leader from start to close", async () => {
    const leadership = singleLeadership()
    const events = watched(leadership)
    expect(leadership.isLeader()).toBe(false)
    await leadership.start()
    expect(leadership.isLeader()).toBe(true)
    await leadership.close()
    expect(leadership.isLeader()).toBe(false)
    expect(events).toEqual(["elected", "deposed"])
  })
})

const target = databaseTargets().find((t) => t.name === "postgres")

describe.skipIf(!target)("leadership on PostgreSQL: an advisory lock on a connection of its own", () => {
  const open: Leadership[] = []
  const database = emptyDatabase(target, async () => {
    for (const l of open) await l.close()
  })
  const leadership = (name: string) => {
    const l = postgresLeadership({ url: database.url!, retryMs: RETRY_MS, name })
    open.push(l)
    return l
  }

  it("one of two wins; closing it hands leadership to the other within a few seconds", async () => {
    const a = leadership("a")
    const b = leadership("b")
    const aEvents = watched(a)
    const bEvents = watched(b)
    await a.start()
    await b.start()
    expect(a.isLeader()).toBe(true)
    expect(b.isLeader()).toBe(false)
    // Followers keep trying without winning while the leader holds the lock.
    await new Promise((r) => setTimeout(r, RETRY_MS * 3))
    expect(b.isLeader()).toBe(false)

    await a.close()
    expect(aEvents).toEqual(["elected", "deposed"])
    await eventually(() => b.isLeader(), 3_000)
    expect(bEvents).toEqual(["elected"])
  })

  it("a leader whose connection dies (its process killed) is replaced, and steps down itself", async () => {
    const c = leadership("c")
    const d = leadership("d")
    await c.start()
    await d.start()
    // The previous test's survivor may still lead: close every other one so c and d are alone.
    for (const l of open.slice(0, -2)) await l.close()
    await eventually(() => c.isLeader() || d.isLeader(), 3_000)
    const [leader, follower] = c.isLeader() ? [c, d] : [d, c]
    const leaderEvents = watched(leader)

    // What PostgreSQL sees when a process dies: its sessions end. Cut the leader's.
    const admin = postgres(database.url!, { max: 1, onnotice: () => {} })
    try {
      // pg_locks is the whole cluster's: another suite's leaders (their own databases) hold the same key.
      const holders = await admin<{ pid: number }[]>`select pid from pg_locks where locktype = 'advisory' and objid = ${LEADER_LOCK} and granted and database = (select oid from pg_database where datname = current_database())`
      expect(holders).toHaveLength(1)
      await admin`select pg_terminate_backend(${holders[0]!.pid})`
    } finally {
      await admin.end()
    }
    await eventually(() => follower.isLeader(), 3_000)
    await eventually(() => !leader.isLeader(), 3_000)
    expect(leaderEvents).toContain("deposed")
    // Never two leaders once the dust settles: the old one does not win the lock back.
    await new Promise((r) => setTimeout(r, RETRY_MS * 3))
    expect([c.isLeader(), d.isLeader()].filter(Boolean)).toHaveLength(1)
  })
})
