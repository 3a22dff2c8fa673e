/** What the account pages read. Selectors return slices of state (stable between unrelated events). */
import type { AccountState } from "./reduce.js"

export type AccountRoot = { readonly account: AccountState }

export const selectVerification = (s: AccountRoot) => s.account.verification
export const selectUpload = (s: AccountRoot) => s.account.upload
export const selectPhone = (s: AccountRoot) => s.account.phone
export const selectPhoneOnFile = (s: AccountRoot) => s.account.phoneOnFile
export const selectMarketing = (s: AccountRoot) => s.account.marketing
export const selectActiveSessions = (s: AccountRoot) => s.account.sessions
export const selectInbox = (s: AccountRoot) => s.account.inbox
export const selectTerms = (s: AccountRoot) => s.account.terms
/** The last sign-up step checked in place (signup-steps.ts). */
export const selectSignupStep = (s: AccountRoot) => s.account.signupStep
export const selectPassthrough = (s: AccountRoot) => s.account.passthrough
/** Unread notifications in the inbox (the hub's badge). */
export const selectUnreadCount = (s: AccountRoot): number => (s.account.inbox.value ?? []).filter((n) => !n.read).length
