/**
 * Exact odds arithmetic (BigInt rationals until the wire Price), shared by the client's betslip and
 * the server's placement, settlement and cash-out: a price is its decimal ratio, (n + d) / d for a
 * fractional "n/d"; an each-way place price is 1 + the win odds × the place terms.
 */
import type { Price } from "../model/catalogue.js"
export interface Ratio {
  readonly num: bigint
  readonly den: bigint
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a
  let y = b < 0n ? -b : b
  while (y !== 0n) [x, y] = [y, x % y]
  return x === 0n ? 1n : x
}
export const ratio = (num: bigint, den: bigint): Ratio => {
  const g = gcd(num, den)
  return { num: num / g, den: den / g }
}
export const add = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den + b.num * a.den, a.den * b.den)
export const mul = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.num, a.den * b.den)
export const ONE: Ratio = { num: 1n, den: 1n }
export const toNumber = (r: Ratio): number => Number(r.num) / Number(r.den)

/** Decimal price of a fractional "n/d" as a ratio: (n + d) / d. */
export const decimalRatio = (fraction: string): Ratio | null => {
  const m = /^(\d{1,9})\/(\d{1,9})$/.exec(fraction)
  if (!m) return null
  const n = BigInt(m[1]!)
  const d = BigInt(m[2]!)
  return d === 0n ? null : ratio(n + d, d)
}

/** Each-way place price: 1 + (win odds) × deduction ("1/4"). */
export const placeRatio = (win: Ratio, deduction: string): Ratio | null => {
  const m = /^(\d{1,4})\/(\d{1,4})$/.exec(deduction)
  if (!m || m[2] === "0") return null
  const odds = ratio(win.num - win.den, win.den)
  return add(ONE, mul(odds, ratio(BigInt(m[1]!), BigInt(m[2]!))))
}

/** The wire Price of a decimal ratio (>= 1). */
export const priceOfRatio = (r: Ratio): Price => {
  const odds = ratio(r.num - r.den, r.den)
  const decimal = toNumber(r)
  const hundredths = (r.num * 100n * 2n + r.den) / (2n * r.den)
  const fractional = `${odds.num}/${odds.den}`
  return {
    decimal,
    decimal_display: (Number(hundredths) / 100).toFixed(2),
    fractional,
    fractional_display: odds.num === odds.den ? "EVS" : fractional,
  }
}

/** The floor of a ratio, in minor units. */
export const floorOf = (r: Ratio): number => Number(r.num / r.den)
