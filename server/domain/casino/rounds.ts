/**
 * Casino rounds on the ledger (issue 16). Every round is idempotent on the client's round id.
 *
 * One-shot games (slots, roulette, scratch): the round is decided from the player's provably fair
 * commitment and written `open` (transaction 1, which also rotates the commitment); then ONE
 * ledger transaction moves the stake and the win together (user −stake +win, house opposite) in
 * transaction 2, which marks the round `settled` with a conditional update. A crash between the
 * two leaves an `open` round: the player's next request (or the start-up sweep) settles it with
 * the outcome already decided, so it is "completed and shown when the bettor returns". If the
 * money is no longer there by then, the round is void (nothing moved; the player never saw it).
 *
 * Blackjack: the deal posts the stake (and, on a blackjack either side, the payout) in one ledger
 * transaction with the round row; each action posts its extra stake (double, split, insurance) and,
 * when it ends the round, the payout, in one ledger transaction keyed by the action's step. An
 * unfinished hand stays `in_play` and is shown on return to be played on.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm"
import { createHash, randomBytes } from "node:crypto"
import type { CasinoRound, RoundOutcome } from "../../../core/model/casino.js"
import type { Db } from "../../db/connect.js"
import { casinoJackpots, casinoRounds, casinoSeeds, ledgerAccounts } from "../../db/schema.js"
import { findUserCashAccount, houseAccount } from "../ledger/accounts.js"
import { balanceOfAccount, postMovement, type Posting } from "../ledger/postings.js"
import { actBlackjack, totalReturned, totalStaked, type BlackjackAction, type BlackjackState } from "./games/blackjack.js"
import { findGame, type CasinoGame } from "./games/catalogue.js"
import { contribute, winPot } from "./games/jackpot.js"
import { newServerSeed, seedHash } from "./games/random.js"
import { SLOT_GAMES } from "./games/slots.js"
import { blackjackOutcome, CasinoError, checkInput, decideRound, type RoundInput } from "./decide.js"
import { freeSpinsLeft, takeFreeSpin } from "../rewards/free-spins.js"

/** A progressive pot starts (and reseeds, from its reserve) at £100 or its equivalent. */
export const JACKPOT_SEED = 10_000

export interface StartRound {
  readonly roundId: string
  readonly gameId: string
  readonly stake?: number
  readonly bets?: ReadonlyArray<{ readonly type: string; readonly numbers: ReadonlyArray<number>; readonly stake: number }>
}

export interface RoundOptions {
  /** Tests: stop after the round is written, as a crash would (the money has not moved). */
  readonly crashBeforeSettling?: boolean
  /** Operator control (tests and demos): the first cards of the next blackjack shoe. */
  readonly forcedShoe?: ReadonlyArray<number> | null
}

type RoundRow = typeof casinoRounds.$inferSelect

interface StoredOutcome {
  readonly wire: RoundOutcome
  readonly jackpot: boolean
  readonly table: BlackjackState | null
  /** A free spin (issue 18): the house funding account paid the stake; the win is the player's. */
  readonly freeSpin?: boolean
}

const fingerprintOf = (gameId: string, input: RoundInput): string =>
  createHash("sha256").update(JSON.stringify({ gameId, stake: input.stake, bets: input.bets })).digest("hex")

export const gameOrFail = (gameId: string): CasinoGame => {
  const game = findGame(gameId)
  if (!game || game.live) throw new CasinoError("GAME_NOT_FOUND", `no game ${gameId}`)
  return game
}

/** The player's commitment for the next round (created on first use), locked for the caller's transaction. */
export const commitmentOf = async (db: Db, userId: number, now: number): Promise<{ serverSeed: string; clientSeed: string; nonce: number }> => {
  await db
    .insert(casinoSeeds)
    .values({ userId, serverSeed: newServerSeed(), clientSeed: randomBytes(8).toString("hex"), nonce: 0, updatedAt: new Date(now) })
    .onConflictDoNothing({ target: casinoSeeds.userId })
  const [row] = await db.select().from(casinoSeeds).where(eq(casinoSeeds.userId, userId)).for("update")
  return { serverSeed: row!.serverSeed, clientSeed: row!.clientSeed, nonce: row!.nonce }
}

export const fairnessOf = async (db: Db, userId: number, now: number) => {
  const c = await db.transaction((tx) => commitmentOf(tx, userId, now))
  return { server_seed_hash: seedHash(c.serverSeed), client_seed: c.clientSeed, nonce: c.nonce }
}

