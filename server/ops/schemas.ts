/** Bodies of the operator routes (server/ops/routes.ts), shared with the ops CLI. */
import { Schema } from "effect"
import { Timestamp } from "../../core/model/primitives.js"

export const MaintenanceRequest = Schema.Struct({ active: Schema.Boolean })
export const MaintenanceState = Schema.Struct({ active: Schema.Boolean })

export const OutboxMail = Schema.Struct({
  id: Schema.Int,
  to: Schema.String,
  kind: Schema.String,
  subject: Schema.String,
  body: Schema.String,
  link: Schema.NullOr(Schema.String),
  created_at: Timestamp,
})
export const Outbox = Schema.Struct({ mails: Schema.Array(OutboxMail) })

export const Health = Schema.Struct({
  ok: Schema.Boolean,
  database: Schema.Literals(["pglite", "postgres"]),
  bus: Schema.Literals(["memory", "redis"]),
  maintenance: Schema.Boolean,
  socket_connections: Schema.Int,
  uptime_ms: Schema.Int,
})
