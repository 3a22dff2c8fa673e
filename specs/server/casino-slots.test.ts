/** The video slots' maths: every paytable line, exact RTP by enumeration of every reel stop, a chi-square of symbol frequencies, the fair generator. */
import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { equals, percent, show } from "../../server/domain/casino/games/fraction.js"
import { fairRandom, seedHash } from "../../server/domain/casino/games/random.js"
import { compileSlot, fastRound, gridUnits, jackpotShown, playSlotRound, scatterCount, type CompiledSlot, type SlotDefinition } from "../../server/domain/casino/games/slot-engine.js"
import { enumerateSlot } from "../../server/domain/casino/games/slot-rtp.js"
import { SLOT_GAMES } from "../../server/domain/casino/games/slots.js"
import { contribute, winPot } from "../../server/domain/casino/games/jackpot.js"

/** Fills the compiled grid from symbol ids by reel (top to bottom). */
const show3 = (c: CompiledSlot, grid: ReadonlyArray<ReadonlyArray<string>>): void => {
  const ids = c.def.symbols.map((s) => s.id)
  grid.forEach((reel, r) => reel.forEach((id, row) => (c.grid[r * c.rows + row] = ids.indexOf(id))))
}

const regulars = (def: SlotDefinition) => def.symbols.filter((s) => s.kind === "regular")

describe("slot RTP, proven by enumerating every combination of reel stops", () => {
  for (const game of SLOT_GAMES) {
    it(`${game.id}: the enumeration equals the declared ${percent(game.declaredRtp)}% (${show(game.declaredRtp)}) exactly`, () => {
      const e = enumerateSlot(compileSlot(game.definition))
      expect(e.combinations).toBe(game.definition.reels.reduce((p, r) => p * r.length, 1))
      expect(show(e.rtp)).toBe(show(game.declaredRtp))
      expect(equals(e.rtp, game.declaredRtp)).toBe(true)
    })
  }
})

describe("paytable: every line of every slot pays what the table says", () => {
  for (const game of SLOT_GAMES) {
    const def = game.definition
    const n = def.reels.length
    if (def.mode === "lines") {
      // One line (the centre row), so the cell pattern alone decides the pay.
      const single = compileSlot({ ...def, lines: [Array.from({ length: n }, () => 1)], scatterPays: {}, freeSpins: {} })
      const syms = regulars(def)
      for (const s of def.symbols.filter((x) => x.kind === "regular" || x.kind === "wild")) {
        for (let count = 1; count <= n; count++) {
          const pay = s.pays[count] ?? 0
          it(`${game.id}: ${count} × ${s.id} on a line pays ${pay}`, () => {
            // A breaker after the run: a regular symbol other than s (and the run cannot be wild-led for a regular s).
            // After wilds, only a scatter or jackpot symbol ends the run (a regular one would extend it).
            const breaker = s.kind === "wild" ? def.symbols.find((x) => x.kind === "scatter" || x.kind === "jackpot")!.id : syms.find((x) => x.id !== s.id && (x.pays[1] ?? 0) === 0)!.id
            const other = syms.find((x) => x.id !== s.id && x.id !== breaker)!.id
            const centre = Array.from({ length: n }, (_, r) => (r < count ? s.id : r === count ? breaker : other))
            show3(single, centre.map((id) => [other, id, other]))
            expect(gridUnits(single)).toBe(pay)
          })
          if (s.kind === "regular" && pay > 0 && count >= 2 && def.symbols.some((x) => x.kind === "wild")) {
            it(`${game.id}: ${count} × ${s.id} with a wild in the run pays ${pay} (or the wilds' own pay if more)`, () => {
              const wild = def.symbols.find((x) => x.kind === "wild")!
              const breaker = syms.find((x) => x.id !== s.id && (x.pays[1] ?? 0) === 0)!.id
              const centre = Array.from({ length: n }, (_, r) => (r === 1 ? wild.id : r < count ? s.id : breaker))
              show3(single, centre.map((id) => [breaker, id, breaker]))
              expect(gridUnits(single)).toBe(pay)
            })
          }
        }
      }
    } else {
      const c = compileSlot({ ...def, scatterPays: {}, freeSpins: {} })
      for (const s of regulars(def)) {
        for (let count = 1; count <= n; count++) {
          const pay = s.pays[count] ?? 0
          it(`${game.id}: ${s.id} on ${count} adjacent reel(s) pays ${pay} per way; two on reel 1 doubles the ways`, () => {
            const filler = regulars(def).filter((x) => x.id !== s.id).map((x) => x.id)
            // Fillers differ per reel so no other symbol reaches three reels.
            const grid = Array.from({ length: n }, (_, r) => {
              const f = filler[r % filler.length]!
              return r < count ? [f, s.id, f] : [f, f, f]
            })
            show3(c, grid)
            expect(gridUnits(c)).toBe(pay)
            grid[0] = [s.id, s.id, filler[0]!]
            show3(c, grid)
            expect(gridUnits(c)).toBe(2 * pay)
          })
        }
      }
    }
    for (const [count, pay] of Object.entries(def.scatterPays)) {
      it(`${game.id}: ${count} scatters pay ${pay} × stake and award ${def.freeSpins[Number(count)] ?? 0} free spins`, () => {
        const c = compileSlot({ ...def, lines: def.mode === "lines" ? [] : def.lines, symbols: def.symbols.map((s) => (s.kind === "regular" ? { ...s, pays: [] } : s)) })
        const scatter = def.symbols.find((x) => x.kind === "scatter")!.id
        const plain = regulars(def)[0]!.id
        const withScatter = def.reels.map((strip) => strip.includes(scatter))
        let placed = 0
        const grid = withScatter.map((has) => (has && placed < Number(count) ? (placed++, [plain, scatter, plain]) : [plain, plain, plain]))
        show3(c, grid)
        expect(scatterCount(c)).toBe(Number(count))
        expect(gridUnits(c)).toBe(pay * def.betUnits)
        expect(c.freeSpinAward[Number(count)]).toBe(def.freeSpins[Number(count)])
      })
    }
    if (def.jackpotContribution) {
      it(`${game.id}: the jackpot symbol on every reel of the centre line wins the pot; on another line it does not`, () => {
        const c = compileSlot(def)
        const plain = regulars(def).find((x) => (x.pays[1] ?? 0) === 0 && (x.pays[n] ?? 0) === 0)!.id
        show3(c, Array.from({ length: n }, () => [plain, "crown", plain]))
        expect(jackpotShown(c)).toBe(true)
        expect(gridUnits(c)).toBe(0)
        show3(c, Array.from({ length: n }, () => ["crown", plain, plain]))
        expect(jackpotShown(c)).toBe(false)
      })
    }
  }
})

