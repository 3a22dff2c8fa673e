/**
 * The simulated world's sports and how their fixtures, races and outrights are generated. Every
 * fixture draws from its own PRNG stream (seed, sport, slot), so the catalogue for a window of
 * time is a pure function of the seed; ids come from counters in generation order.
 */
import * as N from "./names.js"
import { chance, hashSeed, intBetween, mulberry32, normal, pick, poisson, shuffled, between, type Rng } from "./prng.js"
import { DURATION, durationOf } from "./models.js"
import { clockFields, keepsTime, stoppageFor } from "./scoreboard.js"
import type { CompetitionRow, ContractRow, EachWayTerms, Engine, GameRow, MarketRow, MatchModel, MatchRow, RunnerCard, World } from "./world.js"

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
export const HORIZON_MS = 7 * DAY
/** Racing cards are declared a few days ahead, not a week. */
const RACING_DAYS = 3

interface League {
  readonly name: string
  readonly region: string
  readonly teams: ReadonlyArray<string>
}

export interface SportConfig {
  readonly key: string
  readonly id: number
  readonly label: string
  readonly shortName: string
  readonly displayType: "home_and_away" | "individual"
  readonly hex: string
  readonly popular: boolean
  readonly tabs: ReadonlyArray<string>
  readonly engine: Engine
  readonly leagues: ReadonlyArray<League>
  /** Minutes between fixture slots, and the chance a slot holds a fixture. */
  readonly intervalMin: number
  readonly density: number
  readonly margin: readonly [number, number]
  /** race_to: game seconds per unit (set, leg, map) and units to win. */
  readonly unitSeconds?: number
  readonly target?: number
  /** Whole-season outright for each league. */
  readonly outrights?: string
  /** Base of a selection's max bet, in pounds, at evens. */
  readonly maxBetPounds: number
}

const TEAM_TABS = ["matches", "in-play", "outrights", "competitions"]
const RACE_TABS = ["meetings", "specials"]

export const SPORTS: ReadonlyArray<SportConfig> = [
  { key: "football", id: 1, label: "Football", shortName: "FBL", displayType: "home_and_away", hex: "#2e7d32", popular: true, tabs: TEAM_TABS, engine: "goals", leagues: N.FOOTBALL_LEAGUES, intervalMin: 40, density: 0.95, margin: [1.04, 1.08], outrights: "Outright Winner", maxBetPounds: 2000 },
  { key: "tennis", id: 2, label: "Tennis", shortName: "TEN", displayType: "home_and_away", hex: "#c0ca33", popular: true, tabs: ["matches", "in-play", "competitions"], engine: "race_to", leagues: N.TENNIS_TOURS, intervalMin: 35, density: 0.9, margin: [1.05, 1.08], unitSeconds: 2400, target: 2, maxBetPounds: 1000 },
  { key: "horseracing", id: 3, label: "Horse Racing", shortName: "HRS", displayType: "individual", hex: "#6d4c41", popular: true, tabs: RACE_TABS, engine: "race", leagues: [], intervalMin: 0, density: 0, margin: [1.15, 1.25], maxBetPounds: 500 },
  { key: "basketball", id: 4, label: "Basketball", shortName: "BSK", displayType: "home_and_away", hex: "#ef6c00", popular: true, tabs: TEAM_TABS, engine: "points", leagues: N.BASKETBALL_LEAGUES, intervalMin: 60, density: 0.9, margin: [1.04, 1.06], outrights: "Championship Winner", maxBetPounds: 1000 },
  { key: "greyhounds", id: 5, label: "Greyhounds", shortName: "GRY", displayType: "individual", hex: "#546e7a", popular: false, tabs: RACE_TABS, engine: "race", leagues: [], intervalMin: 0, density: 0, margin: [1.18, 1.25], maxBetPounds: 250 },
  { key: "golf", id: 6, label: "Golf", shortName: "GLF", displayType: "individual", hex: "#00897b", popular: false, tabs: ["outrights", "competitions"], engine: "outright", leagues: [], intervalMin: 0, density: 0, margin: [1.2, 1.3], maxBetPounds: 250 },
  { key: "cricket", id: 7, label: "Cricket", shortName: "CRI", displayType: "home_and_away", hex: "#1565c0", popular: false, tabs: TEAM_TABS.slice(0, 2).concat("competitions"), engine: "points", leagues: N.CRICKET_LEAGUES, intervalMin: 150, density: 0.9, margin: [1.05, 1.08], maxBetPounds: 500 },
  { key: "ice-hockey", id: 8, label: "Ice Hockey", shortName: "ICE", displayType: "home_and_away", hex: "#0277bd", popular: false, tabs: TEAM_TABS, engine: "goals", leagues: N.ICE_HOCKEY_LEAGUES, intervalMin: 75, density: 0.9, margin: [1.05, 1.08], outrights: "Championship Winner", maxBetPounds: 500 },
  { key: "darts", id: 9, label: "Darts", shortName: "DRT", displayType: "home_and_away", hex: "#ad1457", popular: false, tabs: ["matches", "in-play", "competitions"], engine: "race_to", leagues: N.DARTS_EVENTS, intervalMin: 45, density: 0.9, margin: [1.05, 1.08], unitSeconds: 150, target: 6, maxBetPounds: 500 },
  { key: "esports", id: 10, label: "Esports", shortName: "ESP", displayType: "home_and_away", hex: "#5e35b1", popular: false, tabs: ["matches", "in-play", "competitions"], engine: "race_to", leagues: N.ESPORTS_LEAGUES, intervalMin: 50, density: 0.9, margin: [1.05, 1.08], unitSeconds: 2100, target: 2, maxBetPounds: 250 },
]

