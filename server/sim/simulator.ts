/**
 * The simulated sportsbook feed: generates fixtures (sports.ts), moves in-play clocks, scores and
 * prices (models.ts), halts markets on key moments, results matches, and pushes every change on
 * the realtime channels of spec §7. The world in memory is the authority: pushes go out as soon
 * as a tick has changed it, and the database is written behind, in batches (store.ts).
 *
 * Time comes only from the injected clock and randomness only from the seeded PRNG, so the same
 * seed and start clock give the same catalogue, and tests step it with `tick()`.
 */
import { Schema } from "effect"
import { randomUUID } from "node:crypto"
import { GamePush, MarketPush, MarketsPush, MatchPush, type MarketUpdate, type Scoreboard } from "../../core/model/catalogue.js"
import type { Db } from "../db/connect.js"
import type { Clock } from "../domain/clock.js"
import type { Hub } from "../realtime/hub.js"
import { marketProbabilities } from "./models.js"
import { boostFraction, decimalOf, ladderStep, priceBook, sameFraction, toPrice, type Fraction } from "./prices.js"
import { chance, hashSeed, mulberry32, normal, poisson, between, type Rng } from "./prng.js"
import { Generator, newGenState, periodName, sportByKey, type GenState } from "./sports.js"
import { insertRows, loadState, loadWorld, saveState, writeChanges } from "./store.js"
import { durationOf } from "./models.js"
import { clockFields, keepsTime, periodIndex, scoreboardKey, scoreboardOf } from "./scoreboard.js"
import type { CompetitionRow, ContractRow, MarketRow, MatchRow } from "./world.js"
import { World } from "./world.js"

/** Finished matches stay in memory (and in lists as results) this long; the database keeps them. */
const RETAIN_ENDED_MS = 30 * 60_000
const OPEN = new Set(["open", "new", "halted"])
/** The share of races with a dead heat (photoFinish). */
export const DEAD_HEAT_CHANCE = 0.04

/** Finishing positions, dead heats sharing the position of the runner they tied with, and the size of each tie. */
interface RaceResult {
  readonly positions: ReadonlyMap<number, number>
  /** Contract id → how many runners share its position, for the tied ones only. */
  readonly tied: ReadonlyMap<number, number>
}

/** The runner (if any) that dead-heats with the one before it in this race: see Simulator.photoFinish. */
export const photoFinish = (seed: number, matchId: number, order: ReadonlyArray<number>): number[] => {
  const roll = hashSeed(seed, "dead-heat", matchId)
  if (order.length < 3 || roll % 1000 >= DEAD_HEAT_CHANCE * 1000) return []
  const at = 1 + (Math.floor(roll / 1000) % 3)
  return order[at] === undefined ? [] : [order[at]!]
}

export const raceResult = (order: ReadonlyArray<number>, deadHeat: ReadonlyArray<number>): RaceResult => {
  const tiedWithBefore = new Set(deadHeat)
  const positions = new Map<number, number>()
  order.forEach((id, i) => {
    const before = i > 0 && tiedWithBefore.has(id) ? positions.get(order[i - 1]!) : undefined
    positions.set(id, before ?? i + 1)
  })
  const count = new Map<number, number>()
  for (const p of positions.values()) count.set(p, (count.get(p) ?? 0) + 1)
  const tied = new Map([...positions].filter(([, p]) => count.get(p)! >= 2).map(([id, p]) => [id, count.get(p)!] as const))
  return { positions, tied }
}

export interface SimulatorOptions {
  readonly seed: number
  /** Game seconds per real second; 0 freezes the natural simulation. */
  readonly speed: number
  /** Ticks on a timer of this period; 0 means only when tick() is called. */
  readonly tickMs: number
  /** How often changes are written to the database. */
  readonly flushMs: number
}

export interface SimulatorDeps {
  readonly db: Db
  readonly clock: Clock
  readonly hub: Hub
  readonly log: (line: string) => void
}

export interface SavedState {
  readonly gen: GenState
  readonly rng: number
  readonly paused: boolean
  readonly manualHalts: number[]
  readonly floods: number
  /** The last world delta this state was written with (a cluster leader's flushes): see WorldDelta. */
  readonly published?: Publication
}

/** Which flush of which leader: `epoch` is one simulator's life, `seq` counts its flushes from 1. */
export interface Publication {
  readonly epoch: string
  readonly seq: number
}

/**
 * What one flush changed in the world, as a cluster leader publishes it for its followers' mirrors
 * (server/cluster/mirror.ts): the rows it inserted (whole), the mutable columns of the rows it
 * updated (those writeChanges writes), the matches it forgot, and the simulator's state. A copy
 * taken when the flush began; sent once the flush has committed, so the database is never behind
 * a delta a follower has seen. `published` is also written with the state: a follower that loads
 * the world from the database knows which delta comes next.
 */
export interface WorldDelta {
  readonly published: Publication
  readonly competitions: ReadonlyArray<CompetitionRow>
  readonly matches: ReadonlyArray<MatchRow>
  readonly markets: ReadonlyArray<MarketRow>
  readonly contracts: ReadonlyArray<ContractRow>
  readonly changedMatches: ReadonlyArray<Pick<MatchRow, "id" | "startTime" | "status" | "homeScore" | "awayScore" | "clock" | "seq" | "model" | "endedAt">>
  readonly changedMarkets: ReadonlyArray<Pick<MarketRow, "id" | "status" | "seq" | "eachWay">>
  readonly changedContracts: ReadonlyArray<Pick<ContractRow, "id" | "status" | "price" | "boosted" | "strength" | "result">>
  /** Matches the leader forgot (ended long ago); they stay in the database. */
  readonly dropped: ReadonlyArray<number>
  readonly state: SavedState
}

