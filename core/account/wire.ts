/**
 * Wire schemas of the account calls (identity documents, phone codes, marketing preferences,
 * active sessions, passthrough links, terms acceptance, the notifications inbox). The server
 * encodes its answers with them and the client decodes with them: one declaration per shape.
 */
import { Schema } from "effect"
import { Timestamp } from "../model/primitives.js"
import { User } from "../model/user.js"

export const DocumentKind = Schema.Literals(["passport", "driving_licence", "identity_card", "proof_of_address"])
export type DocumentKind = typeof DocumentKind.Type

export const DocumentMime = Schema.Literals(["image/jpeg", "image/png", "application/pdf"])

export const DocumentSummary = Schema.Struct({
  id: Schema.String,
  kind: DocumentKind,
  mime: DocumentMime,
  size_bytes: Schema.Int,
  pages: Schema.NullOr(Schema.Int),
  status: Schema.Literals(["pending", "approved", "rejected"]),
  review_note: Schema.NullOr(Schema.String),
  created_at: Timestamp,
})
export type DocumentSummary = typeof DocumentSummary.Type

export const KycStatus = Schema.Literals(["none", "pending", "more_requested", "rejected", "approved"])
export type KycStatus = typeof KycStatus.Type

/** GET users/verification: where the identity check stands and what the upload accepts. */
export const VerificationState = Schema.Struct({
  status: KycStatus,
  level: Schema.Int,
  note: Schema.NullOr(Schema.String),
  documents: Schema.Array(DocumentSummary),
  max_bytes: Schema.Int,
  max_pages: Schema.Int,
  accepted: Schema.Array(DocumentMime),
})
export type VerificationState = typeof VerificationState.Type

export const UploadedDocument = Schema.Struct({ document: DocumentSummary })

export const PhoneSendCodeRequest = Schema.Struct({
  /** "+44" */
  dial_code: Schema.String,
  number: Schema.String,
})
export type PhoneSendCodeRequest = typeof PhoneSendCodeRequest.Type
export const PhoneSendCodeResponse = Schema.Struct({
  expires_at: Timestamp,
  /** A new code may be asked for from then on. */
  resend_at: Timestamp,
  code_length: Schema.Int,
})
export const PhoneCheckCodeRequest = Schema.Struct({ code: Schema.String })
export const PhoneCheckCodeResponse = Schema.Struct({
  verified: Schema.Literal(true),
  phone_number: Schema.Struct({ dial_code: Schema.String, number: Schema.String }),
})

/** GET users/phone: the number on file, masked to its last 3 digits (spec §3). */
export const PhoneOnFile = Schema.Struct({
  phone_number: Schema.NullOr(Schema.Struct({ dial_code: Schema.String, number: Schema.String })),
  verified: Schema.Boolean,
})
export type PhoneOnFile = typeof PhoneOnFile.Type

export const ChannelChoice = Schema.Struct({ sms: Schema.Boolean, email: Schema.Boolean })
/** Spec §7 users/marketing-preferences: sports and casino, each with sms and email. */
export const MarketingPreferences = Schema.Struct({ sports: ChannelChoice, casino: ChannelChoice })
export type MarketingPreferences = typeof MarketingPreferences.Type

export const ActiveSession = Schema.Struct({
  id: Schema.String,
  created_at: Timestamp,
  expires_at: Timestamp,
  /** The session this request came with. */
  current: Schema.Boolean,
})
export type ActiveSession = typeof ActiveSession.Type
export const ActiveSessions = Schema.Struct({ sessions: Schema.Array(ActiveSession) })
export const SessionsEnded = Schema.Struct({ ended: Schema.Int })

export const PassthroughRequest = Schema.Struct({ token: Schema.String })
/** A session like POST sessions, plus the page the link lands on. */
export const PassthroughResponse = Schema.Struct({ token: Schema.String, user: User, target: Schema.String })

export const TermsState = Schema.Struct({
  current_version: Schema.String,
  accepted_version: Schema.NullOr(Schema.String),
  accepted_at: Schema.NullOr(Timestamp),
})
export const AcceptTermsRequest = Schema.Struct({ version: Schema.String })

export const InboxNotification = Schema.Struct({
  id: Schema.Int, type: Schema.String,
  title: Schema.NullOr(Schema.String), message: Schema.NullOr(Schema.String),
  ack_id: Schema.String,
  content: Schema.NullOr(Schema.Unknown),
  created_at: Timestamp, read: Schema.Boolean,
})
export type InboxNotification = typeof InboxNotification.Type
export const Inbox = Schema.Struct({ notifications: Schema.Array(InboxNotification) })
export const AcknowledgeRequest = Schema.Struct({ ack_id: Schema.String })
