/**
 * Placement (spec §4 "Placing a bet…", §7 bets/place) and the betslip UI state of spec §3 ("pending
 * contract ids, receipts, loading, syncing, default stake (10), stake options, active voucher id,
 * editing leg id"), as pure functions for the later reducer. Money in integer minor units.
 *
 * Spec silent, chosen here:
 * - a slip of type single places one single per leg with a stake above 0 or a free bet (a free bet
 *   is staked on top of the stake, so one alone is a bet with no cash); any other type places
 *   one bet of the selected bet type (else the slip's type) with the accumulator stake;
 * - the placed legs are the `legs[].id` of the request that was sent (receipts' bet legs carry
 *   their own ids, which need not be the slip's leg ids);
 * - a placement failure only ends loading (the error catalogue, spec §8, says what the user sees).
 */
import type { Betslip, BetslipContract, BetReceipt, PlaceBet, PlaceBetLeg, PlaceBetsRequest } from "../model/betslip.js"
import { isLegStaked, legsAfterPlacement, SINGLE } from "./rules.js"

/** spec §9 default stake 10 and quick stakes 5, 25, 100 (the one brand with 100 and 100/250/500 passes its own). */
export const DEFAULT_STAKE = 1000
export const STAKE_OPTIONS: ReadonlyArray<number> = [500, 2500, 10_000]
/** The largest stake a field holds (100 million in major units); the per-leg clamp is usually far lower. */
export const STAKE_CEILING = 10_000_000_000

export interface BetslipUiState {
  /** Contract ids sent to the server and not yet answered ("syncing (pending)"). */
  readonly pendingContractIds: ReadonlyArray<number>
  readonly receipts: ReadonlyArray<BetReceipt>
  /** A placement is in flight. */
  readonly loading: boolean
  /** A betslip sync is in flight. */
  readonly syncing: boolean
  readonly defaultStake: number
  readonly stakeOptions: ReadonlyArray<number>
  readonly activeVoucherId: number | null
  readonly editingLegId: number | null
  /** spec §4 "keeps the slip for reuse": the slip as it was placed, null before any placement. */
  readonly reusableSlip: Betslip | null
}

export const initialBetslipUi = (defaultStake = DEFAULT_STAKE, stakeOptions: ReadonlyArray<number> = STAKE_OPTIONS): BetslipUiState => ({
  pendingContractIds: [], receipts: [], loading: false, syncing: false, defaultStake, stakeOptions,
  activeVoucherId: null, editingLegId: null, reusableSlip: null,
})

/**
 * A leg as bets/place takes it. The price sent is the one the bettor agreed to (`initial_prices`;
 * the current one when there is none): under "ask" the two are equal once a move is acknowledged,
 * and under "higher" or "any" the server then judges a move against the same price the slip did
 * (rules.ts `mustAcknowledgeOddsChange`), so a price that went up and came back down is refused by
 * both, and one still above the agreed price is taken by both.
 */
const placeLeg = (leg: BetslipContract): PlaceBetLeg => ({
  id: leg.leg_id,
  price: leg.applied_start_price ? null : ((leg.initial_prices ?? leg.prices)?.fractional ?? null),
  selections: leg.selections.map((s) => ({ market_id: s.market_id, contract_id: s.contract_id })),
  each_way: leg.applied_each_way && leg.each_way !== null ? { deduction: leg.each_way.deduction, placement: leg.each_way.placement } : null,
  start_price: leg.applied_start_price,
})

/** The bets/place body for a slip (spec §7): odds_format fractional, stakes in minor units (sent as text). */
export const placeBetsRequest = (slip: Betslip): PlaceBetsRequest => {
  if (slip.type === SINGLE) {
    const bets: PlaceBet[] = slip.all_contracts.filter(isLegStaked).map((leg) => ({
      stake: leg.stake, type: SINGLE, use_bonus: slip.use_bonus, each_way: leg.applied_each_way,
      voucher_id: leg.applied_voucher?.id ?? null, legs: [placeLeg(leg)],
    }))
    return { odds_format: "fractional", bets }
  }
  return {
    odds_format: "fractional",
    bets: [{
      stake: slip.accumulator_stake, type: slip.selected_bet_type ?? slip.type, use_bonus: slip.use_bonus,
      each_way: slip.accumulator_applied_each_way, voucher_id: slip.accumulator_applied_voucher?.id ?? null,
      legs: slip.all_contracts.map(placeLeg),
    }],
  }
}

/** spec §4 "Placing a bet sets loading". */
export const placementStarted = (ui: BetslipUiState): BetslipUiState => ({ ...ui, loading: true })

/** A placement that failed ends loading; the slip is untouched. */
export const placementFailed = (ui: BetslipUiState): BetslipUiState => ({ ...ui, loading: false })

/**
 * spec §4 "…stores receipts, keeps the slip for reuse and clears it; legs not part of the placed bet
 * stay." Returns the UI state and the slip that remains.
 */
export const betsPlaced = (
  ui: BetslipUiState, slip: Betslip, request: PlaceBetsRequest, receipts: ReadonlyArray<BetReceipt>,
): readonly [BetslipUiState, Betslip] => {
  const placedLegIds = request.bets.flatMap((b) => b.legs.map((l) => l.id))
  return [{ ...ui, loading: false, receipts, reusableSlip: slip, editingLegId: null, activeVoucherId: null }, legsAfterPlacement(slip, placedLegIds)]
}

/** spec §4 "Adding a contract when receipts exist resets the receipts"; the id is pending until the server answers. */
export const contractAdded = (ui: BetslipUiState, contractId: number): BetslipUiState => ({
  ...ui,
  receipts: [],
  pendingContractIds: ui.pendingContractIds.includes(contractId) ? ui.pendingContractIds : [...ui.pendingContractIds, contractId],
  syncing: true,
})

/** spec §4 "Contract ids can be syncing (pending)": the server answered for these ids. */
export const contractsSynced = (ui: BetslipUiState, contractIds: ReadonlyArray<number>): BetslipUiState => {
  const pendingContractIds = ui.pendingContractIds.filter((id) => !contractIds.includes(id))
  return { ...ui, pendingContractIds, syncing: pendingContractIds.length > 0 }
}
