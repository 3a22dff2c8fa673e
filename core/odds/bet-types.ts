/**
 * Bet types over n legs (spec §3 Bet type), pure: which combinations each type stakes, how many
 * bets it is, and its combined price.
 *
 *   single            one bet per leg (n bets)
 *   double … n-fold   every k-leg combination, C(n, k) bets; the n-fold is "accumulator" (1 bet)
 *   full cover        all combinations of size >= 2 (Trixie 4, Yankee 11, Canadian 26, Heinz 57,
 *                     Super Heinz 120, Goliath 247) or >= 1 with singles (Patent 7, Lucky 15,
 *                     Lucky 31, Lucky 63)
 *
 * Combined price (decision, spec silent): the return of a 1-unit stake on *each* bet of the type
 * when every leg wins, i.e. the sum over its combinations of the product of the legs' decimal
 * prices; `prices.decimal - 1` as a reduced fraction is the fractional. For an accumulator this is
 * the plain product. Potential returns of the type = stake per bet × prices.decimal.
 */
import { add, mul, ONE, type Ratio } from "./ratio.js"

export const combinations = (n: number, k: number): number[][] => {
  const out: number[][] = []
  const pick = (start: number, acc: number[]) => {
    if (acc.length === k) {
      out.push([...acc])
      return
    }
    for (let i = start; i < n; i++) pick(i + 1, [...acc, i])
  }
  pick(0, [])
  return out
}

const FOLD_NAMES: Record<number, string> = { 1: "Singles", 2: "Doubles", 3: "Trebles" }
const foldKey = (k: number, n: number): string => (k === 1 ? "single" : k === n ? "accumulator" : k === 2 ? "double" : k === 3 ? "treble" : `${k}-fold`)
const foldName = (k: number, n: number): string => (k === n && k > 1 ? `${n}-Fold Accumulator` : FOLD_NAMES[k] ?? `${k}-Folds`)

/** Full-cover bets by leg count: [key, name, smallest combination size]. */
export const FULL_COVER: Readonly<Record<number, ReadonlyArray<readonly [string, string, number]>>> = {
  3: [["trixie", "Trixie", 2], ["patent", "Patent", 1]],
  4: [["yankee", "Yankee", 2], ["lucky15", "Lucky 15", 1]],
  5: [["canadian", "Canadian", 2], ["lucky31", "Lucky 31", 1]],
  6: [["heinz", "Heinz", 2], ["lucky63", "Lucky 63", 1]],
  7: [["superheinz", "Super Heinz", 2]],
  8: [["goliath", "Goliath", 2]],
}

export interface BetTypeShape {
  readonly type: string
  readonly name: string
  readonly group: "single" | "multiple" | "fullcoverage" | "accumulator"
  /** Each combination as indexes into the legs. */
  readonly combos: ReadonlyArray<ReadonlyArray<number>>
  readonly description: string
}

/** Every bet type over n legs (n >= 1): singles, k-folds (2..n-1), the accumulator, full covers. */
export const betTypeShapes = (n: number): BetTypeShape[] => {
  if (n < 1) return []
  const shapes: BetTypeShape[] = [{ type: "single", name: "Singles", group: "single", combos: combinations(n, 1), description: `${n} single${n === 1 ? "" : "s"}` }]
  if (n === 1) return shapes
  for (let k = 2; k < n; k++) {
    const combos = combinations(n, k)
    shapes.push({ type: foldKey(k, n), name: foldName(k, n), group: "multiple", combos, description: `${combos.length} ${foldName(k, n).toLowerCase()}` })
  }
  for (const [type, name, from] of FULL_COVER[n] ?? []) {
    const combos: number[][] = []
    for (let k = from; k <= n; k++) combos.push(...combinations(n, k))
    const parts = []
    for (let k = from; k <= n; k++) parts.push(`${combinations(n, k).length} ${k === n ? (k === 2 ? "double" : `${k}-fold`) : foldName(k, n).toLowerCase()}`)
    shapes.push({ type, name, group: "fullcoverage", combos, description: `${combos.length} bets: ${parts.join(", ")}` })
  }
  shapes.push({ type: "accumulator", name: foldName(n, n), group: "accumulator", combos: [Array.from({ length: n }, (_, i) => i)], description: `${n} selections, all must win` })
  return shapes
}

/** Sum over combinations of the product of the legs' ratios: returns of 1 unit per bet, all winning. */
export const combinedRatio = (combos: ReadonlyArray<ReadonlyArray<number>>, legs: ReadonlyArray<Ratio>): Ratio => {
  let total: Ratio = { num: 0n, den: 1n }
  for (const combo of combos) total = add(total, combo.reduce((acc, i) => mul(acc, legs[i]!), ONE))
  return total
}
