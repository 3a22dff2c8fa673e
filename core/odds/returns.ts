/**
 * The returns of a line: what an amount at risk, spread evenly over `lines` lines, returns when
 * every line pays the sum of `decimals` (the win price, and the place price each-way). Exact on the
 * rationals with one floor to minor units, as settlement pays.
 */
import { add, type Ratio } from "./ratio.js"

export const linesReturn = (atRisk: number, lines: number, decimals: ReadonlyArray<Ratio>): number => {
  const sum = decimals.reduce<Ratio>((total, r) => add(total, r), { num: 0n, den: 1n })
  return Number((BigInt(atRisk) * sum.num) / (sum.den * BigInt(lines)))
}
