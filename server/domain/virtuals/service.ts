/**
 * The virtual sports service: keeps a few events of each kind scheduled ahead (model.ts), puts
 * their markets in the live catalogue (the simulator's world, kind "virtual") so the existing
 * betslip and placement take them, closes betting at the off, draws the result there from the
 * secure generator, plays the timeline (frames pushed on the `virtuals` channel every tick, served
 * up to now over HTTP), and at the end records the results and settles the bets through the
 * existing settlement (selection_results, settleBetsFor, the ledger), then pushes the bets.
 *
 * Time comes only from the injected clock; tests call `tick()` after moving it. Every event is kept
 * in `virtual_events`, so a restart resumes the schedule, a race under way and a settlement missed.
 */
import { and, desc, eq, gt, isNull, or } from "drizzle-orm"
import { Schema } from "effect"
import { MarketPush } from "../../../core/model/catalogue.js"
import { VirtualEventPush, VirtualFramesPush, type VirtualEvent as VirtualEventView, type VirtualTimeline } from "../../../core/model/virtuals.js"
import type { ServerContext } from "../../context.js"
import { virtualEvents } from "../../db/schema.js"
import { marketView } from "../../sim/views.js"
import { toPrice } from "../../sim/prices.js"
import { World, type MatchModel } from "../../sim/world.js"
import { betsServiceOf } from "../betting/service.js"
import { ratio } from "../../../core/odds/index.js"
import { recordResults, settleBetsFor } from "../betting/settle.js"
import {
  drawCard, drawResult, eventIdOf, footballFrames, KINDS, marketsOf, MIN_REST_MS, nextOff, outcomesOf, planFootball, planRace, raceFrames,
  SECOND, VIRTUAL_KINDS, type FootballPlan, type RacePlan, type VirtualCard, type VirtualKind, type VirtualMarket, type VirtualResult,
} from "./model.js"
import { secureStream, type MasterKey } from "./secure-rng.js"

export interface VirtualsOptions {
  readonly master: MasterKey
  /** Ticks on a timer of this period; 0: only when tick() is called (tests). */
  readonly tickMs: number
  /** Upcoming events kept scheduled per kind. */
  readonly ahead: number
}

export interface VirtualEventState {
  card: VirtualCard
  readonly markets: ReadonlyArray<VirtualMarket>
  status: "upcoming" | "live" | "ended"
  result: VirtualResult | null
  plan: RacePlan | FootballPlan | null
  settledAt: number | null
  /** ms since the off of the last frame pushed; -1 before the first. */
  pushedTo: number
}

/** Ended events stay in the live catalogue (and the lobby's results) this long. */
export const RETAIN_ENDED_MS = 10 * 60_000
/** The first event of a kind goes off this long after the service first starts. */
const FIRST_OFF_MS = 90 * SECOND

const MODEL: MatchModel = { engine: "race", sport: "virtual", home: 0, away: 0, target: 0, elapsed: 0, haltLeft: 0, unitEndsAt: 0, units: 0 }
const encodeEvent = Schema.encodeSync(VirtualEventPush)
const encodeFrames = Schema.encodeSync(VirtualFramesPush)
const encodeMarket = Schema.encodeSync(MarketPush)

export class VirtualsService {
  readonly events = new Map<number, VirtualEventState>()
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private nextSeq = 0
  private stopped = false
  /** Used when the server runs without the simulator: the lobby still works, betting does not. */
  private readonly ownWorld = new World()

  private constructor(
    private readonly ctx: ServerContext,
    readonly options: VirtualsOptions,
  ) {}

  static async start(ctx: ServerContext, options: VirtualsOptions): Promise<VirtualsService> {
    const service = new VirtualsService(ctx, options)
    await service.load()
    if (options.tickMs > 0) {
      service.timer = setInterval(() => void service.tick(), options.tickMs)
      service.timer.unref()
    }
    services.set(ctx, service)
    return service
  }

  get world(): World {
    return this.ctx.sim?.world ?? this.ownWorld
  }

  // ---- persistence -------------------------------------------------------------------------------

