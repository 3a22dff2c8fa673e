/**
 * The cash-out flow of one bet, as state (core/model/bets.ts "Cash-out"):
 *
 *   (no flow) ──CashoutOpened──► Confirming ──CashoutConfirmed──► Requesting ──answer──► success: (no flow) + snackbar
 *        ▲                        │  ▲                              │                  new_offer: Confirming (renewed)
 *        └────CashoutCancelled────┘  └──────────────────────────────┘                  unavailable: (no flow) + snackbar
 *                                                                   └─ no answer by the deadline: (no flow), lists refetched
 *
 * While confirming, the amount shown is the bet's live offer (pushes move it); what is sent is the
 * amount on screen when the bettor confirms. A partial cash-out names a part of the stake; its
 * amount is the offer's share for that part, rounded down to the minor unit (never more than the
 * server's own share, so a standing offer is never refused for a rounding penny).
 */
import type { BetReceipt } from "../model/betslip.js"

export type CashoutFlow =
  /** The confirm step is open. `part`: the stake being cashed out (minor units), null = all; `renewed`: a new offer replaced the one confirmed. */
  | { readonly _tag: "Confirming"; readonly part: number | null; readonly renewed: boolean }
  /** The request is in flight; the server answers after `cashout_delay` (`until`, epoch ms). */
  | { readonly _tag: "Requesting"; readonly requestId: string; readonly amount: number; readonly part: number | null; readonly until: number }

/** How long past the bet's cash-out delay an answer may take before the flow gives up waiting. */
export const CASHOUT_ANSWER_GRACE_MS = 15_000

export const cashoutTimerId = (betId: number): string => `cashout-${betId}`

/** The offer can be taken now: available, with an amount above nothing. */
export const canCashOut = (bet: Pick<BetReceipt, "cashout_status" | "cashout_amount">): boolean =>
  bet.cashout_status === "available" && bet.cashout_amount !== null && bet.cashout_amount > 0

/**
 * The part chosen, kept within the stake and shared evenly over the bet's lines (the server splits
 * a part over `number_of_bets` lines, so it must be a multiple of them): rounded down to a whole
 * number per line, at least one per line; null (all of it) when it reaches the whole stake.
 */
export const clampPart = (part: number | null, stake: number, lines = 1): number | null => {
  if (part === null || !Number.isFinite(part) || part >= stake) return null
  const per = Math.max(1, lines)
  const whole = Math.max(per, Math.floor(part / per) * per)
  return whole >= stake ? null : whole
}

/** What cashing out `part` of the stake returns at the offer `amount` (for the whole remaining stake). */
export const partAmount = (amount: number, stake: number, part: number | null): number =>
  part === null || stake <= 0 ? amount : Math.floor((amount * part) / stake)

/** The smallest part a bettor can cash out: a tenth of the stake, rounded up to a whole amount per line. */
export const minimumPart = (stake: number, lines = 1): number => {
  const per = Math.max(1, lines)
  return Math.max(per, Math.ceil(stake / 10 / per) * per)
}

/** The deadline of an answer: the bet's delay, then the grace. */
export const answerDeadline = (at: number, delaySeconds: number | null): number =>
  at + Math.max(0, delaySeconds ?? 0) * 1000 + CASHOUT_ANSWER_GRACE_MS
