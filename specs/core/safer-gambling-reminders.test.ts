/**
 * The timed safer-gambling rules on the simulated clock (spec §3 Reminder, §4, §5, §9; UKGC RTS 12):
 * "A reminder is due when interval_starts_at plus interval_days is in the past" and then, with
 * SHOW_REMINDER_MODALS on, the 'activity' reminder opens AccountActivityPrompt (the statement over
 * its interval) once and tells the server; "Affordability questionnaire is urgent when now is past
 * 53 days before its expiry"; a bettor never prompted gets DepositLimitPrompt on opening the
 * deposit cashier, once.
 */
import { describe, expect, it } from "vitest"
import type { Command } from "../../core/kernel/index.js"
import { selectActiveModals } from "../../core/modals/selectors.js"
import type { User } from "../../core/model/user.js"
import { isAffordabilityQuestionnaireUrgent, isReminderDue, selectAffordabilityUrgent } from "../../core/safer-gambling/index.js"
import { aSiteConfig, appStarted, aUser, harness, T0 } from "./harness.js"

const DAY = 86_400_000
const calls = (cmds: ReadonlyArray<Command>) => cmds.flatMap((c) => (c._tag === "Call" ? [[c.endpoint, c.input]] : []))
const names = (h: ReturnType<typeof harness>) => selectActiveModals(h.store.getState()).map((m) => m.name)

const loggedIn = (user: Partial<User>, features: Record<string, boolean> = { SHOW_REMINDER_MODALS: true }) => {
  const h = harness()
  h.send(appStarted({ storedToken: "tok" }))
  h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig({ features }) })
  const sent = h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: aUser({ session_expires_at: null, ...user }) })
  return { h, sent }
}

describe("spec §5: a reminder is due when interval_starts_at plus interval_days is in the past", () => {
  it.each([
    ["a day before", -DAY, false],
    ["exactly then (not yet in the past)", 0, false],
    ["a millisecond after", 1, true],
    ["a week after", 7 * DAY, true],
  ])("%s", (_name, offset, due) => {
    expect(isReminderDue({ type: "activity", interval_starts_at: T0, interval_days: 7 }, T0 + 7 * DAY + offset)).toBe(due)
  })

  it("the 'activity' reminder opens AccountActivityPrompt when it falls due on the clock, once, and tells the server", () => {
    const { h, sent } = loggedIn({ reminders: [{ type: "activity", interval_starts_at: T0 - 7 * DAY + 1000, interval_days: 7 }] })
    expect(names(h)).not.toContain("AccountActivityPrompt")
    expect(calls(sent).map(([e]) => e)).not.toContain("markReminderShown")
    expect(names(h.advance(1000) && h)).not.toContain("AccountActivityPrompt")
    const fired = h.advance(1)
    expect(selectActiveModals(h.store.getState()).find((m) => m.name === "AccountActivityPrompt")?.props).toEqual({ days: 7, reminder: "activity" })
    expect(calls(fired)).toContainEqual(["markReminderShown", { type: "activity" }])
    // The same push again (the server not answered yet) does not open it twice.
    const again = h.send({ _tag: "UserPushed", user: aUser({ session_expires_at: null, reminders: [{ type: "activity", interval_starts_at: T0 - 7 * DAY + 1000, interval_days: 7 }] }) } as never)
    expect(calls(again).map(([e]) => e)).not.toContain("markReminderShown")
  })

  it("already due at log-in it opens at once", () => {
    const { h, sent } = loggedIn({ reminders: [{ type: "activity", interval_starts_at: T0 - 30 * DAY, interval_days: 7 }] })
    expect(names(h)).toContain("AccountActivityPrompt")
    expect(calls(sent)).toContainEqual(["markReminderShown", { type: "activity" }])
  })

  it.each([
    ["SHOW_REMINDER_MODALS off", [{ type: "activity", interval_starts_at: T0 - 30 * DAY, interval_days: 7 }], {}],
    ["no reminder", [], { SHOW_REMINDER_MODALS: true }],
    ["another type of reminder", [{ type: "deposit", interval_starts_at: T0 - 30 * DAY, interval_days: 7 }], { SHOW_REMINDER_MODALS: true }],
  ])("%s: no modal, no call", (_name, reminders, features) => {
    const { h, sent } = loggedIn({ reminders }, features)
    expect(names(h)).not.toContain("AccountActivityPrompt")
    expect(calls(sent).map(([e]) => e)).not.toContain("markReminderShown")
  })

  it.each([
    [{ days: 30 }, [["savePlayReminder", { days: 30 }]]],
    [{ days: null }, [["savePlayReminder", { days: null }]]],
    [{ days: 0 }, []],
    [{ days: 366 }, []],
  ])("PlayReminderSubmitted %j calls %j", (fields, expected) => {
    const { h } = loggedIn({})
    expect(calls(h.send({ _tag: "PlayReminderSubmitted", ...fields }))).toEqual(expected)
  })
})

describe("spec §5: the affordability questionnaire is urgent when now is past 53 days before its expiry", () => {
  it.each([
    ["54 days before expiry", 54 * DAY, false],
    ["exactly 53 days before", 53 * DAY, false],
    ["53 days before less a millisecond", 53 * DAY - 1, true],
    ["on the day it expires", 0, true],
    ["no questionnaire", null, false],
  ])("%s", (_name, before, urgent) => {
    expect(isAffordabilityQuestionnaireUrgent(before === null ? null : T0 + before, T0)).toBe(urgent)
  })

  it("turns urgent on the simulated clock, and not before", () => {
    const { h } = loggedIn({ affordability_questionnaire_expires_at: T0 + 53 * DAY + 5000 })
    expect(selectAffordabilityUrgent(h.store.getState())).toBe(false)
    h.advance(5000)
    expect(selectAffordabilityUrgent(h.store.getState())).toBe(false)
    h.advance(1)
    expect(selectAffordabilityUrgent(h.store.getState())).toBe(true)
  })
})

describe("UKGC RTS 12: the limit prompt before the first deposit", () => {
  it.each([
    ["never prompted, deposit tab", false, false, "deposit", true],
    ["never prompted, withdraw tab", false, false, "withdraw", false],
    ["never prompted but already deposited (not the first deposit)", false, true, "deposit", false],
    ["already prompted", true, false, "deposit", false],
    ["not known (an older server)", undefined, false, "deposit", false],
  ] as const)("%s", (_name, prompted, deposited, tab, opens) => {
    const { h } = loggedIn({ deposited, ...(prompted === undefined ? {} : { deposit_limit_prompted: prompted }) })
    h.send({ _tag: "CashierOpened", tab })
    expect(names(h).includes("DepositLimitPrompt")).toBe(opens)
  })

  it("once per session: closed, reopening the cashier does not ask again", () => {
    const { h } = loggedIn({ deposit_limit_prompted: false })
    h.send({ _tag: "CashierOpened", tab: "deposit" })
    const prompt = selectActiveModals(h.store.getState()).find((m) => m.name === "DepositLimitPrompt")!
    h.send({ _tag: "ModalClosed", id: prompt.id })
    h.send({ _tag: "CashierTabChosen", tab: "withdraw" })
    h.send({ _tag: "CashierTabChosen", tab: "deposit" })
    expect(names(h)).not.toContain("DepositLimitPrompt")
  })
})
