/**
 * The betslip on the wire (spec §3 Betslip, Bet type, Contract, Bet builder leg/cart, Bet (receipt),
 * Bet leg; spec §7 GET/POST betslip v1/v2, POST betbuilder-cart, POST bets/place; spec §8 ODDSCHANGED).
 *
 * As in the rest of core/model: money is decimal on the wire and integer minor units in memory,
 * instants are ISO-8601 on the wire and epoch ms in memory (primitives.ts). The one exception the
 * spec imposes is the stake of bets/place, which travels as a *string* ("10.00"): `StakeText` turns
 * that string into minor units and back without a floating-point step.
 *
 * Where the spec names a field but not its shape, the choice is written next to the field, marked
 * "spec silent". Open-ended enumerations ("single, accumulator, multiple, fullcoverage and others";
 * selection statuses) stay strings so that a value a newer server adds still decodes.
 */
import { Effect, Schema, SchemaGetter } from "effect"
import { EachWay, Price, SelectionStatus } from "./catalogue.js"
import { Money, Timestamp } from "./primitives.js"

// ---- stake text ---------------------------------------------------------------------------------

const DECIMAL_TEXT = /^(\d+)(?:\.(\d{1,2}))?$/

/**
 * "2.5" → 250, "10" → 1000, "0.07" → 7: a non-negative decimal with at most 2 places, as minor
 * units; null for anything else (signs, exponents, 3 places, blanks). Exact: digits are read as
 * integers, never through a float.
 */
export const parseDecimalToMinor = (text: string): number | null => {
  const m = DECIMAL_TEXT.exec(text)
  if (!m) return null
  const major = Number(m[1])
  const minor = Number((m[2] ?? "").padEnd(2, "0"))
  const total = major * 100 + minor
  return Number.isSafeInteger(total) ? total : null
}

/** 250 → "2.50", 7 → "0.07": minor units as the decimal text the wire expects (non-negative integers). */
export const formatMinorAsDecimal = (minor: number): string => {
  const major = Math.floor(minor / 100)
  const rest = minor % 100
  return `${major}.${rest < 10 ? "0" : ""}${rest}`
}

/** A stake as text on the wire ("10.00"), integer minor units in memory (spec §7 bets/place: "stake (string)"). */
export const StakeText = Schema.String.check(
  Schema.makeFilter((text: string) => parseDecimalToMinor(text) !== null || "expected a decimal amount with at most 2 places"),
).pipe(
  Schema.decodeTo(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)), {
    decode: SchemaGetter.transform((text: string) => parseDecimalToMinor(text) ?? Number.NaN),
    encode: SchemaGetter.transform((minor: number) => formatMinorAsDecimal(minor)),
  }),
)
export type StakeText = typeof StakeText.Type

// ---- shared pieces ------------------------------------------------------------------------------

/**
 * A voucher that can be applied to a leg or to the accumulator. Spec silent on its fields beyond
 * the Account's "vouchers (each with amount)": id (to name it in bets/place `voucher_id`) and amount.
 */
export const BetslipVoucher = Schema.Struct({
  id: Schema.Int,
  amount: Money,
})
export type BetslipVoucher = typeof BetslipVoucher.Type

/**
 * One selection within a leg: a plain leg has one, a bet builder leg several (spec §3 "selections").
 * Spec silent on the fields: market_id and contract_id (what bets/place sends back) plus the names a
 * slip shows.
 */
export const BetslipSelection = Schema.Struct({ market_id: Schema.Int, contract_id: Schema.Int, name: Schema.String, market_name: Schema.String })
export type BetslipSelection = typeof BetslipSelection.Type

/** spec §3 Contract price_change_direction: up, down or none versus the initial price. */
export const PriceChangeDirection = Schema.Literals(["up", "down", "none"])
export type PriceChangeDirection = typeof PriceChangeDirection.Type

/** spec §3 Contract type: a plain selection or a bet builder leg. */
export const BetslipLegType = Schema.Literals(["contract", "betbuilder"])
export type BetslipLegType = typeof BetslipLegType.Type

// ---- the betslip contract (leg) ----------------------------------------------------------------

/**
 * spec §3 "Contract (single selection leg)": one leg of the slip, with what the bettor chose on it
 * (stake, voucher, each-way, start price) and what the server says about it (prices, max_bet,
 * status).
 */
