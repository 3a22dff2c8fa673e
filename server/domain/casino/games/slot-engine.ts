/**
 * The video-slot engine: a slot is data (`SlotDefinition`: reel strips, symbols, paytable, paylines
 * or ways, scatter and free spins, jackpot), compiled once into typed arrays so that a spin
 * allocates nothing (the bench plays tens of millions).
 *
 * Units: every win is an integer number of *bet units*; a stake must be a multiple of the game's
 * `betUnits`, and a win of u units pays u × stake / betUnits minor units, exactly. For a payline
 * game betUnits is the number of lines (line pays are per line bet); scatter pays are multiples of
 * the whole stake (× betUnits units).
 *
 * Rules (as the game info says):
 *   - Lines: a line pays its leftmost run of one symbol, wilds substituting; a run of wilds alone
 *     pays as wilds; a line pays its best reading only. Scatters do not sit on lines.
 *   - Ways: every symbol on adjacent reels from the left pays, once per way (product of the number
 *     of that symbol or wilds on each reel of the run).
 *   - Scatters anywhere pay × stake and award free spins; free spins play on the same reels with a
 *     multiplier on every win, and scatters in free spins award the same number again.
 *   - Jackpot: the jackpot symbol on every reel of the centre line wins the progressive pot (paid
 *     outside the paytable, by the caller who keeps the pot).
 */
import type { RoundRandom } from "./random.js"

export type SymbolKind = "regular" | "wild" | "scatter" | "jackpot"

export interface SlotSymbol {
  readonly id: string
  readonly kind: SymbolKind
  /** Pays in bet units for a run (lines) or per way (ways) of 1..reels symbols; index = count. */
  readonly pays: ReadonlyArray<number>
}

export interface SlotDefinition {
  readonly mode: "lines" | "ways"
  readonly rows: number
  readonly symbols: ReadonlyArray<SlotSymbol>
  /** One strip per reel, top to bottom, wrapping; a stop shows strip[stop], strip[stop+1], … */
  readonly reels: ReadonlyArray<ReadonlyArray<string>>
  /** Payline rows per reel (lines mode only). */
  readonly lines: ReadonlyArray<ReadonlyArray<number>>
  readonly betUnits: number
  /** Scatter count → pay as a multiple of the stake. */
  readonly scatterPays: Readonly<Record<number, number>>
  /** Scatter count → free spins awarded. */
  readonly freeSpins: Readonly<Record<number, number>>
  readonly freeSpinMultiplier: number
  /** Share of every stake fed to the progressive pot, when the game has one. */
  readonly jackpotContribution: { readonly num: number; readonly den: number } | null
}

const KIND: Record<SymbolKind, number> = { regular: 0, wild: 1, scatter: 2, jackpot: 3 }

export interface CompiledSlot {
  readonly def: SlotDefinition
  readonly nReels: number
  readonly rows: number
  readonly strips: ReadonlyArray<Uint8Array>
  readonly kinds: Uint8Array
  /** pays[symbol * (nReels + 1) + count] in bet units. */
  readonly pays: Int32Array
  readonly lineRows: Uint8Array
  readonly nLines: number
  readonly scatterPay: Int32Array
  readonly freeSpinAward: Int32Array
  readonly regular: Uint8Array
  readonly wild: number
  readonly scatter: number
  readonly jackpot: number
  /** grid[reel * rows + row], reused by every spin of the fast path. */
  readonly grid: Uint8Array
  readonly stops: Int32Array
}

export const compileSlot = (def: SlotDefinition): CompiledSlot => {
  const nReels = def.reels.length
  const index = new Map(def.symbols.map((s, i) => [s.id, i]))
  const strips = def.reels.map((strip, r) =>
    Uint8Array.from(strip, (id) => {
      const i = index.get(id)
      if (i === undefined) throw new Error(`reel ${r} names unknown symbol ${id}`)
      return i
    }),
  )
  const pays = new Int32Array(def.symbols.length * (nReels + 1))
  def.symbols.forEach((s, i) => s.pays.forEach((p, count) => (pays[i * (nReels + 1) + count] = p)))
  const lineRows = new Uint8Array(def.lines.length * nReels)
  def.lines.forEach((line, l) => line.forEach((row, r) => (lineRows[l * nReels + r] = row)))
  const scatterPay = new Int32Array(def.rows * nReels + 1)
  const freeSpinAward = new Int32Array(def.rows * nReels + 1)
  for (const [count, pay] of Object.entries(def.scatterPays)) scatterPay[Number(count)] = pay * def.betUnits
  for (const [count, spins] of Object.entries(def.freeSpins)) freeSpinAward[Number(count)] = spins
  const find = (kind: SymbolKind): number => def.symbols.findIndex((s) => s.kind === kind)
  return {
    def,
    nReels,
    rows: def.rows,
    strips,
    kinds: Uint8Array.from(def.symbols, (s) => KIND[s.kind]),
    pays,
    lineRows,
    nLines: def.lines.length,
    scatterPay,
    freeSpinAward,
    regular: Uint8Array.from(def.symbols.flatMap((s, i) => (s.kind === "regular" ? [i] : []))),
    wild: find("wild"),
    scatter: find("scatter"),
    jackpot: find("jackpot"),
    grid: new Uint8Array(def.rows * nReels),
    stops: new Int32Array(nReels),
  }
}

