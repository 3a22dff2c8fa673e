/**
 * The betslip rules of spec §4 and the stake rules of spec §5 (core/betslip/rules.ts), the receipt's
 * derived values of spec §3 (core/betslip/receipt.ts) and the betslip deep link of spec §4
 * (core/betslip/deep-link.ts): one table per rule, one row per case in the spec's words; then
 * fast-check properties for the invariants every sequence of changes keeps.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatBetslipDeepLink, parseBetslipDeepLink, type BetslipDeepLink } from "../../core/betslip/deep-link.js"
import { hasCashOut, isSettled, totalBetAmount, winnings } from "../../core/betslip/receipt.js"
import {
  accumulatorMaxBetExceeded, accumulatorVoucherRule, acknowledgeOddsChange, acknowledgeOddsChanges, addLeg, applyOddsChanged,
  bestOddsGuaranteedApplies, betslipValidity, clampStake, clampStakes, isBetslipValid, isConvertibleToBetBuilder,
  legsAfterPlacement, maxStakeFor, minimumStake, mustAcknowledgeOddsChange, nonStraightAccumulatorRule, normaliseBetslip,
  priceChangeDirection, removeLeg, selectedBetTypeRule, stakeBelowMinimum, startPriceRule, typeFromLegCount,
  vouchersClearedOnChange, withPrices,
} from "../../core/betslip/rules.js"
import type { Price } from "../../core/model/catalogue.js"
import type { Betslip, BetslipContract, BetReceipt, BetType } from "../../core/model/betslip.js"
import * as arb from "./betslip-arbitraries.js"

// ── builders ─────────────────────────────────────────────────────────────────
const price = (decimal: number): Price => ({ decimal, decimal_display: decimal.toFixed(2), fractional: "x/y", fractional_display: "x/y" })
const V5 = { id: 5, amount: 500 }
const V7 = { id: 7, amount: 200 }

const aLeg = (id: number, over: Partial<BetslipContract> = {}): BetslipContract => ({
  id, leg_id: id * 10, type: "contract", name: `Contract ${id}`, amount: 1000, stake: 1000, applied_voucher: null,
  applied_each_way: false, applied_start_price: false, best_odds_guaranteed_from: null, bet_delay: 0, boosted: false,
  boost_type: null, competition_name: "Premier League", each_way: null, game_id: 1, game_name: "Football", icon: null,
  market_id: id * 100, market_name: "Match result", match_id: 10_000 + id, match_name: `Match ${id}`, match_start_time: 0,
  match_type: "prematch", max_bet: 10_000, multi_available: true, payout_type: "cash", price_change_direction: "none",
  prices: price(2.5), raw_prices: price(2.5), initial_prices: price(2.5), start_price_available: false, status: "open",
  team_image_url: null, selections: [{ market_id: id * 100, contract_id: id, name: `Contract ${id}`, market_name: "Match result" }],
  ...over,
})

const aBetType = (type: string, over: Partial<BetType> = {}): BetType => ({
  description: type, each_way_prices: null, max_bet: 50_000, messages: [], name: type, number_of_bets: 1, prices: null,
  raw_prices: null, type, valid: true, betslip_leg_ids: [], leg_ids: [], voucher_ids: [], ...over,
})

const aSlip = (over: Partial<Betslip> = {}): Betslip => ({
  accumulator_stake: 1000, accumulator_applied_voucher: null, accumulator_applied_each_way: false,
  accumulator_available_vouchers: [], accumulator_max_bet: null, accumulator_prices: null, credits_available: false,
  credits: 0, all_contracts: [], type: "single", use_bonus: false, vouchers: [], bet_types: [], bet_type_groups: [],
  default_bet_type_selection: null, selected_bet_type: null, ...over,
})

const legs = (...ids: number[]) => ids.map((id) => aLeg(id))

// ── spec §4 betslip rules ────────────────────────────────────────────────────
describe("spec §4: with 0 or 1 contracts the type is single and the accumulator voucher is removed; from under 2 to 2 or more the type becomes accumulator and contract vouchers are removed", () => {
  it.each([
    ["0 contracts: the type is single", 1, aSlip({ type: "accumulator" }), "single", null, [] as Array<number | null>],
    ["0 contracts: the accumulator voucher is removed", 1, aSlip({ type: "accumulator", accumulator_applied_voucher: V5 }), "single", null, []],
    ["1 contract: the type is single and the accumulator voucher is removed", 2,
      aSlip({ type: "accumulator", accumulator_applied_voucher: V5, all_contracts: [aLeg(1, { applied_voucher: V7 })] }), "single", null, [7]],
    ["the count goes from 1 to 2: the type becomes accumulator and contract vouchers are removed", 1,
      aSlip({ type: "single", all_contracts: [aLeg(1, { applied_voucher: V7 }), aLeg(2, { applied_voucher: V5 })] }), "accumulator", null, [null, null]],
    ["the count goes from 0 to 3: the type becomes accumulator", 0, aSlip({ all_contracts: legs(1, 2, 3) }), "accumulator", null, [null, null, null]],
    ["the count goes from 2 to 3: the type (singles) is kept and contract vouchers stay", 2,
      aSlip({ type: "single", all_contracts: [aLeg(1, { applied_voucher: V7 }), aLeg(2), aLeg(3)] }), "single", null, [7, null, null]],
    ["the count goes from 3 to 2: the accumulator voucher stays", 3,
      aSlip({ type: "accumulator", accumulator_applied_voucher: V5, all_contracts: legs(1, 2) }), "accumulator", 5, [null, null]],
  ] as const)("%s", (_name, previousCount, slip, type, accumulatorVoucherId, legVoucherIds) => {
    const next = typeFromLegCount(previousCount, slip)
    expect(next.type).toBe(type)
    expect(next.accumulator_applied_voucher?.id ?? null).toBe(accumulatorVoucherId)
    expect(next.all_contracts.map((l) => l.applied_voucher?.id ?? null)).toEqual(legVoucherIds)
  })
})

describe("spec §4: when selected bet type, type, use_bonus or default bet type changes, applied vouchers are cleared", () => {
  const before = aSlip({
    type: "accumulator", selected_bet_type: "double", default_bet_type_selection: "accumulator", use_bonus: false,
    accumulator_applied_voucher: V5, all_contracts: [aLeg(1, { applied_voucher: V7 }), aLeg(2)],
  })
  it.each([
    ["selected bet type changes", { selected_bet_type: "treble" }, true],
    ["selected bet type is cleared", { selected_bet_type: null }, true],
    ["type changes", { type: "fullcoverage" }, true],
    ["use_bonus changes", { use_bonus: true }, true],
    ["default bet type changes", { default_bet_type_selection: "double" }, true],
    ["nothing watched changes (a stake moves)", { accumulator_stake: 2000 }, false],
  ] as const)("%s", (_name, change, cleared) => {
    const next = vouchersClearedOnChange(before, { ...before, ...change })
    expect(next.accumulator_applied_voucher).toEqual(cleared ? null : V5)
    expect(next.all_contracts[0]!.applied_voucher).toEqual(cleared ? null : V7)
  })
})

describe("spec §4: with no legs the selected bet type is cleared; if the selected type is no longer offered it falls back to the default selection", () => {
  const offered = [aBetType("double"), aBetType("accumulator")]
  it.each([
    ["no legs: the selected bet type is cleared", aSlip({ selected_bet_type: "double", bet_types: offered }), null],
    ["the selected type is still offered: it stays", aSlip({ all_contracts: legs(1, 2), selected_bet_type: "double", bet_types: offered, default_bet_type_selection: "accumulator" }), "double"],
    ["the selected type is no longer offered: it falls back to the default selection",
      aSlip({ all_contracts: legs(1, 2), selected_bet_type: "trixie", bet_types: offered, default_bet_type_selection: "accumulator" }), "accumulator"],
    ["nothing selected: stays unselected", aSlip({ all_contracts: legs(1, 2), bet_types: offered, default_bet_type_selection: "accumulator" }), null],
  ] as const)("%s", (_name, slip, selected) => {
    expect(selectedBetTypeRule(slip).selected_bet_type).toBe(selected)
  })
})

describe("spec §4: a non-straight accumulator type becomes accumulator unless it is fullcoverage and still offered", () => {
  const two = legs(1, 2, 3)
  it.each([
    ["single stays single", aSlip({ type: "single", all_contracts: two }), "single"],
    ["accumulator stays accumulator", aSlip({ type: "accumulator", all_contracts: two }), "accumulator"],
    ["multiple becomes accumulator", aSlip({ type: "multiple", all_contracts: two }), "accumulator"],
    ["fullcoverage still offered stays fullcoverage", aSlip({ type: "fullcoverage", all_contracts: two, selected_bet_type: "trixie", bet_types: [aBetType("trixie")] }), "fullcoverage"],
    ["fullcoverage no longer offered becomes accumulator", aSlip({ type: "fullcoverage", all_contracts: two, selected_bet_type: "trixie", bet_types: [aBetType("double")] }), "accumulator"],
    ["fullcoverage with no bet type selected becomes accumulator", aSlip({ type: "fullcoverage", all_contracts: two, bet_types: [aBetType("trixie")] }), "accumulator"],
  ] as const)("%s", (_name, slip, type) => {
    expect(nonStraightAccumulatorRule(slip).type).toBe(type)
  })
})

describe("spec §4: an applied accumulator voucher is dropped if no longer available", () => {
  it.each([
    ["still available: kept", aSlip({ accumulator_applied_voucher: V5, accumulator_available_vouchers: [V7, V5] }), V5],
    ["no longer available: dropped", aSlip({ accumulator_applied_voucher: V5, accumulator_available_vouchers: [V7] }), null],
    ["none applied: none", aSlip({ accumulator_available_vouchers: [V7] }), null],
  ] as const)("%s", (_name, slip, applied) => {
    expect(accumulatorVoucherRule(slip).accumulator_applied_voucher).toEqual(applied)
  })
})

describe("spec §4: start price cannot stay applied once unavailable; if start price is available and there are no prices, it is applied automatically", () => {
  it.each([
    ["applied, then unavailable: no longer applied", aLeg(1, { applied_start_price: true, start_price_available: false }), false],
    ["applied, unavailable and no prices: no longer applied", aLeg(1, { applied_start_price: true, start_price_available: false, prices: null }), false],
    ["available and no prices: applied automatically", aLeg(1, { start_price_available: true, prices: null }), true],
    ["available with prices: left to the bettor (not applied)", aLeg(1, { start_price_available: true }), false],
    ["available with prices: left to the bettor (applied)", aLeg(1, { start_price_available: true, applied_start_price: true }), true],
  ] as const)("%s", (_name, leg, applied) => {
    expect(startPriceRule(leg).applied_start_price).toBe(applied)
  })
})

describe("spec §4: price change direction is up or down versus initial price and resets when the user acknowledges the odds change", () => {
  it.each([
    ["longer than the initial price: up", price(2.5), price(3), "up"],
    ["shorter than the initial price: down", price(2.5), price(2), "down"],
    ["equal to the initial price: none", price(2.5), price(2.5), "none"],
    ["no initial price: none", null, price(2.5), "none"],
    ["no price (start price only): none", price(2.5), null, "none"],
  ] as const)("%s", (_name, initial, current, direction) => {
    expect(priceChangeDirection(initial, current)).toBe(direction)
    expect(withPrices(aLeg(1, { initial_prices: initial }), current).price_change_direction).toBe(direction)
  })

  it("acknowledging resets the direction and takes the current price as the initial one", () => {
    const moved = withPrices(aLeg(1), price(3))
    const acked = acknowledgeOddsChange(moved)
    expect(acked.price_change_direction).toBe("none")
    expect(acked.initial_prices).toEqual(price(3))
    expect(withPrices(acked, price(2.5)).price_change_direction).toBe("down")
  })
})

describe("spec §4 / §8: on an odds-changed response the prices of the listed legs are updated and the user must acknowledge", () => {
  const slip = aSlip({ type: "accumulator", all_contracts: legs(1, 2) })
  it("the listed leg's price is updated, the others are not, and the user must acknowledge", () => {
    const next = applyOddsChanged(slip, [{ leg_id: 10, new_prices: price(2) }, { leg_id: 999, new_prices: price(9) }])
    expect(next.all_contracts.map((l) => l.prices?.decimal)).toEqual([2, 2.5])
    expect(next.all_contracts.map((l) => l.price_change_direction)).toEqual(["down", "none"])
    expect(mustAcknowledgeOddsChange(next)).toBe(true)
    expect(mustAcknowledgeOddsChange(acknowledgeOddsChanges(next))).toBe(false)
  })
  it("no listed legs: nothing to acknowledge", () => {
    expect(mustAcknowledgeOddsChange(applyOddsChanged(slip, []))).toBe(false)
  })
})

describe("spec §4: best odds guaranteed applies once its start time has passed, unless start price is applied", () => {
  const FROM = 1_700_000_000_000
  it.each([
    ["before its start time: does not apply", aLeg(1, { best_odds_guaranteed_from: FROM }), FROM - 1, false],
    ["at its start time: applies", aLeg(1, { best_odds_guaranteed_from: FROM }), FROM, true],
    ["once its start time has passed: applies", aLeg(1, { best_odds_guaranteed_from: FROM }), FROM + 60_000, true],
    ["passed, but start price is applied: does not apply", aLeg(1, { best_odds_guaranteed_from: FROM, applied_start_price: true }), FROM + 60_000, false],
    ["no best odds guaranteed on the market: does not apply", aLeg(1), FROM, false],
  ] as const)("%s", (_name, leg, now, applies) => {
    expect(bestOddsGuaranteedApplies(leg, now)).toBe(applies)
  })
})

describe("spec §4: the betslip is invalid if any contract is unavailable, it is empty, it is convertible to a bet builder, a single breaches max bet, or the bet type is marked invalid", () => {
  const sameMatch = (id: number, over: Partial<BetslipContract> = {}) => aLeg(id, { match_id: 10_001, ...over })
  it.each([
    ["a valid single", aSlip({ all_contracts: legs(1) }), []],
    ["a valid accumulator", aSlip({ type: "accumulator", all_contracts: legs(1, 2), bet_types: [aBetType("accumulator")] }), []],
    ["a contract is unavailable (halted means suspended)", aSlip({ all_contracts: [aLeg(1, { status: "halted" })] }), ["ContractUnavailable"]],
    ["a contract is unavailable (winner is closed)", aSlip({ all_contracts: [aLeg(1, { status: "winner" })] }), ["ContractUnavailable"]],
    ["a contract is unavailable (anything else is unavailable)", aSlip({ all_contracts: [aLeg(1, { status: "pending" })] }), ["ContractUnavailable"]],
    ["new is available", aSlip({ all_contracts: [aLeg(1, { status: "new" })] }), []],
    ["it is empty", aSlip(), ["Empty"]],
    ["convertible to a bet builder: at least 2 legs, all multi-available and from the same match",
      aSlip({ type: "accumulator", all_contracts: [sameMatch(1), sameMatch(2)] }), ["ConvertibleToBetBuilder"]],
    ["not convertible: one leg is not multi-available", aSlip({ type: "accumulator", all_contracts: [sameMatch(1), sameMatch(2, { multi_available: false })] }), []],
    ["not convertible: legs from different matches", aSlip({ type: "accumulator", all_contracts: legs(1, 2) }), []],
    ["not convertible: a single leg", aSlip({ all_contracts: [sameMatch(1)] }), []],
    ["a single breaches max bet", aSlip({ all_contracts: [aLeg(1, { stake: 10_001 })] }), ["SingleBreachesMaxBet"]],
    ["a single breaches max bet with its voucher", aSlip({ all_contracts: [aLeg(1, { stake: 9_600, applied_voucher: V5 })] }), ["SingleBreachesMaxBet"]],
    ["a single at max bet is fine", aSlip({ all_contracts: [aLeg(1, { stake: 10_000 })] }), []],
    ["the bet type is marked invalid (selected)", aSlip({ type: "accumulator", all_contracts: legs(1, 2), selected_bet_type: "double", bet_types: [aBetType("double", { valid: false, messages: ["Not allowed", "Other"] })] }), ["BetTypeInvalid"]],
    ["the bet type is marked invalid (the slip's type)", aSlip({ type: "accumulator", all_contracts: legs(1, 2), bet_types: [aBetType("accumulator", { valid: false })] }), ["BetTypeInvalid"]],
    ["several reasons at once, in the spec's order", aSlip({ all_contracts: [aLeg(1, { status: "void", stake: 20_000 })] }), ["ContractUnavailable", "SingleBreachesMaxBet"]],
  ] as const)("%s", (_name, slip, reasons) => {
    expect(betslipValidity(slip).map((r) => r._tag)).toEqual(reasons)
    expect(isBetslipValid(slip)).toBe(reasons.length === 0)
  })

  it("the bet type invalid message is the first of its messages (spec §8)", () => {
    const slip = aSlip({ type: "accumulator", all_contracts: legs(1, 2), selected_bet_type: "double", bet_types: [aBetType("double", { valid: false, messages: ["Not allowed", "Other"] })] })
    expect(betslipValidity(slip)).toEqual([{ _tag: "BetTypeInvalid", type: "double", message: "Not allowed" }])
  })

  it("isConvertibleToBetBuilder names the match", () => {
    expect(isConvertibleToBetBuilder([sameMatch(1), sameMatch(2), sameMatch(3)])).toBe(true)
    expect(betslipValidity(aSlip({ type: "accumulator", all_contracts: [sameMatch(1), sameMatch(2)] }))).toContainEqual({ _tag: "ConvertibleToBetBuilder", matchId: 10_001 })
  })
})

describe("spec §4: stake amounts are clamped to each leg's max_bet minus any voucher amount, minimum 0", () => {
  it.each([
    ["within max bet: kept", 1_000, aLeg(1), 1_000],
    ["above max bet: clamped to max_bet", 20_000, aLeg(1), 10_000],
    ["above max bet minus voucher: clamped to max_bet minus voucher", 10_000, aLeg(1, { applied_voucher: V5 }), 9_500],
    ["negative: clamped to 0", -500, aLeg(1), 0],
    ["voucher above max bet: minimum 0", 100, aLeg(1, { max_bet: 300, applied_voucher: V5 }), 0],
  ] as const)("%s", (_name, stake, leg, clamped) => {
    expect(clampStake(stake, leg)).toBe(clamped)
    expect(clampStakes(aSlip({ all_contracts: [{ ...leg, stake }] })).all_contracts[0]!.stake).toBe(clamped)
  })
})

describe("spec §4: placing a bet keeps the legs not part of the placed bet", () => {
  it("legs not part of the placed bet stay; the rules run again", () => {
    const slip = aSlip({ type: "accumulator", all_contracts: legs(1, 2, 3) })
    const after = legsAfterPlacement(slip, [10, 20])
    expect(after.all_contracts.map((l) => l.id)).toEqual([3])
    expect(after.type).toBe("single")
  })
})

// ── spec §5 stake rules ──────────────────────────────────────────────────────
describe("spec §5: minimum stake per bet 0.10 minus any applied voucher amount, zero if already met", () => {
  it.each([
    ["no voucher: 0.10", 0, 10],
    ["a 0.04 voucher: 0.06", 4, 6],
    ["a 0.10 voucher already meets it: zero", 10, 0],
    ["a 5.00 voucher already meets it: zero", 500, 0],
  ] as const)("%s", (_name, voucher, minimum) => {
    expect(minimumStake(voucher)).toBe(minimum)
  })
  it.each([
    ["0.09 without a voucher is below the minimum", 9, 0, true],
    ["0.10 without a voucher meets it", 10, 0, false],
    ["0.06 with a 0.04 voucher meets it", 6, 4, false],
    ["0 with a 0.10 voucher meets it", 0, 10, false],
  ] as const)("%s", (_name, stake, voucher, below) => {
    expect(stakeBelowMinimum(stake, voucher)).toBe(below)
  })
})

describe("spec §5: accumulator max bet is exceeded when stake plus voucher exceeds the bet type's max_bet", () => {
  it.each([
    ["stake below max bet", 4_000, 0, false],
    ["stake at max bet", 5_000, 0, false],
    ["stake plus voucher at max bet", 4_500, 500, false],
    ["stake plus voucher above max bet", 4_600, 500, true],
    ["stake above max bet", 5_001, 0, true],
  ] as const)("%s", (_name, stake, voucher, exceeded) => {
    expect(accumulatorMaxBetExceeded(stake, voucher, aBetType("accumulator", { max_bet: 5_000 }))).toBe(exceeded)
  })
})

// ── spec §3 derived values of the Bet receipt ────────────────────────────────
describe("spec §3: derived values of the bet receipt", () => {
  const bet = (over: Partial<BetReceipt>): BetReceipt => ({ ...fc.sample(arb.betReceipt, { seed: 1, numRuns: 1 })[0]!, ...over })
  it.each([
    ["total bet amount = stake + credit amount + voucher", bet({ stake: 1000, credit_amount: 250, voucher: 50 }), 1300],
    ["total bet amount without a voucher = stake + credit amount", bet({ stake: 1000, credit_amount: 0, voucher: null }), 1000],
  ] as const)("%s", (_name, b, total) => { expect(totalBetAmount(b)).toBe(total) })
  it.each([
    ["winnings = cash winnings + credit winnings", bet({ cash_winnings: 1200, credit_winnings: 300 }), 1500],
    ["winnings with no credit winnings", bet({ cash_winnings: 1200, credit_winnings: null }), 1200],
    ["winnings before settlement", bet({ cash_winnings: null, credit_winnings: null }), 0],
  ] as const)("%s", (_name, b, total) => { expect(winnings(b)).toBe(total) })
  it.each([
    ["status settled and the cash-out did not succeed: settled", bet({ status: "settled", cashout_success: false }), true],
    ["status settled and no cash-out: settled", bet({ status: "settled", cashout_success: null }), true],
    ["status settled but the cash-out succeeded: not settled", bet({ status: "settled", cashout_success: true }), false],
    ["status open: not settled", bet({ status: "open", cashout_success: null }), false],
  ] as const)("%s", (_name, b, settled) => { expect(isSettled(b)).toBe(settled) })
  it.each([
    ["cashout_status available: cash-out is present", "available", true],
    ["cashout_status disabled: cash-out is present", "disabled", true],
    ["cashout_status unavailable: no cash-out", "unavailable", false],
    ["no cashout_status: no cash-out", null, false],
  ] as const)("%s", (_name, status, present) => { expect(hasCashOut(bet({ cashout_status: status }))).toBe(present) })
})

// ── spec §4 betslip deep link ────────────────────────────────────────────────
describe("spec §4: betslip deep link btype (betbuilder, acca, single), bid (comma-separated contract ids), bstake (comma-separated stakes, trimmed; the first is the accumulator stake)", () => {
  it.each([
    ["btype acca with ids and stakes", "?btype=acca&bid=11,22&bstake=10,2.5,5", { btype: "acca", contractIds: [11, 22], accumulatorStake: 1000, stakes: [250, 500] }],
    ["btype single, stakes trimmed", "?btype=single&bid=11&bstake=%205%20,%203.10", { btype: "single", contractIds: [11], accumulatorStake: 500, stakes: [310] }],
    ["btype betbuilder without stakes", "?btype=betbuilder&bid=11,12,13", { btype: "betbuilder", contractIds: [11, 12, 13], accumulatorStake: null, stakes: [] }],
    ["only the accumulator stake", "?btype=acca&bid=1,2&bstake=20", { btype: "acca", contractIds: [1, 2], accumulatorStake: 2000, stakes: [] }],
    ["contract ids trimmed, repeats and non-numbers skipped", "?btype=acca&bid=%201,x,2,1", { btype: "acca", contractIds: [1, 2], accumulatorStake: null, stakes: [] }],
    ["an unreadable stake reads as none", "?btype=acca&bid=1,2&bstake=abc,,4", { btype: "acca", contractIds: [1, 2], accumulatorStake: null, stakes: [null, 400] }],
    ["no btype: not a betslip link (the match deep link)", "?bid=10001,2", null],
    ["an unknown btype: none", "?btype=lucky15&bid=1", null],
    ["no bid: none", "?btype=acca", null],
    ["no readable contract id: none", "?btype=acca&bid=,", null],
  ] as const)("%s", (_name, search, link) => {
    expect(parseBetslipDeepLink(search)).toEqual(link)
  })
})

// ── properties ───────────────────────────────────────────────────────────────
const distinctLegs = fc.uniqueArray(arb.contract, { selector: (l) => l.id, maxLength: 6 })
type Op = { readonly _tag: "add"; readonly leg: BetslipContract } | { readonly _tag: "remove"; readonly index: number }
const op: fc.Arbitrary<Op> = fc.oneof(
  arb.contract.map((leg): Op => ({ _tag: "add", leg })),
  fc.nat(7).map((index): Op => ({ _tag: "remove", index })),
)
const step = (slip: Betslip, o: Op): Betslip => {
  if (o._tag === "add") return addLeg(slip, o.leg)
  const leg = slip.all_contracts[o.index % Math.max(1, slip.all_contracts.length)]
  return leg === undefined ? slip : removeLeg(slip, leg.id)
}
/** A slip as the server might send it, normalised from empty (the state a reducer would hold). */
const startSlip = arb.betslip.map((s) => normaliseBetslip(aSlip(), { ...s, all_contracts: [] }))

