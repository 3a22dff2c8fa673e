/**
 * Virtual sports (issue 17), re-exported by schema.ts: every scheduled event with its card (runners
 * or teams), its result and animation plan once it has gone off, and when it was settled. The live
 * catalogue rows (markets, selections) are rebuilt from the card on restart; bets and results use
 * the sportsbook's tables (bets, selection_results) like any other selection.
 */
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core"
import { createdAt, instant } from "./columns.js"

export const virtualEvents = pgTable("virtual_events", {
  /** The event's match id (800,000,000 + seq). */
  id: integer("id").primaryKey(),
  seq: integer("seq").notNull().unique(),
  kind: text("kind").notNull(),
  offAt: instant("off_at").notNull(),
  endAt: instant("end_at").notNull(),
  /** upcoming, live, ended */
  status: text("status").notNull(),
  card: jsonb("card").notNull(),
  /** Drawn at the off. */
  result: jsonb("result"),
  plan: jsonb("plan"),
  settledAt: instant("settled_at"),
  createdAt: createdAt(),
}, (t) => [index("virtual_events_kind_off_idx").on(t.kind, t.offAt)])
