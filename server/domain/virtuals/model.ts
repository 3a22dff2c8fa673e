/**
 * Virtual sports, pure: the kinds of event, their schedule, their cards (runners or teams), the
 * true probabilities of every selection, prices at a stated margin, the draw of a result and the
 * timeline the browser animates. No clock and no I/O: the service (service.ts) feeds in times and
 * secure random streams (secure-rng.ts).
 *
 * Races are Plackett–Luce: runner i has strength s_i, wins with p_i = s_i / Σs, and the finishing
 * order is drawn runner by runner in proportion to the strengths left, so the forecast (i 1st, j
 * 2nd) has p_i · s_j / (Σs − s_i). Football is two independent Poisson goal counts with means λ_home,
 * λ_away (match result and correct score follow from the grid of scores).
 *
 * Prices: decimal = 1 / (p × M), rounded DOWN to hundredths (never more generous than stated) and
 * kept within [1.01, 10000], as an exact fraction (n / 100, reduced). M is the market's stated
 * margin (overround): the implied probabilities of a book sum to M, plus at most the rounding,
 * which is below 0.01 (proved in specs/server/virtuals-model.test.ts over many cards).
 */
import { poissonTerms } from "../../sim/models.js"
import type { Fraction } from "../../sim/prices.js"
import type { EachWayTerms, RunnerCard } from "../../sim/world.js"
import { DOG_NAMES, DOG_TRACKS, FOOTBALL_LEAGUE, HORSE_NAMES, HORSE_VENUES, JOCKEYS, SILKS, TRAP_COLOURS, VIRTUAL_TEAMS } from "./names.js"
import { normalOf, poissonOf, type SecureRng } from "./secure-rng.js"

export const VIRTUAL_KINDS = ["horses", "greyhounds", "football"] as const
export type VirtualKind = (typeof VIRTUAL_KINDS)[number]

export const SECOND = 1000
export const MINUTE = 60 * SECOND

export interface KindConfig {
  readonly kind: VirtualKind
  readonly label: string
  /** The game id legs carry (outside the sportsbook's range of game ids). */
  readonly gameId: number
  /** From the off to the result: the whole race (every runner home) or 90 simulated minutes. */
  readonly durationMs: number
  /** Start-to-start gap between two events of this kind, drawn uniformly in [min, max]. */
  readonly minGapMs: number
  readonly maxGapMs: number
  /** Stated margins (overround) per market kind. */
  readonly margins: Readonly<Record<string, number>>
}

/** Events of one kind never overlap: the next off is at least this long after the previous result. */
export const MIN_REST_MS = 20 * SECOND

export const KINDS: Readonly<Record<VirtualKind, KindConfig>> = {
  horses: { kind: "horses", label: "Horse Racing", gameId: 9001, durationMs: 55 * SECOND, minGapMs: 2 * MINUTE, maxGapMs: 5 * MINUTE, margins: { win: 1.18, forecast: 1.3 } },
  greyhounds: { kind: "greyhounds", label: "Greyhounds", gameId: 9002, durationMs: 35 * SECOND, minGapMs: 2 * MINUTE, maxGapMs: 5 * MINUTE, margins: { win: 1.15, forecast: 1.25 } },
  // 90 simulated minutes in 3 real ones; the gap leaves the result up for MIN_REST_MS at least.
  football: { kind: "football", label: "Football", gameId: 9003, durationMs: 3 * MINUTE, minGapMs: 3 * MINUTE + MIN_REST_MS, maxGapMs: 5 * MINUTE, margins: { result: 1.08, score: 1.2 } },
}

export const MIN_DECIMAL = 1.01
export const MAX_DECIMAL = 10_000

// ---- ids: a range of their own, never the sportsbook's ---------------------------------------------

/** Match ids of virtual events: VIRTUAL_BASE + n (n the event's sequence number). */
export const VIRTUAL_BASE = 800_000_000
const CONTRACT_BASE = 1_000_000_000
const CONTRACTS_PER_EVENT = 200
const MARKETS_PER_EVENT = 4

export const eventIdOf = (seq: number): number => VIRTUAL_BASE + seq
export const seqOf = (eventId: number): number => eventId - VIRTUAL_BASE
export const marketIdOf = (seq: number, index: number): number => VIRTUAL_BASE + seq * MARKETS_PER_EVENT + index
export const contractIdOf = (seq: number, index: number): number => CONTRACT_BASE + seq * CONTRACTS_PER_EVENT + index

