/**
 * Free bets (vouchers) on the slip, in the spec's words: §3 "total bet amount = stake + credit amount
 * + voucher" (the voucher is staked on top of the stake), §5 "Minimum stake per bet 0.10 minus any
 * applied voucher amount, zero if already met" and "max bet is exceeded when stake plus voucher
 * exceeds … max_bet". The returns the slip shows are checked against what the reference server pays
 * for the same bet (server/domain/betting: the placement's stakes, then settlement with every leg
 * won), over the server's own slip for the betting suites' world; and the receipt shows the cash
 * stake with the free bet beside it.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { AppState } from "../../core/app/state.js"
import { placeBetsRequest } from "../../core/betslip/placement.js"
import { selectBetslipReceipts, selectBetslipView, slipBets, type BetslipLegView } from "../../core/betslip/selectors.js"
import { slipProblems } from "../../core/betslip/validity.js"
import type { BetReceipt, Betslip } from "../../core/model/betslip.js"
import { betTypeShapes } from "../../core/odds/index.js"
import { PlaceError, stakesOf } from "../../server/domain/betting/place.js"
import { settleBet, type PlacedBet } from "../../server/domain/betting/returns.js"
import { computeBetslip } from "../../server/domain/betting/slip.js"
import { bettingWorld } from "../server/betting-support.js"
import { TEST_NOW } from "../server/support.js"
import { loggedIn, newWorld, receiptsFor } from "./betslip-world.js"

const VOUCHER_ID = 1
const world = bettingWorld()

/** The reference server's slip for these legs, offering one voucher of `voucher` (none for 0). */
const serverSlipOf = (contractIds: ReadonlyArray<number>, voucher: number): Betslip =>
  computeBetslip(world, contractIds.map((id) => [id]), { vouchers: voucher > 0 ? [{ id: VOUCHER_ID, amount: voucher, scope: "any" }] : [], credits: 0 }, TEST_NOW).slip

const applied = (voucher: number) => (voucher > 0 ? { id: VOUCHER_ID, amount: voucher } : null)

const single = (contractId: number, stake: number, voucher: number, eachWay = false): Betslip => {
  const slip = serverSlipOf([contractId], voucher)
  return { ...slip, all_contracts: slip.all_contracts.map((leg) => ({ ...leg, stake, applied_each_way: eachWay, applied_voucher: applied(voucher) })) }
}

const multiple = (contractIds: ReadonlyArray<number>, type: string, stake: number, voucher: number): Betslip => ({
  ...serverSlipOf(contractIds, voucher),
  selected_bet_type: type,
  accumulator_stake: stake,
  accumulator_applied_voucher: applied(voucher),
})

/** What the reference server pays for the slip's bets when every leg wins (place.ts stakes, returns.ts settlement). */
const serverPays = (slip: Betslip): number[] =>
  placeBetsRequest(slip).bets.map((bet) => {
    const n = bet.legs.length
    const shape = betTypeShapes(n).find((s) => s.type === bet.type && (n === 1 ? s.type === "single" : s.type !== "single"))!
    const voucher = bet.voucher_id === null ? 0 : [...slip.vouchers, ...slip.accumulator_available_vouchers].find((v) => v.id === bet.voucher_id)!.amount
    const stakes = stakesOf({ request: bet, numberOfBets: shape.combos.length, maxBet: 100_000 }, voucher)
    const placed: PlacedBet = {
      type: bet.type, stake: stakes.perLine, eachWay: bet.each_way, voucherAmount: stakes.voucher, combos: shape.combos,
      legs: bet.legs.map((l) => ({ id: l.id, contract_ids: l.selections.map((s) => s.contract_id), price: l.price, start_price: l.start_price, each_way: l.each_way })),
    }
    return settleBet(placed, placed.legs.map((l) => l.contract_ids.map(() => ({ status: "winner" as const, startPrice: null, position: 1 })))).cashWinnings
  })

const returnsOf = (slip: Betslip): Array<number | null> => slipBets(slip).map((b) => b.potentialReturns)