export const sportByKey = new Map(SPORTS.map((s) => [s.key, s]))
export const sportById = new Map(SPORTS.map((s) => [s.id, s]))

/** What generation needs to remember between ticks and restarts. */
export interface GenState {
  seed: number
  ids: { competition: number; match: number; market: number; contract: number }
  /** Per team sport: the first fixture slot not generated yet. */
  nextSlot: Record<string, number>
  /** Racing and golf days (ms at 00:00 UTC) already generated. */
  days: Record<string, number[]>
  /** League key ("football:Premier League") → competition id. */
  leagues: Record<string, number>
}

export const newGenState = (seed: number): GenState => ({
  seed,
  ids: { competition: 100, match: 10_000, market: 100_000, contract: 1_000_000 },
  nextSlot: {},
  days: {},
  leagues: {},
})

const dayStart = (ms: number): number => Math.floor(ms / DAY) * DAY
const hhmm = (ms: number): string => new Date(ms).toISOString().slice(11, 16)

export class Generator {
  constructor(
    private readonly world: World,
    readonly state: GenState,
    /** Game seconds per real second, to place fixtures that started before the world did. */
    private readonly speed: () => number,
  ) {}

  private nextId(kind: keyof GenState["ids"]): number {
    this.state.ids[kind] += 1
    return this.state.ids[kind]
  }

  seedGames(): void {
    for (const [index, s] of SPORTS.entries()) {
      const game: GameRow = {
        id: s.id,
        name: s.key,
        label: s.label,
        shortName: s.shortName,
        displayType: s.displayType,
        displayOrder: index + 1,
        hexValue: s.hex,
        popular: s.popular,
        tabs: s.tabs,
        type: "sport",
      }
      this.world.addGame(game)
    }
  }

  /** Generates everything due between the last top-up and now + 7 days. */
  topUp(now: number): void {
    for (const sport of SPORTS) {
      if (sport.engine === "race") this.racingDays(sport, now)
      else if (sport.engine === "outright") this.golfDays(sport, now)
      else this.teamFixtures(sport, now)
    }
  }