// ---- the card ------------------------------------------------------------------------------------

export interface RaceRunner {
  readonly number: number
  readonly name: string
  readonly strength: number
  readonly colour: string
  readonly jockey: string | null
  readonly form: string
}

export interface Team {
  readonly name: string
  /** Expected goals over the 90 minutes. */
  readonly rate: number
}

export interface VirtualCard {
  readonly seq: number
  readonly kind: VirtualKind
  readonly name: string
  readonly venue: string
  readonly offAt: number
  readonly endAt: number
  readonly runners: ReadonlyArray<RaceRunner>
  readonly home: Team | null
  readonly away: Team | null
}

const pickFrom = <T>(rng: SecureRng, items: ReadonlyArray<T>): T => items[Math.floor(rng.next() * items.length)]!

const sample = <T>(rng: SecureRng, items: ReadonlyArray<T>, n: number): T[] => {
  const pool = [...items]
  const out: T[] = []
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(rng.next() * pool.length), 1)[0]!)
  return out
}

const formOf = (rng: SecureRng, strength: number): string =>
  Array.from({ length: 4 }, () => String(Math.min(9, 1 + Math.floor(rng.next() * 9 * (1 / (1 + strength)))))).join("")

const clock = (ms: number): string => {
  const d = new Date(ms)
  return `${String(d.getUTCHours()).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")}`
}

/** A card drawn from the event's own stream ("card:<seq>"). */
export const drawCard = (rng: SecureRng, kind: VirtualKind, seq: number, offAt: number): VirtualCard => {
  const endAt = offAt + KINDS[kind].durationMs
  if (kind === "football") {
    const [h, a] = sample(rng, VIRTUAL_TEAMS, 2)
    const home = { name: h!, rate: Math.round(1.45 * Math.exp(normalOf(rng) * 0.3) * 1000) / 1000 }
    const away = { name: a!, rate: Math.round(1.15 * Math.exp(normalOf(rng) * 0.3) * 1000) / 1000 }
    return { seq, kind, name: `${home.name} v ${away.name}`, venue: FOOTBALL_LEAGUE, offAt, endAt, runners: [], home, away }
  }
  const horses = kind === "horses"
  const count = horses ? 8 + Math.floor(rng.next() * 5) : 6
  const names = sample(rng, horses ? HORSE_NAMES : DOG_NAMES, count)
  const jockeys = sample(rng, JOCKEYS, count)
  const silks = sample(rng, SILKS, count)
  const runners = names.map((name, i) => {
    const strength = Math.round(Math.exp(normalOf(rng) * (horses ? 0.75 : 0.55)) * 10_000) / 10_000
    return { number: i + 1, name, strength, colour: horses ? silks[i]! : TRAP_COLOURS[i]!, jockey: horses ? jockeys[i]! : null, form: formOf(rng, strength) }
  })
  const venue = pickFrom(rng, horses ? HORSE_VENUES : DOG_TRACKS)
  return { seq, kind, name: `${clock(offAt)} ${venue}`, venue, offAt, endAt, runners, home: null, away: null }
}

// ---- the schedule ----------------------------------------------------------------------------------

/** The next off after an event of the same kind that goes off at `previousOff` (stream "gap:<kind>:<seq>"). */
export const nextOff = (rng: SecureRng, kind: VirtualKind, previousOff: number): number => {
  const k = KINDS[kind]
  return previousOff + Math.round(k.minGapMs + rng.next() * (k.maxGapMs - k.minGapMs))
}

// ---- probabilities and prices ----------------------------------------------------------------------

/** Each-way terms (UK practice): 8 or more runners 1/5 odds 3 places (12 or more: 1/4); 5–7 runners 1/4 odds 2 places. */
export const eachWayTerms = (runners: number): EachWayTerms | null => {
  if (runners >= 12) return { description: "1/4 odds, 3 places", deduction: "1/4", placement: 3 }
  if (runners >= 8) return { description: "1/5 odds, 3 places", deduction: "1/5", placement: 3 }
  if (runners >= 5) return { description: "1/4 odds, 2 places", deduction: "1/4", placement: 2 }
  return null
}

export const winProbabilities = (strengths: ReadonlyArray<number>): number[] => {
  const total = strengths.reduce((a, b) => a + b, 0)
  return strengths.map((s) => s / total)
}

