/**
 * Safer gambling (issue 14; UKGC RTS 12-14), re-exported by schema.ts. Migration 0009.
 *
 * Restrictions themselves live in `user_restrictions` (betting-schema.ts, migration 0004): one row
 * per (user, key). This file adds what the safer-gambling tools keep:
 *
 * - gambling_limits: deposit and loss limits, by the bettor (USER) or the operator (OPERATOR,
 *   mandatory: the bettor cannot lift it), one per (user, type, source, period). A raise or a
 *   removal waits as a pending change on the row (RTS 12: effective after 24 h and a confirmation).
 * - gambling_exclusions: time-outs (cool-off) and self-exclusions; never shortened by the bettor.
 * - exclusion_register: the GAMSTOP-style register checked at sign-up (e-mail, or name + dob).
 * - safer_gambling_settings: per user: time zone of the limit windows, prompts and statements.
 * - affordability_answers, safer_gambling_notifications, play_reminders.
 */
import { sql } from "drizzle-orm"
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core"
import { oneOf } from "./checks.js"
import { acknowledgeable, createdAt, instant, money, serialId, timestamps, updatedAt } from "./columns.js"
import { userKey, userOwned } from "./user-columns.js"

export const gamblingLimits = pgTable("gambling_limits", {
  ...userOwned(),
  /** deposit or loss */
  type: text("type").notNull(),
  /** USER or OPERATOR */
  source: text("source").notNull(),
  /** daily, weekly or monthly: the fixed window window_days falls in (spec §9). */
  period: text("period").notNull(),
  windowDays: integer("window_days").notNull(),
  /** Minor units; null while the row only carries a pending new limit (never in force). */
  maximumAmount: money("maximum_amount"),
  /** A pending raise (a larger amount) or removal (pending_remove) waiting for its time and a confirmation. */
  pendingAmount: money("pending_amount"),
  pendingRemove: boolean("pending_remove").notNull().default(false),
  pendingRequestedAt: instant("pending_requested_at"),
  pendingEffectiveAt: instant("pending_effective_at"),
  ...timestamps(),
}, (t) => [
  uniqueIndex("gambling_limits_user_type_source_period").on(t.userId, t.type, t.source, t.period),
  oneOf("gambling_limits_type_check", t.type, ["deposit", "loss"]),
  oneOf("gambling_limits_source_check", t.source, ["USER", "OPERATOR"]),
  oneOf("gambling_limits_period_check", t.period, ["daily", "weekly", "monthly"]),
  check("gambling_limits_amount_check", sql`${t.maximumAmount} is null or ${t.maximumAmount} >= 0`),
])

export const gamblingExclusions = pgTable("gambling_exclusions", {
  ...userOwned(),
  /** timeout (cool-off, 1 day to 6 weeks) or self_exclusion (6 months, 1, 2, 5 years) */
  kind: text("kind").notNull(),
  /** USER or OPERATOR */
  source: text("source").notNull(),
  /** What the bettor chose: "3" days, or "6m", "1y", "2y", "5y". */
  period: text("period").notNull(),
  startsAt: instant("starts_at").notNull(),
  endsAt: instant("ends_at").notNull(),
  /** Only the operator lifts one early (RTS 12: the bettor cannot). */
  liftedAt: instant("lifted_at"),
  liftedReason: text("lifted_reason"),
  createdAt: createdAt(),
}, (t) => [
  index("gambling_exclusions_user_idx").on(t.userId, t.endsAt),
  oneOf("gambling_exclusions_kind_check", t.kind, ["timeout", "self_exclusion"]),
])

export const exclusionRegister = pgTable("exclusion_register", {
  id: serialId(),
  /** Lower-cased e-mail, or null when the entry is by name and date of birth only. */
  email: text("email"),
  lastname: text("lastname").notNull(),
  dob: date("dob", { mode: "string" }).notNull(),
  endsAt: instant("ends_at").notNull(),
  /** self_exclusion (from this site) or register (added by the operator, as from a national scheme) */
  origin: text("origin").notNull(),
  createdAt: createdAt(),
}, (t) => [index("exclusion_register_email_idx").on(t.email), index("exclusion_register_name_idx").on(t.lastname, t.dob)])

export const saferGamblingSettings = pgTable("safer_gambling_settings", {
  userId: userKey(),
  /** IANA zone the limit windows are counted in (spec §9 default Europe/London). */
  timeZone: text("time_zone").notNull().default("Europe/London"),
  /** The bettor answered the limit prompt before the first deposit (set a limit or declined). */
  depositLimitPromptedAt: instant("deposit_limit_prompted_at"),
  /** Days between account activity statements; null: none asked. */
  activityStatementDays: integer("activity_statement_days"),
  activityStatementStartsAt: instant("activity_statement_starts_at"),
  affordabilityQuestionnaireExpiresAt: instant("affordability_questionnaire_expires_at"),
  /** attempted_phone_call or incoming (spec §3 affordability_phone_prompt) */
  affordabilityPhonePrompt: text("affordability_phone_prompt"),
  /** Marketing stops while an exclusion is in force (and the preference is kept for after). */
  marketingSuppressedUntil: instant("marketing_suppressed_until"),
  updatedAt: updatedAt(),
})

export const affordabilityAnswers = pgTable("affordability_answers", {
  ...userOwned(),
  /** prompted or deeplink */
  source: text("source").notNull(),
  answers: jsonb("answers").notNull(),
  createdAt: createdAt(),
}, (t) => [index("affordability_answers_user_idx").on(t.userId)])

export const saferGamblingNotifications = pgTable("safer_gambling_notifications", {
  ...userOwned(),
  /** limits, edd_alert… (spec §4 notification types) */
  type: text("type").notNull(),
  ackId: text("ack_id").notNull(),
  content: jsonb("content").notNull(),
  ...acknowledgeable(),
}, (t) => [uniqueIndex("safer_gambling_notifications_ack").on(t.ackId), index("safer_gambling_notifications_user_idx").on(t.userId)])

export const playReminders = pgTable("play_reminders", {
  ...userOwned(),
  type: text("type").notNull(),
  intervalStartsAt: instant("interval_starts_at").notNull(),
  intervalDays: integer("interval_days").notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("play_reminders_user_type").on(t.userId, t.type)])
