/**
 * What the sports pages show as picked (spec §4 betslip and bet builder mode): a selection on the
 * slip, or in the bet builder's cart while the mode is on. One rule, read by the catalogue's
 * selectors, so a price button and the slip never disagree.
 */
import type { BetBuilderState } from "./bet-builder.js"

export interface Picks {
  readonly contractIds: ReadonlyArray<number>
  readonly betBuilder: Pick<BetBuilderState, "open" | "contractIds">
}

export const isPicked = (b: Picks, id: number): boolean =>
  b.contractIds.includes(id) || (b.betBuilder.open && b.betBuilder.contractIds.includes(id))
