/**
 * The live blackjack table (issue 16 part 2): one shared dealer, up to seven seats, dealt by the
 * server on a schedule — a betting window with a countdown (a bet takes a seat), the deal, a
 * decision window with a countdown in which every seated player hits, stands or doubles (a hand
 * still undecided when it ends stands), then the dealer plays and the result is on show. Every
 * phase is broadcast as event `blackjack_table` on channel `casino_table` (params { table }), so
 * everyone at the table sees the same dealer cards, seats and outcomes.
 *
 * Rules are the single-player game's (games/blackjack.ts: 6 decks, dealer stands on soft 17, peek
 * for blackjack, 3 to 2); the table has no split or insurance. Every card comes from one shoe per
 * round, shuffled by fairRandom(seed, table, round) (seed and its hash as table-schedule.ts says):
 * each seat's first card, the dealer's up card, each seat's second card, the hole card, then draws
 * in the order the decisions reach the table, then the dealer.
 *
 * Money, once per player per round: the bet is a casino round (state in_play) whose stake moves
 * at once (key casino:round:<id>:0); a double moves the extra stake (key casino:round:<id>:double);
 * the result pays with one transaction (key casino:round:<id>:1) behind a conditional update
 * in_play → settled. Bets a restart left in play are refunded at start-up.
 */
import { and, eq, sql } from "drizzle-orm"
import { Schema } from "effect"
import { LiveBlackjackTable } from "../../../../core/model/casino.js"
import type { ServerContext } from "../../../context.js"
import { casinoRounds } from "../../../db/schema.js"
import { findUserCashAccount } from "../../ledger/accounts.js"
import { balanceOfAccount } from "../../ledger/postings.js"
import { CasinoError, checkInput } from "../decide.js"
import {
  actBlackjack, allowedActions, blackjackView, handTotal, isBlackjack, playSharedDealer, settleAgainstDealer, shuffleShoe, totalReturned, valueOf,
  type BlackjackAction, type BlackjackState, type Card,
} from "../games/blackjack.js"
import { findGame } from "../games/catalogue.js"
import { fairRandom, seedHash } from "../games/random.js"
import { moveMoney } from "../rounds.js"
import type { LiveTimings } from "./roulette-table.js"
import { openBetsOf, refundUnfinished, TableSchedule, tableSeed } from "./table-schedule.js"

export const LIVE_BLACKJACK = "live-blackjack"
export const MAX_SEATS = 7
/** The decisions a seated player has at this table. */
export const TABLE_ACTIONS: ReadonlyArray<BlackjackAction> = ["hit", "stand", "double"]

type Phase = "betting" | "playing" | "result"

interface Seat {
  readonly betId: string
  readonly userId: number
  readonly currency: string
  /** The seat's hand as the single-player rules see it (its dealer is the table's). */
  state: BlackjackState
  /** No more decisions this round (stood, bust, doubled, a natural or the window ended). */
  done: boolean
}

export interface LiveBlackjackSeat {
  readonly seat: number
  readonly round_id: string
  readonly stake: number
  readonly cards: ReadonlyArray<number>
  readonly total: number
  readonly soft: boolean
  readonly status: string
  readonly outcome: string | null
  readonly returned: number
  readonly actions: ReadonlyArray<BlackjackAction>
}

export interface LiveBlackjackView {
  readonly table: string
  readonly round: number
  readonly phase: Phase
  /** Epoch ms: betting closes, the decisions close, the next round opens (estimates until reached). */
  readonly closes_at: number
  readonly decides_by: number
  readonly next_at: number
  readonly server_time: number
  readonly server_seed_hash: string
  readonly server_seed: string | null
  /** The dealer's cards as anyone may see them: none while betting, the up card while deciding. */
  readonly dealer: ReadonlyArray<number>
  readonly dealer_total: number
  readonly seats: ReadonlyArray<LiveBlackjackSeat>
}

const emptyHand = (stake: number): BlackjackState => ({
  phase: "playing", shoe: [], cursor: 0, dealer: [], active: 0, insurance: null, insuranceReturned: 0,
  hands: [{ cards: [], stake, status: "playing", fromSplit: false, outcome: null, returned: 0 }],
})

