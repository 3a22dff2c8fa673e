/**
 * What each part of the slip looks like on screen (README.md): display-ready views of the legs, bet
 * options, totals, validity and receipts, built from the slip and a format (prices in the bettor's
 * odds format, money in the site's locale and the bettor's currency). Every rule is already applied
 * (rules.ts, validity.ts), so views compute nothing. A leg's view is memoised on what it reads, so
 * an event that changes one leg rebuilds one row and every other row keeps its identity.
 */
import { memoByKey } from "../kernel/index.js"
import { priceText, selectionAvailability, type Availability } from "../catalogue/index.js"
import type { Price } from "../model/catalogue.js"
import type { BetReceipt, Betslip, BetslipContract, BetslipVoucher, BetType, PriceChangeDirection } from "../model/betslip.js"
import type { OddsFormat } from "../model/primitives.js"
import { totalBetAmount } from "./receipt.js"
import { legReturns, slipBets, slipTotals } from "./returns.js"
import type { PriceChangeRule } from "../model/sportsbook.js"
import { canPlace } from "./reduce.js"
import {
  ACCUMULATOR, bestOddsGuaranteedApplies, currentBetType, isLegStaked, maxStakeFor, MINIMUM_STAKE, SINGLE,
  singleBreachesMaxBet, stakeBelowMinimum,
} from "./rules.js"
import type { BetslipState } from "./state.js"
import { slipProblems, type SlipProblem } from "./validity.js"

// ── views ───────────────────────────────────────────────────────────────────

export interface MoneyView { readonly amount: number; readonly text: string }
export interface VoucherView { readonly id: number; readonly amount: number; readonly text: string }
export interface VoucherChoiceView { readonly applied: VoucherView | null; readonly available: ReadonlyArray<VoucherView> }

export interface PendingLegView {
  readonly pending: true
  readonly contractId: number
  /** The selection's name when the catalogue knows it (a bet builder leg's names, joined), else "". */
  readonly name: string
}

/** One selection of a leg: one for a plain leg, several for a bet builder leg. */
export interface LegSelectionView {
  readonly contractId: number
  readonly name: string
  readonly marketName: string
}

export interface BetslipLegView {
  readonly pending: false
  readonly contractId: number
  readonly legId: number
  readonly name: string
  readonly marketName: string
  readonly matchName: string
  readonly competitionName: string
  /** The price in the bettor's odds format; "SP" at the starting price; null without a price. */
  readonly price: string | null
  /** The price agreed before an unacknowledged move; null when it did not move. */
  readonly previousPrice: string | null
  readonly direction: PriceChangeDirection
  readonly availability: Availability
  readonly stake: number
  readonly stakeText: string
  readonly maxStake: number
  readonly maxStakeText: string
  readonly potentialReturns: number | null
  readonly potentialReturnsText: string | null
  readonly eachWay: { readonly available: boolean; readonly applied: boolean; readonly terms: string | null }
  readonly startPrice: { readonly available: boolean; readonly applied: boolean }
  readonly voucher: VoucherChoiceView
  readonly boosted: boolean
  readonly bestOddsGuaranteed: boolean
  /** Seconds an in-play bet is held before it is accepted; 0 when none. */
  readonly inPlayDelay: number
  /** Message keys to show under the leg: "suspended", "closed", "unavailable", "belowMinimum", "aboveMax". */
  readonly messages: ReadonlyArray<string>
  readonly editing: boolean
  /** A bet builder leg (the cart added as one leg): `selections` lists what it combines. */
  readonly betBuilder: boolean
  readonly selections: ReadonlyArray<LegSelectionView>
}

export interface BetOptionView {
  readonly type: string
  readonly name: string
  readonly description: string
  readonly group: string | null
  readonly numberOfBets: number
  readonly selected: boolean
  readonly valid: boolean
  /** The first of the bet type's messages (spec §8), null when none. */
  readonly message: string | null
  readonly price: string | null
  readonly eachWayAvailable: boolean
}

export interface BetTotalsView {
  readonly numberOfBets: number
  readonly stakePerBet: number | null
  readonly totalStake: number
  readonly totalStakeText: string
  readonly potentialReturns: number | null
  readonly potentialReturnsText: string | null
  readonly valid: boolean
  readonly canPlace: boolean
}

export type ValidityReason = SlipProblem["_tag"]
export type ValidityView =
  | { readonly valid: true; readonly reason: null; readonly message: null; readonly values: Readonly<Record<string, string>> }
  | {
      readonly valid: false
      /** The first problem, in the order a bettor should read them (validity.ts). */
      readonly reason: ValidityReason
      /** The invalid bet type's message (spec §8 "the first of its messages"). */
      readonly message: string | null
      /** Values for the reason's text (e.g. the minimum stake). */
      readonly values: Readonly<Record<string, string>>
    }