export const setClientSeed = async (db: Db, userId: number, clientSeed: string, now: number) => {
  await db.transaction(async (tx) => {
    await commitmentOf(tx, userId, now)
    await tx.update(casinoSeeds).set({ clientSeed, updatedAt: new Date(now) }).where(eq(casinoSeeds.userId, userId))
  })
  return fairnessOf(db, userId, now)
}

/**
 * Moves a round's money as ONE ledger transaction: the user stakes `staked` and receives `returned`.
 * On a free spin the house funding account stakes instead of the user.
 */
export const moveMoney = async (tx: Db, round: { id: string; userId: number; currency: string }, key: string, staked: number, returned: number, now: number, freeSpin = false): Promise<void> => {
  if (staked === 0 && returned === 0) return
  const user = await findUserCashAccount(tx, round.userId)
  if (!user) throw new CasinoError("INSUFFICIENT_FUNDS", "no cash account")
  const house = await houseAccount(tx, "bets", round.currency, now)
  if (freeSpin) {
    const funding = await houseAccount(tx, "funding", round.currency, now)
    const postings: Posting[] = [{ accountId: funding.id, amount: -staked }, { accountId: house.id, amount: staked }]
    if (returned > 0) postings.push({ accountId: house.id, amount: -returned }, { accountId: user.id, amount: returned })
    await postMovement(tx, { idempotencyKey: key, kind: "casino_round", memo: `casino ${round.id} free spin`, postings: postings.filter((p) => p.amount !== 0) }, now)
    return
  }
  if (staked > 0) {
    // The stake must be there whatever the win: lock the account and read its balance.
    await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.id, user.id)).for("update")
    if ((await balanceOfAccount(tx, user.id)) < staked) throw new CasinoError("INSUFFICIENT_FUNDS", `the balance is below ${staked}`)
  }
  const postings: Posting[] = []
  if (staked > 0) postings.push({ accountId: user.id, amount: -staked }, { accountId: house.id, amount: staked })
  if (returned > 0) postings.push({ accountId: house.id, amount: -returned }, { accountId: user.id, amount: returned })
  await postMovement(tx, { idempotencyKey: key, kind: "casino_round", memo: `casino ${round.id}`, postings }, now)
}

/** Settles an open one-shot round exactly once (a conditional update guards the money). */
const settleOpen = async (db: Db, roundId: string, now: number): Promise<void> => {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(casinoRounds)
        .set({ state: "settled", settledAt: new Date(now) })
        .where(and(eq(casinoRounds.id, roundId), eq(casinoRounds.state, "open")))
        .returning()
      if (!row) return
      const stored = row.outcome as StoredOutcome
      let returned = row.returned
      let jackpotWon = 0
      const game = findGame(row.gameId)
      const share = game?.kind === "slot" ? SLOT_GAMES.find((g) => g.id === row.gameId)?.definition.jackpotContribution : null
      if (share) {
        await tx
          .insert(casinoJackpots)
          .values({ gameId: row.gameId, currency: row.currency, pot: JACKPOT_SEED * 1000, reserve: 0, updatedAt: new Date(now) })
          .onConflictDoNothing()
        const [pot] = await tx
          .select()
          .from(casinoJackpots)
          .where(and(eq(casinoJackpots.gameId, row.gameId), eq(casinoJackpots.currency, row.currency)))
          .for("update")
        let next = contribute({ pot: pot!.pot, reserve: pot!.reserve }, row.stake, share)
        if (stored.jackpot) {
          const won = winPot(next, JACKPOT_SEED)
          jackpotWon = won.payout
          next = won.next
        }
        await tx
          .update(casinoJackpots)
          .set({ pot: next.pot, reserve: next.reserve, updatedAt: new Date(now) })
          .where(and(eq(casinoJackpots.gameId, row.gameId), eq(casinoJackpots.currency, row.currency)))
        returned += jackpotWon
        if (jackpotWon > 0) await tx.update(casinoRounds).set({ returned, jackpotWon }).where(eq(casinoRounds.id, roundId))
      }
      await moveMoney(tx, row, `casino:round:${row.id}`, row.totalStaked, returned, now, stored.freeSpin === true)
    })
  } catch (e) {
    if (!(e instanceof CasinoError && e.code === "INSUFFICIENT_FUNDS")) throw e
    await db
      .update(casinoRounds)
      .set({ state: "void", returned: 0, settledAt: new Date(now) })
      .where(and(eq(casinoRounds.id, roundId), eq(casinoRounds.state, "open")))
  }
}

