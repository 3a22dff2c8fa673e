/**
 * A follower's copy of the leader's sportsbook world (issue 19 item 4, docs/decisions/0017-cluster.md).
 *
 * The leader publishes each flush of its simulator (server/sim/simulator.ts `WorldDelta`: the rows
 * it inserted, the columns it updated, the matches it forgot) on the bus once the flush has
 * committed, numbered per leader (`epoch`, `seq` from 1). A follower applies them in order to its
 * mirror, which so stays within a flush (~0.5 s) of the leader's world, and reads the whole world
 * from the database only:
 *   - at start (and when a deposed leader starts following);
 *   - on a gap: a delta that is not the next one (a message lost, a follower that was busy
 *     reloading and saw the leader's numbering restart, a new leader: another epoch);
 *   - every `safetyReloadMs` (default 60 s), in case of a bug in applying.
 * A reload subscribes first and holds the deltas that arrive meanwhile; the state row it loads
 * names the last delta written with it (`published`), so the held deltas after that one are
 * applied on top, and the mirror misses nothing in between. Deltas carry values, not increments,
 * so one the database had already shown (it committed while the tables were read) changes nothing.
 */
import type { Bus } from "../realtime/bus.js"
import type { Publication, Simulator, WorldDelta } from "../sim/simulator.js"

export const WORLD_TOPIC = "sim-world"
export const DEFAULT_SAFETY_RELOAD_MS = 60_000

/** The leader's side: every committed flush on the bus. Returns what stops it. */
export const publishWorld = (sim: Simulator, bus: Bus, log: (line: string) => void): (() => void) =>
  sim.onFlushed((delta) => {
    bus.publish(WORLD_TOPIC, delta).catch((error: unknown) => log(`[cluster] publishing the world's delta ${delta.published.seq} failed: ${String(error)}`))
  })

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

/** The bus is a boundary: a message that is not a delta is dropped (and counts as a gap). */
const asDelta = (value: unknown): WorldDelta | null => {
  if (!isRecord(value) || !isRecord(value.published) || !isRecord(value.state)) return null
  if (typeof value.published.epoch !== "string" || typeof value.published.seq !== "number") return null
  const lists = ["competitions", "matches", "markets", "contracts", "changedMatches", "changedMarkets", "changedContracts", "dropped"]
  return lists.every((key) => Array.isArray(value[key])) ? (value as unknown as WorldDelta) : null
}

export interface MirrorStats {
  /** Full reads of the world from the database (the first included). */
  reloads: number
  /** Deltas applied. */
  applied: number
  /** Reloads because a delta was not the next one. */
  gaps: number
  /** How long the last reload took, ms. */
  lastReloadMs: number
}

/** The stats and the last delta the mirror holds (GET /api/cluster). */
export interface MirrorReport extends MirrorStats {
  readonly at: Publication | null
}

export interface MirrorFollowerOptions {
  readonly bus: Bus
  /** Reads the world from the database (Simulator.mirror). */
  readonly load: () => Promise<Simulator>
  /** Puts a freshly loaded mirror in service. */
  readonly install: (sim: Simulator) => void
  /** A full reload this often besides (0: never). */
  readonly safetyReloadMs?: number
  readonly log?: (line: string) => void
}

export class MirrorFollower {
  readonly stats: MirrorStats = { reloads: 0, applied: 0, gaps: 0, lastReloadMs: 0 }
  private current: Simulator | null = null
  /** Deltas heard while a reload reads the database. */
  private held: WorldDelta[] | null = null
  private reloading: Promise<void> | null = null
  private again = false
  private unsubscribe: (() => Promise<void>) | null = null
  private timer: NodeJS.Timeout | null = null
  private stopped = false
  private readonly log: (line: string) => void

  constructor(private readonly options: MirrorFollowerOptions) {
    this.log = options.log ?? (() => {})
  }

  /** The mirror in service, or null before the first load. */
  get mirror(): Simulator | null {
    return this.current
  }

  report(): MirrorReport {
    return { ...this.stats, lastReloadMs: Math.round(this.stats.lastReloadMs), at: this.current?.mirroredAt ?? null }
  }

  /** Subscribes, then loads the world (resolves once the first mirror is in service). */
  async start(): Promise<void> {
    this.unsubscribe = await this.options.bus.subscribe(WORLD_TOPIC, (message) => this.heard(message))
    const every = this.options.safetyReloadMs ?? DEFAULT_SAFETY_RELOAD_MS
    if (every > 0) {
      this.timer = setInterval(() => {
        if (!this.reloading) void this.reload()
      }, every)
      this.timer.unref()
    }
    await this.reload()
  }

  /** Stops listening; waits for a reload in flight (which then installs nothing). */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    const unsubscribe = this.unsubscribe
    this.unsubscribe = null
    await unsubscribe?.()
    while (this.reloading) await this.reloading
  }

  /** Reads the world again; one at a time (a request meanwhile runs once more after it). */
  reload(): Promise<void> {
    if (this.stopped) return Promise.resolve()
    if (this.reloading) {
      this.again = true
      return this.reloading
    }
    this.reloading = (async () => {
      do {
        this.again = false
        await this.loadOnce()
      } while (this.again && !this.stopped)
    })().finally(() => {
      this.reloading = null
    })
    return this.reloading
  }

  private async loadOnce(): Promise<void> {
    this.held = []
    const started = performance.now()
    let copy: Simulator
    try {
      copy = await this.options.load()
    } catch (error) {
      this.held = null
      this.log(`[cluster] reloading the leader's world failed: ${(error as Error).message}`)
      return
    } finally {
      this.stats.lastReloadMs = performance.now() - started
    }
    this.stats.reloads += 1
    const held = this.held ?? []
    this.held = null
    if (this.stopped) return
    this.current = copy
    this.options.install(copy)
    if (this.stats.lastReloadMs > 200) this.log(`[cluster] reloading the leader's world took ${Math.round(this.stats.lastReloadMs)} ms`)
    for (const delta of held) if (!this.take(delta)) return
  }

  private heard(message: unknown): void {
    if (this.stopped) return
    const delta = asDelta(message)
    if (!delta) {
      this.log("[cluster] a world delta of the wrong shape: reloading")
      this.gap()
      return
    }
    if (this.held) {
      this.held.push(delta)
      return
    }
    this.take(delta)
  }

  /** Applies the delta when it is the next one, skips one already seen; otherwise reloads. */
  private take(delta: WorldDelta): boolean {
    const sim = this.current
    if (!sim) return false
    const at: Publication | null = sim.mirroredAt
    const { epoch, seq } = delta.published
    if (at && at.epoch === epoch && seq <= at.seq) return true
    const next = at ? at.epoch === epoch && seq === at.seq + 1 : seq === 1
    if (!next) {
      this.log(`[cluster] world delta ${epoch.slice(0, 8)}#${seq} after ${at ? `${at.epoch.slice(0, 8)}#${at.seq}` : "none"}: reloading`)
      this.gap()
      return false
    }
    try {
      sim.applyDelta(delta)
      this.stats.applied += 1
      return true
    } catch (error) {
      this.log(`[cluster] applying world delta #${seq} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      this.gap()
      return false
    }
  }

  private gap(): void {
    this.stats.gaps += 1
    void this.reload()
  }
}