  private league(sport: SportConfig, league: League, order: number): CompetitionRow {
    const key = `${sport.key}:${league.name}`
    const known = this.state.leagues[key]
    if (known !== undefined) {
      const row = this.world.competitions.get(known)
      if (row) return row
    }
    const row: CompetitionRow = {
      id: known ?? this.nextId("competition"),
      gameId: sport.id,
      name: league.name,
      slug: N.slugify(league.name),
      region: league.region,
      displayOrder: order,
      kind: "league",
    }
    this.state.leagues[key] = row.id
    this.world.addCompetition(row)
    if (sport.outrights && known === undefined) this.leagueOutright(sport, row, league)
    return row
  }

  private teamFixtures(sport: SportConfig, now: number): void {
    const interval = sport.intervalMin * MINUTE
    const longest = this.expectedSeconds(sport) * 1000
    const speed = this.speed() > 0 ? this.speed() : 1
    const first = this.state.nextSlot[sport.key] ?? Math.floor((now - longest / speed) / interval)
    const last = Math.floor((now + HORIZON_MS) / interval)
    for (const [order, league] of sport.leagues.entries()) this.league(sport, league, order + 1)
    for (let slot = first; slot <= last; slot++) {
      const rng = mulberry32(hashSeed(this.state.seed, sport.key, slot))
      if (!chance(rng, sport.density)) continue
      const start = slot * interval
      const elapsed = ((now - start) / 1000) * speed
      // A fixture that would already be over when the world starts is not worth creating.
      if (elapsed >= this.expectedSeconds(sport) * 0.95) continue
      const leagueIndex = Math.floor(rng.next() * sport.leagues.length)
      const league = sport.leagues[leagueIndex]!
      const competition = this.league(sport, league, leagueIndex + 1)
      const [home, away] = shuffled(rng, league.teams)
      this.fixture(sport, competition, home!, away!, start, Math.max(0, elapsed), rng)
    }
    this.state.nextSlot[sport.key] = last + 1
  }

  private expectedSeconds(sport: SportConfig): number {
    if (sport.engine === "race_to") return (sport.unitSeconds ?? 600) * (2 * (sport.target ?? 2) - 1)
    return DURATION[sport.key] ?? 3600
  }

  private model(sport: SportConfig, rng: Rng): MatchModel {
    const base = { engine: sport.engine, sport: sport.key, target: sport.target ?? 0, elapsed: 0, haltLeft: 0, unitEndsAt: 0, units: 0 }
    switch (sport.key) {
      case "football":
        return { ...base, home: between(rng, 0.7, 2.2), away: between(rng, 0.5, 1.8) }
      case "ice-hockey":
        return { ...base, home: between(rng, 2.4, 3.8), away: between(rng, 2.0, 3.4) }
      case "basketball":
        return { ...base, home: between(rng, 102, 120), away: between(rng, 98, 116) }
      case "cricket":
        return { ...base, home: between(rng, 145, 190), away: between(rng, 140, 185) }
      default:
        return { ...base, home: between(rng, 0.28, 0.72), away: 0, unitEndsAt: (sport.unitSeconds ?? 600) * between(rng, 0.7, 1.3) }
    }
  }

  private fixture(sport: SportConfig, competition: CompetitionRow, home: string, away: string, start: number, elapsed: number, rng: Rng): void {
    const model = this.model(sport, rng)
    const match: MatchRow = {
      id: this.nextId("match"),
      gameId: sport.id,
      competitionId: competition.id,
      name: `${home} v ${away}`,
      slug: N.slugify(`${home} v ${away}`),
      displayType: "home_and_away",
      kind: "event",
      homeTeam: home,
      awayTeam: away,
      startTime: start,
      status: "upcoming",
      homeScore: null,
      awayScore: null,
      clock: null,
      featured: sport.popular && chance(rng, 0.08),
      seq: 0,
      model,
      endedAt: null,
    }
    if (sport.key === "football") match.model.extra = stoppageFor(this.state.seed, match.id)
    if (elapsed > 0) this.playSoFar(sport, match, elapsed, rng)
    this.world.addMatch(match)
    for (const [order, spec] of marketSpecs(sport, match).entries()) this.market(sport, match, spec, order, rng)
  }

