/**
 * spec §4 placement and bet builder bullets (core/betslip/placement.ts, core/betslip/bet-builder.ts)
 * and the bets/place body of spec §7 built from a slip; tables in the spec's words, plus a property:
 * every request built from a slip encodes through the wire schema.
 */
import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { betBuilderCartLoaded, betBuilderModeToggled, betBuilderSelectionToggled, initialBetBuilder, isBetBuilderCartValid } from "../../core/betslip/bet-builder.js"
import { betsPlaced, contractAdded, contractsSynced, initialBetslipUi, placeBetsRequest, placementFailed, placementStarted } from "../../core/betslip/placement.js"
import { clampStakes } from "../../core/betslip/rules.js"
import { PlaceBetsRequest, type Betslip, type BetslipContract } from "../../core/model/betslip.js"
import * as arb from "./betslip-arbitraries.js"

const [leg1, leg2, leg3] = fc.sample(arb.contract, { seed: 7, numRuns: 3 }).map((l, i): BetslipContract => ({
  ...l, id: i + 1, leg_id: (i + 1) * 10, stake: 1000, max_bet: 100_000, applied_voucher: null, applied_start_price: false, applied_each_way: false,
  prices: { decimal: 3.5, decimal_display: "3.50", fractional: "5/2", fractional_display: "5/2" },
  initial_prices: { decimal: 3.5, decimal_display: "3.50", fractional: "5/2", fractional_display: "5/2" },
  selections: [{ market_id: 100 + i, contract_id: i + 1, name: "x", market_name: "m" }],
}))
const slipOf = (over: Partial<Betslip>): Betslip => ({ ...fc.sample(arb.betslip, { seed: 3, numRuns: 1 })[0]!, ...over })
const receipt = fc.sample(arb.betReceipt, { seed: 5, numRuns: 1 })[0]!

describe("spec §7 bets/place: the body built from the slip", () => {
  it("single: one bet per leg with a stake, fractional price, selections of market_id and contract_id", () => {
    const slip = slipOf({ type: "single", use_bonus: false, all_contracts: [leg1!, { ...leg2!, stake: 0 }] })
    expect(placeBetsRequest(slip)).toEqual({
      odds_format: "fractional",
      bets: [{ stake: 1000, type: "single", use_bonus: false, each_way: false, voucher_id: null,
        legs: [{ id: 10, price: "5/2", selections: [{ market_id: 100, contract_id: 1 }], each_way: null, start_price: false }] }],
    })
  })

  it("the price sent is the one the bettor agreed to (initial), which the server judges a move against (betslip settings)", () => {
    const moved = { ...leg1!, prices: { decimal: 4, decimal_display: "4.00", fractional: "3/1", fractional_display: "3/1" } }
    expect(placeBetsRequest(slipOf({ type: "single", all_contracts: [moved] })).bets[0]!.legs[0]!.price).toBe("5/2")
    expect(placeBetsRequest(slipOf({ type: "single", all_contracts: [{ ...moved, initial_prices: null }] })).bets[0]!.legs[0]!.price).toBe("3/1")
    expect(placeBetsRequest(slipOf({ type: "single", all_contracts: [{ ...moved, applied_start_price: true }] })).bets[0]!.legs[0]!.price).toBeNull()
  })

  it("accumulator: one bet with the accumulator stake, voucher and each-way, every leg", () => {
    const slip = slipOf({ type: "accumulator", selected_bet_type: null, accumulator_stake: 500, accumulator_applied_voucher: { id: 9, amount: 100 }, accumulator_applied_each_way: false, all_contracts: [leg1!, leg2!] })
    const body = placeBetsRequest(slip)
    expect(body.bets).toHaveLength(1)
    expect(body.bets[0]).toMatchObject({ stake: 500, type: "accumulator", voucher_id: 9 })
    expect(body.bets[0]!.legs.map((l) => l.id)).toEqual([10, 20])
  })

  it("a selected bet type is the bet's type", () => {
    expect(placeBetsRequest(slipOf({ type: "fullcoverage", selected_bet_type: "trixie", all_contracts: [leg1!, leg2!, leg3!] })).bets[0]!.type).toBe("trixie")
  })

  it("each_way deduction and placement when each-way is applied; start price sends no price", () => {
    const ew = { ...leg1!, applied_each_way: true, applied_start_price: true, each_way: { description: "1/4 1-2-3", deduction: "1/4", placement: 3, prices: null } }
    expect(placeBetsRequest(slipOf({ type: "single", all_contracts: [ew] })).bets[0]!.legs[0]).toMatchObject({ price: null, start_price: true, each_way: { deduction: "1/4", placement: 3 } })
  })

  it("(property) every body built from a clamped slip encodes with the stake as a string", () => {
    fc.assert(fc.property(arb.betslip, (slip) => {
      const wire = Schema.encodeSync(PlaceBetsRequest)(placeBetsRequest(clampStakes(slip)))
      expect(wire.odds_format).toBe("fractional")
      for (const b of wire.bets) expect(typeof b.stake).toBe("string")
    }))
  })
})

