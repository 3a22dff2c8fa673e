/**
 * Each sport's own scoreboard (issue 20): the clock as the sport keeps it and the detail beyond the
 * headline score. Everything here is a pure function of the match's state and of hashes of its id
 * and the seed: it draws nothing from the simulator's PRNG, so the seeded catalogue, prices and
 * results are exactly what they were.
 *
 *   football    halves of 45' with added time announced per half ("45+2'", "90+4'"), half scores;
 *   basketball  four 12-minute quarters, the clock counting down, quarter scores;
 *   ice hockey  three 20-minute periods, the clock counting down, period scores;
 *   cricket     no clock: each side's innings as runs/wickets and overs (20 overs of 6 balls);
 *   tennis      sets' games, the game's points (0 15 30 40 A) and who serves, no clock;
 *   darts       legs of the set, the points each player has left in the leg and who throws;
 *   esports     maps, no clock.
 */
import type { MatchClock, Scoreboard } from "../../core/model/catalogue.js"
import { hashSeed } from "./prng.js"
import type { MatchModel, MatchRow } from "./world.js"

const HALF = 45 * 60
const QUARTER = 12 * 60
const HOCKEY_PERIOD = 20 * 60
/** Cricket: each innings is 80 minutes of game time for 20 overs (240 s an over, 40 s a ball). */
const INNINGS = 80 * 60
const BALL = 40

/** A number in [0, 1) from a match and some keys, without touching the simulator's PRNG. */
const unit = (matchId: number, ...keys: Array<string | number>): number => hashSeed(matchId, "scoreboard", ...keys) / 4_294_967_296

/** Football's added time: 1–4 minutes in the first half, 2–6 in the second, in seconds. */
export const stoppageFor = (seed: number, matchId: number): [number, number] => [
  60 * (1 + Math.floor(unit(matchId, seed, "h1") * 4)),
  60 * (2 + Math.floor(unit(matchId, seed, "h2") * 5)),
]

const extraOf = (m: MatchModel): [number, number] => (m.sport === "football" && m.extra ? m.extra : [0, 0])

/** The game seconds a football match lasts with its added time (other sports: their duration). */
export const footballLength = (m: MatchModel): number => 2 * HALF + extraOf(m)[0] + extraOf(m)[1]

/** The clock's period fields: when the period began, its regulation length, its first minute, and the direction. */
export const clockFields = (m: MatchModel): Pick<MatchClock, "period_start" | "period_length" | "period_base" | "counts_down"> => {
  switch (m.sport) {
    case "football": {
      const first = HALF + extraOf(m)[0]
      return m.elapsed < first
        ? { period_start: 0, period_length: HALF, period_base: 0, counts_down: false }
        : { period_start: first, period_length: HALF, period_base: 45, counts_down: false }
    }
    case "basketball": {
      const q = Math.min(3, Math.floor(m.elapsed / QUARTER))
      return { period_start: q * QUARTER, period_length: QUARTER, period_base: 0, counts_down: true }
    }
    case "ice-hockey": {
      const p = Math.min(2, Math.floor(m.elapsed / HOCKEY_PERIOD))
      return { period_start: p * HOCKEY_PERIOD, period_length: HOCKEY_PERIOD, period_base: 0, counts_down: true }
    }
    default:
      return {}
  }
}

/** Whether the sport shows a running clock at all (tennis, darts, esports and cricket do not). */
export const keepsTime = (m: MatchModel): boolean => m.engine === "goals" || (m.engine === "points" && m.sport !== "cricket") || m.engine === "race"

/** The index of the period in play, for recording the score at each period's end. */
export const periodIndex = (m: MatchModel): number => {
  switch (m.sport) {
    case "football":
      return m.elapsed < HALF + extraOf(m)[0] ? 0 : 1
    case "basketball":
      return Math.min(3, Math.floor(m.elapsed / QUARTER))
    case "ice-hockey":
      return Math.min(2, Math.floor(m.elapsed / HOCKEY_PERIOD))
    case "cricket":
      return m.elapsed < INNINGS ? 0 : 1
    default:
      return 0
  }
}

