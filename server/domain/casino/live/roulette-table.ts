/**
 * The live roulette table (issue 16 part 2): the server deals one shared round after another on a
 * schedule — a betting window with a countdown, then the spin, then the result on show — and
 * broadcasts every phase over the Phoenix socket on channel `casino_table` (params { table }), so
 * every player at the table sees the same wheel and the same number. Joining is subscribing;
 * leaving is unsubscribing (the table keeps a count of who is watching for the view).
 *
 * Provably fair per table round (table-schedule.ts): the seed's hash is broadcast when betting opens
 * and the seed when the ball lands; the pocket is fairRandom(seed, table, n).below(37), as the verifier
 * replays it.
 *
 * Money: a bet placed in the window is a casino round (state in_play) whose stake moves at once
 * (key casino:round:<id>:0); the spin settles every bet of the round, each with one payout
 * transaction (key casino:round:<id>:1) and a conditional update. Bets a restart left in play are
 * refunded at start-up (table-schedule.ts).
 */
import { and, eq } from "drizzle-orm"
import type { ServerContext } from "../../../context.js"
import { casinoRounds } from "../../../db/schema.js"
import { findUserCashAccount } from "../../ledger/accounts.js"
import { balanceOfAccount } from "../../ledger/postings.js"
import { CasinoError, checkInput } from "../decide.js"
import { findGame } from "../games/catalogue.js"
import { fairRandom, seedHash } from "../games/random.js"
import { rouletteColour, rouletteReturn, spinWheel, type RouletteBet } from "../games/roulette.js"
import { moveMoney } from "../rounds.js"
import { openBetsOf, refundUnfinished, TableSchedule, tableKeyFromEnv, tableSeed } from "./table-schedule.js"

export const LIVE_ROULETTE = "live-roulette"
export { TABLE_CHANNEL } from "./table-schedule.js"

export interface LiveTimings {
  readonly bettingMs: number
  readonly spinMs: number
  readonly showMs: number
  /** Blackjack: how long the seated players have to decide once the cards are dealt. */
  readonly decisionMs: number
}

export const DEFAULT_TIMINGS: LiveTimings = { bettingMs: 15_000, spinMs: 6_000, showMs: 6_000, decisionMs: 12_000 }

export interface LiveTableView {
  readonly table: string
  readonly round: number
  readonly phase: "betting" | "spinning" | "result"
  /** Epoch ms: betting closes, the ball lands, the next round opens. */
  readonly closes_at: number
  readonly lands_at: number
  readonly next_at: number
  readonly server_time: number
  readonly server_seed_hash: string
  readonly server_seed: string | null
  readonly pocket: number | null
  readonly colour: "green" | "red" | "black" | null
  /** The last results, newest first. */
  readonly history: ReadonlyArray<number>
}

export class LiveRouletteTable {
  private round = 0
  private phase: LiveTableView["phase"] = "betting"
  private opensAt = 0
  private seed = ""
  private pocket: number | null = null
  private history: number[] = []
  private readonly schedule: TableSchedule

  constructor(
    private readonly ctx: ServerContext,
    private readonly key: string,
    private readonly timings: LiveTimings = DEFAULT_TIMINGS,
  ) {
    this.schedule = new TableSchedule(ctx, LIVE_ROULETTE, "casino_table")
  }

  static keyFromEnv(env: NodeJS.ProcessEnv): string {
    return tableKeyFromEnv(env)
  }

  seedOf(round: number): string {
    return tableSeed(this.key, LIVE_ROULETTE, round)
  }

  async start(): Promise<void> {
    await refundUnfinished(this.ctx, LIVE_ROULETTE)
    this.open()
  }

  stop(): void {
    this.schedule.stop()
  }

  view(): LiveTableView {
    const closes = this.opensAt + this.timings.bettingMs
    const lands = closes + this.timings.spinMs
    const landed = this.phase === "result"
    return {
      table: LIVE_ROULETTE,
      round: this.round,
      phase: this.phase,
      closes_at: closes,
      lands_at: lands,
      next_at: lands + this.timings.showMs,
      server_time: this.ctx.clock(),
      server_seed_hash: seedHash(this.seed),
      server_seed: landed ? this.seed : null,
      pocket: landed ? this.pocket : null,
      colour: landed && this.pocket !== null ? rouletteColour(this.pocket) : null,
      history: this.history.slice(0, 12),
    }
  }

  private broadcast(): void {
    this.schedule.broadcast(this.view())
  }

