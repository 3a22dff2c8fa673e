/**
 * The bet builder cart to the slip as one leg (BetBuilderCartAddedToSlip: v1 betslip_legs [[a, b]],
 * bet builder mode left and the cart cleared, spec §4), the slip view's identities (an event on one
 * leg rebuilds that leg's row only), and the ODDSCHANGED reaction owned by the betslip alone.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Call, Command } from "../../core/app/commands.js"
import type { AppEvent } from "../../core/app/events.js"
import type { AppState } from "../../core/app/state.js"
import { update } from "../../core/app/update.js"
import { placeBetsRequest } from "../../core/betslip/placement.js"
import { selectBetBuilderView, selectBetslipView, type BetslipLegView } from "../../core/betslip/selectors.js"
import { selectIsPicked } from "../../core/catalogue/selectors.js"
import type { BetBuilderCart, Betslip } from "../../core/model/betslip.js"
import { loggedIn, newWorld, price, serverSlip, type Selection } from "./betslip-world.js"
import { T0 } from "./harness.js"

type SyncCall = Extract<Call, { endpoint: "syncBetslip" }>
const at = T0 + 100

const run = (s: AppState, e: AppEvent): readonly [AppState, ReadonlyArray<Command>] => update(s, e)
const lastSync = (cmds: ReadonlyArray<Command>) => [...cmds].reverse().find((c): c is SyncCall => c._tag === "Call" && c.endpoint === "syncBetslip")
const lastCart = (cmds: ReadonlyArray<Command>) =>
  [...cmds].reverse().find((c): c is Extract<Call, { endpoint: "syncBetBuilderCart" }> => c._tag === "Call" && c.endpoint === "syncBetBuilderCart")

const cartOf = (ids: ReadonlyArray<number>, world: Map<number, Selection>, valid = true): BetBuilderCart => ({
  icon: null, match_name: "Match 9000", messages: valid ? [] : ["Two selections of one market"], prices: price(17, 4), valid,
  selections: ids.map((id) => ({ market_id: world.get(id)!.marketId, contract_id: id, name: `Selection ${id}`, market_name: "Match Result" })),
})

/** What the server answers for the sync (docs/api.md): a bet builder leg per group, id minus its smallest contract id. */
const answerFor = (c: SyncCall, world: Map<number, Selection>): Betslip => {
  const groups = c.input.betBuilderLegs ?? {}
  const plain = serverSlip(c.input.contractIds.filter((id) => groups[String(id)] === undefined), world)
  const legs = c.input.contractIds.flatMap((id) => {
    const group = groups[String(id)]
    if (group === undefined) return plain.all_contracts.filter((l) => l.id === id)
    const first = serverSlip([group[0]!], world).all_contracts[0]!
    const key = -Math.min(...group)
    return [{
      ...first, id: key, leg_id: key, type: "betbuilder" as const, multi_available: false, each_way: null, start_price_available: false,
      applied_start_price: false, prices: price(17, 4), raw_prices: price(17, 4), initial_prices: price(17, 4), market_name: "Bet Builder",
      selections: group.map((g) => ({ market_id: world.get(g)!.marketId, contract_id: g, name: `Selection ${g}`, market_name: "Match Result" })),
    }]
  })
  return { ...plain, all_contracts: legs }
}

/** A bettor in bet builder mode with 101 and 102 (one match) in the cart, the cart answered. */
const withCart = (world: Map<number, Selection>, valid = true): AppState => {
  let [s] = run(loggedIn(world), { _tag: "BetBuilderModeToggled", at })
  let cmds: ReadonlyArray<Command>
  ;[s] = run(s, { _tag: "BetBuilderSelectionToggled", at, contractId: 101 })
  ;[s, cmds] = run(s, { _tag: "BetBuilderSelectionToggled", at, contractId: 102 })
  ;[s] = run(s, { _tag: "BetBuilderCartSynced", at, requestId: lastCart(cmds)!.requestId, cart: cartOf([101, 102], world, valid) })
  return s
}

