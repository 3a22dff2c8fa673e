/**
 * The timed safer-gambling rules of spec §5, named in its words (pure; `now` comes from the event):
 *
 * - "A reminder is due when interval_starts_at plus interval_days is in the past." The 'activity'
 *   reminder (spec §3 Reminder, §4) opens AccountActivityPrompt when SHOW_REMINDER_MODALS is on.
 * - "Affordability questionnaire is urgent when now is past 53 days before its expiry" (§9: 53 days).
 * - The limit prompt before the first deposit (UKGC RTS 12): a bettor who has not deposited and
 *   whom the server says was never prompted (`deposit_limit_prompted: false`) gets DepositLimitPrompt
 *   on opening the deposit cashier.
 */
import type { User } from "../model/user.js"

export const DAY_MS = 86_400_000
/** spec §9 "Affordability urgent: 53 days before expiry". */
export const AFFORDABILITY_URGENT_DAYS = 53
/** The reminder type whose modal spec §4 names. */
export const ACTIVITY_REMINDER = "activity"

export type Reminder = NonNullable<User["reminders"]>[number]

/** When the reminder falls due: interval_starts_at plus interval_days. */
export const reminderDueAt = (r: Reminder): number => r.interval_starts_at + r.interval_days * DAY_MS

/** spec §5: "A reminder is due when interval_starts_at plus interval_days is in the past." */
export const isReminderDue = (r: Reminder, now: number): boolean => reminderDueAt(r) < now

/** The bettor's 'activity' reminder, if they set one. */
export const activityReminderOf = (user: Pick<User, "reminders"> | null): Reminder | null =>
  user?.reminders?.find((r) => r.type === ACTIVITY_REMINDER) ?? null

/** When the questionnaire becomes urgent: 53 days before its expiry. */
export const affordabilityUrgentFrom = (expiresAt: number): number => expiresAt - AFFORDABILITY_URGENT_DAYS * DAY_MS

/** spec §5: "Affordability questionnaire is urgent when now is past 53 days before its expiry." */
export const isAffordabilityQuestionnaireUrgent = (expiresAt: number | null | undefined, now: number): boolean =>
  typeof expiresAt === "number" && now > affordabilityUrgentFrom(expiresAt)

/**
 * RTS 12 "a limit prompt before the first deposit": owed to a bettor who has not deposited yet and
 * whom the server says was never prompted (absent: not known, so no prompt).
 */
export const needsDepositLimitPrompt = (user: Pick<User, "deposit_limit_prompted" | "deposited"> | null): boolean =>
  user?.deposit_limit_prompted === false && !user.deposited
