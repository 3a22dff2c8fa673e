/**
 * The sportsbook's own tables (issue 20), re-exported by schema.ts: each bettor's betslip settings
 * (spec §2.10 BetslipSettings), which the server applies at placement, and automatic cash-out rules
 * (one per bet: cash the bet out once its offer reaches the bettor's amount), which the bets service
 * checks whenever offers are priced again (domain/betting/auto-cashout.ts).
 */
import { sql } from "drizzle-orm"
import { check, jsonb, pgTable, text } from "drizzle-orm/pg-core"
import { bets, cashouts } from "./betting-schema.js"
import { oneOf, positive } from "./checks.js"
import { bigId, instant, money, timestamps, updatedAt } from "./columns.js"
import { userKey, userRef } from "./user-columns.js"

export const sportsbookSettings = pgTable("sportsbook_settings", {
  userId: userKey(),
  /** any, higher, ask (core/model/sportsbook.ts PriceChangeRule). */
  priceChanges: text("price_changes").notNull(),
  /** Minor units, or null for none. */
  defaultStake: money("default_stake"),
  /** Minor units, up to four. */
  quickStakes: jsonb("quick_stakes").notNull(),
  updatedAt: updatedAt(),
}, (t) => [
  oneOf("sportsbook_settings_price_changes_check", t.priceChanges, ["any", "higher", "ask"]),
  check("sportsbook_settings_default_stake_check", sql`${t.defaultStake} is null or ${t.defaultStake} > 0`),
])

/**
 * An automatic cash-out rule: when the bet's cash-out offer reaches `amount` the whole remaining
 * stake is cashed out at the offer, by the server, whether or not the bettor is online. Fires once:
 * `triggered_at` and `cashout_id` are written in the transaction that pays it; a rule removed by the
 * bettor is deleted.
 */
export const autoCashouts = pgTable("auto_cashouts", {
  betId: bigId("bet_id").primaryKey().references(() => bets.id),
  userId: userRef(),
  /** Minor units, above 0: the least the offer must be worth. */
  amount: money("amount").notNull(),
  ...timestamps(),
  triggeredAt: instant("triggered_at"),
  cashoutId: bigId("cashout_id").references(() => cashouts.id),
}, (t) => [positive("auto_cashouts_amount_check", t.amount)])