/** Completes rounds left open by a crash: one player's (on their next request) or everyone's (start-up sweep). */
export const completeOpenRounds = async (db: Db, now: number, userId: number | null = null): Promise<number> => {
  const open = await db
    .select({ id: casinoRounds.id })
    .from(casinoRounds)
    .where(userId === null ? eq(casinoRounds.state, "open") : and(eq(casinoRounds.state, "open"), eq(casinoRounds.userId, userId)))
  for (const r of open) await settleOpen(db, r.id, now)
  return open.length
}

const readRound = async (db: Db, roundId: string): Promise<RoundRow | null> => {
  const [row] = await db.select().from(casinoRounds).where(eq(casinoRounds.id, roundId))
  return row ?? null
}

/** Starts (or, for a repeated round id, returns) a round. */
export const startRound = async (db: Db, userId: number, request: StartRound, now: number, options: RoundOptions = {}): Promise<CasinoRound> => {
  const game = gameOrFail(request.gameId)
  const input = checkInput(game, request.stake, request.bets as Parameters<typeof checkInput>[2])
  const fingerprint = fingerprintOf(game.id, input)
  await completeOpenRounds(db, now, userId)
  const existing = await readRound(db, request.roundId)
  if (existing) {
    if (existing.userId !== userId || existing.fingerprint !== fingerprint) throw new CasinoError("ROUND_CONFLICT", `round ${request.roundId} was started with other details`)
    return roundView(existing)
  }
  const account = await findUserCashAccount(db, userId)
  if (!account) throw new CasinoError("INSUFFICIENT_FUNDS", "no cash account")
  // A slot round while the bettor holds free spins is a free spin: no cash needed.
  const mayBeFree = game.kind === "slot" && (await freeSpinsLeft(db, userId, now)) > 0
  if (!mayBeFree && (await balanceOfAccount(db, account.id)) < input.stake) throw new CasinoError("INSUFFICIENT_FUNDS", `the balance is below ${input.stake}`)

  const oneShot = game.kind !== "blackjack"
  await db.transaction(async (tx) => {
    const seed = await commitmentOf(tx, userId, now)
    // The free spin is taken in the round's transaction (once per round id); it plays the slot's lowest stake.
    const freeSpin = mayBeFree && (await takeFreeSpin(tx, userId, request.roundId, now)) !== null
    const played = freeSpin ? { ...input, stake: Math.min(...game.stakes) } : input
    const decision = decideRound(game, played, seed.serverSeed, seed.clientSeed, seed.nonce, game.kind === "blackjack" ? (options.forcedShoe ?? null) : null)
    const stored: StoredOutcome = { wire: decision.outcome, jackpot: decision.jackpot, table: decision.table, ...(freeSpin ? { freeSpin: true } : {}) }
    const settledNow = !oneShot && decision.table?.phase === "settled"
    const inserted = await tx
      .insert(casinoRounds)
      .values({
        id: request.roundId,
        userId,
        gameId: game.id,
        state: oneShot ? "open" : settledNow ? "settled" : "in_play",
        currency: account.currency,
        stake: played.stake,
        totalStaked: decision.staked,
        returned: decision.returned,
        fingerprint,
        input: { stake: played.stake, bets: played.bets },
        outcome: stored,
        steps: 0,
        serverSeed: seed.serverSeed,
        serverSeedHash: seedHash(seed.serverSeed),
        clientSeed: seed.clientSeed,
        nonce: seed.nonce,
        createdAt: new Date(now),
        settledAt: settledNow ? new Date(now) : null,
      })
      .onConflictDoNothing({ target: casinoRounds.id })
      .returning({ id: casinoRounds.id })
    if (inserted.length === 0) throw new CasinoError("ROUND_CONFLICT", `round ${request.roundId} is being started already`)
    await tx.update(casinoSeeds).set({ serverSeed: newServerSeed(), nonce: seed.nonce + 1, updatedAt: new Date(now) }).where(eq(casinoSeeds.userId, userId))
    if (!oneShot) await moveMoney(tx, { id: request.roundId, userId, currency: account.currency }, `casino:round:${request.roundId}:0`, decision.staked, settledNow ? decision.returned : 0, now)
  })
  if (oneShot) {
    if (options.crashBeforeSettling) throw new Error("simulated crash between stake and result")
    await settleOpen(db, request.roundId, now)
  }
  return roundView((await readRound(db, request.roundId))!)
}