export const BetslipContract = Schema.Struct({
  /** The contract id (for a bet builder leg: the id the cart gave it). */
  id: Schema.Int,
  /** The leg this contract belongs to; bets/place `legs[].id`. Spec silent on type: an integer like every other id. */
  leg_id: Schema.Int,
  type: BetslipLegType,
  name: Schema.String,
  /**
   * Spec silent on how `amount` differs from `stake`. Chosen: `stake` is the stake per bet the
   * bettor entered, `amount` what the single costs in total (twice the stake when each-way).
   */
  amount: Money,
  stake: Money,
  applied_voucher: Schema.NullOr(BetslipVoucher),
  applied_each_way: Schema.Boolean,
  applied_start_price: Schema.Boolean,
  best_odds_guaranteed_from: Schema.NullOr(Timestamp),
  /** Seconds the server holds an in-play bet before accepting it. Spec silent on the unit. */
  bet_delay: Schema.Int,
  boosted: Schema.Boolean,
  boost_type: Schema.NullOr(Schema.String),
  competition_name: Schema.String,
  /** Each-way terms when the market offers each-way, else null. */
  each_way: Schema.NullOr(EachWay),
  game_id: Schema.Int,
  game_name: Schema.String,
  icon: Schema.NullOr(Schema.String),
  market_id: Schema.Int,
  market_name: Schema.String,
  match_id: Schema.Int,
  match_name: Schema.String,
  match_start_time: Timestamp,
  match_type: Schema.String,
  max_bet: Money,
  multi_available: Schema.Boolean,
  /** "credit" or other (spec §3). */
  payout_type: Schema.String,
  price_change_direction: PriceChangeDirection,
  /** Null when the selection has no price (start price only). */
  prices: Schema.NullOr(Price),
  /** The price before any boost. Spec silent; read as the catalogue's `prices` beside `boosted_prices`. */
  raw_prices: Schema.NullOr(Price),
  /** The price when the leg was added or last acknowledged (spec §4 price change direction). */
  initial_prices: Schema.NullOr(Price),
  start_price_available: Schema.Boolean,
  status: SelectionStatus,
  team_image_url: Schema.NullOr(Schema.String),
  selections: Schema.Array(BetslipSelection),
})
export type BetslipContract = typeof BetslipContract.Type

// ---- bet types ------------------------------------------------------------------------------------

/** spec §3 Bet type: one way of combining the legs (single, double, treble, trixie, accumulator…). */
export const BetType = Schema.Struct({
  description: Schema.String, each_way_prices: Schema.NullOr(Price), max_bet: Money,
  /** Why the bet type is invalid; the first one is shown (spec §8). */
  messages: Schema.Array(Schema.String),
  name: Schema.String, number_of_bets: Schema.Int, prices: Schema.NullOr(Price), raw_prices: Schema.NullOr(Price),
  /** The bet type's key: "single", "accumulator", "double", "trixie"… (what selected_bet_type names). */
  type: Schema.String, valid: Schema.Boolean,
  // The legs it combines (by slip leg and by leg) and the vouchers it may use.
  betslip_leg_ids: Schema.Array(Schema.Int), leg_ids: Schema.Array(Schema.Int), voucher_ids: Schema.Array(Schema.Int),
})
export type BetType = typeof BetType.Type

/**
 * spec §3 bet_type_groups (key, name, bet_types). Spec silent on what bet_types holds: chosen as
 * the `type` keys of bet types listed in the slip's `bet_types`, so a bet type is described once.
 */
export const BetTypeGroup = Schema.Struct({
  key: Schema.String,
  name: Schema.String,
  bet_types: Schema.Array(Schema.String),
})
export type BetTypeGroup = typeof BetTypeGroup.Type

// ---- the betslip -------------------------------------------------------------------------------

/** spec §3 Betslip accumulator_stake default: 10 (major units). */
export const DEFAULT_ACCUMULATOR_STAKE_DECIMAL = 10

/**
 * spec §3 Betslip: the server's slip (GET/POST betslip, v1 and v2). `type` is single, accumulator,
 * multiple, fullcoverage or another server value. The client view's contracts, contractIds and
 * betType are derived from this (selectors), not stored twice.
 */
