/** Roulette, the scratch card and blackjack: every bet and payout of the tables, RTP by exhaustive enumeration where the game is finite. */
import { describe, expect, it } from "vitest"
import { actBlackjack, allowedActions, dealBlackjack, handTotal, totalReturned, totalStaked, type BlackjackState, type Card } from "../../server/domain/casino/games/blackjack.js"
import { add, fraction, show, type Fraction } from "../../server/domain/casino/games/fraction.js"
import { fairRandom, type RoundRandom } from "../../server/domain/casino/games/random.js"
import { POCKETS, ROULETTE_ODDS, ROULETTE_RTP, rouletteReturn, rouletteSelections, validRouletteBet, type RouletteBetType } from "../../server/domain/casino/games/roulette.js"
import { drawScratchCard, readCard, SCRATCH_POOL, SCRATCH_RTP, SCRATCH_TIERS, ticketTier } from "../../server/domain/casino/games/scratch.js"

describe("European roulette: the table's bets", () => {
  const table: ReadonlyArray<[RouletteBetType, number, number]> = [
    // type, how many selections the layout has, numbers each covers
    ["straight", 37, 1], ["split", 60, 2], ["street", 14, 3], ["corner", 23, 4], ["six_line", 11, 6],
    ["column", 3, 12], ["dozen", 3, 12], ["red", 1, 18], ["black", 1, 18], ["odd", 1, 18], ["even", 1, 18], ["low", 1, 18], ["high", 1, 18],
  ]
  for (const [type, count, covers] of table) {
    it(`${type}: ${count} selections of ${covers} number(s), paying ${36 / covers - 1} to 1; each returns 36/37 by enumeration of the 37 pockets`, () => {
      const selections = rouletteSelections().filter((s) => s.type === type)
      expect(selections).toHaveLength(count)
      expect(ROULETTE_ODDS[type]).toBe(36 / covers - 1)
      for (const s of selections) {
        expect(s.numbers).toHaveLength(covers)
        expect(validRouletteBet(type, [...s.numbers].reverse())).toEqual(s.numbers)
        let returned = 0
        for (let pocket = 0; pocket < POCKETS; pocket++) returned += rouletteReturn({ type, numbers: s.numbers, stake: 100 }, pocket)
        expect(show(fraction(returned, 100 * POCKETS))).toBe(show(ROULETTE_RTP))
      }
    })
  }
  it("the RTP of the whole layout is 36/37 (97.30%)", () => {
    let total: Fraction = fraction(0)
    const all = rouletteSelections()
    for (const s of all) for (let p = 0; p < POCKETS; p++) total = add(total, fraction(rouletteReturn({ ...s, stake: 1 }, p)))
    expect(show(fraction(total.num, total.den * BigInt(all.length * POCKETS)))).toBe("36/37")
  })
  it("zero loses every outside bet; a straight on zero pays 35 to 1", () => {
    for (const s of rouletteSelections().filter((x) => ["red", "black", "odd", "even", "low", "high", "column", "dozen"].includes(x.type))) expect(rouletteReturn({ ...s, stake: 10 }, 0)).toBe(0)
    expect(rouletteReturn({ type: "straight", numbers: [0], stake: 10 }, 0)).toBe(360)
  })
  it("numbers that are not a bet of that type are refused", () => {
    expect(validRouletteBet("split", [1, 5])).toBeNull()
    expect(validRouletteBet("split", [3, 4])).toBeNull()
    expect(validRouletteBet("corner", [3, 4, 6, 7])).toBeNull()
    expect(validRouletteBet("street", [2, 3, 4])).toBeNull()
    expect(validRouletteBet("straight", [37])).toBeNull()
    expect(validRouletteBet("corner", [0, 1, 2, 3])).toEqual([0, 1, 2, 3])
  })
})

/** A generator whose first draw is fixed (the ticket), then a seeded stream. */
const ticketRng = (ticket: number, seed: string): RoundRandom => {
  const rest = fairRandom(seed, "layout", 0)
  let first = true
  return { below: (n) => (first ? ((first = false), ticket % n) : rest.below(n)) }
}