  /** A fixture that kicked off before the world started: its score so far. */
  private playSoFar(sport: SportConfig, match: MatchRow, elapsed: number, rng: Rng): void {
    const m = match.model
    m.elapsed = elapsed
    match.status = "live"
    let home = 0
    let away = 0
    if (m.engine === "goals") {
      const f = Math.min(1, elapsed / durationOf(m))
      home = poisson(rng, m.home * f)
      away = poisson(rng, m.away * f)
    } else if (m.engine === "points") {
      const half = (DURATION[sport.key] ?? 1) / 2
      const f = elapsed / (DURATION[sport.key] ?? 1)
      if (sport.key === "cricket") {
        home = Math.round(m.home * Math.min(1, elapsed / half))
        away = Math.round(m.away * Math.max(0, (elapsed - half) / half))
      } else {
        home = Math.max(0, Math.round(m.home * f + normal(rng) * 4 * Math.sqrt(f)))
        away = Math.max(0, Math.round(m.away * f + normal(rng) * 4 * Math.sqrt(f)))
      }
    } else if (m.engine === "race_to") {
      const unit = sport.unitSeconds ?? 600
      let at = m.unitEndsAt
      const winners: number[] = []
      let started = 0
      while (at <= elapsed && home < m.target - 1 && away < m.target - 1) {
        if (rng.next() < m.home) {
          home++
          winners.push(0)
        } else {
          away++
          winners.push(1)
        }
        started = at
        at += unit * between(rng, 0.7, 1.3)
      }
      m.unitWinners = winners
      m.unitStartedAt = started
      m.unitEndsAt = Math.max(at, elapsed + 60)
      m.units = home + away
    }
    match.homeScore = home
    match.awayScore = away
    const timed = keepsTime(m)
    match.clock = { period: periodName(match), seconds: timed ? Math.floor(elapsed) : null, running: timed, at: match.startTime + Math.round((elapsed * 1000) / (this.speed() > 0 ? this.speed() : 1)), ...(timed ? clockFields(m) : {}) }
  }

  private market(sport: SportConfig, match: MatchRow, spec: MarketSpec, order: number, rng: Rng): void {
    const market: MarketRow = {
      id: this.nextId("market"),
      matchId: match.id,
      name: spec.name,
      kind: spec.kind,
      group: spec.group,
      status: "open",
      displayOrder: order,
      outright: spec.outright ?? false,
      eachWay: spec.eachWay ?? null,
      bogFrom: spec.bogFrom ?? null,
      margin: spec.margin ?? between(rng, sport.margin[0], sport.margin[1]),
      seq: 0,
      line: spec.line ?? null,
    }
    this.world.addMarket(market)
    for (const [index, selection] of spec.selections.entries()) {
      const contract: ContractRow = {
        id: this.nextId("contract"),
        marketId: market.id,
        name: selection.name,
        status: "open",
        displayOrder: index,
        price: null,
        boosted: null,
        maxBet: sport.maxBetPounds * 100 * (order === 0 ? 1 : 0.5),
        multiAvailable: spec.kind !== "correct_score",
        startPriceAvailable: sport.engine === "race",
        runner: selection.runner ?? null,
        strength: selection.strength ?? null,
      }
      this.world.addContract(contract)
    }
  }

  /** A race or an outright (runners, not home and away): upcoming, unscored, its model at rest but for `model`. */
  private individualMatch(
    sport: SportConfig,
    competitionId: number,
    name: string,
    kind: "event" | "outright",
    startTime: number,
    engine: Engine,
    model: Partial<MatchModel> = {},
  ): MatchRow {
    return {
      id: this.nextId("match"),
      gameId: sport.id,
      competitionId,
      name,
      slug: N.slugify(name),
      displayType: "individual",
      kind,
      homeTeam: null,
      awayTeam: null,
      startTime,
      status: "upcoming",
      homeScore: null,
      awayScore: null,
      clock: null,
      featured: false,
      seq: 0,
      model: { engine, sport: sport.key, home: 0, away: 0, target: 0, elapsed: 0, haltLeft: 0, unitEndsAt: 0, units: 0, ...model },
      endedAt: null,
    }
  }

