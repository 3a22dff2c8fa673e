/**
 * Modals (spec §2.10, §4; DESIGN.md §4): the registry, the two priority queues and their rules, deep
 * links, the error catalogue's modals, generic dialogs and the geolocation restriction, on the
 * simulated clock. Rule tables carry the spec's words in their names.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { createStore } from "../../core/app/store.js"
import type { EventInput } from "../../core/app/events.js"
import { selectActiveModals } from "../../core/app/selectors.js"
import { initialState, type AppState } from "../../core/app/state.js"
import { update } from "../../core/app/update.js"
import { message } from "../../core/kernel/index.js"
import type { User } from "../../core/model/user.js"
import type { SiteConfig } from "../../core/model/site.js"
import { dialogRequest, type ModalEntry } from "../../core/modals/model.js"
import { initialModals, openModal, type ModalsState } from "../../core/modals/reduce.js"
import { MODAL_NAMES, MODAL_REGISTRY, REGISTERED_MODAL_NAMES, type ModalName } from "../../core/modals/registry.js"
import { activeEntry, afterRouteChange, isEligible } from "../../core/modals/rules.js"
import { sessionArb } from "./arbitraries.js"
import { aSiteConfig, appStarted, aUser, failed, harness, T0 } from "./harness.js"

// ── helpers ─────────────────────────────────────────────────────────────────
const started = (over: { config?: Partial<SiteConfig>; path?: string; search?: string; token?: string | null } = {}) => {
  const h = harness()
  h.send(appStarted({ storedToken: over.token ?? null, location: { path: over.path ?? "/", search: over.search ?? "" } }))
  h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig(over.config) })
  h.send({ _tag: "ConfigsLoaded", requestId: "r", configs: { countries: [] } })
  return h
}

const loggedIn = (user: Partial<User> = {}, over: Parameters<typeof started>[0] = {}) => {
  const h = started({ token: "tok", ...over })
  h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: aUser({ session_expires_at: null, ...user }) })
  return h
}

const shown = (h: { store: { getState(): AppState } }) => selectActiveModals(h.store.getState()).map((m) => m.name)
const active = (h: { store: { getState(): AppState } }) => selectActiveModals(h.store.getState())
const go = (path: string, search = ""): EventInput => ({ _tag: "LocationChanged", location: { path, search } })

/** A store whose modal area starts from `modals`, logged in as Ada, on `path`. */
const withModals = (modals: Partial<ModalsState>, path = "/") => {
  const state: AppState = {
    ...initialState,
    site: { ...initialState.site, location: { path, search: "" }, config: aSiteConfig(), startup: { status: "ready", pending: [] } },
    session: { ...initialState.session, token: "tok", user: aUser({ session_expires_at: null }), status: "authenticated" },
    modals: { ...initialModals, ...modals },
  }
  return state
}

const entry = (id: string, name: ModalName, over: Partial<ModalEntry> = {}): ModalEntry =>
  ({ id, name, props: {}, closable: MODAL_REGISTRY[name].closable, ackId: null, deepLink: null, source: null, path: "/", ...over })

const step = (state: AppState, event: EventInput) => update(state, { ...event, at: T0 } as never)

