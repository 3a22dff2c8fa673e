/**
 * Betslip settings on the client (spec §2.10 BetslipSettings, core/betslip-settings): loaded on
 * log-in without drawing request ids (captured logs keep their ids), the bettor's stakes used by the
 * slip while logged in and the device's again after logging out, the dialog's fields read and
 * checked by core before PUT, the server's refusal shown in the dialog, and the slip asking for an
 * acknowledgement exactly when the bettor's price-change rule would make the server refuse (a table
 * over rule × direction), sending the price the bettor agreed to. A flow recorded as an event log
 * replays to the same state and commands.
 */
import { describe, expect, it } from "vitest"
import type { Call, Command } from "../../core/app/commands.js"
import type { EventInput } from "../../core/app/events.js"
import type { AppState } from "../../core/app/state.js"
import { createStore } from "../../core/app/store.js"
import { update } from "../../core/app/update.js"
import { readSettingsForm, selectPriceChangeRule } from "../../core/betslip-settings/index.js"
import { selectBetslipView, selectDefaultStake, selectQuickStakes } from "../../core/betslip/selectors.js"
import { replay } from "../../core/log/replay.js"
import type { BetslipSettings, PriceChangeRule } from "../../core/model/sportsbook.js"
import { readMoneyText } from "../../core/validation/money-input.js"
import { loggedIn, newWorld, price, serverSlip, type Selection } from "./betslip-world.js"
import { harness, T0, type Harness } from "./harness.js"

const LOAD_ID = `betslip-settings:${T0 + 1}`
const mine: BetslipSettings = { price_changes: "higher", default_stake: 250, quick_stakes: [100, 200, 300] }

const calls = (commands: ReadonlyArray<Command>, endpoint: string) => commands.filter((c): c is Call => c._tag === "Call" && c.endpoint === endpoint)
const lastCall = (h: Harness, endpoint: string): Call => {
  const found = calls(h.commands, endpoint).at(-1)
  if (!found) throw new Error(`no ${endpoint} call`)
  return found
}

/** A logged-in bettor (settings load in flight) with the world's catalogue, on a harness. */
const setup = (world = newWorld()): Harness => harness(T0 + 1_000, loggedIn(world))
const loaded = (h: Harness, settings: BetslipSettings) => h.send({ _tag: "BetslipSettingsLoaded", requestId: LOAD_ID, settings })
const pick = (h: Harness, world: Map<number, Selection>, ...ids: number[]) => {
  for (const id of ids) h.send({ _tag: "SelectionToggled", contractId: id })
  const c = lastCall(h, "syncBetslip") as Extract<Call, { endpoint: "syncBetslip" }>
  h.send({ _tag: "BetslipSynced", requestId: c.requestId, betslip: serverSlip(c.input.contractIds, world) })
}
const failure = (requestId: string, endpoint: string, status: number, error: object | null, method = "PUT", path = "/v1/sportsbook/settings"): EventInput => ({
  _tag: "RequestFailed", requestId, endpoint, method, path, status, reason: status === 0 ? "network" : "http", error, detail: "",
})

describe("loading the settings", () => {
  it("a log-in asks for them with an id taken from the instant, never from the id counter", () => {
    let s = loggedIn(newWorld())
    const seq = s.seq
    expect(s.betslipSettings).toEqual({ saved: null, loadRequestId: LOAD_ID, save: { phase: "idle" } })
    // The same log-in again draws nothing more from the counter for the settings.
    ;[s] = update(s, { _tag: "BetslipSettingsLoaded", at: T0 + 5, requestId: LOAD_ID, settings: mine })
    expect(s.seq).toBe(seq)
    expect(s.betslipSettings.saved).toEqual(mine)
  })

  it("the call is GET v1 sportsbook/settings with the session's token", () => {
    const h = harness()
    h.send({ _tag: "AppStarted", location: { path: "/", search: "" }, brand: "sportsbook", country: "GB", locale: "en-GB", environment: "test", deviceId: "d", storedToken: null, storedOddsFormat: null, storedHideBalance: false })
    const sent = h.send({ _tag: "SessionOpened", requestId: "r", via: "login", token: "tok", user: (loggedIn(newWorld()).session.user)! })
    expect(calls(sent, "getBetslipSettings")).toEqual([{ _tag: "Call", endpoint: "getBetslipSettings", input: {}, requestId: `betslip-settings:${T0}`, token: "tok" }])
  })

  it("an answer to a load no longer awaited is ignored; a failed load leaves the brand's stakes and 'ask'", () => {
    const h = setup()
    h.send({ _tag: "BetslipSettingsLoaded", requestId: "betslip-settings:1", settings: mine })
    expect(h.store.getState().betslipSettings.saved).toBeNull()
    h.send(failure(LOAD_ID, "getBetslipSettings", 500, { public_message: "Down" }))
    const s = h.store.getState()
    expect([s.betslipSettings.loadRequestId, selectPriceChangeRule(s), selectDefaultStake(s)]).toEqual([null, "ask", 1000])
    // A failed load is silent (spec §8 "Other"): the slip still works.
    expect(s.snackbars.filter((b) => b.type === "error")).toEqual([])
  })
})