  private async load(): Promise<void> {
    const now = this.ctx.clock()
    const [last] = await this.ctx.db.select({ seq: virtualEvents.seq }).from(virtualEvents).orderBy(desc(virtualEvents.seq)).limit(1)
    this.nextSeq = last ? last.seq + 1 : 0
    const rows = await this.ctx.db.select().from(virtualEvents)
      .where(or(isNull(virtualEvents.settledAt), gt(virtualEvents.endAt, new Date(now - RETAIN_ENDED_MS))))
      .orderBy(virtualEvents.seq)
    for (const row of rows) {
      const card = row.card as VirtualCard
      const state: VirtualEventState = {
        card, markets: marketsOf(card), status: row.status as VirtualEventState["status"],
        result: (row.result as VirtualResult | null) ?? null, plan: (row.plan as VirtualEventState["plan"]) ?? null,
        settledAt: row.settledAt?.getTime() ?? null, pushedTo: -1,
      }
      this.events.set(eventIdOf(card.seq), state)
      this.install(state)
    }
    if (rows.length > 0) this.ctx.log(`[virtuals] resumed ${rows.length} event(s)`)
  }

  private async insert(state: VirtualEventState, now: number): Promise<void> {
    const c = state.card
    await this.ctx.db.insert(virtualEvents).values({
      id: eventIdOf(c.seq), seq: c.seq, kind: c.kind, offAt: new Date(c.offAt), endAt: new Date(c.endAt), status: state.status, card: c, result: null, plan: null, createdAt: new Date(now),
    }).onConflictDoNothing()
  }

  private async save(state: VirtualEventState): Promise<void> {
    const c = state.card
    await this.ctx.db.update(virtualEvents).set({
      status: state.status, offAt: new Date(c.offAt), endAt: new Date(c.endAt), card: c, result: state.result, plan: state.plan,
      settledAt: state.settledAt === null ? null : new Date(state.settledAt),
    }).where(eq(virtualEvents.id, eventIdOf(c.seq)))
  }

  // ---- the live catalogue ------------------------------------------------------------------------

  /** Puts (or refreshes) the event's match, markets and selections in the world. */
  private install(state: VirtualEventState): void {
    const w = this.world
    const c = state.card
    const id = eventIdOf(c.seq)
    if (state.status === "ended" && state.settledAt !== null && c.endAt < this.ctx.clock() - RETAIN_ENDED_MS) return
    const existing = w.matches.get(id)
    if (!existing) {
      w.addMatch({
        id, gameId: KINDS[c.kind].gameId, competitionId: 0, name: c.name, slug: `virtual-${c.kind}-${c.seq}`, displayType: "virtual", kind: "virtual",
        homeTeam: c.home?.name ?? null, awayTeam: c.away?.name ?? null, startTime: c.offAt, status: "upcoming", homeScore: null, awayScore: null,
        clock: null, featured: false, seq: 1, model: { ...MODEL }, endedAt: null,
      })
      state.markets.forEach((m, order) => {
        w.addMarket({ id: m.id, matchId: id, name: m.name, kind: m.kind, group: "main", status: "open", displayOrder: order, outright: false, eachWay: m.eachWay, bogFrom: null, margin: m.margin, seq: 1, line: null })
        m.selections.forEach((s, i) => w.addContract({
          id: s.id, marketId: m.id, name: s.name, status: "open", displayOrder: i, price: s.price, boosted: null, maxBet: s.maxBet, multiAvailable: s.multiAvailable,
          startPriceAvailable: false, runner: s.runner, strength: null, result: null,
        }))
      })
    }
    this.applyStatus(state)
  }

  /** Match, market and selection statuses as the event's state says. */
  private applyStatus(state: VirtualEventState): void {
    const w = this.world
    const c = state.card
    const match = w.matches.get(eventIdOf(c.seq))
    if (!match) return
    match.startTime = c.offAt
    match.status = state.status
    if (c.kind === "football" && state.status !== "upcoming") {
      const score = state.status === "ended" && state.result?.football ? state.result.football : null
      match.homeScore = score ? score.home : (match.homeScore ?? 0)
      match.awayScore = score ? score.away : (match.awayScore ?? 0)
    }
    if (state.status === "ended") match.endedAt ??= c.endAt
    match.seq += 1
    const outcomes = state.status === "ended" && state.result ? new Map(outcomesOf(c, state.markets, state.result).map((o) => [o.contractId, o] as const)) : null
    for (const m of state.markets) {
      const market = w.markets.get(m.id)
      if (!market) continue
      market.status = state.status === "upcoming" ? "open" : state.status === "live" ? "halted" : "closed"
      market.seq += 1
      for (const s of m.selections) {
        const contract = w.contracts.get(s.id)
        if (!contract) continue
        const o = outcomes?.get(s.id)
        contract.status = o ? o.status : state.status === "upcoming" ? "open" : "halted"
        contract.result = o ? { startPrice: o.startPrice, position: o.position, deadHeat: o.deadHeat } : null
      }
    }
  }

