/**
 * Payloads of the notification pushes (spec §3 "Notification", §4 "Notifications from the server").
 *
 * `notification`'s envelope is core/model/realtime.ts's NotificationPush; its `content` is left
 * open there and read here per type. `acceptance_notification` carries what the Acceptance modal
 * shows; the spec does not list its fields, so it is kept whole (any JSON object), with `ack_id`
 * read when present.
 */
import { Schema } from "effect"
import { ReachedLimit } from "../model/error.js"

/** The `content` of a `limits` notification: the limits now active, and what happened to them. */
export const LimitsContent = Schema.Struct({
  active_limits: Schema.optionalKey(Schema.NullOr(Schema.Array(ReachedLimit))),
  action_type: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type LimitsContent = typeof LimitsContent.Type

export { AcceptanceNotificationPush } from "../model/realtime.js"
