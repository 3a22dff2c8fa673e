/**
 * The simulator on its own: prices on the ladder in both formats, reproducibility from the seed,
 * in-play life (clocks, scores, halts, results) under a stepped clock, and resuming from the
 * database after a restart. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, describe, expect, it } from "vitest"
import { openPglite, openPostgres, type Database } from "../../server/db/connect.js"
import { runMigrations } from "../../server/db/migrate.js"
import { createMemoryBus } from "../../server/realtime/bus.js"
import { Hub } from "../../server/realtime/hub.js"
import { decimalOf, impliedSum, LADDER, ladderStep, priceBook, toPrice } from "../../server/sim/prices.js"
import { hashSeed, mulberry32 } from "../../server/sim/prng.js"
import { Simulator, simulatorOptionsFromEnv } from "../../server/sim/simulator.js"
import { SPORTS } from "../../server/sim/sports.js"
import { matchDetail } from "../../server/sim/views.js"
import { databaseTargets, TEST_NOW, testClock, type TestDatabase } from "./support.js"

describe("prices", () => {
  it("the ladder runs from 1/50 to 250/1 in increasing order, with evens as EVS", () => {
    const decimals = LADDER.map(decimalOf)
    for (let i = 1; i < decimals.length; i++) expect(decimals[i]).toBeGreaterThan(decimals[i - 1]!)
    expect(toPrice({ num: 1, den: 1 })).toEqual({ decimal: 2, decimal_display: "2.00", fractional: "1/1", fractional_display: "EVS" })
    expect(toPrice({ num: 1, den: 8 })).toEqual({ decimal: 1.125, decimal_display: "1.13", fractional: "1/8", fractional_display: "1/8" })
    expect(toPrice({ num: 4, den: 6 }).decimal_display).toBe("1.67")
    expect(toPrice({ num: 100, den: 1 }).decimal_display).toBe("101.00")
    expect(ladderStep({ num: 1, den: 1 }, 1)).toEqual({ num: 21, den: 20 })
    expect(ladderStep({ num: 250, den: 1 }, 3)).toEqual({ num: 250, den: 1 })
  })

  it("a book of ladder prices sums close to its margin for any probabilities", () => {
    const rng = mulberry32(99)
    for (let run = 0; run < 500; run++) {
      const n = 2 + Math.floor(rng.next() * 14)
      const raw = Array.from({ length: n }, () => rng.next() ** 3 + 0.001)
      const total = raw.reduce((a, b) => a + b, 0)
      const margin = 1.03 + rng.next() * 0.2
      const sum = impliedSum(priceBook(raw.map((x) => x / total), margin))
      expect(sum).toBeGreaterThan(1)
      expect(sum).toBeLessThan(1.5)
    }
  })

  it("the PRNG is reproducible and SIM_SEED/SIM_SPEED are read from the environment", () => {
    const a = mulberry32(hashSeed(1, "x"))
    const b = mulberry32(hashSeed(1, "x"))
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()))
    expect(simulatorOptionsFromEnv({ SIM_SEED: "42", SIM_SPEED: "0" })).toEqual({ seed: 42, speed: 0 })
    expect(simulatorOptionsFromEnv({}).speed).toBe(1)
  })
})

const quietHub = async () => {
  const hub = new Hub(createMemoryBus(() => {}), () => {})
  await hub.start()
  return hub
}

const open = async (db: TestDatabase): Promise<Database> => {
  const database = db.options.databaseUrl ? openPostgres(db.options.databaseUrl) : await openPglite(null)
  await runMigrations(database)
  return database
}

const snapshot = (sim: Simulator) => [...sim.world.matches.values()].sort((a, b) => a.id - b.id).map((m) => matchDetail(sim.world, m))

describe.each(databaseTargets())("simulator on $name", (target) => {
  const cleanups: Array<() => Promise<void>> = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  const fresh = async (seed: number, clock = testClock()) => {
    const db = await target.create()
    const database = await open(db)
    const sim = await Simulator.open({ db: database.db, clock, hub: await quietHub(), log: () => {} }, { seed, speed: 1, tickMs: 0, flushMs: 0 })
    cleanups.push(async () => {
      await sim.stop()
      await database.close()
      await db.drop()
    })
    return { sim, clock, database, db }
  }

  it("the same seed and start clock give the same catalogue; another seed does not", async () => {
    const [a, b, c] = await Promise.all([fresh(11), fresh(11), fresh(12)])
    expect(snapshot(a.sim)).toEqual(snapshot(b.sim))
    expect(snapshot(a.sim)).not.toEqual(snapshot(c.sim))
    // And they stay together when stepped the same way.
    for (let i = 0; i < 5; i++) {
      a.clock.advance(60_000)
      b.clock.advance(60_000)
      a.sim.tick()
      b.sim.tick()
    }
    expect(snapshot(a.sim)).toEqual(snapshot(b.sim))
  }, 120_000)

  it("keeps ten sports populated with fixtures over the next 7 days and several matches in play", async () => {
    const { sim } = await fresh(5)
    const matches = [...sim.world.matches.values()]
    for (const sport of SPORTS) expect(matches.filter((m) => m.gameId === sport.id).length, sport.key).toBeGreaterThan(0)
    expect(Math.max(...matches.filter((m) => m.kind === "event").map((m) => m.startTime))).toBeGreaterThan(TEST_NOW + 6 * 24 * 3_600_000)
    expect(matches.filter((m) => m.status === "live" && m.kind === "event").length).toBeGreaterThanOrEqual(4)
  }, 60_000)

  it("in play: clocks and scores move, markets halt and reopen, matches end with every market closed", async () => {
    const { sim, clock } = await fresh(21)
    const football = [...sim.world.matches.values()].filter((m) => m.gameId === 1 && m.kind === "event")
    const live = football.find((m) => m.status === "live")!
    const startSeq = sim.world.marketsOf(live.id).map((m) => m.seq)
    let halted = false
    let goals = 0
    const scored = () => (live.homeScore ?? 0) + (live.awayScore ?? 0)
    const atStart = scored()
    for (let minute = 0; minute < 120 && live.status === "live"; minute++) {
      clock.advance(60_000)
      sim.tick()
      if (sim.world.marketsOf(live.id).some((m) => m.status === "halted")) halted = true
      // Halts last 40 s of play: seen right after the tick in which a goal went in.
      if (scored() > atStart + goals && live.status === "live") {
        goals = scored() - atStart
        expect(sim.world.marketsOf(live.id).some((m) => m.status === "halted")).toBe(true)
      }
    }
    expect(live.status).toBe("ended")
    expect(sim.world.marketsOf(live.id).every((m) => m.status === "closed")).toBe(true)
    const markets = sim.world.marketsOf(live.id)
    expect(markets.map((m) => m.seq).some((s, i) => s > startSeq[i]!)).toBe(true)
    for (const market of markets) {
      const statuses = sim.world.contractsOf(market.id).map((c) => c.status)
      expect(statuses.every((s) => s === "winner" || s === "loser"), market.name).toBe(true)
      expect(statuses.filter((s) => s === "winner").length, market.name).toBe(1)
    }
    const result = markets.find((m) => m.kind === "match_result")!
    const winner = sim.world.contractsOf(result.id).find((c) => c.status === "winner")!.displayOrder
    const [h, a] = [live.homeScore!, live.awayScore!]
    expect(winner).toBe(h > a ? 0 : h === a ? 1 : 2)
    if (goals > 0) expect(halted).toBe(true)
    // Fixtures that were upcoming kick off as the clock passes their start.
    for (let minute = 0; minute < 60; minute++) {
      clock.advance(60_000)
      sim.tick()
    }
    expect(football.some((m) => m.startTime > TEST_NOW && m.status !== "upcoming")).toBe(true)
  }, 120_000)

  it("over days: fixtures are topped up to 7 days ahead, finished ones leave memory, golf stays weekly", async () => {
    const { sim, clock } = await fresh(44)
    const size = sim.world.matches.size
    for (let hour = 0; hour < 72; hour++) {
      clock.advance(3_600_000)
      sim.tick()
    }
    const matches = [...sim.world.matches.values()]
    expect(Math.max(...matches.filter((m) => m.kind === "event").map((m) => m.startTime))).toBeGreaterThan(clock() + 6 * 24 * 3_600_000)
    expect(matches.filter((m) => m.status === "ended" && m.endedAt! < clock() - 30 * 60_000)).toEqual([])
    expect(matches.filter((m) => m.gameId === 6 && m.status !== "ended").length).toBeLessThanOrEqual(2)
    expect(sim.world.matches.size).toBeLessThan(size * 1.3)
    await sim.flush()
  }, 120_000)

  it("resumes from the database after a restart", async () => {
    const { sim, clock, database } = await fresh(33)
    clock.advance(5 * 60_000)
    sim.tick()
    // A race resulted with a dead heat for 2nd: its runners keep their results (SP, place, tie) across the restart.
    const race = [...sim.world.matches.values()].find((m) => m.model.engine === "race" && m.status === "upcoming")!
    const runners = sim.world.contractsOf(sim.world.marketsOf(race.id)[0]!.id).map((c) => c.id)
    sim.settle(race, { order: runners, deadHeat: [runners[2]!] })
    const results = runners.map((id) => sim.world.contracts.get(id)!.result)
    expect(results[1]).toMatchObject({ position: 2, deadHeat: 2 })
    expect(results[2]).toMatchObject({ position: 2, deadHeat: 2 })
    // The starting price is the runner's price when the race went off (it had one).
    expect(results[0]?.startPrice).toEqual(sim.world.contracts.get(runners[0]!)!.price)
    expect(results[0]?.startPrice).not.toBeNull()
    // An outright's finishing order places its runners too (a golf each-way bet's place part reads them); no SP.
    const outright = [...sim.world.matches.values()].find((m) => m.model.engine === "outright" && m.status !== "ended")!
    const field = sim.world.contractsOf(sim.world.marketsOf(outright.id)[0]!.id).filter((c) => c.status === "open").map((c) => c.id)
    sim.settle(outright, { order: field })
    expect(sim.world.contracts.get(field[1]!)!.result).toEqual({ startPrice: null, position: 2, deadHeat: null })
    await sim.flush()
    const before = snapshot(sim)
    await sim.stop()
    const again = await Simulator.open({ db: database.db, clock, hub: await quietHub(), log: () => {} }, { seed: 999, speed: 1, tickMs: 0, flushMs: 0 })
    cleanups.push(() => again.stop())
    expect(again.seed).toBe(33)
    expect(snapshot(again)).toEqual(before)
    expect(runners.map((id) => again.world.contracts.get(id)!.result)).toEqual(results)
  }, 120_000)
})
