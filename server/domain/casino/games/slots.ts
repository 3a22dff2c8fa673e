/**
 * The three video slots, as data. Declared RTPs are exact fractions, proven equal to the
 * enumeration of every reel-stop combination by specs/server/casino-slots.test.ts, and measured by
 * `npm run bench -- casino` (10 million rounds each).
 */
import type { Fraction } from "./fraction.js"
import { fraction } from "./fraction.js"
import type { SlotDefinition } from "./slot-engine.js"

const sym = (id: string, kind: SlotDefinition["symbols"][number]["kind"], pays: ReadonlyArray<number> = []) => ({ id, kind, pays })

/** The 20 classic lines of a 5×3 slot (rows 0 top, 1 centre, 2 bottom). */
export const TWENTY_LINES: ReadonlyArray<ReadonlyArray<number>> = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2], [1, 0, 1, 0, 1], [1, 2, 1, 2, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 2, 2, 0],
]

/** Gem Lines: 5×3, 20 lines, wild, scatters on reels 1, 3 and 5 award 10 free spins at ×3. */
export const gemLines: SlotDefinition = {
  mode: "lines",
  rows: 3,
  betUnits: 20,
  lines: TWENTY_LINES,
  symbols: [
    sym("wild", "wild", [0, 0, 10, 100, 1000, 5000]),
    sym("scatter", "scatter"),
    sym("diamond", "regular", [0, 0, 5, 40, 200, 1000]),
    sym("ruby", "regular", [0, 0, 0, 25, 100, 400]),
    sym("emerald", "regular", [0, 0, 0, 20, 80, 250]),
    sym("sapphire", "regular", [0, 0, 0, 15, 50, 150]),
    sym("ace", "regular", [0, 0, 0, 10, 30, 100]),
    sym("king", "regular", [0, 0, 0, 8, 25, 80]),
    sym("queen", "regular", [0, 0, 0, 7, 20, 60]),
    sym("jack", "regular", [0, 0, 0, 6, 15, 50]),
  ],
  reels: [
    ["jack", "queen", "ruby", "king", "ace", "jack", "sapphire", "queen", "scatter", "king", "emerald", "jack", "diamond", "queen", "ace", "sapphire", "king", "wild"],
    ["queen", "jack", "king", "emerald", "ace", "queen", "ruby", "jack", "king", "sapphire", "ace", "jack", "wild", "queen", "diamond", "king", "emerald", "jack"],
    ["king", "ace", "jack", "sapphire", "queen", "scatter", "king", "emerald", "jack", "ruby", "queen", "ace", "wild", "jack", "diamond", "king", "sapphire", "queen"],
    ["ace", "king", "queen", "jack", "ruby", "king", "emerald", "queen", "ace", "jack", "sapphire", "king", "diamond", "queen", "wild", "jack", "emerald", "ace"],
    ["jack", "ace", "king", "queen", "sapphire", "jack", "scatter", "ace", "ruby", "king", "queen", "emerald", "jack", "diamond", "ace", "wild", "king", "queen"],
  ],
  scatterPays: { 3: 5 },
  freeSpins: { 3: 10 },
  freeSpinMultiplier: 3,
  jackpotContribution: null,
}

