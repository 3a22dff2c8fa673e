/**
 * Race results with dead heats (server/sim/simulator.ts raceResult): runners named in `deadHeat`
 * share the position of the runner before them in the finishing order, and every runner of a tie
 * knows how many it tied with. Settlement's dead-heat rules are in settlement.test.ts.
 */
import { describe, expect, it } from "vitest"
import { DEAD_HEAT_CHANCE, photoFinish, raceResult } from "../../server/sim/simulator.js"

describe("race results with dead heats", () => {
  it.each([
    ["no dead heat: positions follow the order", [11, 12, 13, 14], [], { 11: 1, 12: 2, 13: 3, 14: 4 }, {}],
    ["a dead heat for 1st: both are 1st, the next is 3rd", [11, 12, 13, 14], [12], { 11: 1, 12: 1, 13: 3, 14: 4 }, { 11: 2, 12: 2 }],
    ["a dead heat for 3rd", [11, 12, 13, 14], [14], { 11: 1, 12: 2, 13: 3, 14: 3 }, { 13: 2, 14: 2 }],
    ["three dead-heat for 2nd", [11, 12, 13, 14, 15], [13, 14], { 11: 1, 12: 2, 13: 2, 14: 2, 15: 5 }, { 12: 3, 13: 3, 14: 3 }],
    ["the first runner cannot tie with nobody", [11, 12], [11], { 11: 1, 12: 2 }, {}],
  ] as const)("%s", (_name, order, deadHeat, positions, tied) => {
    const result = raceResult(order, deadHeat)
    expect(Object.fromEntries(result.positions)).toEqual(positions)
    expect(Object.fromEntries(result.tied)).toEqual(tied)
  })
})

describe("the simulator's photo finishes", () => {
  it("about DEAD_HEAT_CHANCE of races have one, for 1st, 2nd or 3rd, the same for the same seed and race", () => {
    const order = [1, 2, 3, 4, 5, 6]
    const races = Array.from({ length: 5000 }, (_, i) => 100_000 + i)
    const ties = races.map((id) => photoFinish(42, id, order))
    const share = ties.filter((t) => t.length > 0).length / races.length
    expect(share).toBeGreaterThan(DEAD_HEAT_CHANCE * 0.7)
    expect(share).toBeLessThan(DEAD_HEAT_CHANCE * 1.3)
    expect(new Set(ties.flat())).toEqual(new Set([2, 3, 4]))
    expect(races.map((id) => photoFinish(42, id, order))).toEqual(ties)
    expect(photoFinish(42, races[0]!, [1, 2])).toEqual([])
  })
})
