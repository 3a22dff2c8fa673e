/**
 * The safer-gambling dialogs' events in core (spec §2.10): the activity statement is asked of the
 * server for the period and kept, how often it is wanted is one call, the limit prompt before a
 * first deposit is recorded even while the limit it set is in flight, the affordability answers are
 * one call with their source, each done reloads the dashboard, and a refusal shows the server's words.
 */
import { describe, expect, it } from "vitest"
import type { Command } from "../../core/kernel/index.js"
import { appStarted, failed, harness, loggedInHarness as loggedIn } from "./harness.js"

const calls = (cmds: ReadonlyArray<Command>) => cmds.flatMap((c) => (c._tag === "Call" ? [c] : []))
const mine = (cmds: ReadonlyArray<Command>) => calls(cmds).map((c) => [c.endpoint, c.input])

type Slice = { busy: boolean; notice: unknown; error: unknown; statement: unknown }
const safer = (h: ReturnType<typeof harness>) => (h.store.getState() as unknown as { saferGambling: Slice }).saferGambling

const figures = { from: 0, to: 30 * 86_400_000, deposits: 5000, withdrawals: 1000, stakes: 4000, returns: 2500, net_position: -1500 }

describe("the safer-gambling dialogs", () => {
  it.each([
    [1, true], [30, true], [366, true], [0, false], [367, false], [7.5, false],
  ] as const)("a statement over %s days is asked of the server: %s", (days, asked) => {
    const h = loggedIn()
    const sent = mine(h.send({ _tag: "ActivityStatementRequested", days }))
    expect(sent).toEqual(asked ? [["getActivityStatement", { days }]] : [])
    expect(safer(h).statement).toEqual(asked ? { days, figures: null } : undefined)
  })

  it("the statement the server answered is kept for its period", () => {
    const h = loggedIn()
    h.send({ _tag: "ActivityStatementRequested", days: 30 })
    h.send({ _tag: "ActivityStatementLoaded", requestId: "r", statement: figures })
    expect(safer(h).statement).toEqual({ days: 30, figures })
  })

  it("an answer nobody asked for is ignored", () => {
    const h = loggedIn()
    h.send({ _tag: "ActivityStatementLoaded", requestId: "r", statement: figures })
    expect(safer(h).statement).toBeUndefined()
  })

  it.each([
    ["ActivityStatementFrequencySubmitted", { days: 30 }, "saveActivityStatementFrequency", { days: 30 }, "safer.notice.statementSaved"],
    ["ActivityStatementFrequencySubmitted", { days: null }, "saveActivityStatementFrequency", { days: null }, "safer.notice.statementSaved"],
    ["AffordabilitySubmitted", { source: "prompted", answers: [{ question: "income", answer: "under20k" }] }, "saveAffordability",
      { source: "prompted", answers: [{ question: "income", answer: "under20k" }] }, "safer.notice.affordabilitySaved"],
    ["AffordabilitySubmitted", { source: "deeplink", answers: [] }, "saveAffordability", { source: "deeplink", answers: [] }, "safer.notice.affordabilitySaved"],
    ["RealityCheckIntervalSubmitted", { seconds: 1800 }, "saveRealityCheckInterval", { seconds: 1800 }, "safer.notice.realityCheckSaved"],
  ] as const)("%s %j calls %s once; done, it says so and reloads", (tag, fields, endpoint, input, notice) => {
    const h = loggedIn()
    expect(mine(h.send({ _tag: tag, ...fields } as never))).toEqual([[endpoint, input]])
    expect(mine(h.send({ _tag: tag, ...fields } as never))).toEqual([])
    const reload = mine(h.send({ _tag: "CallCompleted", requestId: "r", endpoint }))
    expect(reload.map(([e]) => e)).toEqual(["getSaferGambling"])
    expect(safer(h)).toMatchObject({ busy: false, notice: { _tag: "Message", id: notice } })
  })

  it("the first-deposit prompt is recorded even while the limit it set is in flight", () => {
    const h = loggedIn()
    expect(mine(h.send({ _tag: "LimitSubmitted", kind: "deposit", windowDays: 1, amount: 2000 })).map(([e]) => e)).toEqual(["setLimit"])
    expect(mine(h.send({ _tag: "DepositLimitPromptAnswered" }))).toEqual([["markDepositLimitPrompted", {}]])
    expect(mine(h.send({ _tag: "CallCompleted", requestId: "r", endpoint: "markDepositLimitPrompted" })).map(([e]) => e)).toEqual(["getSaferGambling"])
    expect(safer(h).busy).toBe(true)
  })

  it("a refused answer shows the server's words", () => {
    const h = loggedIn()
    h.send({ _tag: "AffordabilitySubmitted", source: "prompted", answers: [] })
    h.send(failed("saveAffordability", 400, { public_message: "Answer every question" }))
    expect(safer(h)).toMatchObject({ busy: false, error: { _tag: "Literal", text: "Answer every question" } })
  })

  it("logged out, nothing is called", () => {
    const h = harness()
    h.send(appStarted({ storedToken: null }))
    expect(mine(h.send({ _tag: "ActivityStatementRequested", days: 30 }))).toEqual([])
    expect(mine(h.send({ _tag: "DepositLimitPromptAnswered" }))).toEqual([])
  })
})