export interface ReceiptLegView {
  readonly name: string
  readonly marketName: string
  readonly matchName: string
  readonly price: string | null
}

export interface ReceiptView {
  readonly id: number
  readonly name: string
  readonly type: string
  readonly eachWay: boolean
  readonly numberOfBets: number
  /** What the bettor paid (the receipt's `stake`); a free bet is beside it, not in it. */
  readonly stake: number
  readonly stakeText: string
  /** The free bet staked on top, null without one ("£3.00 + £2.00 free bet"). */
  readonly freeBet: number | null
  readonly freeBetText: string | null
  /** spec §3 "total bet amount = stake + credit amount + voucher". */
  readonly totalBetAmount: number
  readonly totalBetAmountText: string
  readonly potential: number | null
  readonly potentialText: string | null
  readonly legs: ReadonlyArray<ReceiptLegView>
}

export interface BetslipView {
  readonly legs: ReadonlyArray<BetslipLegView | PendingLegView>
  readonly bets: ReadonlyArray<BetOptionView>
  readonly mode: "single" | "multiple"
  readonly selectedBetType: string | null
  readonly multiple: {
    readonly stake: number
    readonly stakeText: string
    /** The current bet type's max bet less the voucher (0 when the server named none yet). */
    readonly maxStake: number
    readonly eachWay: { readonly available: boolean; readonly applied: boolean }
    readonly voucher: VoucherChoiceView
  } | null
  readonly bet: BetTotalsView
  readonly validity: ValidityView
  readonly oddsChanged: boolean
  readonly syncing: boolean
  readonly loading: boolean
  readonly useBonus: boolean
  readonly creditsAvailable: boolean
  readonly quickStakes: ReadonlyArray<MoneyView>
  readonly receipts: ReadonlyArray<ReceiptView>
  readonly receiptShown: boolean
  readonly canKeepSelections: boolean
}

export interface Fmt {
  readonly odds: OddsFormat
  money(minor: number): string
}

export const priceOf = (price: Price | null, fmt: Fmt): string | null => (price === null ? null : priceText(price, fmt.odds))

export const voucherView = (v: BetslipVoucher, fmt: Fmt): VoucherView => ({ id: v.id, amount: v.amount, text: fmt.money(v.amount) })

const legAvailability = (leg: BetslipContract): Availability => selectionAvailability(leg.status)

/** What a leg's view reads besides the leg: memo keys (see `legViewOf`). */
export interface LegInputs {
  readonly singles: boolean
  readonly vouchers: ReadonlyArray<BetslipVoucher>
  /** Voucher ids applied on other legs, as a key ("1,2"). */
  readonly usedElsewhere: string
  readonly editing: boolean
  readonly bestOddsGuaranteed: boolean
}

const legView = (leg: BetslipContract, inputs: LegInputs, fmt: Fmt): BetslipLegView => {
  const availability = legAvailability(leg)
  const maxStake = maxStakeFor(leg)
  const singles = inputs.singles
  const staked = isLegStaked(leg)
  const returns = singles && staked ? legReturns(leg) : null
  const messages: string[] = []
  if (availability !== "available") messages.push(availability)
  // The §5 and §4 rules themselves (rules.ts), never restated here.
  if (singles && staked && stakeBelowMinimum(leg.stake, leg.applied_voucher?.amount ?? 0)) messages.push("belowMinimum")
  if (singles && singleBreachesMaxBet(leg)) messages.push("aboveMax")
  const usedElsewhere = new Set(inputs.usedElsewhere === "" ? [] : inputs.usedElsewhere.split(",").map(Number))
  return {
    pending: false,
    contractId: leg.id,
    legId: leg.leg_id,
    name: leg.name,
    marketName: leg.market_name,
    matchName: leg.match_name,
    competitionName: leg.competition_name,
    price: leg.applied_start_price ? "SP" : priceOf(leg.prices, fmt),
    previousPrice: leg.price_change_direction === "none" ? null : priceOf(leg.initial_prices, fmt),
    direction: leg.price_change_direction,
    availability,
    stake: leg.stake,
    stakeText: fmt.money(leg.stake),
    maxStake,
    maxStakeText: fmt.money(maxStake),
    potentialReturns: returns,
    potentialReturnsText: returns === null ? null : fmt.money(returns),
    eachWay: { available: leg.each_way !== null, applied: leg.applied_each_way, terms: leg.each_way?.description ?? null },
    startPrice: { available: leg.start_price_available, applied: leg.applied_start_price },
    voucher: {
      applied: leg.applied_voucher === null ? null : voucherView(leg.applied_voucher, fmt),
      available: singles ? inputs.vouchers.filter((v) => !usedElsewhere.has(v.id)).map((v) => voucherView(v, fmt)) : [],
    },
    boosted: leg.boosted,
    bestOddsGuaranteed: inputs.bestOddsGuaranteed,
    inPlayDelay: leg.bet_delay,
    messages,
    editing: inputs.editing,
    betBuilder: leg.type === "betbuilder",
    selections: leg.selections.map((sel) => ({ contractId: sel.contract_id, name: sel.name, marketName: sel.market_name })),
  }
}

