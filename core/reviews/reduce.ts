/**
 * Reviews (issue 15; spec §2.10 Review, §7 users/reviews/deferred and completed, GET
 * sessions/reminder, §5 "a reminder is due when interval_starts_at plus interval_days is in the
 * past").
 *
 * - When a session opens (log-in, sign-up, a stored session restored) and USER_REVIEWS is on, the
 *   reminders are asked for. A due `review` reminder queues the Review dialog (low-priority queue;
 *   core/modals/rules.ts holds it back on casino game pages and while a bet receipt shows), at
 *   most once per session.
 * - 'Not now' sends users/reviews/deferred; 'Send' sends users/reviews/completed with the rating
 *   and feedback. The phase is one value: idle → sending → sent | failed. Closing the dialog with
 *   neither answers nothing: the reminder stays due and asks again in a later session.
 * - The feedback is cut to REVIEW_FEEDBACK_MAX_CHARS and a rating outside 1–5 is dropped, so the
 *   call never carries what the server refuses.
 * - Logging out forgets the phase.
 */
import { call, type CallCompleted, type Reducer, type RequestFailed } from "../kernel/index.js"
import { selectFeatures, type FlagsRoot } from "../flags/index.js"
import { modalRequested } from "../modals/index.js"
import { selectToken, type SessionOpened, type SessionRoot } from "../session/index.js"
import { completeReview, deferReview, getReminders } from "./endpoints.js"
import type { ReviewsEvent } from "./events.js"
import { isReminderDue, REVIEW_FEEDBACK_MAX_CHARS, REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_REMINDER, type ReviewCompletedRequest } from "./wire.js"

export type ReviewPhase = "idle" | "sending" | "sent" | "failed"
export interface ReviewsState {
  readonly phase: ReviewPhase
}
export const initialReviews: ReviewsState = { phase: "idle" }

/** The feature flag of the Review dialog (spec §2.10). */
export const USER_REVIEWS_FLAG = "USER_REVIEWS"
/** ModalRequest.source and .once of the Review a reminder opens. */
export const REVIEW_REMINDER_SOURCE = "review-reminder"

type Root = SessionRoot & FlagsRoot
type Handled = ReviewsEvent | RequestFailed | CallCompleted | (typeof SessionOpened.Type) | { readonly _tag: "SessionEnded" }

/** The body of users/reviews/completed for what the bettor entered. */
export const reviewBody = (rating: number | null, feedback: string): ReviewCompletedRequest => {
  const text = feedback.trim().slice(0, REVIEW_FEEDBACK_MAX_CHARS)
  const rated = rating !== null && Number.isInteger(rating) && rating >= REVIEW_RATING_MIN && rating <= REVIEW_RATING_MAX
  return { ...(rated ? { rating } : {}), ...(text !== "" ? { feedback: text } : {}) }
}

export const reduceReviews: Reducer<ReviewsState, Handled, Root> = (state, event, ctx) => {
  switch (event._tag) {
    case "SessionOpened":
      if (selectFeatures(ctx.root)[USER_REVIEWS_FLAG] !== true) return [state, []]
      return [state, [call(getReminders, {} as never, ctx.nextId("reviews"), event.token)]]
    case "RemindersLoaded": {
      if (selectFeatures(ctx.root)[USER_REVIEWS_FLAG] !== true) return [state, []]
      const due = event.reminders.some((r) => r.type === REVIEW_REMINDER && isReminderDue(r, ctx.at))
      if (due) ctx.raise(modalRequested({ name: "Review", source: REVIEW_REMINDER_SOURCE, once: REVIEW_REMINDER_SOURCE }))
      return [state, []]
    }
    case "ReviewDeferred": {
      const token = selectToken(ctx.root)
      if (!token || state.phase === "sending") return [state, []]
      return [{ phase: "sending" }, [call(deferReview, {} as never, ctx.nextId("reviews"), token)]]
    }
    case "ReviewSubmitted": {
      const token = selectToken(ctx.root)
      if (!token || state.phase === "sending") return [state, []]
      return [{ phase: "sending" }, [call(completeReview, reviewBody(event.rating, event.feedback), ctx.nextId("reviews"), token)]]
    }
    case "CallCompleted":
      return event.endpoint === "deferReview" || event.endpoint === "completeReview" ? [{ phase: "sent" }, []] : [state, []]
    case "RequestFailed":
      return event.endpoint === "deferReview" || event.endpoint === "completeReview" ? [{ phase: "failed" }, []] : [state, []]
    case "SessionEnded":
      return [initialReviews, []]
    default:
      return [state, []]
  }
}
