/**
 * Wallet and cashier tables (issue 13).
 *
 * - `payments`: the operator's record of each deposit and withdrawal, keyed per user by the
 *   client's idempotency key. Its status only moves forward (see domain/payments/states.ts); the
 *   ledger movement of each step is posted in the same transaction as the status change.
 * - `provider_sessions`: the payment provider sandbox's own books (a hosted checkout or a payout).
 *   The sandbox stands in for a third party: it never reads `payments`, only the merchant ref.
 * - `provider_events`: webhook events received, by the provider's event id: a repeat is a no-op.
 * - `payment_methods`: what the bettor paid with (masked), newest last; removable (soft).
 * - `bonus_grants`: each bonus given, its remaining amount, wagering progress and expiry. The sum
 *   of `remaining` over a user's active grants of one kind equals that bonus ledger account.
 * - `bonus_choices`: the welcome bonus a bettor chose (sign-up or promo code), used at the first
 *   qualifying deposit.
 */
import { sql } from "drizzle-orm"
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core"
import { oneOf, positive } from "./checks.js"
import { createdAt, idempotency, instant, money, timestamps } from "./columns.js"
import { userKey, userOwned } from "./user-columns.js"

export const payments = pgTable("payments", {
  ...userOwned(),
  direction: text("direction").notNull(),
  method: text("method").notNull(),
  amount: money("amount").notNull(),
  currency: text("currency").notNull(),
  status: text("status").notNull(),
  ...idempotency(),
  providerRef: text("provider_ref"),
  /** Why the provider refused (card_declined, insufficient_funds, authentication_failed…). */
  failureReason: text("failure_reason"),
  /** Masked instrument once known: "Visa •••• 4242". */
  instrument: text("instrument"),
  bonusCode: text("bonus_code"),
  ...timestamps(),
}, (t) => [
  uniqueIndex("payments_user_key").on(t.userId, t.idempotencyKey),
  index("payments_user_idx").on(t.userId, t.id),
  oneOf("payments_direction_check", t.direction, ["deposit", "withdrawal"]),
  positive("payments_amount_positive", t.amount),
])

export const providerSessions = pgTable("provider_sessions", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  method: text("method").notNull(),
  amount: money("amount").notNull(),
  currency: text("currency").notNull(),
  merchantRef: text("merchant_ref").notNull(),
  status: text("status").notNull(),
  /** Where the hosted checkout sends the browser back (a path of the web app). */
  returnBase: text("return_base").notNull(),
  /** A bank transfer or payout settles by itself at this instant (injected clock). */
  settleAt: instant("settle_at"),
  instrument: text("instrument"),
  /** Events sent so far; each event carries its sequence so the merchant can order them. */
  sequence: integer("sequence").notNull().default(0),
  createdAt: createdAt(),
}, (t) => [index("provider_sessions_due_idx").on(t.status, t.settleAt)])

export const providerEvents = pgTable("provider_events", {
  eventId: text("event_id").primaryKey(),
  providerRef: text("provider_ref").notNull(),
  type: text("type").notNull(),
  sequence: integer("sequence").notNull(),
  receivedAt: instant("received_at").notNull(),
})

export const paymentMethods = pgTable("payment_methods", {
  ...userOwned(),
  method: text("method").notNull(),
  label: text("label").notNull(),
  createdAt: createdAt(),
  lastUsedAt: instant("last_used_at").notNull(),
  removedAt: instant("removed_at"),
}, (t) => [uniqueIndex("payment_methods_user_label").on(t.userId, t.method, t.label)])

export const bonusGrants = pgTable("bonus_grants", {
  ...userOwned(),
  /** bonus, deposit_bonus, referral_bonus, oddsboost_bonus, betxgety_bonus. */
  kind: text("kind").notNull(),
  code: text("code"),
  /** oddsboost_bonus only: the contract the boost is for. */
  contractId: text("contract_id"),
  amount: money("amount").notNull(),
  remaining: money("remaining").notNull(),
  wageringRequired: money("wagering_required").notNull(),
  wagered: money("wagered").notNull().default(0),
  /** active, converted, expired, spent. */
  status: text("status").notNull(),
  expiresAt: instant("expires_at").notNull(),
  createdAt: createdAt(),
  closedAt: instant("closed_at"),
}, (t) => [
  index("bonus_grants_user_idx").on(t.userId, t.status),
  check("bonus_grants_remaining_check", sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
])

export const bonusChoices = pgTable("bonus_choices", {
  userId: userKey(),
  code: text("code").notNull(),
  chosenAt: instant("chosen_at").notNull(),
  /** Set when the bonus was granted (one welcome bonus per person). */
  usedAt: instant("used_at"),
})