/** P(i 1st and j 2nd) for every ordered pair i ≠ j, in the order [i][j]. */
export const forecastProbabilities = (strengths: ReadonlyArray<number>): Array<{ first: number; second: number; p: number }> => {
  const total = strengths.reduce((a, b) => a + b, 0)
  const out: Array<{ first: number; second: number; p: number }> = []
  strengths.forEach((si, i) => strengths.forEach((sj, j) => {
    if (i !== j) out.push({ first: i, second: j, p: (si / total) * (sj / (total - si)) })
  }))
  return out
}

/** Goals counted exactly up to this many a side; the rest of the tail (< 1e-12) goes to the last cell. */
const GRID = 20

export const scoreGrid = (home: number, away: number): number[][] => {
  const ph = poissonTerms(home, GRID)
  const pa = poissonTerms(away, GRID)
  ph[GRID] = ph[GRID]! + Math.max(0, 1 - ph.reduce((a, b) => a + b, 0))
  pa[GRID] = pa[GRID]! + Math.max(0, 1 - pa.reduce((a, b) => a + b, 0))
  return ph.map((x) => pa.map((y) => x * y))
}

/** Correct scores quoted one by one; every other score falls in "Any other home win / draw / away win". */
export const CORRECT_SCORES: ReadonlyArray<readonly [number, number]> = [
  [1, 0], [2, 0], [2, 1], [3, 0], [3, 1], [3, 2], [0, 0], [1, 1], [2, 2], [3, 3], [0, 1], [0, 2], [1, 2], [0, 3], [1, 3], [2, 3],
]

export type ScoreSelection = { readonly kind: "exact"; readonly home: number; readonly away: number } | { readonly kind: "other"; readonly sign: 1 | 0 | -1 }

export const SCORE_SELECTIONS: ReadonlyArray<ScoreSelection> = [
  ...CORRECT_SCORES.map(([home, away]) => ({ kind: "exact" as const, home, away })),
  { kind: "other", sign: 1 },
  { kind: "other", sign: 0 },
  { kind: "other", sign: -1 },
]

export const scoreWins = (s: ScoreSelection, home: number, away: number): boolean => {
  if (s.kind === "exact") return s.home === home && s.away === away
  return !CORRECT_SCORES.some(([h, a]) => h === home && a === away) && Math.sign(home - away) === s.sign
}

const gridSum = (grid: number[][], test: (h: number, a: number) => boolean): number => {
  let sum = 0
  grid.forEach((row, h) => row.forEach((p, a) => {
    if (test(h, a)) sum += p
  }))
  return sum
}

