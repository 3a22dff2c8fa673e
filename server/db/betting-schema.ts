/**
 * Betting tables: the saved betslip per user, vouchers (free bets), user restrictions, bets and
 * placements (one row per bets/place call, keyed by the client's Idempotency-Key). A placement, its
 * bets, the spent vouchers and the ledger movement of the stakes commit in one transaction.
 */
import { sql } from "drizzle-orm"
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import { users } from "./schema.js"

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
    /** Per bet, minor units. */
    stake: bigint("stake", { mode: "number" }).notNull(),
    numberOfBets: integer("number_of_bets").notNull(),
    eachWay: boolean("each_way").notNull(),
    /** stake × number_of_bets: what the bet costs, voucher included. */
    total: bigint("total", { mode: "number" }).notNull(),
    voucherId: integer("voucher_id").references(() => vouchers.id),
    voucherAmount: bigint("voucher_amount", { mode: "number" }).notNull().default(0),
    cashAmount: bigint("cash_amount", { mode: "number" }).notNull(),
    status: text("status").notNull(),
    potential: bigint("potential", { mode: "number" }),
    /** The legs as placed: contract ids, prices, start price, each-way terms. */
    legs: jsonb("legs").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [
    index("bets_user_idx").on(t.userId, t.id),
    check("bets_amounts_check", sql`${t.stake} > 0 and ${t.total} = ${t.stake} * ${t.numberOfBets} and ${t.cashAmount} >= 0 and ${t.voucherAmount} >= 0 and ${t.cashAmount} + ${t.voucherAmount} = ${t.total}`),
  ],
)
