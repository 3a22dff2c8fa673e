/**
 * The identity check as the client sees it (spec §4), one row per state the server's review puts a
 * bettor in (server/domain/kyc/restriction-moves.ts) and per notification it pushes; the marketing
 * review trigger; and the account area's own rules (pages load what they show, the inbox, the
 * phone code, the upload's outcome, marketing preferences tracked).
 */
import { describe, expect, it } from "vitest"
import { selectActiveModals } from "../../core/app/selectors.js"
import type { Command } from "../../core/kernel/index.js"
import type { SiteConfig } from "../../core/model/site.js"
import type { User } from "../../core/model/user.js"
import { aSiteConfig, appStarted, aUser, callsOf, failed, harness } from "./harness.js"

const loggedIn = (config: Partial<SiteConfig> = {}, user: Partial<User> = {}) => {
  const h = harness()
  h.send(appStarted({ storedToken: "tok" }))
  h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig(config) })
  h.send({ _tag: "ConfigsLoaded", requestId: "r", configs: { countries: [] } })
  h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: aUser({ session_expires_at: null, ...user }) })
  return h
}

const modals = (h: ReturnType<typeof harness>) => selectActiveModals(h.store.getState()).map((m) => [m.name, m.props ?? null])
const acks = (cmds: ReadonlyArray<Command>) => cmds.flatMap((c) => (c._tag === "Acknowledge" ? [c.ackId] : []))
const account = (h: ReturnType<typeof harness>) => h.store.getState().account

describe("restriction → modal for each state of the identity check (spec §4 Restrictions)", () => {
  it.each([
    ["asked to verify before withdrawing (withdraw: verify) → Verification", { withdraw: { reason: "verify" } }, [["Verification", {}]]],
    ["documents being read (withdraw: pending) → Restriction carrying it", { withdraw: { reason: "pending" } }, [["Restriction", { restriction: { key: "withdraw", reason: "pending" } }]]],
    ["rejected / more asked (withdraw: upload_documents) → Verification of type upload_documents", { withdraw: { reason: "upload_documents" } }, [["Verification", { type: "upload_documents" }]]],
    ["full check asked (manual_kyc_required: verify) → Verification", { manual_kyc_required: { reason: "verify" } }, [["Verification", {}]]],
    ["full check pending (initial_kyc_pending: pending) → Restriction carrying it", { initial_kyc_pending: { reason: "pending" } }, [["Restriction", { restriction: { key: "initial_kyc_pending", reason: "pending" } }]]],
    ["full check rejected (manual_kyc_required: upload_documents) → Verification of type upload_documents", { manual_kyc_required: { reason: "upload_documents" } }, [["Verification", { type: "upload_documents" }]]],
    ["approved (no restrictions) → nothing", {}, []],
  ] as const)("%s", (_name, restrictions, expected) => {
    const h = loggedIn()
    h.send({ _tag: "UserPushed", user: aUser({ session_expires_at: null, restrictions }) })
    expect(modals(h)).toEqual(expected)
  })

  it("approval withdraws the Verification modal the restriction had opened", () => {
    const h = loggedIn({}, { restrictions: { withdraw: { reason: "verify" } } })
    expect(modals(h)).toEqual([["Verification", {}]])
    h.send({ _tag: "UserPushed", user: aUser({ session_expires_at: null, restrictions: {} }) })
    expect(modals(h)).toEqual([])
  })
})

describe("notification type → action for the review's pushes (spec §4 Notifications from the server)", () => {
  const push = (type: string) => ({ _tag: "NotificationPushed", notification: { type, title: "T", message: "M", ack_id: `ack-${type}`, content: null } }) as const
  it.each([
    ["verification_approved opens VerificationApproved (acknowledged on close)", "verification_approved", "VerificationApproved", false],
    ["upload_documents opens Verification of type upload_documents", "upload_documents", "Verification", false],
    ["kyc_level_up is acknowledged only", "kyc_level_up", null, true],
    ["kyc_action_required is acknowledged only", "kyc_action_required", null, true],
  ] as const)("%s", (_name, type, modal, ackedNow) => {
    const h = loggedIn()
    const cmds = h.send(push(type))
    expect(modals(h).map(([name]) => name)).toEqual(modal ? [modal] : [])
    expect(acks(cmds)).toEqual(ackedNow ? [`ack-${type}`] : [])
  })
})

