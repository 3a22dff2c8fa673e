/**
 * The account area's calls (wire shapes in wire.ts; server side in server/http/routes/
 * verification.ts and account-preferences.ts). The document upload is not here: a file is not
 * JSON and never enters core; the shell's adapters/account/upload.ts sends it and reports back
 * with DocumentUploaded / DocumentUploadRefused.
 */
import { ACKNOWLEDGEMENT, completed, defineEndpoint, encodedBody, fixed, eventWith } from "../kernel/index.js"
import {
  AcceptTermsRequest, AcknowledgeRequest, ActiveSessions, Inbox, MarketingPreferences, PassthroughRequest, PassthroughResponse, PhoneCheckCodeRequest,
  PhoneCheckCodeResponse, PhoneOnFile, PhoneSendCodeRequest, PhoneSendCodeResponse, SessionsEnded, TermsState, VerificationState,
} from "./wire.js"

export const getVerification = defineEndpoint()({
  name: "getVerification", method: "GET", path: fixed("users/verification"),
  response: VerificationState, toEvent: eventWith("VerificationLoaded", "state"),
})

export const sendPhoneCode = defineEndpoint<PhoneSendCodeRequest>()({
  name: "sendPhoneCode", method: "POST", path: fixed("users/phone/send-code"),
  body: encodedBody(PhoneSendCodeRequest, (input: PhoneSendCodeRequest) => input),
  response: PhoneSendCodeResponse,
  toEvent: (sent, requestId) => ({ _tag: "PhoneCodeSent", requestId, expiresAt: sent.expires_at, resendAt: sent.resend_at, codeLength: sent.code_length }),
})

export const checkPhoneCode = defineEndpoint<{ readonly code: string }>()({
  name: "checkPhoneCode", method: "POST", path: fixed("users/phone/check-code"),
  body: encodedBody(PhoneCheckCodeRequest, (input: { readonly code: string }) => input),
  response: PhoneCheckCodeResponse, toEvent: (checked, requestId) => ({ _tag: "PhoneVerified", requestId, phone: checked.phone_number }),
})

export const getPhone = defineEndpoint()({
  name: "getPhone", method: "GET", path: fixed("users/phone"),
  response: PhoneOnFile, toEvent: eventWith("PhoneLoaded", "phone"),
})

export const getMarketingPreferences = defineEndpoint()({
  name: "getMarketingPreferences", method: "GET", path: fixed("users/marketing-preferences"),
  response: MarketingPreferences, toEvent: (preferences, requestId) => ({ _tag: "MarketingPreferencesLoaded", requestId, preferences, saved: false }),
})

export const saveMarketingPreferences = defineEndpoint<MarketingPreferences>()({
  name: "saveMarketingPreferences", method: "POST", path: fixed("users/marketing-preferences"),
  body: encodedBody(MarketingPreferences, (input: MarketingPreferences) => input),
  response: MarketingPreferences,
  cancelInFlight: true,
  toEvent: (preferences, requestId) => ({ _tag: "MarketingPreferencesLoaded", requestId, preferences, saved: true }),
})

export const getActiveSessions = defineEndpoint()({
  name: "getActiveSessions", method: "GET", path: fixed("sessions/active"),
  response: ActiveSessions, toEvent: (answer, requestId) => ({ _tag: "ActiveSessionsLoaded", requestId, sessions: answer.sessions }),
})

export const logOutOtherSessions = defineEndpoint()({
  name: "logOutOtherSessions", method: "POST", path: fixed("sessions/log-out-others"),
  response: SessionsEnded, toEvent: (answer, requestId) => ({ _tag: "OtherSessionsLoggedOut", requestId, ended: answer.ended }),
})

export const getInbox = defineEndpoint()({
  name: "getInbox", method: "GET", path: fixed("users/notifications"),
  response: Inbox, toEvent: (answer, requestId) => ({ _tag: "InboxLoaded", requestId, notifications: answer.notifications }),
})

export const acknowledgeInboxItem = defineEndpoint<{ readonly ack_id: string }>()({
  name: "acknowledgeInboxItem", method: "POST", path: fixed("users/notifications/acknowledge"),
  body: encodedBody(AcknowledgeRequest, (input: { readonly ack_id: string }) => input),
  response: ACKNOWLEDGEMENT, toEvent: completed("acknowledgeInboxItem"),
})

export const getTerms = defineEndpoint()({
  name: "getTerms", method: "GET", path: fixed("users/terms"),
  response: TermsState, toEvent: eventWith("TermsLoaded", "terms"),
})

export const acceptTerms = defineEndpoint<{ readonly version: string }>()({
  name: "acceptTerms", method: "POST", path: fixed("users/terms/accept"),
  body: encodedBody(AcceptTermsRequest, (input: { readonly version: string }) => input),
  response: TermsState, toEvent: eventWith("TermsLoaded", "terms"),
})

/** /auth/passthrough: spends a one-time link's token for a session and the page it names. */
export const spendPassthrough = defineEndpoint<{ readonly token: string }>()({
  name: "spendPassthrough", method: "POST", path: fixed("auth/passthrough"),
  body: encodedBody(PassthroughRequest, (input: { readonly token: string }) => input),
  response: PassthroughResponse,
  cancelInFlight: true,
  toEvent: (answer, requestId) => ({ _tag: "PassthroughSpent", requestId, token: answer.token, user: answer.user, target: answer.target }),
})

export const ACCOUNT_ENDPOINTS = {
  spendPassthrough,
  getVerification,
  sendPhoneCode,
  checkPhoneCode,
  getPhone,
  getMarketingPreferences,
  saveMarketingPreferences,
  getActiveSessions,
  logOutOtherSessions,
  getInbox,
  acknowledgeInboxItem,
  getTerms,
  acceptTerms,
}

