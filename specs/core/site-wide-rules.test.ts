/**
 * Site-wide rules of spec §4/§8/§9 written in core: cookie consent, the 1023 px breakpoint,
 * chunk-load errors, personalisation tracking batches. Table tests for the spec's sentences and
 * property tests for the invariants, on the simulated clock.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Command } from "../../core/app/commands.js"
import type { EventInput } from "../../core/app/events.js"
import {
  AFFILIATE_COOKIE, AFFILIATE_COOKIE_DAYS, ALL_GRANTED, affiliateCookieCommands, consentPlan, LOCALE_COOKIE, LOCALE_COOKIE_DAYS,
  NONE_GRANTED, referralOf,
} from "../../core/consent/consent.js"
import { deviceOfWidth, MOBILE_BREAKPOINT_PX } from "../../core/device/device.js"
import { CHUNK_RELOAD_DELAY_MS, CHUNK_RELOAD_MIN_INTERVAL_MS, CHUNK_RELOAD_TIMER, mayForceReload } from "../../core/chunks/chunks.js"
import { TRACKING_BATCH_DELAY_MS, TRACKING_TIMER, type TrackingInput } from "../../core/analytics/tracking.js"
import { aSiteConfig, appStarted, harness, T0 } from "./harness.js"

const configLoaded = (consent_provider_id: string | null): EventInput =>
  ({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig({ consent_provider_id }) })
const cookies = (cmds: ReadonlyArray<Command>) => cmds.filter((c) => c._tag === "SetCookie")

describe("cookie consent (spec §4)", () => {
  it.each([
    ["a consent provider id is configured and not prerendered → the consent script loads", "cb-123", false, { _tag: "LoadConsentScript", providerId: "cb-123" }],
    ["a provider id but prerendered → all categories granted", "cb-123", true, { _tag: "GrantAll" }],
    ["no provider id → all categories granted", null, false, { _tag: "GrantAll" }],
    ["a blank provider id counts as none", "  ", false, { _tag: "GrantAll" }],
  ] as const)("%s", (_rule, providerId, prerendered, plan) => {
    expect(consentPlan(providerId, prerendered)).toEqual(plan)
  })

  it("without a provider, necessary, analytics, marketing and statistics are all granted when the config arrives", () => {
    const h = harness()
    h.send(appStarted())
    h.send(configLoaded(null))
    expect(h.store.getState().consent).toMatchObject({ status: "decided", granted: ALL_GRANTED })
  })

  it("with a provider, LoadConsentScript once; nothing is granted until the provider answers", () => {
    const h = harness()
    h.send(appStarted())
    expect(h.send(configLoaded("cb-1"))).toContainEqual({ _tag: "LoadConsentScript", providerId: "cb-1" })
    expect(h.store.getState().consent.granted).toEqual(NONE_GRANTED)
    expect(h.send(configLoaded("cb-1")).filter((c) => c._tag === "LoadConsentScript")).toEqual([])
    h.send({ _tag: "ConsentGiven", categories: { necessary: true, analytics: true, marketing: false, statistics: true } })
    expect(h.store.getState().consent).toMatchObject({ status: "decided", granted: { marketing: false, analytics: true } })
  })

  it("prerendered pages never load the consent script", () => {
    const h = harness()
    h.send(appStarted({ prerendered: true }))
    expect(h.send(configLoaded("cb-1")).filter((c) => c._tag === "LoadConsentScript")).toEqual([])
    expect(h.store.getState().consent.granted).toEqual(ALL_GRANTED)
  })

  it("the locale cookie is written at start for 365 days", () => {
    const h = harness()
    expect(cookies(h.send(appStarted({ locale: "pt-BR" })))).toEqual([{ _tag: "SetCookie", name: LOCALE_COOKIE, value: "pt-BR", maxAgeDays: 365 }])
    expect(LOCALE_COOKIE_DAYS).toBe(365)
  })

  it("affiliate cookie saved only with marketing consent, for 365 days", () => {
    const h = harness()
    h.send(appStarted({ location: { path: "/sports", search: "?btag=aff-9&x=1" } }))
    h.send(configLoaded("cb-1"))
    expect(cookies(h.send({ _tag: "ConsentGiven", categories: { ...ALL_GRANTED, marketing: false } }))).toEqual([])
    expect(cookies(h.send({ _tag: "ConsentGiven", categories: ALL_GRANTED }))).toEqual([{
      _tag: "SetCookie", name: AFFILIATE_COOKIE, maxAgeDays: AFFILIATE_COOKIE_DAYS,
      value: JSON.stringify({ btag: "aff-9", btag_referral_url: "/sports?btag=aff-9&x=1" }),
    }])
    expect(AFFILIATE_COOKIE_DAYS).toBe(365)
    // Written once: the referral is done.
    expect(cookies(h.send({ _tag: "ConsentGiven", categories: ALL_GRANTED }))).toEqual([])
  })

  it("without a provider the affiliate cookie is saved when the config grants everything", () => {
    const h = harness()
    h.send(appStarted({ location: { path: "/", search: "?btag=b1" } }))
    expect(cookies(h.send(configLoaded(null)))).toMatchObject([{ name: AFFILIATE_COOKIE }])
  })

  it("no btag, no referral", () => {
    expect(referralOf("/", "?x=1")).toBeNull()
    expect(referralOf("/", "?btag=")).toBeNull()
  })

  it("property: the affiliate cookie is never written without marketing consent", () => {
    const categories = fc.record({ necessary: fc.boolean(), analytics: fc.boolean(), marketing: fc.boolean(), statistics: fc.boolean() })
    fc.assert(fc.property(fc.option(fc.constantFrom("b1", "b2")), fc.option(fc.constantFrom("cb", null)), fc.array(categories, { maxLength: 5 }),
      (btag, provider, answers) => {
        const h = harness()
        h.send(appStarted({ location: { path: "/", search: btag ? `?btag=${btag}` : "" } }))
        const all = [...h.send(configLoaded(provider ?? null))]
        let marketing = h.store.getState().consent.granted.marketing
        const written = cookies(all).filter((c) => c._tag === "SetCookie" && c.name === AFFILIATE_COOKIE).length
        let total = written
        if (written > 0) expect(marketing).toBe(true)
        for (const a of answers) {
          const w = cookies(h.send({ _tag: "ConsentGiven", categories: a })).length
          marketing = a.marketing
          if (w > 0) expect(marketing).toBe(true)
          total += w
        }
        expect(total).toBeLessThanOrEqual(btag ? 1 : 0)
      }))
  })

  it("affiliateCookieCommands: nothing without marketing or without a referral", () => {
    const referral = { btag: "b", btag_referral_url: "/?btag=b" }
    expect(affiliateCookieCommands(NONE_GRANTED, referral)).toEqual([])
    expect(affiliateCookieCommands(ALL_GRANTED, null)).toEqual([])
    expect(affiliateCookieCommands(ALL_GRANTED, referral)).toHaveLength(1)
  })
})

describe("device (spec §9: width up to 1023 px is mobile, wider is desktop)", () => {
  it.each([[320, "mobile"], [1023, "mobile"], [1024, "desktop"], [1440, "desktop"], [0, "mobile"]] as const)("%i px → %s", (width, device) => {
    expect(deviceOfWidth(width)).toBe(device)
  })

  it("property: mobile exactly when width ≤ 1023", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), (w) => {
      expect(deviceOfWidth(w) === "mobile").toBe(w <= MOBILE_BREAKPOINT_PX)
    }))
  })

  it("ViewportMeasured sets the device class", () => {
    const h = harness()
    h.send({ _tag: "ViewportMeasured", width: 390 })
    expect(h.store.getState().device).toEqual({ device: "mobile", width: 390 })
    h.send({ _tag: "ViewportMeasured", width: 1440 })
    expect(h.store.getState().device.device).toBe("desktop")
  })
})

describe("chunk-load errors (spec §4, §8, §9: reload after 3 s, at most once per 60 s)", () => {
  const failed: EventInput = { _tag: "ChunkLoadFailed", chunk: "account" }

  it("snackbar 'Error' with the spec's text, then a reload after 3 s that stores its time", () => {
    const h = harness()
    h.send(appStarted())
    expect(h.send(failed)).toContainEqual({ _tag: "StartTimer", id: CHUNK_RELOAD_TIMER, fireAt: T0 + CHUNK_RELOAD_DELAY_MS })
    expect(h.store.getState().snackbars.at(-1)).toMatchObject({
      type: "error", title: { _tag: "Message", id: "error.title" }, text: { _tag: "Message", id: "error.chunk.text" },
    })
    expect(h.advance(2_999)).toEqual([])
    expect(h.advance(1).filter((c) => c._tag !== "StartTimer" && c._tag !== "CancelTimer")).toEqual([
      { _tag: "Persist", key: "lastForcedReload", value: String(T0 + 3_000) },
      { _tag: "Reload" },
    ])
  })

  it.each([
    ["never reloaded → reload", null, 0, true],
    ["last forced reload 60 s ago → reload", T0 - 60_000, 0, true],
    ["last forced reload 59 s ago → no reload", T0 - 59_000, 0, false],
  ] as const)("%s", (_rule, stored, _x, reloads) => {
    const h = harness()
    h.send(appStarted({ storedLastForcedReload: stored }))
    h.send(failed)
    expect(h.store.getState().snackbars).toHaveLength(1)
    expect(h.advance(5_000).some((c) => c._tag === "Reload")).toBe(reloads)
  })

  it("mayForceReload is the 60 s rule", () => {
    expect(mayForceReload(null, T0)).toBe(true)
    expect(mayForceReload(T0 - CHUNK_RELOAD_MIN_INTERVAL_MS, T0)).toBe(true)
    expect(mayForceReload(T0 - CHUNK_RELOAD_MIN_INTERVAL_MS + 1, T0)).toBe(false)
  })

  it("property: forced reloads are never less than 60 s apart, each stored before it happens", () => {
    fc.assert(fc.property(fc.option(fc.integer({ min: 0, max: 120_000 })), fc.array(fc.integer({ min: 0, max: 40_000 }), { minLength: 1, maxLength: 12 }),
      (storedAgo, gaps) => {
        const h = harness()
        const stored = storedAgo === null ? null : T0 - storedAgo
        h.send(appStarted({ storedLastForcedReload: stored }))
        for (const gap of gaps) {
          h.advance(gap)
          h.send(failed)
        }
        h.advance(10_000)
        // Each forced reload stores its time just before reloading.
        const stamps = h.commands.flatMap((c) => (c._tag === "Persist" && c.key === "lastForcedReload" ? [Number(c.value)] : []))
        expect(stamps).toHaveLength(h.commands.filter((c) => c._tag === "Reload").length)
        const reloads = stored === null ? stamps : [stored, ...stamps]
        for (let i = 1; i < reloads.length; i++) expect(reloads[i]! - reloads[i - 1]!).toBeGreaterThanOrEqual(CHUNK_RELOAD_MIN_INTERVAL_MS)
      }))
  })
})

describe("personalisation tracking (spec §7: batched after 500 ms of quiet or on route change; failures ignored)", () => {
  const tracking = (id: string): TrackingInput => ({ event: "game_clicked", page: "/casino", location: "lobby", position: 1, id, type: "casino", game_id: id })
  const record = (id: string): EventInput => ({ _tag: "TrackingEventRecorded", tracking: tracking(id) })
  const sent = (cmds: ReadonlyArray<Command>) => cmds.flatMap((c) => (c._tag === "Call" && c.endpoint === "sendTracking" ? [c.input.events] : []))

  it("after 500 ms of quiet the batch is posted, each event stamped with its timestamp", () => {
    const h = harness()
    h.send(appStarted())
    h.send(record("a"))
    h.advance(300)
    h.send(record("b"))
    expect(sent(h.advance(499))).toEqual([])
    expect(sent(h.advance(1))).toEqual([[{ ...tracking("a"), timestamp: T0 }, { ...tracking("b"), timestamp: T0 + 300 }]])
    expect(h.store.getState().tracking.batch).toEqual([])
    expect(TRACKING_BATCH_DELAY_MS).toBe(500)
  })

  it("a route change posts the batch at once and stops the timer", () => {
    const h = harness()
    h.send(appStarted())
    h.send(record("a"))
    const cmds = h.send({ _tag: "LocationChanged", location: { path: "/sports", search: "" } })
    expect(sent(cmds)).toEqual([[{ ...tracking("a"), timestamp: T0 }]])
    expect(cmds).toContainEqual({ _tag: "CancelTimer", id: TRACKING_TIMER })
    expect(sent(h.advance(1_000))).toEqual([])
  })

  it("a batch that reaches 100 events (the wire's limit) is posted at once", () => {
    const h = harness()
    h.send(appStarted())
    for (let i = 0; i < 99; i++) expect(sent(h.send(record(String(i))))).toEqual([])
    const cmds = h.send(record("99"))
    expect(sent(cmds)[0]).toHaveLength(100)
    expect(cmds).toContainEqual({ _tag: "CancelTimer", id: TRACKING_TIMER })
    expect(h.store.getState().tracking.batch).toEqual([])
  })

  it("a route change with nothing batched posts nothing", () => {
    const h = harness()
    h.send(appStarted())
    expect(sent(h.send({ _tag: "LocationChanged", location: { path: "/sports", search: "" } }))).toEqual([])
  })

  it("a failed post is ignored: no snackbar", () => {
    const h = harness()
    h.send(appStarted())
    h.send(record("a"))
    const call = h.advance(500).find((c) => c._tag === "Call" && c.endpoint === "sendTracking")
    const before = h.store.getState().snackbars.length
    h.send({
      _tag: "RequestFailed", requestId: call && call._tag === "Call" ? call.requestId : "r", endpoint: "sendTracking", method: "POST",
      path: "/v0/personalisation/tracking", status: 500, reason: "http", error: null, detail: "HTTP 500",
    })
    h.send({
      _tag: "RequestFailed", requestId: "r2", endpoint: "sendTracking", method: "POST",
      path: "/v0/personalisation/tracking", status: 0, reason: "network", error: null, detail: "offline",
    })
    expect(h.store.getState().snackbars.length).toBe(before)
  })

  it("property: every recorded event is posted exactly once, in order, and the timer runs exactly while the batch is not empty", () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant("record" as const) }),
      fc.record({ kind: fc.constant("wait" as const), ms: fc.integer({ min: 0, max: 900 }) }),
      fc.record({ kind: fc.constant("route" as const) }),
    )
    fc.assert(fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
      const h = harness()
      h.send(appStarted())
      const recorded: string[] = []
      const posted: string[] = []
      const collect = (cmds: ReadonlyArray<Command>) => { for (const batch of sent(cmds)) posted.push(...batch.map((e) => e.id!)) }
      steps.forEach((s, i) => {
        if (s.kind === "record") {
          recorded.push(String(i))
          collect(h.send(record(String(i))))
        } else if (s.kind === "wait") collect(h.advance(s.ms))
        else collect(h.send({ _tag: "LocationChanged", location: { path: `/p${i}`, search: "" } }))
        expect(h.timers().has(TRACKING_TIMER)).toBe(h.store.getState().tracking.batch.length > 0)
      })
      collect(h.advance(1_000))
      expect(posted).toEqual(recorded)
    }))
  })
})
