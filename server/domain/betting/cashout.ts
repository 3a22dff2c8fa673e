/**
 * Cash-out (core/model/bets.ts): an offer for every open bet from the current prices, and
 * POST bets/{id}/cashout.
 *
 * Value (decision, spec silent; returns.ts `cashoutValue`): per line, stake × Π over its legs of
 *   open leg   taken price / current price   (place part: taken place price / current place price)
 *   won leg    its price;  void leg 1;  lost leg 0
 * summed over the lines, times (1 − 5 % margin), floored to minor units. A single of 10.00 taken at
 * 3.0 that now trades at 2.0 is offered 10.00 × 1.5 × 0.95 = 14.25. The fair value shown beside the
 * offer is the same sum without the margin (15.00 there), floored once.
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
 * answer is `new_offer` and nothing is paid. Paying locks the bet row and re-prices it under the lock
 * in the transaction that posts the payout (`cashout:<id>` ledger key), so a settlement (or another
 * cash-out) racing it never pays twice. Concurrent cash-outs of one bet queue on that lock (issue
 * 19): each is priced on the stake the ones before it left, and is paid when its part is still there
 * and still worth its amount (`new_offer` when it is worth less, `unavailable` when the bet closed
 * or less stake than the part remains). A partial cash-out leaves the rest open: stake and
 * potential shrink in proportion.
 */
import { and, eq, sql } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { bets, cashouts } from "../../db/schema.js"
import type { World } from "../../sim/world.js"
import { houseAccount, findUserCashAccount } from "../ledger/accounts.js"
import { postMovement } from "../ledger/postings.js"
import { decimalRatio, placeRatio, type Ratio } from "../../../core/odds/index.js"
import { cashoutValues, type LegNow, type PlacedLeg } from "./returns.js"
import { placedBetOf, type BetRow } from "./settle.js"
import { AVAILABLE_STATUSES, betBuilderRatio, currentFraction, findLive, IN_PLAY_DELAY_SECONDS, liveStatus } from "./slip.js"

export type CashoutStatus = "available" | "disabled" | "unavailable"

export interface Offer {
  readonly status: CashoutStatus
  /** The whole remaining stake's value now; 0 unless available. */
  readonly amount: number
  /** The same value without the margin (the bet's fair value at the current prices); 0 unless available. */
  readonly fair: number
  /** Seconds the server holds an accepted cash-out before re-pricing. */
  readonly delay: number
}

const UNAVAILABLE: Offer = { status: "unavailable", amount: 0, fair: 0, delay: 0 }
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
  if (disabled) return { status: "disabled", amount: 0, fair: 0, delay }
  const { offer: amount, fair } = cashoutValues(placed, legs)
  return amount > 0 ? { status: "available", amount, fair, delay } : UNAVAILABLE
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

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0]

/**
 * Pays `amount` for `wanted` of the locked bet's remaining total stake, inside the caller's
 * transaction (which holds the bet's row lock): marks the bet (settled and cashed out when the whole
 * stake goes, else stake and potential shrink in proportion) with a conditional update (still open,
 * stake unchanged), records the cash-out and posts the movement (`cashout:<id>`). Null when the bet
 * moved on meanwhile (nothing written). `text`: the returns text of a full cash-out.
 */
export const payCashout = async (
  tx: Tx, locked: BetRow, wanted: number, amount: number, now: number, accounts: { readonly house: number; readonly cash: number }, text: string,
): Promise<{ readonly row: BetRow; readonly cashoutId: number } | null> => {
  const full = wanted === locked.total
  const remaining = locked.total - wanted
  const newStake = remaining / locked.numberOfBets
  const [updated] = await tx
    .update(bets)
    .set(
      full
        ? { status: "settled", outcome: "cashed_out", cashoutSuccess: true, cashWinnings: locked.cashedOut + amount, cashedOut: locked.cashedOut + amount, settledAt: new Date(now), version: sql`${bets.version} + 1`, returnsInfoText: text }
        : {
            stake: newStake, total: remaining, cashAmount: remaining, cashedOut: locked.cashedOut + amount, version: sql`${bets.version} + 1`,
            potential: locked.potential === null ? null : Math.floor((locked.potential * newStake) / locked.stake),
          },
    )
    .where(and(eq(bets.id, locked.id), eq(bets.status, "open"), eq(bets.stake, locked.stake)))
    .returning()
  if (!updated) return null
  const [cashout] = await tx.insert(cashouts).values({ betId: locked.id, userId: locked.userId, stake: wanted, amount, full, createdAt: new Date(now) }).returning({ id: cashouts.id })
  if (amount > 0) {
    await postMovement(tx as unknown as Db, {
      idempotencyKey: `cashout:${cashout!.id}`,
      kind: "bet_cashout",
      memo: `bet ${locked.id} cash-out of ${wanted}`,
      postings: [{ accountId: accounts.house, amount: -amount }, { accountId: accounts.cash, amount }],
    }, now)
  }
  return { row: updated, cashoutId: cashout!.id }
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

  const now = ctx.clock()
  const cash = await findUserCashAccount(ctx.db, userId)
  if (!cash) throw new Error(`user ${userId} has no cash account`)
  const house = await houseAccount(ctx.db, "bets", cash.currency, now)
  type Decision = { readonly result: "success"; readonly row: BetRow } | { readonly result: "new_offer" | "unavailable"; readonly row: BetRow | null }
  const decided = await ctx.db.transaction(async (tx): Promise<Decision> => {
    // Concurrent cash-outs of this bet wait here for one another, then price what is left.
    const [locked] = await tx.select().from(bets).where(eq(bets.id, betId)).for("update")
    if (!locked || locked.status !== "open") return { result: "unavailable", row: locked ?? null }
    // "Everything" means what remains now; a part needs that much stake left.
    const wanted = part === null ? locked.total : stakePart
    if (wanted > locked.total || wanted % locked.numberOfBets !== 0) return { result: "unavailable", row: locked }
    const offer = offerOf(locked, ctx.world())
    if (offer.status !== "available") return { result: "unavailable", row: locked }
    if (partValue(offer, locked.total, wanted) < amount) return { result: "new_offer", row: locked }
    const updated = await payCashout(tx, locked, wanted, amount, now, { house: house.id, cash: cash.id }, `Cashed out for ${(amount / 100).toFixed(2)}.`)
    if (!updated) return { result: "unavailable", row: locked }
    return { result: "success", row: updated.row }
  })
  if (decided.result === "success") return { result: "success", row: decided.row, paid: amount }
  return { result: decided.result, row: decided.row ?? row, paid: 0 }
}
