/**
 * Cash-out (core/model/bets.ts): an offer for every open bet from the current prices, and
 * POST bets/{id}/cashout.
 *
 * Value (decision, spec silent; returns.ts `cashoutValue`): per line, stake × Π over its legs of
 *   open leg   taken price / current price   (place part: taken place price / current place price)
 *   won leg    its price;  void leg 1;  lost leg 0
 * summed over the lines, times (1 − 5 % margin), floored to minor units. A single of 10.00 taken at
 * 3.0 that now trades at 2.0 is offered 10.00 × 1.5 × 0.95 = 14.25.
 *
 * cashout_status:
 *   available    the offer stands (cashout_amount: what the whole remaining stake returns now)
 *   disabled     for now: a leg's market or selection is suspended, or has no price
 *   unavailable  never: a free-bet (voucher) stake, a starting-price leg, a lost leg, a leg the
 *                live catalogue no longer holds, or a settled bet
 * cashout_delay: the in-play delay (3 s) when a leg is live, else 0.
 *
 * Accepting: the request names the amount the bettor saw for the part of the stake being cashed
 * out (`stake`, null = all). After `cashout_delay` seconds on the injected clock the bet is
 * re-priced: if the part's value is still at least the amount, that amount is paid; otherwise the
 * answer is `new_offer` and nothing is paid. Paying locks the bet row and re-checks it is still open
 * with the same stake in the transaction that posts the payout (`cashout:<id>` ledger key), so a
 * settlement (or another cash-out) racing it never pays twice. A partial cash-out leaves the rest
 * open: stake and potential shrink in proportion.
 */
import { and, eq, sql } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { bets, cashouts } from "../../db/schema.js"
import type { World } from "../../sim/world.js"
import { houseAccount, findUserCashAccount } from "../ledger/accounts.js"
import { postMovement } from "../ledger/postings.js"
import { decimalRatio, placeRatio, type Ratio } from "./bet-types.js"
import { cashoutValue, type LegNow, type PlacedLeg } from "./returns.js"
import { placedBetOf, type BetRow } from "./settle.js"
import { AVAILABLE_STATUSES, betBuilderRatio, currentFraction, findLive, IN_PLAY_DELAY_SECONDS, liveStatus } from "./slip.js"

export type CashoutStatus = "available" | "disabled" | "unavailable"

export interface Offer {
  readonly status: CashoutStatus
  /** The whole remaining stake's value now; 0 unless available. */
  readonly amount: number
  /** Seconds the server holds an accepted cash-out before re-pricing. */
  readonly delay: number
}

const UNAVAILABLE: Offer = { status: "unavailable", amount: 0, delay: 0 }
const CLOSED = new Set(["winner", "loser", "void"])

const legNow = (world: World, leg: PlacedLeg): LegNow | "disabled" | "unavailable" => {
  const lives = leg.contract_ids.map((id) => findLive(world, id))
  if (lives.some((l) => l === null)) return "unavailable"
  const found = lives.map((l) => l!)
  if (found.every((l) => CLOSED.has(l.contract.status))) {
    return { kind: "resulted", results: found.map((l) => ({ status: l.contract.status as "winner" | "loser" | "void", startPrice: null, position: null })) }
  }
  if (found.some((l) => l.contract.status === "loser")) return "unavailable"
  if (found.some((l) => !AVAILABLE_STATUSES.has(liveStatus(l)) && !CLOSED.has(l.contract.status))) return "disabled"
  const ratios = found.map((l) => currentFraction(l.contract)).map((f) => (f ? decimalRatio(`${f.num}/${f.den}`) : null))
  if (ratios.some((r) => r === null)) return "disabled"
  // A bet builder leg with a selection already won: its current price is the others' combined.
  const open = ratios.filter((_, i) => !CLOSED.has(found[i]!.contract.status)) as Ratio[]
  const current = found.length === 1 ? ratios[0]! : betBuilderRatio(open)
  const ew = leg.each_way
  return { kind: "open", current, currentPlace: ew ? placeRatio(current, ew.deduction) : null }
}

/** The cash-out offer of a bet row now. */
export const offerOf = (row: BetRow, world: World): Offer => {
  if (row.status !== "open" || row.voucherAmount > 0) return UNAVAILABLE
  const placed = placedBetOf(row)
  if (placed.legs.some((l) => l.start_price || l.price === null)) return UNAVAILABLE
  const legs: LegNow[] = []
  let disabled = false
  let live = false
  for (const leg of placed.legs) {
    const now = legNow(world, leg)
    if (now === "unavailable") return UNAVAILABLE
    if (now === "disabled") {
      disabled = true
      continue
    }
    if (now.kind === "open") live ||= leg.contract_ids.some((id) => findLive(world, id)?.match.status === "live")
    legs.push(now)
  }
  const delay = live ? IN_PLAY_DELAY_SECONDS : 0
  if (disabled) return { status: "disabled", amount: 0, delay }
  const amount = cashoutValue(placed, legs)
  return amount > 0 ? { status: "available", amount, delay } : UNAVAILABLE
}

