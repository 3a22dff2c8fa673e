/**
 * True probabilities of each market's selections from a match's state, per engine:
 *   goals   (football, ice hockey): remaining goals of each side are Poisson; 3-way results;
 *   points  (basketball, cricket): remaining margin and total are normal;
 *   race_to (tennis sets, darts legs, esports maps): first to `target` units, each unit won by
 *           home with chance `home`;
 *   race / outright: selection strengths (Plackett–Luce win chances).
 * When the play is over the same functions give 0 or 1, which is how markets are resulted.
 */
import type { ContractRow, MarketRow, MatchModel, MatchRow } from "./world.js"
import { footballLength } from "./scoreboard.js"

/** Standard normal CDF (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
export const phi = (x: number): number => {
  const t = 1 / (1 + 0.3275911 * Math.abs(x) / Math.SQRT2)
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2)
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2
}

/** P(0..max) of a Poisson with this mean; the tail beyond `max` is left out (the cells sum to < 1). */
export const poissonTerms = (mean: number, max: number): number[] => {
  const out: number[] = []
  let p = Math.exp(-mean)
  for (let k = 0; k <= max; k++) {
    out.push(p)
    p = (p * mean) / (k + 1)
  }
  return out
}

const poissonPmf = (mean: number, max: number): number[] => {
  const out = poissonTerms(mean, max)
  const total = out.reduce((a, b) => a + b, 0)
  return out.map((x) => x / total)
}

/** Game seconds a sport's match lasts (engines with a clock). */
export const DURATION: Readonly<Record<string, number>> = {
  football: 90 * 60,
  "ice-hockey": 60 * 60,
  basketball: 48 * 60,
  cricket: 2 * 80 * 60,
}

/** A match's length in game seconds: football's includes the added time of both halves. */
export const durationOf = (model: MatchModel): number => (model.sport === "football" ? footballLength(model) : DURATION[model.sport] ?? 1)

export const remainingFraction = (model: MatchModel): number => {
  const duration = durationOf(model)
  return Math.max(0, Math.min(1, 1 - model.elapsed / duration))
}

/** Final-score grid of a goals match: [homeFinal, awayFinal, p]. */
const goalGrid = (match: MatchRow): Array<readonly [number, number, number]> => {
  const r = match.status === "ended" ? 0 : remainingFraction(match.model)
  const h = match.homeScore ?? 0
  const a = match.awayScore ?? 0
  const ph = poissonPmf(match.model.home * r, 10)
  const pa = poissonPmf(match.model.away * r, 10)
  const out: Array<readonly [number, number, number]> = []
  for (let i = 0; i <= 10; i++) for (let j = 0; j <= 10; j++) if (ph[i]! * pa[j]! > 1e-12) out.push([h + i, a + j, ph[i]! * pa[j]!])
  return out
}

const sumWhere = (grid: ReadonlyArray<readonly [number, number, number]>, test: (h: number, a: number) => boolean): number =>
  grid.reduce((s, [h, a, p]) => (test(h, a) ? s + p : s), 0)

/** Cricket: home bats in the first half of the match, away in the second. */
const sideShares = (model: MatchModel): { home: number; away: number } => {
  if (model.sport !== "cricket") {
    const r = remainingFraction(model)
    return { home: r, away: r }
  }
  const half = (DURATION.cricket ?? 1) / 2
  return {
    home: Math.max(0, Math.min(1, (half - model.elapsed) / half)),
    away: Math.max(0, Math.min(1, (2 * half - Math.max(model.elapsed, half)) / half)),
  }
}

/** Spread of a full match's points margin and total, per sport. */
const SPREAD: Readonly<Record<string, { margin: number; total: number }>> = {
  basketball: { margin: 12, total: 16 },
  cricket: { margin: 30, total: 35 },
}

const pointsState = (match: MatchRow) => {
  const shares = match.status === "ended" ? { home: 0, away: 0 } : sideShares(match.model)
  const spread = SPREAD[match.model.sport] ?? { margin: 10, total: 10 }
  const share = Math.max(shares.home, shares.away)
  const h = match.homeScore ?? 0
  const a = match.awayScore ?? 0
  return {
    margin: h - a + match.model.home * shares.home - match.model.away * shares.away,
    total: h + a + match.model.home * shares.home + match.model.away * shares.away,
    sdMargin: spread.margin * Math.sqrt(share),
    sdTotal: spread.total * Math.sqrt(share),
  }
}

/** P(x > 0) for a normal with this mean and spread; exact once the spread is 0. */
const above = (mean: number, sd: number): number => (sd < 1e-9 ? (mean > 0 ? 1 : 0) : phi(mean / sd))