  private leagueOutright(sport: SportConfig, competition: CompetitionRow, league: League): void {
    const rng = mulberry32(hashSeed(this.state.seed, sport.key, "outright", league.name))
    const seasonEnd = Date.UTC(2027, 4, 23, 15, 0, 0)
    const name = `${league.name} 2026/27`
    const match = this.individualMatch(sport, competition.id, name, "outright", seasonEnd, "outright")
    this.world.addMatch(match)
    const selections = league.teams.map((team) => ({ name: team, strength: Math.exp(normal(rng) * 0.9) }))
    this.market(sport, match, { name: sport.outrights ?? "Outright Winner", kind: "outright", group: "Outrights", outright: true, margin: 1.25, selections }, 0, rng)
  }

  private racingDays(sport: SportConfig, now: number): void {
    const done = (this.state.days[sport.key] ??= [])
    for (let d = 0; d < RACING_DAYS; d++) {
      const day = dayStart(now) + d * DAY
      if (done.includes(day)) continue
      done.push(day)
      const rng = mulberry32(hashSeed(this.state.seed, sport.key, day))
      const horses = sport.key === "horseracing"
      const venues = shuffled(rng, horses ? N.HORSE_COURSES : N.GREYHOUND_TRACKS).slice(0, 3)
      for (const [v, venue] of venues.entries()) {
        const races = horses ? 7 : 10
        const first = day + (horses ? 12 * HOUR + 15 * MINUTE + v * 10 * MINUTE : 10 * HOUR + 3 * MINUTE + v * 6 * MINUTE)
        const gap = horses ? 35 * MINUTE : 18 * MINUTE
        // Races already run when the world starts are not created; a meeting with none left is skipped.
        const starts = Array.from({ length: races }, (_, i) => first + i * gap).filter((s) => s + 5 * MINUTE > now)
        if (starts.length === 0) continue
        const date = new Date(day).toISOString().slice(0, 10)
        const meeting: CompetitionRow = {
          id: this.nextId("competition"),
          gameId: sport.id,
          name: venue,
          slug: N.slugify(`${venue} ${date}`),
          region: horses ? "UK & Ireland" : "UK",
          displayOrder: v + 1,
          kind: "meeting",
        }
        this.world.addCompetition(meeting)
        for (const start of starts) this.race(sport, meeting, venue, start, day, horses, rng)
      }
    }
  }

  private race(sport: SportConfig, meeting: CompetitionRow, venue: string, start: number, day: number, horses: boolean, rng: Rng): void {
    const name = `${hhmm(start)} ${venue}`
    const runners = horses ? intBetween(rng, 5, 14) : 6
    const match = this.individualMatch(sport, meeting.id, name, "event", start, "race", { unitEndsAt: horses ? between(rng, 70, 300) : between(rng, 28, 32) })
    this.world.addMatch(match)
    const selections = Array.from({ length: runners }, (_, i) => {
      const card: RunnerCard = horses
        ? {
            number: i + 1,
            draw: intBetween(rng, 1, runners),
            jockey: pick(rng, N.JOCKEYS),
            trainer: pick(rng, N.TRAINERS),
            form: Array.from({ length: 5 }, () => pick(rng, ["1", "2", "3", "4", "5", "6", "7", "0", "P", "F", "-"])).join(""),
            age: intBetween(rng, 3, 9),
            weight: `${intBetween(rng, 8, 11)}-${intBetween(rng, 0, 13)}`,
            silk_colour: pick(rng, N.SILKS),
          }
        : {
            number: i + 1,
            draw: null,
            jockey: null,
            trainer: pick(rng, N.DOG_TRAINERS),
            form: Array.from({ length: 5 }, () => String(intBetween(rng, 1, 6))).join(""),
            age: null,
            weight: null,
            silk_colour: N.TRAP_COLOURS[i] ?? null,
          }
      const runnerName = horses ? N.horseName(intBetween(rng, 0, 99), intBetween(rng, 0, 99)) : N.dogName(intBetween(rng, 0, 99), intBetween(rng, 0, 99))
      return { name: runnerName, strength: Math.exp(normal(rng) * 0.7), runner: card }
    })
    const eachWay = eachWayTerms(runners, horses)
    this.market(
      sport,
      match,
      {
        name: "Win or Each Way",
        kind: "race_win",
        group: "Main",
        eachWay,
        // Best odds guaranteed on horse racing from 08:00 on race day.
        bogFrom: horses ? day + 8 * HOUR : null,
        selections,
      },
      0,
      rng,
    )
  }

