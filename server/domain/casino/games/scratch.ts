/**
 * Lucky Scratch, the instant game: like a printed scratch card, a round draws one ticket from a
 * fixed pool of 10,000 whose prizes are known, then lays out nine cells that show it: three of the
 * prize's symbol on a winning ticket, no symbol three times on a losing one. Exhaustive
 * enumeration of the pool gives the RTP exactly: 9,500 / 10,000 = 95%.
 */
import { fraction, type Fraction } from "./fraction.js"
import type { RoundRandom } from "./random.js"

export interface ScratchTier {
  readonly symbol: string
  /** Multiple of the ticket price. */
  readonly multiple: number
  /** Tickets of this tier in the pool. */
  readonly tickets: number
}

export const SCRATCH_POOL = 10_000
export const SCRATCH_TIERS: ReadonlyArray<ScratchTier> = [
  { symbol: "diamond", multiple: 500, tickets: 2 },
  { symbol: "crown", multiple: 100, tickets: 10 },
  { symbol: "bell", multiple: 20, tickets: 60 },
  { symbol: "star", multiple: 10, tickets: 150 },
  { symbol: "clover", multiple: 5, tickets: 400 },
  { symbol: "horseshoe", multiple: 2, tickets: 1000 },
  { symbol: "cherry", multiple: 1, tickets: 800 },
]
export const SCRATCH_SYMBOLS: ReadonlyArray<string> = SCRATCH_TIERS.map((t) => t.symbol)
export const SCRATCH_RTP: Fraction = fraction(19, 20)
export const SCRATCH_CELLS = 9

export interface ScratchCard {
  readonly ticket: number
  readonly cells: ReadonlyArray<string>
  /** Multiple of the price won (0 on a losing ticket). */
  readonly multiple: number
}

/** The prize of ticket i of the pool (tickets 0.. are the tiers in order, the rest lose). */
export const ticketTier = (ticket: number): ScratchTier | null => {
  let from = 0
  for (const tier of SCRATCH_TIERS) {
    if (ticket < from + tier.tickets) return tier
    from += tier.tickets
  }
  return null
}

const shuffle = <T>(items: T[], rng: RoundRandom): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.below(i + 1)
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}

/** What the nine cells say: the symbol shown three times or more, and its multiple. */
export const readCard = (cells: ReadonlyArray<string>): number => {
  const counts = new Map<string, number>()
  for (const c of cells) counts.set(c, (counts.get(c) ?? 0) + 1)
  for (const tier of SCRATCH_TIERS) if ((counts.get(tier.symbol) ?? 0) >= 3) return tier.multiple
  return 0
}

export const drawScratchCard = (rng: RoundRandom): ScratchCard => {
  const ticket = rng.below(SCRATCH_POOL)
  const tier = ticketTier(ticket)
  const others = SCRATCH_SYMBOLS.filter((s) => s !== tier?.symbol)
  // Every other symbol at most twice, so nothing else can read as a win.
  const filler = shuffle(others.flatMap((s) => [s, s]), rng)
  const cells = tier ? [tier.symbol, tier.symbol, tier.symbol, ...filler.slice(0, SCRATCH_CELLS - 3)] : filler.slice(0, SCRATCH_CELLS)
  return { ticket, cells: shuffle(cells, rng), multiple: tier?.multiple ?? 0 }
}