/** A blackjack action; `step` is the round's next step (a repeat of the last one answers the round as it is). */
export const actOnRound = async (db: Db, userId: number, roundId: string, action: BlackjackAction, step: number, now: number): Promise<CasinoRound> => {
  const row = await readRound(db, roundId)
  if (!row || row.userId !== userId) throw new CasinoError("ROUND_NOT_FOUND", `no round ${roundId}`)
  if (step <= row.steps) return roundView(row)
  if (step !== row.steps + 1) throw new CasinoError("STEP_CONFLICT", `the next step is ${row.steps + 1}`)
  if (row.state !== "in_play") throw new CasinoError("ACTION_NOT_ALLOWED", "the round is over")
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(casinoRounds).where(eq(casinoRounds.id, roundId)).for("update")
    if (!locked || locked.steps !== step - 1 || locked.state !== "in_play") throw new CasinoError("STEP_CONFLICT", "the round moved on")
    const stored = locked.outcome as StoredOutcome
    let table: BlackjackState
    try {
      table = actBlackjack(stored.table!, action)
    } catch (e) {
      throw new CasinoError("ACTION_NOT_ALLOWED", (e as Error).message)
    }
    const extra = totalStaked(table) - totalStaked(stored.table!)
    const over = table.phase === "settled"
    const returned = over ? totalReturned(table) : 0
    await tx
      .update(casinoRounds)
      .set({
        steps: step,
        state: over ? "settled" : "in_play",
        totalStaked: locked.totalStaked + extra,
        returned,
        outcome: { wire: blackjackOutcome(table), jackpot: false, table } satisfies StoredOutcome,
        settledAt: over ? new Date(now) : null,
      })
      .where(eq(casinoRounds.id, roundId))
    await moveMoney(tx, locked, `casino:round:${roundId}:${step}`, extra, returned, now)
  })
  return roundView((await readRound(db, roundId))!)
}

export const roundOf = async (db: Db, userId: number, roundId: string, now: number): Promise<CasinoRound> => {
  await completeOpenRounds(db, now, userId)
  const row = await readRound(db, roundId)
  if (!row || row.userId !== userId) throw new CasinoError("ROUND_NOT_FOUND", `no round ${roundId}`)
  return roundView(row)
}

/** The player's rounds, newest first (unfinished ones completed first). */
export const historyOf = async (db: Db, userId: number, limit: number, now: number): Promise<CasinoRound[]> => {
  await completeOpenRounds(db, now, userId)
  const rows = await db.select().from(casinoRounds).where(eq(casinoRounds.userId, userId)).orderBy(desc(casinoRounds.createdAt), desc(casinoRounds.id)).limit(limit)
  return rows.map(roundView)
}

export const jackpotsOf = async (db: Db): Promise<{ game_id: string; currency: string; amount: number }[]> => {
  const rows = await db.select().from(casinoJackpots)
  return rows.map((r) => ({ game_id: r.gameId, currency: r.currency, amount: Math.floor(r.pot / 1000) }))
}

export const roundView = (row: RoundRow): CasinoRound => {
  const stored = row.outcome as StoredOutcome
  const over = row.state === "settled" || row.state === "void"
  return {
    round_id: row.id,
    game_id: row.gameId,
    state: row.state as CasinoRound["state"],
    currency: row.currency,
    stake: row.stake,
    total_staked: row.totalStaked,
    returned: row.returned,
    jackpot_won: row.jackpotWon,
    next_step: row.steps + 1,
    created_at: row.createdAt.getTime(),
    settled_at: row.settledAt?.getTime() ?? null,
    server_seed_hash: row.serverSeedHash,
    server_seed: over ? row.serverSeed : null,
    client_seed: row.clientSeed,
    nonce: row.nonce,
    outcome: stored.wire,
    ...(stored.freeSpin ? { free_spin: true } : {}),
  }
}

/** Rounds by id (tests). */
export const roundsByIds = (db: Db, ids: ReadonlyArray<string>) => db.select().from(casinoRounds).where(inArray(casinoRounds.id, [...ids]))
export const countSettledKeys = (db: Db, roundId: string) =>
  db.execute(sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${`casino:round:${roundId}`}`)
