/**
 * The sportsbook's own tables (issue 20), re-exported by schema.ts: each bettor's betslip settings
 * (spec §2.10 BetslipSettings), which the server applies at placement, and automatic cash-out rules
 * (one per bet: cash the bet out once its offer reaches the bettor's amount), which the bets service
 * checks whenever offers are priced again (domain/betting/auto-cashout.ts).
 */
import { sql } from "drizzle-orm"
import { bigint, check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core"
import { users } from "./base-schema.js"
import { bets, cashouts } from "./betting-schema.js"

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })

export const sportsbookSettings = pgTable("sportsbook_settings", {
  userId: integer("user_id").primaryKey().references(() => users.id),
  /** any, higher, ask (core/model/sportsbook.ts PriceChangeRule). */
  priceChanges: text("price_changes").notNull(),
  /** Minor units, or null for none. */
  defaultStake: bigint("default_stake", { mode: "number" }),
  /** Minor units, up to four. */
  quickStakes: jsonb("quick_stakes").notNull(),
  updatedAt: instant("updated_at").notNull(),
})

/**
 * An automatic cash-out rule: when the bet's cash-out offer reaches `amount` the whole remaining
 * stake is cashed out at the offer, by the server, whether or not the bettor is online. Fires once:
 * `triggered_at` and `cashout_id` are written in the transaction that pays it; a rule removed by the
 * bettor is deleted.
 */
export const autoCashouts = pgTable(
  "auto_cashouts",
  {
    betId: bigint("bet_id", { mode: "number" }).primaryKey().references(() => bets.id),
    userId: integer("user_id").notNull().references(() => users.id),
    /** Minor units, above 0: the least the offer must be worth. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    triggeredAt: instant("triggered_at"),
    cashoutId: bigint("cashout_id", { mode: "number" }).references(() => cashouts.id),
  },
  (t) => [check("auto_cashouts_amount_check", sql`${t.amount} > 0`)],
)