describe("spec §4: placing a bet sets loading, stores receipts, keeps the slip for reuse and clears it; legs not part of the placed bet stay", () => {
  it("placing a bet sets loading", () => {
    expect(placementStarted(initialBetslipUi()).loading).toBe(true)
    expect(placementFailed(placementStarted(initialBetslipUi())).loading).toBe(false)
  })
  it("stores receipts, keeps the slip for reuse and clears the placed legs; legs not part of the placed bet stay", () => {
    const slip = slipOf({ type: "single", all_contracts: [leg1!, { ...leg2!, stake: 0 }, leg3!] })
    const request = placeBetsRequest(slip)
    const [ui, rest] = betsPlaced(placementStarted(initialBetslipUi()), slip, request, [receipt])
    expect(ui).toMatchObject({ loading: false, receipts: [receipt], reusableSlip: slip })
    expect(rest.all_contracts.map((l) => l.id)).toEqual([2])
  })
  it("adding a contract when receipts exist resets the receipts; contract ids are syncing (pending) until answered", () => {
    const withReceipts = { ...initialBetslipUi(), receipts: [receipt] }
    const added = contractAdded(withReceipts, 42)
    expect(added.receipts).toEqual([])
    expect(added.pendingContractIds).toEqual([42])
    expect(added.syncing).toBe(true)
    expect(contractsSynced(added, [42])).toMatchObject({ pendingContractIds: [], syncing: false })
  })
  it("spec §3 betslip UI state defaults: default stake 10, stake options 5, 25, 100", () => {
    expect(initialBetslipUi()).toMatchObject({ defaultStake: 1000, stakeOptions: [500, 2500, 10_000] })
  })
})

describe("spec §4: bet builder mode on/off; leaving it clears the cart; adding or removing a selection re-syncs the cart; removing the last clears it and cancels the request", () => {
  const cart = fc.sample(arb.betBuilderCart, { seed: 2, numRuns: 1 })[0]!
  it("bet builder mode on", () => {
    expect(betBuilderModeToggled(initialBetBuilder, true)).toEqual([{ ...initialBetBuilder, open: true }, null])
  })
  it("leaving it clears the cart", () => {
    const [state, sync] = betBuilderModeToggled({ open: true, contractIds: [1, 2], cart }, false)
    expect(state).toEqual({ open: false, contractIds: [], cart: null })
    expect(sync).toEqual({ _tag: "CancelCartSync" })
  })
  it("adding a selection re-syncs the cart", () => {
    expect(betBuilderSelectionToggled({ open: true, contractIds: [1], cart }, 2)[1]).toEqual({ _tag: "SyncCart", contractIds: [1, 2] })
  })
  it("removing a selection re-syncs the cart", () => {
    expect(betBuilderSelectionToggled({ open: true, contractIds: [1, 2], cart }, 1)[1]).toEqual({ _tag: "SyncCart", contractIds: [2] })
  })
  it("removing the last clears it and cancels the request", () => {
    expect(betBuilderSelectionToggled({ open: true, contractIds: [1], cart }, 1)).toEqual([{ open: true, contractIds: [], cart: null }, { _tag: "CancelCartSync" }])
  })
  it("a cart answer after the cart was emptied is ignored", () => {
    expect(betBuilderCartLoaded({ open: true, contractIds: [], cart: null }, cart).cart).toBeNull()
  })
  it.each([
    ["valid with no messages: valid", true, [], true],
    ["bet builder messages make a leg invalid (spec §8)", true, ["Too many selections"], false],
    ["marked invalid: invalid", false, [], false],
  ] as const)("%s", (_name, valid, messages, ok) => {
    expect(isBetBuilderCartValid({ ...cart, valid, messages })).toBe(ok)
  })
})