describe("free bets on top of the stake: the returns the slip shows", () => {
  const TABLE: ReadonlyArray<readonly [string, Betslip, number, number]> = [
    // [case, slip, what the bettor pays, potential returns]
    ["a 5p stake with a £2 free bet at evens bets £2.05: 4.10 less the 2.00 free-bet stake = 2.10", single(101, 5, 200), 5, 210],
    ["a £3 stake with a £2 free bet at 2/1: 5.00 × 3 = 15.00 less 2.00 = 13.00", single(102, 300, 200), 300, 1300],
    ["a free bet alone (stake 0, the minimum already met): £2 at evens returns 2.00, nothing paid", single(101, 0, 200), 0, 200],
    ["each way: 1.00 e/w with a £2 free bet at 4/1, 1/4 odds: 2 lines of 2.00: win 10.00 + place 4.00 − 2.00 = 12.00", single(901, 100, 200, true), 200, 1200],
    ["a Trixie at 1/1, 2/1, 3/1: 4 lines of 1.00 + 0.50 at 50 per unit = 75.00 − 2.00 = 73.00", multiple([101, 202, 303], "trixie", 100, 200), 400, 7300],
    ["an accumulator at 1/1, 2/1, 3/1: (1.00 + 2.00) × 24 = 72.00 − 2.00 = 70.00", multiple([101, 202, 303], "accumulator", 100, 200), 100, 7000],
    ["no free bet: 10.00 at 2/1 returns 30.00", single(102, 1000, 0), 1000, 3000],
  ]
  for (const [name, slip, paid, returns] of TABLE) {
    it(name, () => {
      const [bet] = slipBets(slip)
      expect(bet!.totalStake, "what the bettor pays, the free bet aside").toBe(paid)
      expect(bet!.potentialReturns).toBe(returns)
      expect(serverPays(slip), "what the server pays when every leg wins").toEqual([returns])
      expect(slipProblems(slip)).toEqual([])
    })
  }

  it("property: for any stake, free bet, price, each-way and bet type, the slip shows what the server pays, and refuses exactly the free bets the server refuses", () => {
    const singles = fc.record({
      contractId: fc.constantFrom(101, 102, 103, 104, 105, 901, 902, 903),
      stake: fc.integer({ min: 0, max: 20_000 }),
      voucher: fc.constantFrom(0, 5, 10, 200, 334, 1_000, 2_502),
      eachWay: fc.boolean(),
    }).map(({ contractId, stake, voucher, eachWay }) => single(contractId, stake, voucher, eachWay && contractId > 900))
    const multiples = fc.record({
      legs: fc.subarray([101, 202, 303, 404, 502], { minLength: 2 }),
      stake: fc.integer({ min: 0, max: 5_000 }),
      perLine: fc.constantFrom(0, 1, 7, 50, 125),
      pick: fc.nat(),
    }).map(({ legs, stake, perLine, pick }) => {
      const types = serverSlipOf(legs, 0).bet_types.filter((t) => t.type !== "single")
      const type = types[pick % types.length]!
      return multiple(legs, type.type, stake, perLine * type.number_of_bets + (pick % 4 === 0 ? 1 : 0))
    })
    fc.assert(fc.property(fc.oneof(singles, multiples), (slip) => {
      const bets = placeBetsRequest(slip).bets
      const voucher = slip.type === "single" ? (slip.all_contracts[0]!.applied_voucher?.amount ?? 0) : (slip.accumulator_applied_voucher?.amount ?? 0)
      // Stakes the §5 rules accept: stake + voucher between the minimum and max bet.
      fc.pre(bets.length === 1 && bets[0]!.stake + voucher >= 10 && bets[0]!.stake + voucher <= 100_000)
      if (slipProblems(slip).some((p) => p._tag === "FreeBetNotDivisible")) {
        expect(() => serverPays(slip)).toThrow(PlaceError)
      } else {
        expect(slipProblems(slip)).toEqual([])
        expect(returnsOf(slip)).toEqual(serverPays(slip))
      }
    }), { numRuns: 1_000 })
  })
})