describe("Lucky Scratch", () => {
  it("every ticket of the pool, enumerated: the RTP is 9,500/10,000 = 19/20 exactly, and each card reads as its prize", () => {
    let won = 0
    for (let t = 0; t < SCRATCH_POOL; t++) {
      const card = drawScratchCard(ticketRng(t, `t${t}`))
      expect(card.ticket).toBe(t)
      expect(card.cells).toHaveLength(9)
      expect(readCard(card.cells)).toBe(card.multiple)
      expect(card.multiple).toBe(ticketTier(t)?.multiple ?? 0)
      won += card.multiple
    }
    expect(show(fraction(won, SCRATCH_POOL))).toBe(show(SCRATCH_RTP))
  })
  for (const tier of SCRATCH_TIERS) {
    it(`three ${tier.symbol}s pay ${tier.multiple} × the price (${tier.tickets} tickets in 10,000)`, () => {
      expect(readCard([tier.symbol, "x", tier.symbol, "y", tier.symbol, "z", "x", "y", "z"])).toBe(tier.multiple)
    })
  }
  it("no symbol three times: no prize", () => {
    expect(readCard(["bell", "bell", "star", "star", "crown", "crown", "cherry", "cherry", "clover"])).toBe(0)
  })
})

// ---- Blackjack with stacked shoes ----
/** A card of rank r (1 ace … 13 king) in suit s. */
const c = (rank: number, suit = 0): Card => suit * 13 + rank - 1
/** Shoe: player, dealer, player, dealer, then the draws in order; filled with 5s. */
const shoe = (...cards: Card[]): Card[] => [...cards, ...Array.from({ length: 40 }, () => c(5, 1))]
const run = (s: BlackjackState, ...actions: Parameters<typeof actBlackjack>[1][]) => actions.reduce(actBlackjack, s)