  private publish(event: string, payload: unknown, channel = "virtuals", match?: Record<string, unknown>): void {
    this.ctx.hub.publish({ to: "channel", channel, ...(match ? { match } : {}), event, payload }).catch((error: unknown) => this.ctx.log(`[virtuals] publish failed: ${String(error)}`))
  }

  /** The event's new state to lobby viewers, and its markets to betslips following them. */
  private announce(state: VirtualEventState): void {
    const now = this.ctx.clock()
    this.publish("virtual_event", encodeEvent(this.view(state)))
    for (const m of state.markets) {
      const market = this.world.markets.get(m.id)
      if (!market) continue
      const update = {
        id: market.id, match_id: market.matchId, seq: market.seq, status: market.status, sent_at: now,
        contracts: this.world.contractsOf(market.id).map((c) => ({ id: c.id, status: c.status, prices: c.price ? toPrice(c.price) : null, boosted_prices: null })),
      }
      this.publish("market", encodeMarket(update), "market", { market_id: market.id })
    }
  }

  // ---- the schedule and the run ------------------------------------------------------------------

  /** One step at the clock's now: schedule, go off, push frames, result and settle. Serial. */
  tick(): Promise<void> {
    if (this.running) return this.running
    this.running = (async () => {
      try {
        await this.step()
      } catch (error) {
        this.ctx.log(`[virtuals] tick failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      } finally {
        this.running = null
      }
    })()
    return this.running
  }

  private async step(): Promise<void> {
    if (this.stopped) return
    const now = this.ctx.clock()
    for (const kind of VIRTUAL_KINDS) await this.schedule(kind, now)
    for (const state of [...this.events.values()].sort((a, b) => a.card.offAt - b.card.offAt)) {
      if (state.status === "upcoming" && state.card.offAt <= now) await this.goOff(state)
      if (state.status === "live") {
        this.pushFrames(state, now)
        if (state.card.endAt <= now) await this.finish(state, now)
      }
      if (state.status === "ended" && state.settledAt === null) await this.settle(state, now)
      if (state.status === "ended" && state.settledAt !== null && state.card.endAt < now - RETAIN_ENDED_MS) {
        this.world.dropMatch(eventIdOf(state.card.seq))
        this.events.delete(eventIdOf(state.card.seq))
      }
    }
  }

  private ofKind(kind: VirtualKind): VirtualEventState[] {
    return [...this.events.values()].filter((e) => e.card.kind === kind).sort((a, b) => a.card.seq - b.card.seq)
  }

  /** Keeps `ahead` events of the kind scheduled, each off 2–5 minutes after the one before. */
  private async schedule(kind: VirtualKind, now: number): Promise<void> {
    let list = this.ofKind(kind)
    while (list.filter((e) => e.status === "upcoming").length < this.options.ahead) {
      const last = list[list.length - 1]
      const seq = this.nextSeq++
      let off = last ? nextOff(secureStream(this.options.master, `gap:${kind}:${seq}`), kind, last.card.offAt) : now + FIRST_OFF_MS
      // After a long stop the schedule restarts from now (never in the past, never before the last result).
      if (off < now + 30 * SECOND) off = Math.max(now + FIRST_OFF_MS, (last?.card.endAt ?? 0) + KINDS[kind].minGapMs - KINDS[kind].durationMs)
      const card = drawCard(secureStream(this.options.master, `card:${seq}`), kind, seq, off)
      const state: VirtualEventState = { card, markets: marketsOf(card), status: "upcoming", result: null, plan: null, settledAt: null, pushedTo: -1 }
      this.events.set(eventIdOf(seq), state)
      await this.insert(state, now)
      this.install(state)
      this.announce(state)
      list = this.ofKind(kind)
    }
  }

  /** The off: betting closes, the result is drawn, the run starts. */
  private async goOff(state: VirtualEventState): Promise<void> {
    const c = state.card
    state.result ??= drawResult(secureStream(this.options.master, `result:${c.seq}`), c)
    const anim = secureStream(this.options.master, `anim:${c.seq}`)
    state.plan ??= state.result.race ? planRace(anim, c, state.result.race) : planFootball(anim, c, state.result.football!)
    state.status = "live"
    await this.save(state)
    this.applyStatus(state)
    this.announce(state)
  }

  private pushFrames(state: VirtualEventState, now: number): void {
    const elapsed = Math.min(now - state.card.offAt, state.card.endAt - state.card.offAt)
    if (elapsed <= state.pushedTo) return
    const timeline = this.timeline(state, state.pushedTo + 1, elapsed)
    state.pushedTo = elapsed
    if (state.card.kind === "football") {
      const last = timeline.football[timeline.football.length - 1]
      const match = this.world.matches.get(eventIdOf(state.card.seq))
      if (last && match && (match.homeScore !== last.home || match.awayScore !== last.away)) {
        match.homeScore = last.home
        match.awayScore = last.away
        match.seq += 1
      }
    }
    if (timeline.race.length + timeline.football.length > 0) this.publish("virtual_frames", encodeFrames(timeline))
  }

  /** The end: results in the catalogue, then settlement. */
  private async finish(state: VirtualEventState, now: number): Promise<void> {
    this.pushFrames(state, now)
    state.status = "ended"
    await this.save(state)
    this.applyStatus(state)
    await this.settle(state, now)
    this.announce(state)
  }

  /** Records every selection's result and settles the bets they complete (the sportsbook's settlement). */
  private async settle(state: VirtualEventState, now: number): Promise<void> {
    if (!state.result) return
    const outcomes = outcomesOf(state.card, state.markets, state.result)
    await recordResults(this.ctx.db, outcomes.map((o) => ({
      contractId: o.contractId, status: o.status, position: o.position, deadHeat: o.deadHeat,
      startPrice: o.startPrice ? ratio(BigInt(o.startPrice.num + o.startPrice.den), BigInt(o.startPrice.den)) : null,
    })), now)
    const settled = await settleBetsFor(this.ctx.db, outcomes.map((o) => o.contractId), now)
    state.settledAt = now
    await this.save(state)
    if (settled.length > 0) this.ctx.log(`[virtuals] ${state.card.name}: settled ${settled.length} bet(s)`)
    await betsServiceOf(this.ctx)?.pushBets(settled.map((b) => b.id), true)
  }

  // ---- operator ------------------------------------------------------------------------------------

  /**
   * Starts the next event of a kind now (operator, tests, demos): its off becomes now (or MIN_REST_MS
   * after the previous result, if that is later) and every later
   * event of the kind moves as much earlier, so the gaps (and so the no-overlap rule) are unchanged.
   * Refused (null) while an event of the kind is running.
   */
  async startNext(kind: VirtualKind): Promise<VirtualEventState | null> {
    await this.running
    const now = this.ctx.clock()
    const list = this.ofKind(kind)
    if (list.some((e) => e.status === "live")) return null
    const next = list.find((e) => e.status === "upcoming")
    if (!next) return null
    // Now, or as soon as the previous event's result has been up for MIN_REST_MS (never an overlap).
    const previousEnd = Math.max(0, ...list.filter((e) => e.status === "ended").map((e) => e.card.endAt))
    const shift = next.card.offAt - Math.max(now, previousEnd + MIN_REST_MS)
    for (const e of list.filter((x) => x.status === "upcoming")) {
      e.card = { ...e.card, offAt: e.card.offAt - shift, endAt: e.card.endAt - shift }
      await this.save(e)
      this.applyStatus(e)
    }
    await this.tick()
    return next
  }

  /** Results an event by hand (operator): a race order with dead heats, or a football score. Used before its off only. */
  async setResult(eventId: number, result: VirtualResult): Promise<boolean> {
    const state = this.events.get(eventId)
    if (!state || state.status !== "upcoming") return false
    state.result = result
    await this.save(state)
    return true
  }

  // ---- views -------------------------------------------------------------------------------------

  view(state: VirtualEventState): VirtualEventView {
    const c = state.card
    const w = this.world
    const win = state.markets[0]
    const inWorld = w.matches.has(eventIdOf(c.seq))
    const result = state.status === "ended" && state.result ? resultView(c, state.result) : null
    return {
      id: eventIdOf(c.seq), kind: c.kind, name: c.name, venue: c.venue, off_at: c.offAt, end_at: c.endAt, status: state.status,
      runners: c.runners.map((r, i) => ({ number: r.number, name: r.name, colour: r.colour, jockey: r.jockey, form: r.form, contract_id: win?.selections[i]?.id ?? 0 })),
      home_team: c.home?.name ?? null, away_team: c.away?.name ?? null,
      markets: inWorld ? state.markets.map((m) => w.markets.get(m.id)).filter((m) => m !== undefined).map((m) => marketView(w, m)) : [],
      margins: state.markets.map((m) => ({ market_id: m.id, margin: m.margin })),
      result,
    }
  }

  /** Frames from `from` to `to` ms after the off (never beyond now: the future is not shown). */
  timeline(state: VirtualEventState, from: number, to: number): VirtualTimeline {
    const c = state.card
    const duration = c.endAt - c.offAt
    const upTo = Math.min(to, duration)
    const plan = state.plan
    const race = state.status !== "upcoming" && plan && "times" in plan ? raceFrames(plan, from, upTo) : []
    const football = state.status !== "upcoming" && plan && "ball" in plan && state.result?.football ? footballFrames(c, plan, state.result.football, from, upTo) : []
    return { event_id: eventIdOf(c.seq), kind: c.kind, off_at: c.offAt, duration_ms: duration, frame_ms: 500, race, football, complete: upTo >= duration && state.status !== "upcoming" }
  }

  /** The timeline from the off up to now. */
  timelineNow(state: VirtualEventState): VirtualTimeline {
    return this.timeline(state, 0, this.ctx.clock() - state.card.offAt)
  }

  lobby(kind: VirtualKind | null): { upcoming: VirtualEventView[]; live: VirtualEventView[]; results: VirtualEventView[] } {
    const all = [...this.events.values()].filter((e) => kind === null || e.card.kind === kind).sort((a, b) => a.card.offAt - b.card.offAt)
    return {
      upcoming: all.filter((e) => e.status === "upcoming").map((e) => this.view(e)),
      live: all.filter((e) => e.status === "live").map((e) => this.view(e)),
      results: all.filter((e) => e.status === "ended").reverse().map((e) => this.view(e)),
    }
  }

  /** Recent results from the database (history beyond what is in memory). */
  async history(kind: VirtualKind | null, limit: number): Promise<VirtualEventView[]> {
    const where = kind ? and(eq(virtualEvents.status, "ended"), eq(virtualEvents.kind, kind)) : eq(virtualEvents.status, "ended")
    const rows = await this.ctx.db.select().from(virtualEvents).where(where).orderBy(desc(virtualEvents.endAt)).limit(limit)
    return rows.map((row) => {
      const known = this.events.get(row.id)
      if (known) return this.view(known)
      const card = row.card as VirtualCard
      return this.view({ card, markets: marketsOf(card), status: "ended", result: row.result as VirtualResult | null, plan: null, settledAt: row.settledAt?.getTime() ?? null, pushedTo: -1 })
    })
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.running
    services.delete(this.ctx)
  }
}

export const resultView = (card: VirtualCard, result: VirtualResult) => {
  if (result.football) return { order: [], dead_heat: [], score: { home: result.football.home, away: result.football.away }, goals: [...result.football.goals] }
  const race = result.race!
  return { order: race.order.map((i) => card.runners[i]!.number), dead_heat: race.deadHeat.map((i) => card.runners[i]!.number), score: null, goals: [] }
}

const services = new WeakMap<ServerContext, VirtualsService>()

/** The virtuals service started for this server (main.ts starts it); null when there is none. */
export const virtualsOf = (ctx: ServerContext): VirtualsService | null => services.get(ctx) ?? null

/** VIRTUALS_SEED (else SIM_SEED) makes the draws reproducible (tests, e2e); without either they come from a random key. */
export const virtualsSeedFromEnv = (env: NodeJS.ProcessEnv): string | null => {
  const seed = env.VIRTUALS_SEED ?? env.SIM_SEED
  return seed !== undefined && seed !== "" ? seed : null
}