// ── the registry ────────────────────────────────────────────────────────────
describe("the dialog registry (spec §2.10)", () => {
  const SPEC_NAMES = `Acceptance, AccountActivityFrequency, AccountActivityPrompt, AddFunds, Auth, BestOddsGuaranteed, BetslipBetBuilder,
    BetslipSettings, BonusSelector, BonusSwitch, {product}VerificationPending, Cashier, ChooseGame, ClaimReward, ClubSteps,
    ConfirmMarketingOptOut, ConfirmOptOut, ContinueConfirm, Credit, DailyGame, DepositLimit, DepositLimitFrequency,
    DepositLimitReached, DepositLimitPrompt, DepositNowForBonus, DownloadApp, EddAlert, EmailVerification, FreeSpins,
    GeolocationRestriction, InactivityLoggedOut, JackpotInfo, Login, LimitReached, LossLimit, MarketingPreferencesReview, OptIn,
    PasswordReset, PhoneCall, PhoneNumber, Questionnaire, MeetingsQuickAccess, Referral, ResendCode, Restriction, Review, Reward,
    Rewards, RealityCheckFrequency, RewardsSummary, PersonalDetailsFlow, TransactionStatus, UatHelper, VerificationApproved,
    Verification, Voucher`.split(",").map((n) => n.trim())

  it("holds every registered dialog name of the spec, and each has a registry row", () => {
    expect([...REGISTERED_MODAL_NAMES]).toEqual(SPEC_NAMES)
    for (const name of [...SPEC_NAMES, "Inactivity", "Dialog"]) expect(MODAL_REGISTRY[name as ModalName], name).toBeDefined()
  })

  it("gives every dialog one of the sizes md (default), full, full-screen, action-sheet", () => {
    for (const name of MODAL_NAMES) expect(["md", "full", "full-screen", "action-sheet"]).toContain(MODAL_REGISTRY[name].size)
    expect(MODAL_REGISTRY.Verification.size).toBe("md")
  })

  it("low priority: Verification, Restriction, {product}VerificationPending, Review", () => {
    expect(MODAL_NAMES.filter((n) => MODAL_REGISTRY[n].queue === "low").sort())
      .toEqual(["Restriction", "Review", "Verification", "{product}VerificationPending"].sort())
  })

  it("high priority: LimitReached, EddAlert, PhoneCall, DepositLimit, LossLimit, Inactivity, MarketingPreferencesReview", () => {
    expect(MODAL_NAMES.filter((n) => MODAL_REGISTRY[n].queue === "high").sort())
      .toEqual(["DepositLimit", "EddAlert", "Inactivity", "LimitReached", "LossLimit", "MarketingPreferencesReview", "PhoneCall"].sort())
  })

  it("MarketingPreferencesReview is not closable by default (the deep link makes it closable)", () => {
    expect(MODAL_REGISTRY.MarketingPreferencesReview.closable).toBe(false)
    expect(MODAL_REGISTRY.Cashier.closable).toBe(true)
  })
})

// ── queue rules, as a table over the pure rules ─────────────────────────────
describe("queue rules (spec §2.10 Queues)", () => {
  const at = (path: string, receiptShown = false) => ({ path, receiptShown })
  const V = entry("m1", "Verification")
  const R = entry("m2", "Review")
  const X = entry("m3", "Restriction", { props: { restriction: { key: "bet", reason: "x" } } })

  it.each([
    ["each queue shows the first eligible modal", [V, R], at("/"), "m1"],
    ["Review is suppressed on casino game pages", [R, X], at("/casino/game/starburst/player"), "m3"],
    ["Review is suppressed on the game player's sub-pages", [R, X], at("/casino/game/starburst/player/deposit"), "m3"],
    ["Review shows on the casino game page that is not the player", [R, X], at("/casino/game/starburst"), "m2"],
    ["Review is suppressed while a bet receipt is shown", [R, X], at("/sports", true), "m3"],
    ["a suppressed Review alone: nothing shows", [R], at("/sports", true), null],
  ] as const)("%s", (_name, queue, ctx, expected) => {
    expect(activeEntry(queue, ctx)?.id ?? null).toBe(expected)
  })

  it("a suppressed Review stays queued and shows once it is eligible", () => {
    expect(isEligible(R, at("/casino/game/starburst/player"))).toBe(false)
    expect(isEligible(R, at("/sports"))).toBe(true)
  })

  it.each([
    ["a route change removes the active low-priority modal", [V, R], "/a", "/b", ["m2"]],
    ["a change of search on the same path is no route change", [V, R], "/a", "/a", ["m1", "m2"]],
    ["a modal opened for the page arrived at stays (a login's redirect)", [{ ...V, path: "/b" }, R], "/a", "/b", ["m1", "m2"]],
    ["leaving a casino game page where Review was suppressed removes the active one, not Review", [R, X], "/casino/game/g/player", "/sports", ["m2"]],
    ["with nothing eligible, a route change removes nothing", [R], "/casino/game/g/player", "/sports", ["m2"]],
  ] as const)("%s", (_name, queue, from, to, left) => {
    expect(afterRouteChange(queue, from, to, false).map((e) => e.id)).toEqual(left)
  })
})

