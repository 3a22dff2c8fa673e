/**
 * The betslip rules of spec §4 ("Betslip rules") and the stake rules of spec §5, as pure functions
 * over an immutable betslip (core/model/betslip.ts, decoded: money in integer minor units, instants
 * in epoch ms). Each is named in the spec's words and returns a new value; none mutates its input.
 *
 * The later reducer (issue 5 wiring) calls `normaliseBetslip(previous, next)` after every change to
 * the slip (a server answer, a leg added or removed, a bet type chosen) so that every invariant below
 * holds at once:
 * - fewer than 2 legs: type single, no accumulator voucher;
 * - 2+ legs arriving from under 2: type accumulator, no contract vouchers;
 * - a change of selected bet type, type, use_bonus or default bet type: no applied vouchers;
 * - no legs: no selected bet type; a selected type not offered: the default selection;
 * - a non-straight type (not single, not accumulator) is fullcoverage only while still offered;
 * - the applied accumulator voucher is one of the available ones;
 * - start price is applied only while available (and is applied when it is the only price);
 * - every stake lies in [0, max_bet − voucher].
 *
 * Selection availability is the catalogue's rule (core/catalogue/availability.ts), not a copy.
 */
import { bestOddsGuaranteedFrom, selectionAvailability } from "../catalogue/index.js"
import type { Price } from "../model/catalogue.js"
import { priceChangeDirection } from "../odds/index.js"
import type { Betslip, BetslipContract, BetType, OddsChangedLeg, PriceChangeDirection } from "../model/betslip.js"
import type { PriceChangeRule } from "../model/sportsbook.js"

/** spec §9 "Minimum stake per bet 0.10", in minor units. */
export const MINIMUM_STAKE = 10

/** Type keys the rules name. Others (multiple, double, trixie…) are "non-straight". */
export const SINGLE = "single"
export const ACCUMULATOR = "accumulator"
export const FULLCOVERAGE = "fullcoverage"

const voucherAmount = (leg: Pick<BetslipContract, "applied_voucher">): number => leg.applied_voucher?.amount ?? 0

// ---- type from leg count -------------------------------------------------------------------------

/**
 * spec §4 "With 0 or 1 contracts the type is single and the accumulator voucher is removed. When the
 * count goes from under 2 to 2 or more the type becomes accumulator and contract vouchers are removed."
 * `previousLegCount` is the count before the change that produced `slip`.
 */
export const typeFromLegCount = (previousLegCount: number, slip: Betslip): Betslip => {
  const count = slip.all_contracts.length
  if (count < 2) {
    if (slip.type === SINGLE && slip.accumulator_applied_voucher === null) return slip
    return { ...slip, type: SINGLE, accumulator_applied_voucher: null }
  }
  if (previousLegCount < 2) {
    return { ...slip, type: ACCUMULATOR, all_contracts: slip.all_contracts.map(withoutVoucher) }
  }
  return slip
}

const withoutVoucher = (leg: BetslipContract): BetslipContract =>
  leg.applied_voucher === null ? leg : { ...leg, applied_voucher: null }

// ---- vouchers cleared on a change ---------------------------------------------------------------

/**
 * spec §4 "When selected bet type, type, use_bonus or default bet type changes, applied vouchers are
 * cleared": the accumulator voucher and every leg's voucher.
 */
export const vouchersClearedOnChange = (previous: Betslip, slip: Betslip): Betslip => {
  const changed =
    previous.selected_bet_type !== slip.selected_bet_type ||
    previous.type !== slip.type ||
    previous.use_bonus !== slip.use_bonus ||
    previous.default_bet_type_selection !== slip.default_bet_type_selection
  return changed ? clearAppliedVouchers(slip) : slip
}

/** Every applied voucher removed (accumulator and legs). */
export const clearAppliedVouchers = (slip: Betslip): Betslip => ({
  ...slip,
  accumulator_applied_voucher: null,
  all_contracts: slip.all_contracts.map(withoutVoucher),
})

// ---- selected bet type --------------------------------------------------------------------------

/** Whether the slip's bet types include one of this `type` key. */
export const isBetTypeOffered = (slip: Betslip, type: string): boolean => slip.bet_types.some((bt) => bt.type === type)

/**
 * spec §4 "With no legs the selected bet type is cleared; if the selected type is no longer offered
 * it falls back to the default selection."
 */