  private open(): void {
    this.round += 1
    this.phase = "betting"
    this.opensAt = this.ctx.clock()
    this.seed = this.seedOf(this.round)
    this.pocket = spinWheel(fairRandom(this.seed, LIVE_ROULETTE, this.round))
    this.broadcast()
    this.schedule.after(this.timings.bettingMs, () => this.spin())
  }

  private spin(): void {
    this.phase = "spinning"
    this.broadcast()
    this.schedule.after(this.timings.spinMs, () => void this.land())
  }

  private async land(): Promise<void> {
    this.phase = "result"
    this.history.unshift(this.pocket!)
    try {
      await this.settle(this.round, this.pocket!)
    } catch (e) {
      this.ctx.log(`[casino] live roulette settlement failed: ${String(e)}`)
    }
    this.broadcast()
    this.schedule.after(this.timings.showMs, () => this.open())
  }

  /** A bet in the betting window: its stake moves at once; the spin pays it. */
  async placeBets(userId: number, betId: string, round: number, bets: ReadonlyArray<{ type: string; numbers: ReadonlyArray<number>; stake: number }>) {
    const now = this.ctx.clock()
    const game = findGame(LIVE_ROULETTE)!
    const input = checkInput(game, undefined, bets as Parameters<typeof checkInput>[2])
    const [existing] = await this.ctx.db.select().from(casinoRounds).where(eq(casinoRounds.id, betId))
    if (existing) {
      if (existing.userId !== userId || (existing.input as { round: number }).round !== round) throw new CasinoError("ROUND_CONFLICT", `bet ${betId} was placed with other details`)
      return existing
    }
    if (this.phase !== "betting" || round !== this.round || now >= this.opensAt + this.timings.bettingMs) throw new CasinoError("TABLE_CLOSED", "betting is closed for this round")
    const account = await findUserCashAccount(this.ctx.db, userId)
    if (!account || (await balanceOfAccount(this.ctx.db, account.id)) < input.stake) throw new CasinoError("INSUFFICIENT_FUNDS", `the balance is below ${input.stake}`)
    await this.ctx.db.transaction(async (tx) => {
      await tx.insert(casinoRounds).values({
        id: betId, userId, gameId: LIVE_ROULETTE, state: "in_play", currency: account.currency, stake: input.stake, totalStaked: input.stake, returned: 0,
        fingerprint: "live", input: { round, bets: input.bets }, outcome: { wire: { kind: "roulette", pocket: -1, colour: "green", bets: input.bets.map((b) => ({ ...b, returned: 0 })) }, jackpot: false, table: null },
        serverSeed: this.seed, serverSeedHash: seedHash(this.seed), clientSeed: LIVE_ROULETTE, nonce: round, createdAt: new Date(now), settledAt: null,
      })
      await moveMoney(tx, { id: betId, userId, currency: account.currency }, `casino:round:${betId}:0`, input.stake, 0, now)
    })
    const [row] = await this.ctx.db.select().from(casinoRounds).where(eq(casinoRounds.id, betId))
    return row!
  }

  private async settle(round: number, pocket: number): Promise<void> {
    const now = this.ctx.clock()
    const open = await openBetsOf(this.ctx, LIVE_ROULETTE, round)
    for (const row of open) {
      const bets = (row.input as { bets: RouletteBet[] }).bets
      const settled = bets.map((b) => ({ ...b, returned: rouletteReturn(b, pocket) }))
      const returned = settled.reduce((t, b) => t + b.returned, 0)
      await this.ctx.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(casinoRounds)
          .set({ state: "settled", returned, settledAt: new Date(now), outcome: { wire: { kind: "roulette", pocket, colour: rouletteColour(pocket), bets: settled }, jackpot: false, table: null } })
          .where(and(eq(casinoRounds.id, row.id), eq(casinoRounds.state, "in_play")))
          .returning({ id: casinoRounds.id })
        if (updated) await moveMoney(tx, row, `casino:round:${row.id}:1`, 0, returned, now)
      })
      if (returned > 0) this.schedule.balanceMoved(row.userId)
    }
  }
}

const tables = new WeakMap<ServerContext, LiveRouletteTable>()
export const liveRouletteOf = (ctx: ServerContext): LiveRouletteTable | null => tables.get(ctx) ?? null
export const registerLiveRoulette = (ctx: ServerContext, table: LiveRouletteTable): void => void tables.set(ctx, table)