describe("bet builder mode: prices picked on the sports pages go into the cart (spec §4)", () => {
  it("a pick joins the cart and re-syncs it, never the slip; picking it again takes it out; leaving the mode clears the cart and the highlight", () => {
    const world = newWorld()
    let [s] = run(loggedIn(world), { _tag: "BetBuilderModeToggled", at })
    let cmds: ReadonlyArray<Command>
    ;[s] = run(s, { _tag: "SelectionToggled", at, contractId: 101 })
    ;[s, cmds] = run(s, { _tag: "SelectionToggled", at, contractId: 102 })
    expect(s.betslip.betBuilder.contractIds).toEqual([101, 102])
    expect(s.betslip.contractIds).toEqual([])
    expect(lastCart(cmds)?.input).toMatchObject({ contractIds: [101, 102] })
    expect(lastSync(cmds)).toBeUndefined()
    expect(selectIsPicked(101)(s)).toBe(true)
    ;[s] = run(s, { _tag: "SelectionToggled", at, contractId: 101 })
    expect(s.betslip.betBuilder.contractIds).toEqual([102])
    expect(selectIsPicked(101)(s)).toBe(false)
    ;[s] = run(s, { _tag: "BetBuilderModeToggled", at })
    expect(s.betslip.betBuilder).toMatchObject({ open: false, contractIds: [], cart: null })
    expect(selectIsPicked(102)(s)).toBe(false)
    // Out of the mode, a pick goes on the slip again.
    ;[s] = run(s, { _tag: "SelectionToggled", at, contractId: 102 })
    expect(s.betslip.contractIds).toEqual([102])
  })
})

describe("the bet builder cart goes to the slip as one leg", () => {
  it("syncs the cart's ids as one v1 leg, leaves bet builder mode and clears the cart (spec §4)", () => {
    const world = newWorld()
    const s0 = withCart(world)
    expect(selectBetBuilderView(s0).canAddToSlip).toBe(true)
    const [s1, cmds] = run(s0, { _tag: "BetBuilderCartAddedToSlip", at })
    expect(lastSync(cmds)!.input).toEqual({ v2: false, contractIds: [-101], betBuilderLegs: { "-101": [101, 102] } })
    expect(cmds).toContainEqual({ _tag: "CancelCall", endpoint: "syncBetBuilderCart" })
    expect(s1.betslip.betBuilder).toEqual({ open: false, contractIds: [], cart: null })
    expect(selectBetBuilderView(s1)).toMatchObject({ open: false, canAddToSlip: false, cart: null })
    // Until the server answers the leg is pending, named after its selections.
    expect(selectBetslipView(s1).legs).toEqual([{ pending: true, contractId: -101, name: "Selection 101, Selection 102" }])
    expect(s1.betslip.ui.syncing).toBe(true)

    const [s2] = run(s1, { _tag: "BetslipSynced", at: at + 1, requestId: lastSync(cmds)!.requestId, betslip: answerFor(lastSync(cmds)!, world) })
    const leg = selectBetslipView(s2).legs[0] as BetslipLegView
    expect(leg).toMatchObject({ pending: false, contractId: -101, betBuilder: true, price: "5.25" })
    expect(leg.selections).toEqual([
      { contractId: 101, name: "Selection 101", marketName: "Match Result" }, { contractId: 102, name: "Selection 102", marketName: "Match Result" },
    ])
    // The next sync (another pick) still sends the bet builder leg as its ids, never as [[-101]].
    const [s3, more] = run(s2, { _tag: "SelectionToggled", at: at + 2, contractId: 104 })
    expect(lastSync(more)!.input).toEqual({ v2: false, contractIds: [-101, 104], betBuilderLegs: { "-101": [101, 102] } })
    const [s4] = run(s3, { _tag: "BetslipSynced", at: at + 3, requestId: lastSync(more)!.requestId, betslip: answerFor(lastSync(more)!, world) })
    // bets/place takes the bet builder leg as one leg with both selections at the cart's price.
    const [s5] = run(s4, { _tag: "BetTypeChosen", at: at + 4, betType: "single" })
    const body = placeBetsRequest(s5.betslip.slip)
    expect(body.bets[0]!.legs).toEqual([{
      id: -101, price: "17/4", start_price: false, each_way: null,
      selections: [{ market_id: 500, contract_id: 101 }, { market_id: 501, contract_id: 102 }],
    }])
    // Removing it takes it off, and it is no longer sent.
    const [, removed] = run(s4, { _tag: "BetslipLegRemoved", at: at + 5, contractId: -101 })
    expect(lastSync(removed)!.input).toEqual({ v2: false, contractIds: [104] })
  })

  it("is refused (nothing happens) while the cart is invalid, unanswered, of one selection, or the slip speaks v2", () => {
    const world = newWorld()
    const refused = (s: AppState) => {
      expect(selectBetBuilderView(s).canAddToSlip).toBe(false)
      const [after, cmds] = run(s, { _tag: "BetBuilderCartAddedToSlip", at })
      expect(cmds).toEqual([])
      expect(after.betslip).toBe(s.betslip)
    }
    refused(withCart(world, false))
    const valid = withCart(world)
    refused({ ...valid, flags: { ...valid.flags, fromQuery: { BETBUILDERV2: true } } })
    const [loading] = run(valid, { _tag: "BetBuilderSelectionToggled", at, contractId: 103 })
    refused(loading)
    const [single] = run(valid, { _tag: "BetBuilderSelectionToggled", at, contractId: 102 })
    refused(single)
    refused(loggedIn(world))
  })

  it("a failed sync drops the pending bet builder leg with the other unanswered picks", () => {
    const world = newWorld()
    const [s1, cmds] = run(withCart(world), { _tag: "BetBuilderCartAddedToSlip", at })
    const c = lastSync(cmds)!
    const [s2] = run(s1, {
      _tag: "RequestFailed", at, requestId: c.requestId, endpoint: "syncBetslip", method: "POST", path: "/v1/betslip", status: 500, reason: "http", error: null, detail: "",
    })
    expect(s2.betslip.contractIds).toEqual([])
    expect(s2.betslip.betBuilderLegs).toEqual({})
  })
})

