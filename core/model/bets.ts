/**
 * My Bets on the wire: the bettor's placed bets after placement (spec §3 Bet, Bet leg; §7 "bet
 * updates on 'bets' (event bet_v1)"). A bet is the same `BetReceipt` that bets/place returns, kept
 * up to date by the server: leg scores and statuses, cash-out offers, settlement.
 *
 * Spec silent on the list and cash-out calls; chosen here (documented in docs/api.md):
 *
 *   GET  /api/v1/bets?status=open|settled&limit=N&before=ID   → BetsPage, newest first
 *   POST /api/v1/bets/{id}/cashout  CashoutRequest            → CashoutResponse
 *   PUT  /api/v1/bets/{id}/auto-cashout  AutoCashoutRequest   → BetReceipt (DELETE: no body → BetReceipt)
 *   socket: subscribe { channel: "bets", params: {} } once authenticated; the server pushes event
 *   `bet_v1` with a BetReceipt each time one of the user's bets changes (placed, cash-out offer or
 *   status moved, a leg's score or status changed, settled).
 *
 * Cash-out: `cashout_status` is available (an offer stands: `cashout_amount` is what the whole
 * remaining stake would return now), disabled (temporarily, e.g. a leg is suspended; shown greyed)
 * or unavailable/null (never, e.g. settled or placed with a free bet). Accepting names the offer the
 * bettor saw; after `cashout_delay` seconds the server re-prices: when the value is still at least
 * the accepted amount it pays that amount, otherwise it answers with the new offer and pays nothing.
 * A partial cash-out names the part of the remaining stake to cash out; the rest of the bet stays
 * open with the smaller stake.
 *
 * Ordering: pushes, list pages and cash-out answers can arrive in any order and more than once.
 * Every copy of a bet carries `version` (BetReceipt.version): 1 at placement, incremented by the
 * server in the same transaction as every change it makes to the bet, so the client keeps the copy
 * with the highest version and a late or duplicated copy never rolls a bet back. Without versions
 * (an older server) the client applies the copy that arrived last, except that a bet never moves
 * back from settled to open.
 */
import { Schema } from "effect"
import { BetReceipt } from "./betslip.js"
import { Money } from "./primitives.js"

/** Which list of My Bets: open (not settled) or settled (including cashed out). */
export const BetsListStatus = Schema.Literals(["open", "settled"])
export type BetsListStatus = typeof BetsListStatus.Type

/** GET bets: one page, newest first; `next_before` is the id to pass as `before` for the next page. */
export const BetsPage = Schema.Struct({
  bets: Schema.Array(BetReceipt),
  next_before: Schema.NullOr(Schema.Int),
})
export type BetsPage = typeof BetsPage.Type

/** POST bets/{id}/cashout. `stake` null cashes out the whole remaining stake. */
export const CashoutRequest = Schema.Struct({
  /** The offer the bettor accepted (for the part being cashed out). */
  amount: Money,
  /** The part of the remaining stake to cash out; null = all of it. */
  stake: Schema.NullOr(Money),
})
export type CashoutRequest = typeof CashoutRequest.Type

/**
 * PUT bets/{id}/auto-cashout: cash the bet out automatically once its offer reaches `amount` (above
 * 0, above the offer now, at most the bet's potential returns). Answered with the bet (BetReceipt,
 * `auto_cashout` set); DELETE removes the rule and answers the bet too.
 */
export const AutoCashoutRequest = Schema.Struct({ amount: Money })
export type AutoCashoutRequest = typeof AutoCashoutRequest.Type

/**
 * success: paid (the bet, updated, has cashout_success true when fully cashed out);
 * new_offer: the price moved against the bettor during the delay; nothing paid, the bet carries the
 * new offer; unavailable: cash-out is not possible now (suspended, settled); nothing paid.
 */
export const CashoutResult = Schema.Literals(["success", "new_offer", "unavailable"])
export type CashoutResult = typeof CashoutResult.Type

export const CashoutResponse = Schema.Struct({
  result: CashoutResult,
  bet: BetReceipt,
  /** What was paid to the wallet, 0 unless success. */
  paid: Money,
})
export type CashoutResponse = typeof CashoutResponse.Type

/** Push `bet_v1` on the `bets` channel: the whole bet as it stands now. */
export const BetPush = BetReceipt
export type BetPush = typeof BetPush.Type