/** The value of `part` of the bet's remaining total stake. */
export const partValue = (offer: Offer, total: number, part: number): number => Number((BigInt(offer.amount) * BigInt(part)) / BigInt(total))

export type CashoutFailure =
  | { readonly kind: "not_found" }
  | { readonly kind: "unavailable" }
  | { readonly kind: "invalid_stake"; readonly detail: string }

export class CashoutError extends Error {
  constructor(readonly failure: CashoutFailure) {
    super(`cash-out failed: ${failure.kind}`)
    this.name = "CashoutError"
  }
}

export interface CashoutContext {
  readonly db: Db
  readonly world: () => World
  readonly clock: () => number
  readonly pause?: (ms: number) => Promise<void>
}

export interface CashoutOutcome {
  readonly result: "success" | "new_offer" | "unavailable"
  readonly row: BetRow
  readonly paid: number
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const loadBet = async (db: Db, betId: number): Promise<BetRow | null> => {
  const [row] = await db.select().from(bets).where(eq(bets.id, betId))
  return row ?? null
}

/**
 * Cashes out `part` (null: everything) of the user's bet for `amount`. Throws CashoutError for
 * someone else's or an unknown bet, a bet that can never be cashed out, a bad part of the stake.
 */
export const cashOut = async (ctx: CashoutContext, userId: number, betId: number, amount: number, part: number | null): Promise<CashoutOutcome> => {
  const row = await loadBet(ctx.db, betId)
  if (!row || row.userId !== userId) throw new CashoutError({ kind: "not_found" })
  const first = offerOf(row, ctx.world())
  if (first.status === "unavailable") throw new CashoutError({ kind: "unavailable" })
  const stakePart = part ?? row.total
  if (stakePart <= 0 || stakePart > row.total) throw new CashoutError({ kind: "invalid_stake", detail: `the part must be above 0 and at most the remaining stake ${row.total}` })
  if (stakePart % row.numberOfBets !== 0) throw new CashoutError({ kind: "invalid_stake", detail: `the part must divide over the bet's ${row.numberOfBets} lines` })
  if (first.status === "disabled") return { result: "unavailable", row, paid: 0 }

  // The cash-out delay: ends when the injected clock has moved on by it, or after as much real time.
  if (first.delay > 0) {
    const until = ctx.clock() + first.delay * 1000
    const realUntil = performance.now() + first.delay * 1000
    const pause = ctx.pause ?? sleep
    while (ctx.clock() < until && performance.now() < realUntil) await pause(10)
  }

  const fresh = await loadBet(ctx.db, betId)
  if (!fresh || fresh.status !== "open" || fresh.stake !== row.stake) return { result: "unavailable", row: fresh ?? row, paid: 0 }
  const offer = offerOf(fresh, ctx.world())
  if (offer.status !== "available") return { result: "unavailable", row: fresh, paid: 0 }
  if (partValue(offer, fresh.total, stakePart) < amount) return { result: "new_offer", row: fresh, paid: 0 }

  const now = ctx.clock()
  const cash = await findUserCashAccount(ctx.db, userId)
  if (!cash) throw new Error(`user ${userId} has no cash account`)
  const house = await houseAccount(ctx.db, "bets", cash.currency, now)
  const full = stakePart === fresh.total
  const done = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(bets).where(eq(bets.id, betId)).for("update")
    if (!locked || locked.status !== "open" || locked.stake !== fresh.stake) return null
    const remaining = locked.total - stakePart
    const newStake = remaining / locked.numberOfBets
    const [updated] = await tx
      .update(bets)
      .set(
        full
          ? { status: "settled", outcome: "cashed_out", cashoutSuccess: true, cashWinnings: locked.cashedOut + amount, cashedOut: locked.cashedOut + amount, settledAt: new Date(now), version: sql`${bets.version} + 1`, returnsInfoText: `Cashed out for ${(amount / 100).toFixed(2)}.` }
          : {
              stake: newStake, total: remaining, cashAmount: remaining, cashedOut: locked.cashedOut + amount, version: sql`${bets.version} + 1`,
              potential: locked.potential === null ? null : Math.floor((locked.potential * newStake) / locked.stake),
            },
      )
      .where(and(eq(bets.id, betId), eq(bets.status, "open"), eq(bets.stake, locked.stake)))
      .returning()
    if (!updated) return null
    const [cashout] = await tx.insert(cashouts).values({ betId, userId, stake: stakePart, amount, full, createdAt: new Date(now) }).returning({ id: cashouts.id })
    if (amount > 0) {
      await postMovement(tx as unknown as Db, {
        idempotencyKey: `cashout:${cashout!.id}`,
        kind: "bet_cashout",
        memo: `bet ${betId} cash-out of ${stakePart}`,
        postings: [{ accountId: house.id, amount: -amount }, { accountId: cash.id, amount }],
      }, now)
    }
    return updated
  })
  if (!done) return { result: "unavailable", row: (await loadBet(ctx.db, betId)) ?? fresh, paid: 0 }
  return { result: "success", row: done, paid: amount }
}
