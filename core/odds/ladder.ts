/**
 * The price ladder (standard bookmaker fractions) and what moves along it: the simulator quotes
 * ladder prices and moves them a step at a time, and a boost is BOOST_STEPS steps longer than the
 * ordinary price. Once here, so the server's boosted price (catalogue boosts and a bettor's own
 * odds-boost reward) and the one the sports pages show are the same by construction.
 */
import type { Price } from "../model/catalogue.js"

export interface Fraction {
  readonly num: number
  readonly den: number
}

/** Standard bookmaker fractions, shortest first. 4/6 and 6/4 stay unreduced: that is how they are quoted. */
const LADDER_TEXT =
  "1/50 1/33 1/25 1/20 1/16 1/14 1/12 1/10 1/9 1/8 1/7 1/6 2/11 1/5 2/9 1/4 2/7 3/10 1/3 4/11 2/5 4/9 1/2 8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11 1/1 " +
  "21/20 11/10 6/5 5/4 11/8 6/4 13/8 7/4 15/8 2/1 9/4 5/2 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 11/1 12/1 14/1 " +
  "16/1 18/1 20/1 22/1 25/1 28/1 33/1 40/1 50/1 66/1 80/1 100/1 125/1 150/1 200/1 250/1"

export const LADDER: ReadonlyArray<Fraction> = LADDER_TEXT.split(" ").map((text) => {
  const [num, den] = text.split("/").map(Number)
  return { num: num!, den: den! }
})

export const decimalOf = (f: Fraction): number => 1 + f.num / f.den

const LADDER_DECIMALS = LADDER.map(decimalOf)

/** The wire price: decimal exactly 1 + n/d, shown to two places; evens shows as "EVS". */
export const toPrice = (f: Fraction): Price => {
  const decimal = decimalOf(f)
  // Rounding the exact ratio (not the float) so 1/8 (1.125) shows 1.13 on every engine.
  const hundredths = Math.round(((f.den + f.num) * 100) / f.den + 1e-9)
  return {
    decimal,
    decimal_display: (hundredths / 100).toFixed(2),
    fractional: `${f.num}/${f.den}`,
    fractional_display: f.num === f.den ? "EVS" : `${f.num}/${f.den}`,
  }
}

export const parseFraction = (text: string): Fraction | null => {
  const m = /^(\d{1,6})\/(\d{1,6})$/.exec(text.trim())
  if (!m) return null
  const num = Number(m[1])
  const den = Number(m[2])
  return num > 0 && den > 0 ? { num, den } : null
}

/** The ladder step nearest to a decimal price (by implied probability). */
export const ladderIndexOf = (decimal: number): number => {
  let best = 0
  let bestGap = Number.POSITIVE_INFINITY
  for (let i = 0; i < LADDER_DECIMALS.length; i++) {
    const gap = Math.abs(1 / LADDER_DECIMALS[i]! - 1 / decimal)
    if (gap < bestGap) {
      best = i
      bestGap = gap
    }
  }
  return best
}

/** `steps` ladder steps from the price nearest `f` (longer when positive), held at the ladder's ends. */
export const ladderStep = (f: Fraction, steps: number): Fraction => {
  const index = ladderIndexOf(decimalOf(f))
  return LADDER[Math.max(0, Math.min(LADDER.length - 1, index + steps))]!
}

/** How many ladder steps longer a boosted price is than the ordinary one. */
export const BOOST_STEPS = 3

/** The boost of an ordinary price, as a fraction. */
export const boostFraction = (f: Fraction): Fraction => ladderStep(f, BOOST_STEPS)

/** The boost of an ordinary wire price; null when its fractional form cannot be read. */
export const boostedPrice = (price: Price): Price | null => {
  const f = parseFraction(price.fractional)
  return f ? toPrice(boostFraction(f)) : null
}