/** Chance home wins from (h, a) when first to `target` and home wins a unit with chance p. */
const raceToWin = (h: number, a: number, target: number, p: number): number => {
  const memo = new Map<string, number>()
  const go = (x: number, y: number): number => {
    if (x >= target) return 1
    if (y >= target) return 0
    const key = `${x},${y}`
    const known = memo.get(key)
    if (known !== undefined) return known
    const value = p * go(x + 1, y) + (1 - p) * go(x, y + 1)
    memo.set(key, value)
    return value
  }
  return go(h, a)
}

/** Chance the match ends exactly (fh, fa) from (h, a). */
const raceToScore = (h: number, a: number, fh: number, fa: number, target: number, p: number): number => {
  if (fh < h || fa < a) return 0
  if (fh === target && fa < target) {
    // home takes the last unit; of the units before it, away wins fa - a of (fh - 1 - h) + (fa - a)
    const homeWins = fh - 1 - h
    const awayWins = fa - a
    if (homeWins < 0) return 0
    return binom(homeWins + awayWins, awayWins) * p ** (homeWins + 1) * (1 - p) ** awayWins
  }
  if (fa === target && fh < target) {
    const awayWins = fa - 1 - a
    const homeWins = fh - h
    if (awayWins < 0) return 0
    return binom(homeWins + awayWins, homeWins) * p ** homeWins * (1 - p) ** (awayWins + 1)
  }
  return 0
}

const binom = (n: number, k: number): number => {
  let r = 1
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i
  return r
}

const correctScoreOf = (name: string): [number, number] | null => {
  const m = /^(\d+)-(\d+)$/.exec(name)
  return m ? [Number(m[1]), Number(m[2])] : null
}

/** The true probability of each contract of `market` (in its display order), summing to 1. */
export const marketProbabilities = (match: MatchRow, market: MarketRow, contracts: ReadonlyArray<ContractRow>): number[] => {
  const model = match.model
  const normalise = (xs: number[]): number[] => {
    const total = xs.reduce((a, b) => a + b, 0)
    return total > 0 ? xs.map((x) => x / total) : xs.map(() => 1 / xs.length)
  }
  if (model.engine === "race" || model.engine === "outright") {
    return normalise(contracts.map((c) => (c.status === "loser" || c.status === "void" ? 0 : (c.strength ?? 0))))
  }
  if (model.engine === "goals") {
    const grid = goalGrid(match)
    const line = market.line ?? 0
    switch (market.kind) {
      case "match_result":
        return [sumWhere(grid, (h, a) => h > a), sumWhere(grid, (h, a) => h === a), sumWhere(grid, (h, a) => h < a)]
      case "total_goals": {
        const over = sumWhere(grid, (h, a) => h + a > line)
        return [over, 1 - over]
      }
      case "both_teams_to_score": {
        const yes = sumWhere(grid, (h, a) => h > 0 && a > 0)
        return [yes, 1 - yes]
      }
      case "handicap":
        // European handicap: home gets `line` goals (e.g. -1).
        return [sumWhere(grid, (h, a) => h + line > a), sumWhere(grid, (h, a) => h + line === a), sumWhere(grid, (h, a) => h + line < a)]
      case "puck_line": {
        const home = sumWhere(grid, (h, a) => h + line > a)
        return [home, 1 - home]
      }
      case "correct_score": {
        const listed = contracts.map((c) => correctScoreOf(c.name))
        const probs = listed.map((s) => (s ? sumWhere(grid, (h, a) => h === s[0] && a === s[1]) : 0))
        const other = 1 - probs.reduce((x, y) => x + y, 0)
        return probs.map((p, i) => (listed[i] ? p : Math.max(0, other)))
      }
    }
  }
  if (model.engine === "points") {
    const s = pointsState(match)
    const line = market.line ?? 0
    switch (market.kind) {
      case "to_win": {
        const home = above(s.margin, s.sdMargin)
        return [home, 1 - home]
      }
      case "total_points": {
        const over = above(s.total - line, s.sdTotal)
        return [over, 1 - over]
      }
      case "handicap": {
        const home = above(s.margin + line, s.sdMargin)
        return [home, 1 - home]
      }
    }
  }
  if (model.engine === "race_to") {
    const h = match.homeScore ?? 0
    const a = match.awayScore ?? 0
    const p = model.home
    switch (market.kind) {
      case "to_win": {
        const home = raceToWin(h, a, model.target, p)
        return [home, 1 - home]
      }
      case "correct_score":
        return normalise(contracts.map((c) => {
          const s = correctScoreOf(c.name)
          return s ? raceToScore(h, a, s[0], s[1], model.target, p) : 0
        }))
      case "total_units": {
        const line = market.line ?? 0
        let over = 0
        for (let k = 0; k < model.target; k++) {
          over += raceToScore(h, a, model.target, k, model.target, p) * (model.target + k > line ? 1 : 0)
          over += raceToScore(h, a, k, model.target, model.target, p) * (model.target + k > line ? 1 : 0)
        }
        return [over, 1 - over]
      }
    }
  }
  return contracts.map(() => 1 / Math.max(1, contracts.length))
}