describe("selectBetslipView keeps what did not change", () => {
  const slipWith = (world: Map<number, Selection>, ids: ReadonlyArray<number>): AppState => {
    let s = loggedIn(world)
    for (const id of ids) [s] = run(s, { _tag: "SelectionToggled", at, contractId: id })
    ;[s] = run(s, { _tag: "BetslipSynced", at, requestId: s.betslip.syncRequestId!, betslip: serverSlip(ids, world) })
    return s
  }

  it("property: after any leg event, exactly the rows whose leg or mode changed are new objects, and equal a fresh build", () => {
    const world = newWorld()
    const ids = [101, 103, 104, 105, 106, 107]
    const base = slipWith(world, ids)
    const event = fc.oneof(
      fc.record({ _tag: fc.constant("StakeEntered" as const), contractId: fc.constantFrom(...ids, null), text: fc.constantFrom("1", "2.50", "", "7") }),
      fc.record({ _tag: fc.constant("EachWayToggled" as const), contractId: fc.constantFrom(...ids, null) }),
      fc.record({ _tag: fc.constant("BetTypeChosen" as const), betType: fc.constantFrom("single", "accumulator") }),
      fc.record({ _tag: fc.constant("StakeEditingStarted" as const), contractId: fc.constantFrom(...ids) }),
      fc.record({ _tag: fc.constant("VoucherChosen" as const), contractId: fc.constantFrom(...ids), voucherId: fc.constantFrom(1, 2, null) }),
      fc.constant({ _tag: "BetslipToggled" as const }),
    )
    fc.assert(fc.property(fc.array(event, { minLength: 1, maxLength: 12 }), (events) => {
      let s = base
      let view = selectBetslipView(s)
      for (const e of events) {
        const [next] = run(s, { ...e, at } as AppEvent)
        const after = selectBetslipView(next)
        const legsBefore = new Map(s.betslip.slip.all_contracts.map((l) => [l.id, l]))
        const modeSame = s.betslip.slip.type === next.betslip.slip.type && s.betslip.ui.editingLegId === next.betslip.ui.editingLegId &&
          s.betslip.slip.vouchers === next.betslip.slip.vouchers &&
          JSON.stringify(s.betslip.slip.all_contracts.map((l) => l.applied_voucher?.id ?? null)) === JSON.stringify(next.betslip.slip.all_contracts.map((l) => l.applied_voucher?.id ?? null))
        after.legs.forEach((row, i) => {
          const leg = next.betslip.slip.all_contracts[i]!
          // A row whose leg and everything it reads stayed the same is the same object (no re-render).
          if (legsBefore.get(leg.id) === leg && modeSame) expect(row).toBe(view.legs[i])
        })
        if (after.legs.every((row, i) => row === view.legs[i])) expect(after.legs).toBe(view.legs)
        s = next
        view = after
      }
      // Memoised rows show exactly what a fresh build shows.
      // (a deep copy of the slip makes every leg a new object, so nothing memoised is reused)
      expect(JSON.parse(JSON.stringify(view))).toEqual(JSON.parse(JSON.stringify(selectBetslipView({ ...s, betslip: JSON.parse(JSON.stringify(s.betslip)) }))))
    }), { numRuns: 1000 })
  })

  it("a stake on one leg of six rebuilds that row only; a new odds format rebuilds every row", () => {
    const world = newWorld()
    const s0 = slipWith(world, [101, 103, 104, 105, 106, 107])
    const [s1] = run(s0, { _tag: "BetTypeChosen", at, betType: "single" })
    const v1 = selectBetslipView(s1)
    const [s2] = run(s1, { _tag: "StakeEntered", at, contractId: 104, text: "3" })
    const v2 = selectBetslipView(s2)
    expect(v2.legs.map((row, i) => row === v1.legs[i])).toEqual([true, true, false, true, true, true])
    expect(v2.bets).toBe(v1.bets)
    expect(v2.quickStakes).toBe(v1.quickStakes)
    const fractional: AppState = { ...s2, preferences: { ...s2.preferences, oddsFormat: "fractional" } }
    const v3 = selectBetslipView(fractional)
    if (v3 !== v2) expect(v3.legs.some((row, i) => row === v2.legs[i])).toBe(false)
  })
})