/** Fills the grid from the stops. */
export const showStops = (c: CompiledSlot, stops: ArrayLike<number>): void => {
  for (let r = 0; r < c.nReels; r++) {
    const strip = c.strips[r]!
    const len = strip.length
    for (let row = 0; row < c.rows; row++) c.grid[r * c.rows + row] = strip[(stops[r]! + row) % len]!
  }
}

/** Draws the stops of one spin and fills the grid. */
export const drawStops = (c: CompiledSlot, rng: RoundRandom): void => {
  for (let r = 0; r < c.nReels; r++) c.stops[r] = rng.below(c.strips[r]!.length)
  showStops(c, c.stops)
}

/** What one line pays (bet units) and how: the symbol and run length, packed as symbol*16+count. */
const linePay = (c: CompiledSlot, line: number): number => {
  const n = c.nReels
  const rows = c.rows
  const grid = c.grid
  const kinds = c.kinds
  const base = line * n
  // Leading wilds.
  let wilds = 0
  while (wilds < n && kinds[grid[wilds * rows + c.lineRows[base + wilds]!]!] === 1) wilds++
  const wildPay = wilds > 0 ? c.pays[c.wild * (n + 1) + wilds]! : 0
  if (wilds === n) return wildPay
  const s = grid[wilds * rows + c.lineRows[base + wilds]!]!
  if (kinds[s] !== 0) return wildPay
  let run = wilds + 1
  while (run < n) {
    const t = grid[run * rows + c.lineRows[base + run]!]!
    if (t !== s && kinds[t] !== 1) break
    run++
  }
  const symbolPay = c.pays[s * (n + 1) + run]!
  return symbolPay > wildPay ? symbolPay : wildPay
}

/** Ways pay of one symbol on the current grid. */
const waysPay = (c: CompiledSlot, s: number): number => {
  const n = c.nReels
  const rows = c.rows
  const grid = c.grid
  let ways = 1
  let run = 0
  for (let r = 0; r < n; r++) {
    let count = 0
    for (let row = 0; row < rows; row++) {
      const t = grid[r * rows + row]!
      if (t === s || t === c.wild) count++
    }
    if (count === 0) break
    ways *= count
    run++
  }
  const pay = c.pays[s * (n + 1) + run]!
  return pay > 0 ? pay * ways : 0
}

export const scatterCount = (c: CompiledSlot): number => {
  if (c.scatter < 0) return 0
  let k = 0
  for (let i = 0; i < c.grid.length; i++) if (c.grid[i] === c.scatter) k++
  return k
}

/** Bet units the current grid pays (lines or ways, plus scatters), before any multiplier. */
export const gridUnits = (c: CompiledSlot): number => {
  let units = 0
  if (c.def.mode === "lines") for (let l = 0; l < c.nLines; l++) units += linePay(c, l)
  else for (let i = 0; i < c.regular.length; i++) units += waysPay(c, c.regular[i]!)
  return units + c.scatterPay[scatterCount(c)]!
}

/** The centre line shows the jackpot symbol on every reel. */
export const jackpotShown = (c: CompiledSlot): boolean => {
  if (c.jackpot < 0) return false
  const centre = c.rows >> 1
  for (let r = 0; r < c.nReels; r++) if (c.grid[r * c.rows + centre] !== c.jackpot) return false
  return true
}

/** Upper bound on free spins in one round: a safety stop only (reached with probability ~0). */
export const FREE_SPIN_CAP = 1_000

/**
 * The fast path: plays a whole round (base spin and every free spin it leads to) and returns the
 * bet units won; sets `fastRound.jackpot`. No allocation.
 */
export const fastRound = (c: CompiledSlot, rng: RoundRandom): number => {
  drawStops(c, rng)
  let units = gridUnits(c)
  fastRound.jackpot = jackpotShown(c)
  let left = c.freeSpinAward[scatterCount(c)]!
  let played = 0
  const m = c.def.freeSpinMultiplier
  while (left > 0 && played < FREE_SPIN_CAP) {
    left--
    played++
    drawStops(c, rng)
    units += m * gridUnits(c)
    left += c.freeSpinAward[scatterCount(c)]!
  }
  return units
}
fastRound.jackpot = false