export interface SettleRequest {
  /** Final score of a head-to-head match. */
  readonly score?: { readonly home: number; readonly away: number }
  /** Contract ids of a race or outright in finishing order (the first wins). */
  readonly order?: ReadonlyArray<number>
  /** Ids in `order` that dead-heat with the runner before them: they share its position (and win with it at 1st). */
  readonly deadHeat?: ReadonlyArray<number>
  /** Void every open selection (abandoned). */
  readonly void?: boolean
}

/**
 * A selection resulted (spec §4 winner, loser, void), for settlement: a race runner's starting
 * price (its price when the race went off; an SP-only runner's from the book of its strengths) and
 * finishing position; null for other markets.
 */
export interface SelectionResulted {
  readonly contractId: number
  readonly status: "winner" | "loser" | "void"
  readonly startPrice: Fraction | null
  readonly position: number | null
  /** How many runners dead-heated at this position (2 or more); null when none. */
  readonly deadHeat: number | null
}

/** What one publishPending sent: the markets and matches that changed, the selections resulted. */
export interface Published {
  readonly marketIds: ReadonlyArray<number>
  readonly matchIds: ReadonlyArray<number>
  readonly results: ReadonlyArray<SelectionResulted>
}

export interface FloodRequest {
  readonly matchIds: ReadonlyArray<number>
  readonly ratePerSecond: number
  readonly seconds: number
}

const encodeMarkets = Schema.encodeSync(MarketsPush)
const encodeMarket = Schema.encodeSync(MarketPush)
const encodeMatch = Schema.encodeSync(MatchPush)
const encodeGames = Schema.encodeSync(GamePush)

export class Simulator {
  paused: boolean
  readonly manualHalts: Set<number>
  private timers: NodeJS.Timeout[] = []
  private floodTimers = new Set<NodeJS.Timeout>()
  private lastTickAt: number
  private flushing: Promise<void> | null = null
  private stopped = false
  private floods: number
  private readonly pendingMarkets = new Set<number>()
  private readonly pendingMatches = new Set<number>()
  private readonly dirtyMatches = new Set<MatchRow>()
  private readonly dirtyMarkets = new Set<MarketRow>()
  private readonly dirtyContracts = new Set<ContractRow>()
  private readonly pendingResults = new Map<number, SelectionResulted>()
  private readonly listeners = new Set<(published: Published) => void>()
  private readonly flushListeners = new Set<(delta: WorldDelta) => void>()
  /** Matches forgotten since the last flush (for the delta; the database keeps them). */
  private readonly droppedMatches: number[] = []
  private readonly epoch = randomUUID()
  private publishedSeq = 0
  private newSince: GenState["ids"]
  private lastGameCounts = ""
  /**
   * A follower's read-only copy of the leader's world (server/cluster): it serves the catalogue
   * reads and the placement checks, never ticks and never writes; operator controls refuse it.
   */
  readOnly = false
  /** A mirror: the delta its world was loaded at (null when the state carried none). */
  mirroredAt: Publication | null = null

  private constructor(
    readonly world: World,
    private readonly gen: Generator,
    private rng: Rng,
    saved: SavedState | null,
    private readonly deps: SimulatorDeps,
    readonly options: SimulatorOptions,
  ) {
    this.paused = saved?.paused ?? false
    this.manualHalts = new Set(saved?.manualHalts ?? [])
    this.floods = saved?.floods ?? 0
    this.lastTickAt = deps.clock()
    this.newSince = { ...gen.state.ids }
  }

  /** Loads the world from the database, or seeds it on first run, and starts the timers. */
  static async open(deps: SimulatorDeps, options: SimulatorOptions): Promise<Simulator> {
    const now = deps.clock()
    const saved = (await loadState(deps.db)) as SavedState | null
    let sim: Simulator
    if (saved) {
      const world = await loadWorld(deps.db, now - RETAIN_ENDED_MS)
      const gen = new Generator(world, saved.gen, () => options.speed)
      sim = new Simulator(world, gen, mulberry32(saved.rng), saved, deps, options)
      deps.log(`[sim] resumed: ${world.matches.size} matches, seed ${saved.gen.seed}`)
    } else {
      const world = new World()
      const gen = new Generator(world, newGenState(options.seed), () => options.speed)
      gen.seedGames()
      sim = new Simulator(world, gen, mulberry32(hashSeed(options.seed, "live")), null, deps, options)
      sim.newSince = { ...gen.state.ids }
      gen.topUp(now)
      sim.priceNew()
      await insertRows(deps.db, { games: [...world.games.values()], competitions: [...world.competitions.values()], matches: [...world.matches.values()], markets: [...world.markets.values()], contracts: [...world.contracts.values()] })
      sim.newSince = { ...gen.state.ids }
      sim.newRows.competitions.length = 0
      sim.newRows.matches.length = 0
      // Just inserted with their prices: nothing to rewrite (17,000 rows would stall the first flush).
      sim.dirtyContracts.clear()
      sim.dirtyMarkets.clear()
      sim.dirtyMatches.clear()
      await saveState(deps.db, sim.savedState(), now)
      deps.log(`[sim] seeded ${world.matches.size} matches, ${world.markets.size} markets, ${world.contracts.size} selections (seed ${options.seed})`)
    }
    sim.lastGameCounts = JSON.stringify(sim.gameCounts())
    if (options.tickMs > 0) sim.timers.push(setInterval(() => sim.safely(() => sim.tick()), options.tickMs))
    if (options.flushMs > 0) sim.timers.push(setInterval(() => void sim.flush(), options.flushMs))
    for (const timer of sim.timers) timer.unref()
    return sim
  }

