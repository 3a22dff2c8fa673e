/**
 * Virtual sports, the pure model (server/domain/virtuals/model.ts): results drawn by the secure
 * generator follow the true probabilities the prices are made from; every market's book carries
 * exactly its stated margin (plus the rounding down to hundredths, under 0.01); the schedule keeps
 * 2–5 minutes between offs and never overlaps; the animation ends in the drawn order.
 *
 * Tolerance (stated): over N draws, a selection of true probability p is seen k times with
 * |k − Np| ≤ 5·√(Np(1 − p)) (a five-sigma binomial bound: a correct generator fails it about once
 * in 1.7 million selections checked).
 */
import { describe, expect, it } from "vitest"
import {
  bookSum, drawCard, drawRaceOrder, drawResult, forecastProbabilities, KINDS, marketsOf, MIN_REST_MS, nextOff, outcomesOf, planRace, raceDistance, raceFrames,
  scoreWins, SCORE_SELECTIONS, VIRTUAL_KINDS, winProbabilities, type VirtualCard,
} from "../../server/domain/virtuals/model.js"
import { masterKeyFromSeed, secureStream } from "../../server/domain/virtuals/secure-rng.js"

const master = masterKeyFromSeed(20261125)
const N = 100_000
const withinBinomial = (k: number, n: number, p: number) => Math.abs(k - n * p) <= 5 * Math.sqrt(n * p * (1 - p)) + 1e-9

const card = (kind: (typeof VIRTUAL_KINDS)[number], seq: number): VirtualCard => drawCard(secureStream(master, `card:${seq}`), kind, seq, Date.UTC(2026, 10, 25, 12) + seq * 180_000)

describe("virtual races follow their true probabilities", () => {
  it.each([["horses", 1], ["horses", 2], ["greyhounds", 3]] as const)(`over ${N.toLocaleString("en-GB")} seeded %s races (card %i) every runner wins, and the likeliest forecasts come in, at their true probability`, (kind, seq) => {
    const c = card(kind, seq)
    const strengths = c.runners.map((r) => r.strength)
    const p = winProbabilities(strengths)
    const wins = new Array<number>(strengths.length).fill(0)
    const pairs = new Map<string, number>()
    for (let i = 0; i < N; i++) {
      const result = drawResult(secureStream(master, `result:${seq}:${i}`), c)
      const [first, second] = result.race!.order
      wins[first!]! += 1
      pairs.set(`${first}-${second}`, (pairs.get(`${first}-${second}`) ?? 0) + 1)
    }
    p.forEach((pi, i) => expect(withinBinomial(wins[i]!, N, pi), `runner ${i + 1}: ${wins[i]} wins, expected ${Math.round(N * pi)}`).toBe(true))
    const forecasts = forecastProbabilities(strengths).sort((a, b) => b.p - a.p).slice(0, 10)
    for (const f of forecasts) expect(withinBinomial(pairs.get(`${f.first}-${f.second}`) ?? 0, N, f.p), `forecast ${f.first}-${f.second}`).toBe(true)
  }, 60_000)

  it(`over ${N.toLocaleString("en-GB")} seeded football matches every match result and correct score comes in at its true probability`, () => {
    const c = card("football", 4)
    const [result, score] = marketsOf(c)
    const counts = new Array<number>(result!.selections.length + score!.selections.length).fill(0)
    for (let i = 0; i < N; i++) {
      const { home, away } = drawResult(secureStream(master, `result:4:${i}`), c).football!
      counts[home > away ? 0 : home === away ? 1 : 2]! += 1
      SCORE_SELECTIONS.forEach((s, j) => {
        if (scoreWins(s, home, away)) counts[3 + j]! += 1
      })
    }
    ;[...result!.selections, ...score!.selections].forEach((s, i) => expect(withinBinomial(counts[i]!, N, s.probability), `${s.name}: ${counts[i]} for p ${s.probability}`).toBe(true))
  }, 60_000)

  it("a Plackett–Luce order uses every runner once", () => {
    const order = drawRaceOrder(secureStream(master, "order"), [1, 2, 3, 4, 5])
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4])
  })

  it("the same key and event give the same card and result; another key gives another", () => {
    const again = drawCard(secureStream(masterKeyFromSeed(20261125), "card:1"), "horses", 1, card("horses", 1).offAt)
    expect(again).toEqual(card("horses", 1))
    const other = drawCard(secureStream(masterKeyFromSeed(1), "card:1"), "horses", 1, again.offAt)
    expect(other).not.toEqual(again)
  })
})

