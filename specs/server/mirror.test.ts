/**
 * A cluster follower's mirror of the leader's world (server/cluster/mirror.ts, issue 19 item 4):
 * the leader's simulator publishes each flush's delta on the bus; a mirror that applies them equals
 * the leader's world tick after tick (matches kicking off, scoring, ending and being forgotten, new
 * fixtures, operator controls), and equals a fresh load from the database; a delta missed, or a new
 * leader, makes it reload; deltas heard while it reloads are applied on top. On PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set (the in-process bus: Redis is cluster.test.ts's).
 */
import { afterAll, describe, expect, it } from "vitest"
import { MirrorFollower, publishWorld, WORLD_TOPIC } from "../../server/cluster/mirror.js"
import { openPglite, openPostgres, type Database } from "../../server/db/connect.js"
import { runMigrations } from "../../server/db/migrate.js"
import { createMemoryBus, type Bus } from "../../server/realtime/bus.js"
import { Hub } from "../../server/realtime/hub.js"
import { Simulator, type SimulatorOptions } from "../../server/sim/simulator.js"
import { competitionView, gameView, matchDetail } from "../../server/sim/views.js"
import { databaseTargets, testClock, type TestClock } from "./support.js"

/** Each test seeds a world (17,000 selections) and plays hours of it: 30-55 s on a loaded two-core machine. */
const SLOW = 180_000
const OPTIONS: SimulatorOptions = { seed: 11, speed: 1, tickMs: 0, flushMs: 0 }

/** The catalogue as the routes show it, and what a placement or a settlement reads besides. */
const catalogue = (sim: Simulator) => {
  const w = sim.world
  const matches = [...w.matches.values()].filter((m) => m.kind !== "virtual").sort((a, b) => a.id - b.id)
  return {
    games: [...w.games.values()].sort((a, b) => a.id - b.id).map((g) => gameView(w, g)),
    competitions: [...w.competitions.values()].sort((a, b) => a.id - b.id).map((c) => competitionView(w, c)),
    matches: matches.map((m) => matchDetail(w, m)),
    results: matches.flatMap((m) => w.marketsOf(m.id).flatMap((k) => w.contractsOf(k.id).map((c) => [c.id, c.result ?? null, c.strength]))),
    counts: { matches: w.matches.size, markets: w.markets.size, contracts: w.contracts.size },
    paused: sim.paused,
    halts: [...sim.manualHalts].sort(),
    ids: sim.seed,
  }
}

/** The memory bus dispatches on a microtask; a macrotask later every handler has run. */
const settle = () => new Promise((r) => setImmediate(r))

/** A bus that can lose the world's deltas (as Redis pub/sub may, to a slow or reconnecting subscriber). */
const lossyBus = (inner: Bus) => {
  let drop = 0
  const bus: Bus = {
    kind: inner.kind,
    publish: async (topic, message) => {
      if (topic === WORLD_TOPIC && drop > 0) {
        drop -= 1
        return
      }
      await inner.publish(topic, message)
    },
    subscribe: (topic, handler) => inner.subscribe(topic, handler),
    close: () => inner.close(),
  }
  return { bus, dropNext: (n = 1) => void (drop += n) }
}

