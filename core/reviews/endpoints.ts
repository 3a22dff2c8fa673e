/** The review calls (spec §7); wire shapes in wire.ts, server side in server/http/routes/account-extras.ts. */
import { ACKNOWLEDGEMENT, completed, defineEndpoint, encodedBody, fixed } from "../kernel/index.js"
import { RemindersResponse, ReviewCompletedRequest, ReviewDeferredRequest } from "./wire.js"

export const getReminders = defineEndpoint()({
  name: "getReminders", method: "GET", path: fixed("sessions/reminder"),
  response: RemindersResponse, toEvent: (answer, requestId) => ({ _tag: "RemindersLoaded", requestId, reminders: answer.reminders }),
})

export const deferReview = defineEndpoint()({
  name: "deferReview", method: "POST", path: fixed("users/reviews/deferred"),
  body: encodedBody(ReviewDeferredRequest, () => ({})),
  response: ACKNOWLEDGEMENT, toEvent: completed("deferReview"),
})

export const completeReview = defineEndpoint<ReviewCompletedRequest>()({
  name: "completeReview", method: "POST", path: fixed("users/reviews/completed"),
  body: encodedBody(ReviewCompletedRequest, (input: ReviewCompletedRequest) => input),
  response: ACKNOWLEDGEMENT, toEvent: completed("completeReview"),
})

export const REVIEWS_ENDPOINTS = { getReminders, deferReview, completeReview }
