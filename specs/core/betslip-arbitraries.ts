/**
 * fast-check arbitraries for the betslip (core/model/betslip.ts), decoded values: money in integer
 * minor units, instants in epoch ms within 1990–2100. Shared by betslip-model and betslip-rules tests.
 */
import fc from "fast-check"
import type { Price } from "../../core/model/catalogue.js"
import type {
  AutoCashoutRule, BetBuilderCart, BetLeg, BetReceipt, Betslip, BetslipContract, BetslipSelection, BetslipVoucher, BetType, BetTypeGroup,
  OddsChangedLeg, PlaceBet, PlaceBetLeg, PlaceBetsRequest,
} from "../../core/model/betslip.js"

const MIN_TIME = Date.UTC(1990, 0, 1)
const MAX_TIME = Date.UTC(2100, 0, 1)
export const timestamp = fc.integer({ min: MIN_TIME, max: MAX_TIME })
/** Non-negative money up to 1 000 000.00, in minor units. */
export const money = fc.integer({ min: 0, max: 100_000_000 })
const id = fc.integer({ min: 1, max: 1_000_000 })
const str = fc.string({ maxLength: 10 })
const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null })
const list = <T>(arb: fc.Arbitrary<T>, maxLength = 3) => fc.array(arb, { maxLength })

/** Prices with plausible decimals (1.01–101) and matching-looking text. */
export const price: fc.Arbitrary<Price> = fc.record({ num: fc.integer({ min: 1, max: 100 }), den: fc.integer({ min: 1, max: 10 }) })
  .map(({ num, den }) => {
    const decimal = Math.round((1 + num / den) * 100) / 100
    return { decimal, decimal_display: decimal.toFixed(2), fractional: `${num}/${den}`, fractional_display: `${num}/${den}` }
  })

export const voucher: fc.Arbitrary<BetslipVoucher> = fc.record({ id: fc.integer({ min: 1, max: 20 }), amount: fc.integer({ min: 0, max: 5_000 }) })
export const selection: fc.Arbitrary<BetslipSelection> = fc.record({ market_id: id, contract_id: id, name: str, market_name: str })
const status = fc.constantFrom("open", "new", "halted", "winner", "loser", "void", "pending")
const eachWay = fc.record({ description: str, deduction: fc.constantFrom("1/4", "1/5"), placement: fc.integer({ min: 1, max: 5 }), prices: nullable(price) })

export const contract: fc.Arbitrary<BetslipContract> = fc.record({
  id, leg_id: id, type: fc.constantFrom("contract" as const, "betbuilder" as const), name: str,
  amount: money, stake: money, applied_voucher: nullable(voucher), applied_each_way: fc.boolean(), applied_start_price: fc.boolean(),
  best_odds_guaranteed_from: nullable(timestamp), bet_delay: fc.integer({ min: 0, max: 10 }), boosted: fc.boolean(),
  boost_type: nullable(str), competition_name: str, each_way: nullable(eachWay), game_id: id, game_name: str, icon: nullable(str),
  market_id: id, market_name: str, match_id: fc.integer({ min: 10_000, max: 10_003 }), match_name: str, match_start_time: timestamp,
  match_type: str, max_bet: money, multi_available: fc.boolean(), payout_type: fc.constantFrom("cash", "credit"),
  price_change_direction: fc.constantFrom("up" as const, "down" as const, "none" as const), prices: nullable(price),
  raw_prices: nullable(price), initial_prices: nullable(price), start_price_available: fc.boolean(), status,
  team_image_url: nullable(str), selections: list(selection),
})

const betTypeKey = fc.constantFrom("single", "double", "treble", "trixie", "accumulator", "fullcoverage", "yankee")
export const betType: fc.Arbitrary<BetType> = fc.record({
  description: str, each_way_prices: nullable(price), max_bet: money, messages: list(str), name: str,
  number_of_bets: fc.integer({ min: 1, max: 30 }), prices: nullable(price), raw_prices: nullable(price), type: betTypeKey,
  valid: fc.boolean(), betslip_leg_ids: list(id), leg_ids: list(id), voucher_ids: list(id),
})
export const betTypeGroup: fc.Arbitrary<BetTypeGroup> = fc.record({ key: str, name: str, bet_types: list(betTypeKey) })

