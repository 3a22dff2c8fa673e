/**
 * The betslip's events (see README.md for what each means to a view). Past-tense facts: what the
 * bettor did on the slip, and what the server answered. Registered by the betslip area (index.ts).
 *
 * `contractId: null` names the slip-wide stake / voucher / each-way (the accumulator or the chosen
 * multiple); a number names the leg with that contract id.
 */
import { Schema } from "effect"
import { BetBuilderCart, Betslip, BetReceipt } from "../model/betslip.js"

const at = Schema.Finite
const RequestId = Schema.String
/** A leg's contract id, or null for the slip-wide (multiple) stake. */
const Target = Schema.NullOr(Schema.Int)

// ── what the bettor did ──────────────────────────────────────────────────────
export const BetslipLegRemoved = Schema.TaggedStruct("BetslipLegRemoved", { at, contractId: Schema.Int })
export const BetslipCleared = Schema.TaggedStruct("BetslipCleared", { at })
/** The raw text of a stake input (spec §5 number input: read by core, never by the view). */
export const StakeEntered = Schema.TaggedStruct("StakeEntered", { at, contractId: Target, text: Schema.String })
/** A quick-stake chip: the index into the quick stakes the view was shown. */
export const QuickStakeChosen = Schema.TaggedStruct("QuickStakeChosen", { at, contractId: Target, index: Schema.Int })
export const StakeEditingStarted = Schema.TaggedStruct("StakeEditingStarted", { at, contractId: Target })
export const StakeEditingEnded = Schema.TaggedStruct("StakeEditingEnded", { at })
export const EachWayToggled = Schema.TaggedStruct("EachWayToggled", { at, contractId: Target })
export const StartPriceToggled = Schema.TaggedStruct("StartPriceToggled", { at, contractId: Schema.Int })
export const BetTypeChosen = Schema.TaggedStruct("BetTypeChosen", { at, betType: Schema.String })
export const VoucherChosen = Schema.TaggedStruct("VoucherChosen", { at, contractId: Target, voucherId: Schema.NullOr(Schema.Int) })
export const UseBonusToggled = Schema.TaggedStruct("UseBonusToggled", { at })
export const OddsChangesAccepted = Schema.TaggedStruct("OddsChangesAccepted", { at })
/** The place button. The key names this placement to the server (bets/place Idempotency-Key). */
export const BetPlacementRequested = Schema.TaggedStruct("BetPlacementRequested", {
  at,
  idempotencyKey: Schema.optionalKey(Schema.String),
})
export const ReceiptDismissed = Schema.TaggedStruct("ReceiptDismissed", { at })
/** "Keep selections" after a receipt: the slip as it was placed comes back. */
export const SelectionsKept = Schema.TaggedStruct("SelectionsKept", { at })
/** The slip expanded or collapsed (spec §3 Interface settings betslipExpanded). */
export const BetslipToggled = Schema.TaggedStruct("BetslipToggled", { at })
/** Bet builder mode on or off (spec §3 Interface settings betBuilderOpen). */
export const BetBuilderModeToggled = Schema.TaggedStruct("BetBuilderModeToggled", { at })
export const BetBuilderSelectionToggled = Schema.TaggedStruct("BetBuilderSelectionToggled", { at, contractId: Schema.Int })
/** "Add to betslip" on the bet builder cart: the cart goes to the slip as one leg; bet builder mode is left. */
export const BetBuilderCartAddedToSlip = Schema.TaggedStruct("BetBuilderCartAddedToSlip", { at })

// ── what the server answered ─────────────────────────────────────────────────
/** GET or POST betslip answered: the slip as the server computed it. */
export const BetslipSynced = Schema.TaggedStruct("BetslipSynced", { at, requestId: RequestId, betslip: Betslip })
export const BetBuilderCartSynced = Schema.TaggedStruct("BetBuilderCartSynced", { at, requestId: RequestId, cart: BetBuilderCart })
export const BetsPlaced = Schema.TaggedStruct("BetsPlaced", { at, requestId: RequestId, receipts: Schema.Array(BetReceipt) })

export const BETSLIP_EVENTS = [
  BetslipLegRemoved, BetslipCleared, StakeEntered, QuickStakeChosen, StakeEditingStarted, StakeEditingEnded,
  EachWayToggled, StartPriceToggled, BetTypeChosen, VoucherChosen, UseBonusToggled, OddsChangesAccepted,
  BetPlacementRequested, ReceiptDismissed, SelectionsKept, BetslipToggled, BetBuilderModeToggled,
  BetBuilderSelectionToggled, BetBuilderCartAddedToSlip, BetslipSynced, BetBuilderCartSynced, BetsPlaced,
] as const

export type BetslipEvent = (typeof BETSLIP_EVENTS)[number]["Type"]
