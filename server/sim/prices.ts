/**
 * Prices: the ladder of standard fractional prices the simulator quotes, the wire Price of a
 * fraction (spec §3 Price), and turning true probabilities plus a margin into a book of ladder
 * prices whose implied probabilities sum to about that margin.
 */

// The ladder itself is shared with the client (core/odds/ladder.ts): the boosted price the sports
// pages show is the one the server prices.
import { decimalOf, LADDER, ladderIndexOf, type Fraction } from "../../core/odds/ladder.js"
export { BOOST_STEPS, boostFraction, decimalOf, LADDER, ladderIndexOf, ladderStep, parseFraction, toPrice, type Fraction } from "../../core/odds/ladder.js"

const LADDER_DECIMALS = LADDER.map(decimalOf)

export const impliedSum = (prices: ReadonlyArray<Fraction>): number => prices.reduce((sum, f) => sum + 1 / decimalOf(f), 0)

/**
 * Ladder prices for true probabilities `probs` (summing to 1) at overround `margin`. Snapping to
 * the ladder moves the book; the favourite (which moves the sum most) is then nudged a step at a
 * time until the book is back within [margin - 0.02, margin + 0.06], never below 1.01.
 */
export const priceBook = (probs: ReadonlyArray<number>, margin: number): Fraction[] => {
  const indices = probs.map((p) => ladderIndexOf(1 / Math.max(p * margin, 1e-6)))
  const sum = () => indices.reduce((s, i) => s + 1 / LADDER_DECIMALS[i]!, 0)
  const low = Math.max(1.01, margin - 0.02)
  const high = margin + 0.06
  const order = probs.map((p, i) => [p, i] as const).sort((a, b) => b[0] - a[0]).map(([, i]) => i)
  for (let round = 0; round < 40; round++) {
    const s = sum()
    if (s >= low && s <= high) break
    // Shorten (index down) when the book is too generous, lengthen when too greedy.
    const step = s < low ? -1 : 1
    const target = order[round % Math.min(order.length, 3)]!
    indices[target] = Math.max(0, Math.min(LADDER.length - 1, indices[target]! + step))
  }
  return indices.map((i) => LADDER[i]!)
}

export const sameFraction = (a: Fraction | null, b: Fraction | null): boolean =>
  a === b || (a !== null && b !== null && a.num === b.num && a.den === b.den)
