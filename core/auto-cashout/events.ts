/**
 * Automatic cash-out's events (issue 20): what the bettor did in a bet's cash-out area, and the
 * server's answer. Registered by the area (index.ts); My Bets (core/bets) takes the answered bet.
 */
import { Schema } from "effect"
import { BetReceipt } from "../model/betslip.js"

const at = Schema.Finite

/** "Set" beside a bet's cash-out: cash it out automatically once the offer reaches the amount typed. */
export const AutoCashoutSubmitted = Schema.TaggedStruct("AutoCashoutSubmitted", { at, betId: Schema.Int, amount: Schema.String })
/** "Remove" on a bet's automatic cash-out rule. */
export const AutoCashoutRemoved = Schema.TaggedStruct("AutoCashoutRemoved", { at, betId: Schema.Int })
/** PUT or DELETE bets/{id}/auto-cashout answered: the bet with its rule as it stands now. */
export const AutoCashoutAnswered = Schema.TaggedStruct("AutoCashoutAnswered", { at, requestId: Schema.String, betId: Schema.Int, bet: BetReceipt })
export type AutoCashoutAnswered = typeof AutoCashoutAnswered.Type

export const AUTO_CASHOUT_EVENTS = [AutoCashoutSubmitted, AutoCashoutRemoved, AutoCashoutAnswered] as const

export type AutoCashoutEvent = (typeof AUTO_CASHOUT_EVENTS)[number]["Type"]