const voucherOf = (l: BetslipContract) => l.applied_voucher?.amount ?? 0

describe("betslip invariants (properties)", () => {
  it("stakes are never negative and never above max_bet − voucher, after clamping any slip", () => {
    fc.assert(fc.property(arb.betslip, fc.array(fc.integer({ min: -1_000_000, max: 1_000_000_000 }), { minLength: 5, maxLength: 5 }), (slip, stakes) => {
      const withStakes = { ...slip, all_contracts: slip.all_contracts.map((l, i) => ({ ...l, stake: stakes[i]! })) }
      for (const l of clampStakes(withStakes).all_contracts) {
        expect(l.stake).toBeGreaterThanOrEqual(0)
        expect(l.stake).toBeLessThanOrEqual(Math.max(0, l.max_bet - voucherOf(l)))
        expect(l.stake).toBeLessThanOrEqual(maxStakeFor(l))
      }
    }))
  })

  it("clamping is idempotent and keeps a stake already in range", () => {
    fc.assert(fc.property(arb.contract, fc.integer({ min: -1_000, max: 200_000_000 }), (leg, stake) => {
      const once = clampStake(stake, leg)
      expect(clampStake(once, leg)).toBe(once)
      if (stake >= 0 && stake <= maxStakeFor(leg)) expect(once).toBe(stake)
    }))
  })

  it("after any sequence of leg additions and removals: type is single iff fewer than 2 legs, and the type rule's invariants hold", () => {
    fc.assert(fc.property(startSlip, fc.array(op, { maxLength: 25 }), (start, ops) => {
      let slip = start
      for (const o of ops) {
        const before = slip
        slip = step(slip, o)
        const n = slip.all_contracts.length
        expect(slip.type === "single").toBe(n < 2)
        if (n < 2) expect(slip.accumulator_applied_voucher).toBeNull()
        if (before.all_contracts.length < 2 && n >= 2) {
          expect(slip.type).toBe("accumulator")
          expect(slip.all_contracts.every((l) => l.applied_voucher === null)).toBe(true)
        }
        if (n === 0) expect(slip.selected_bet_type).toBeNull()
        if (slip.accumulator_applied_voucher !== null) {
          expect(slip.accumulator_available_vouchers.map((v) => v.id)).toContain(slip.accumulator_applied_voucher.id)
        }
        for (const l of slip.all_contracts) {
          expect(l.stake).toBeGreaterThanOrEqual(0)
          expect(l.stake).toBeLessThanOrEqual(Math.max(0, l.max_bet - voucherOf(l)))
          if (!l.start_price_available) expect(l.applied_start_price).toBe(false)
        }
        expect(new Set(slip.all_contracts.map((l) => l.id)).size).toBe(n)
      }
    }))
  })

  it("normalising is idempotent: a normalised slip is a fixed point", () => {
    fc.assert(fc.property(arb.betslip, arb.betslip, (previous, next) => {
      const once = normaliseBetslip(previous, next)
      expect(normaliseBetslip(once, once)).toEqual(once)
    }))
  })

  it("normalising never mutates its inputs", () => {
    fc.assert(fc.property(arb.betslip, arb.betslip, (previous, next) => {
      const [p, n] = [structuredClone(previous), structuredClone(next)]
      normaliseBetslip(previous, next)
      expect(previous).toEqual(p)
      expect(next).toEqual(n)
    }))
  })

  it("price change direction is none iff the price equals the initial price", () => {
    fc.assert(fc.property(arb.contract, arb.price, arb.price, (leg, initial, current) => {
      const moved = withPrices({ ...leg, initial_prices: initial }, current)
      expect(moved.price_change_direction === "none").toBe(current.decimal === initial.decimal)
      expect(acknowledgeOddsChange(moved).price_change_direction).toBe("none")
    }))
  })

  it("a slip with an unavailable leg is never valid", () => {
    fc.assert(fc.property(arb.betslip, (slip) => {
      const unavailable = slip.all_contracts.some((l) => !["open", "new"].includes(l.status))
      if (unavailable) expect(isBetslipValid(slip)).toBe(false)
      if (slip.all_contracts.length === 0) expect(isBetslipValid(slip)).toBe(false)
    }))
  })

  it("the deep link round-trips: parse(format(link)) is the link", () => {
    const link: fc.Arbitrary<BetslipDeepLink> = fc.uniqueArray(fc.nat({ max: 10_000_000 }), { minLength: 1, maxLength: 6 }).chain((contractIds) =>
      fc.record({
        btype: fc.constantFrom("betbuilder" as const, "acca" as const, "single" as const),
        contractIds: fc.constant(contractIds),
        accumulatorStake: fc.option(arb.money, { nil: null }),
        stakes: fc.array(fc.option(arb.money, { nil: null }), { maxLength: contractIds.length })
          .map((s) => { const t = [...s]; while (t.length > 0 && t[t.length - 1] === null) t.pop(); return t }),
      }))
    fc.assert(fc.property(link, (l) => { expect(parseBetslipDeepLink(formatBetslipDeepLink(l))).toEqual(l) }))
  })
})
