/**
 * The account's later rules (issue 15): the Review dialog and its reminder (spec §2.10, §5, §7),
 * the address lookup input (spec §2.10), profile changes (PUT users) and the affiliate call sent
 * only after registration, with marketing consent and a configured affiliate id (spec §7).
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { selectActiveModals } from "../../core/app/selectors.js"
import type { Command } from "../../core/kernel/index.js"
import type { SiteConfig } from "../../core/model/site.js"
import { isReminderDue, reviewBody, REVIEW_FEEDBACK_MAX_CHARS } from "../../core/reviews/index.js"
import { normalisePostcode } from "../../core/address/index.js"
import { aSiteConfig, appStarted, aUser, failed, harness, T0 } from "./harness.js"

const DAY = 24 * 60 * 60 * 1000
const calls = (cmds: ReadonlyArray<Command>) => cmds.flatMap((c) => (c._tag === "Call" ? [{ endpoint: c.endpoint, input: c.input, token: c.token }] : []))
const modalNames = (h: ReturnType<typeof harness>) => selectActiveModals(h.store.getState()).map((m) => m.name)

const started = (config: Partial<SiteConfig> = {}, search = "", path = "/") => {
  const h = harness()
  h.send(appStarted({ location: { path, search } }))
  h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig(config) })
  h.send({ _tag: "ConfigsLoaded", requestId: "r", configs: { countries: [] } })
  return h
}
const opened = (h: ReturnType<typeof harness>, via: "login" | "register" | "refresh" = "login") =>
  h.send({ _tag: "SessionOpened", requestId: "s", via, token: "tok", user: aUser({ session_expires_at: null }) })

const reviewsOn = { features: { ...aSiteConfig().features, USER_REVIEWS: true } }
const reminder = (startsAt: number, days: number) => ({ type: "review", interval_starts_at: startsAt, interval_days: days })

describe("the review reminder (spec §5: due when interval_starts_at plus interval_days is in the past)", () => {
  it.each([
    ["USER_REVIEWS on: a session opening asks for the reminders", reviewsOn, ["getReminders"]],
    ["USER_REVIEWS off: nothing is asked", {}, []],
  ] as const)("%s", (_name, config, expected) => {
    const h = started(config)
    expect(calls(opened(h)).map((c) => c.endpoint).filter((e) => e === "getReminders")).toEqual(expected)
  })

  it.each([
    ["due (started 4 days ago, 3-day interval) → Review queued", reminder(T0 - 4 * DAY, 3), true],
    ["not yet due (started 2 days ago, 3-day interval) → nothing", reminder(T0 - 2 * DAY, 3), false],
    ["exactly now is not in the past → nothing", reminder(T0 - 3 * DAY, 3), false],
    ["another type of reminder → nothing", { ...reminder(T0 - 30 * DAY, 3), type: "activity" }, false],
  ] as const)("%s", (_name, r, shown) => {
    const h = started(reviewsOn)
    opened(h)
    h.send({ _tag: "RemindersLoaded", requestId: "q", reminders: [r] })
    expect(modalNames(h).includes("Review")).toBe(shown)
  })

  it("is suppressed on a casino game page (queued, not shown) and shows once the bettor leaves it; once per session", () => {
    const h = started(reviewsOn, "", "/casino/game/starburst/player")
    opened(h)
    h.send({ _tag: "RemindersLoaded", requestId: "q", reminders: [reminder(T0 - 10 * DAY, 3)] })
    expect(modalNames(h)).not.toContain("Review")
    h.send({ _tag: "LocationChanged", location: { path: "/sports", search: "" } })
    expect(modalNames(h)).toContain("Review")
    // A session refresh answering the same due reminder does not queue a second one.
    h.send({ _tag: "RemindersLoaded", requestId: "q2", reminders: [reminder(T0 - 10 * DAY, 3)] })
    expect(h.store.getState().modals.low.filter((m) => m.name === "Review")).toHaveLength(1)
  })

  it("property: due exactly when the interval's end is before now", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: -1e10, max: 1e10 }), (start, days, offset) => {
        const end = start + days * DAY
        expect(isReminderDue({ type: "review", interval_starts_at: start, interval_days: days }, end + offset)).toBe(offset > 0)
      }),
    )
  })
})

describe("the Review dialog's answers (spec §7 users/reviews/deferred and completed)", () => {
  it("'Not now' sends deferred; 'Send' sends completed with the rating and the trimmed feedback; the phase follows the answer", () => {
    const h = started(reviewsOn)
    opened(h)
    expect(calls(h.send({ _tag: "ReviewDeferred" }))).toEqual([{ endpoint: "deferReview", input: {}, token: "tok" }])
    expect(h.store.getState().reviews.phase).toBe("sending")
    // A second press while sending sends nothing.
    expect(calls(h.send({ _tag: "ReviewSubmitted", rating: 5, feedback: "x" }))).toEqual([])
    h.send({ _tag: "CallCompleted", requestId: "x", endpoint: "deferReview" })
    expect(h.store.getState().reviews.phase).toBe("sent")
    expect(calls(h.send({ _tag: "ReviewSubmitted", rating: 4, feedback: "  Quick cash-outs.  " }))).toEqual([
      { endpoint: "completeReview", input: { rating: 4, feedback: "Quick cash-outs." }, token: "tok" },
    ])
    h.send(failed("completeReview", 400))
    expect(h.store.getState().reviews.phase).toBe("failed")
  })

  it("property: the completed body never carries what the server refuses (rating 1–5, feedback ≤ the limit)", () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -10, max: 10 }), { nil: null }), fc.string({ maxLength: 700 }), (rating, feedback) => {
        const body = reviewBody(rating, feedback)
        if (body.rating !== undefined) expect(body.rating >= 1 && body.rating <= 5).toBe(true)
        if (body.feedback !== undefined) {
          expect(body.feedback.length).toBeLessThanOrEqual(REVIEW_FEEDBACK_MAX_CHARS)
          expect(body.feedback.trim()).not.toBe("")
        }
      }),
    )
  })

  it("a visitor's answer sends nothing", () => {
    const h = started(reviewsOn)
    expect(calls(h.send({ _tag: "ReviewDeferred" }))).toEqual([])
  })
})

describe("the address lookup input (spec §2.10)", () => {
  it("looks a postcode up normalised, refuses what is not a postcode in place, and drops an answer for an older postcode", () => {
    const h = started()
    opened(h)
    expect(calls(h.send({ _tag: "AddressLookupRequested", postcode: "hello" }))).toEqual([])
    expect(h.store.getState().address.lookup.status).toBe("failed")
    expect(calls(h.send({ _tag: "AddressLookupRequested", postcode: "ec1a1bb" }))).toEqual([{ endpoint: "lookupAddress", input: { postcode: "EC1A 1BB" }, token: "tok" }])
    h.send({ _tag: "AddressLookupRequested", postcode: "M1 1AE" })
    const old = { address1: "12 King Street", address2: null, city: "London", postcode: "EC1A 1BB", country_code: "GB" }
    h.send({ _tag: "AddressesFound", requestId: "a", postcode: "EC1A 1BB", addresses: [old] })
    expect(h.store.getState().address.lookup).toMatchObject({ status: "searching", postcode: "M1 1AE", addresses: [] })
    const found = { address1: "3 Piccadilly Row", address2: null, city: "Manchester", postcode: "M1 1AE", country_code: "GB" }
    h.send({ _tag: "AddressesFound", requestId: "b", postcode: "M1 1AE", addresses: [found] })
    expect(h.store.getState().address.lookup).toMatchObject({ status: "found", addresses: [found] })
  })

  it("saves a complete address (trimmed, empty second line as null) and the saved user replaces the session's; refuses an incomplete one without a call", () => {
    const h = started()
    opened(h)
    expect(calls(h.send({ _tag: "AddressSubmitted", address: { address1: " ", address2: null, city: "Leeds", postcode: "LS1 4AP", country_code: "GB" } }))).toEqual([])
    expect(h.store.getState().address.save.status).toBe("failed")
    const sent = calls(h.send({ _tag: "AddressSubmitted", address: { address1: " 9 Park Row ", address2: " ", city: "Leeds", postcode: "ls14ap", country_code: "gb" } }))
    expect(sent).toEqual([{ endpoint: "saveAddress", input: { address1: "9 Park Row", address2: null, city: "Leeds", postcode: "LS1 4AP", country_code: "GB" }, token: "tok" }])
    const address = { id: 1, address1: "9 Park Row", address2: null, city: "Leeds", postcode: "LS1 4AP", country_code: "GB", created_at: T0 }
    h.send({ _tag: "AddressSaved", requestId: "s2", user: aUser({ session_expires_at: null, address }) })
    expect(h.store.getState().address.save.status).toBe("saved")
    expect(h.store.getState().session.user?.address).toEqual(address)
  })

  it.each([
    ["sw1a1aa", "SW1A 1AA"],
    [" M1 1AE ", "M1 1AE"],
    ["b338th", "B33 8TH"],
  ])("normalises %j to %j", (raw, normal) => expect(normalisePostcode(raw)).toBe(normal))
})

describe("profile changes (PUT users)", () => {
  it("sends only the fields changed, names trimmed", () => {
    const h = started()
    opened(h)
    const sent = calls(h.send({ _tag: "ProfileChangeSubmitted", changes: { default_vertical: "casino", hide_username: true, firstname: " Robin " } }))
    expect(sent).toEqual([{ endpoint: "updateUser", input: { default_vertical: "casino", hide_username: true, firstname: "Robin" }, token: "tok" }])
  })
})

describe("the affiliate call (spec §7: after registration, only with marketing consent and a configured affiliate id)", () => {
  const affiliateCalls = (cmds: ReadonlyArray<Command>) => calls(cmds).filter((c) => c.endpoint === "registerAffiliate")
  const withBtag = "?btag=a_77b_12c_"
  const referral = { btag: "a_77b_12c_", btag_referral_url: "/sports?btag=a_77b_12c_" }

  it.each([
    ["a referral, marketing consent and an affiliate id, after registration → sent once", { affiliate_id: "ia-1" }, withBtag, "register", true, [referral]],
    ["no affiliate id configured → not sent", { affiliate_id: null }, withBtag, "register", true, []],
    ["no marketing consent → not sent", { affiliate_id: "ia-1" }, withBtag, "register", false, []],
    ["no referral on the landing address → not sent", { affiliate_id: "ia-1" }, "", "register", true, []],
    ["a log-in, not a registration → not sent", { affiliate_id: "ia-1" }, withBtag, "login", true, []],
  ] as const)("%s", (_name, config, search, via, marketing, expected) => {
    const h = started({ ...config, consent_provider_id: "cmp-1" }, search, "/sports")
    h.send({ _tag: "ConsentGiven", categories: { necessary: true, analytics: true, marketing, statistics: true } })
    const sent = affiliateCalls(opened(h, via))
    expect(sent.map((c) => c.input)).toEqual(expected)
    if (expected.length === 0) return
    expect(sent[0]!.token).toBe("tok")
    // Never twice: another session opening sends nothing more.
    expect(affiliateCalls(opened(h, "register"))).toEqual([])
  })

  const earlier = { btag: "aff_earlier", btag_referral_url: "/casino?btag=aff_earlier" }
  it.each([
    ["a referral an earlier visit left in the cookie is sent at registration", "", JSON.stringify(earlier), [earlier]],
    ["this visit's landing referral wins over the cookie's", withBtag, JSON.stringify(earlier), [referral]],
    ["a cookie that is not JSON is no referral", "", "aff_earlier", []],
    ["a cookie without a btag is no referral", "", JSON.stringify({ btag_referral_url: "/" }), []],
    ["an empty btag is no referral", "", JSON.stringify({ btag: "", btag_referral_url: "/" }), []],
    ["a btag past the call's limit is no referral", "", JSON.stringify({ btag: "x".repeat(201), btag_referral_url: "/" }), []],
    ["no cookie, no landing referral: nothing", "", null, []],
  ] as const)("%s", (_name, search, cookie, expected) => {
    const h = harness()
    h.send(appStarted({ location: { path: "/sports", search }, storedAffiliate: cookie }))
    h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig({ affiliate_id: "ia-1" }) })
    expect(affiliateCalls(opened(h, "register")).map((c) => c.input)).toEqual(expected)
  })
})
