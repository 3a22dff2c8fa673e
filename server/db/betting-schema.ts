/**
 * Betting tables: the saved betslip per user, vouchers (free bets), user restrictions, bets and
 * placements (one row per bets/place call, keyed by the client's Idempotency-Key). A placement, its
 * bets, the spent vouchers and the ledger movement of the stakes commit in one transaction.
 *
 * After the bet: selection results (what settlement reads: status, starting price, finishing
 * position), cash-outs, and the settlement columns of a bet. A settlement or a cash-out marks the
 * bet with a conditional update (status open, stake unchanged) in the transaction that posts its
 * payout, so a bet is never paid twice.
 */
import { sql } from "drizzle-orm"
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core"
import { positive } from "./checks.js"
import { bigId, bigserialId, createdAt, fraction, idempotency, instant, money, updatedAt } from "./columns.js"
import { userKey, userOwned, userOwnedBig, userRef } from "./user-columns.js"

/** The logged-in user's slip: the legs as lists of contract ids (a bet builder leg lists several). */
export const betslips = pgTable("betslips", {
  userId: userKey(),
  legs: jsonb("legs").$type<number[][]>().notNull(),
  updatedAt: updatedAt(),
})

/** A free bet: its amount is staked on the bettor's behalf once, then it is spent. */
export const vouchers = pgTable("vouchers", {
  ...userOwned(),
  amount: money("amount").notNull(),
  /** single (a leg), accumulator, or any. */
  scope: text("scope").notNull().default("any"),
  createdAt: createdAt(),
  usedAt: instant("used_at"),
}, (t) => [index("vouchers_user_idx").on(t.userId), positive("vouchers_amount_positive", t.amount)])

/** spec §4 Restrictions: a key (bet, deposit, …) limits that action for the user. */
export const userRestrictions = pgTable("user_restrictions", {
  ...userOwned(),
  key: text("key").notNull(),
  reason: text("reason").notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("user_restrictions_user_key").on(t.userId, t.key)])

/** One bets/place call. The same key with the same content returns `receipts`; other content is refused. */
export const betPlacements = pgTable("bet_placements", {
  ...userOwnedBig(),
  ...idempotency(),
  /** The receipts as sent (wire JSON), replayed for a retried key. */
  receipts: jsonb("receipts"),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("bet_placements_user_key").on(t.userId, t.idempotencyKey)])

export const bets = pgTable("bets", {
  id: bigserialId(),
  placementId: bigId("placement_id").notNull().references(() => betPlacements.id),
  userId: userRef(),
  type: text("type").notNull(),
  /** Per line (one of number_of_bets), minor units: what the line has at risk, (cash + voucher) / lines. */
  stake: money("stake").notNull(),
  numberOfBets: integer("number_of_bets").notNull(),
  eachWay: boolean("each_way").notNull(),
  /** stake × number_of_bets: what is at risk and settles, the bettor's cash plus the voucher on top. */
  total: money("total").notNull(),
  voucherId: integer("voucher_id").references(() => vouchers.id),
  /** The free bet, spent whole, staked on top of the cash (settlement does not return it). */
  voucherAmount: money("voucher_amount").notNull().default(0),
  /** What the bettor paid: the request's stake × number_of_bets (the receipt's `stake`). */
  cashAmount: money("cash_amount").notNull(),
  status: text("status").notNull(),
  potential: money("potential"),
  /** The legs as placed: contract ids, prices, start price, each-way terms. */
  legs: jsonb("legs").notNull(),
  createdAt: createdAt(),
  /** Every contract id of every leg: how a batch of results finds the open bets it touches. */
  contractIds: integer("contract_ids").array().notNull().default(sql`'{}'::integer[]`),
  /** won, lost, void, placed, cashed_out; null while open. */
  outcome: text("outcome"),
  /** What settlement paid (minor units), null while open. */
  cashWinnings: money("cash_winnings"),
  /** Paid by cash-outs so far (full and partial). */
  cashedOut: money("cashed_out").notNull().default(0),
  cashoutSuccess: boolean("cashout_success"),
  bestOddsGuaranteedAdditional: money("best_odds_guaranteed_additional_amount"),
  returnsInfoText: text("returns_info_text"),
  settledAt: instant("settled_at"),
  /** BetReceipt.version's stored part: 1 when placed, +1 with every change written to the bet. */
  version: integer("version").notNull().default(1),
}, (t) => [
  index("bets_user_idx").on(t.userId, t.id),
  index("bets_user_status_idx").on(t.userId, t.status, t.id),
  index("bets_open_contracts_idx").using("gin", t.contractIds).where(sql`${t.status} = 'open'`),
  check("bets_amounts_check", sql`${t.stake} > 0 and ${t.total} = ${t.stake} * ${t.numberOfBets} and ${t.cashAmount} >= 0 and ${t.voucherAmount} >= 0 and ${t.cashAmount} + ${t.voucherAmount} = ${t.total}`),
])

/** A resulted selection (spec §4 winner, loser, void): the starting price of a race runner and its place. */
export const selectionResults = pgTable("selection_results", {
  contractId: integer("contract_id").primaryKey(),
  status: text("status").notNull(),
  ...fraction("startPrice", "start_price"),
  /** Finishing position in a race (1 = won); null for other markets. */
  position: integer("position"),
  /** How many runners dead-heated at this position (2 or more); null: no dead heat. */
  deadHeat: integer("dead_heat"),
  resultedAt: instant("resulted_at").notNull(),
})

/** One accepted cash-out: the part of the stake cashed out and what it paid. */
export const cashouts = pgTable("cashouts", {
  id: bigserialId(),
  betId: bigId("bet_id").notNull().references(() => bets.id),
  userId: userRef(),
  /** The part of the bet's total stake cashed out. */
  stake: money("stake").notNull(),
  amount: money("amount").notNull(),
  full: boolean("full").notNull(),
  createdAt: createdAt(),
}, (t) => [index("cashouts_bet_idx").on(t.betId), check("cashouts_amounts_check", sql`${t.stake} > 0 and ${t.amount} >= 0`)])
