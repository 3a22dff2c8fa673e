/** The referral page's data in core (issue 18): fetched only with a session, kept by request id, dropped when logged out. */
import { describe, expect, it } from "vitest"
import { appStarted, callsOf, harness } from "./harness.js"

const info = { code: "ABCD2345", link: "https://example.test/auth/signup?ref=ABCD2345", signed_up: 2, qualified: 1 }

describe("referral (rewards area)", () => {
  it("a bettor's referral page fetches their code once and keeps the answer of that request only", () => {
    const h = harness()
    h.send(appStarted({ storedToken: "tok" }))
    const calls = callsOf(h.send({ _tag: "ReferralOpened" }))
    expect(calls.map((c) => c.endpoint)).toEqual(["getReferral"])
    h.send({ _tag: "ReferralLoaded", requestId: "someone-else", referral: { ...info, code: "ZZZZZZZZ" } })
    expect(h.store.getState().rewards.referral).toBeNull()
    h.send({ _tag: "ReferralLoaded", requestId: calls[0]!.requestId, referral: info })
    expect(h.store.getState().rewards.referral).toEqual(info)
  })

  it("a visitor asks for nothing, and opening rewards logged out forgets the last bettor's code", () => {
    const h = harness()
    h.send(appStarted())
    expect(callsOf(h.send({ _tag: "ReferralOpened" }))).toEqual([])
    const s = harness()
    s.send(appStarted({ storedToken: "tok" }))
    const [call] = callsOf(s.send({ _tag: "ReferralOpened" }))
    s.send({ _tag: "ReferralLoaded", requestId: call!.requestId, referral: info })
    s.send({ _tag: "LogoutRequested", source: null })
    s.send({ _tag: "RewardsOpened", locale: "en-GB" })
    expect(s.store.getState().rewards.referral).toBeNull()
  })
})
