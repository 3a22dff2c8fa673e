/**
 * What the My Bets pages and the header badge read. Each selector returns the same object until
 * what it derives from changed (memoised on the held bet, its cash-out flow, the odds format, the
 * currency and the locale), so a push re-renders only the card of the bet it moved.
 *
 *   selectBetsList(list)   → {status, ids (newest first), hasMore, loadingMore}
 *   selectBetCard(id)      → BetCard | null: everything a card shows, money already formatted
 *   selectOpenBetCount     → User.open_bet_count (kept live by the `user` push), null when logged out
 */
import { takesAutoCashout } from "../auto-cashout/index.js"
import { memoKeyed, type Text } from "../kernel/index.js"
import { hasCashOut, totalBetAmount, winnings } from "../betslip/index.js"
import { priceText } from "../catalogue/index.js"
import { selectOddsFormat, type PreferencesRoot } from "../preferences/index.js"
import type { SessionRoot } from "../session/index.js"
import { selectCurrency, type WalletRoot } from "../wallet/index.js"
import { formatMoney } from "../format/money.js"
import type { BetLeg, BetReceipt } from "../model/betslip.js"
import type { BetsListStatus } from "../model/bets.js"
import type { OddsFormat } from "../model/primitives.js"
import { canCashOut, clampPart, minimumPart, partAmount, type CashoutFlow } from "./cashout.js"
import { betState, explainPayout, legStatus, type BetState, type LegStatus } from "./explain.js"
import { idsOfList, listOf } from "./order.js"
import type { BetsListLoad, BetsListState, BetsState } from "./reduce.js"

/** What My Bets' views read: the slice, the wallet's currency, the odds format and the session's user. */
export type BetsRoot = { readonly bets: BetsState } & WalletRoot & PreferencesRoot & SessionRoot
type AppState = BetsRoot

export interface BetsListView {
  readonly status: BetsListLoad
  /** Bet ids of the list, newest first. */
  readonly ids: ReadonlyArray<number>
  /** An older page can be asked for ("Show more"). */
  readonly hasMore: boolean
  /** A "more" or refresh request is in flight while bets are shown. */
  readonly loadingMore: boolean
}

export interface BetLegView {
  readonly id: number
  /** The selection(s) backed, joined for a bet builder leg. */
  readonly selection: string
  readonly market: string
  readonly match: string
  readonly competition: string
  readonly startTime: number
  readonly home: string | null
  readonly away: string | null
  /** "2 - 1" once the match has a score. */
  readonly score: string | null
  readonly status: LegStatus
  /** The price taken, in the bettor's odds format; null at starting price before the SP is known. */
  readonly price: string | null
  readonly startPrice: boolean
  readonly eachWay: string | null
  readonly bestOddsGuaranteed: boolean
  readonly boosted: boolean
}

export type CashoutView =
  /**
   * The offer stands: the button shows the amount; `fairValue` is what the bet is worth at the
   * current prices, the offer without the margin, shown beside it (null when the server sent none).
   */
  | { readonly _tag: "Offer"; readonly amount: string; readonly fairValue: string | null }
  /** Temporarily not possible (a leg suspended): shown greyed, with the reason. */
  | { readonly _tag: "Disabled" }
  /**
   * The confirm step: `amount` is what the chosen part returns now; `part` the stake cashed out
   * (null = all), between `minimum` and `stake`; `renewed`: the price moved during the last request
   * and this is a new offer; `available`: the offer can be taken right now; `fairValue`: the chosen
   * part's share of the fair value (null when the server sent none).
   */
  | {
      readonly _tag: "Confirming"; readonly amount: string; readonly fairValue: string | null; readonly fullAmount: string; readonly part: number | null
      readonly partText: string; readonly stake: number; readonly minimum: number; readonly step: number; readonly renewed: boolean; readonly available: boolean
    }
  /** The request is in flight; the server answers by `until` (epoch ms), after the bet's cash-out delay. */
  | { readonly _tag: "Requesting"; readonly amount: string; readonly until: number }

export interface BetCard {
  readonly id: number
  readonly name: string
  /** single, accumulator, multiple (bet builder), or the bet type's key (double, trixie…). */
  readonly type: string
  readonly placedAt: number
  readonly state: BetState
  readonly list: BetsListStatus
  readonly stake: string
  /** spec §3 "total bet amount = stake + credit amount + voucher". */
  readonly totalBetAmount: string
  readonly freeBet: string | null
  readonly numberOfBets: number
  readonly eachWay: boolean
  readonly boosted: boolean
  /** Open: potential returns (null when unknown, e.g. starting price); settled: winnings (spec §3). */
  readonly returns: { readonly kind: "potential" | "winnings"; readonly amount: string | null }
  readonly legs: ReadonlyArray<BetLegView>
  /** null when the bet has no cash-out (spec §3 "cash-out is present when cashout_status is available or disabled"). */
  readonly cashout: CashoutView | null
  /** How a settled bet was paid, one sentence each (explain.ts); empty while open. */
  readonly explanation: ReadonlyArray<Text>
  /**
   * The bettor's automatic cash-out (core/auto-cashout): null when the bet cannot take one (settled,
   * or no cash-out); else the rule set (`amount` formatted, `amountValue` minor units, null when
   * none) and whether it fired.
   */
  readonly autoCashout: {
    readonly rule: { readonly amount: string; readonly amountValue: number; readonly status: "active" | "triggered" } | null
  } | null
}

