/**
 * Wire-schema round trips of core/model/betslip.ts (STYLE.md "Round-trip every wire schema"): for
 * generated decoded values `x`, decode(JSON.parse(JSON.stringify(encode(x)))) equals `x`. Plus the
 * spec's fixed points: accumulator_stake defaults to 10, the bets/place stake travels as a string.
 */
import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import * as model from "../../core/model/betslip.js"
import * as arb from "./betslip-arbitraries.js"

const roundTrip = <S extends Schema.Codec<any, any, never, never>>(schema: S, value: S["Type"]): unknown =>
  Schema.decodeUnknownSync(schema)(JSON.parse(JSON.stringify(Schema.encodeSync(schema)(value))))

const cases: Record<string, [Schema.Codec<any, any, never, never>, fc.Arbitrary<unknown>]> = {
  StakeText: [model.StakeText, arb.money],
  BetslipVoucher: [model.BetslipVoucher, arb.voucher],
  BetslipSelection: [model.BetslipSelection, arb.selection],
  PriceChangeDirection: [model.PriceChangeDirection, fc.constantFrom("up", "down", "none")],
  BetslipLegType: [model.BetslipLegType, fc.constantFrom("contract", "betbuilder")],
  BetslipContract: [model.BetslipContract, arb.contract],
  BetType: [model.BetType, arb.betType],
  BetTypeGroup: [model.BetTypeGroup, arb.betTypeGroup],
  Betslip: [model.Betslip, arb.betslip],
  BetslipRequestV1: [model.BetslipRequestV1, fc.record({ betslip_legs: fc.array(fc.array(fc.nat(), { maxLength: 3 }), { maxLength: 3 }) })],
  BetslipRequestV2: [model.BetslipRequestV2, fc.record({ legs: fc.array(fc.nat(), { maxLength: 4 }) })],
  BetBuilderCartRequest: [model.BetBuilderCartRequest, fc.record({ contract_ids: fc.array(fc.nat(), { maxLength: 4 }) })],
  BetBuilderCart: [model.BetBuilderCart, arb.betBuilderCart],
  PlaceBetSelection: [model.PlaceBetSelection, fc.record({ market_id: fc.nat(), contract_id: fc.nat() })],
  PlaceBetEachWay: [model.PlaceBetEachWay, fc.record({ deduction: fc.constantFrom("1/4", "1/5"), placement: fc.nat(5) })],
  PlaceBetLeg: [model.PlaceBetLeg, arb.placeBetsRequest.filter((r) => r.bets.length > 0 && r.bets[0]!.legs.length > 0).map((r) => r.bets[0]!.legs[0]!)],
  PlaceBet: [model.PlaceBet, arb.placeBetsRequest.filter((r) => r.bets.length > 0).map((r) => r.bets[0]!)],
  PlaceBetsRequest: [model.PlaceBetsRequest, arb.placeBetsRequest],
  BetLeg: [model.BetLeg, arb.betLeg],
  BetReceipt: [model.BetReceipt, arb.betReceipt],
  AutoCashoutRule: [model.AutoCashoutRule, arb.autoCashoutRule],
  PlaceBetsResponse: [model.PlaceBetsResponse, fc.array(arb.betReceipt, { maxLength: 2 })],
  OddsChangedLeg: [model.OddsChangedLeg, arb.oddsChangedLeg],
}

describe("betslip wire schemas: decode ∘ encode is the identity", () => {
  it.each(Object.keys(cases))("%s", (name) => {
    const [schema, values] = cases[name]!
    fc.assert(fc.property(values, (x) => { expect(roundTrip(schema, x)).toEqual(x) }), { numRuns: 200 })
  })

  it("every schema exported by core/model/betslip.ts has a round-trip case", () => {
    const exported = Object.entries(model).filter(([, v]) => Schema.isSchema(v)).map(([k]) => k).sort()
    expect(exported).toEqual(Object.keys(cases).sort())
  })
})

describe("betslip wire schemas: the spec's fixed points", () => {
  const wireSlip = {
    accumulator_applied_voucher: null, accumulator_applied_each_way: false, accumulator_available_vouchers: [],
    accumulator_max_bet: 250.5, accumulator_prices: null, credits_available: false, credits: 0, all_contracts: [],
    type: "single", use_bonus: false, vouchers: [{ id: 3, amount: 0.5 }], bet_types: [], bet_type_groups: [],
    default_bet_type_selection: null, selected_bet_type: null,
  }

  it("accumulator_stake (default 10): absent on the wire decodes as 10.00, i.e. 1000 minor units", () => {
    expect(Schema.decodeUnknownSync(model.Betslip)(wireSlip).accumulator_stake).toBe(1000)
  })

  it("accumulator_stake present on the wire is kept, in minor units", () => {
    expect(Schema.decodeUnknownSync(model.Betslip)({ ...wireSlip, accumulator_stake: 2.5 }).accumulator_stake).toBe(250)
  })

  it("money is decimal on the wire and minor units in memory (max bet, vouchers)", () => {
    const slip = Schema.decodeUnknownSync(model.Betslip)(wireSlip)
    expect(slip.accumulator_max_bet).toBe(25050)
    expect(slip.vouchers).toEqual([{ id: 3, amount: 50 }])
  })

  it.each([
    ["10", 1000], ["10.00", 1000], ["2.5", 250], ["0.07", 7], ["0", 0], ["1234567.89", 123456789],
  ] as const)("bets/place stake (string) %j decodes as %d minor units", (text, minor) => {
    expect(Schema.decodeUnknownSync(model.StakeText)(text)).toBe(minor)
  })

  it.each([["-1"], ["1.234"], ["1e3"], [""], [" 5"], ["abc"], ["1."]])("bets/place stake (string) %j is rejected", (text) => {
    expect(() => Schema.decodeUnknownSync(model.StakeText)(text)).toThrow()
  })

  it.each([[1000, "10.00"], [250, "2.50"], [7, "0.07"], [0, "0.00"]] as const)("a stake of %d minor units is sent as %j", (minor, text) => {
    expect(Schema.encodeSync(model.StakeText)(minor)).toBe(text)
  })

  it("bets/place body: odds_format fractional, stake as a string, legs with fractional price, selections, each_way and start_price", () => {
    const body: model.PlaceBetsRequest = {
      odds_format: "fractional",
      bets: [{
        stake: 1050, type: "single", use_bonus: false, each_way: true, voucher_id: null,
        legs: [{ id: 9, price: "5/2", selections: [{ market_id: 4, contract_id: 40 }], each_way: { deduction: "1/4", placement: 3 }, start_price: false }],
      }],
    }
    expect(Schema.encodeSync(model.PlaceBetsRequest)(body)).toEqual({ ...body, bets: [{ ...body.bets[0], stake: "10.50" }] })
  })

  it("bets/place odds_format other than fractional is rejected", () => {
    expect(() => Schema.decodeUnknownSync(model.PlaceBetsRequest)({ odds_format: "decimal", bets: [] })).toThrow()
  })

  it("a selection status a newer server adds still decodes (and the rules read it as unavailable)", () => {
    const leg = fc.sample(arb.contract, 1)[0]!
    const wire = Schema.encodeSync(model.BetslipContract)({ ...leg, status: "resulting" })
    expect(Schema.decodeUnknownSync(model.BetslipContract)(wire).status).toBe("resulting")
  })
})
