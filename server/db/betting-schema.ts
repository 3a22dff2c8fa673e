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
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import { users } from "./base-schema.js"

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })

/** The logged-in user's slip: the legs as lists of contract ids (a bet builder leg lists several). */
export const betslips = pgTable("betslips", {
  userId: integer("user_id").primaryKey().references(() => users.id),
  legs: jsonb("legs").$type<number[][]>().notNull(),
  updatedAt: instant("updated_at").notNull(),
})

/** A free bet: its amount is staked on the bettor's behalf once, then it is spent. */
export const vouchers = pgTable(
  "vouchers",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** single (a leg), accumulator, or any. */
    scope: text("scope").notNull().default("any"),
    createdAt: instant("created_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [index("vouchers_user_idx").on(t.userId), check("vouchers_amount_positive", sql`${t.amount} > 0`)],
)

/** spec §4 Restrictions: a key (bet, deposit, …) limits that action for the user. */
export const userRestrictions = pgTable(
  "user_restrictions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    key: text("key").notNull(),
    reason: text("reason").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [uniqueIndex("user_restrictions_user_key").on(t.userId, t.key)],
)

/** One bets/place call. The same key with the same content returns `receipts`; other content is refused. */
export const betPlacements = pgTable(
  "bet_placements",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    idempotencyKey: text("idempotency_key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    /** The receipts as sent (wire JSON), replayed for a retried key. */
    receipts: jsonb("receipts"),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [uniqueIndex("bet_placements_user_key").on(t.userId, t.idempotencyKey)],
)

export const bets = pgTable(
  "bets",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    placementId: bigint("placement_id", { mode: "number" }).notNull().references(() => betPlacements.id),
    userId: integer("user_id").notNull().references(() => users.id),
    type: text("type").notNull(),
    /** Per line (one of number_of_bets), minor units: what the line has at risk, (cash + voucher) / lines. */
    stake: bigint("stake", { mode: "number" }).notNull(),
    numberOfBets: integer("number_of_bets").notNull(),
    eachWay: boolean("each_way").notNull(),
    /** stake × number_of_bets: what is at risk and settles, the bettor's cash plus the voucher on top. */
    total: bigint("total", { mode: "number" }).notNull(),
    voucherId: integer("voucher_id").references(() => vouchers.id),
    /** The free bet, spent whole, staked on top of the cash (settlement does not return it). */
    voucherAmount: bigint("voucher_amount", { mode: "number" }).notNull().default(0),
    /** What the bettor paid: the request's stake × number_of_bets (the receipt's `stake`). */
    cashAmount: bigint("cash_amount", { mode: "number" }).notNull(),
    status: text("status").notNull(),
    potential: bigint("potential", { mode: "number" }),
    /** The legs as placed: contract ids, prices, start price, each-way terms. */
    legs: jsonb("legs").notNull(),
    createdAt: instant("created_at").notNull(),
    /** Every contract id of every leg: how a batch of results finds the open bets it touches. */
    contractIds: integer("contract_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** won, lost, void, placed, cashed_out; null while open. */
    outcome: text("outcome"),
    /** What settlement paid (minor units), null while open. */
    cashWinnings: bigint("cash_winnings", { mode: "number" }),
    /** Paid by cash-outs so far (full and partial). */
    cashedOut: bigint("cashed_out", { mode: "number" }).notNull().default(0),
    cashoutSuccess: boolean("cashout_success"),
    bestOddsGuaranteedAdditional: bigint("best_odds_guaranteed_additional_amount", { mode: "number" }),
    returnsInfoText: text("returns_info_text"),
    settledAt: instant("settled_at"),
    /** BetReceipt.version's stored part: 1 when placed, +1 with every change written to the bet. */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("bets_user_idx").on(t.userId, t.id),
    index("bets_user_status_idx").on(t.userId, t.status, t.id),
    index("bets_open_contracts_idx").using("gin", t.contractIds).where(sql`${t.status} = 'open'`),
    check("bets_amounts_check", sql`${t.stake} > 0 and ${t.total} = ${t.stake} * ${t.numberOfBets} and ${t.cashAmount} >= 0 and ${t.voucherAmount} >= 0 and ${t.cashAmount} + ${t.voucherAmount} = ${t.total}`),
  ],
)

/** A resulted selection (spec §4 winner, loser, void): the starting price of a race runner and its place. */
export const selectionResults = pgTable("selection_results", {
  contractId: integer("contract_id").primaryKey(),
  status: text("status").notNull(),
  startPriceNum: integer("start_price_num"),
  startPriceDen: integer("start_price_den"),
  /** Finishing position in a race (1 = won); null for other markets. */
  position: integer("position"),
  /** How many runners dead-heated at this position (2 or more); null: no dead heat. */
  deadHeat: integer("dead_heat"),
  resultedAt: instant("resulted_at").notNull(),
})

/** One accepted cash-out: the part of the stake cashed out and what it paid. */
export const cashouts = pgTable(
  "cashouts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    betId: bigint("bet_id", { mode: "number" }).notNull().references(() => bets.id),
    userId: integer("user_id").notNull().references(() => users.id),
    /** The part of the bet's total stake cashed out. */
    stake: bigint("stake", { mode: "number" }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    full: boolean("full").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [index("cashouts_bet_idx").on(t.betId), check("cashouts_amounts_check", sql`${t.stake} > 0 and ${t.amount} >= 0`)],
)