/** Cricket: overs bowled in an innings of `seconds`, as "13.4". */
const overs = (seconds: number): string => {
  const balls = Math.max(0, Math.min(120, Math.floor(seconds / BALL)))
  return `${Math.floor(balls / 6)}.${balls % 6}`
}

/** Cricket: wickets fall with the runs, at a side's own rate (a wicket every 14–26 runs), at most 9 until the end. */
const wickets = (matchId: number, side: string, runs: number, done: boolean): number => {
  const every = 14 + Math.floor(unit(matchId, side, "rate") * 12)
  return Math.min(done ? 10 : 9, Math.floor(runs / every))
}

const TENNIS_POINTS = ["0", "15", "30", "40"]

/** Tennis points of a game in which `home` and `away` points have been played. */
const tennisPoints = (home: number, away: number): { home: string; away: string } => {
  if (home >= 3 && away >= 3) {
    if (home === away) return { home: "40", away: "40" }
    return home > away ? { home: "A", away: "40" } : { home: "40", away: "A" }
  }
  return { home: TENNIS_POINTS[Math.min(3, home)]!, away: TENNIS_POINTS[Math.min(3, away)]! }
}

/** Progress through the unit (set, leg, map) in play, in [0, 1). */
const unitProgress = (m: MatchModel, unitSeconds: number): number => {
  const start = m.unitStartedAt ?? Math.max(0, m.unitEndsAt - unitSeconds)
  const span = Math.max(1, m.unitEndsAt - start)
  return Math.max(0, Math.min(0.999, (m.elapsed - start) / span))
}

/** The planned games of a set: the loser's count, 0–6 (7-5 and 7-6 when 5 or 6). */
const setLoserGames = (matchId: number, set: number): number => [0, 1, 2, 2, 3, 3, 4, 4, 4, 5, 6, 6][Math.floor(unit(matchId, "set", set) * 12)]!
const setGames = (loser: number): [number, number] => [loser >= 5 ? 7 : 6, loser]

const tennis = (match: MatchRow, unitSeconds: number): Scoreboard => {
  const m = match.model
  const winners = m.unitWinners ?? []
  const periods = winners.map((w, set) => {
    const [win, lose] = setGames(setLoserGames(match.id, set))
    return w === 0 ? { home: win, away: lose } : { home: lose, away: win }
  })
  const firstServer = unit(match.id, "serve") < 0.5 ? 0 : 1
  let played = periods.reduce((n, p) => n + p.home + p.away, 0)
  if (match.status !== "live") return { periods }
  // The set in play: games so far from its progress, each held by the server three times in four.
  const [win, lose] = setGames(setLoserGames(match.id, winners.length))
  const total = win + lose
  const progress = unitProgress(m, unitSeconds) * total
  const gamesDone = Math.min(total - 1, Math.floor(progress))
  let home = 0
  let away = 0
  for (let g = 0; g < gamesDone; g++) {
    const server = (firstServer + played + g) % 2
    const held = unit(match.id, "game", winners.length, g) < 0.75
    if ((server === 0) === held) home++
    else away++
    // Neither side reaches six before the set's end.
    if (home >= 6) { home = 5; away++ }
    if (away >= 6) { away = 5; home++ }
  }
  played += gamesDone
  const server = (firstServer + played) % 2
  // The game in play: points from the progress through it, the server winning three in five.
  const inGame = progress - gamesDone
  const pointsDone = Math.floor(inGame * (4 + Math.floor(unit(match.id, "len", winners.length, gamesDone) * 5)))
  let ph = 0
  let pa = 0
  for (let p = 0; p < pointsDone; p++) {
    const serverWins = unit(match.id, "pt", winners.length, gamesDone, p) < 0.6
    if ((server === 0) === serverWins) ph++
    else pa++
    // The game is not over while it is in play.
    if (ph >= 4 && ph - pa >= 2) ph--
    if (pa >= 4 && pa - ph >= 2) pa--
  }
  return { periods: [...periods, { home, away }], points: tennisPoints(ph, pa), server: server === 0 ? "home" : "away" }
}