describe("the fast path and the played round agree", () => {
  for (const game of SLOT_GAMES) {
    it(`${game.id}: 3,000 seeded rounds pay the same units both ways`, () => {
      const c = compileSlot(game.definition)
      for (let nonce = 0; nonce < 3_000; nonce++) {
        const fast = fastRound(c, fairRandom("server", "client", nonce))
        const jackpot = fastRound.jackpot
        const played = playSlotRound(c, fairRandom("server", "client", nonce))
        expect(played.units).toBe(fast)
        expect(played.jackpot).toBe(jackpot)
      }
    })
  }
})

/** Upper 0.1% points of chi-square by degrees of freedom (tables). */
const CHI2_999: Record<number, number> = { 6: 22.458, 7: 24.322, 8: 26.124, 9: 27.877, 15: 37.697, 17: 40.79, 29: 58.301, 36: 67.985 }

describe("the seeded fair generator draws symbols as often as the strips say (chi-square, p = 0.001)", () => {
  for (const game of SLOT_GAMES) {
    game.definition.reels.forEach((strip, r) => {
      it(`${game.id} reel ${r + 1}`, () => {
        const draws = 40_000
        const rng = fairRandom(`chi-${game.id}`, `reel-${r}`, 1)
        const seen = new Map<string, number>()
        for (let i = 0; i < draws; i++) {
          const s = strip[rng.below(strip.length)]!
          seen.set(s, (seen.get(s) ?? 0) + 1)
        }
        const expected = new Map<string, number>()
        for (const s of strip) expected.set(s, (expected.get(s) ?? 0) + draws / strip.length)
        let chi2 = 0
        for (const [s, e] of expected) chi2 += ((seen.get(s) ?? 0) - e) ** 2 / e
        const df = expected.size - 1
        const critical = CHI2_999[df]
        expect(critical, `no critical value for ${df} degrees of freedom`).toBeDefined()
        expect(chi2).toBeLessThan(critical!)
      })
    })
  }
  it("37 pockets, uniform", () => {
    const rng = fairRandom("chi-wheel", "client", 0)
    const counts = new Array<number>(37).fill(0)
    for (let i = 0; i < 74_000; i++) counts[rng.below(37)]!++
    const chi2 = counts.reduce((t, k) => t + (k - 2000) ** 2 / 2000, 0)
    expect(chi2).toBeLessThan(CHI2_999[36]!)
  })
})

describe("provably fair: HMAC-SHA256(server seed, client seed:nonce:block)", () => {
  it("the same seeds replay the same draws; another nonce or client seed does not", () => {
    const draw = (s: string, c: string, n: number) => Array.from({ length: 20 }, ((rng) => () => rng.below(1000))(fairRandom(s, c, n)))
    expect(draw("a", "b", 1)).toEqual(draw("a", "b", 1))
    expect(draw("a", "b", 1)).not.toEqual(draw("a", "b", 2))
    expect(draw("a", "b", 1)).not.toEqual(draw("a", "c", 1))
  })
  it("the hash shown before play is the SHA-256 of the seed revealed after", () => {
    expect(seedHash("abc")).toBe(createHash("sha256").update("abc").digest("hex"))
  })
  it("rejects bounds outside [1, 2^32)", () => {
    const rng = fairRandom("a", "b", 0)
    expect(() => rng.below(0)).toThrow(RangeError)
    expect(() => rng.below(2 ** 32)).toThrow(RangeError)
  })
})

describe("the progressive pot", () => {
  it("takes 1% of each stake, 80% to the pot and 20% to the reserve, and reseeds from the reserve", () => {
    let pot = { pot: 0, reserve: 0 }
    for (let i = 0; i < 1000; i++) pot = contribute(pot, 50, { num: 1, den: 100 })
    expect(pot).toEqual({ pot: 400_000, reserve: 100_000 })
    const { payout, next } = winPot({ pot: 400_123, reserve: 100_000 }, 50)
    expect(payout).toBe(400)
    expect(next).toEqual({ pot: 123 + 50_000, reserve: 50_000 })
  })
})
