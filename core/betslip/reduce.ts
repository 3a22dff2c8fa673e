/**
 * The betslip's picks: the contracts the bettor chose on the sports pages, in the order picked.
 * This is the seed of the betslip area (issue 5 builds the slip, its rules in core/betslip/rules.ts
 * and placement on it); today it keeps the picks so the pages can highlight them.
 *
 * Handles SelectionToggled: an unpicked selection is added only while it can be picked (spec §4
 * selection statuses: available, in a market that is not halted or closed); a picked one is
 * removed whatever its status, so a suspended pick can always be taken off the slip.
 */
import type { Reducer } from "../app/step.js"
import { contractAvailability, isPickable } from "../catalogue/availability.js"

export interface BetslipState {
  /** spec §2.10: Review is suppressed while a bet receipt is shown (set by the placement work). */
  readonly receiptShown: boolean
  readonly contractIds: ReadonlyArray<number>
}

export const initialBetslip: BetslipState = { receiptShown: false, contractIds: [] }

export const reduceBetslip: Reducer<BetslipState> = (s, event, ctx) => {
  if (event._tag !== "SelectionToggled") return [s, []]
  const id = event.contractId
  if (s.contractIds.includes(id)) return [{ ...s, contractIds: s.contractIds.filter((x) => x !== id) }, []]
  const entry = ctx.root.catalogue.contracts[id]
  if (!entry) return [s, []]
  const market = ctx.root.catalogue.markets[entry.contract.market_id]
  if (!isPickable(contractAvailability(entry.contract.status, market?.status ?? null))) return [s, []]
  return [{ ...s, contractIds: [...s.contractIds, id] }, []]
}
