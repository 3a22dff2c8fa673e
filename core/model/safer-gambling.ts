/**
 * Safer gambling on the wire (issue 14; spec §3 Limit, §7): limits with what is left of them,
 * pending changes, time-outs, self-exclusion, the reality check interval, play reminders, the
 * account activity statement and the affordability questionnaire. Money is decimal on the wire
 * and minor units in memory; instants are ISO text on the wire and epoch ms in memory.
 */
import { Schema } from "effect"
import { Money, Timestamp } from "./primitives.js"

export const PendingLimitChange = Schema.Struct({
  /** null: the limit is to be removed. */
  maximum_amount: Schema.NullOr(Money),
  requested_at: Timestamp,
  /** 24 hours after the request (RTS 12); the bettor confirms it from then on. */
  effective_at: Timestamp,
})
export type PendingLimitChange = typeof PendingLimitChange.Type

export const LimitPeriod = Schema.Literals(["daily", "weekly", "monthly"])
export type LimitPeriod = typeof LimitPeriod.Type

/** spec §3 Limit (type LOSS or DEPOSIT, source USER or OPERATOR), with its window and pending change. */
export const GamblingLimit = Schema.Struct({
  id: Schema.Int,
  type: Schema.Literals(["DEPOSIT", "LOSS"]),
  source: Schema.Literals(["USER", "OPERATOR"]),
  period: LimitPeriod,
  window_days: Schema.Int,
  maximum_amount: Money,
  remaining_amount: Money,
  /** Deposited, or lost (stakes minus returns; negative when ahead), in the current window. */
  used_amount: Money,
  window_starts_at: Timestamp,
  resets_at: Timestamp,
  pending: Schema.NullOr(PendingLimitChange),
})
export type GamblingLimit = typeof GamblingLimit.Type

export const LimitsResponse = Schema.Struct({ limits: Schema.Array(GamblingLimit) })
export type LimitsResponse = typeof LimitsResponse.Type

/** POST users/deposit-limits and users/loss-limits: set, lower, raise (pending) or remove (null, pending). */
export const LimitRequest = Schema.Struct({ window_days: Schema.Int, maximum_amount: Schema.NullOr(Money) })
export type LimitRequest = typeof LimitRequest.Type

export const LimitChangeResponse = Schema.Struct({
  /** set and lowered apply now; pending waits 24 hours and a confirmation; unchanged did nothing. */
  outcome: Schema.Literals(["set", "lowered", "unchanged", "pending", "confirmed", "removed", "cancelled"]),
  limit: Schema.NullOr(GamblingLimit),
  limits: Schema.Array(GamblingLimit),
})
export type LimitChangeResponse = typeof LimitChangeResponse.Type

export const TimeoutRequest = Schema.Struct({ days: Schema.Int })
export const SelfExclusionInterval = Schema.Literals(["6m", "1y", "2y", "5y"])
export type SelfExclusionInterval = typeof SelfExclusionInterval.Type
export const SelfExclusionRequest = Schema.Struct({ interval: SelfExclusionInterval })
export const ExclusionResponse = Schema.Struct({
  kind: Schema.Literals(["timeout", "self_exclusion"]),
  starts_at: Timestamp,
  ends_at: Timestamp,
})
export type ExclusionResponse = typeof ExclusionResponse.Type

export const RealityCheckRequest = Schema.Struct({ seconds: Schema.Int })
export const REALITY_CHECK_SECONDS = [600, 1200, 1800, 2700, 3600, 5400, 7200] as const

export const ActivityStatementRequest = Schema.Struct({ days: Schema.NullOr(Schema.Int) })
export const ACTIVITY_STATEMENT_DAYS = [7, 30, 90] as const

/** The account activity statement over a period (AccountActivityPrompt). */
export const ActivityStatement = Schema.Struct({
  from: Timestamp,
  to: Timestamp,
  deposits: Money,
  withdrawals: Money,
  stakes: Money,
  returns: Money,
  /** returns − stakes: positive when won. */
  net_position: Money,
})
export type ActivityStatement = typeof ActivityStatement.Type

export const PlayReminder = Schema.Struct({ type: Schema.String, interval_starts_at: Timestamp, interval_days: Schema.Int })
export const PlayReminderRequest = Schema.Struct({ interval_days: Schema.NullOr(Schema.Int) })

export const AffordabilityAnswer = Schema.Struct({ question: Schema.String, answer: Schema.String })
export const AffordabilityRequest = Schema.Struct({
  source: Schema.Literals(["prompted", "deeplink"]),
  answers: Schema.Array(AffordabilityAnswer),
})

/** GET users/safer-gambling: the dashboard in one call. */
export const SaferGamblingSummary = Schema.Struct({
  limits: Schema.Array(GamblingLimit),
  exclusion: Schema.NullOr(ExclusionResponse),
  reality_check_interval: Schema.Int,
  time_zone: Schema.String,
  activity_statement_days: Schema.NullOr(Schema.Int),
  reminders: Schema.Array(PlayReminder),
  deposit_limit_prompted: Schema.Boolean,
  affordability_questionnaire_expires_at: Schema.NullOr(Timestamp),
})
export type SaferGamblingSummary = typeof SaferGamblingSummary.Type
