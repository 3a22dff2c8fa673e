/**
 * The accounts, sessions and ledger tables every domain builds on (drizzle). Each domain's own tables
 * live in `<domain>-schema.ts` and import from here; server/db/schema.ts gathers them all, so no
 * schema file imports the one that re-exports it.
 *
 * Conventions:
 * - Instants are `timestamptz`, written from the server's injected clock (never the database's
 *   `now()`), so that tests which move the clock see consistent expiries.
 * - Money is `bigint` minor units, read back as JS numbers (safe far beyond any real balance).
 * - Secrets (session tokens, e-mail tokens) are stored only as SHA-256 hex digests: a leaked
 *   database does not hand out live sessions or reset links.
 * - Ledger invariants that a CHECK cannot express (entries net to zero per transaction, user
 *   accounts never negative, entries are append-only) are enforced by triggers in the custom
 *   migration `0001_ledger_invariants.sql`.
 */
import { sql } from "drizzle-orm"
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core"
import { oneOf } from "./checks.js"
import { bigId, bigserialId, createdAt, idempotency, instant, keyValue, money, oneTimeUse, serialId, timestamps } from "./columns.js"

export const users = pgTable("users", {
  id: serialId(),
  email: text("email").notNull(),
  username: text("username").notNull(),
  /** PHC string of argon2id (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`). */
  passwordHash: text("password_hash").notNull(),
  firstname: text("firstname").notNull(),
  lastname: text("lastname").notNull(),
  /** Calendar date, ISO `YYYY-MM-DD`; the wire shows dd/mm/yyyy. */
  dob: date("dob", { mode: "string" }).notNull(),
  locale: text("locale").notNull(),
  /** unconfirmed until the e-mail link is followed, then active. */
  status: text("status").notNull(),
  emailConfirmed: boolean("email_confirmed").notNull().default(false),
  oddsFormat: text("odds_format").notNull().default("decimal"),
  defaultVertical: text("default_vertical"),
  hideUsername: boolean("hide_username").notNull().default(false),
  marketingOptIn: boolean("marketing_opt_in").notNull().default(false),
  marketingPreferencesReviewNeeded: boolean("marketing_preferences_review_needed").notNull().default(false),
  casinoQuickAccessEnabled: boolean("casino_quick_access_enabled").notNull().default(false),
  /** Seconds; null means the spec's default of 3600. */
  realityCheckInterval: integer("reality_check_interval"),
  brand: text("brand").notNull(),
  countryCode: text("country_code").notNull(),
  currency: text("currency").notNull(),
  ...timestamps(),
}, (t) => [
  // Uniqueness is case-insensitive: Ana@x and ana@x are one mailbox, Bob and bob one name.
  uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
  uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
  oneOf("users_status_check", t.status, ["unconfirmed", "active", "suspended"]),
  oneOf("users_odds_format_check", t.oddsFormat, ["decimal", "fractional"]),
])

export const sessions = pgTable("sessions", {
  /** Public id (User.session_id); the bearer token itself is never stored. */
  id: uuid("id").primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id),
  tokenHash: text("token_hash").notNull(),
  createdAt: createdAt(),
  expiresAt: instant("expires_at").notNull(),
  revokedAt: instant("revoked_at"),
}, (t) => [uniqueIndex("sessions_token_hash_key").on(t.tokenHash), index("sessions_user_id_idx").on(t.userId)])

export const emailTokens = pgTable("email_tokens", {
  id: serialId(),
  userId: integer("user_id").notNull().references(() => users.id),
  purpose: text("purpose").notNull(),
  tokenHash: text("token_hash").notNull(),
  ...oneTimeUse(),
}, (t) => [
  uniqueIndex("email_tokens_token_hash_key").on(t.tokenHash),
  oneOf("email_tokens_purpose_check", t.purpose, ["confirm_email", "reset_password"]),
])

/** Mail the server would send. Nothing leaves the machine; ops and tests read it here. */
export const mailOutbox = pgTable("mail_outbox", {
  id: serialId(),
  userId: integer("user_id").references(() => users.id),
  toAddress: text("to_address").notNull(),
  kind: text("kind").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  link: text("link"),
  createdAt: createdAt(),
}, (t) => [index("mail_outbox_to_idx").on(sql`lower(${t.toAddress})`, t.id)])

/**
 * Login attempts, for the rate limit. In the database rather than in memory so that several server
 * processes behind a load balancer share one count.
 */
export const loginAttempts = pgTable("login_attempts", {
  id: bigserialId(),
  /** Lower-cased e-mail as typed, whether or not an account has it. */
  email: text("email").notNull(),
  ip: text("ip").notNull(),
  succeeded: boolean("succeeded").notNull(),
  attemptedAt: instant("attempted_at").notNull(),
}, (t) => [
  index("login_attempts_email_idx").on(t.email, t.attemptedAt),
  index("login_attempts_ip_idx").on(t.ip, t.attemptedAt),
])

/** Operator switches (maintenance, …), one JSON value per key. */
export const siteSettings = pgTable("site_settings", {
  ...keyValue(),
})

/**
 * Double-entry ledger. An account is a user's cash or a house account (the counterparty of
 * opening balances, deposits, stakes…). House accounts may go negative; user accounts may not.
 */
export const ledgerAccounts = pgTable("ledger_accounts", {
  id: serialId(),
  /** Stable name: `user:<id>:cash`, `house:funding:gbp`. */
  code: text("code").notNull(),
  kind: text("kind").notNull(),
  userId: integer("user_id").references(() => users.id),
  currency: text("currency").notNull(),
  mayGoNegative: boolean("may_go_negative").notNull(),
  /**
   * The sum of the account's entries, kept by a trigger on ledger_entries (migration 0021) for the
   * accounts that may not go negative, so the balance check under the account's lock reads one row
   * instead of summing its history. House accounts keep 0 here: every movement touches one, and
   * updating its row would serialise them all (their balances are summed when asked for).
   */
  balance: money("balance").notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("ledger_accounts_code_key").on(t.code),
  oneOf("ledger_accounts_kind_check", t.kind, ["user_cash", "house"]),
  // Only house accounts may be overdrawn, and a user account always names its user.
  check("ledger_accounts_user_check", sql`(${t.kind} = 'house') = (${t.userId} is null)`),
  check("ledger_accounts_negative_check", sql`${t.mayGoNegative} = (${t.kind} = 'house')`),
])

export const ledgerTransactions = pgTable("ledger_transactions", {
  id: bigserialId(),
  /** Client- or server-chosen key: posting twice with the same key records one movement. */
  ...idempotency(),
  kind: text("kind").notNull(),
  memo: text("memo"),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("ledger_transactions_idempotency_key").on(t.idempotencyKey)])

export const ledgerEntries = pgTable("ledger_entries", {
  id: bigserialId(),
  transactionId: bigId("transaction_id").notNull().references(() => ledgerTransactions.id),
  accountId: integer("account_id").notNull().references(() => ledgerAccounts.id),
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: money("amount").notNull(),
}, (t) => [
  index("ledger_entries_account_idx").on(t.accountId),
  index("ledger_entries_transaction_idx").on(t.transactionId),
  check("ledger_entries_amount_nonzero", sql`${t.amount} <> 0`),
])