describe("the queues in the store", () => {
  it("one active per queue: the low head, the high head, then dialogs opened directly, last on top", () => {
    const s = withModals({
      low: [entry("m1", "Verification"), entry("m2", "Review")],
      high: [entry("m3", "EddAlert"), entry("m4", "LimitReached")],
      other: [entry("m5", "Cashier", { props: { tab: "deposit" } })],
    })
    expect(selectActiveModals(s).map((m) => [m.id, m.name, m.layer, m.size, m.closable])).toEqual([
      ["m1", "Verification", "low", "md", true],
      ["m3", "EddAlert", "high", "md", true],
      ["m5", "Cashier", "other", "full", true],
    ])
  })

  it("selectActiveModals keeps its identity until something it shows changes", () => {
    const s = withModals({ low: [entry("m1", "Verification")] })
    const first = selectActiveModals(s)
    expect(selectActiveModals({ ...s, seq: 99 })).toBe(first)
    expect(selectActiveModals({ ...s, betslip: { ...s.betslip, receiptShown: true } })).toBe(first)
  })

  it("closing removes it; the next of the queue shows", () => {
    const s = withModals({ high: [entry("m3", "EddAlert"), entry("m4", "LimitReached")] })
    const [next] = step(s, { _tag: "ModalClosed", id: "m3" })
    expect(selectActiveModals(next).map((m) => m.id)).toEqual(["m4"])
  })

  it("a route change removes the active low-priority modal, the high-priority one stays", () => {
    const s = withModals({ low: [entry("m1", "Verification"), entry("m2", "Restriction")], high: [entry("m3", "EddAlert")] })
    const [next] = step(s, go("/sports"))
    expect(selectActiveModals(next).map((m) => m.id)).toEqual(["m2", "m3"])
  })

  it("closing a modal that showed a notification acknowledges it", () => {
    const s = withModals({ high: [entry("m3", "EddAlert", { ackId: "ack-9" })] })
    expect(step(s, { _tag: "ModalClosed", id: "m3" })[1]).toEqual([{ _tag: "Acknowledge", ackId: "ack-9" }])
  })

  it("closing an unknown id changes nothing", () => {
    const s = withModals({ high: [entry("m3", "EddAlert")] })
    expect(step(s, { _tag: "ModalClosed", id: "nope" })).toEqual([s, []])
  })

  it("a request equal to an open modal opens nothing", () => {
    const s = withModals({})
    const ctx = { root: s, nextId: (p: string) => `${p}-x` }
    const once = openModal(s.modals, { name: "LimitReached", props: { limit: 1 } }, ctx)
    expect(openModal(once, { name: "LimitReached", props: { limit: 1 } }, ctx)).toBe(once)
    expect(openModal(once, { name: "LimitReached", props: { limit: 2 } }, ctx).high).toHaveLength(2)
  })

  it("logging out empties the queues and closes the user's dialogs; dialogs for visitors stay", () => {
    const h = loggedIn({ restrictions: { bet: { reason: "verify" } } })
    h.send(failed("getUser", 422, { message_key: "DEPOSIT_RESTRICTION_LIMIT_EXCEEDED", public_message: "Limit" }))
    h.send(go("/", "?modal=deposit"))
    expect(shown(h)).toEqual(["Verification", "DepositLimitReached", "Cashier"])
    h.send({ _tag: "LogoutRequested", source: "inactivity-modal" })
    expect(h.store.getState().modals.low).toEqual([])
    h.send(go("/", "?modal=InactivityLoggedOutModal"))
    expect(shown(h)).toEqual(["InactivityLoggedOut"])
  })

  it("a queued modal asked for while nobody is logged in is dropped (late push, late failure)", () => {
    const h = started()
    h.send(failed("getUser", 422, { message_key: "LOSSLIMITNOTSATISFIED", reached_limits: [{ type: "LOSS", source: "USER", window_days: 1, maximum_amount: 10, remaining_amount: 0 }] }))
    expect(shown(h)).toEqual([])
  })
})