  private golfDays(sport: SportConfig, now: number): void {
    const done = (this.state.days[sport.key] ??= [])
    // Weekly tournaments, Thursday 07:00 UTC to Monday (epoch weeks start on a Thursday): this
    // week's, when not over yet, and next week's.
    const week = 7 * DAY
    for (let w = Math.floor(now / week); w <= Math.floor(now / week) + 1; w++) {
      const start = w * week + 7 * HOUR
      if (done.includes(start) || start + 4 * DAY <= now) continue
      done.push(start)
      const i = w % N.GOLF_TOURS.length
      const tour = N.GOLF_TOURS[i]!
      const rng = mulberry32(hashSeed(this.state.seed, sport.key, start))
      const competition = this.league(sport, { name: tour.name, region: tour.region, teams: [] }, i + 1)
      const match: MatchRow = {
        ...this.individualMatch(sport, competition.id, tour.name, "outright", start, "outright", {
          elapsed: start <= now ? (now - start) / 1000 : 0,
          unitEndsAt: 4 * 24 * 3600,
        }),
        status: start <= now ? "live" : "upcoming",
        clock: start <= now ? { period: `Round ${Math.min(4, 1 + Math.floor((now - start) / DAY))}`, seconds: null, running: false, at: now } : null,
      }
      this.world.addMatch(match)
      const selections = shuffled(rng, N.GOLFERS).map((golfer) => ({ name: golfer, strength: Math.exp(normal(rng) * 0.8) }))
      this.market(
        sport,
        match,
        { name: "Tournament Winner", kind: "outright", group: "Outrights", outright: true, eachWay: { description: "Each way: 1/5 odds, places 1-2-3-4-5", deduction: "1/5", placement: 5 }, selections },
        0,
        rng,
      )
    }
  }
}

/** Standard each-way terms by field size (none below five runners). */
export const eachWayTerms = (runners: number, horses: boolean): EachWayTerms | null => {
  if (runners < 5) return null
  if (!horses) return { description: "Each way: 1/4 odds, places 1-2", deduction: "1/4", placement: 2 }
  if (runners <= 7) return { description: "Each way: 1/4 odds, places 1-2", deduction: "1/4", placement: 2 }
  if (runners <= 11) return { description: "Each way: 1/5 odds, places 1-2-3", deduction: "1/5", placement: 3 }
  return { description: "Each way: 1/4 odds, places 1-2-3", deduction: "1/4", placement: 3 }
}

export interface MarketSpec {
  readonly name: string
  readonly kind: string
  readonly group: string
  readonly line?: number
  readonly outright?: boolean
  readonly eachWay?: EachWayTerms | null
  readonly bogFrom?: number | null
  readonly margin?: number
  readonly selections: ReadonlyArray<{ name: string; strength?: number; runner?: RunnerCard }>
}

const names = (...xs: string[]) => xs.map((name) => ({ name }))

const FOOTBALL_SCORES = ["1-0", "2-0", "2-1", "3-0", "3-1", "0-0", "1-1", "2-2", "0-1", "0-2", "1-2", "0-3", "1-3"]