/** Decimal odds for a true probability at margin M, rounded down to hundredths, as an exact fraction. */
export const priceFor = (p: number, margin: number): Fraction => {
  const fair = 1 / Math.max(p * margin, 1 / MAX_DECIMAL)
  const hundredths = Math.max(Math.round(MIN_DECIMAL * 100), Math.min(MAX_DECIMAL * 100, Math.floor(fair * 100 + 1e-9)))
  const num = hundredths - 100
  const g = gcd(num, 100)
  return { num: num / g, den: 100 / g }
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

export const decimalOfFraction = (f: Fraction): number => 1 + f.num / f.den

/** The implied probabilities of a book, summed (its overround). */
export const bookSum = (prices: ReadonlyArray<Fraction>): number => prices.reduce((s, f) => s + 1 / decimalOfFraction(f), 0)

export interface VirtualSelection {
  readonly id: number
  readonly name: string
  /** True probability of the simulation. */
  readonly probability: number
  readonly price: Fraction
  readonly runner: RunnerCard | null
  /** Race: the runner indexes this selection is about ([i] win, [i, j] forecast i then j). Football: null. */
  readonly runners: ReadonlyArray<number> | null
  /** Football correct score; null otherwise. */
  readonly score: ScoreSelection | null
  readonly maxBet: number
  readonly multiAvailable: boolean
}

export interface VirtualMarket {
  readonly id: number
  readonly name: string
  /** win, forecast, result, score */
  readonly kind: "win" | "forecast" | "result" | "score"
  readonly margin: number
  readonly eachWay: EachWayTerms | null
  readonly selections: ReadonlyArray<VirtualSelection>
}

/** The markets of a card, with true probabilities and prices. Ids follow from the event's sequence number. */
export const marketsOf = (card: VirtualCard): VirtualMarket[] => {
  const margins = KINDS[card.kind].margins
  let contract = 0
  const nextContract = () => contractIdOf(card.seq, contract++)
  if (card.kind === "football") {
    const grid = scoreGrid(card.home!.rate, card.away!.rate)
    const results = [
      { name: card.home!.name, p: gridSum(grid, (h, a) => h > a) },
      { name: "Draw", p: gridSum(grid, (h, a) => h === a) },
      { name: card.away!.name, p: gridSum(grid, (h, a) => h < a) },
    ]
    const scoreName = (s: ScoreSelection) =>
      s.kind === "exact" ? `${s.home}-${s.away}` : s.sign === 1 ? "Any other home win" : s.sign === 0 ? "Any other draw" : "Any other away win"
    return [
      {
        id: marketIdOf(card.seq, 0), name: "Match Result", kind: "result", margin: margins.result!, eachWay: null,
        selections: results.map((r) => ({ id: nextContract(), name: r.name, probability: r.p, price: priceFor(r.p, margins.result!), runner: null, runners: null, score: null, maxBet: 50_000, multiAvailable: false })),
      },
      {
        id: marketIdOf(card.seq, 1), name: "Correct Score", kind: "score", margin: margins.score!, eachWay: null,
        selections: SCORE_SELECTIONS.map((s) => {
          const p = gridSum(grid, (h, a) => scoreWins(s, h, a))
          return { id: nextContract(), name: scoreName(s), probability: p, price: priceFor(p, margins.score!), runner: null, runners: null, score: s, maxBet: 20_000, multiAvailable: false }
        }),
      },
    ]
  }
  const strengths = card.runners.map((r) => r.strength)
  const win = winProbabilities(strengths)
  const runnerCard = (r: RaceRunner): RunnerCard => ({ number: r.number, draw: card.kind === "greyhounds" ? r.number : null, jockey: r.jockey, trainer: null, form: r.form, age: null, weight: null, silk_colour: r.colour })
  const winMarket: VirtualMarket = {
    id: marketIdOf(card.seq, 0), name: "Win or Each Way", kind: "win", margin: margins.win!, eachWay: eachWayTerms(card.runners.length),
    selections: card.runners.map((r, i) => ({ id: nextContract(), name: r.name, probability: win[i]!, price: priceFor(win[i]!, margins.win!), runner: runnerCard(r), runners: [i], score: null, maxBet: 50_000, multiAvailable: false })),
  }
  const forecast: VirtualMarket = {
    id: marketIdOf(card.seq, 1), name: "Forecast", kind: "forecast", margin: margins.forecast!, eachWay: null,
    selections: forecastProbabilities(strengths).map(({ first, second, p }) => ({
      id: nextContract(),
      name: `${card.runners[first]!.number}. ${card.runners[first]!.name} / ${card.runners[second]!.number}. ${card.runners[second]!.name}`,
      probability: p, price: priceFor(p, margins.forecast!), runner: null, runners: [first, second], score: null, maxBet: 10_000, multiAvailable: false,
    })),
  }
  return [winMarket, forecast]
}

// ---- results ---------------------------------------------------------------------------------------

export interface RaceResult {
  /** Runner indexes in finishing order. */
  readonly order: ReadonlyArray<number>
  /** Runner indexes that dead-heat with the runner before them in `order` (share its position). */
  readonly deadHeat: ReadonlyArray<number>
}

export interface Goal {
  /** Simulated minute, 1–90. */
  readonly minute: number
  readonly side: "home" | "away"
}

export interface FootballResult {
  readonly home: number
  readonly away: number
  readonly goals: ReadonlyArray<Goal>
}

export type VirtualResult = { readonly race: RaceResult; readonly football: null } | { readonly race: null; readonly football: FootballResult }

/** A Plackett–Luce finishing order: each place drawn in proportion to the strengths left. */
export const drawRaceOrder = (rng: SecureRng, strengths: ReadonlyArray<number>): number[] => {
  const left = strengths.map((s, i) => ({ s, i }))
  const order: number[] = []
  while (left.length > 0) {
    const total = left.reduce((a, r) => a + r.s, 0)
    let draw = rng.next() * total
    let index = 0
    for (; index < left.length - 1; index++) {
      draw -= left[index]!.s
      if (draw < 0) break
    }
    order.push(left.splice(index, 1)[0]!.i)
  }
  return order
}

/** The result of a card, from its own stream ("result:<seq>"). The generator draws no dead heats (times are continuous); settlement still handles one resulted by the operator. */
export const drawResult = (rng: SecureRng, card: VirtualCard): VirtualResult => {
  if (card.kind === "football") {
    const home = poissonOf(rng, card.home!.rate)
    const away = poissonOf(rng, card.away!.rate)
    const minutes = (n: number) => Array.from({ length: n }, () => 1 + Math.floor(rng.next() * 90))
    const goals = [...minutes(home).map((minute) => ({ minute, side: "home" as const })), ...minutes(away).map((minute) => ({ minute, side: "away" as const }))]
      .sort((a, b) => a.minute - b.minute || (a.side === "home" ? -1 : 1))
    return { race: null, football: { home, away, goals } }
  }
  return { race: { order: drawRaceOrder(rng, card.runners.map((r) => r.strength)), deadHeat: [] }, football: null }
}

/** Finishing positions per runner index (dead heats share the position of the runner they tie with) and the size of each tie. */
export const racePositions = (result: RaceResult): { positions: number[]; tied: number[] } => {
  const n = result.order.length
  const positions = new Array<number>(n).fill(0)
  const withBefore = new Set(result.deadHeat)
  result.order.forEach((runner, i) => {
    positions[runner] = i > 0 && withBefore.has(runner) ? positions[result.order[i - 1]!]! : i + 1
  })
  const count = new Map<number, number>()
  for (const p of positions) count.set(p, (count.get(p) ?? 0) + 1)
  return { positions, tied: positions.map((p) => count.get(p)!) }
}

export type SelectionOutcome = { readonly contractId: number; readonly status: "winner" | "loser"; readonly position: number | null; readonly deadHeat: number | null; readonly startPrice: Fraction | null }

/**
 * Every selection resulted. Win market: winner at position 1, with its position and tie size (each
 * way and dead-heat rules are settlement's, returns.ts). Forecast: the ordered pairs (1st, 2nd)
 * that the positions allow win; when a dead heat makes several pairs win, each carries the number
 * of winning pairs as its dead heat, so each is paid on that share of the stake.
 */
export const outcomesOf = (card: VirtualCard, markets: ReadonlyArray<VirtualMarket>, result: VirtualResult): SelectionOutcome[] => {
  if (result.football) {
    const { home, away } = result.football
    const sign = Math.sign(home - away)
    return markets.flatMap((m) => m.selections.map((s, i) => {
      const won = m.kind === "result" ? [1, 0, -1][i] === sign : scoreWins(s.score!, home, away)
      return { contractId: s.id, status: won ? "winner" : "loser", position: null, deadHeat: null, startPrice: null } as const
    }))
  }
  const { positions, tied } = racePositions(result.race!)
  const out: SelectionOutcome[] = []
  for (const m of markets) {
    if (m.kind === "win") {
      for (const s of m.selections) {
        const i = s.runners![0]!
        out.push({ contractId: s.id, status: positions[i] === 1 ? "winner" : "loser", position: positions[i]!, deadHeat: tied[i]! >= 2 ? tied[i]! : null, startPrice: s.price })
      }
      continue
    }
    const firsts = positions.flatMap((p, i) => (p === 1 ? [i] : []))
    const seconds = firsts.length >= 2 ? firsts : positions.flatMap((p, i) => (p === 2 ? [i] : []))
    const wins = (a: number, b: number) => a !== b && firsts.includes(a) && seconds.includes(b)
    const winning = m.selections.filter((s) => wins(s.runners![0]!, s.runners![1]!)).length
    for (const s of m.selections) {
      const won = wins(s.runners![0]!, s.runners![1]!)
      out.push({ contractId: s.id, status: won ? "winner" : "loser", position: null, deadHeat: won && winning >= 2 ? winning : null, startPrice: null })
    }
  }
  void card
  return out
}

// ---- the timeline ----------------------------------------------------------------------------------

/** Frames every FRAME_MS of the event's run; the browser interpolates between them. */
export const FRAME_MS = 500

export interface RacePlan {
  /** Per runner index: ms from the off to the line. */
  readonly times: ReadonlyArray<number>
  /** Per runner index: pace wobble (a, b), |a|π + |b|2π < 1 keeps the distance monotone. */
  readonly wobble: ReadonlyArray<readonly [number, number]>
}

export interface FootballPlan {
  /** Ball position at each second of the run, x 0 (home goal) → 1 (away goal), y 0 → 1. */
  readonly ball: ReadonlyArray<readonly [number, number]>
}

/** How the run will look, from the event's animation stream ("anim:<seq>"), consistent with the result. */
export const planRace = (rng: SecureRng, card: VirtualCard, result: RaceResult): RacePlan => {
  const duration = KINDS[card.kind].durationMs
  // The winner crosses at 70–76 % of the window; the rest follow 0.15–1.2 s apart; the last is home 2 s before the result.
  const n = result.order.length
  const winner = duration * (0.7 + rng.next() * 0.06)
  const gaps = result.order.map((_, i) => (i === 0 ? 0 : result.deadHeat.includes(result.order[i]!) ? 0 : 150 + rng.next() * 1050))
  const spread = gaps.reduce((a, b) => a + b, 0)
  const room = duration - 2000 - winner
  const scale = spread > room ? room / spread : 1
  const times = new Array<number>(n).fill(0)
  let t = winner
  result.order.forEach((runner, i) => {
    t += gaps[i]! * scale
    times[runner] = Math.round(t)
  })
  const wobble = card.runners.map(() => [(rng.next() * 2 - 1) * 0.12, (rng.next() * 2 - 1) * 0.05] as const)
  return { times, wobble }
}

/** Share of the course a runner has covered `t` ms after the off (1 once home). */
export const raceDistance = (plan: RacePlan, runner: number, t: number): number => {
  const u = Math.max(0, Math.min(1, t / plan.times[runner]!))
  const [a, b] = plan.wobble[runner]!
  return Math.max(0, Math.min(1, u + a * Math.sin(Math.PI * u) + b * Math.sin(2 * Math.PI * u)))
}

export const planFootball = (rng: SecureRng, card: VirtualCard, result: FootballResult): FootballPlan => {
  const seconds = Math.ceil(KINDS[card.kind].durationMs / SECOND)
  const goalAt = new Map(result.goals.map((g) => [Math.round((g.minute / 90) * seconds), g.side] as const))
  const ball: Array<readonly [number, number]> = []
  let x = 0.5
  let y = 0.5
  for (let s = 0; s <= seconds; s++) {
    // A goal at second s: the ball is in the net then, and back on the spot for the restart.
    const scoring = goalAt.get(s) ?? goalAt.get(s + 1) ?? goalAt.get(s + 2)
    if (scoring) {
      const target = scoring === "home" ? 1 : 0
      const left = goalAt.has(s) ? 0 : goalAt.has(s + 1) ? 1 : 2
      x = left === 0 ? target : x + (target - x) * (left === 1 ? 0.6 : 0.4)
      y = left === 0 ? 0.5 : y + (0.5 - y) * 0.5
    } else if (s > 0 && goalAt.has(s - 1)) {
      x = 0.5
      y = 0.5
    } else {
      x = Math.max(0.08, Math.min(0.92, x + (rng.next() - 0.5) * 0.25))
      y = Math.max(0.08, Math.min(0.92, y + (rng.next() - 0.5) * 0.3))
    }
    ball.push([Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000])
  }
  return { ball }
}

export interface RaceFrame {
  /** ms since the off */
  readonly t: number
  /** Per runner index, share of the course covered (0–1, 4 places). */
  readonly positions: ReadonlyArray<number>
}

export interface FootballFrame {
  readonly t: number
  readonly minute: number
  readonly ball: readonly [number, number]
  readonly home: number
  readonly away: number
}

/** Race frames from `from` (inclusive) to `to` (inclusive), ms since the off, on the FRAME_MS grid. */
export const raceFrames = (plan: RacePlan, from: number, to: number): RaceFrame[] => {
  const out: RaceFrame[] = []
  for (let t = Math.ceil(Math.max(0, from) / FRAME_MS) * FRAME_MS; t <= to; t += FRAME_MS) {
    out.push({ t, positions: plan.times.map((_, i) => Math.round(raceDistance(plan, i, t) * 10_000) / 10_000) })
  }
  return out
}

export const minuteAt = (t: number, durationMs: number): number => Math.min(90, Math.floor((Math.max(0, t) / durationMs) * 90))

export const footballFrames = (card: VirtualCard, plan: FootballPlan, result: FootballResult, from: number, to: number): FootballFrame[] => {
  const duration = KINDS[card.kind].durationMs
  const out: FootballFrame[] = []
  for (let t = Math.ceil(Math.max(0, from) / FRAME_MS) * FRAME_MS; t <= to; t += FRAME_MS) {
    const s = Math.min(plan.ball.length - 1, Math.floor(t / SECOND))
    const minute = minuteAt(t, duration)
    const scored = result.goals.filter((g) => g.minute <= minute)
    out.push({ t, minute, ball: plan.ball[s]!, home: scored.filter((g) => g.side === "home").length, away: scored.filter((g) => g.side === "away").length })
  }
  return out
}