describe("ODDSCHANGED is the betslip's", () => {
  it("the failure is logged once; the listed leg takes its new price and the slip asks for acknowledgement", () => {
    const world = newWorld()
    let s = loggedIn(world)
    let cmds: ReadonlyArray<Command>
    ;[s, cmds] = run(s, { _tag: "SelectionToggled", at, contractId: 103 })
    ;[s] = run(s, { _tag: "BetslipSynced", at, requestId: lastSync(cmds)!.requestId, betslip: serverSlip([103], world) })
    ;[s, cmds] = run(s, { _tag: "BetPlacementRequested", at: at + 1 })
    const place = cmds.find((c): c is Extract<Call, { endpoint: "placeBets" }> => c._tag === "Call" && c.endpoint === "placeBets")!
    ;[s, cmds] = run(s, {
      _tag: "RequestFailed", at: at + 2, requestId: place.requestId, endpoint: "placeBets", method: "POST", path: "/v1/bets/place", status: 409, reason: "http",
      error: { message_key: "ODDSCHANGED", message: "Prices moved", leg_id: [103], new_prices: [price(7, 2)] }, detail: "",
    })
    expect(cmds.filter((c) => c._tag === "Log")).toHaveLength(1)
    expect(selectBetslipView(s)).toMatchObject({ oddsChanged: true, legs: [{ price: "4.50", previousPrice: "4.00", direction: "up" }] })
  })
})
