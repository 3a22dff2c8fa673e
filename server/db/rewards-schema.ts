/**
 * Rewards tables (issue 18). The offers themselves are data (server/config/rewards.json); the
 * database holds each bettor's side:
 *
 * - user_rewards: one row per bettor and offer (unique: an offer's rule grants once), or per daily
 *   game prize. status: opted_in (rule in progress) → earned (rule met, claimable) → claimed; or
 *   expired once expires_at passed before the claim. A claim is a conditional update
 *   (status earned, not expired) in the transaction that grants what it pays, so it pays once.
 * - reward_progress: what counted towards a reward (a bet id, a casino round id), unique per
 *   reward, so a replayed placement or round never counts twice.
 * - daily_game_plays: one row per bettor and London calendar day (unique): "played today".
 */
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core"
import { users } from "./base-schema.js"
import { oneOf, positive } from "./checks.js"
import { bigId, bigserialId, createdAt, instant, money } from "./columns.js"
import { userKey, userOwnedBig } from "./user-columns.js"

export const userRewards = pgTable("user_rewards", {
  ...userOwnedBig(),
  /** The offer of server/config/rewards.json, or null for a daily game prize. */
  offerId: integer("offer_id"),
  /** offer or daily_game. */
  source: text("source").notNull(),
  /** free_bet, credit, free_spins, odds_boost, bet_x_get_y, referral. */
  kind: text("kind").notNull(),
  /** Minor units; for free spins the number of spins. */
  amount: money("amount").notNull(),
  status: text("status").notNull(),
  progress: integer("progress").notNull().default(0),
  target: integer("target").notNull().default(0),
  optedInAt: instant("opted_in_at"),
  earnedAt: instant("earned_at"),
  claimedAt: instant("claimed_at"),
  expiresAt: instant("expires_at").notNull(),
  /** What the claim created: voucher:<id>, bonus:<grant id>, spins. */
  claimRef: text("claim_ref"),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("user_rewards_user_offer_key").on(t.userId, t.offerId),
  index("user_rewards_user_idx").on(t.userId),
  positive("user_rewards_amount_positive", t.amount),
  oneOf("user_rewards_status", t.status, ["opted_in", "earned", "claimed", "expired"]),
])

export const rewardProgress = pgTable("reward_progress", {
  id: bigserialId(),
  rewardId: bigId("reward_id").notNull().references(() => userRewards.id),
  /** bet:<id> or spin:<round id>. */
  ref: text("ref").notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("reward_progress_reward_ref_key").on(t.rewardId, t.ref)])

export const dailyGamePlays = pgTable("daily_game_plays", {
  ...userOwnedBig(),
  /** The London calendar day, yyyy-mm-dd. */
  day: text("day").notNull(),
  box: integer("box").notNull(),
  prizeKey: text("prize_key").notNull(),
  rewardId: bigId("reward_id").references(() => userRewards.id),
  playedAt: instant("played_at").notNull(),
}, (t) => [uniqueIndex("daily_game_plays_user_day_key").on(t.userId, t.day)])

/**
 * Free spins used (issue 18): a claimed free-spins reward holds `amount / SPIN_VALUE` spins; each
 * casino round played with one is a row here, unique per round id, so a replayed round uses one
 * spin once. Spins left = the reward's spins − its rows.
 */
export const freeSpinUses = pgTable("free_spin_uses", {
  id: bigserialId(),
  rewardId: bigId("reward_id").notNull().references(() => userRewards.id),
  roundId: text("round_id").notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("free_spin_uses_round_key").on(t.roundId), index("free_spin_uses_reward_idx").on(t.rewardId)])

/** Each bettor's referral code (made on first ask), which a friend types or follows at sign-up. */
export const referralCodes = pgTable("referral_codes", {
  userId: userKey(),
  code: text("code").notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("referral_codes_code_key").on(t.code)])

/**
 * Who referred whom: one row per referred bettor (unique), written at sign-up. `qualified_at` is
 * set once, by the referred bettor's first confirmed deposit; that is when the referrer's referral
 * reward counts the friend (reward_progress ref referral:<referred user id>).
 */
export const referrals = pgTable("referrals", {
  id: bigserialId(),
  referrerUserId: integer("referrer_user_id").notNull().references(() => users.id),
  referredUserId: integer("referred_user_id").notNull().references(() => users.id),
  createdAt: createdAt(),
  qualifiedAt: instant("qualified_at"),
}, (t) => [uniqueIndex("referrals_referred_key").on(t.referredUserId), index("referrals_referrer_idx").on(t.referrerUserId)])