const darts = (match: MatchRow, unitSeconds: number): Scoreboard => {
  const m = match.model
  const legs = { home: match.homeScore ?? 0, away: match.awayScore ?? 0 }
  if (match.status !== "live") return { periods: [legs] }
  const leg = m.units
  const starter = ((unit(match.id, "throw") < 0.5 ? 0 : 1) + leg) % 2
  const progress = unitProgress(m, unitSeconds)
  // About 15 visits a leg between them; each visit scores 40–100.
  const visits = Math.floor(progress * 15)
  let home = 501
  let away = 501
  for (let v = 0; v < visits; v++) {
    const scored = 40 + Math.floor(unit(match.id, "visit", leg, v) * 61)
    if ((starter + v) % 2 === 0) home = Math.max(home > 170 ? 2 : home, home - scored)
    else away = Math.max(away > 170 ? 2 : away, away - scored)
  }
  return { periods: [legs], points: { home: String(home), away: String(away) }, server: (starter + visits) % 2 === 0 ? "home" : "away" }
}

/** The score at each finished period (recorded as the match passed it), then the one in play. */
const byPeriod = (match: MatchRow, count: number): Scoreboard["periods"] => {
  const m = match.model
  const marks = m.marks ?? []
  const h = match.homeScore ?? 0
  const a = match.awayScore ?? 0
  const current = match.status === "ended" ? count - 1 : periodIndex(m)
  const out: Array<{ home: number; away: number }> = []
  let before: [number, number] = [0, 0]
  for (let p = 0; p <= current; p++) {
    // A period finished before the world started has no mark: share its score by time.
    const end: [number, number] = p < current ? marks[p] ?? [Math.round((h * (p + 1)) / (current + 1)), Math.round((a * (p + 1)) / (current + 1))] : [h, a]
    out.push({ home: Math.max(0, end[0] - before[0]), away: Math.max(0, end[1] - before[1]) })
    before = end
  }
  return out
}

/** The sport's own scoreboard of a match in play or ended; undefined before it starts and for races. */
export const scoreboardOf = (match: MatchRow, unitSeconds: number): Scoreboard | undefined => {
  if (match.status === "upcoming" || match.kind !== "event") return undefined
  const m = match.model
  switch (m.sport) {
    case "football": {
      const first = HALF + extraOf(m)[0]
      const inSecond = m.elapsed >= first
      const into = m.elapsed - (inSecond ? first : 0)
      const board: Scoreboard = { periods: byPeriod(match, 2) }
      // Added time is announced at the end of the half's 45 minutes.
      return match.status === "live" && into >= HALF - 60 ? { ...board, stoppage: extraOf(m)[inSecond ? 1 : 0] / 60 } : board
    }
    case "basketball":
      return { periods: byPeriod(match, 4) }
    case "ice-hockey":
      return { periods: byPeriod(match, 3) }
    case "cricket": {
      const h = match.homeScore ?? 0
      const a = match.awayScore ?? 0
      const ended = match.status === "ended"
      const first = { side: "home" as const, runs: h, wickets: wickets(match.id, "home", h, false), overs: overs(Math.min(m.elapsed, INNINGS)) }
      if (m.elapsed < INNINGS && !ended) return { periods: [{ home: h, away: a }], innings: [first] }
      const second = { side: "away" as const, runs: a, wickets: wickets(match.id, "away", a, false), overs: overs(ended ? INNINGS : m.elapsed - INNINGS) }
      return { periods: [{ home: h, away: a }], innings: [{ ...first, overs: "20.0" }, second] }
    }
    case "tennis":
      return tennis(match, unitSeconds)
    case "darts":
      return darts(match, unitSeconds)
    case "esports":
      return { periods: [{ home: match.homeScore ?? 0, away: match.awayScore ?? 0 }] }
    default:
      return undefined
  }
}

/** What of the scoreboard changes between pushes (a point, a game, an over, a visit): a push is due when it changes. */
export const scoreboardKey = (match: MatchRow, unitSeconds: number): string => {
  const board = scoreboardOf(match, unitSeconds)
  if (!board) return ""
  return JSON.stringify([board.periods, board.points, board.server, board.innings, board.stoppage])
}
