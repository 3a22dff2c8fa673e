/**
 * Socket payloads (spec §7 "Realtime socket"). The client joins one control topic per connection,
 * `client:lobby`, and sends `authenticate`, `acknowledge`, `subscribe`, `unsubscribe` on it; server
 * pushes arrive on the same topic, the event name being the spec's channel name.
 */
import { Schema } from "effect"
import { User } from "./user.js"

export const CONTROL_TOPIC = "client:lobby"

export const SocketConnectParams = Schema.Struct({
  device_id: Schema.String,
  locale: Schema.String,
  authorization: Schema.Literal(false),
})
export const AuthenticatePayload = Schema.Struct({ token: Schema.NullOr(Schema.String) })
export const AcknowledgePayload = Schema.Struct({ ack_id: Schema.String })
export const SubscriptionPayload = Schema.Struct({
  channel: Schema.String,
  params: Schema.Record(Schema.String, Schema.Unknown),
})

/** Push `user`: the whole user, replacing the client's copy. */
export const UserPush = User
/** Push `maintenance`: the operator switched maintenance on or off. */
export const MaintenancePush = Schema.Struct({ active: Schema.Boolean })
export const NotificationPush = Schema.Struct({
  type: Schema.String,
  title: Schema.NullOr(Schema.String),
  message: Schema.NullOr(Schema.String),
  ack_id: Schema.String,
  content: Schema.optionalKey(Schema.NullOr(Schema.Unknown)),
})
/** Push `acceptance_notification`: opens the Acceptance modal with the payload as its props. */
export const AcceptanceNotificationPush = Schema.Record(Schema.String, Schema.Unknown)
export type AcceptanceNotificationPush = typeof AcceptanceNotificationPush.Type