export const betslip: fc.Arbitrary<Betslip> = fc.record({
  accumulator_stake: money, accumulator_applied_voucher: nullable(voucher), accumulator_applied_each_way: fc.boolean(),
  accumulator_available_vouchers: list(voucher), accumulator_max_bet: nullable(money), accumulator_prices: nullable(price),
  credits_available: fc.boolean(), credits: money, all_contracts: list(contract, 5),
  type: fc.constantFrom("single", "accumulator", "multiple", "fullcoverage", "trixie"), use_bonus: fc.boolean(),
  vouchers: list(voucher), bet_types: list(betType), bet_type_groups: list(betTypeGroup),
  default_bet_type_selection: nullable(betTypeKey), selected_bet_type: nullable(betTypeKey),
})

export const betBuilderCart: fc.Arbitrary<BetBuilderCart> = fc.record({
  icon: nullable(str), match_name: str, messages: list(str), prices: nullable(price), valid: fc.boolean(), selections: list(selection),
})

const placeBetLeg: fc.Arbitrary<PlaceBetLeg> = fc.record({
  id, price: nullable(price.map((p) => p.fractional)), selections: list(fc.record({ market_id: id, contract_id: id })),
  each_way: nullable(fc.record({ deduction: fc.constantFrom("1/4", "1/5"), placement: fc.integer({ min: 1, max: 5 }) })),
  start_price: fc.boolean(),
})
const placeBet: fc.Arbitrary<PlaceBet> = fc.record({
  stake: money, type: betTypeKey, use_bonus: fc.boolean(), each_way: fc.boolean(), voucher_id: nullable(id), legs: list(placeBetLeg),
})
export const placeBetsRequest: fc.Arbitrary<PlaceBetsRequest> = fc.record({ odds_format: fc.constant("fractional" as const), bets: list(placeBet) })

export const betLeg: fc.Arbitrary<BetLeg> = fc.record({
  id, match_id: id, match_name: str, match_slug: str, match_start_time: timestamp, match_status: str,
  home_team: nullable(str), away_team: nullable(str), home_score: nullable(fc.nat(20)), away_score: nullable(fc.nat(20)),
  competition_id: id, competition_name: str, competition_slug: str, game_id: id,
  game_display_type: fc.constantFrom("home_and_away", "virtual"), outcome: nullable(str), selections: list(selection),
  prices: nullable(price), raw_prices: nullable(price), start_price: fc.boolean(), boosted: fc.boolean(),
  are_best_odds_guaranteed: fc.boolean(), best_odds_guaranteed_additional_amount: nullable(money), each_way_description: nullable(str),
})
export const autoCashoutRule: fc.Arbitrary<AutoCashoutRule> = fc.record({ amount: money, status: fc.constantFrom("active" as const, "triggered" as const) })
export const betReceipt: fc.Arbitrary<BetReceipt> = fc.record({
  id, name: str, type: fc.constantFrom("single", "accumulator", "multiple"), stake: money, status: fc.constantFrom("open", "settled", "void"),
  outcome: nullable(str), potential: nullable(money), created_at: timestamp, boosted: fc.boolean(), each_way: fc.boolean(),
  number_of_bets: fc.integer({ min: 1, max: 30 }), payout_type: fc.constantFrom("cash", "credit"), voucher: nullable(money),
  credit_amount: money, cash_winnings: nullable(money), credit_winnings: nullable(money), cashout_amount: nullable(money),
  cashout_delay: nullable(fc.nat(10)), cashout_status: nullable(fc.constantFrom("available", "disabled", "unavailable")),
  cashout_success: nullable(fc.boolean()), best_odds_guaranteed_additional_amount: nullable(money), returns_info_text: nullable(str),
  bet_legs: list(betLeg),
  // Issue 20: optional on the wire (placement receipts and older servers leave them out).
  cashout_fair_value: nullable(money), auto_cashout: nullable(autoCashoutRule),
}, { requiredKeys: ["id", "name", "type", "stake", "status", "outcome", "potential", "created_at", "boosted", "each_way", "number_of_bets", "payout_type", "voucher", "credit_amount", "cash_winnings", "credit_winnings", "cashout_amount", "cashout_delay", "cashout_status", "cashout_success", "best_odds_guaranteed_additional_amount", "returns_info_text", "bet_legs"] })
export const oddsChangedLeg: fc.Arbitrary<OddsChangedLeg> = fc.record({ leg_id: id, new_prices: price })