describe("marketing review trigger (spec §4: marketing_preferences_review_needed, flag-gated, not closable)", () => {
  it.each([
    ["flag on, false → true: MarketingPreferencesReview, not closable", { MARKETING_PREFERENCES_AS_CHANNELS_UI: true }, false, true, true],
    ["flag off: nothing", {}, false, true, false],
    ["flag on, already true: nothing new", { MARKETING_PREFERENCES_AS_CHANNELS_UI: true }, true, true, true],
    ["flag on, true → false: nothing", { MARKETING_PREFERENCES_AS_CHANNELS_UI: true }, false, false, false],
  ] as const)("%s", (_name, features, before, after, shown) => {
    const h = loggedIn({ features }, { marketing_preferences_review_needed: before })
    h.send({ _tag: "UserPushed", user: aUser({ session_expires_at: null, marketing_preferences_review_needed: after }) })
    const review = selectActiveModals(h.store.getState()).find((m) => m.name === "MarketingPreferencesReview")
    expect(review !== undefined).toBe(shown)
    if (review) expect(review.closable).toBe(false)
  })

  it("saving from the review sends the choices and tracks the analytics event of spec §7", () => {
    const h = loggedIn()
    const prefs = { sports: { sms: true, email: false }, casino: { sms: false, email: true } }
    const cmds = h.send({ _tag: "MarketingPreferencesSubmitted", preferences: prefs, source: "review" })
    expect(callsOf(cmds).map((c) => c.endpoint)).toEqual(["saveMarketingPreferences"])
    expect(cmds.find((c) => c._tag === "Track")).toMatchObject({ event: { name: "marketing_preferences_updated", properties: { source: "review", sports_sms: true, casino_email: true } } })
    h.send({ _tag: "MarketingPreferencesLoaded", requestId: "x", preferences: prefs, saved: true })
    expect(account(h).marketing).toMatchObject({ status: "loaded", saving: false, saved: true, value: prefs })
  })
})

