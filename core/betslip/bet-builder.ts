/**
 * Bet builder mode (spec §4): "Bet builder mode on/off; leaving it clears the cart. Adding or removing
 * a selection re-syncs the cart; removing the last clears it and cancels the request." Pure: the
 * sync is returned as data (`CartSync`) for the reducer to turn into a POST betbuilder-cart call
 * (spec §7, which cancels an in-flight one) or a cancellation.
 */
import type { BetBuilderCart } from "../model/betslip.js"

export interface BetBuilderState {
  readonly open: boolean
  /** The cart's selections, in the order picked. */
  readonly contractIds: ReadonlyArray<number>
  /** The server's last cart; null when empty or not yet answered. */
  readonly cart: BetBuilderCart | null
}

export type CartSync =
  | { readonly _tag: "SyncCart"; readonly contractIds: ReadonlyArray<number> }
  | { readonly _tag: "CancelCartSync" }

export const initialBetBuilder: BetBuilderState = { open: false, contractIds: [], cart: null }

const cleared = (state: BetBuilderState): BetBuilderState => ({ ...state, contractIds: [], cart: null })

/** Mode on or off; leaving it clears the cart (and cancels a sync in flight, if any). */
export const betBuilderModeToggled = (state: BetBuilderState, open: boolean): readonly [BetBuilderState, CartSync | null] => {
  if (open) return [{ ...state, open: true }, null]
  const hadCart = state.contractIds.length > 0 || state.cart !== null
  return [{ ...cleared(state), open: false }, hadCart ? { _tag: "CancelCartSync" } : null]
}

/** A selection added or removed (toggled): re-sync the cart; removing the last clears it and cancels the request. */
export const betBuilderSelectionToggled = (state: BetBuilderState, contractId: number): readonly [BetBuilderState, CartSync] => {
  const contractIds = state.contractIds.includes(contractId)
    ? state.contractIds.filter((id) => id !== contractId)
    : [...state.contractIds, contractId]
  if (contractIds.length === 0) return [cleared(state), { _tag: "CancelCartSync" }]
  return [{ ...state, contractIds }, { _tag: "SyncCart", contractIds }]
}

/** The server's cart answer; an answer for a cart that has since been emptied is ignored. */
export const betBuilderCartLoaded = (state: BetBuilderState, cart: BetBuilderCart): BetBuilderState =>
  state.contractIds.length === 0 ? state : { ...state, cart }

/** spec §8 "bet builder messages make a leg invalid". */
export const isBetBuilderCartValid = (cart: BetBuilderCart): boolean => cart.valid && cart.messages.length === 0