// ── deep links ──────────────────────────────────────────────────────────────
describe("modal deep links (spec §2.10)", () => {
  it.each([
    ["deposit", "Cashier", { tab: "deposit" }],
    ["withdraw", "Cashier", { tab: "withdraw" }],
    ["dailygame", "DailyGame", {}],
    ["DailyGameModal", "DailyGame", {}],
    ["AddFundsModal", "AddFunds", {}],
    ["InactivityLoggedOutModal", "InactivityLoggedOut", {}],
    ["VerificationModal", "Verification", {}],
    ["DepositNowForBonusModal", "DepositNowForBonus", {}],
    ["questionnaire", "Questionnaire", { source: "deeplink" }],
    ["phone-call-incoming", "PhoneCall", { status: "unstarted" }],
    ["phone-call-attempted", "PhoneCall", { status: "missed" }],
  ])("modal=%s opens %s, directly", (value, name, props) => {
    const h = loggedIn()
    h.send(go("/sports", `?modal=${value}`))
    expect(active(h)).toEqual([expect.objectContaining({ name, props, layer: "other" })])
  })

  it("modal=MarketingPreferencesReview opens it closable, only with the feature flag", () => {
    const off = loggedIn()
    off.send(go("/", "?modal=MarketingPreferencesReview"))
    expect(shown(off)).toEqual([])
    const on = loggedIn({}, { config: { features: { MARKETING_PREFERENCES_AS_CHANNELS_UI: true } } })
    on.send(go("/", "?modal=MarketingPreferencesReview"))
    expect(active(on)).toEqual([expect.objectContaining({ name: "MarketingPreferencesReview", closable: true, layer: "other" })])
  })

  it("the first page's link opens once start-up has settled, with the restored session", () => {
    const h = harness()
    h.send(appStarted({ storedToken: "tok", location: { path: "/", search: "?modal=deposit" } }))
    h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig() })
    h.send({ _tag: "ConfigsLoaded", requestId: "r", configs: { countries: [] } })
    expect(shown(h)).toEqual([])
    const cmds = h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: aUser() })
    expect(shown(h)).toEqual(["Cashier"])
    expect(cmds.some((c) => c._tag === "Navigate")).toBe(false)
  })

  it("InactivityLoggedOutModal works when logged out", () => {
    const h = started({ search: "?modal=InactivityLoggedOutModal" })
    expect(shown(h)).toEqual(["InactivityLoggedOut"])
  })

  it("a visitor following a link that needs login goes to log in, and the link opens after login", () => {
    const h = harness()
    const start = h.send(appStarted({ location: { path: "/sports", search: "?modal=deposit" } }))
    expect(start.some((c) => c._tag === "Navigate")).toBe(false)
    h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig() })
    const settled = h.send({ _tag: "ConfigsLoaded", requestId: "r", configs: { countries: [] } })
    const to = "/login?redirect=" + encodeURIComponent("/sports?modal=deposit")
    expect(settled).toContainEqual({ _tag: "Navigate", to, replace: true })
    expect(shown(h)).toEqual([])
    h.send(go("/login", to.slice("/login".length)))
    const login = h.send({ _tag: "SessionOpened", requestId: "r", via: "login", token: "t", user: aUser() })
    expect(login).toContainEqual({ _tag: "Navigate", to: "/sports?modal=deposit", replace: true })
    h.send(go("/sports", "?modal=deposit"))
    expect(active(h)).toEqual([expect.objectContaining({ name: "Cashier", props: { tab: "deposit" } })])
  })

  it("on the login page itself a link that needs login does nothing", () => {
    const h = started({ path: "/login", search: "?modal=deposit" })
    expect(h.commands.some((c) => c._tag === "Navigate")).toBe(false)
  })

  it("closing a deep-linked modal removes the modal query from the URL (replace), keeping the rest", () => {
    const h = loggedIn()
    h.send(go("/sports", "?modal=deposit&tab=2"))
    const [cashier] = active(h)
    expect(h.send({ _tag: "ModalClosed", id: cashier!.id })).toEqual([{ _tag: "Navigate", to: "/sports?tab=2", replace: true }])
    h.send(go("/sports", "?tab=2"))
    expect(shown(h)).toEqual([])
  })

  it("the same link arriving again while its modal is open opens nothing more", () => {
    const h = loggedIn()
    h.send(go("/", "?modal=deposit"))
    h.send(go("/sports", "?modal=deposit"))
    expect(shown(h)).toEqual(["Cashier"])
  })
})