  /**
   * The world as the leader last wrote it (a cluster follower, server/cluster): no timers, no
   * writes, no seeding (an empty world until the leader has seeded one). Refreshed by opening
   * another; the leader's pushes reach this process's sockets through the bus meanwhile.
   */
  static async mirror(deps: SimulatorDeps, options: SimulatorOptions): Promise<Simulator> {
    const saved = (await loadState(deps.db)) as SavedState | null
    const world = saved ? await loadWorld(deps.db, deps.clock() - RETAIN_ENDED_MS) : new World()
    const gen = new Generator(world, saved?.gen ?? newGenState(options.seed), () => options.speed)
    const sim = new Simulator(world, gen, mulberry32(saved?.rng ?? 0), saved, deps, { ...options, tickMs: 0, flushMs: 0 })
    sim.readOnly = true
    sim.stopped = true
    sim.mirroredAt = saved?.published ?? null
    return sim
  }

  /**
   * A mirror takes the leader's delta (server/cluster/mirror.ts decides whether it follows on):
   * inserts are upserts and updates of rows it does not hold are skipped, so a delta that the
   * database had already shown it (loaded while the flush committed) changes nothing.
   */
  applyDelta(delta: WorldDelta): void {
    if (!this.readOnly) throw new Error("Only a mirror takes the leader's deltas")
    const w = this.world
    for (const c of delta.competitions) {
      const row = w.competitions.get(c.id)
      if (row) Object.assign(row, c)
      else w.addCompetition(c)
    }
    for (const m of delta.matches) {
      const row = w.matches.get(m.id)
      if (row) Object.assign(row, m)
      else w.addMatch(m)
    }
    for (const m of delta.markets) {
      const row = w.markets.get(m.id)
      if (row) Object.assign(row, m)
      else if (w.matches.has(m.matchId)) w.addMarket(m)
    }
    for (const c of delta.contracts) {
      const row = w.contracts.get(c.id)
      if (row) Object.assign(row, c)
      else if (w.markets.has(c.marketId)) w.addContract(c)
    }
    for (const m of delta.changedMatches) {
      const row = w.matches.get(m.id)
      if (row) Object.assign(row, m)
    }
    for (const m of delta.changedMarkets) {
      const row = w.markets.get(m.id)
      if (row) Object.assign(row, m)
    }
    for (const c of delta.changedContracts) {
      const row = w.contracts.get(c.id)
      if (row) Object.assign(row, c)
    }
    for (const id of delta.dropped) w.dropMatch(id)
    const state = delta.state
    Object.assign(this.gen.state, state.gen)
    this.rng = mulberry32(state.rng)
    this.paused = state.paused
    this.manualHalts.clear()
    for (const id of state.manualHalts) this.manualHalts.add(id)
    this.floods = state.floods
    this.mirroredAt = delta.published
  }

  /** Listens to every committed flush, with what it changed (a cluster leader publishes it). */
  onFlushed(listener: (delta: WorldDelta) => void): () => void {
    this.flushListeners.add(listener)
    return () => this.flushListeners.delete(listener)
  }

  /** The seed the world was generated from (a resumed world keeps its own). */
  get seed(): number {
    return this.gen.state.seed
  }

  private savedState(): SavedState {
    return { gen: this.gen.state, rng: this.rng.state(), paused: this.paused, manualHalts: [...this.manualHalts], floods: this.floods }
  }