describe("the slip uses the bettor's stakes while logged in", () => {
  it("own quick stakes and default stake; the device's and brand's again after logging out", () => {
    const world = newWorld()
    const h = setup(world)
    expect(selectQuickStakes(h.store.getState()).map((q) => q.amount)).toEqual([500, 2500, 10_000])
    loaded(h, mine)
    expect(selectQuickStakes(h.store.getState()).map((q) => [q.amount, q.text])).toEqual([[100, "£1.00"], [200, "£2.00"], [300, "£3.00"]])
    pick(h, world, 103)
    expect(h.store.getState().betslip.slip.all_contracts.map((l) => l.stake)).toEqual([250])
    h.send({ _tag: "QuickStakeChosen", contractId: 103, index: 2 })
    expect(h.store.getState().betslip.slip.all_contracts.map((l) => l.stake)).toEqual([550])
    // What the device keeps is its own default, not the bettor's (another bettor may log in here).
    const persisted = [...h.commands].reverse().find((c) => c._tag === "Persist" && c.key === "stakes")
    expect(persisted?._tag === "Persist" && JSON.parse(persisted.value ?? "{}").default).toBe(1000)
    h.send({ _tag: "LogoutRequested", source: null })
    const after = h.store.getState()
    expect([after.betslipSettings.saved, selectDefaultStake(after), selectQuickStakes(after).map((q) => q.amount)]).toEqual([null, 1000, [500, 2500, 10_000]])
  })

  it("no own stakes saved (null, []): the brand's", () => {
    const h = setup()
    loaded(h, { price_changes: "any", default_stake: null, quick_stakes: [] })
    const s = h.store.getState()
    expect([selectDefaultStake(s), selectQuickStakes(s).map((q) => q.amount), selectPriceChangeRule(s)]).toEqual([1000, [500, 2500, 10_000], "any"])
  })
})

describe("the price-change rule on the slip", () => {
  /** One leg at 3/1 agreed; the price moves to `num`/1 by a push; the bettor taps place. */
  const moved = (rule: PriceChangeRule | null, num: number) => {
    const world = newWorld()
    const h = setup(world)
    if (rule) loaded(h, { price_changes: rule, default_stake: null, quick_stakes: [] })
    pick(h, world, 103)
    const sel = world.get(103)!
    sel.num = num
    sel.seq += 1
    h.send({ _tag: "MarketsPushed", markets: [{ id: sel.marketId, match_id: sel.matchId, seq: sel.seq, status: "open", contracts: [{ id: 103, status: "open", prices: price(num) }], sent_at: h.now() }] })
    const view = selectBetslipView(h.store.getState())
    const sent = h.send({ _tag: "BetPlacementRequested", idempotencyKey: `k-${rule}-${num}` })
    const place = calls(sent, "placeBets")[0] as Extract<Call, { endpoint: "placeBets" }> | undefined
    return { banner: view.oddsChanged, canPlace: view.bet.canPlace, price: place?.input.request.bets[0]!.legs[0]!.price ?? null }
  }

  it.each([
    // rule (null: not loaded), moved to, banner (acknowledge first), placed with the agreed price
    [null, 4, true, null],
    [null, 2, true, null],
    ["ask", 4, true, null],
    ["ask", 2, true, null],
    ["higher", 4, false, "3/1"],
    ["higher", 2, true, null],
    ["any", 4, false, "3/1"],
    ["any", 2, false, "3/1"],
  ] as const)("rule %s, 3/1 moves to %s/1: banner %s, placed at %s", (rule, num, banner, sentPrice) => {
    const result = moved(rule, num)
    expect(result).toEqual({ banner, canPlace: !banner, price: sentPrice })
  })

  it("an ODDSCHANGED answer under 'higher' (the server saw a shorter price) asks for acknowledgement", () => {
    const world = newWorld()
    const h = setup(world)
    loaded(h, { price_changes: "higher", default_stake: null, quick_stakes: [] })
    pick(h, world, 103)
    h.send({ _tag: "BetPlacementRequested", idempotencyKey: "k1" })
    const c = lastCall(h, "placeBets")
    h.send(failure(c.requestId, "placeBets", 409, { message_key: "ODDSCHANGED", leg_id: [103], new_prices: [price(2)] }, "POST", "/v1/bets/place"))
    expect(selectBetslipView(h.store.getState()).oddsChanged).toBe(true)
    h.send({ _tag: "OddsChangesAccepted" })
    h.advance(300)
    h.send({ _tag: "BetPlacementRequested", idempotencyKey: "k2" })
    expect((lastCall(h, "placeBets") as Extract<Call, { endpoint: "placeBets" }>).input.request.bets[0]!.legs[0]!.price).toBe("2/1")
  })
})

