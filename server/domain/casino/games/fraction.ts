/**
 * Exact rationals on bigint, for RTPs proven by enumeration: a declared RTP is a fraction, and a
 * test compares the enumerated fraction with it for equality, not closeness.
 */
import { ratio, type Ratio } from "../../../../core/odds/ratio.js"

/** The betting odds' exact rationals (core/odds/ratio.ts): one gcd and one reduction for both. */
export type Fraction = Ratio

/** A fraction in lowest terms with a positive denominator (core's `ratio` reduces; this also orders the sign). */
export const fraction = (num: bigint | number, den: bigint | number = 1n): Fraction => {
  let n = BigInt(num)
  let d = BigInt(den)
  if (d === 0n) throw new RangeError("a fraction's denominator is not zero")
  if (d < 0n) [n, d] = [-n, -d]
  return ratio(n, d)
}

// Denominators are positive, so the sum's and the product's are too: core's add and mul keep the sign order.
export { add, mul } from "../../../../core/odds/ratio.js"
export const sub = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den - b.num * a.den, a.den * b.den)
export const div = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den, a.den * b.num)
export const equals = (a: Fraction, b: Fraction): boolean => a.num === b.num && a.den === b.den

/** As a percentage with `digits` decimals (for display and the bench; never for money). */
export const percent = (f: Fraction, digits = 4): number => Number((f.num * 100n * 10n ** BigInt(digits)) / f.den) / 10 ** digits

export const show = (f: Fraction): string => `${f.num}/${f.den}`