const marketSpecs = (sport: SportConfig, match: MatchRow): MarketSpec[] => {
  const home = match.homeTeam ?? "Home"
  const away = match.awayTeam ?? "Away"
  const m = match.model
  switch (sport.key) {
    case "football":
      return [
        { name: "Match Result", kind: "match_result", group: "Main", selections: names(home, "Draw", away) },
        { name: "Total Goals Over/Under 2.5", kind: "total_goals", group: "Goals", line: 2.5, selections: names("Over 2.5", "Under 2.5") },
        { name: "Both Teams to Score", kind: "both_teams_to_score", group: "Goals", selections: names("Yes", "No") },
        { name: "Total Goals Over/Under 1.5", kind: "total_goals", group: "Goals", line: 1.5, selections: names("Over 1.5", "Under 1.5") },
        { name: "Total Goals Over/Under 3.5", kind: "total_goals", group: "Goals", line: 3.5, selections: names("Over 3.5", "Under 3.5") },
        { name: "Correct Score", kind: "correct_score", group: "Correct Score", margin: 1.2, selections: names(...FOOTBALL_SCORES, "Any other score") },
        { name: "Handicap (-1)", kind: "handicap", group: "Handicaps", line: -1, selections: names(`${home} -1`, "Draw (-1)", `${away} +1`) },
      ]
    case "ice-hockey":
      return [
        { name: "60 Minutes Result", kind: "match_result", group: "Main", selections: names(home, "Draw", away) },
        { name: "Total Goals Over/Under 5.5", kind: "total_goals", group: "Goals", line: 5.5, selections: names("Over 5.5", "Under 5.5") },
        { name: "Puck Line", kind: "puck_line", group: "Handicaps", line: -1.5, selections: names(`${home} -1.5`, `${away} +1.5`) },
      ]
    case "basketball":
    case "cricket": {
      const total = Math.round(m.home + m.away) + 0.5
      const spread = -(Math.round(m.home - m.away) + 0.5)
      const sign = (x: number) => (x > 0 ? `+${x}` : `${x}`)
      const unit = sport.key === "cricket" ? "Runs" : "Points"
      return [
        { name: sport.key === "cricket" ? "Match Winner" : "Money Line", kind: "to_win", group: "Main", selections: names(home, away) },
        { name: `Total Match ${unit}`, kind: "total_points", group: "Totals", line: total, selections: names(`Over ${total}`, `Under ${total}`) },
        { name: sport.key === "cricket" ? "Runs Handicap" : "Point Spread", kind: "handicap", group: "Handicaps", line: spread, selections: names(`${home} ${sign(spread)}`, `${away} ${sign(-spread)}`) },
      ]
    }
    default: {
      const t = m.target
      const scores: string[] = []
      for (let k = 0; k < t; k++) scores.push(`${t}-${k}`)
      for (let k = t - 1; k >= 0; k--) scores.push(`${k}-${t}`)
      const unit = sport.key === "tennis" ? "Sets" : sport.key === "darts" ? "Legs" : "Maps"
      const line = sport.key === "darts" ? 10.5 : 2.5
      return [
        { name: "Match Winner", kind: "to_win", group: "Main", selections: names(home, away) },
        { name: sport.key === "tennis" ? "Set Betting" : "Correct Score", kind: "correct_score", group: "Correct Score", margin: 1.12, selections: names(...scores) },
        { name: `Total ${unit} Over/Under ${line}`, kind: "total_units", group: "Totals", line, selections: names(`Over ${line}`, `Under ${line}`) },
      ]
    }
  }
}

/** The name of the part of play a match is in. */
export const periodName = (match: MatchRow): string => {
  const m = match.model
  switch (m.sport) {
    case "football":
      return m.elapsed < 45 * 60 + (m.extra?.[0] ?? 0) ? "1st half" : "2nd half"
    case "ice-hockey":
      return `P${Math.min(3, 1 + Math.floor(m.elapsed / 1200))}`
    case "basketball":
      return `Q${Math.min(4, 1 + Math.floor(m.elapsed / 720))}`
    case "cricket":
      return m.elapsed < 80 * 60 ? "1st innings" : "2nd innings"
    case "tennis":
      return `Set ${m.units + 1}`
    case "darts":
      return `Leg ${m.units + 1}`
    case "esports":
      return `Map ${m.units + 1}`
    case "golf":
      return `Round ${Math.min(4, 1 + Math.floor(m.elapsed / 86_400))}`
    default:
      return "Off"
  }
}
