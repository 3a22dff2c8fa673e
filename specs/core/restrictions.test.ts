/**
 * spec §4 "Restrictions" and "Modal triggers from user fields": one row per rule, the spec's words
 * in the names; then the same rules through the store (login, pushes, once per session).
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { selectActiveModals } from "../../core/app/selectors.js"
import type { AppState } from "../../core/app/state.js"
import { RestrictionKey, type User } from "../../core/model/user.js"
import type { SiteConfig } from "../../core/model/site.js"
import { restrictionModal, userFieldTriggers } from "../../core/restrictions/rules.js"
import { aSiteConfig, appStarted, aUser, harness, T0 } from "./harness.js"

const r = (entries: Record<string, string>): User["restrictions"] =>
  Object.fromEntries(Object.entries(entries).map(([k, reason]) => [k, { reason }]))

describe("restriction → modal (spec §4 Restrictions)", () => {
  const special = { brand: "apostas", product: "sports" as const }
  const other = { brand: "sportsbook", product: "sports" as const }

  it.each([
    ["a partial user (free_play) gets the Verification modal", r({ free_play: "verify" }), other, { name: "Verification" }],
    ["a partial user (upgrade_required) gets the Verification modal", r({ upgrade_required: "anything" }), other, { name: "Verification" }],
    ["a partial user gets Verification even with pending on withdraw for the special brand", r({ withdraw: "pending", free_play: "verify" }), special, { name: "Verification" }],
    ["pending on withdraw shows {product}VerificationPending for one brand", r({ withdraw: "pending" }), special,
      { name: "{product}VerificationPending", props: { product: "sports" } }],
    ["… with the user's product", r({ withdraw: "pending" }), { ...special, product: "casino" as const },
      { name: "{product}VerificationPending", props: { product: "casino" } }],
    ["pending on withdraw for another brand is any other restriction: Restriction", r({ withdraw: "pending" }), other,
      { name: "Restriction", props: { restriction: { key: "withdraw", reason: "pending" } } }],
    ["upload_documents shows Verification with that type", r({ deposit: "upload_documents" }), other, { name: "Verification", props: { type: "upload_documents" } }],
    ["upload_documents comes before verify", r({ bet: "verify", deposit: "upload_documents" }), other, { name: "Verification", props: { type: "upload_documents" } }],
    ["verify shows Verification", r({ bet: "verify" }), other, { name: "Verification" }],
    ["verify comes before any other restriction", r({ email: "unconfirmed", withdraw: "verify" }), other, { name: "Verification" }],
    ["any other restriction shows Restriction, carrying it", r({ bet: "self_excluded" }), other,
      { name: "Restriction", props: { restriction: { key: "bet", reason: "self_excluded" } } }],
    ["of several other restrictions the first in the spec's key order is carried", r({ email: "x", deposit: "y" }), other,
      { name: "Restriction", props: { restriction: { key: "deposit", reason: "y" } } }],
    ["a key this client does not know still reads as a restriction", r({ casino: "blocked" }), other,
      { name: "Restriction", props: { restriction: { key: "casino", reason: "blocked" } } }],
    ["email (unconfirmed e-mail) alone calls for no standing modal: it is asked at the withdrawal", r({ email: "unconfirmed" }), other, null],
    ["email beside another restriction: the other one's modal", r({ email: "unconfirmed", bet: "self_excluded" }), other,
      { name: "Restriction", props: { restriction: { key: "bet", reason: "self_excluded" } } }],
    ["no restriction: no modal", r({}), other, null],
  ] as const)("%s", (_name, restrictions, ctx, expected) => {
    expect(restrictionModal({ restrictions }, ctx)).toEqual(expected)
  })
})

describe("restriction → modal, any set of restrictions", () => {
  // The rules as the spec words them, sorting the keys: the oracle the one-pass rule must equal.
  const order = (k: string) => { const i = RestrictionKey.literals.indexOf(k as RestrictionKey); return i === -1 ? RestrictionKey.literals.length : i }
  const sorted = (keys: string[]) => [...keys].sort((a, b) => order(a) - order(b) || (a < b ? -1 : a > b ? 1 : 0))
  const oracle = (restrictions: User["restrictions"], ctx: { brand: string; product: "sports" }) => {
    const keys = sorted(Object.keys(restrictions).filter((k) => k !== "email"))
    if (keys.length === 0) return null
    if ("free_play" in restrictions || "upgrade_required" in restrictions) return { name: "Verification" }
    if (ctx.brand === "apostas" && restrictions.withdraw?.reason === "pending") return { name: "{product}VerificationPending", props: { product: ctx.product } }
    if (keys.some((k) => restrictions[k]!.reason === "upload_documents")) return { name: "Verification", props: { type: "upload_documents" } }
    if (keys.some((k) => restrictions[k]!.reason === "verify")) return { name: "Verification" }
    return { name: "Restriction", props: { restriction: { key: keys[0], reason: restrictions[keys[0]!]!.reason } } }
  }
  const key = fc.constantFrom(...RestrictionKey.literals, "casino", "poker", "aaa", "zzz")
  const reason = fc.constantFrom("verify", "upload_documents", "pending", "self_excluded", "blocked")
  const restrictions = fc.dictionary(key, reason.map((reason) => ({ reason })), { maxKeys: 6 })

  it("is the first rule that applies, the keys taken in the spec's order, unknown ones after by name", () => {
    fc.assert(fc.property(restrictions, fc.constantFrom("apostas", "sportsbook"), (restrictions, brand) => {
      const ctx = { brand, product: "sports" as const }
      expect(restrictionModal({ restrictions }, ctx)).toEqual(oracle(restrictions, ctx))
    }), { numRuns: 500 })
  })
})

describe("modal triggers from user fields, when empty becomes set (spec §4)", () => {
  const flagOn = { MARKETING_PREFERENCES_AS_CHANNELS_UI: true }
  const u = (over: Partial<User>) => aUser(over)

  it.each([
    ["affordability_questionnaire_expires_at opens the questionnaire (source prompted)", u({}), u({ affordability_questionnaire_expires_at: T0 }), {},
      [{ name: "Questionnaire", props: { source: "prompted" }, direct: true, once: "questionnaire-prompted" }]],
    ["affordability_phone_prompt opens PhoneCall (attempted_phone_call: missed)", u({}), u({ affordability_phone_prompt: "attempted_phone_call" }), {},
      [{ name: "PhoneCall", props: { status: "missed" } }]],
    ["affordability_phone_prompt opens PhoneCall (other: unstarted)", u({}), u({ affordability_phone_prompt: "requested" }), {},
      [{ name: "PhoneCall", props: { status: "unstarted" } }]],
    ["deposit_limit opens DepositLimit", u({}), u({ deposit_limit: { amount: 100 } }), {}, [{ name: "DepositLimit", props: { limit: { amount: 100 } } }]],
    ["loss_limit opens LossLimit", u({}), u({ loss_limit: { amount: 50 } }), {}, [{ name: "LossLimit", props: { limit: { amount: 50 } } }]],
    ["marketing_preferences_review_needed opens a non-closable review modal when the feature flag is on", u({}), u({ marketing_preferences_review_needed: true }), flagOn,
      [{ name: "MarketingPreferencesReview", closable: false }]],
    ["marketing_preferences_review_needed opens nothing with the feature flag off", u({}), u({ marketing_preferences_review_needed: true }), {}, []],
    ["a field already set opens nothing again", u({ deposit_limit: { amount: 1 } }), u({ deposit_limit: { amount: 2 } }), {}, []],
    ["a field going from set to empty opens nothing", u({ loss_limit: { amount: 1 } }), u({ loss_limit: null }), {}, []],
    ["a user arriving (no previous user) counts as coming from empty", null, u({ loss_limit: { amount: 1 } }), {}, [{ name: "LossLimit", props: { limit: { amount: 1 } } }]],
  ] as const)("%s", (_name, previous, user, features, expected) => {
    expect(userFieldTriggers(previous, user, features)).toEqual(expected)
  })
})

// ── through the store ───────────────────────────────────────────────────────
const start = (config: Partial<SiteConfig> = {}, brand = "sportsbook") => {
  const h = harness()
  h.send(appStarted({ brand, location: { path: "/login", search: "?redirect=%2Fsports" } }))
  h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig(config) })
  h.send({ _tag: "ConfigsLoaded", requestId: "r", configs: { countries: [] } })
  return h
}
const login = (h: ReturnType<typeof start>, user: Partial<User>) =>
  h.send({ _tag: "SessionOpened", requestId: "r", via: "login", token: "t", user: aUser({ session_expires_at: null, ...user }) })
const push = (h: ReturnType<typeof start>, user: Partial<User>) => h.send({ _tag: "UserPushed", user: aUser({ session_expires_at: null, ...user }) })
const active = (h: { store: { getState(): AppState } }) => selectActiveModals(h.store.getState()).map((m) => [m.name, m.props])

describe("restrictions and triggers in the store", () => {
  it("a login with a verify restriction queues Verification, and the login's own redirect does not remove it", () => {
    const h = start()
    expect(login(h, { restrictions: r({ bet: "verify" }) })).toContainEqual({ _tag: "Navigate", to: "/sports", replace: true })
    h.send({ _tag: "LocationChanged", location: { path: "/sports", search: "" } })
    expect(active(h)).toEqual([["Verification", {}]])
    // …but the person leaving that page does.
    h.send({ _tag: "LocationChanged", location: { path: "/casino", search: "" } })
    expect(active(h)).toEqual([])
  })

  it("an unconfirmed e-mail (email restriction): opening the withdrawal cashier puts EmailVerification on top; the deposit tab does not; once confirmed, nothing", () => {
    const h = start()
    login(h, { restrictions: r({ email: "unconfirmed" }), deposit_limit: null })
    h.send({ _tag: "LocationChanged", location: { path: "/sports", search: "" } })
    expect(active(h)).toEqual([])
    h.send({ _tag: "CashierOpened", tab: "deposit" })
    expect(active(h).map(([name]) => name)).not.toContain("EmailVerification")
    h.send({ _tag: "CashierTabChosen", tab: "withdraw" })
    expect(active(h).map(([name]) => name)).toContain("EmailVerification")
    h.send({ _tag: "ModalClosed", id: selectActiveModals(h.store.getState()).find((m) => m.name === "EmailVerification")!.id })
    push(h, { restrictions: {} })
    h.send({ _tag: "CashierOpened", tab: "withdraw" })
    expect(active(h).map(([name]) => name)).not.toContain("EmailVerification")
  })

  it("{product}VerificationPending follows the user's default vertical, for the special brand", () => {
    const h = start({}, "apostas")
    login(h, { restrictions: r({ withdraw: "pending" }), default_vertical: "casino" })
    expect(active(h)).toEqual([["{product}VerificationPending", { product: "casino" }]])
  })

  it("a push with the same restrictions does not bring back a modal the person closed", () => {
    const h = start()
    login(h, { restrictions: r({ bet: "verify" }) })
    h.send({ _tag: "ModalClosed", id: selectActiveModals(h.store.getState())[0]!.id })
    push(h, { restrictions: r({ bet: "verify" }), firstname: "Ada B." })
    expect(active(h)).toEqual([])
  })

  it("when the restrictions change, the old modal is withdrawn and the new one queued", () => {
    const h = start()
    login(h, { restrictions: r({ bet: "verify" }) })
    push(h, { restrictions: r({ deposit: "upload_documents" }) })
    expect(active(h)).toEqual([["Verification", { type: "upload_documents" }]])
    push(h, { restrictions: {} })
    expect(active(h)).toEqual([])
  })

  it("the prompted questionnaire opens once per session (unless already triggered)", () => {
    const h = start()
    login(h, { affordability_questionnaire_expires_at: T0 + 1000 })
    expect(active(h)).toEqual([["Questionnaire", { source: "prompted" }]])
    h.send({ _tag: "ModalClosed", id: selectActiveModals(h.store.getState())[0]!.id })
    push(h, {})
    push(h, { affordability_questionnaire_expires_at: T0 + 2000 })
    expect(active(h)).toEqual([])
    h.send({ _tag: "LogoutRequested", source: null })
    login(h, { affordability_questionnaire_expires_at: T0 + 1000 })
    expect(active(h)).toEqual([["Questionnaire", { source: "prompted" }]])
  })

  it("marketing_preferences_review_needed opens the non-closable review in the high-priority queue", () => {
    const h = start({ features: { MARKETING_PREFERENCES_AS_CHANNELS_UI: true } })
    login(h, {})
    push(h, { marketing_preferences_review_needed: true })
    expect(selectActiveModals(h.store.getState())).toEqual([expect.objectContaining({ name: "MarketingPreferencesReview", closable: false, layer: "high" })])
  })

  it("the high-priority triggers queue behind each other, one showing at a time", () => {
    const h = start()
    login(h, { affordability_phone_prompt: "requested", deposit_limit: { amount: 1 }, loss_limit: { amount: 2 } })
    expect(h.store.getState().modals.high.map((e) => e.name)).toEqual(["PhoneCall", "DepositLimit", "LossLimit"])
    expect(active(h)).toEqual([["PhoneCall", { status: "unstarted" }]])
  })
})
