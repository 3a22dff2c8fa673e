/**
 * Reviews and reminders (spec §7 users/reviews/deferred and completed, sessions/reminder; spec §3
 * Reminder; spec §5 "A reminder is due when interval_starts_at plus interval_days is in the past").
 *
 * The server decides when a bettor is asked (it keeps the review reminder: when it starts and how
 * many days it waits); the client only asks `sessions/reminder` and applies the spec's due rule.
 * The spec shows the review calls with empty bodies; `completed` may also carry the rating and the
 * feedback the dialog asks for (both optional, so an empty body is still a valid answer).
 */
import { Schema } from "effect"
import { Reminder } from "../model/user.js"

/** The Review dialog's feedback text area: its length rule (spec §5 text area counter). */
export const REVIEW_FEEDBACK_MAX_CHARS = 500
export const REVIEW_RATING_MIN = 1
export const REVIEW_RATING_MAX = 5

/** The reminder type the server uses for the Review dialog. */
export const REVIEW_REMINDER = "review"

export const ReviewCompletedRequest = Schema.Struct({
  rating: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: REVIEW_RATING_MIN, maximum: REVIEW_RATING_MAX }))),
  feedback: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(REVIEW_FEEDBACK_MAX_CHARS))),
})
export type ReviewCompletedRequest = typeof ReviewCompletedRequest.Type
/** users/reviews/deferred: nothing to say but "not now". */
export const ReviewDeferredRequest = Schema.Struct({})

/** GET sessions/reminder: the reminders running for the bettor (spec §3 Reminder), due or not. */
export const RemindersResponse = Schema.Struct({ reminders: Schema.Array(Reminder) })
export type RemindersResponse = typeof RemindersResponse.Type
export type ReminderValue = typeof Reminder.Type

const DAY_MS = 24 * 60 * 60 * 1000

/** spec §5: due when interval_starts_at plus interval_days is in the past. */
export const isReminderDue = (reminder: ReminderValue, now: number): boolean =>
  reminder.interval_starts_at + reminder.interval_days * DAY_MS < now