export const selectedBetTypeRule = (slip: Betslip): Betslip => {
  if (slip.all_contracts.length === 0) {
    return slip.selected_bet_type === null ? slip : { ...slip, selected_bet_type: null }
  }
  if (slip.selected_bet_type !== null && !isBetTypeOffered(slip, slip.selected_bet_type)) {
    return { ...slip, selected_bet_type: slip.default_bet_type_selection }
  }
  return slip
}

/**
 * spec §4 "A non-straight accumulator type becomes accumulator unless it is fullcoverage and still
 * offered." Non-straight = neither single nor accumulator. "Still offered" (spec silent) is read as:
 * the selected bet type is among the slip's bet types (a full-cover bet is placed as the chosen bet
 * type: trixie, yankee…); a fullcoverage slip with nothing selected is not a full-cover bet.
 */
export const nonStraightAccumulatorRule = (slip: Betslip): Betslip => {
  if (slip.type === SINGLE || slip.type === ACCUMULATOR) return slip
  const stillOffered =
    slip.type === FULLCOVERAGE && slip.selected_bet_type !== null && isBetTypeOffered(slip, slip.selected_bet_type)
  return stillOffered ? slip : { ...slip, type: ACCUMULATOR }
}

/** spec §4 "An applied accumulator voucher is dropped if no longer available." */
export const accumulatorVoucherRule = (slip: Betslip): Betslip => {
  const applied = slip.accumulator_applied_voucher
  if (applied === null) return slip
  return slip.accumulator_available_vouchers.some((v) => v.id === applied.id)
    ? slip
    : { ...slip, accumulator_applied_voucher: null }
}

// ---- start price --------------------------------------------------------------------------------

/**
 * spec §4 "Start price cannot stay applied once unavailable; if start price is available and there
 * are no prices, it is applied automatically."
 */
export const startPriceRule = (leg: BetslipContract): BetslipContract => {
  if (leg.applied_start_price && !leg.start_price_available) return { ...leg, applied_start_price: false }
  if (!leg.applied_start_price && leg.start_price_available && leg.prices === null) return { ...leg, applied_start_price: true }
  return leg
}

// ---- price change direction ---------------------------------------------------------------------

/**
 * spec §4 "Price change direction is up or down versus initial price". Compared on the decimal
 * price; with either price missing (start price only) there is nothing to compare: none.
 */
export { priceChangeDirection }

/** A leg with new prices (a market push or an odds-changed answer): direction versus its initial price. */
export const withPrices = (leg: BetslipContract, prices: Price | null): BetslipContract => ({
  ...leg,
  prices,
  price_change_direction: priceChangeDirection(leg.initial_prices, prices),
})

/** spec §4 "…and resets when the user acknowledges the odds change": the current price becomes the initial one. */
export const acknowledgeOddsChange = (leg: BetslipContract): BetslipContract => ({
  ...leg,
  initial_prices: leg.prices,
  price_change_direction: "none",
})

/** Every leg acknowledged. */
export const acknowledgeOddsChanges = (slip: Betslip): Betslip => ({
  ...slip,
  all_contracts: slip.all_contracts.map(acknowledgeOddsChange),
})

/**
 * spec §4 "On an odds-changed response the prices of the listed legs are updated and the user must
 * acknowledge" (spec §8 ODDSCHANGED: fields leg_id, new_prices). A listed leg id that is not on the
 * slip is ignored.
 */
export const applyOddsChanged = (slip: Betslip, changes: ReadonlyArray<OddsChangedLeg>): Betslip => {
  if (changes.length === 0) return slip
  const byLeg = new Map(changes.map((c) => [c.leg_id, c.new_prices] as const))
  return {
    ...slip,
    all_contracts: slip.all_contracts.map((leg) => {
      const next = byLeg.get(leg.leg_id)
      return next === undefined ? leg : withPrices(leg, next)
    }),
  }
}

/**
 * The user must acknowledge while any leg's price differs from its initial price in a way the
 * bettor's standing rule (spec §2.10 BetslipSettings, core/model/sportsbook.ts) does not take:
 * "ask" (the default) any move, "higher" a shorter price, "any" none. The server applies the same
 * rule at placement against the price the slip agreed to (placement.ts sends `initial_prices`), so
 * the slip asks exactly when the server would answer ODDSCHANGED.
 */