describe("blackjack: 6 decks, dealer stands on soft 17, double, split, insurance", () => {
  it("hand totals: aces count 11 when they can", () => {
    expect(handTotal([c(1), c(6)])).toEqual({ total: 17, soft: true })
    expect(handTotal([c(1), c(6), c(10)])).toEqual({ total: 17, soft: false })
    expect(handTotal([c(1), c(1), c(9)])).toEqual({ total: 21, soft: true })
  })
  it("a player blackjack pays 3 to 2 at once", () => {
    const s = dealBlackjack(shoe(c(1), c(9), c(13), c(8)), 100)
    expect(s.phase).toBe("settled")
    expect(s.hands[0]!.outcome).toBe("blackjack")
    expect(totalReturned(s)).toBe(250)
  })
  it("the dealer peeks with a ten up: a dealer blackjack ends the round, the stake lost", () => {
    const s = dealBlackjack(shoe(c(9), c(10), c(9), c(1)), 100)
    expect(s.phase).toBe("settled")
    expect(s.hands[0]!.outcome).toBe("lose")
    expect(totalReturned(s)).toBe(0)
  })
  it("ace up: insurance is offered first; taken, it pays 2 to 1 when the dealer has blackjack", () => {
    const s = dealBlackjack(shoe(c(9), c(1), c(9), c(12)), 100)
    expect(s.phase).toBe("insurance")
    expect(allowedActions(s)).toEqual(["insurance", "no_insurance"])
    const after = actBlackjack(s, "insurance")
    expect(after.phase).toBe("settled")
    expect(totalStaked(after)).toBe(150)
    expect(totalReturned(after)).toBe(150)
  })
  it("insurance declined and no dealer blackjack: play goes on", () => {
    const s = run(dealBlackjack(shoe(c(9), c(1), c(9), c(5)), 100), "no_insurance")
    expect(s.phase).toBe("playing")
    expect(s.insurance).toBeNull()
  })
  it("the dealer stands on soft 17", () => {
    const s = run(dealBlackjack(shoe(c(10), c(1), c(8), c(6)), 100), "no_insurance", "stand")
    expect(s.dealer).toHaveLength(2)
    expect(s.hands[0]!.outcome).toBe("win")
    expect(totalReturned(s)).toBe(200)
  })
  it("the dealer hits 16 and busts", () => {
    const s = run(dealBlackjack(shoe(c(10), c(10), c(7), c(6), c(13)), 100), "stand")
    expect(s.dealer).toHaveLength(3)
    expect(s.hands[0]!.outcome).toBe("win")
  })
  it("a push returns the stake", () => {
    const s = run(dealBlackjack(shoe(c(10), c(10), c(8), c(8)), 100), "stand")
    expect(s.hands[0]!.outcome).toBe("push")
    expect(totalReturned(s)).toBe(100)
  })
  it("a bust loses at once and the dealer does not draw", () => {
    const s = run(dealBlackjack(shoe(c(10), c(10), c(6), c(6), c(13)), 100), "hit")
    expect(s.phase).toBe("settled")
    expect(s.hands[0]!.outcome).toBe("bust")
    expect(s.dealer).toHaveLength(2)
  })
  it("double: one card, the stake doubled", () => {
    const s = dealBlackjack(shoe(c(6), c(10), c(5), c(7), c(10)), 100)
    expect(allowedActions(s)).toContain("double")
    const after = actBlackjack(s, "double")
    expect(after.hands[0]!.cards).toHaveLength(3)
    expect(totalStaked(after)).toBe(200)
    expect(after.hands[0]!.outcome).toBe("win")
    expect(totalReturned(after)).toBe(400)
  })
  it("split eights: two hands of one stake each, played in turn, doubling after a split allowed", () => {
    const s = dealBlackjack(shoe(c(8), c(10), c(8, 1), c(7), c(3), c(10), c(10, 2)), 100)
    expect(allowedActions(s)).toContain("split")
    const split = actBlackjack(s, "split")
    expect(split.hands.map((h) => h.cards.length)).toEqual([2, 2])
    expect(totalStaked(split)).toBe(200)
    expect(allowedActions(split)).toContain("double")
    const done = run(split, "double", "stand")
    expect(done.phase).toBe("settled")
    expect(totalStaked(done)).toBe(300)
    // 8+3+10 = 21 doubled wins 400; 8+10 = 18 against the dealer's 17 wins 200.
    expect(done.hands.map((h) => h.outcome)).toEqual(["win", "win"])
    expect(totalReturned(done)).toBe(600)
  })
  it("split aces take one card each; a ten on a split ace is 21, not blackjack", () => {
    const s = run(dealBlackjack(shoe(c(1), c(10), c(1, 2), c(9), c(13), c(2)), 100), "split")
    expect(s.phase).toBe("settled")
    expect(s.hands.map((h) => h.cards.length)).toEqual([2, 2])
    expect(s.hands[0]!.outcome).toBe("win")
    expect(totalReturned(s)).toBe(200)
  })
  it("actions out of turn are refused; a split needs two cards of equal value", () => {
    const s = dealBlackjack(shoe(c(10), c(10), c(9), c(7)), 100)
    expect(allowedActions(s)).not.toContain("split")
    expect(() => actBlackjack(s, "split")).toThrow()
    expect(() => actBlackjack(s, "insurance")).toThrow()
    expect(() => dealBlackjack(shoe(c(1)), 99)).toThrow()
  })
  it("random seeded rounds always settle, never return more than 3 × the stake per hand plus insurance", () => {
    for (let n = 0; n < 500; n++) {
      const rng = fairRandom("bj", "client", n)
      const cards: Card[] = Array.from({ length: 312 }, (_, i) => i % 52)
      for (let i = cards.length - 1; i > 0; i--) { const j = rng.below(i + 1); [cards[i], cards[j]] = [cards[j]!, cards[i]!] }
      let s = dealBlackjack(cards, 100)
      while (s.phase !== "settled") s = actBlackjack(s, allowedActions(s)[rng.below(allowedActions(s).length)]!)
      for (const h of s.hands) expect(h.returned).toBeLessThanOrEqual(2.5 * h.stake)
    }
  })
})
