/**
 * What the sports pages show as picked (spec §4 betslip and bet builder mode): a selection on the
 * slip, or in the bet builder's cart while the mode is on. One rule, read by the catalogue's
 * selectors and the betslip, so a price button and the slip never disagree. It lives here, below the
 * betslip, because the betslip builds on the catalogue (never the other way round).
 */
export interface Picks {
  readonly contractIds: ReadonlyArray<number>
  readonly betBuilder: { readonly open: boolean; readonly contractIds: ReadonlyArray<number> }
}

export const isPicked = (b: Picks, id: number): boolean =>
  b.contractIds.includes(id) || (b.betBuilder.open && b.betBuilder.contractIds.includes(id))
