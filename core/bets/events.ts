/**
 * My Bets' events (core/bets/README.md): what the bettor did on the My Bets pages and the cash-out
 * step, and what the server answered or pushed. Registered by the My Bets area (index.ts).
 */
import { Schema } from "effect"
import { BetPush, BetsListStatus, BetsPage, CashoutResponse } from "../model/bets.js"

const at = Schema.Finite
const RequestId = Schema.String

// ── what the bettor did ──────────────────────────────────────────────────────
/** A My Bets page (open or settled) came on screen / left it: core loads the list while held. */
export const BetsViewOpened = Schema.TaggedStruct("BetsViewOpened", { at, list: BetsListStatus })
export const BetsViewClosed = Schema.TaggedStruct("BetsViewClosed", { at, list: BetsListStatus })
/** "Try again" after a list failed to load. */
export const BetsViewRetried = Schema.TaggedStruct("BetsViewRetried", { at, list: BetsListStatus })
/** "Show more": the next (older) page of the list. */
export const MoreBetsRequested = Schema.TaggedStruct("MoreBetsRequested", { at, list: BetsListStatus })
/** The cash-out button of a bet: the confirm step opens on the offer shown. */
export const CashoutOpened = Schema.TaggedStruct("CashoutOpened", { at, betId: Schema.Int })
/** The partial cash-out choice: the part of the stake to cash out (minor units); null = all of it. */
export const CashoutPartChosen = Schema.TaggedStruct("CashoutPartChosen", { at, betId: Schema.Int, stake: Schema.NullOr(Schema.Int) })
/** The bettor confirmed the amount on screen. */
export const CashoutConfirmed = Schema.TaggedStruct("CashoutConfirmed", { at, betId: Schema.Int })
/** The bettor backed out of the confirm step. */
export const CashoutCancelled = Schema.TaggedStruct("CashoutCancelled", { at, betId: Schema.Int })

// ── what the server answered or pushed ───────────────────────────────────────
/** GET bets answered; `before` is the cursor the request sent (null: the first page). */
export const BetsPageLoaded = Schema.TaggedStruct("BetsPageLoaded", {
  at,
  requestId: RequestId,
  list: BetsListStatus,
  before: Schema.NullOr(Schema.Int),
  page: BetsPage,
})
/** Push `bet_v1` on channel `bets` (spec §7): one of the bettor's bets as it stands now. */
export const BetPushed = Schema.TaggedStruct("BetPushed", { at, bet: BetPush })
/** POST bets/{id}/cashout answered (success, new offer or unavailable). */
export const CashoutAnswered = Schema.TaggedStruct("CashoutAnswered", { at, requestId: RequestId, betId: Schema.Int, response: CashoutResponse })

export const BETS_EVENTS = [
  BetsViewOpened, BetsViewClosed, BetsViewRetried, MoreBetsRequested,
  CashoutOpened, CashoutPartChosen, CashoutConfirmed, CashoutCancelled,
  BetsPageLoaded, BetPushed, CashoutAnswered,
] as const

export type BetsEvent = (typeof BETS_EVENTS)[number]["Type"]