describe("the dialog's fields", () => {
  it.each([
    // default stake, quick stakes → settings or the fields to fix
    ["5", ["1", "2.50", "", "10"], { default_stake: 500, quick_stakes: [100, 250, 1000] }],
    ["", ["", "", "", ""], { default_stake: null, quick_stakes: [] }],
    [" 1,000.5 ", ["100000"], { default_stake: 100_050, quick_stakes: [10_000_000] }],
    ["0", ["1"], ["defaultStake"]],
    ["2.555", ["1"], ["defaultStake"]],
    ["-1", ["1"], ["defaultStake"]],
    ["100000.01", ["1"], ["defaultStake"]],
    ["1", ["abc"], ["quickStakes"]],
    ["1", ["0"], ["quickStakes"]],
    ["1", ["1", "2", "3", "4", "5"], ["quickStakes"]],
    ["x", ["1e3"], ["defaultStake", "quickStakes"]],
  ] as const)("default %j, quick %j → %j", (defaultStake, quickStakes, expected) => {
    const read = readSettingsForm({ priceChanges: "any", defaultStake, quickStakes })
    if (Array.isArray(expected)) expect(read.ok ? [] : Object.keys(read.fields)).toEqual(expected)
    else expect(read).toEqual({ ok: true, settings: { price_changes: "any", ...expected } })
  })

  it("money text: null for nothing, the amount in minor units, 'invalid' for anything else", () => {
    expect([readMoneyText(""), readMoneyText("0.5"), readMoneyText(".5"), readMoneyText("5."), readMoneyText("1,234.56"), readMoneyText("1.234"), readMoneyText("+1")])
      .toEqual([null, 50, 50, 500, 123_456, "invalid", "invalid"])
  })
})