// ── the error catalogue's modals ────────────────────────────────────────────
describe("the error catalogue's OpenModal reactions (spec §8)", () => {
  it("DEPOSIT_RESTRICTION_LIMIT_EXCEEDED opens DepositLimitReached with the message", () => {
    const h = loggedIn()
    h.send(failed("updateUser", 422, { message_key: "DEPOSIT_RESTRICTION_LIMIT_EXCEEDED", public_message: "Over your limit" }))
    expect(active(h)).toEqual([expect.objectContaining({ name: "DepositLimitReached", props: { message: "Over your limit" }, layer: "other" })])
  })

  it("LOSSLIMITNOTSATISFIED opens LimitReached for each reached limit (REACHED), one at a time", () => {
    const limit = (window_days: number) => ({ type: "LOSS", source: "USER", window_days, maximum_amount: 10, remaining_amount: 0 })
    const h = loggedIn()
    h.send(failed("updateUser", 422, { message_key: "LOSSLIMITNOTSATISFIED", reached_limits: [limit(1), limit(7)] }))
    expect(h.store.getState().modals.high.map((e) => e.props)).toEqual([
      { limit: limit(1), actionType: "REACHED" },
      { limit: limit(7), actionType: "REACHED" },
    ])
    expect(shown(h)).toEqual(["LimitReached"])
  })
})

// ── generic dialogs ─────────────────────────────────────────────────────────
describe("generic dialogs (spec §2.10 Feedback, §3 Generic dialog)", () => {
  it.each([["success", "success"], ["info", "info"], ["warning", "error"], ["error", "error"]])("type %s shows as %s", (type, expected) => {
    expect(dialogRequest({ type, title: message("error.title") }).props).toMatchObject({ type: expected })
  })

  it("without actions it has one 'Okay' that dismisses it", () => {
    expect(dialogRequest({ type: "info", title: message("error.title") }).props?.actions)
      .toEqual([{ label: message("action.okay"), variant: "primary", intent: { _tag: "Dismiss" } }])
  })

  const withDialog = () => {
    const req = dialogRequest({
      type: "info", title: message("error.title"),
      actions: [
        { label: message("action.okay"), variant: "primary", intent: { _tag: "Dismiss" } },
        { label: message("action.learnMore"), variant: "secondary", intent: { _tag: "OpenExternal", url: "https://help.test/x" } },
        { label: message("action.okay"), variant: "secondary", intent: { _tag: "Navigate", to: "/account" } },
      ],
    })
    return withModals({ other: [entry("d1", "Dialog", { props: req.props })] })
  }

  it.each([
    [0, []],
    [1, [{ _tag: "OpenExternal", url: "https://help.test/x" }]],
    [2, [{ _tag: "Navigate", to: "/account", replace: false }]],
  ] as const)("pressing action %i closes it and does what the action says", (index, commands) => {
    const [next, cmds] = step(withDialog(), { _tag: "ModalActionPressed", id: "d1", index })
    expect(selectActiveModals(next)).toEqual([])
    expect(cmds).toEqual(commands)
  })

  it("pressing an action that does not exist changes nothing", () => {
    const s = withDialog()
    expect(step(s, { _tag: "ModalActionPressed", id: "d1", index: 5 })).toEqual([s, []])
  })
})

