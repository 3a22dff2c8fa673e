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
import { boolean, check, customType, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core"
import { oneOf } from "./checks.js"
import { acknowledgeable, createdAt, instant, oneTimeUse, phoneNumber, updatedAt } from "./columns.js"
import { userKey, userOwned, userOwnedBig, userRef } from "./user-columns.js"

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  // postgres.js answers a Buffer, PGlite a Uint8Array: both are Uint8Array.
  fromDriver: (value) => new Uint8Array(value),
})

/** An identity document as stored after its checks: type from its bytes, metadata stripped. */
export const kycDocuments = pgTable("kyc_documents", {
  /** Random (uuid v4): a document id cannot be guessed from another one. */
  id: uuid("id").primaryKey(),
  userId: userRef(),
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
  createdAt: createdAt(),
  reviewedAt: instant("reviewed_at"),
}, (t) => [
  index("kyc_documents_user_idx").on(t.userId, t.createdAt),
  oneOf("kyc_documents_kind_check", t.kind, ["passport", "driving_licence", "identity_card", "proof_of_address"]),
  oneOf("kyc_documents_mime_check", t.mime, ["image/jpeg", "image/png", "application/pdf"]),
  oneOf("kyc_documents_status_check", t.status, ["pending", "approved", "rejected"]),
])

/** One row per user whose identity check started: where the check stands. */
export const kycCases = pgTable("kyc_cases", {
  userId: userKey(),
  /** none: nothing asked yet; pending: documents await review; more_requested / rejected: the bettor must upload; approved. */
  status: text("status").notNull(),
  /** 0 unverified, 1 identity verified (kyc_level_up moves it). */
  level: integer("level").notNull().default(0),
  /** What the operator told the bettor (reason of a rejection, what more is needed). */
  note: text("note"),
  updatedAt: updatedAt(),
}, (t) => [oneOf("kyc_cases_status_check", t.status, ["none", "pending", "more_requested", "rejected", "approved"])])

/** Append-only: every upload, refusal, operator look and decision, with who did it. */
export const kycAudit = pgTable("kyc_audit", {
  ...userOwnedBig(),
  documentId: uuid("document_id"),
  /** "user:<id>" or "operator". */
  actor: text("actor").notNull(),
  action: text("action").notNull(),
  detail: jsonb("detail"),
  at: instant("at").notNull(),
}, (t) => [index("kyc_audit_user_idx").on(t.userId, t.id)])

export const phoneNumbers = pgTable("phone_numbers", {
  userId: userKey(),
  ...phoneNumber(),
  verifiedAt: instant("verified_at"),
  updatedAt: updatedAt(),
})

/** One-time codes sent by SMS (to the outbox). Digest only; failures counted per code. */
export const phoneCodes = pgTable("phone_codes", {
  ...userOwned(),
  ...phoneNumber(),
  codeHash: text("code_hash").notNull(),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  ...oneTimeUse(),
}, (t) => [index("phone_codes_user_idx").on(t.userId, t.createdAt)])

/** Spec §7 users/marketing-preferences: sports and casino, each by sms and email. */
export const marketingPreferences = pgTable("marketing_preferences", {
  userId: userKey(),
  sportsEmail: boolean("sports_email").notNull(),
  sportsSms: boolean("sports_sms").notNull(),
  casinoEmail: boolean("casino_email").notNull(),
  casinoSms: boolean("casino_sms").notNull(),
  updatedAt: updatedAt(),
})

/** What the server pushed on `notification`: the inbox, read when acknowledged by ack_id. */
export const notifications = pgTable("notifications", {
  ...userOwnedBig(),
  ackId: text("ack_id").notNull(),
  type: text("type").notNull(),
  title: text("title"),
  message: text("message"),
  content: jsonb("content"),
  ...acknowledgeable(),
}, (t) => [uniqueIndex("notifications_ack_id_key").on(t.ackId), index("notifications_user_idx").on(t.userId, t.id)])

/** Terms the bettor accepted, with the version (spec §4 acceptance_notification). */
export const termsAcceptances = pgTable("terms_acceptances", {
  ...userOwned(),
  version: text("version").notNull(),
  acceptedAt: instant("accepted_at").notNull(),
}, (t) => [uniqueIndex("terms_acceptances_user_version_key").on(t.userId, t.version)])

/** /auth/passthrough: a signed one-time link that logs the bettor in and lands on `target`. */
export const passthroughLinks = pgTable("passthrough_links", {
  ...userOwned(),
  tokenHash: text("token_hash").notNull(),
  target: text("target").notNull(),
  ...oneTimeUse(),
}, (t) => [uniqueIndex("passthrough_links_token_hash_key").on(t.tokenHash)])