describe.each(databaseTargets())("a follower's mirror on $name", (target) => {
  const cleanups: Array<() => Promise<void>> = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  const setUp = async () => {
    const testDb = await target.create()
    const database: Database = testDb.url ? openPostgres(testDb.url) : await openPglite(null)
    await runMigrations(database)
    const clock: TestClock = testClock()
    const hub = new Hub(createMemoryBus(() => {}), () => {})
    await hub.start()
    const memory = createMemoryBus(() => {})
    const { bus, dropNext } = lossyBus(memory)
    const deps = { db: database.db, clock, hub, log: () => {} }
    const leader = await Simulator.open(deps, OPTIONS)
    const unpublish = publishWorld(leader, bus, () => {})
    const loads: Array<() => Promise<void>> = []
    const follower = new MirrorFollower({
      bus,
      load: async () => {
        const loading = Simulator.mirror(deps, OPTIONS)
        // What a test wants to happen while the database is read (a flush committing meanwhile).
        for (const during of loads.splice(0)) await during()
        return loading
      },
      install: () => {},
      safetyReloadMs: 0,
    })
    cleanups.push(async () => {
      await follower.stop()
      unpublish()
      await leader.stop()
      await hub.stop()
      await bus.close()
      await database.close()
      await testDb.drop()
    })
    await follower.start()
    /** Time passes on the leader (`minutes` of it, in ticks of `step`), each tick flushed and heard. */
    const play = async (minutes: number, step = 5) => {
      for (let t = 0; t < minutes; t += step) {
        clock.advance(step * 60_000)
        leader.tick()
        await leader.flush()
        await settle()
      }
    }
    const mirror = () => {
      if (!follower.mirror) throw new Error("no mirror")
      return follower.mirror
    }
    return { deps, clock, leader, follower, mirror, play, dropNext, duringLoad: (f: () => Promise<void>) => loads.push(f) }
  }

  it("applying the leader's deltas keeps it equal to the leader's world, and to the database", async () => {
    const { deps, leader, follower, mirror, play } = await setUp()
    expect(catalogue(mirror())).toEqual(catalogue(leader))

    // Four hours in five-minute ticks: kick-offs, goals and halts, results, matches forgotten 30
    // minutes after they end, new fixtures generated; operator controls in between.
    const seen = { live: 0, ended: 0, dropped: 0 }
    const before = new Set(leader.world.matches.keys())
    for (let hour = 0; hour < 4; hour++) {
      await play(60)
      const upcoming = [...leader.world.matches.values()].filter((m) => m.status === "upcoming" && m.kind === "event")
      const open = [...leader.world.markets.values()].filter((m) => m.status === "open")
      leader.startNow(upcoming[0]!)
      leader.setMarketHalted(open[1]!, true)
      const contract = leader.world.contractsOf(open[2]!.id)[0]!
      leader.setPrice(contract, { num: 7, den: 2 }, { num: 4, den: 1 })
      const live = [...leader.world.matches.values()].find((m) => m.status === "live" && m.kind === "event" && m.homeScore !== null)
      if (live) leader.settle(live, { score: { home: 2, away: 1 } })
      leader.setPaused(hour % 2 === 0)
      await leader.flush()
      await settle()
      expect(catalogue(mirror())).toEqual(catalogue(leader))
      seen.live = Math.max(seen.live, [...leader.world.matches.values()].filter((m) => m.status === "live").length)
      seen.ended += [...leader.world.matches.values()].filter((m) => m.status === "ended").length
    }
    seen.dropped = [...before].filter((id) => !leader.world.matches.has(id)).length
    // The hours did what they should have exercised.
    expect(seen.live).toBeGreaterThan(0)
    expect(seen.ended).toBeGreaterThan(0)
    expect(seen.dropped).toBeGreaterThan(0)
    expect([...leader.world.matches.keys()].some((id) => !before.has(id))).toBe(true)

    // One load (at start), every delta applied in turn, none missed.
    expect(follower.stats).toMatchObject({ reloads: 1, gaps: 0 })
    expect(follower.stats.applied).toBeGreaterThanOrEqual(48 + 4)
    // The database holds the same world (what a reload, a takeover or a restart reads), once the
    // leader has forgotten what ended 30 minutes ago (at its next tick; the load leaves them out).
    leader.tick(0)
    await leader.flush()
    await settle()
    expect(catalogue(mirror())).toEqual(catalogue(leader))
    const reread = await Simulator.mirror(deps, OPTIONS)
    expect(catalogue(reread)).toEqual(catalogue(leader))
    expect(reread.mirroredAt).toEqual(mirror().mirroredAt)
  }, SLOW)

  it("a delta missed makes it reload, and it is equal again", async () => {
    const { leader, follower, mirror, play, dropNext } = await setUp()
    await play(30)
    expect(follower.stats).toMatchObject({ reloads: 1, gaps: 0 })
    dropNext()
    await play(10)
    // The delta after the lost one is not the next: a reload, which the database had already caught up with.
    await eventually(() => follower.stats.reloads === 2)
    expect(follower.stats.gaps).toBe(1)
    await play(30)
    expect(catalogue(mirror())).toEqual(catalogue(leader))
    expect(follower.stats).toMatchObject({ reloads: 2, gaps: 1 })
  }, SLOW)

  it("deltas committed while it reads the database are applied on top of what it read", async () => {
    const { leader, follower, mirror, play, duringLoad, clock } = await setUp()
    await play(20)
    duringLoad(async () => {
      for (let i = 0; i < 6; i++) {
        clock.advance(5 * 60_000)
        leader.tick()
        await leader.flush()
        await settle()
      }
    })
    await follower.reload()
    expect(follower.stats.reloads).toBe(2)
    expect(follower.stats.gaps).toBe(0)
    expect(catalogue(mirror())).toEqual(catalogue(leader))
    await play(20)
    expect(catalogue(mirror())).toEqual(catalogue(leader))
    expect(follower.stats).toMatchObject({ reloads: 2, gaps: 0 })
  }, SLOW)

  it("a new leader (another epoch) makes it reload", async () => {
    const { deps, leader, follower, mirror, play } = await setUp()
    await play(20)
    await leader.stop()
    // The new leader opens the world from the database, as a follower that takes over does.
    const next = await Simulator.open(deps, OPTIONS)
    const memoryBus = (follower as unknown as { options: { bus: Bus } }).options.bus
    const unpublish = publishWorld(next, memoryBus, () => {})
    try {
      for (let i = 0; i < 4; i++) {
        deps.clock.advance(5 * 60_000)
        next.tick()
        await next.flush()
        await settle()
      }
      await eventually(() => follower.stats.reloads === 2)
      await next.flush()
      await settle()
      expect(catalogue(mirror())).toEqual(catalogue(next))
      expect(follower.stats.gaps).toBe(1)
    } finally {
      unpublish()
      await next.stop()
    }
  }, SLOW)
})

const eventually = async (condition: () => boolean, withinMs = 10_000): Promise<void> => {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`)
    await new Promise((r) => setTimeout(r, 20))
  }
}
