/**
 * Automatic cash-out (issue 20, "cash-out beyond the field"): the bettor sets an amount on an open
 * bet, and once the bet's cash-out offer (cashout.ts `offerOf`) reaches it the server cashes out the
 * whole remaining stake at the offer, whether or not the bettor is online.
 *
 * Rules live in `auto_cashouts`, one per bet. The bets service (service.ts) calls
 * `runAutoCashouts` with the open bets whose offers it has just priced again (every price, status
 * or score move of their markets and matches, and on start), before it pushes them.
 *
 * Exactly once, never below the amount, never after settlement: the cash-out runs in one
 * transaction that locks the bet row (as a bettor's cash-out does, so the two queue) and the rule
 * row, re-prices the offer under the locks from the world as it is then, pays only when the bet is
 * still open and the offer is still at least the amount, marks the bet with the same conditional
 * update as every cash-out and settlement (still open, stake unchanged) and marks the rule
 * triggered (`triggered_at is null` in its WHERE). A settlement committed first leaves the bet
 * settled, so nothing is paid; a settlement after it finds the bet no longer open. What is paid is
 * the offer (at least the amount), for the whole remaining stake.
 *
 * Spec silent, chosen here: no cash-out delay is applied (the bettor's delay guards against a price
 * the bettor saw going stale; here the server prices the offer itself at the moment it pays); a rule
 * whose amount the offer already reaches when it is set is refused (422, cash out now instead), as
 * is one above the bet's potential returns (the offer can never reach it); a rule can be set while
 * cash-out is suspended (disabled) but not on a bet that can never be cashed out (free bet, starting
 * price, lost leg: 409). Setting or removing a rule is a change to the bet: its version goes up.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { autoCashouts, bets } from "../../db/schema.js"
import type { World } from "../../sim/world.js"
import { findUserCashAccount, houseAccount } from "../ledger/accounts.js"
import { offerOf, payCashout } from "./cashout.js"
import type { BetRow } from "./settle.js"

export type AutoCashoutRow = typeof autoCashouts.$inferSelect

export type AutoCashoutFailure =
  | { readonly kind: "not_found" }
  /** The bet is settled, or can never be cashed out. */
  | { readonly kind: "unavailable" }
  /** The offer is already at least the amount: the bettor can cash out now. */
  | { readonly kind: "amount_reached"; readonly offer: number }
  /** Above what the bet can ever return: the offer would never reach it. */
  | { readonly kind: "amount_too_high"; readonly potential: number }

export class AutoCashoutError extends Error {
  constructor(readonly failure: AutoCashoutFailure) {
    super(`auto cash-out refused: ${failure.kind}`)
    this.name = "AutoCashoutError"
  }
}

export interface AutoCashoutContext {
  readonly db: Db
  readonly world: () => World
  readonly clock: () => number
}

/** A rule that fired: the bet it cashed out, what it paid. */
export interface AutoCashoutPaid {
  readonly betId: number
  readonly userId: number
  readonly amount: number
  readonly paid: number
  readonly row: BetRow
}

const money = (minor: number): string => (minor / 100).toFixed(2)

/** The rules of these bets (fired or not), by bet id. */
export const autoCashoutsOf = async (db: Db, betIds: ReadonlyArray<number>): Promise<Map<number, AutoCashoutRow>> => {
  if (betIds.length === 0) return new Map()
  const rows = await db.select().from(autoCashouts).where(inArray(autoCashouts.betId, [...betIds]))
  return new Map(rows.map((r) => [r.betId, r]))
}

/** The user's bet, or not_found. */
const ownBet = async (db: Db, userId: number, betId: number): Promise<BetRow> => {
  const [row] = await db.select().from(bets).where(eq(bets.id, betId))
  if (!row || row.userId !== userId) throw new AutoCashoutError({ kind: "not_found" })
  return row
}

/**
 * Sets (or replaces) the rule of the user's open bet: cash out when the offer reaches `amount`
 * (minor units, above 0; the route checks that). Returns the bet, its version moved on.
 */
export const setAutoCashout = async (ctx: AutoCashoutContext, userId: number, betId: number, amount: number): Promise<BetRow> => {
  const row = await ownBet(ctx.db, userId, betId)
  const offer = offerOf(row, ctx.world())
  if (row.status !== "open" || offer.status === "unavailable") throw new AutoCashoutError({ kind: "unavailable" })
  if (offer.status === "available" && offer.amount >= amount) throw new AutoCashoutError({ kind: "amount_reached", offer: offer.amount })
  if (row.potential !== null && amount > row.potential) throw new AutoCashoutError({ kind: "amount_too_high", potential: row.potential })
  const now = new Date(ctx.clock())
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx.update(bets).set({ version: sql`${bets.version} + 1` }).where(and(eq(bets.id, betId), eq(bets.status, "open"))).returning()
    if (!locked) throw new AutoCashoutError({ kind: "unavailable" })
    await tx.insert(autoCashouts).values({ betId, userId, amount, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: autoCashouts.betId, set: { amount, updatedAt: now }, setWhere: isNull(autoCashouts.triggeredAt) })
    return locked
  })
}