/** Tiger Ways: 5×3, 243 ways, wilds on reels 2–5, scatters on reels 2, 3 and 4 award 8 free spins at ×2. */
export const tigerWays: SlotDefinition = {
  mode: "ways",
  rows: 3,
  betUnits: 25,
  lines: [],
  symbols: [
    sym("wild", "wild"),
    sym("scatter", "scatter"),
    sym("tiger", "regular", [0, 0, 0, 16, 50, 160]),
    sym("dragon", "regular", [0, 0, 0, 12, 32, 100]),
    sym("koi", "regular", [0, 0, 0, 8, 20, 64]),
    sym("lantern", "regular", [0, 0, 0, 6, 16, 48]),
    sym("coin", "regular", [0, 0, 0, 4, 8, 24]),
    sym("fan", "regular", [0, 0, 0, 3, 6, 20]),
    sym("bamboo", "regular", [0, 0, 0, 2, 5, 16]),
  ],
  reels: [
    ["tiger", "coin", "fan", "bamboo", "lantern", "coin", "dragon", "fan", "bamboo", "koi", "coin", "lantern", "fan", "bamboo", "koi", "coin"],
    ["fan", "bamboo", "coin", "wild", "lantern", "fan", "koi", "bamboo", "scatter", "dragon", "coin", "fan", "tiger", "bamboo", "lantern", "coin"],
    ["bamboo", "coin", "fan", "koi", "lantern", "scatter", "bamboo", "tiger", "coin", "fan", "wild", "dragon", "bamboo", "lantern", "coin", "fan"],
    ["coin", "fan", "bamboo", "dragon", "coin", "lantern", "scatter", "fan", "koi", "bamboo", "wild", "coin", "tiger", "fan", "lantern", "bamboo"],
    ["lantern", "bamboo", "coin", "fan", "koi", "bamboo", "tiger", "coin", "fan", "dragon", "lantern", "bamboo", "wild", "coin", "fan", "koi"],
  ],
  scatterPays: { 3: 4 },
  freeSpins: { 3: 8 },
  freeSpinMultiplier: 2,
  jackpotContribution: null,
}

/** Crown Jackpot: 3×3 classic, 5 lines; three crowns on the centre line win the progressive pot (1% of every stake). */
export const crownJackpot: SlotDefinition = {
  mode: "lines",
  rows: 3,
  betUnits: 5,
  lines: [[1, 1, 1], [0, 0, 0], [2, 2, 2], [0, 1, 2], [2, 1, 0]],
  symbols: [
    sym("wild", "wild", [0, 0, 0, 1000]),
    sym("crown", "jackpot"),
    sym("seven", "regular", [0, 0, 0, 400]),
    sym("bar3", "regular", [0, 0, 0, 150]),
    sym("bar2", "regular", [0, 0, 0, 80]),
    sym("bar", "regular", [0, 0, 0, 60]),
    sym("bell", "regular", [0, 0, 0, 50]),
    sym("cherry", "regular", [0, 3, 6, 30]),
    sym("blank", "regular"),
  ],
  reels: [
    ["cherry", "blank", "bar", "blank", "bell", "blank", "bar2", "blank", "cherry", "blank", "seven", "blank", "bar", "blank", "crown", "blank", "bell", "blank", "bar3", "blank", "cherry", "blank", "bar", "blank", "wild", "blank", "bell", "blank", "bar2", "blank"],
    ["blank", "bar", "blank", "cherry", "blank", "bell", "blank", "bar2", "blank", "seven", "blank", "cherry", "blank", "bar", "blank", "crown", "blank", "bar3", "blank", "bell", "blank", "wild", "blank", "bar", "blank", "cherry", "blank", "bell", "blank", "bar2"],
    ["bell", "blank", "bar", "blank", "cherry", "blank", "bar3", "blank", "bar2", "blank", "crown", "blank", "bar", "blank", "seven", "blank", "bell", "blank", "cherry", "blank", "wild", "blank", "bar", "blank", "bar2", "blank", "bell", "blank", "cherry", "blank"],
  ],
  scatterPays: {},
  freeSpins: {},
  freeSpinMultiplier: 1,
  jackpotContribution: { num: 1, den: 100 },
}

export interface SlotGame {
  readonly id: string
  readonly definition: SlotDefinition
  /** Exact; equal to the enumeration (tested). */
  readonly declaredRtp: Fraction
}

export const SLOT_GAMES: ReadonlyArray<SlotGame> = [
  { id: "gem-lines", definition: gemLines, declaredRtp: fraction(23498107n, 24328188n) },
  { id: "tiger-ways", definition: tigerWays, declaredRtp: fraction(2372139n, 2483200n) },
  { id: "crown-jackpot", definition: crownJackpot, declaredRtp: fraction(47n, 50n) },
]