const memoBy = <K, I extends ReadonlyArray<unknown>, R>(compute: (...inputs: I) => R) => memoKeyed<K, I, R>(compute, 500)

const listView = memoBy<BetsListStatus, [Readonly<Record<number, BetReceipt>>, BetsListState, BetsListStatus], BetsListView>((bets, state, list) => ({
  status: state.status,
  ids: idsOfList(bets, list),
  hasMore: state.nextBefore !== null,
  loadingMore: state.requestId !== null && state.status === "ready",
}))

export const selectBetsList = (list: BetsListStatus) => (s: AppState): BetsListView =>
  listView(list, s.bets.bets, s.bets.lists[list], list)

const legPrice = (leg: BetLeg, format: OddsFormat): string | null => (leg.prices ? priceText(leg.prices, format) : null)

const legView = (leg: BetLeg, format: OddsFormat): BetLegView => ({
  id: leg.id,
  selection: leg.selections.map((x) => x.name).join(" + ") || leg.match_name,
  market: [...new Set(leg.selections.map((x) => x.market_name))].join(", "),
  match: leg.match_name,
  competition: leg.competition_name,
  startTime: leg.match_start_time,
  home: leg.home_team,
  away: leg.away_team,
  score: leg.home_score !== null && leg.away_score !== null ? `${leg.home_score} - ${leg.away_score}` : null,
  status: legStatus(leg),
  price: legPrice(leg, format),
  startPrice: leg.start_price,
  eachWay: leg.each_way_description,
  bestOddsGuaranteed: leg.are_best_odds_guaranteed,
  boosted: leg.boosted,
})

/** The fair value beside an offer (of the part `share` picks), formatted; null without one. */
const fairOf = (bet: BetReceipt, share: (fair: number) => number, money: (minor: number) => string): string | null => {
  const fair = bet.cashout_fair_value
  return fair === undefined || fair === null || !canCashOut(bet) ? null : money(share(fair))
}

const cashoutView = (bet: BetReceipt, flow: CashoutFlow | undefined, money: (minor: number) => string): CashoutView | null => {
  if (flow?._tag === "Requesting") return { _tag: "Requesting", amount: money(flow.amount), until: flow.until }
  if (!hasCashOut(bet)) return null
  const available = canCashOut(bet)
  if (flow?._tag === "Confirming") {
    const full = bet.cashout_amount ?? 0
    const part = clampPart(flow.part, bet.stake, bet.number_of_bets)
    return {
      _tag: "Confirming", amount: money(partAmount(full, bet.stake, part)), fairValue: fairOf(bet, (fair) => partAmount(fair, bet.stake, part), money),
      fullAmount: money(full), part,
      partText: money(part ?? bet.stake), stake: bet.stake, minimum: minimumPart(bet.stake, bet.number_of_bets), step: Math.max(1, bet.number_of_bets), renewed: flow.renewed, available,
    }
  }
  return available ? { _tag: "Offer", amount: money(bet.cashout_amount!), fairValue: fairOf(bet, (fair) => fair, money) } : { _tag: "Disabled" }
}

const card = memoBy<number, [BetReceipt, CashoutFlow | undefined, OddsFormat, string, string], BetCard>((bet, flow, format, currency, locale) => {
  const money = (minor: number) => formatMoney(minor, currency, locale)
  const list = listOf(bet)
  return {
    id: bet.id,
    name: bet.name,
    type: bet.type,
    placedAt: bet.created_at,
    state: betState(bet),
    list,
    stake: money(bet.stake),
    totalBetAmount: money(totalBetAmount(bet)),
    freeBet: bet.voucher !== null && bet.voucher > 0 ? money(bet.voucher) : null,
    numberOfBets: bet.number_of_bets,
    eachWay: bet.each_way,
    boosted: bet.boosted,
    returns: list === "open"
      ? { kind: "potential", amount: bet.potential === null ? null : money(bet.potential) }
      : { kind: "winnings", amount: money(winnings(bet)) },
    legs: bet.bet_legs.map((leg) => legView(leg, format)),
    cashout: list === "open" ? cashoutView(bet, flow, money) : null,
    explanation: explainPayout(bet, money, (leg) => legPrice(leg, format)),
    autoCashout: list === "open" && takesAutoCashout(bet)
      ? { rule: bet.auto_cashout ? { amount: money(bet.auto_cashout.amount), amountValue: bet.auto_cashout.amount, status: bet.auto_cashout.status } : null }
      : null,
  }
})

export const selectBetCard = (id: number) => (s: AppState): BetCard | null => {
  const bet = s.bets.bets[id]
  return bet ? card(id, bet, s.bets.cashouts[id], selectOddsFormat(s), selectCurrency(s), s.site.locale) : null
}

/** The header badge: the user's open bets (spec §3 User.open_bet_count), live through the `user` push. */
export const selectOpenBetCount = (s: AppState): number | null => s.session.user?.open_bet_count ?? null
