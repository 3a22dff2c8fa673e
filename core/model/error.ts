/** The error payload every failing call answers with (spec §3 "Error payload", §8). */
import { Schema } from "effect"
import { Money } from "./primitives.js"

export const ReachedLimit = Schema.Struct({
  type: Schema.String,
  source: Schema.String,
  window_days: Schema.Int,
  maximum_amount: Money,
  remaining_amount: Money,
})

export const ErrorPayload = Schema.Struct({
  public_message: Schema.optionalKey(Schema.NullOr(Schema.String)),
  message: Schema.optionalKey(Schema.NullOr(Schema.String)),
  message_key: Schema.optionalKey(Schema.NullOr(Schema.String)),
  reached_limits: Schema.optionalKey(Schema.Array(ReachedLimit)),
  status: Schema.optionalKey(Schema.Int),
  /** Per-field problems of a form, keyed by field name (registration, password change). */
  fields: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
  /** ODDSCHANGED: the legs whose prices moved (spec §8). */
  leg_id: Schema.optionalKey(Schema.Unknown),
  new_prices: Schema.optionalKey(Schema.Unknown),
})
export type ErrorPayload = typeof ErrorPayload.Type