// ── geolocation restriction ─────────────────────────────────────────────────
describe("geolocation restriction (spec §2.9)", () => {
  const blocked = { config: { products: { sports: true, casino: false, virtuals: true } } }

  it("shows when the user's region disables the page's product, and goes with the page", () => {
    const h = started(blocked)
    h.send(go("/casino"))
    expect(active(h)).toEqual([expect.objectContaining({ name: "GeolocationRestriction", props: { product: "casino" }, closable: false })])
    h.send(go("/sports"))
    expect(shown(h)).toEqual([])
  })

  it("does not apply to the login page or to internal staff", () => {
    const h = started(blocked)
    h.send(go("/login"))
    expect(shown(h)).toEqual([])
    const staff = loggedIn({ email: "ops@sportsbook.test" }, blocked)
    staff.send(go("/casino"))
    expect(shown(staff)).toEqual([])
  })

  it("the first page counts once start-up has settled", () => {
    expect(shown(started({ ...blocked, path: "/casino" }))).toEqual(["GeolocationRestriction"])
  })
})

// ── dialogs the person opens from a page ────────────────────────────────────
describe("ModalOpened: a dialog opened from a button of the page", () => {
  it("opens the named dialog on top with its props, for a bettor", () => {
    const h = loggedIn()
    h.send({ _tag: "ModalOpened", name: "BetslipSettings" })
    h.send({ _tag: "ModalOpened", name: "BestOddsGuaranteed", props: { raceId: 7 } })
    expect(active(h).map((m) => [m.name, m.props])).toEqual([["BetslipSettings", {}], ["BestOddsGuaranteed", { raceId: 7 }]])
  })

  it("opens Login instead, for a visitor, when the dialog needs a session (spec §2.10)", () => {
    const h = started()
    h.send({ _tag: "ModalOpened", name: "Cashier", props: { tab: "deposit" } })
    expect(active(h).map((m) => [m.name, m.props])).toEqual([["Login", {}]])
  })

  it("opens a dialog anyone may read for a visitor too, and once only for the same props", () => {
    const h = started()
    h.send({ _tag: "ModalOpened", name: "MeetingsQuickAccess" })
    h.send({ _tag: "ModalOpened", name: "MeetingsQuickAccess" })
    expect(shown(h)).toEqual(["MeetingsQuickAccess"])
  })

  it("opens the welcome offers (BonusSelector) for a visitor on the sign-up page, but not the bonus switch (issue 13)", () => {
    const h = started()
    h.send({ _tag: "ModalOpened", name: "BonusSelector" })
    expect(shown(h)).toEqual(["BonusSelector"])
    const other = started()
    other.send({ _tag: "ModalOpened", name: "BonusSwitch", props: { code: "BONUS10" } })
    expect(shown(other)).toEqual(["Login"])
  })
})

// ── invariants over random sessions ─────────────────────────────────────────
describe("modal invariants (property)", () => {
  it("ids are unique, entries sit in their registry queue, and the queues are empty while logged out", () => {
    fc.assert(fc.property(sessionArb(), ([first, rest]) => {
      let now = T0
      const store = createStore({ clock: { now: () => now } })
      const check = () => {
        const s = store.getState()
        const all = [...s.modals.low, ...s.modals.high, ...s.modals.other]
        expect(new Set(all.map((e) => e.id)).size).toBe(all.length)
        for (const e of s.modals.low) expect(MODAL_REGISTRY[e.name].queue).toBe("low")
        for (const e of s.modals.high) expect(MODAL_REGISTRY[e.name].queue).toBe("high")
        if (s.session.user === null) expect([s.modals.low, s.modals.high]).toEqual([[], []])
        if (s.modals.high.some((e) => e.name === "Inactivity")) expect(s.inactivity.expiresAt).not.toBeNull()
        expect(selectActiveModals(s).filter((m) => m.layer !== "other").length).toBeLessThanOrEqual(2)
      }
      store.dispatch(first)
      check()
      for (const [event, dt] of rest) {
        now += dt
        store.dispatch(event)
        check()
      }
    }), { numRuns: 200 })
  })
})