describe("virtual markets carry their stated margin", () => {
  it("over 3,000 cards of each kind, every market's probabilities sum to 1 and its book to the stated margin plus under 0.01 of rounding (prices rounded down)", () => {
    for (const kind of VIRTUAL_KINDS) {
      for (let seq = 0; seq < 3000; seq++) {
        for (const m of marketsOf(card(kind, seq))) {
          expect(m.margin).toBe(KINDS[kind].margins[m.kind])
          expect(m.selections.reduce((s, x) => s + x.probability, 0)).toBeCloseTo(1, 9)
          const book = bookSum(m.selections.map((s) => s.price))
          expect(book, `${kind} ${seq} ${m.name}`).toBeGreaterThanOrEqual(m.margin - 1e-9)
          expect(book, `${kind} ${seq} ${m.name}`).toBeLessThan(m.margin + 0.01)
        }
      }
    }
  }, 60_000)

  it("races have 8–12 runners (horses) or 6 traps (greyhounds) with each-way terms; football has match result and correct score", () => {
    for (let seq = 0; seq < 200; seq++) {
      const horses = card("horses", seq)
      expect(horses.runners.length).toBeGreaterThanOrEqual(8)
      expect(horses.runners.length).toBeLessThanOrEqual(12)
      expect(marketsOf(horses)[0]!.eachWay).toMatchObject({ placement: 3 })
      expect(marketsOf(horses)[1]!.selections.length).toBe(horses.runners.length * (horses.runners.length - 1))
    }
    const dogs = card("greyhounds", 1)
    expect(dogs.runners.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6])
    expect(marketsOf(dogs)[0]!.eachWay).toEqual({ description: "1/4 odds, 2 places", deduction: "1/4", placement: 2 })
    expect(marketsOf(card("football", 1)).map((m) => m.kind)).toEqual(["result", "score"])
  })
})

describe("the virtual schedule", () => {
  it.each(VIRTUAL_KINDS)("%s: 2,000 events in a row start 2–5 minutes apart and never overlap", (kind) => {
    let off = Date.UTC(2026, 10, 25, 12)
    for (let seq = 0; seq < 2000; seq++) {
      const c = drawCard(secureStream(master, `card:${seq}`), kind, seq, off)
      const next = nextOff(secureStream(master, `gap:${kind}:${seq}`), kind, off)
      expect(next - off).toBeGreaterThanOrEqual(2 * 60_000)
      expect(next - off).toBeLessThanOrEqual(5 * 60_000)
      expect(next).toBeGreaterThanOrEqual(c.endAt + MIN_REST_MS)
      off = next
    }
  })
})

describe("the race animation", () => {
  it("runners cover the course monotonically and reach the line in the drawn finishing order, all before the result", () => {
    for (let seq = 0; seq < 60; seq++) {
      const c = card(seq % 2 ? "horses" : "greyhounds", seq)
      const result = drawResult(secureStream(master, `result:${seq}`), c).race!
      const plan = planRace(secureStream(master, `anim:${seq}`), c, result)
      const duration = c.endAt - c.offAt
      const home = result.order.map((i) => plan.times[i]!)
      expect([...home].sort((a, b) => a - b)).toEqual(home)
      expect(Math.max(...home)).toBeLessThan(duration)
      for (const i of result.order) {
        let last = 0
        for (let t = 0; t <= duration; t += 250) {
          const d = raceDistance(plan, i, t)
          expect(d).toBeGreaterThanOrEqual(last - 1e-12)
          last = d
        }
        expect(last).toBe(1)
      }
      const frames = raceFrames(plan, 0, duration)
      expect(frames[0]!.t).toBe(0)
      expect(frames.every((f) => f.positions.length === c.runners.length)).toBe(true)
    }
  })

  it("the result marks winners, places and forecasts; a dead heat for 1st makes both runners winners and both forecasts between them pay a half", () => {
    const c = card("horses", 7)
    const markets = marketsOf(c)
    const outcomes = outcomesOf(c, markets, { race: { order: [2, 0, 1, ...c.runners.slice(3).map((_, i) => i + 3)], deadHeat: [0] }, football: null })
    const byId = new Map(outcomes.map((o) => [o.contractId, o]))
    const win = markets[0]!.selections
    expect(byId.get(win[2]!.id)).toMatchObject({ status: "winner", position: 1, deadHeat: 2 })
    expect(byId.get(win[0]!.id)).toMatchObject({ status: "winner", position: 1, deadHeat: 2 })
    expect(byId.get(win[1]!.id)).toMatchObject({ status: "loser", position: 3, deadHeat: null })
    const forecastWinners = markets[1]!.selections.filter((s) => byId.get(s.id)!.status === "winner")
    expect(forecastWinners.map((s) => s.runners)).toEqual([[0, 2], [2, 0]])
    expect(forecastWinners.every((s) => byId.get(s.id)!.deadHeat === 2)).toBe(true)
  })
})
