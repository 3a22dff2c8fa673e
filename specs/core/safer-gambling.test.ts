/**
 * The safer-gambling area (core/safer-gambling) and the modal triggers it relies on, on the
 * simulated clock: opening a page loads the dashboard, one change at a time, a pending raise says
 * when it can be confirmed and reloads, a time-out logs out at once and tells until when (the dialog
 * stays after logout), a refusal shows the server's words, DepositLimit / LossLimit open when the
 * user's waiting change appears (spec §4 table), the limit errors of spec §8 open their dialogs,
 * and logging out forgets everything.
 */
import { describe, expect, it } from "vitest"
import { selectActiveModals } from "../../core/app/selectors.js"
import type { Command } from "../../core/kernel/index.js"
import type { SaferGamblingSummary } from "../../core/model/safer-gambling.js"
import type { User } from "../../core/model/user.js"
import { aSiteConfig, appStarted, aUser, failed, harness } from "./harness.js"

const calls = (cmds: ReadonlyArray<Command>) => cmds.flatMap((c) => (c._tag === "Call" ? [c] : []))

const loggedIn = (user: Partial<User> = {}) => {
  const h = harness()
  h.send(appStarted({ storedToken: "tok" }))
  h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig() })
  h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: aUser({ session_expires_at: null, ...user }) })
  return h
}
const safer = (h: ReturnType<typeof harness>) => (h.store.getState() as unknown as { saferGambling: { busy: boolean; status: string; notice: unknown; error: unknown; summary: unknown } }).saferGambling
const modals = (h: ReturnType<typeof harness>) => selectActiveModals(h.store.getState()).map((m) => m.name)

const summary: SaferGamblingSummary = {
  limits: [], exclusion: null, reality_check_interval: 3600, time_zone: "Europe/London", activity_statement_days: null, reminders: [], deposit_limit_prompted: false,
  affordability_questionnaire_expires_at: null,
}
const limit = { id: 4, type: "DEPOSIT" as const, source: "USER" as const, period: "daily" as const, window_days: 1, maximum_amount: 2000, remaining_amount: 2000, used_amount: 0, window_starts_at: 0, resets_at: 86_400_000 }

describe("the safer-gambling area", () => {
  it("opening a page loads the dashboard; the answer is kept", () => {
    const h = loggedIn()
    expect(calls(h.send({ _tag: "SaferGamblingOpened" })).map((c) => c.endpoint)).toEqual(["getSaferGambling"])
    h.send({ _tag: "SaferGamblingLoaded", requestId: "r", summary })
    expect(safer(h)).toMatchObject({ status: "loaded", summary })
  })

  it("a limit change sends one call at a time; a pending answer says when and reloads", () => {
    const h = loggedIn()
    const first = calls(h.send({ _tag: "LimitSubmitted", kind: "deposit", windowDays: 1, amount: 5000 }))
    expect(first.map((c) => [c.endpoint, c.input])).toEqual([["setLimit", { kind: "deposit", windowDays: 1, amount: 5000 }]])
    expect(calls(h.send({ _tag: "LimitSubmitted", kind: "deposit", windowDays: 1, amount: 6000 }))).toEqual([])
    const effective = 1_795_600_000_000
    const reload = calls(h.send({
      _tag: "LimitChanged", requestId: "r",
      response: { outcome: "pending", limit: { ...limit, pending: { maximum_amount: 5000, requested_at: effective - 86_400_000, effective_at: effective } }, limits: [] },
    }))
    expect(reload.map((c) => c.endpoint)).toEqual(["getSaferGambling"])
    expect(safer(h)).toMatchObject({ busy: false, notice: { _tag: "Message", id: "safer.notice.pending", values: { at: effective } } })
  })

  it.each([
    ["set", "safer.notice.set"], ["lowered", "safer.notice.lowered"], ["confirmed", "safer.notice.confirmed"], ["removed", "safer.notice.removed"], ["cancelled", "safer.notice.cancelled"],
  ] as const)("the %s answer shows %s", (outcome, id) => {
    const h = loggedIn()
    h.send({ _tag: "LimitChangeConfirmed", kind: "loss", id: 3 })
    h.send({ _tag: "LimitChanged", requestId: "r", response: { outcome, limit: null, limits: [] } })
    expect(safer(h).notice).toMatchObject({ id })
  })

  it("a time-out started logs the bettor out at once and tells until when, in a dialog that stays", () => {
    const h = loggedIn()
    expect(calls(h.send({ _tag: "TimeoutSubmitted", days: 1 })).map((c) => [c.endpoint, c.input])).toEqual([["takeTimeout", { days: 1 }]])
    const endsAt = 1_795_700_000_000
    const commands = h.send({ _tag: "ExclusionStarted", requestId: "r", exclusion: { kind: "timeout", starts_at: endsAt - 86_400_000, ends_at: endsAt } })
    expect(h.store.getState().session.user).toBeNull()
    expect(commands.some((c) => c._tag === "Navigate")).toBe(true)
    const dialog = selectActiveModals(h.store.getState()).find((m) => m.name === "Dialog")
    expect(dialog?.props).toMatchObject({ title: { id: "safer.timeout.startedTitle" }, text: { id: "safer.timeout.startedText", values: { until: endsAt } } })
  })

  it("a refusal shows the server's words; logging out forgets everything", () => {
    const h = loggedIn()
    h.send({ _tag: "SelfExclusionSubmitted", interval: "6m" })
    h.send(failed("selfExclude", 409, { public_message: "You already have a break" }))
    expect(safer(h)).toMatchObject({ busy: false, error: { _tag: "Literal", text: "You already have a break" } })
    h.send({ _tag: "LogoutRequested", source: null })
    expect(safer(h)).toMatchObject({ status: "idle", summary: null, error: null })
  })

  it("spec §4 table: a waiting deposit or loss limit change on the user opens DepositLimit / LossLimit", () => {
    const h = loggedIn()
    const waiting = { id: 4, type: "DEPOSIT", maximum_amount: 20, pending: { maximum_amount: 50, requested_at: "2026-11-22T12:00:00.000Z", effective_at: "2026-11-23T12:00:00.000Z" } }
    h.send({ _tag: "UserPushed", user: aUser({ session_expires_at: null, deposit_limit: waiting }) })
    expect(modals(h)).toContain("DepositLimit")
    h.send({ _tag: "UserPushed", user: aUser({ session_expires_at: null, deposit_limit: waiting, loss_limit: { ...waiting, type: "LOSS" } }) })
    expect(modals(h)).toEqual(expect.arrayContaining(["DepositLimit"]))
  })

  it("spec §8: DEPOSIT_RESTRICTION_LIMIT_EXCEEDED opens DepositLimitReached, LOSSLIMITNOTSATISFIED a LimitReached per reached limit", () => {
    const h = loggedIn()
    h.send(failed("createDeposit", 403, { public_message: "This deposit would take you over your deposit limit.", message_key: "DEPOSIT_RESTRICTION_LIMIT_EXCEEDED" }))
    expect(modals(h)).toContain("DepositLimitReached")
    const h2 = loggedIn()
    h2.send(failed("placeBets", 403, { public_message: "over", message_key: "LOSSLIMITNOTSATISFIED", reached_limits: [{ type: "LOSS", source: "USER", window_days: 1, maximum_amount: 1000, remaining_amount: 100 }] }))
    expect(modals(h2)).toContain("LimitReached")
  })
})

