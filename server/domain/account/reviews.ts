/**
 * Reviews (spec §7 users/reviews/deferred and completed) and the reminder that asks for one
 * (spec §7 GET sessions/reminder, spec §3 Reminder).
 *
 * The server owns when a bettor is asked: the review reminder starts when the account opens and
 * waits REVIEW_FIRST_ASK_DAYS; "not now" restarts it from that moment with REVIEW_DEFER_DAYS; a
 * completed review ends it for good. The client only applies the spec's due rule
 * (core/reviews/wire.ts isReminderDue) and shows the Review dialog when USER_REVIEWS is on.
 */
import { and, desc, eq } from "drizzle-orm"
import { REVIEW_REMINDER, type ReminderValue } from "../../../core/reviews/wire.js"
import type { Db } from "../../db/connect.js"
import { userReviews, users } from "../../db/schema.js"

/** Days after the account opens before the first ask: long enough to have tried the product. */
export const REVIEW_FIRST_ASK_DAYS = 3
/** Days "not now" holds the question back. */
export const REVIEW_DEFER_DAYS = 14

export type ReviewAnswer =
  | { readonly outcome: "deferred" }
  | { readonly outcome: "completed"; readonly rating: number | null; readonly feedback: string | null }

export const recordReview = async (db: Db, userId: number, answer: ReviewAnswer, now: number): Promise<void> => {
  await db.insert(userReviews).values({
    userId,
    outcome: answer.outcome,
    rating: answer.outcome === "completed" ? answer.rating : null,
    // Blank feedback is no feedback.
    feedback: answer.outcome === "completed" && answer.feedback && answer.feedback.trim() !== "" ? answer.feedback.trim() : null,
    createdAt: new Date(now),
  })
}

/** The reminders running for the user (only the review reminder today), due or not. */
export const remindersOf = async (db: Db, userId: number): Promise<ReminderValue[]> => {
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId))
  if (!user) return []
  const [completed] = await db
    .select({ id: userReviews.id })
    .from(userReviews)
    .where(and(eq(userReviews.userId, userId), eq(userReviews.outcome, "completed")))
    .limit(1)
  if (completed) return []
  const [deferred] = await db
    .select({ at: userReviews.createdAt })
    .from(userReviews)
    .where(and(eq(userReviews.userId, userId), eq(userReviews.outcome, "deferred")))
    .orderBy(desc(userReviews.id))
    .limit(1)
  return [
    deferred
      ? { type: REVIEW_REMINDER, interval_starts_at: deferred.at.getTime(), interval_days: REVIEW_DEFER_DAYS }
      : { type: REVIEW_REMINDER, interval_starts_at: user.createdAt.getTime(), interval_days: REVIEW_FIRST_ASK_DAYS },
  ]
}
