/**
 * The account area's events: what the bettor did on the account pages (past tense) and what the
 * server answered. Each carries `at`; answers carry their `requestId`.
 */
import { Schema } from "effect"
import { at, RequestId } from "../kernel/index.js"
import { ErrorPayload } from "../model/error.js"
import { User } from "../model/user.js"
import { REGISTRATION_FIELDS } from "../validation/registration.js"
import { ActiveSession, DocumentKind, DocumentSummary, InboxNotification, MarketingPreferences, PhoneOnFile, TermsState, VerificationState } from "./wire.js"

/** An account page was opened: it loads what it shows. */
export const AccountPageOpened = Schema.TaggedStruct("AccountPageOpened", {
  at,
  page: Schema.Literals(["hub", "verification", "upload", "notifications", "preferences", "security", "settings"]),
})
export const VerificationLoaded = Schema.TaggedStruct("VerificationLoaded", { at, requestId: RequestId, state: VerificationState })

/** The bettor chose a file (picker or camera) and sent it; the shell uploads it. */
export const DocumentUploadStarted = Schema.TaggedStruct("DocumentUploadStarted", { at, kind: DocumentKind, fileName: Schema.String, size: Schema.Int })
export const DocumentUploaded = Schema.TaggedStruct("DocumentUploaded", { at, document: DocumentSummary })
export const DocumentUploadRefused = Schema.TaggedStruct("DocumentUploadRefused", { at, status: Schema.Int, error: Schema.NullOr(ErrorPayload) })

export const PhoneCodeRequested = Schema.TaggedStruct("PhoneCodeRequested", { at, dialCode: Schema.String, number: Schema.String })
export const PhoneCodeSent = Schema.TaggedStruct("PhoneCodeSent", { at, requestId: RequestId, expiresAt: Schema.Finite, resendAt: Schema.Finite, codeLength: Schema.Int })
export const PhoneCodeEntered = Schema.TaggedStruct("PhoneCodeEntered", { at, code: Schema.String })
export const PhoneVerified = Schema.TaggedStruct("PhoneVerified", { at, requestId: RequestId, phone: Schema.Struct({ dial_code: Schema.String, number: Schema.String }) })
export const PhoneLoaded = Schema.TaggedStruct("PhoneLoaded", { at, requestId: RequestId, phone: PhoneOnFile })
/** The PhoneNumber dialog went back to entering a number (ResendCode, change number). */
export const PhoneEntryRestarted = Schema.TaggedStruct("PhoneEntryRestarted", { at })

export const MarketingPreferencesLoaded = Schema.TaggedStruct("MarketingPreferencesLoaded", {
  at,
  requestId: RequestId,
  preferences: MarketingPreferences,
  /** True when this is the answer to a save. */
  saved: Schema.Boolean,
})
export const MarketingPreferencesSubmitted = Schema.TaggedStruct("MarketingPreferencesSubmitted", {
  at,
  preferences: MarketingPreferences,
  /** Where the bettor chose: the preferences page, or the MarketingPreferencesReview dialog. */
  source: Schema.Literals(["preferences", "review", "opt_out"]),
})

export const ActiveSessionsLoaded = Schema.TaggedStruct("ActiveSessionsLoaded", { at, requestId: RequestId, sessions: Schema.Array(ActiveSession) })
export const OtherSessionsLogOutRequested = Schema.TaggedStruct("OtherSessionsLogOutRequested", { at })
export const OtherSessionsLoggedOut = Schema.TaggedStruct("OtherSessionsLoggedOut", { at, requestId: RequestId, ended: Schema.Int })

export const InboxLoaded = Schema.TaggedStruct("InboxLoaded", { at, requestId: RequestId, notifications: Schema.Array(InboxNotification) })
export const InboxItemOpened = Schema.TaggedStruct("InboxItemOpened", { at, ackId: Schema.String })

export const TermsLoaded = Schema.TaggedStruct("TermsLoaded", { at, requestId: RequestId, terms: TermsState })
export const TermsAccepted = Schema.TaggedStruct("TermsAccepted", { at, version: Schema.String })

/** The bettor pressed Continue on a sign-up step (signup-steps.ts checks it in place). Passwords are redacted in logs. */
export const SignupStepContinued = Schema.TaggedStruct("SignupStepContinued", {
  at,
  step: Schema.Literals(["account", "personal", "username", "marketing"]),
  ...REGISTRATION_FIELDS,
})

/** /auth/passthrough opened with its one-time token (redacted in exported logs). */
export const PassthroughOpened = Schema.TaggedStruct("PassthroughOpened", { at, token: Schema.String })
export const PassthroughSpent = Schema.TaggedStruct("PassthroughSpent", { at, requestId: RequestId, token: Schema.String, user: User, target: Schema.String })

export const ACCOUNT_EVENTS = [
  PassthroughOpened,
  PassthroughSpent,
  SignupStepContinued,
  AccountPageOpened,
  VerificationLoaded,
  DocumentUploadStarted,
  DocumentUploaded,
  DocumentUploadRefused,
  PhoneCodeRequested,
  PhoneCodeSent,
  PhoneCodeEntered,
  PhoneVerified,
  PhoneLoaded,
  PhoneEntryRestarted,
  MarketingPreferencesLoaded,
  MarketingPreferencesSubmitted,
  ActiveSessionsLoaded,
  OtherSessionsLogOutRequested,
  OtherSessionsLoggedOut,
  InboxLoaded,
  InboxItemOpened,
  TermsLoaded,
  TermsAccepted,
] as const

export type AccountEvent = (typeof ACCOUNT_EVENTS)[number]["Type"]