describe("the reality check on the simulated clock (RTS 13)", () => {
  const REALITY = "safer:reality-check"
  const statement = (net: number) => ({ from: 0, to: 0, deposits: 0, withdrawals: 0, stakes: 2500, returns: 2500 + net, net_position: net })

  it.each([
    [null, 3600], [900, 900],
  ] as const)("a session with interval %s fires every %s s, asks the server for this session's figures and shows them", (interval, seconds) => {
    const h = loggedIn(interval === null ? {} : { reality_check_interval: interval })
    const startedAt = h.timers().get(REALITY)! - seconds * 1000
    expect(h.timers().get(REALITY)).toBe(startedAt + seconds * 1000)
    const mine = (cmds: ReadonlyArray<Command>) => calls(cmds).filter((c) => c.endpoint === "getSessionActivity")
    expect(mine(h.advance(seconds * 1000 - 1))).toEqual([])
    const due = mine(h.advance(1))
    expect(due.map((c) => [c.endpoint, c.input])).toEqual([["getSessionActivity", { since: startedAt }]])
    expect(h.timers().get(REALITY)).toBe(startedAt + 2 * seconds * 1000)
    h.send({ _tag: "SessionActivityLoaded", requestId: "r", statement: statement(-1200) })
    const dialog = selectActiveModals(h.store.getState()).find((m) => m.name === "Dialog")
    expect(dialog?.props).toMatchObject({ title: { id: "safer.realityCheck.title" }, text: { id: "safer.realityCheck.down", values: { minutes: seconds / 60, amount: 12, stakes: 25 } } })
  })

  it("a win reads as up; a new interval re-bases the next check; logging out stops it", () => {
    const h = loggedIn()
    h.advance(3600_000)
    h.send({ _tag: "SessionActivityLoaded", requestId: "r", statement: statement(500) })
    expect(selectActiveModals(h.store.getState()).find((m) => m.name === "Dialog")?.props).toMatchObject({ text: { id: "safer.realityCheck.up", values: { amount: 5 } } })
    const now = h.timers().get(REALITY)! - 3600_000
    h.send({ _tag: "UserPushed", user: aUser({ session_expires_at: null, reality_check_interval: 600 }) })
    expect(h.timers().get(REALITY)).toBe(now + 600_000)
    h.send({ _tag: "LogoutRequested", source: null })
    expect(h.timers().has(REALITY)).toBe(false)
  })
})
