/** Reviews and the review reminder (issue 15): the area. See reduce.ts for its rules. */
import { defineArea, tagsOf } from "../kernel/index.js"
import { REVIEWS_ENDPOINTS } from "./endpoints.js"
import { REVIEWS_EVENTS } from "./events.js"
import { initialReviews, reduceReviews, type ReviewsState } from "./reduce.js"

export const reviews = defineArea({
  key: "reviews", initial: initialReviews, reduce: reduceReviews, events: REVIEWS_EVENTS,
  endpoints: REVIEWS_ENDPOINTS,
  handles: [...tagsOf(REVIEWS_EVENTS), "CallCompleted", "RequestFailed", "SessionOpened", "SessionEnded"],
})

export type ReviewsRoot = { readonly reviews: ReviewsState }
export const selectReviewPhase = (s: ReviewsRoot) => s.reviews.phase

export * from "./events.js"
export { REVIEW_REMINDER_SOURCE, USER_REVIEWS_FLAG, initialReviews, reviewBody, type ReviewPhase, type ReviewsState } from "./reduce.js"
export { isReminderDue, REVIEW_FEEDBACK_MAX_CHARS, REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_REMINDER } from "./wire.js"
