/**
 * The account area's tables (migration 0010_account.sql): identity documents and their audit
 * trail, the verification case per user, phone numbers and their one-time codes, marketing
 * preferences by product and channel, the notifications inbox, accepted terms and one-time
 * passthrough links. Same conventions as schema.ts: instants from the injected clock, secrets only
 * as SHA-256 digests.
 *
 * Documents live in the database (bytea), never in a folder the web server serves: only the
 * operator routes read their content back (server/ops/kyc.ts), and every look is audited.
 */
import { sql } from "drizzle-orm"
import { bigserial, boolean, check, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core"
import { users } from "./base-schema.js"

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  // postgres.js answers a Buffer, PGlite a Uint8Array: both are Uint8Array.
  fromDriver: (value) => new Uint8Array(value),
})

/** An identity document as stored after its checks: type from its bytes, metadata stripped. */
export const kycDocuments = pgTable(
  "kyc_documents",
  {
    /** Random (uuid v4): a document id cannot be guessed from another one. */
    id: uuid("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    kind: text("kind").notNull(),
    /** From the magic bytes, never from the name or the declared Content-Type. */
    mime: text("mime").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** PDFs only. */
    pages: integer("pages"),
    /** Of the stored (stripped) bytes. */
    sha256: text("sha256").notNull(),
    content: bytea("content").notNull(),
    status: text("status").notNull(),
    reviewNote: text("review_note"),
    createdAt: instant("created_at").notNull(),
    reviewedAt: instant("reviewed_at"),
  },
  (t) => [
    index("kyc_documents_user_idx").on(t.userId, t.createdAt),
    check("kyc_documents_kind_check", sql`${t.kind} in ('passport', 'driving_licence', 'identity_card', 'proof_of_address')`),
    check("kyc_documents_mime_check", sql`${t.mime} in ('image/jpeg', 'image/png', 'application/pdf')`),
    check("kyc_documents_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
)

/** One row per user whose identity check started: where the check stands. */
export const kycCases = pgTable(
  "kyc_cases",
  {
    userId: integer("user_id").primaryKey().references(() => users.id),
    /** none: nothing asked yet; pending: documents await review; more_requested / rejected: the bettor must upload; approved. */
    status: text("status").notNull(),
    /** 0 unverified, 1 identity verified (kyc_level_up moves it). */
    level: integer("level").notNull().default(0),
    /** What the operator told the bettor (reason of a rejection, what more is needed). */
    note: text("note"),
    updatedAt: instant("updated_at").notNull(),
  },
  (t) => [check("kyc_cases_status_check", sql`${t.status} in ('none', 'pending', 'more_requested', 'rejected', 'approved')`)],
)

/** Append-only: every upload, refusal, operator look and decision, with who did it. */
export const kycAudit = pgTable(
  "kyc_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    documentId: uuid("document_id"),
    /** "user:<id>" or "operator". */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    detail: jsonb("detail"),
    at: instant("at").notNull(),
  },
  (t) => [index("kyc_audit_user_idx").on(t.userId, t.id)],
)

export const phoneNumbers = pgTable("phone_numbers", {
  userId: integer("user_id").primaryKey().references(() => users.id),
  dialCode: text("dial_code").notNull(),
  number: text("number").notNull(),
  verifiedAt: instant("verified_at"),
  updatedAt: instant("updated_at").notNull(),
})

/** One-time codes sent by SMS (to the outbox). Digest only; failures counted per code. */
export const phoneCodes = pgTable(
  "phone_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    dialCode: text("dial_code").notNull(),
    number: text("number").notNull(),
    codeHash: text("code_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    createdAt: instant("created_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [index("phone_codes_user_idx").on(t.userId, t.createdAt)],
)

/** Spec §7 users/marketing-preferences: sports and casino, each by sms and email. */
export const marketingPreferences = pgTable("marketing_preferences", {
  userId: integer("user_id").primaryKey().references(() => users.id),
  sportsEmail: boolean("sports_email").notNull(),
  sportsSms: boolean("sports_sms").notNull(),
  casinoEmail: boolean("casino_email").notNull(),
  casinoSms: boolean("casino_sms").notNull(),
  updatedAt: instant("updated_at").notNull(),
})

/** What the server pushed on `notification`: the inbox, read when acknowledged by ack_id. */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    ackId: text("ack_id").notNull(),
    type: text("type").notNull(),
    title: text("title"),
    message: text("message"),
    content: jsonb("content"),
    createdAt: instant("created_at").notNull(),
    acknowledgedAt: instant("acknowledged_at"),
  },
  (t) => [uniqueIndex("notifications_ack_id_key").on(t.ackId), index("notifications_user_idx").on(t.userId, t.id)],
)

/** Terms the bettor accepted, with the version (spec §4 acceptance_notification). */
export const termsAcceptances = pgTable(
  "terms_acceptances",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    version: text("version").notNull(),
    acceptedAt: instant("accepted_at").notNull(),
  },
  (t) => [uniqueIndex("terms_acceptances_user_version_key").on(t.userId, t.version)],
)

/** /auth/passthrough: a signed one-time link that logs the bettor in and lands on `target`. */
export const passthroughLinks = pgTable(
  "passthrough_links",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    tokenHash: text("token_hash").notNull(),
    target: text("target").notNull(),
    createdAt: instant("created_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [uniqueIndex("passthrough_links_token_hash_key").on(t.tokenHash)],
)
