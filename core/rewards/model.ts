/**
 * Rewards wire schemas (spec §2.7, issue 18): the offers the server states (a rule to meet after
 * opting in, and what it pays), the bettor's rewards (in progress, earned, claimed, expired), the
 * `reward` socket push that carries progress live, and the daily game (spec §3 site config
 * `daily_game`, §9 "daily game played"). Money is decimal on the wire, minor units in memory
 * (Money); a free-spins reward also says how many spins (its amount is their total value, spec §3
 * Account "free_spins (each with value)").
 *
 * The server decides everything here: whether a bet or spin counts, when a rule is met, what a
 * claim pays, the daily prize. The client shows it.
 */
import { Schema } from "effect"
import { Money, Timestamp } from "../model/primitives.js"

export const REWARD_KINDS = ["free_bet", "credit", "free_spins", "odds_boost", "bet_x_get_y", "referral"] as const
export const RewardKind = Schema.Literals(REWARD_KINDS)
export type RewardKind = typeof RewardKind.Type

/** Bet rule: `count` bets of at least `min_stake` (cash) at `min_price` (decimal) or more, on `sport` (null: any). */
export const BetRule = Schema.Struct({
  type: Schema.Literal("bet"),
  sport: Schema.NullOr(Schema.String),
  min_stake: Money,
  min_price: Schema.Finite,
  count: Schema.Int,
})
export const SpinsRule = Schema.Struct({ type: Schema.Literal("spins"), count: Schema.Int })
export const ReferralRule = Schema.Struct({ type: Schema.Literal("referral"), count: Schema.Int })
export const RewardRule = Schema.Union([BetRule, SpinsRule, ReferralRule])
export type RewardRule = typeof RewardRule.Type

export const RewardStatus = Schema.Literals(["opted_in", "earned", "claimed", "expired"])
export type RewardStatus = typeof RewardStatus.Type

/** One bettor's reward: from an offer they opted in to, or a daily game prize. */
export const UserReward = Schema.Struct({
  id: Schema.Int,
  offer_id: Schema.NullOr(Schema.Int),
  source: Schema.Literals(["offer", "daily_game"]),
  kind: RewardKind,
  amount: Money,
  /** For free_spins, the number of spins; null otherwise. */
  spins: Schema.NullOr(Schema.Int),
  status: RewardStatus,
  progress: Schema.Int,
  target: Schema.Int,
  title: Schema.String,
  expires_at: Timestamp,
  opted_in_at: Schema.NullOr(Timestamp),
  earned_at: Schema.NullOr(Timestamp),
  claimed_at: Schema.NullOr(Timestamp),
  /** What the claim created (voucher:<id>, bonus:<grant>, spins), null before the claim. */
  claim_ref: Schema.NullOr(Schema.String),
})
export type UserReward = typeof UserReward.Type

export const RewardOffer = Schema.Struct({
  id: Schema.Int,
  slug: Schema.String,
  kind: RewardKind,
  amount: Money,
  spins: Schema.NullOr(Schema.Int),
  title: Schema.String,
  description: Schema.String,
  rule: RewardRule,
  valid_days: Schema.Int,
  /** The bettor's reward for this offer; null when anonymous or not opted in. */
  reward: Schema.NullOr(UserReward),
})
export type RewardOffer = typeof RewardOffer.Type

/** GET rewards: what the bettor can earn (offers), is earning, has earned and has claimed. */
export const RewardsOverview = Schema.Struct({
  offers: Schema.Array(RewardOffer),
  in_progress: Schema.Array(UserReward),
  earned: Schema.Array(UserReward),
  claimed: Schema.Array(UserReward),
  expired: Schema.Array(UserReward),
})
export type RewardsOverview = typeof RewardsOverview.Type

/**
 * GET rewards/referral: the bettor's referral code and the sign-up link that carries it; friends
 * who signed up with it, and those whose first deposit counted (issue 18).
 */
export const ReferralInfo = Schema.Struct({ code: Schema.String, link: Schema.String, signed_up: Schema.Int, qualified: Schema.Int })
export type ReferralInfo = typeof ReferralInfo.Type

/** Socket push `reward` to the bettor: one reward as it now stands (progress, earned, claimed…). */
export const RewardPush = UserReward

export const DailyGamePrize = Schema.Struct({
  key: Schema.String,
  kind: Schema.NullOr(RewardKind),
  amount: Money,
  spins: Schema.NullOr(Schema.Int),
  /** The stated chance of this prize, 0..1 (weights over their total). */
  probability: Schema.Finite,
})
export type DailyGamePrize = typeof DailyGamePrize.Type

export const DailyGameState = Schema.Struct({
  game: Schema.Literals(["pick-a-box", "wheel"]),
  boxes: Schema.Int,
  /** The site config's daily_game and the bettor may play (not yet today). */
  available: Schema.Boolean,
  played_today: Schema.Boolean,
  /** The London calendar day the answer is about (yyyy-mm-dd). */
  day: Schema.String,
  prizes: Schema.Array(DailyGamePrize),
  /** Today's play, when there was one. */
  play: Schema.NullOr(
    Schema.Struct({ box: Schema.Int, prize: DailyGamePrize, reward: Schema.NullOr(UserReward), played_at: Timestamp }),
  ),
})
export type DailyGameState = typeof DailyGameState.Type

export const DailyGamePlayRequest = Schema.Struct({ box: Schema.Int })