export const mustAcknowledgeOddsChange = (slip: Betslip, rule: PriceChangeRule = "ask"): boolean =>
  rule === "any" ? false
    : rule === "higher" ? slip.all_contracts.some((leg) => leg.price_change_direction === "down")
    : slip.all_contracts.some((leg) => leg.price_change_direction !== "none")

// ---- best odds guaranteed ---------------------------------------------------------------------

/** spec §4 "Best odds guaranteed applies once its start time has passed, unless start price is applied." */
export const bestOddsGuaranteedApplies = (leg: BetslipContract, now: number): boolean =>
  bestOddsGuaranteedFrom(leg.best_odds_guaranteed_from, now) && !leg.applied_start_price

// ---- validity -----------------------------------------------------------------------------------

/** The reasons spec §4 gives for an invalid slip. */
export type InvalidReason =
  | { readonly _tag: "ContractUnavailable"; readonly contractIds: ReadonlyArray<number> }
  | { readonly _tag: "Empty" }
  | { readonly _tag: "ConvertibleToBetBuilder"; readonly matchId: number }
  | { readonly _tag: "SingleBreachesMaxBet"; readonly contractIds: ReadonlyArray<number> }
  | { readonly _tag: "BetTypeInvalid"; readonly type: string; readonly message: string | null }

/** spec §4 "Convertible = at least 2 legs, all multi-available and from the same match." */
export const isConvertibleToBetBuilder = (legs: ReadonlyArray<BetslipContract>): boolean =>
  legs.length >= 2 && legs.every((leg) => leg.multi_available && leg.match_id === legs[0]!.match_id)

/** A leg's stake plus its voucher above its max_bet (spec §4 "a single breaches max bet"). */
export const singleBreachesMaxBet = (leg: BetslipContract): boolean => leg.stake + voucherAmount(leg) > leg.max_bet

/** The bet type the slip would be placed as: the selected one, else the one of the slip's type. */
export const currentBetType = (slip: Betslip): BetType | null =>
  slip.bet_types.find((bt) => bt.type === (slip.selected_bet_type ?? slip.type)) ?? null

/**
 * spec §4 "The betslip is invalid if any contract is unavailable, it is empty, it is convertible to
 * a bet builder, a single breaches max bet, or the bet type is marked invalid." Returns every reason
 * that holds, in the spec's order; an empty list means valid. "Unavailable" is the §4 selection
 * status rule: anything but available (suspended and closed included). A single breaching max bet
 * counts only when the slip's type is single. The invalid bet type's message is its first (spec §8).
 */
export const betslipValidity = (slip: Betslip): ReadonlyArray<InvalidReason> => {
  const legs = slip.all_contracts
  const reasons: InvalidReason[] = []
  const unavailable = legs.filter((leg) => selectionAvailability(leg.status) !== "available").map((leg) => leg.id)
  if (unavailable.length > 0) reasons.push({ _tag: "ContractUnavailable", contractIds: unavailable })
  if (legs.length === 0) reasons.push({ _tag: "Empty" })
  if (isConvertibleToBetBuilder(legs)) reasons.push({ _tag: "ConvertibleToBetBuilder", matchId: legs[0]!.match_id })
  if (slip.type === SINGLE) {
    const breaching = legs.filter(singleBreachesMaxBet).map((leg) => leg.id)
    if (breaching.length > 0) reasons.push({ _tag: "SingleBreachesMaxBet", contractIds: breaching })
  }
  const betType = currentBetType(slip)
  if (betType !== null && !betType.valid) {
    reasons.push({ _tag: "BetTypeInvalid", type: betType.type, message: betType.messages[0] ?? null })
  }
  return reasons
}

export const isBetslipValid = (slip: Betslip): boolean => betslipValidity(slip).length === 0

// ---- stakes (spec §4, §5) -------------------------------------------------------------------

/** The most a leg can take: max_bet minus its voucher, never below 0. */
export const maxStakeFor = (leg: Pick<BetslipContract, "max_bet" | "applied_voucher">): number =>
  Math.max(0, leg.max_bet - voucherAmount(leg))

/** spec §4 "Stake amounts are clamped to each leg's max_bet minus any voucher amount, minimum 0." */
export const clampStake = (stake: number, leg: Pick<BetslipContract, "max_bet" | "applied_voucher">): number =>
  Math.min(Math.max(0, Math.trunc(stake)), maxStakeFor(leg))

