/** The Review dialog's events: the reminders the server answered and what the bettor chose. */
import { Schema } from "effect"
import { at, RequestId } from "../kernel/index.js"
import { Reminder } from "../model/user.js"

export const RemindersLoaded = Schema.TaggedStruct("RemindersLoaded", { at, requestId: RequestId, reminders: Schema.Array(Reminder) })
/** 'Not now' in the Review dialog. */
export const ReviewDeferred = Schema.TaggedStruct("ReviewDeferred", { at })
/** 'Send' in the Review dialog: a rating of 1–5 (null when none was chosen) and the feedback typed. */
export const ReviewSubmitted = Schema.TaggedStruct("ReviewSubmitted", { at, rating: Schema.NullOr(Schema.Int), feedback: Schema.String })

export const REVIEWS_EVENTS = [RemindersLoaded, ReviewDeferred, ReviewSubmitted] as const
export type ReviewsEvent = (typeof REVIEWS_EVENTS)[number]["Type"]
