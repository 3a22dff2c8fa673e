/**
 * What every live table shares (issue 16 part 2): the round seed, the phase timer, the broadcast on
 * channel `casino_table` (params { table }) and the start-up refund of bets a restart left in play.
 * The roulette and blackjack tables keep only their own game here-after.
 *
 * Provably fair per table round: the server seed of round n is HMAC-SHA256(table key, `${table}:${n}`)
 * (the key from CASINO_SEED / SIM_SEED in tests, else random); its hash is broadcast when betting
 * opens and the seed once the round is over.
 */
import { and, eq, sql } from "drizzle-orm"
import { createHmac, randomBytes } from "node:crypto"
import type { ServerContext } from "../../../context.js"
import { casinoRounds } from "../../../db/schema.js"
import { pushUser } from "../../../realtime/pushes.js"
import { moveMoney } from "../rounds.js"

export const TABLE_CHANNEL = "casino_table"

export const tableKeyFromEnv = (env: NodeJS.ProcessEnv): string => {
  const seed = env.CASINO_SEED ?? env.SIM_SEED
  return seed ? `casino-live:${seed}` : randomBytes(32).toString("hex")
}

export const tableSeed = (key: string, table: string, round: number): string => createHmac("sha256", key).update(`${table}:${round}`).digest("hex")

/** One table's clock: at most one pending phase change; stop() ends the schedule for good. */
export class TableSchedule {
  private timer: NodeJS.Timeout | null = null
  private stopped = false

  constructor(
    private readonly ctx: ServerContext,
    private readonly table: string,
    private readonly event: string,
  ) {}

  /** Runs `next` after `ms`, replacing any phase change already pending (a phase may end early). */
  after(ms: number, next: () => void): void {
    if (this.stopped) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(next, ms)
    this.timer.unref?.()
  }

  stop(): void {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
  }

  broadcast(payload: unknown): void {
    this.ctx.hub
      .publish({ to: "channel", channel: TABLE_CHANNEL, match: { table: this.table }, event: this.event, payload })
      .catch((e: unknown) => this.ctx.log(`[casino] publish failed: ${String(e)}`))
  }

  /** The player's balance moved outside an HTTP call (a payout): tell their sessions. */
  balanceMoved(userId: number): void {
    pushUser(this.ctx, userId).catch((e: unknown) => this.ctx.log(`[casino] user push failed: ${String(e)}`))
  }
}

/** The table's bets still in play for one round (their stakes have moved; the result pays them). */
export const openBetsOf = (ctx: ServerContext, gameId: string, round: number) =>
  ctx.db
    .select()
    .from(casinoRounds)
    .where(and(eq(casinoRounds.gameId, gameId), eq(casinoRounds.state, "in_play"), sql`(${casinoRounds.input}->>'round')::int = ${round}`))

/** Bets a restart left in play (their result never came): refunded in full, the round void. */
export const refundUnfinished = async (ctx: ServerContext, gameId: string): Promise<void> => {
  const now = ctx.clock()
  const open = await ctx.db.select().from(casinoRounds).where(and(eq(casinoRounds.gameId, gameId), eq(casinoRounds.state, "in_play")))
  for (const row of open) {
    await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(casinoRounds)
        .set({ state: "void", returned: row.totalStaked, settledAt: new Date(now) })
        .where(and(eq(casinoRounds.id, row.id), eq(casinoRounds.state, "in_play")))
        .returning({ id: casinoRounds.id })
      if (updated) await moveMoney(tx, row, `casino:round:${row.id}:1`, 0, row.totalStaked, now)
    })
  }
}
