/**
 * Everything that stops a slip from being placed, in the order a bettor should read it: the §4
 * invalid-slip reasons (rules.ts `betslipValidity`), then the §5 stake rules, then an odds change
 * not yet acknowledged (§4) that the bettor's price-change rule does not take (rules.ts
 * `mustAcknowledgeOddsChange`). The place button's enabled state and the reducer's decision to send
 * bets/place read this one list, so a view can never offer what core would refuse.
 *
 * Spec silent, chosen here: singles place the legs with a stake above 0 or a free bet (placement.ts,
 * rules.ts `isLegStaked`); a singles slip with neither has nothing to place (`NoStake`); a staked
 * single whose stake plus voucher is under the minimum is `StakeBelowMinimum`, as is such a multiple;
 * a free bet that does not spread evenly over the bet's lines is `FreeBetNotDivisible` (the server
 * refuses it, docs/api.md).
 */
import type { Betslip } from "../model/betslip.js"
import type { PriceChangeRule } from "../model/sportsbook.js"
import {
  accumulatorMaxBetExceeded, betslipValidity, currentBetType, freeBetDivides, isLegStaked, mustAcknowledgeOddsChange, SINGLE, stakeBelowMinimum,
  type InvalidReason,
} from "./rules.js"

export type SlipProblem =
  | InvalidReason
  | { readonly _tag: "NoStake" }
  | { readonly _tag: "StakeBelowMinimum"; readonly contractIds: ReadonlyArray<number> }
  /** `max`: the most this bet can stake now, the bet type's max_bet less the voucher (§5), minor units. */
  | { readonly _tag: "MaxBetExceeded"; readonly max: number }
  /** The free bet does not spread evenly over the bet's lines (rules.ts `freeBetDivides`). */
  | { readonly _tag: "FreeBetNotDivisible"; readonly voucher: number; readonly lines: number }
  | { readonly _tag: "OddsChanged" }

/** `rule`: the bettor's standing rule for price changes (which moves need acknowledging). */
export const slipProblems = (slip: Betslip, rule: PriceChangeRule = "ask"): ReadonlyArray<SlipProblem> => {
  const problems: SlipProblem[] = [...betslipValidity(slip)]
  if (slip.all_contracts.length > 0) {
    if (slip.type === SINGLE) {
      const staked = slip.all_contracts.filter(isLegStaked)
      if (staked.length === 0) problems.push({ _tag: "NoStake" })
      const low = staked.filter((leg) => stakeBelowMinimum(leg.stake, leg.applied_voucher?.amount ?? 0)).map((leg) => leg.id)
      if (low.length > 0) problems.push({ _tag: "StakeBelowMinimum", contractIds: low })
      for (const leg of staked) {
        const voucher = leg.applied_voucher?.amount ?? 0
        const lines = leg.applied_each_way ? 2 : 1
        if (!freeBetDivides(voucher, lines)) problems.push({ _tag: "FreeBetNotDivisible", voucher, lines })
      }
    } else {
      const voucher = slip.accumulator_applied_voucher?.amount ?? 0
      if (stakeBelowMinimum(slip.accumulator_stake, voucher) || slip.accumulator_stake + voucher === 0) {
        problems.push({ _tag: "StakeBelowMinimum", contractIds: [] })
      }
      const betType = currentBetType(slip)
      if (betType === null) problems.push({ _tag: "BetTypeInvalid", type: slip.selected_bet_type ?? slip.type, message: null })
      else {
        if (accumulatorMaxBetExceeded(slip.accumulator_stake, voucher, betType)) problems.push({ _tag: "MaxBetExceeded", max: Math.max(0, betType.max_bet - voucher) })
        const lines = betType.number_of_bets * (slip.accumulator_applied_each_way ? 2 : 1)
        if (!freeBetDivides(voucher, lines)) problems.push({ _tag: "FreeBetNotDivisible", voucher, lines })
      }
    }
  }
  if (mustAcknowledgeOddsChange(slip, rule)) problems.push({ _tag: "OddsChanged" })
  return problems
}