export const Betslip = Schema.Struct({
  /** Absent on the wire means 10 (spec §3 "accumulator_stake (default 10)"). */
  accumulator_stake: Money.pipe(Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_ACCUMULATOR_STAKE_DECIMAL))),
  accumulator_applied_voucher: Schema.NullOr(BetslipVoucher),
  accumulator_applied_each_way: Schema.Boolean,
  accumulator_available_vouchers: Schema.Array(BetslipVoucher),
  /** Null when the legs cannot be combined. Spec silent on absence. */
  accumulator_max_bet: Schema.NullOr(Money),
  accumulator_prices: Schema.NullOr(Price),
  /** Spec silent: read as whether credits may be staked on this slip… */
  credits_available: Schema.Boolean,
  /** …and the credit balance that can be staked, in minor units. */
  credits: Money,
  all_contracts: Schema.Array(BetslipContract),
  type: Schema.String,
  use_bonus: Schema.Boolean,
  /** Vouchers the bettor may apply to single legs (accumulator ones are accumulator_available_vouchers). */
  vouchers: Schema.Array(BetslipVoucher),
  bet_types: Schema.Array(BetType),
  bet_type_groups: Schema.Array(BetTypeGroup),
  /** The bet type `type` the server proposes for these legs; null with no legs. */
  default_bet_type_selection: Schema.NullOr(Schema.String),
  /** The bet type `type` the bettor chose; null when none. */
  selected_bet_type: Schema.NullOr(Schema.String),
})
export type Betslip = typeof Betslip.Type

/** POST betslip v1 (spec §7): the legs as lists of contract ids (a bet builder leg lists several). */
export const BetslipRequestV1 = Schema.Struct({ betslip_legs: Schema.Array(Schema.Array(Schema.Int)) })
export type BetslipRequestV1 = typeof BetslipRequestV1.Type

/** POST betslip v2 (spec §7, with BETBUILDERV2): the contract ids as one flat list. */
export const BetslipRequestV2 = Schema.Struct({ legs: Schema.Array(Schema.Int) })
export type BetslipRequestV2 = typeof BetslipRequestV2.Type

// ---- bet builder -------------------------------------------------------------------------------

/** POST betbuilder-cart v1 (spec §7). */
export const BetBuilderCartRequest = Schema.Struct({ contract_ids: Schema.Array(Schema.Int) })
export type BetBuilderCartRequest = typeof BetBuilderCartRequest.Type

/** spec §3 Bet builder leg/cart. Its messages make the leg invalid (spec §8). */
export const BetBuilderCart = Schema.Struct({
  icon: Schema.NullOr(Schema.String),
  match_name: Schema.String,
  messages: Schema.Array(Schema.String),
  prices: Schema.NullOr(Price),
  valid: Schema.Boolean,
  selections: Schema.Array(BetslipSelection),
})
export type BetBuilderCart = typeof BetBuilderCart.Type

// ---- placement ---------------------------------------------------------------------------------

/** One selection of a placed leg (spec §7 "selections of market_id and contract_id"). */
export const PlaceBetSelection = Schema.Struct({ market_id: Schema.Int, contract_id: Schema.Int })
export type PlaceBetSelection = typeof PlaceBetSelection.Type

/** Each-way terms echoed back on a placed leg (spec §7 "each_way deduction and placement"). */
export const PlaceBetEachWay = Schema.Struct({ deduction: Schema.String, placement: Schema.Int })
export type PlaceBetEachWay = typeof PlaceBetEachWay.Type

export const PlaceBetLeg = Schema.Struct({
  id: Schema.Int,
  /** The fractional price the bettor saw ("5/2"); null at start price. Spec silent on SP: null chosen. */
  price: Schema.NullOr(Schema.String),
  selections: Schema.Array(PlaceBetSelection),
  /** Null when the bet is not each-way. */
  each_way: Schema.NullOr(PlaceBetEachWay),
  start_price: Schema.Boolean,
})
export type PlaceBetLeg = typeof PlaceBetLeg.Type

export const PlaceBet = Schema.Struct({
  /** Per bet, as a string on the wire (spec §7); minor units in memory. */
  stake: StakeText,
  /** single, accumulator or another bet type key. */
  type: Schema.String,
  use_bonus: Schema.Boolean, each_way: Schema.Boolean, voucher_id: Schema.NullOr(Schema.Int),
  legs: Schema.Array(PlaceBetLeg),
})
export type PlaceBet = typeof PlaceBet.Type

/** POST bets/place v1 (spec §7): odds are always sent fractional, whatever the bettor sees. */
export const PlaceBetsRequest = Schema.Struct({
  odds_format: Schema.Literal("fractional"),
  bets: Schema.Array(PlaceBet),
})
export type PlaceBetsRequest = typeof PlaceBetsRequest.Type

// ---- receipts ----------------------------------------------------------------------------------