// ---- The played round, with everything the player and the verifier see ----

export type SlotWin =
  | { readonly kind: "line"; readonly line: number; readonly symbol: string; readonly count: number; readonly units: number }
  | { readonly kind: "ways"; readonly symbol: string; readonly count: number; readonly ways: number; readonly units: number }
  | { readonly kind: "scatter"; readonly symbol: string; readonly count: number; readonly units: number }

export interface SlotSpin {
  readonly stops: ReadonlyArray<number>
  /** Symbol ids by reel, top to bottom. */
  readonly grid: ReadonlyArray<ReadonlyArray<string>>
  readonly wins: ReadonlyArray<SlotWin>
  /** Bet units, multiplier applied. */
  readonly units: number
  readonly freeSpinsAwarded: number
  readonly jackpot: boolean
}

export interface SlotRound {
  readonly base: SlotSpin
  readonly freeSpins: ReadonlyArray<SlotSpin>
  readonly units: number
  readonly jackpot: boolean
}

const describeSpin = (c: CompiledSlot, multiplier: number): SlotSpin => {
  const ids = c.def.symbols.map((s) => s.id)
  const n = c.nReels
  const wins: SlotWin[] = []
  if (c.def.mode === "lines") {
    for (let l = 0; l < c.nLines; l++) {
      const pay = linePay(c, l)
      if (pay === 0) continue
      // Find which reading paid (for the display): the symbol and the run length.
      const cells = Array.from({ length: n }, (_, r) => c.grid[r * c.rows + c.lineRows[l * n + r]!]!)
      const first = cells.find((s) => c.kinds[s] !== 1)
      const symbol = first !== undefined && c.kinds[first] === 0 && c.pays[first * (n + 1) + runOf(c, cells, first)] === pay ? first : c.wild
      const count = symbol === c.wild ? cells.findIndex((s) => c.kinds[s] !== 1) === -1 ? n : cells.findIndex((s) => c.kinds[s] !== 1) : runOf(c, cells, symbol)
      wins.push({ kind: "line", line: l, symbol: ids[symbol]!, count, units: pay * multiplier })
    }
  } else {
    for (const s of c.regular) {
      const pay = waysPay(c, s)
      if (pay === 0) continue
      let run = 0
      let ways = 1
      for (let r = 0; r < n; r++) {
        let k = 0
        for (let row = 0; row < c.rows; row++) if (c.grid[r * c.rows + row] === s || c.grid[r * c.rows + row] === c.wild) k++
        if (k === 0) break
        run++
        ways *= k
      }
      wins.push({ kind: "ways", symbol: ids[s]!, count: run, ways, units: pay * multiplier })
    }
  }
  const scatters = scatterCount(c)
  if (c.scatterPay[scatters]! > 0 || c.freeSpinAward[scatters]! > 0) {
    wins.push({ kind: "scatter", symbol: ids[c.scatter]!, count: scatters, units: c.scatterPay[scatters]! * multiplier })
  }
  const grid = Array.from({ length: n }, (_, r) => Array.from({ length: c.rows }, (_, row) => ids[c.grid[r * c.rows + row]!]!))
  return {
    stops: Array.from(c.stops),
    grid,
    wins,
    units: wins.reduce((s, w) => s + w.units, 0),
    freeSpinsAwarded: c.freeSpinAward[scatters]!,
    jackpot: jackpotShown(c),
  }
}

const runOf = (c: CompiledSlot, cells: ReadonlyArray<number>, s: number): number => {
  let run = 0
  while (run < cells.length && (cells[run] === s || c.kinds[cells[run]!] === 1)) run++
  return run
}

/** Plays one round for real: the same draws as `fastRound`, described for the player. */
export const playSlotRound = (c: CompiledSlot, rng: RoundRandom): SlotRound => {
  drawStops(c, rng)
  const base = describeSpin(c, 1)
  const freeSpins: SlotSpin[] = []
  let left = base.freeSpinsAwarded
  while (left > 0 && freeSpins.length < FREE_SPIN_CAP) {
    left--
    drawStops(c, rng)
    const spin = describeSpin(c, c.def.freeSpinMultiplier)
    freeSpins.push(spin)
    left += spin.freeSpinsAwarded
  }
  return { base, freeSpins, units: base.units + freeSpins.reduce((s, f) => s + f.units, 0), jackpot: base.jackpot }
}