describe("saving", () => {
  const opened = () => {
    const h = setup()
    loaded(h, mine)
    h.send({ _tag: "BetslipSettingsOpened" })
    return h
  }
  const dialogs = (h: Harness) => h.store.getState().modals.other.filter((m) => m.name === "BetslipSettings")

  it("the settings button opens the dialog; fields that are wrong are named and nothing is sent", () => {
    const h = opened()
    expect(dialogs(h)).toHaveLength(1)
    const sent = h.send({ _tag: "BetslipSettingsSubmitted", priceChanges: "any", defaultStake: "0", quickStakes: ["1"] })
    expect(calls(sent, "saveBetslipSettings")).toEqual([])
    expect(h.store.getState().betslipSettings.save).toEqual({ phase: "failed", error: null, fields: { defaultStake: { _tag: "Message", id: "sportsbook.settings.stakeInvalid" } } })
  })

  it("PUT with the settings read; saved: the slip uses them, a snackbar says so and the dialog closes", () => {
    const h = opened()
    const sent = h.send({ _tag: "BetslipSettingsSubmitted", priceChanges: "any", defaultStake: "2", quickStakes: ["1", "", "5", ""] })
    const put = calls(sent, "saveBetslipSettings")
    expect(put.map((c) => [c.input, c.token])).toEqual([[{ settings: { price_changes: "any", default_stake: 200, quick_stakes: [100, 500] } }, "tok"]])
    expect(h.store.getState().betslipSettings.save.phase).toBe("saving")
    // A second Save while the first is in flight sends nothing.
    expect(calls(h.send({ _tag: "BetslipSettingsSubmitted", priceChanges: "ask", defaultStake: "", quickStakes: [] }), "saveBetslipSettings")).toEqual([])
    h.send({ _tag: "BetslipSettingsSaved", requestId: put[0]!.requestId, settings: { price_changes: "any", default_stake: 200, quick_stakes: [100, 500] } })
    const s = h.store.getState()
    expect([selectPriceChangeRule(s), selectDefaultStake(s), selectQuickStakes(s).map((q) => q.amount), s.betslipSettings.save]).toEqual(["any", 200, [100, 500], { phase: "saved" }])
    expect(s.snackbars.map((b) => b.title)).toContainEqual({ _tag: "Message", id: "sportsbook.settings.saved" })
    expect(dialogs(h)).toEqual([])
    // Opened again: the last save's outcome is not shown again.
    h.send({ _tag: "BetslipSettingsOpened" })
    expect(h.store.getState().betslipSettings.save).toEqual({ phase: "idle" })
  })

  it("a 400 refusal shows the server's words and the fields it names, in the dialog only", () => {
    const h = opened()
    h.send({ _tag: "BetslipSettingsSubmitted", priceChanges: "any", defaultStake: "2", quickStakes: ["1"] })
    const put = lastCall(h, "saveBetslipSettings")
    h.send(failure(put.requestId, "saveBetslipSettings", 400, { public_message: "Stakes must be above 0", message_key: "INVALID_REQUEST", fields: { quick_stakes: "field.invalid" } }))
    const s = h.store.getState()
    expect(s.betslipSettings.save).toEqual({
      phase: "failed", error: { _tag: "Literal", text: "Stakes must be above 0" }, fields: { quickStakes: { _tag: "Message", id: "sportsbook.settings.stakeInvalid" } },
    })
    expect(s.snackbars.filter((b) => b.type === "error")).toEqual([])
    expect(dialogs(h)).toHaveLength(1)
    expect(s.betslipSettings.saved).toEqual(mine)
  })

  it("a network failure: the dialog says it did not save", () => {
    const h = opened()
    h.send({ _tag: "BetslipSettingsSubmitted", priceChanges: "any", defaultStake: "2", quickStakes: [] })
    h.send(failure(lastCall(h, "saveBetslipSettings").requestId, "saveBetslipSettings", 0, null))
    expect(h.store.getState().betslipSettings.save).toMatchObject({ phase: "failed", error: { _tag: "Message", id: "sportsbook.settings.notSaved" } })
  })

  it("a visitor's settings button does nothing (the button is shown to a bettor only)", () => {
    const h = harness()
    h.send({ _tag: "AppStarted", location: { path: "/", search: "" }, brand: "sportsbook", country: "GB", locale: "en-GB", environment: "test", deviceId: "d", storedToken: null, storedOddsFormat: null, storedHideBalance: false })
    expect(h.send({ _tag: "BetslipSettingsOpened" })).toEqual([])
    expect(h.store.getState().modals.other).toEqual([])
  })
})

describe("event log: settings loaded, edited and saved", () => {
  it("replays to the same state and commands", () => {
    const world = newWorld()
    let now = T0 + 1_000
    const commands: Command[] = []
    const initial: AppState = loggedIn(world)
    const store = createStore({ clock: { now: () => now }, interpret: (c) => void commands.push(...c), initial, logCapacity: 1000 })
    const send = (e: EventInput) => {
      now += 100
      store.dispatch(e)
    }
    send({ _tag: "BetslipSettingsLoaded", requestId: LOAD_ID, settings: mine })
    send({ _tag: "BetslipSettingsOpened" })
    send({ _tag: "BetslipSettingsSubmitted", priceChanges: "any", defaultStake: "abc", quickStakes: [] })
    send({ _tag: "BetslipSettingsSubmitted", priceChanges: "any", defaultStake: "3", quickStakes: ["2", "4"] })
    const put = [...commands].reverse().find((c): c is Call => c._tag === "Call" && c.endpoint === "saveBetslipSettings")!
    send({ _tag: "BetslipSettingsSaved", requestId: put.requestId, settings: { price_changes: "any", default_stake: 300, quick_stakes: [200, 400] } })
    const final = store.getState()
    expect(final.betslipSettings.saved).toEqual({ price_changes: "any", default_stake: 300, quick_stakes: [200, 400] })
    const result = replay(JSON.parse(JSON.stringify(store.log.toFile({ redact: false }))))
    expect(result.state).toEqual(final)
    expect(result.commands).toEqual(commands)
  })
})