/** Every leg's stake clamped. */
export const clampStakes = (slip: Betslip): Betslip => ({
  ...slip,
  all_contracts: slip.all_contracts.map((leg) => {
    const stake = clampStake(leg.stake, leg)
    return stake === leg.stake ? leg : { ...leg, stake }
  }),
})

/**
 * spec §5 "Minimum stake per bet 0.10 minus any applied voucher amount, zero if already met": a
 * voucher of 0.10 or more meets the minimum on its own.
 */
export const minimumStake = (voucher: number): number => Math.max(0, MINIMUM_STAKE - voucher)

/** A stake under the minimum of spec §5. */
export const stakeBelowMinimum = (stake: number, voucher: number): boolean => stake < minimumStake(voucher)

/** spec §5 "Accumulator max bet is exceeded when stake plus voucher exceeds the bet type's max_bet." */
export const accumulatorMaxBetExceeded = (stake: number, voucher: number, betType: Pick<BetType, "max_bet">): boolean =>
  stake + voucher > betType.max_bet

// ---- free bets (vouchers) -------------------------------------------------------------------------

/**
 * A leg a singles slip places: a stake above 0, or a voucher applied (spec §5 "zero if already met":
 * a free bet of 0.10 or more is a bet on its own, with no cash).
 */
export const isLegStaked = (leg: Pick<BetslipContract, "stake" | "applied_voucher">): boolean => leg.stake > 0 || voucherAmount(leg) > 0

/**
 * spec §3 "total bet amount = stake + credit amount + voucher": a voucher is staked on top of the
 * cash. Over a bet of `lines` bets (each-way doubles them) each line stakes (stake × lines + voucher)
 * / lines; the server refuses a voucher that does not divide evenly (docs/api.md bets/place).
 */
export const amountAtRisk = (stakePerBet: number, lines: number, voucher: number): number => stakePerBet * lines + voucher

/**
 * The free bet spreads evenly over the bet's lines in whole minor units, or the server refuses the bet
 * (decision, docs/api.md bets/place: a £2 free bet suits a single, an each-way single, a Trixie's 4
 * bets, not a Yankee's 11).
 */
export const freeBetDivides = (voucher: number, lines: number): boolean => lines > 0 && voucher % lines === 0

/** A free bet returns its winnings only: the returns of cash + voucher, less the voucher, never below 0. */
export const withoutFreeBetStake = (returns: number, voucher: number): number => Math.max(0, returns - voucher)

// ---- all of it ----------------------------------------------------------------------------------

/**
 * The slip after a change from `previous`, with every rule above applied, in an order where no rule
 * undoes another: leg-count type, selected bet type, non-straight type, then vouchers cleared if any
 * of the four watched fields moved (from `previous` to the result so far), then the accumulator
 * voucher, start price and stake clamps per leg.
 */
export const normaliseBetslip = (previous: Betslip, next: Betslip): Betslip => {
  let slip = typeFromLegCount(previous.all_contracts.length, next)
  slip = selectedBetTypeRule(slip)
  slip = nonStraightAccumulatorRule(slip)
  slip = vouchersClearedOnChange(previous, slip)
  slip = accumulatorVoucherRule(slip)
  slip = { ...slip, all_contracts: slip.all_contracts.map(startPriceRule) }
  return clampStakes(slip)
}

/** A leg added (at the end; a leg already on the slip is left where it is), then every rule. */
export const addLeg = (slip: Betslip, leg: BetslipContract): Betslip =>
  slip.all_contracts.some((l) => l.id === leg.id)
    ? slip
    : normaliseBetslip(slip, { ...slip, all_contracts: [...slip.all_contracts, leg] })

/** A leg removed by contract id, then every rule. */
export const removeLeg = (slip: Betslip, contractId: number): Betslip =>
  normaliseBetslip(slip, { ...slip, all_contracts: slip.all_contracts.filter((l) => l.id !== contractId) })

/**
 * spec §4 "Placing a bet … keeps the slip for reuse and clears it; legs not part of the placed bet
 * stay": the legs whose leg ids were placed leave, the others stay, and the rules run again.
 */
export const legsAfterPlacement = (slip: Betslip, placedLegIds: ReadonlyArray<number>): Betslip =>
  normaliseBetslip(slip, { ...slip, all_contracts: slip.all_contracts.filter((l) => !placedLegIds.includes(l.leg_id)) })