/** spec §3 Bet leg. */
export const BetLeg = Schema.Struct({
  id: Schema.Int,
  match_id: Schema.Int,
  match_name: Schema.String,
  match_slug: Schema.String,
  match_start_time: Timestamp,
  match_status: Schema.String,
  home_team: Schema.NullOr(Schema.String),
  away_team: Schema.NullOr(Schema.String),
  home_score: Schema.NullOr(Schema.Int),
  away_score: Schema.NullOr(Schema.Int),
  competition_id: Schema.Int,
  competition_name: Schema.String,
  competition_slug: Schema.String,
  game_id: Schema.Int,
  /** home_and_away or virtual (spec §3); virtual legs start the reality-check session (spec §4). */
  game_display_type: Schema.String,
  outcome: Schema.NullOr(Schema.String),
  selections: Schema.Array(BetslipSelection),
  prices: Schema.NullOr(Price),
  raw_prices: Schema.NullOr(Price),
  start_price: Schema.Boolean,
  boosted: Schema.Boolean,
  are_best_odds_guaranteed: Schema.Boolean,
  best_odds_guaranteed_additional_amount: Schema.NullOr(Money),
  each_way_description: Schema.NullOr(Schema.String),
  /** Settled legs: how many runners it dead-heated with, itself included (2+); absent or null: none. */
  dead_heat: Schema.optionalKey(Schema.NullOr(Schema.Int)),
})
export type BetLeg = typeof BetLeg.Type

/**
 * A bet's automatic cash-out rule (issue 20; docs/api.md): cash the whole remaining stake out once
 * the offer reaches `amount`. `active` while it waits; `triggered` once the server cashed the bet out
 * under it (the bet is then settled, outcome cashed_out).
 */
export const AutoCashoutRule = Schema.Struct({
  amount: Money,
  status: Schema.Literals(["active", "triggered"]),
})
export type AutoCashoutRule = typeof AutoCashoutRule.Type

/**
 * spec §3 Bet (receipt). `type` is single, accumulator, or multiple (meaning bet builder). Amounts
 * that exist only once the bet settles or can be cashed out are null until then (spec silent).
 */
export const BetReceipt = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  type: Schema.String,
  stake: Money,
  status: Schema.String,
  /** Spec: "Outcome values: not shown". */
  outcome: Schema.NullOr(Schema.String),
  potential: Schema.NullOr(Money),
  created_at: Timestamp,
  boosted: Schema.Boolean,
  each_way: Schema.Boolean,
  number_of_bets: Schema.Int,
  payout_type: Schema.String,
  /** The voucher amount used on the bet, null when none (total bet amount counts it). */
  voucher: Schema.NullOr(Money),
  credit_amount: Money,
  cash_winnings: Schema.NullOr(Money),
  credit_winnings: Schema.NullOr(Money),
  cashout_amount: Schema.NullOr(Money),
  /**
   * The fair value of the whole remaining stake at the current prices: the cash-out offer without the
   * operator's margin, shown beside it (issue 20). Null or absent when no offer stands; absent from
   * older servers and from placement receipts.
   */
  cashout_fair_value: Schema.optionalKey(Schema.NullOr(Money)),
  /** Seconds. Spec silent on the unit. */
  cashout_delay: Schema.NullOr(Schema.Int),
  /** available, disabled or another server value; null when the bet has no cash-out. */
  cashout_status: Schema.NullOr(Schema.String),
  cashout_success: Schema.NullOr(Schema.Boolean),
  /** The bettor's automatic cash-out rule on this bet; null or absent when none (and from older servers). */
  auto_cashout: Schema.optionalKey(Schema.NullOr(AutoCashoutRule)),
  best_odds_guaranteed_additional_amount: Schema.NullOr(Money),
  returns_info_text: Schema.NullOr(Schema.String),
  bet_legs: Schema.Array(BetLeg),
  /**
   * My Bets ordering key (core/model/bets.ts): 1 when placed, +1 on every change the server makes
   * to the bet (offer, leg score/status, cash-out, settlement). A copy with a lower or equal version
   * than the one held is older or a duplicate and is ignored. Optional: older servers omit it.
   */
  version: Schema.optionalKey(Schema.Int),
})
export type BetReceipt = typeof BetReceipt.Type

/** bets/place response (spec §7): a list of receipts. */
export const PlaceBetsResponse = Schema.Array(BetReceipt)
export type PlaceBetsResponse = typeof PlaceBetsResponse.Type

/**
 * spec §8 ODDSCHANGED: the legs whose prices moved (fields leg_id, new_prices). ErrorPayload keeps
 * them as unknown; the betslip decodes them with this when it applies the change.
 */
export const OddsChangedLeg = Schema.Struct({ leg_id: Schema.Int, new_prices: Price })
export type OddsChangedLeg = typeof OddsChangedLeg.Type