describe("free bets: the stake rules on the slip (rules.ts, not restated)", () => {
  /** The wired app with this slip on it. */
  const withSlip = (slip: Betslip): AppState => {
    const s = loggedIn(newWorld())
    return { ...s, betslip: { ...s.betslip, slip, contractIds: slip.all_contracts.map((l) => l.id) } }
  }
  const legView = (slip: Betslip) => selectBetslipView(withSlip(slip)).legs[0] as BetslipLegView

  it("minimum stake 0.10 minus the voucher: 0.04 with a 0.05 free bet is below it; 0.05 with 0.05 is not; a free bet of 0.10 alone meets it", () => {
    expect(legView(single(101, 4, 5)).messages).toContain("belowMinimum")
    expect(slipProblems(single(101, 4, 5)).map((p) => p._tag)).toContain("StakeBelowMinimum")
    expect(legView(single(101, 5, 5)).messages).not.toContain("belowMinimum")
    expect(legView(single(101, 0, 10)).messages).not.toContain("belowMinimum")
    expect(slipProblems(single(101, 0, 10))).toEqual([])
    // A free bet alone is placed: stake 0 and the voucher.
    expect(placeBetsRequest(single(101, 0, 10)).bets).toMatchObject([{ stake: 0, voucher_id: VOUCHER_ID }])
    // Nothing staked and no free bet: nothing to place.
    expect(slipProblems(single(101, 0, 0)).map((p) => p._tag)).toContain("NoStake")
  })

  it("max bet is exceeded when stake plus voucher exceeds max_bet (1,000.00): 999.00 + 2.00 is, 998.00 + 2.00 is not", () => {
    expect(legView(single(101, 99_900, 200)).messages).toContain("aboveMax")
    expect(legView(single(101, 99_800, 200)).messages).not.toContain("aboveMax")
    expect(legView(single(101, 99_800, 200)).maxStake).toBe(99_800)
  })

  it("the leg shows the returns with its free bet: £3 + £2 free bet at 2/1 shows 13.00", () => {
    expect(legView(single(102, 300, 200)).potentialReturns).toBe(1300)
    expect(legView(single(102, 300, 200)).potentialReturnsText).toBe("£13.00")
  })
})

describe("free bets over several bets: the voucher spreads evenly or the slip says why it cannot be placed", () => {
  it("a £2 free bet on 3 doubles does not divide (FreeBetNotDivisible, with the amount and the bets for its text); on a Trixie's 4 bets it does", () => {
    const doubles = multiple([101, 202, 303], "double", 100, 200)
    expect(slipProblems(doubles)).toEqual([{ _tag: "FreeBetNotDivisible", voucher: 200, lines: 3 }])
    const s = loggedIn(newWorld())
    const view = selectBetslipView({ ...s, betslip: { ...s.betslip, slip: doubles, contractIds: [101, 202, 303] } })
    expect(view.validity).toMatchObject({ valid: false, reason: "FreeBetNotDivisible", values: { amount: "£2.00", bets: "3" } })
    expect(view.bet.canPlace).toBe(false)
    expect(slipProblems(multiple([101, 202, 303], "trixie", 100, 200))).toEqual([])
  })

  it("accumulator max bet exceeded (stake plus voucher above the bet type's max_bet) names the most it can stake: max_bet less the voucher", () => {
    const base = multiple([101, 202, 303], "trixie", 100, 200)
    const maxBet = base.bet_types.find((b) => b.type === "trixie")!.max_bet
    const over = { ...base, accumulator_stake: maxBet - 200 + 2 }
    expect(slipProblems(over)).toContainEqual({ _tag: "MaxBetExceeded", max: maxBet - 200 })
    expect(slipProblems({ ...base, accumulator_stake: maxBet - 200 }).map((p) => p._tag)).not.toContain("MaxBetExceeded")
    const s = loggedIn(newWorld())
    const view = selectBetslipView({ ...s, betslip: { ...s.betslip, slip: over, contractIds: [101, 202, 303] } })
    const money = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format((maxBet - 200) / 100)
    expect(view.validity).toMatchObject({ valid: false, reason: "MaxBetExceeded", values: { max: money } })
  })

  it("each way: a 0.05 free bet cannot be shared over the win and place parts; 0.06 can", () => {
    expect(slipProblems(single(901, 100, 5, true)).map((p) => p._tag)).toEqual(["FreeBetNotDivisible"])
    expect(slipProblems(single(901, 100, 6, true))).toEqual([])
  })
})

describe("free bets: the receipt shows the cash stake with the free bet beside it", () => {
  it("a £3 stake with a £2 free bet: stake £3.00, free bet £2.00, total bet amount £5.00", () => {
    const s = loggedIn(newWorld())
    const receipt: BetReceipt = { ...receiptsFor(1, TEST_NOW)[0]!, stake: 300, voucher: 200, potential: 1300 }
    const [view] = selectBetslipReceipts({ ...s, betslip: { ...s.betslip, ui: { ...s.betslip.ui, receipts: [receipt] } } })
    expect(view).toMatchObject({ stake: 300, stakeText: "£3.00", freeBet: 200, freeBetText: "£2.00", totalBetAmount: 500, totalBetAmountText: "£5.00", potentialText: "£13.00" })
    const [plain] = selectBetslipReceipts({ ...s, betslip: { ...s.betslip, ui: { ...s.betslip.ui, receipts: [{ ...receipt, voucher: null }] } } })
    expect(plain).toMatchObject({ stake: 300, freeBet: null, freeBetText: null, totalBetAmount: 300 })
  })
})
