/**
 * How a bet stands, in words a bettor reads (spec §3 Bet, Bet leg): the bet's state, each leg's
 * status, and for a settled bet a plain explanation of how it was paid (each-way terms, starting
 * price, best odds guaranteed uplift, void legs, free-bet stake, bonus credit). Texts are catalogue
 * messages (core/bets/messages.ts) with values already formatted; money is formatted by `money`.
 *
 * The server's outcomes (server/domain/betting/returns.ts): won, lost, void, placed, for the bet
 * and for each leg; a full cash-out is `cashout_success: true`.
 */
import { message, type Text } from "../kernel/index.js"
import type { BetLeg, BetReceipt } from "../model/betslip.js"
import { winnings } from "../betslip/index.js"
import { listOf } from "./order.js"

/** The bet as a whole: open, or how it ended. */
export type BetState = "open" | "won" | "placed" | "lost" | "void" | "cashedOut" | "settled"

export const betState = (bet: Pick<BetReceipt, "status" | "outcome" | "cashout_success">): BetState => {
  if (bet.cashout_success === true) return "cashedOut"
  if (listOf(bet) === "open") return "open"
  switch (bet.outcome) {
    case "won":
    case "placed":
    case "lost":
    case "void":
      return bet.outcome
    default:
      return bet.status === "void" ? "void" : "settled"
  }
}

/** One leg: resulted (won, placed, lost, void), or how its match stands (live, not started, awaiting its result). */
export type LegStatus = "upcoming" | "live" | "awaiting" | "won" | "placed" | "lost" | "void"

export const legStatus = (leg: Pick<BetLeg, "outcome" | "match_status">): LegStatus => {
  switch (leg.outcome) {
    case "won":
    case "placed":
    case "lost":
    case "void":
      return leg.outcome
  }
  return leg.match_status === "live" ? "live" : leg.match_status === "ended" ? "awaiting" : "upcoming"
}

const selectionName = (leg: BetLeg): string => leg.selections.map((s) => s.name).join(" + ") || leg.match_name

/** The words for each state that names what the bet paid or would pay (a lost bet pays nothing). */
const PAID_WORDS = {
  won: "bets.explain.won", placed: "bets.explain.placed", void: "bets.explain.void", settled: "bets.explain.settled",
} as const

/**
 * How a settled or cashed-out bet was paid, one sentence per fact, in this order: the headline
 * (outcome and amount paid), each-way terms, legs settled at starting price, the best odds
 * guaranteed uplift, void legs, the free-bet stake, the split of cash and bonus credit.
 * Empty for an open bet. `money` formats minor units in the bettor's currency; `price` writes a
 * leg's price in the bettor's odds format.
 */
export const explainPayout = (
  bet: BetReceipt, money: (minor: number) => string, price: (leg: BetLeg) => string | null,
): ReadonlyArray<Text> => {
  const state = betState(bet)
  if (state === "open") return []
  const paid = winnings(bet)
  const lines: Text[] = []
  if (state === "cashedOut") {
    // The bettor's automatic cash-out rule fired (core/auto-cashout): say so, with the amount set.
    lines.push(bet.auto_cashout?.status === "triggered"
      ? message("bets.explain.autoCashedOut", { amount: money(paid), rule: money(bet.auto_cashout.amount) })
      : message("bets.explain.cashedOut", { amount: money(paid) }))
    return lines
  }
  lines.push(state === "lost" ? message("bets.explain.lost") : message(PAID_WORDS[state], { amount: money(paid) }))
  if (bet.each_way) {
    const terms = [...new Set(bet.bet_legs.flatMap((l) => (l.each_way_description ? [l.each_way_description] : [])))]
    lines.push(terms.length > 0
      ? message("bets.explain.eachWay", { terms: terms.join("; ") })
      : message("bets.explain.eachWayNoTerms"))
  }
  for (const leg of bet.bet_legs) {
    if (!leg.start_price) continue
    const sp = price(leg)
    lines.push(sp === null
      ? message("bets.explain.startPriceOnly", { selection: selectionName(leg) })
      : message("bets.explain.startPrice", { selection: selectionName(leg), price: sp }))
  }
  for (const leg of bet.bet_legs) {
    const tied = leg.dead_heat ?? null
    if (tied !== null && tied >= 2 && leg.outcome !== "lost" && leg.outcome !== "void") {
      lines.push(message("bets.explain.deadHeat", { selection: selectionName(leg), others: tied - 1 }))
    }
  }
  const bog = bet.best_odds_guaranteed_additional_amount ?? 0
  if (bog > 0) lines.push(message("bets.explain.bog", { amount: money(bog) }))
  const voids = bet.bet_legs.filter((l) => l.outcome === "void").length
  if (voids > 0 && state !== "void") lines.push(message("bets.explain.voidLegs", { count: voids }))
  const voucher = bet.voucher ?? 0
  // A void bet gives its free bet back whole; any other bet that returns pays only the winnings.
  if (voucher > 0 && state === "void") lines.push(message("bets.explain.freeBetReturned", { amount: money(voucher) }))
  else if (voucher > 0 && state !== "lost") lines.push(message("bets.explain.freeBet", { amount: money(voucher) }))
  const credit = bet.credit_winnings ?? 0
  if (credit > 0) lines.push(message("bets.explain.credit", { cash: money(bet.cash_winnings ?? 0), credit: money(credit) }))
  return lines
}