describe("the account area", () => {
  it.each([
    ["hub", ["getVerification"]],
    ["verification", ["getVerification"]],
    ["notifications", ["getInbox"]],
    ["preferences", ["getMarketingPreferences"]],
    ["security", ["getActiveSessions"]],
    ["settings", ["getPhone"]],
  ] as const)("opening %s loads %j once", (page, endpoints) => {
    const h = loggedIn()
    expect(callsOf(h.send({ _tag: "AccountPageOpened", page })).map((c) => c.endpoint)).toEqual(endpoints)
    expect(callsOf(h.send({ _tag: "AccountPageOpened", page }))).toEqual([])
  })

  it("logged out, pages load nothing", () => {
    const h = harness()
    h.send(appStarted())
    expect(callsOf(h.send({ _tag: "AccountPageOpened", page: "verification" }))).toEqual([])
  })

  it("a pushed notification joins the loaded inbox unread; opening it acknowledges it once", () => {
    const h = loggedIn()
    h.send({ _tag: "AccountPageOpened", page: "notifications" })
    h.send({ _tag: "InboxLoaded", requestId: "x", notifications: [] })
    h.send({ _tag: "NotificationPushed", notification: { type: "promo", title: "Hi", message: null, ack_id: "a1", content: null } })
    expect(account(h).inbox.value).toEqual([expect.objectContaining({ ack_id: "a1", read: false })])
    expect(callsOf(h.send({ _tag: "InboxItemOpened", ackId: "a1" })).map((c) => c.endpoint)).toEqual(["acknowledgeInboxItem"])
    expect(account(h).inbox.value![0]!.read).toBe(true)
    expect(callsOf(h.send({ _tag: "InboxItemOpened", ackId: "a1" }))).toEqual([])
  })

  it("phone: a code is sent, a wrong code shows the server's words in place, the right one verifies", () => {
    const h = loggedIn()
    expect(callsOf(h.send({ _tag: "PhoneCodeRequested", dialCode: "+44", number: "7700900123" })).map((c) => c.endpoint)).toEqual(["sendPhoneCode"])
    h.send({ _tag: "PhoneCodeSent", requestId: "x", expiresAt: 2, resendAt: 1, codeLength: 6 })
    expect(account(h).phone).toMatchObject({ phase: "code", codeLength: 6 })
    expect(callsOf(h.send({ _tag: "PhoneCodeEntered", code: "000000" })).map((c) => c.endpoint)).toEqual(["checkPhoneCode"])
    h.send(failed("checkPhoneCode", 422, { public_message: "That code is not right. 4 tries left." }))
    expect(account(h).phone).toMatchObject({ phase: "code", checking: false, error: { _tag: "Literal", text: "That code is not right. 4 tries left." } })
    h.send({ _tag: "PhoneCodeEntered", code: "123456" })
    h.send({ _tag: "PhoneVerified", requestId: "y", phone: { dial_code: "+44", number: "•••••••123" } })
    expect(account(h).phone).toEqual({ phase: "verified", number: "•••••••123" })
    expect(account(h).phoneOnFile.value).toEqual({ phone_number: { dial_code: "+44", number: "•••••••123" }, verified: true })
  })

  it("an accepted upload lands on the success page; a refused one keeps the server's reason", () => {
    const h = loggedIn()
    h.send({ _tag: "DocumentUploadStarted", kind: "passport", fileName: "p.jpg", size: 100 })
    expect(account(h).upload).toMatchObject({ phase: "uploading" })
    h.send({ _tag: "DocumentUploadRefused", status: 400, error: { public_message: "Please upload a photo (JPEG or PNG) or a PDF." } })
    expect(account(h).upload).toEqual({ phase: "refused", error: { _tag: "Literal", text: "Please upload a photo (JPEG or PNG) or a PDF." } })
    const document = { id: "d", kind: "passport", mime: "image/jpeg", size_bytes: 10, pages: null, status: "pending", review_note: null, created_at: 1 } as const
    const cmds = h.send({ _tag: "DocumentUploaded", document })
    expect(cmds).toContainEqual({ _tag: "Navigate", to: "/account/verification/success", replace: false })
  })

  it("log out everywhere else keeps only this session; logging out forgets the account's data", () => {
    const h = loggedIn()
    h.send({ _tag: "ActiveSessionsLoaded", requestId: "x", sessions: [{ id: "a", created_at: 1, expires_at: 2, current: true }, { id: "b", created_at: 1, expires_at: 2, current: false }] })
    expect(callsOf(h.send({ _tag: "OtherSessionsLogOutRequested" })).map((c) => c.endpoint)).toEqual(["logOutOtherSessions"])
    h.send({ _tag: "OtherSessionsLoggedOut", requestId: "y", ended: 1 })
    expect(account(h).sessions).toMatchObject({ value: [{ id: "a" }], ended: 1 })
  })
})

describe("/auth/passthrough (a one-time sign-in link)", () => {
  it("spends the token, logs the bettor in and lands on the link's page, after the login's own navigation", () => {
    const h = harness()
    h.send(appStarted({ location: { path: "/auth/passthrough", search: "?token=abc" } }))
    expect(callsOf(h.send({ _tag: "PassthroughOpened", token: "abc" })).map((c) => c.endpoint)).toEqual(["spendPassthrough"])
    const cmds = h.send({ _tag: "PassthroughSpent", requestId: "x", token: "tok", user: aUser({ session_expires_at: null }), target: "/account/verification" })
    expect(h.store.getState().session).toMatchObject({ status: "authenticated", token: "tok" })
    const navigations = cmds.flatMap((c) => (c._tag === "Navigate" ? [c.to] : []))
    expect(navigations.at(-1)).toBe("/account/verification")
  })

  it("a used or expired link says so", () => {
    const h = harness()
    h.send(appStarted())
    h.send({ _tag: "PassthroughOpened", token: "abc" })
    h.send(failed("spendPassthrough", 400, { public_message: "This link is no longer valid." }))
    expect(h.store.getState().account.passthrough).toBe("failed")
  })

  it("never lands on another site", () => {
    const h = harness()
    h.send(appStarted())
    const cmds = h.send({ _tag: "PassthroughSpent", requestId: "x", token: "tok", user: aUser({ session_expires_at: null }), target: "//evil.example/" })
    expect(cmds.flatMap((c) => (c._tag === "Navigate" ? [c.to] : []))).not.toContain("//evil.example/")
  })
})
