/**
 * The account's later tables (migration 0018_account_extras.sql): what the bettor answered to the
 * Review dialog (spec §7 users/reviews/deferred and completed), the postal address chosen with the
 * address lookup (spec §3 User.address) and the affiliate attribution sent after registration
 * (spec §7 users/attribute/income-access/register). Same conventions as account-schema.ts.
 */
import { sql } from "drizzle-orm"
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core"
import { createdAt } from "./columns.js"
import { userOwned } from "./user-columns.js"

/** Every answer to the Review dialog: "not now" (deferred) or a rating with optional feedback. */
export const userReviews = pgTable("user_reviews", {
  ...userOwned(),
  outcome: text("outcome").notNull(),
  rating: integer("rating"),
  feedback: text("feedback"),
  createdAt: createdAt(),
}, (t) => [
  index("user_reviews_user_idx").on(t.userId, t.id),
  check("user_reviews_outcome_check", sql`${t.outcome} IN ('deferred', 'completed')`),
  check("user_reviews_rating_check", sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
])

/** One postal address per user; choosing another replaces it. */
export const userAddresses = pgTable("user_addresses", {
  ...userOwned(),
  address1: text("address1").notNull(),
  address2: text("address2"),
  city: text("city").notNull(),
  postcode: text("postcode").notNull(),
  countryCode: text("country_code").notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("user_addresses_user_key").on(t.userId)])

/** The affiliate tag a bettor arrived with, recorded once, after registration. */
export const affiliateAttributions = pgTable("affiliate_attributions", {
  ...userOwned(),
  affiliateId: text("affiliate_id").notNull(),
  btag: text("btag").notNull(),
  referralUrl: text("referral_url").notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("affiliate_attributions_user_key").on(t.userId)])
