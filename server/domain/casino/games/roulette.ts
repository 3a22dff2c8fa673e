/**
 * European roulette: one zero, 37 pockets. Every bet of the table layout, with its numbers and the
 * table's payouts (a win returns the stake plus stake × odds). Each bet covers n numbers and pays
 * 36/n − 1 to 1, so every bet returns 36/37 of its stake: RTP 97.2973% (36/37), proven for every
 * bet by enumerating the 37 pockets (specs/server/casino-roulette.test.ts).
 */
import { fraction, type Fraction } from "./fraction.js"
import type { RoundRandom } from "./random.js"

export const POCKETS = 37
export const ROULETTE_RTP: Fraction = fraction(36, 37)

export const RED: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])

/** The wheel's order, clockwise from zero (for the animation). */
export const WHEEL_ORDER: ReadonlyArray<number> = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26]

export type RouletteBetType =
  | "straight" | "split" | "street" | "corner" | "six_line" | "column" | "dozen"
  | "red" | "black" | "odd" | "even" | "low" | "high"

/** Payout odds (to 1) per bet type. */
export const ROULETTE_ODDS: Readonly<Record<RouletteBetType, number>> = {
  straight: 35, split: 17, street: 11, corner: 8, six_line: 5, column: 2, dozen: 2,
  red: 1, black: 1, odd: 1, even: 1, low: 1, high: 1,
}

export interface RouletteBet {
  readonly type: RouletteBetType
  /** The covered numbers, ascending (for column and dozen: the whole column or dozen). */
  readonly numbers: ReadonlyArray<number>
  readonly stake: number
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const key = (ns: ReadonlyArray<number>): string => [...ns].sort((a, b) => a - b).join("-")

/** Every placeable selection of each bet type, as number sets (the layout, as data). */
export const rouletteSelections = (): ReadonlyArray<{ readonly type: RouletteBetType; readonly numbers: ReadonlyArray<number> }> => {
  const out: { type: RouletteBetType; numbers: number[] }[] = []
  for (let n = 0; n <= 36; n++) out.push({ type: "straight", numbers: [n] })
  // Splits: horizontal neighbours in a row of three, vertical neighbours, and zero with 1, 2, 3.
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) out.push({ type: "split", numbers: [n, n + 1] })
    if (n <= 33) out.push({ type: "split", numbers: [n, n + 3] })
  }
  for (const n of [1, 2, 3]) out.push({ type: "split", numbers: [0, n] })
  // Streets: a row of three, and the trios with zero (0-1-2, 0-2-3).
  for (let row = 0; row < 12; row++) out.push({ type: "street", numbers: range(3 * row + 1, 3 * row + 3) })
  out.push({ type: "street", numbers: [0, 1, 2] }, { type: "street", numbers: [0, 2, 3] })
  // Corners: four numbers meeting at a point, and the first four (0-1-2-3).
  for (let n = 1; n <= 32; n++) if (n % 3 !== 0) out.push({ type: "corner", numbers: [n, n + 1, n + 3, n + 4] })
  out.push({ type: "corner", numbers: [0, 1, 2, 3] })
  for (let row = 0; row < 11; row++) out.push({ type: "six_line", numbers: range(3 * row + 1, 3 * row + 6) })
  for (let col = 1; col <= 3; col++) out.push({ type: "column", numbers: range(0, 11).map((r) => 3 * r + col) })
  for (let d = 0; d < 3; d++) out.push({ type: "dozen", numbers: range(12 * d + 1, 12 * d + 12) })
  out.push({ type: "red", numbers: range(1, 36).filter((n) => RED.has(n)) })
  out.push({ type: "black", numbers: range(1, 36).filter((n) => !RED.has(n)) })
  out.push({ type: "odd", numbers: range(1, 36).filter((n) => n % 2 === 1) })
  out.push({ type: "even", numbers: range(1, 36).filter((n) => n % 2 === 0) })
  out.push({ type: "low", numbers: range(1, 18) })
  out.push({ type: "high", numbers: range(19, 36) })
  return out
}

const VALID: ReadonlyMap<string, ReadonlyArray<number>> = new Map(rouletteSelections().map((s) => [`${s.type}:${key(s.numbers)}`, s.numbers]))

/** The bet as the layout knows it, or null when those numbers are not a bet of that type. */
export const validRouletteBet = (type: RouletteBetType, numbers: ReadonlyArray<number>): ReadonlyArray<number> | null =>
  VALID.get(`${type}:${key(numbers)}`) ?? null

export const spinWheel = (rng: RoundRandom): number => rng.below(POCKETS)

/** What a bet returns on a pocket (stake included), in minor units; 0 when it loses. */
export const rouletteReturn = (bet: RouletteBet, pocket: number): number =>
  bet.numbers.includes(pocket) ? bet.stake * (ROULETTE_ODDS[bet.type] + 1) : 0

export const rouletteColour = (pocket: number): "green" | "red" | "black" => (pocket === 0 ? "green" : RED.has(pocket) ? "red" : "black")