/** Removes the rule of the user's bet (none is fine). Returns the bet, its version moved on when a rule went. */
export const clearAutoCashout = async (ctx: AutoCashoutContext, userId: number, betId: number): Promise<BetRow> => {
  const row = await ownBet(ctx.db, userId, betId)
  return ctx.db.transaction(async (tx) => {
    const removed = await tx.delete(autoCashouts).where(and(eq(autoCashouts.betId, betId), isNull(autoCashouts.triggeredAt))).returning({ betId: autoCashouts.betId })
    if (removed.length === 0) return row
    const [updated] = await tx.update(bets).set({ version: sql`${bets.version} + 1` }).where(eq(bets.id, betId)).returning()
    return updated ?? row
  })
}

/**
 * Cashes out the bet under its rule if, under the locks, the bet is open, the rule has not fired and
 * the offer is at least the rule's amount (see the header). Returns what was paid, or null.
 */
export const autoCashOut = async (ctx: AutoCashoutContext, betId: number): Promise<AutoCashoutPaid | null> => {
  const [rule] = await ctx.db.select().from(autoCashouts).where(and(eq(autoCashouts.betId, betId), isNull(autoCashouts.triggeredAt)))
  if (!rule) return null
  const now = ctx.clock()
  const cash = await findUserCashAccount(ctx.db, rule.userId)
  if (!cash) throw new Error(`user ${rule.userId} has no cash account`)
  const house = await houseAccount(ctx.db, "bets", cash.currency, now)
  return ctx.db.transaction(async (tx) => {
    // The bet's lock first, as every cash-out takes it: a bettor's cash-out and this one queue.
    const [locked] = await tx.select().from(bets).where(eq(bets.id, betId)).for("update")
    if (!locked || locked.status !== "open") return null
    const [held] = await tx.select().from(autoCashouts).where(and(eq(autoCashouts.betId, betId), isNull(autoCashouts.triggeredAt))).for("update")
    if (!held) return null
    const offer = offerOf(locked, ctx.world())
    if (offer.status !== "available" || offer.amount < held.amount) return null
    const paid = offer.amount
    const done = await payCashout(tx, locked, locked.total, paid, now, { house: house.id, cash: cash.id },
      `Cashed out automatically for ${money(paid)}: the offer reached your auto cash-out amount of ${money(held.amount)}.`)
    if (!done) return null
    const fired = await tx.update(autoCashouts).set({ triggeredAt: new Date(now), cashoutId: done.cashoutId, updatedAt: new Date(now) })
      .where(and(eq(autoCashouts.betId, betId), isNull(autoCashouts.triggeredAt))).returning({ betId: autoCashouts.betId })
    // Unreachable under the rule's row lock; if it ever happened, nothing of this may stand.
    if (fired.length !== 1) throw new Error(`auto cash-out of bet ${betId}: its rule changed under the lock`)
    return { betId, userId: locked.userId, amount: held.amount, paid, row: done.row }
  })
}

/**
 * The rules on these open bets whose offer (priced now, from the rows) reaches their amount are
 * cashed out, each in its own transaction that checks everything again under the locks. Rows that
 * are not open, or without an active rule, cost one query in all.
 */
export const runAutoCashouts = async (ctx: AutoCashoutContext, rows: ReadonlyArray<BetRow>): Promise<AutoCashoutPaid[]> => {
  const open = rows.filter((r) => r.status === "open")
  if (open.length === 0) return []
  const rules = await ctx.db.select({ betId: autoCashouts.betId, amount: autoCashouts.amount }).from(autoCashouts)
    .where(and(inArray(autoCashouts.betId, open.map((r) => r.id)), isNull(autoCashouts.triggeredAt)))
  if (rules.length === 0) return []
  const byId = new Map(open.map((r) => [r.id, r]))
  const world = ctx.world()
  const paid: AutoCashoutPaid[] = []
  for (const rule of rules) {
    const row = byId.get(rule.betId)!
    const offer = offerOf(row, world)
    if (offer.status !== "available" || offer.amount < rule.amount) continue
    const done = await autoCashOut(ctx, rule.betId)
    if (done) paid.push(done)
  }
  return paid
}

/** The open bets that carry an active rule (the bets service checks them all on start). */
export const openBetsWithRules = async (db: Db): Promise<BetRow[]> =>
  (await db.select({ bet: bets }).from(bets).innerJoin(autoCashouts, eq(autoCashouts.betId, bets.id))
    .where(and(eq(bets.status, "open"), isNull(autoCashouts.triggeredAt)))).map((r) => r.bet)
