/**
 * Personalisation tracking events (spec §3 "Analytics tracking event", §7 POST
 * personalisation/tracking), re-exported by schema.ts. One row per event, as the client batched
 * them; `user_id` when the batch came with a live session, else null (anonymous visitors are
 * tracked too). `timestamp` is the client's instant; `received_at` the server clock's.
 */
import { index, integer, pgTable, text } from "drizzle-orm/pg-core"
import { users } from "./base-schema.js"
import { bigserialId, instant } from "./columns.js"

export const trackingEvents = pgTable("tracking_events", {
  id: bigserialId(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  brand: text("brand").notNull(),
  event: text("event").notNull(),
  page: text("page").notNull(),
  location: text("location"),
  position: integer("position"),
  itemId: text("item_id"),
  type: text("type"),
  gameId: text("game_id"),
  timestamp: instant("timestamp").notNull(),
  receivedAt: instant("received_at").notNull(),
}, (t) => [index("tracking_events_user_idx").on(t.userId), index("tracking_events_event_idx").on(t.event, t.receivedAt)])