/**
 * A leg's view: the one built last time, by contract id, while the leg and everything else it reads
 * are the same (a slip holds at most 20 legs; the oldest entries go first).
 */
export const legViewOf: (leg: BetslipContract, inputs: LegInputs, fmt: Fmt) => BetslipLegView = memoByKey<[BetslipContract, LegInputs, Fmt], number, BetslipLegView>({
  key: (leg: BetslipContract) => leg.id,
  inputs: (leg: BetslipContract, i: LegInputs, fmt: Fmt) => [leg, fmt, i.singles, i.vouchers, i.usedElsewhere, i.editing, i.bestOddsGuaranteed],
  compute: legView,
  size: 64,
})

/** Voucher ids applied on legs other than each leg, as keys: one pass, not one per leg. */
export const vouchersUsedElsewhere = (slip: Betslip): ReadonlyMap<number, string> => {
  const used = slip.all_contracts.filter((l) => l.applied_voucher !== null)
  const out = new Map<number, string>()
  if (used.length === 0) return out
  for (const leg of slip.all_contracts) {
    out.set(leg.id, used.filter((l) => l.id !== leg.id).map((l) => l.applied_voucher!.id).sort((a, b) => a - b).join(","))
  }
  return out
}

export const betOptionView = (slip: Betslip, bt: BetType, fmt: Fmt): BetOptionView => ({
  type: bt.type,
  name: bt.name,
  description: bt.description,
  group: slip.bet_type_groups.find((g) => g.bet_types.includes(bt.type))?.key ?? null,
  numberOfBets: bt.number_of_bets,
  selected: currentBetType(slip)?.type === bt.type,
  valid: bt.valid,
  message: bt.messages[0] ?? null,
  price: priceOf(bt.prices, fmt),
  eachWayAvailable: bt.each_way_prices !== null,
})

export const receiptView = (r: BetReceipt, fmt: Fmt): ReceiptView => ({
  id: r.id,
  name: r.name,
  type: r.type,
  eachWay: r.each_way,
  numberOfBets: r.number_of_bets,
  stake: r.stake,
  stakeText: fmt.money(r.stake),
  freeBet: r.voucher !== null && r.voucher > 0 ? r.voucher : null,
  freeBetText: r.voucher !== null && r.voucher > 0 ? fmt.money(r.voucher) : null,
  totalBetAmount: totalBetAmount(r),
  totalBetAmountText: fmt.money(totalBetAmount(r)),
  potential: r.potential,
  potentialText: r.potential === null ? null : fmt.money(r.potential),
  legs: r.bet_legs.map((leg) => ({
    name: leg.selections.map((s) => s.name).join(", "),
    marketName: leg.selections.map((s) => s.market_name).filter((n, i, all) => all.indexOf(n) === i).join(", "),
    matchName: leg.match_name,
    price: leg.start_price ? "SP" : priceOf(leg.prices, fmt),
  })),
})

export const validityView = (problems: ReadonlyArray<SlipProblem>, fmt: Fmt): ValidityView => {
  const first = problems[0]
  if (first === undefined) return { valid: true, reason: null, message: null, values: {} }
  return {
    valid: false,
    reason: first._tag,
    message: first._tag === "BetTypeInvalid" ? first.message : null,
    values: first._tag === "StakeBelowMinimum" ? { min: fmt.money(MINIMUM_STAKE) }
      : first._tag === "FreeBetNotDivisible" ? { amount: fmt.money(first.voucher), bets: String(first.lines) }
      : first._tag === "MaxBetExceeded" ? { max: fmt.money(first.max) }
      : {},
  }
}

/** `rule`: the bettor's price-change rule, which `problems` were computed with. */
export const totalsView = (s: BetslipState, problems: ReadonlyArray<SlipProblem>, fmt: Fmt, rule: PriceChangeRule = "ask"): BetTotalsView => {
  const totals = slipTotals(s.slip)
  const bets = slipBets(s.slip)
  return {
    numberOfBets: totals.numberOfBets,
    stakePerBet: s.slip.type === SINGLE ? null : (bets[0]?.stakePerBet ?? s.slip.accumulator_stake),
    totalStake: totals.totalStake,
    totalStakeText: fmt.money(totals.totalStake),
    potentialReturns: totals.potentialReturns,
    potentialReturnsText: totals.potentialReturns === null ? null : fmt.money(totals.potentialReturns),
    valid: problems.length === 0,
    canPlace: canPlace(s, rule),
  }
}