/** The round as its owner sees it: before the deal an empty hand and no dealer, then the rules' view. */
const wireOf = (s: BlackjackState) =>
  s.dealer.length === 0
    ? { kind: "blackjack" as const, phase: "playing" as const, dealer: [], dealer_total: 0, hands: s.hands.map((h) => ({ cards: [], stake: h.stake, status: h.status, outcome: null, returned: 0, total: 0, soft: false })), active: 0, insurance: null, insurance_returned: 0, actions: [] }
    : { kind: "blackjack" as const, ...blackjackView(s) }

const encodeView = Schema.encodeSync(LiveBlackjackTable)

export class LiveBlackjackDealer {
  private round = 0
  private phase: Phase = "betting"
  private opensAt = 0
  private dealtAt = 0
  private endedAt = 0
  private seed = ""
  private shoe: ReadonlyArray<Card> = []
  private cursor = 0
  private dealer: ReadonlyArray<Card> = []
  private seats: Seat[] = []
  private readonly schedule: TableSchedule
  /** Bets, decisions and phase changes run one at a time (they share the shoe and the seats). */
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly ctx: ServerContext,
    private readonly key: string,
    private readonly timings: LiveTimings,
  ) {
    this.schedule = new TableSchedule(ctx, LIVE_BLACKJACK, "blackjack_table")
  }

  seedOf(round: number): string {
    return tableSeed(this.key, LIVE_BLACKJACK, round)
  }

  async start(): Promise<void> {
    await refundUnfinished(this.ctx, LIVE_BLACKJACK)
    this.open()
  }

  stop(): void {
    this.schedule.stop()
  }

  private serial<T>(work: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(work, work)
    this.queue = run.catch(() => undefined)
    return run
  }

  view(): LiveBlackjackView {
    const closes = this.opensAt + this.timings.bettingMs
    const decidesBy = this.phase === "betting" ? closes + this.timings.decisionMs : this.dealtAt + this.timings.decisionMs
    const nextAt = this.phase === "result" ? this.endedAt + this.timings.showMs : decidesBy + this.timings.showMs
    const over = this.phase === "result"
    const dealer = over ? this.dealer : this.phase === "playing" ? this.dealer.slice(0, 1) : []
    return {
      table: LIVE_BLACKJACK,
      round: this.round,
      phase: this.phase,
      closes_at: closes,
      decides_by: decidesBy,
      next_at: nextAt,
      server_time: this.ctx.clock(),
      server_seed_hash: seedHash(this.seed),
      server_seed: over ? this.seed : null,
      dealer,
      dealer_total: handTotal(dealer).total,
      seats: this.seats.map((s, i) => {
        const hand = s.state.hands[0]!
        const total = handTotal(hand.cards)
        return {
          seat: i + 1, round_id: s.betId, stake: hand.stake, cards: hand.cards, total: total.total, soft: total.soft, status: hand.status,
          outcome: over ? hand.outcome : null, returned: over ? hand.returned : 0,
          actions: this.phase === "playing" && !s.done ? allowedActions(s.state).filter((a) => TABLE_ACTIONS.includes(a)) : [],
        }
      }),
    }
  }

  private broadcast(): void {
    // The socket carries the wire form (decimal amounts), as the HTTP answer does.
    this.schedule.broadcast(encodeView(this.view()))
  }

  private open(): void {
    this.round += 1
    this.phase = "betting"
    this.opensAt = this.ctx.clock()
    this.seed = this.seedOf(this.round)
    this.shoe = shuffleShoe(fairRandom(this.seed, LIVE_BLACKJACK, this.round))
    this.cursor = 0
    this.dealer = []
    this.seats = []
    this.broadcast()
    this.schedule.after(this.timings.bettingMs, () => void this.serial(() => this.deal()))
  }

  private draw(): Card {
    const card = this.shoe[this.cursor]
    if (card === undefined) throw new Error("the live shoe ran out")
    this.cursor += 1
    return card
  }

  /** Betting closes: two cards to each seat and the dealer; the dealer peeks with an ace or a ten up. */
  private async deal(): Promise<void> {
    if (this.phase !== "betting") return
    const first = this.seats.map(() => this.draw())
    const up = this.draw()
    const second = this.seats.map(() => this.draw())
    const hole = this.draw()
    this.dealer = [up, hole]
    for (const [i, seat] of this.seats.entries()) {
      const hand = seat.state.hands[0]!
      const cards = [first[i]!, second[i]!]
      const natural = isBlackjack(cards)
      seat.state = { ...seat.state, dealer: this.dealer, hands: [{ ...hand, cards, status: natural ? "stood" : "playing" }] }
      seat.done = natural
    }
    this.phase = "playing"
    this.dealtAt = this.ctx.clock()
    const peeked = (valueOf(up) === 10 || valueOf(up) === 1) && isBlackjack(this.dealer)
    if (peeked || this.seats.every((s) => s.done)) return this.finish()
    this.broadcast()
    this.schedule.after(this.timings.decisionMs, () => void this.serial(() => this.finish()))
  }

  /** A seated player's decision in the window. */
  decide(userId: number, betId: string, round: number, action: BlackjackAction): Promise<LiveBlackjackView> {
    return this.serial(async () => {
      const seat = this.seats.find((s) => s.betId === betId)
      if (!seat || seat.userId !== userId) throw new CasinoError("ROUND_NOT_FOUND", `no seat ${betId} at the table`)
      if (this.phase !== "playing" || round !== this.round || seat.done) throw new CasinoError("ACTION_NOT_ALLOWED", "no decision is open for this hand")
      const allowed = allowedActions(seat.state).filter((a) => TABLE_ACTIONS.includes(a))
      if (!allowed.includes(action)) throw new CasinoError("ACTION_NOT_ALLOWED", `${action} is not allowed now`)
      const now = this.ctx.clock()
      if (action === "double") {
        const extra = seat.state.hands[0]!.stake
        await this.ctx.db.transaction(async (tx) => {
          await moveMoney(tx, { id: betId, userId, currency: seat.currency }, `casino:round:${betId}:double`, extra, 0, now)
          await tx.update(casinoRounds).set({ totalStaked: sql`${casinoRounds.totalStaked} + ${extra}` }).where(eq(casinoRounds.id, betId))
        })
      }
      const before = seat.state.hands[0]!.cards.length
      // The single-player rules draw from the table's shoe; a finished hand would go on to play a
      // dealer of its own: that dealer (and its draws) is dropped, the table plays one for all.
      const next = actBlackjack({ ...seat.state, phase: "playing", shoe: this.shoe, cursor: this.cursor, dealer: this.dealer }, action)
      const hand = next.hands[0]!
      this.cursor += hand.cards.length - before
      seat.state = { ...seat.state, hands: [{ ...hand, outcome: null, returned: 0 }] }
      seat.done = hand.status !== "playing"
      if (this.seats.every((s) => s.done)) await this.finish()
      else this.broadcast()
      return this.view()
    })
  }

  /** The window ends (or every seat has decided): undecided hands stand, the dealer plays, every seat settles. */
  private async finish(): Promise<void> {
    if (this.phase !== "playing") return
    for (const seat of this.seats) {
      if (!seat.done) seat.state = { ...seat.state, hands: seat.state.hands.map((h) => (h.status === "playing" ? { ...h, status: "stood" } : h)) }
      seat.done = true
    }
    const peeked = isBlackjack(this.dealer)
    if (!peeked) {
      const played = playSharedDealer(this.dealer, this.seats.flatMap((s) => s.state.hands), this.shoe, this.cursor)
      this.dealer = played.dealer
      this.cursor = played.cursor
    }
    for (const seat of this.seats) seat.state = settleAgainstDealer({ ...seat.state, dealer: this.dealer }, this.dealer)
    this.phase = "result"
    this.endedAt = this.ctx.clock()
    try {
      await this.settle()
    } catch (e) {
      this.ctx.log(`[casino] live blackjack settlement failed: ${String(e)}`)
    }
    this.broadcast()
    this.schedule.after(this.timings.showMs, () => this.open())
  }

  /** Pays every seat of the round once: a conditional update guards the one payout transaction. */
  private async settle(): Promise<void> {
    const now = this.ctx.clock()
    const byId = new Map(this.seats.map((s) => [s.betId, s]))
    for (const row of await openBetsOf(this.ctx, LIVE_BLACKJACK, this.round)) {
      const seat = byId.get(row.id)
      if (!seat) continue
      const returned = totalReturned(seat.state)
      await this.ctx.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(casinoRounds)
          .set({ state: "settled", returned, settledAt: new Date(now), outcome: { wire: wireOf(seat.state), jackpot: false, table: null } })
          .where(and(eq(casinoRounds.id, row.id), eq(casinoRounds.state, "in_play")))
          .returning({ id: casinoRounds.id })
        if (updated) await moveMoney(tx, row, `casino:round:${row.id}:1`, 0, returned, now)
      })
      if (returned > 0) this.schedule.balanceMoved(row.userId)
    }
  }

  /** A bet in the betting window takes a seat; its stake moves at once. Idempotent on the bet id. */
  placeBet(userId: number, betId: string, round: number, stake: number) {
    return this.serial(async () => {
      const now = this.ctx.clock()
      const input = checkInput(findGame(LIVE_BLACKJACK)!, stake, undefined)
      const [existing] = await this.ctx.db.select().from(casinoRounds).where(eq(casinoRounds.id, betId))
      if (existing) {
        if (existing.userId !== userId || existing.gameId !== LIVE_BLACKJACK || (existing.input as { round: number }).round !== round || existing.stake !== input.stake) {
          throw new CasinoError("ROUND_CONFLICT", `bet ${betId} was placed with other details`)
        }
        return existing
      }
      if (this.phase !== "betting" || round !== this.round || now >= this.opensAt + this.timings.bettingMs) throw new CasinoError("TABLE_CLOSED", "betting is closed for this round")
      if (this.seats.some((s) => s.userId === userId)) throw new CasinoError("ACTION_NOT_ALLOWED", "you already have a seat this round")
      if (this.seats.length >= MAX_SEATS) throw new CasinoError("ACTION_NOT_ALLOWED", "the table is full")
      const account = await findUserCashAccount(this.ctx.db, userId)
      if (!account || (await balanceOfAccount(this.ctx.db, account.id)) < input.stake) throw new CasinoError("INSUFFICIENT_FUNDS", `the balance is below ${input.stake}`)
      const hand = emptyHand(input.stake)
      await this.ctx.db.transaction(async (tx) => {
        await tx.insert(casinoRounds).values({
          id: betId, userId, gameId: LIVE_BLACKJACK, state: "in_play", currency: account.currency, stake: input.stake, totalStaked: input.stake, returned: 0,
          fingerprint: "live", input: { round, stake: input.stake }, outcome: { wire: wireOf(hand), jackpot: false, table: null },
          serverSeed: this.seed, serverSeedHash: seedHash(this.seed), clientSeed: LIVE_BLACKJACK, nonce: round, createdAt: new Date(now), settledAt: null,
        })
        await moveMoney(tx, { id: betId, userId, currency: account.currency }, `casino:round:${betId}:0`, input.stake, 0, now)
      })
      this.seats.push({ betId, userId, currency: account.currency, state: hand, done: false })
      this.broadcast()
      const [row] = await this.ctx.db.select().from(casinoRounds).where(eq(casinoRounds.id, betId))
      return row!
    })
  }
}

const tables = new WeakMap<ServerContext, LiveBlackjackDealer>()
export const liveBlackjackOf = (ctx: ServerContext): LiveBlackjackDealer | null => tables.get(ctx) ?? null
export const registerLiveBlackjack = (ctx: ServerContext, table: LiveBlackjackDealer): void => void tables.set(ctx, table)