  private safely(run: () => void): void {
    try {
      run()
    } catch (error) {
      this.deps.log(`[sim] tick failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    }
  }

  // ---- the natural simulation ------------------------------------------------------------------

  /**
   * One step: `seconds` of game time (default: the clock's time since the last tick times the
   * speed; nothing when paused), then the pushes of whatever changed.
   */
  tick(seconds?: number): void {
    const now = this.deps.clock()
    const realSeconds = Math.max(0, (now - this.lastTickAt) / 1000)
    this.lastTickAt = now
    const dt = seconds ?? (this.paused ? 0 : realSeconds * this.options.speed)
    if (dt > 0 || seconds !== undefined) {
      this.gen.topUp(now)
      this.priceNew()
      for (const match of [...this.world.matches.values()]) this.advance(match, now, dt)
    }
    this.publishPending()
  }

  private advance(match: MatchRow, now: number, dt: number): void {
    // Virtual events (issue 17) are run, priced and resulted by server/domain/virtuals/service.ts.
    if (match.kind === "virtual") return
    if (match.status === "ended") {
      if (match.endedAt !== null && match.endedAt < now - RETAIN_ENDED_MS) {
        this.world.dropMatch(match.id)
        this.droppedMatches.push(match.id)
      }
      return
    }
    if (match.status === "upcoming") {
      if (match.startTime <= now) this.kickOff(match, now)
      else if (match.startTime - now < 48 * 3_600_000 || match.kind === "outright") this.drift(match, dt, match.kind === "outright" ? 1800 : 600, 0.05)
      return
    }
    const m = match.model
    const unitSeconds = sportByKey.get(m.sport)?.unitSeconds ?? 600
    const before = `${match.homeScore}-${match.awayScore}-${periodName(match)}-${scoreboardKey(match, unitSeconds)}`
    const periodBefore = periodIndex(m)
    const scoreBefore: [number, number] = [match.homeScore ?? 0, match.awayScore ?? 0]
    m.haltLeft = Math.max(0, m.haltLeft - dt)
    m.elapsed += dt
    switch (m.engine) {
      case "goals":
        this.playGoals(match, dt)
        break
      case "points":
        this.playPoints(match, dt)
        break
      case "race_to":
        this.playUnits(match, dt)
        break
      case "race":
        if (m.elapsed >= m.unitEndsAt) {
          const order = this.finishingOrder(match)
          return this.settle(match, { order, deadHeat: this.photoFinish(match, order) })
        }
        break
      case "outright":
        if (m.elapsed >= m.unitEndsAt) return this.settle(match, { order: this.finishingOrder(match) })
        this.drift(match, dt, 120, 0.15)
        break
    }
    if (match.status !== "live") return
    // The score at the end of each period, for the sport's scoreboard (the tick's score when it crossed).
    if ((m.engine === "goals" || m.engine === "points") && periodIndex(m) > periodBefore) (m.marks ??= []).push(scoreBefore)
    const duration = m.engine === "goals" || m.engine === "points" ? durationOf(m) : undefined
    if ((m.engine === "goals" || m.engine === "points") && duration !== undefined && m.elapsed >= duration) {
      // Basketball and cricket cannot end level: the sim's overtime/super over gives it to one side.
      if (m.engine === "points" && match.homeScore === match.awayScore) {
        if (chance(this.rng, 0.5)) match.homeScore = (match.homeScore ?? 0) + 1
        else match.awayScore = (match.awayScore ?? 0) + 1
      }
      return this.settle(match, {})
    }
    if (m.engine === "race_to" && Math.max(match.homeScore ?? 0, match.awayScore ?? 0) >= m.target) return this.settle(match, {})
    const after = `${match.homeScore}-${match.awayScore}-${periodName(match)}-${scoreboardKey(match, unitSeconds)}`
    if (before !== after) this.matchChanged(match, now)
    else if (match.clock?.running) {
      // The clock runs on the client from (seconds, at); keeping both fresh is no change to push.
      match.clock = { ...match.clock, seconds: Math.floor(m.elapsed), at: now }
      this.dirtyMatches.add(match)
    }
    if (m.engine !== "race") this.repriceMatch(match)
  }

  private kickOff(match: MatchRow, now: number): void {
    match.status = "live"
    if (match.kind === "event") {
      match.homeScore = match.displayType === "home_and_away" ? 0 : null
      match.awayScore = match.displayType === "home_and_away" ? 0 : null
    }
    match.model.elapsed = 0
    this.matchChanged(match, now)
    // A race is off: no more bets until it is resulted.
    this.repriceMatch(match)
  }

  private matchChanged(match: MatchRow, now: number): void {
    match.seq += 1
    const m = match.model
    const timed = keepsTime(m)
    match.clock =
      match.status === "upcoming"
        ? null
        : { period: match.status === "ended" ? "Full time" : periodName(match), seconds: timed ? Math.floor(m.elapsed) : null, running: match.status === "live" && timed, at: now, ...(timed && match.status === "live" ? clockFields(m) : {}) }
    this.pendingMatches.add(match.id)
    this.dirtyMatches.add(match)
  }

  private playGoals(match: MatchRow, dt: number): void {
    const m = match.model
    const duration = durationOf(m)
    const span = Math.min(dt, Math.max(0, duration - (m.elapsed - dt)))
    const home = poisson(this.rng, (m.home * span) / duration)
    const away = poisson(this.rng, (m.away * span) / duration)
    if (home + away > 0) {
      match.homeScore = (match.homeScore ?? 0) + home
      match.awayScore = (match.awayScore ?? 0) + away
      // A goal: markets halt while the price is reassessed.
      m.haltLeft = 40
    }
    if (chance(this.rng, 1 - Math.exp(-dt / 30))) {
      m.home *= Math.exp(normal(this.rng) * 0.04)
      m.away *= Math.exp(normal(this.rng) * 0.04)
    }
  }

  private playPoints(match: MatchRow, dt: number): void {
    const m = match.model
    const duration = durationOf(m)
    const cricket = m.sport === "cricket"
    const span = Math.min(dt, Math.max(0, duration - (m.elapsed - dt)))
    const score = (rate: number, seconds: number) => {
      const mean = (rate * seconds) / (cricket ? duration / 2 : duration)
      return Math.max(0, Math.round(mean + normal(this.rng) * Math.sqrt(mean)))
    }
    const firstInnings = m.elapsed - span / 2 < duration / 2
    if (!cricket || firstInnings) match.homeScore = (match.homeScore ?? 0) + score(m.home, span)
    if (!cricket || !firstInnings) match.awayScore = (match.awayScore ?? 0) + score(m.away, span)
    // Key moments: a wicket, a timeout on a big run.
    if (chance(this.rng, 1 - Math.exp(-span / (cricket ? 400 : 600)))) m.haltLeft = 20
    if (chance(this.rng, 1 - Math.exp(-dt / 30))) {
      m.home *= Math.exp(normal(this.rng) * 0.01)
      m.away *= Math.exp(normal(this.rng) * 0.01)
    }
  }

  private playUnits(match: MatchRow, dt: number): void {
    const m = match.model
    const sport = sportByKey.get(m.sport)
    const unit = sport?.unitSeconds ?? 600
    while (m.elapsed >= m.unitEndsAt && Math.max(match.homeScore ?? 0, match.awayScore ?? 0) < m.target) {
      const homeWins = this.rng.next() < m.home
      if (homeWins) match.homeScore = (match.homeScore ?? 0) + 1
      else match.awayScore = (match.awayScore ?? 0) + 1
      m.units += 1
      ;(m.unitWinners ??= []).push(homeWins ? 0 : 1)
      m.unitStartedAt = m.unitEndsAt
      m.unitEndsAt += unit * between(this.rng, 0.7, 1.3)
      m.haltLeft = 30
    }
    // Break point, a decisive leg, a round on match point.
    if (chance(this.rng, 1 - Math.exp(-dt / (unit / 3)))) m.haltLeft = Math.max(m.haltLeft, 15)
    if (chance(this.rng, 1 - Math.exp(-dt / 20))) m.home = Math.min(0.9, Math.max(0.1, m.home + normal(this.rng) * 0.015))
  }

  /** Pre-match and outright moves: strengths or rates wander, prices follow. */
  private drift(match: MatchRow, dt: number, everySeconds: number, size: number): void {
    if (dt <= 0 || !chance(this.rng, 1 - Math.exp(-dt / everySeconds))) return
    const m = match.model
    if (m.engine === "race" || m.engine === "outright") {
      for (const market of this.world.marketsOf(match.id)) {
        for (const c of this.world.contractsOf(market.id)) {
          if (c.strength === null) continue
          c.strength *= Math.exp(normal(this.rng) * size)
          // Written (and sent to followers) too: starting prices come from strengths after a takeover.
          this.dirtyContracts.add(c)
        }
      }
    } else if (m.engine === "race_to") {
      m.home = Math.min(0.9, Math.max(0.1, m.home + normal(this.rng) * size * 0.3))
    } else {
      m.home *= Math.exp(normal(this.rng) * size)
      m.away *= Math.exp(normal(this.rng) * size)
    }
    this.dirtyMatches.add(match)
    this.repriceMatch(match)
  }

  /**
   * Now and then (DEAD_HEAT_CHANCE of races) two runners cannot be separated at the line, for 1st,
   * 2nd or 3rd. Decided from the seed and the race, not the live PRNG, so adding it changed no other
   * draw of a seed's simulation.
   */
  private photoFinish(match: MatchRow, order: ReadonlyArray<number>): number[] {
    return photoFinish(this.options.seed, match.id, order)
  }

  private finishingOrder(match: MatchRow): number[] {
    const market = this.world.marketsOf(match.id)[0]
    if (!market) return []
    const left = this.world.contractsOf(market.id).filter((c) => OPEN.has(c.status))
    const order: number[] = []
    while (left.length > 0) {
      const total = left.reduce((s, c) => s + (c.strength ?? 1), 0)
      let draw = this.rng.next() * total
      let index = 0
      for (; index < left.length - 1; index++) {
        draw -= left[index]!.strength ?? 1
        if (draw <= 0) break
      }
      order.push(left.splice(index, 1)[0]!.id)
    }
    return order
  }

  // ---- prices ------------------------------------------------------------------------------------

  /** Prices everything generated since the last call (no pushes: nobody holds it yet). */
  private priceNew(): void {
    const since = this.newSince
    const ids = this.gen.state.ids
    if (ids.match === since.match && ids.market === since.market) return
    for (let id = since.match + 1; id <= ids.match; id++) {
      const match = this.world.matches.get(id)
      if (!match) continue
      for (const market of this.world.marketsOf(id)) this.reprice(match, market, true)
      const boostRng = mulberry32(hashSeed(this.gen.state.seed, "boost", id))
      const main = this.world.marketsOf(id)[0]
      // A few selections a day carry a boosted price.
      if (main && match.kind === "event" && chance(boostRng, 0.05)) {
        const contracts = this.world.contractsOf(main.id)
        const chosen = contracts[Math.floor(boostRng.next() * contracts.length)]
        if (chosen?.price) chosen.boosted = boostFraction(chosen.price)
      }
    }
    this.trackNew()
  }

  private readonly newRows = { competitions: [] as number[], matches: [] as number[] }

  /** Remembers the id ranges generated since the last flush so the flush can insert them. */
  private trackNew(): void {
    const since = this.newSince
    const ids = this.gen.state.ids
    for (let id = since.competition + 1; id <= ids.competition; id++) this.newRows.competitions.push(id)
    for (let id = since.match + 1; id <= ids.match; id++) this.newRows.matches.push(id)
    this.newSince = { ...ids }
  }

  repriceMatch(match: MatchRow): void {
    for (const market of this.world.marketsOf(match.id)) this.reprice(match, market, false)
  }

  /** Recomputes a market's prices and status from its match; marks a push when anything changed. */
  private reprice(match: MatchRow, market: MarketRow, initial: boolean): void {
    if (market.status === "closed") return
    const contracts = this.world.contractsOf(market.id)
    const probs = marketProbabilities(match, market, contracts)
    let changed = false
    const exact = match.model.engine === "goals" || match.model.engine === "race_to"
    if (exact && match.status === "live") {
      // Certain outcomes are resulted at once: an impossible correct score loses, over 2.5 after the third goal wins.
      if (probs.some((p, i) => p > 1 - 1e-9 && OPEN.has(contracts[i]!.status))) {
        this.closeMarket(market, contracts.map((_, i) => (probs[i]! > 0.5 ? "winner" : "loser")))
        return
      }
      for (const [i, c] of contracts.entries()) {
        if (OPEN.has(c.status) && probs[i]! < 1e-9) {
          c.status = "loser"
          this.resulted(c, null, null)
          this.dirtyContracts.add(c)
          changed = true
        }
      }
    }
    const open = contracts.map((c, i) => [c, probs[i]!] as const).filter(([c]) => OPEN.has(c.status))
    const total = open.reduce((s, [, p]) => s + p, 0)
    const book = total > 0 ? priceBook(open.map(([, p]) => p / total), market.margin) : []
    const halted = this.manualHalts.has(market.id) || match.model.haltLeft > 0 || (match.model.engine === "race" && match.status === "live")
    const status = halted ? "halted" : "open"
    if (market.status !== status) {
      market.status = status
      changed = true
    }
    for (const [index, [c]] of open.entries()) {
      const price = book[index] ?? null
      if (!sameFraction(c.price, price)) {
        c.price = price
        if (c.boosted && price) c.boosted = boostFraction(price)
        changed = true
        this.dirtyContracts.add(c)
      }
      const contractStatus = halted ? "halted" : "open"
      if (c.status !== contractStatus) {
        c.status = contractStatus
        changed = true
        this.dirtyContracts.add(c)
      }
    }
    if (changed && !initial) this.marketChanged(market)
  }

  private marketChanged(market: MarketRow): void {
    market.seq += 1
    this.dirtyMarkets.add(market)
    this.pendingMarkets.add(market.id)
  }

  private closeMarket(market: MarketRow, outcomes: ReadonlyArray<string>, race?: RaceResult & { readonly startPrices: ReadonlyMap<number, Fraction> }): void {
    for (const [i, c] of this.world.contractsOf(market.id).entries()) {
      if (!OPEN.has(c.status)) continue
      c.status = outcomes[i] ?? "loser"
      this.resulted(c, race?.startPrices.get(c.id) ?? null, race?.positions.get(c.id) ?? null, race?.tied.get(c.id) ?? null)
      this.dirtyContracts.add(c)
    }
    market.status = "closed"
    this.manualHalts.delete(market.id)
    this.marketChanged(market)
  }

  // ---- results -----------------------------------------------------------------------------------

  private resulted(c: ContractRow, startPrice: Fraction | null, position: number | null, deadHeat: number | null = null): void {
    if (c.status !== "winner" && c.status !== "loser" && c.status !== "void") return
    // Kept on the contract too (and so in the database with its status): a restart still knows it.
    c.result = { startPrice, position, deadHeat }
    this.pendingResults.set(c.id, { contractId: c.id, status: c.status, startPrice, position, deadHeat })
  }

  /** Starting prices of a race's runners: the price when it went off, else from the book of strengths. */
  private startPrices(market: MarketRow): Map<number, Fraction> {
    const runners = this.world.contractsOf(market.id).filter((c) => OPEN.has(c.status))
    const strengths = runners.map((c) => Math.max(1e-6, c.strength ?? 1))
    const total = strengths.reduce((a, b) => a + b, 0)
    const book = priceBook(strengths.map((x) => x / total), market.margin)
    return new Map(runners.map((c, i) => [c.id, c.price ?? book[i]!] as const).filter(([, f]) => f !== undefined))
  }

  /** Listens to every publishPending: what changed and what was resulted (settlement, bet pushes). */
  onPublished(listener: (published: Published) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Ends a match and results every market still open (spec §4: winner, loser, void). */
  settle(match: MatchRow, request: SettleRequest): void {
    const now = this.deps.clock()
    if (request.score) {
      match.homeScore = request.score.home
      match.awayScore = request.score.away
    }
    match.status = "ended"
    match.endedAt = now
    this.matchChanged(match, now)
    let order: number[] | undefined
    for (const market of this.world.marketsOf(match.id)) {
      if (market.status === "closed") continue
      const contracts = this.world.contractsOf(market.id)
      if (request.void) {
        this.closeMarket(market, contracts.map(() => "void"))
        continue
      }
      if (match.model.engine === "race" || match.model.engine === "outright" || request.order) {
        order ??= request.order ? [...request.order] : this.finishingOrder(match)
        const result = raceResult(order, request.deadHeat ?? [])
        // Positions and dead heats count for every finishing order (a golf outright's each-way places
        // too); starting prices only for races.
        const race = { ...result, startPrices: match.model.engine === "race" ? this.startPrices(market) : new Map<number, Fraction>() }
        this.closeMarket(market, contracts.map((c) => (result.positions.get(c.id) === 1 ? "winner" : "loser")), race)
        continue
      }
      const probs = marketProbabilities(match, market, contracts)
      this.closeMarket(market, probs.map((p) => (p > 0.5 ? "winner" : "loser")))
    }
    this.publishPending()
  }

  // ---- operator controls -------------------------------------------------------------------------

  setPrice(contract: ContractRow, price: Fraction, boosted?: Fraction | null): void {
    contract.price = price
    if (boosted !== undefined) contract.boosted = boosted
    this.dirtyContracts.add(contract)
    const market = this.world.markets.get(contract.marketId)
    if (market) this.marketChanged(market)
    this.publishPending()
  }

  setMarketHalted(market: MarketRow, halted: boolean): void {
    if (halted) this.manualHalts.add(market.id)
    else this.manualHalts.delete(market.id)
    const match = this.world.matches.get(market.matchId)
    if (!match || market.status === "closed") return
    const status = halted || match.model.haltLeft > 0 ? "halted" : "open"
    market.status = status
    for (const c of this.world.contractsOf(market.id)) {
      if (OPEN.has(c.status)) {
        c.status = status
        this.dirtyContracts.add(c)
      }
    }
    this.marketChanged(market)
    this.publishPending()
  }

  /** Starts an upcoming match now (its start time becomes the clock's now). */
  startNow(match: MatchRow): void {
    const now = this.deps.clock()
    match.startTime = now
    this.kickOff(match, now)
    this.publishPending()
  }

  setPaused(paused: boolean): void {
    this.paused = paused
    this.lastTickAt = this.deps.clock()
  }

  /** Moves prices of the given matches' open markets at `ratePerSecond` for `seconds` (the price-storm bench). */
  flood(request: FloodRequest): { markets: number; updates: number } {
    const markets = request.matchIds.flatMap((id) => this.world.marketsOf(id)).filter((m) => m.status !== "closed")
    const total = Math.round(request.ratePerSecond * request.seconds)
    if (markets.length === 0 || total === 0) return { markets: markets.length, updates: 0 }
    this.floods += 1
    const rng = mulberry32(hashSeed(this.gen.state.seed, "flood", this.floods))
    const stepMs = 50
    const perStep = (request.ratePerSecond * stepMs) / 1000
    let owed = 0
    let sent = 0
    const timer = setInterval(() => {
      owed += perStep
      while (owed >= 1 && sent < total) {
        owed -= 1
        sent += 1
        const market = markets[Math.floor(rng.next() * markets.length)]!
        const open = this.world.contractsOf(market.id).filter((c) => OPEN.has(c.status) && c.price)
        const contract = open[Math.floor(rng.next() * open.length)]
        if (!contract?.price) continue
        // Step toward the market's margin so the book stays sane through the storm.
        const sum = open.reduce((s, c) => s + 1 / decimalOf(c.price!), 0)
        const direction = sum > market.margin ? 1 : sum < market.margin - 0.02 ? -1 : chance(rng, 0.5) ? 1 : -1
        const next = ladderStep(contract.price, direction)
        if (sameFraction(next, contract.price)) continue
        contract.price = next
        if (contract.boosted) contract.boosted = boostFraction(next)
        this.dirtyContracts.add(contract)
        this.marketChanged(market)
      }
      this.publishPending()
      if (sent >= total || this.stopped) {
        clearInterval(timer)
        this.floodTimers.delete(timer)
      }
    }, stepMs)
    timer.unref()
    this.floodTimers.add(timer)
    return { markets: markets.length, updates: total }
  }

  // ---- pushes ------------------------------------------------------------------------------------

  marketUpdate(market: MarketRow, sentAt: number): MarketUpdate {
    return {
      id: market.id,
      match_id: market.matchId,
      seq: market.seq,
      status: market.status,
      contracts: this.world.contractsOf(market.id).map((c) => ({
        id: c.id,
        status: c.status,
        prices: c.price ? toPrice(c.price) : null,
        boosted_prices: c.boosted ? toPrice(c.boosted) : null,
      })),
      sent_at: sentAt,
    }
  }

  private publish(channel: string, match: Record<string, unknown>, event: string, payload: unknown): void {
    this.deps.hub.publish({ to: "channel", channel, match, event, payload }).catch((error: unknown) => this.deps.log(`[sim] publish failed: ${String(error)}`))
  }

  /** Sends every change made since the last call: one `markets` batch per match, one `market` per market. */
  publishPending(): void {
    const now = this.deps.clock()
    const published: Published | null =
      this.listeners.size > 0 && (this.pendingMarkets.size > 0 || this.pendingMatches.size > 0 || this.pendingResults.size > 0)
        ? { marketIds: [...this.pendingMarkets], matchIds: [...this.pendingMatches], results: [...this.pendingResults.values()] }
        : null
    this.pendingResults.clear()
    const byMatch = new Map<number, MarketUpdate[]>()
    for (const id of this.pendingMarkets) {
      const market = this.world.markets.get(id)
      if (!market) continue
      const update = this.marketUpdate(market, now)
      byMatch.set(market.matchId, [...(byMatch.get(market.matchId) ?? []), update])
      this.publish("market", { market_id: market.id }, "market", encodeMarket(update))
    }
    this.pendingMarkets.clear()
    for (const [matchId, updates] of byMatch) this.publish("markets", { match_id: matchId }, "markets", encodeMarkets({ markets: updates }))
    for (const id of this.pendingMatches) {
      const match = this.world.matches.get(id)
      if (!match) continue
      this.publish("matches", { match_id: id }, "match", encodeMatch({ id, seq: match.seq, status: match.status, score: scoreOf(match), clock: match.clock, ...boardOf(match), sent_at: now }))
    }
    this.pendingMatches.clear()
    const counts = this.gameCounts()
    const key = JSON.stringify(counts)
    if (key !== this.lastGameCounts) {
      this.lastGameCounts = key
      this.publish("game", { id: "games" }, "game", encodeGames({ games: counts }))
    }
    if (published) {
      for (const listener of this.listeners) {
        try {
          listener(published)
        } catch (error) {
          this.deps.log(`[sim] a listener failed: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
    }
  }

  gameCounts(): Array<{ id: number; num_live_matches: number; num_upcoming_matches: number; num_outrights: number }> {
    const counts = new Map([...this.world.games.keys()].map((id) => [id, { id, num_live_matches: 0, num_upcoming_matches: 0, num_outrights: 0 }]))
    for (const match of this.world.matches.values()) {
      const entry = counts.get(match.gameId)
      if (!entry) continue
      if (match.kind === "event" && match.status === "live") entry.num_live_matches += 1
      if (match.kind === "event" && match.status === "upcoming") entry.num_upcoming_matches += 1
      if (match.status !== "ended") for (const market of this.world.marketsOf(match.id)) if (market.outright && market.status !== "closed") entry.num_outrights += 1
    }
    return [...counts.values()].sort((a, b) => a.id - b.id)
  }

  // ---- persistence -------------------------------------------------------------------------------

  /** Writes new rows and changes since the last flush; one flush at a time. */
  async flush(): Promise<void> {
    if (this.readOnly) return
    if (this.flushing) {
      await this.flushing
      if (this.flushing) return this.flushing
    }
    this.trackNew()
    const competitionIds = this.newRows.competitions.splice(0)
    const matchIds = this.newRows.matches.splice(0)
    const newMatches = matchIds.map((id) => this.world.matches.get(id)).filter((m): m is MatchRow => m !== undefined)
    const newMarkets = newMatches.flatMap((m) => [...this.world.marketsOf(m.id)])
    const rows = {
      games: [],
      competitions: competitionIds.map((id) => this.world.competitions.get(id)).filter((c) => c !== undefined),
      matches: newMatches,
      markets: newMarkets,
      contracts: newMarkets.flatMap((m) => [...this.world.contractsOf(m.id)]),
    }
    const changes = { matches: [...this.dirtyMatches], markets: [...this.dirtyMarkets], contracts: [...this.dirtyContracts] }
    this.dirtyMatches.clear()
    this.dirtyMarkets.clear()
    this.dirtyContracts.clear()
    const dropped = this.droppedMatches.splice(0)
    // With listeners (a cluster leader), the flush is numbered and its delta copied now, as written.
    const published: Publication | null = this.flushListeners.size > 0 ? { epoch: this.epoch, seq: ++this.publishedSeq } : null
    const state: SavedState = published ? { ...this.savedState(), published } : this.savedState()
    const delta = published ? deltaOf(published, rows, changes, dropped, state) : null
    const now = this.deps.clock()
    this.flushing = (async () => {
      try {
        if (rows.matches.length > 0 || rows.competitions.length > 0) await insertRows(this.deps.db, rows)
        await writeChanges(this.deps.db, changes, state, now)
      } catch (error) {
        this.deps.log(`[sim] writing the world failed: ${error instanceof Error ? error.message : String(error)}`)
        // Keep what was not written for the next flush (which takes this one's number).
        for (const m of changes.matches) this.dirtyMatches.add(m)
        for (const m of changes.markets) this.dirtyMarkets.add(m)
        for (const c of changes.contracts) this.dirtyContracts.add(c)
        this.newRows.competitions.unshift(...competitionIds)
        this.newRows.matches.unshift(...matchIds)
        this.droppedMatches.unshift(...dropped)
        if (published) this.publishedSeq -= 1
        return
      } finally {
        this.flushing = null
      }
      if (delta) {
        for (const listener of this.flushListeners) {
          try {
            listener(delta)
          } catch (error) {
            this.deps.log(`[sim] a flush listener failed: ${error instanceof Error ? error.message : String(error)}`)
          }
        }
      }
    })()
    return this.flushing
  }

  async stop(): Promise<void> {
    this.stopped = true
    for (const timer of [...this.timers, ...this.floodTimers]) clearInterval(timer)
    this.timers = []
    this.floodTimers.clear()
    await this.flush()
  }
}

/** A flush's delta: copies (the world goes on changing while the flush is written and sent). */
const deltaOf = (
  published: Publication,
  rows: { competitions: ReadonlyArray<CompetitionRow>; matches: ReadonlyArray<MatchRow>; markets: ReadonlyArray<MarketRow>; contracts: ReadonlyArray<ContractRow> },
  changes: { matches: ReadonlyArray<MatchRow>; markets: ReadonlyArray<MarketRow>; contracts: ReadonlyArray<ContractRow> },
  dropped: ReadonlyArray<number>,
  state: SavedState,
): WorldDelta =>
  structuredClone({
    published,
    competitions: rows.competitions,
    matches: rows.matches,
    markets: rows.markets,
    contracts: rows.contracts.map((c) => ({ ...c, result: c.result ?? null })),
    changedMatches: changes.matches.map((m) => ({ id: m.id, startTime: m.startTime, status: m.status, homeScore: m.homeScore, awayScore: m.awayScore, clock: m.clock, seq: m.seq, model: m.model, endedAt: m.endedAt })),
    changedMarkets: changes.markets.map((m) => ({ id: m.id, status: m.status, seq: m.seq, eachWay: m.eachWay })),
    changedContracts: changes.contracts.map((c) => ({ id: c.id, status: c.status, price: c.price, boosted: c.boosted, strength: c.strength, result: c.result ?? null })),
    dropped: [...dropped],
    state,
  })

/** The sport's own scoreboard as a push or a summary carries it (absent when there is none). */
export const boardOf = (match: MatchRow): { scoreboard?: Scoreboard } => {
  const scoreboard = scoreboardOf(match, sportByKey.get(match.model.sport)?.unitSeconds ?? 600)
  return scoreboard ? { scoreboard } : {}
}

export const scoreOf = (match: MatchRow): { home: number; away: number } | null =>
  match.homeScore === null || match.awayScore === null ? null : { home: match.homeScore, away: match.awayScore }

/** SIM_SEED / SIM_SPEED from the environment, with defaults. */
export const simulatorOptionsFromEnv = (env: NodeJS.ProcessEnv): Pick<SimulatorOptions, "seed" | "speed"> => {
  const seed = Number(env.SIM_SEED)
  const speed = Number(env.SIM_SPEED)
  return {
    seed: Number.isInteger(seed) && env.SIM_SEED !== "" && env.SIM_SEED !== undefined ? seed >>> 0 : 20261122,
    speed: Number.isFinite(speed) && speed >= 0 && env.SIM_SPEED !== "" && env.SIM_SPEED !== undefined ? speed : 1,
  }
}
