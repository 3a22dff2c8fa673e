/**
 * Each sport's own scoreboard (issue 20), from the simulator's world: tennis sets' games, points
 * and server; darts legs, points left and thrower; cricket innings with runs/wickets and overs and
 * no minutes clock; basketball and ice hockey counting down their periods; football halves with
 * added time ("45+2'"). The scoreboard draws nothing from the simulator's PRNG.
 */
import { describe, expect, it } from "vitest"
import { Generator, newGenState } from "../../server/sim/sports.js"
import { clockFields, scoreboardOf, stoppageFor } from "../../server/sim/scoreboard.js"
import { World, type MatchRow } from "../../server/sim/world.js"
import { clockText } from "../../ui/components/sports/LiveClock.js"

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0)
const worldOf = (seed: number) => {
  const world = new World()
  const gen = new Generator(world, newGenState(seed), () => 1)
  gen.seedGames()
  gen.topUp(NOW)
  return world
}
const live = (world: World, sport: string): MatchRow[] => [...world.matches.values()].filter((m) => m.model.sport === sport && m.kind === "event" && m.status === "live")
const at = (m: MatchRow, elapsed: number): MatchRow => ({ ...m, model: { ...m.model, elapsed } })

describe("sport scoreboards (issue 20)", () => {
  it("tennis: finished sets end 6-x or 7-5/7-6 for their winner, the set in play is under six-all, points are tennis points, someone serves", () => {
    let seen = 0
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const m of live(worldOf(seed), "tennis")) {
        const board = scoreboardOf(m, 2400)!
        seen++
        const finished = board.periods.slice(0, -1)
        expect(finished.length).toBe(m.model.unitWinners?.length ?? 0)
        finished.forEach((set, i) => {
          const [w, l] = m.model.unitWinners![i] === 0 ? [set.home, set.away] : [set.away, set.home]
          expect(w === 6 && l <= 4 || w === 7 && (l === 5 || l === 6), JSON.stringify(set)).toBe(true)
        })
        const current = board.periods.at(-1)!
        expect(current.home + current.away).toBeLessThan(13)
        expect(["0", "15", "30", "40", "A"]).toContain(board.points!.home)
        expect(["0", "15", "30", "40", "A"]).toContain(board.points!.away)
        expect(["home", "away"]).toContain(board.server)
        // Sets won agree with the headline score.
        expect(m.model.unitWinners!.filter((w) => w === 0).length).toBe(m.homeScore)
        expect(m.clock?.seconds).toBeNull()
      }
    }
    expect(seen).toBeGreaterThan(0)
  })

  it("darts: legs match the score, points left count down from 501 and someone throws", () => {
    for (const m of live(worldOf(3), "darts")) {
      const board = scoreboardOf(m, 150)!
      expect(board.periods[0]).toEqual({ home: m.homeScore, away: m.awayScore })
      for (const side of ["home", "away"] as const) expect(Number(board.points![side])).toBeLessThanOrEqual(501)
      expect(board.server).toBeDefined()
    }
  })

  it("cricket: innings with runs, wickets and overs, and no minutes on the clock", () => {
    const all = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((s) => live(worldOf(s), "cricket"))
    expect(all.length).toBeGreaterThan(0)
    for (const m of all) {
      const board = scoreboardOf(m, 600)!
      expect(board.innings![0]).toMatchObject({ side: "home", runs: m.homeScore })
      for (const inn of board.innings!) {
        expect(inn.overs).toMatch(/^(1?\d|20)\.[0-5]$/)
        expect(inn.wickets).toBeLessThanOrEqual(10)
      }
      expect(m.clock?.seconds).toBeNull()
    }
    const probe = at(all[0]!, 100 * 60)
    const board = scoreboardOf(probe, 600)!
    expect(board.innings!.map((i) => i.side)).toEqual(["home", "away"])
    expect(board.innings![0]!.overs).toBe("20.0")
    expect(board.innings![1]!.overs).toBe("5.0")
  })

  it("basketball and ice hockey count down their periods; the row and page read the time left", () => {
    const b = [...worldOf(2).matches.values()].find((m) => m.model.sport === "basketball" && m.kind === "event")!
    expect(clockFields(at(b, 30 * 60).model)).toEqual({ period_start: 24 * 60, period_length: 12 * 60, period_base: 0, counts_down: true })
    expect(clockText({ period: "Q3", seconds: 30 * 60, running: false, at: 0, period_start: 24 * 60, period_length: 720, counts_down: true }, 0)).toBe("6:00")
    const h = [...worldOf(2).matches.values()].find((m) => m.model.sport === "ice-hockey" && m.kind === "event")!
    expect(clockFields(at(h, 45 * 60).model)).toMatchObject({ period_start: 40 * 60, period_length: 20 * 60, counts_down: true })
    expect(scoreboardOf({ ...at(b, 30 * 60), status: "live", homeScore: 60, awayScore: 50, model: { ...b.model, elapsed: 30 * 60, marks: [[20, 18], [41, 35]] } }, 600)!.periods)
      .toEqual([{ home: 20, away: 18 }, { home: 21, away: 17 }, { home: 19, away: 15 }])
  })

  it("football: halves with added time from the seed, shown as 45+n' and 90+n'", () => {
    const [first, second] = stoppageFor(7, 10_001)
    expect(first).toBeGreaterThanOrEqual(60)
    expect(first).toBeLessThanOrEqual(240)
    expect(second).toBeGreaterThanOrEqual(120)
    expect(stoppageFor(7, 10_001)).toEqual([first, second])
    const f = [...worldOf(7).matches.values()].find((m) => m.model.sport === "football" && m.kind === "event")!
    expect(f.model.extra).toEqual(stoppageFor(7, f.id))
    const extra = f.model.extra!
    const inAdded = at({ ...f, status: "live", homeScore: 1, awayScore: 0 }, 45 * 60 + 30)
    expect(clockFields(inAdded.model)).toMatchObject({ period_start: 0, period_length: 2700, period_base: 0 })
    expect(scoreboardOf(inAdded, 600)!.stoppage).toBe(extra[0] / 60)
    expect(clockText({ period: "1st half", seconds: 45 * 60 + 30, running: false, at: 0, ...clockFields(inAdded.model) }, 0)).toBe("45+1'")
    const late = at(f, 45 * 60 + extra[0] + 45 * 60 + 90)
    expect(clockText({ period: "2nd half", seconds: late.model.elapsed, running: false, at: 0, ...clockFields(late.model) }, 0)).toBe("90+2'")
    const early = at(f, 45 * 60 + extra[0] + 10 * 60)
    expect(clockText({ period: "2nd half", seconds: early.model.elapsed, running: false, at: 0, ...clockFields(early.model) }, 0)).toBe("55'")
  })
})
