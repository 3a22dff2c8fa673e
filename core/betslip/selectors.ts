/**
 * What the betslip views read (README.md lists them). Display-ready: prices in the bettor's odds
 * format, money as text for the site's locale and the bettor's currency, every rule already applied
 * (validity.ts), so views compute nothing. Memoised on the state slices they read: the same object
 * comes back until something shown changed, so `useSyncExternalStore` re-renders only then.
 *
 * Potential returns (docs/api.md): a bet type's `prices` is the return of 1 unit staked on each of
 * its bets when every leg wins, so returns = stake per bet × price (+ stake per bet × each-way
 * price when each-way). A free bet (voucher) is staked on top (spec §3 "total bet amount = stake +
 * credit amount + voucher"): each line stakes (stake × lines + voucher) / lines and the returns
 * leave out the free-bet stake (rules.ts `amountAtRisk`, `withoutFreeBetStake`), as the server pays.
 * Computed exactly on the fractional prices ("a/b": (a + b) / b), one floor to a whole minor unit
 * for the bet, as the server does; null when a leg is at the starting price (nobody knows the price
 * yet) or the price is missing.
 *
 * Cost: `selectBetslipView` runs after every event on a mounted slip. Each leg's view is memoised on
 * what it reads (the leg object, the slip's mode and vouchers, the editing leg, the format), so an
 * event that changes one leg rebuilds one row and every other row keeps its identity (React rows
 * keyed by contract id skip re-rendering); the legs array, bet options, quick stakes and receipts
 * keep theirs too while unchanged.
 */
import type { AppState } from "../app/state.js"
import { selectCurrency, selectOddsFormat } from "../app/selectors.js"
import { contractAvailability, selectionAvailability, type Availability } from "../catalogue/availability.js"
import { priceText } from "../catalogue/selectors.js"
import { formatMoney } from "../format/money.js"
import type { Price } from "../model/catalogue.js"
import type { BetReceipt, Betslip, BetslipContract, BetslipVoucher, BetType, PriceChangeDirection } from "../model/betslip.js"
import type { OddsFormat } from "../model/primitives.js"
import { placeBetsRequest } from "./placement.js"
import { canAddCartToSlip, canPlace, type BetslipState } from "./reduce.js"
import {
  ACCUMULATOR, amountAtRisk, bestOddsGuaranteedApplies, currentBetType, isLegStaked, maxStakeFor, MINIMUM_STAKE, SINGLE,
  singleBreachesMaxBet, stakeBelowMinimum, withoutFreeBetStake,
} from "./rules.js"
import { slipProblems, type SlipProblem } from "./validity.js"
import { totalBetAmount } from "./receipt.js"
import type { BetBuilderState } from "./bet-builder.js"
import { isBetBuilderCartValid } from "./bet-builder.js"

// ── money and returns ───────────────────────────────────────────────────────

const sumOrNull = (parts: ReadonlyArray<number | null>): number | null =>
  parts.some((p) => p === null) ? null : parts.reduce<number>((a, b) => a + b!, 0)

const FRACTION = /^\s*(\d+)\s*\/\s*(\d+)\s*$/

/**
 * What a bet returns when every leg wins: `atRisk` (cash + voucher) spread evenly over `lines`, each
 * line paying the sum of `prices`' decimals (the win price, and the place price each-way), exact on
 * the fractional forms with one floor, less the free-bet stake `voucher`. Null when a price is missing.
 */
export const betReturns = (atRisk: number, lines: number, prices: ReadonlyArray<Price | null>, voucher: number): number | null => {
  if (lines <= 0 || prices.some((p) => p === null)) return null
  let num = 0n
  let den = 1n
  for (const price of prices as ReadonlyArray<Price>) {
    const m = FRACTION.exec(price.fractional)
    if (!m || Number(m[2]) === 0) {
      // No usable fraction: the decimals, in floating point (never the reference server's case).
      const decimal = prices.reduce((sum, p) => sum + p!.decimal, 0)
      return Number.isFinite(decimal) ? withoutFreeBetStake(Math.floor((atRisk * decimal) / lines + 1e-9), voucher) : null
    }
    const n = BigInt(m[1]!)
    const d = BigInt(m[2]!)
    num = num * d + (n + d) * den
    den *= d
  }
  return withoutFreeBetStake(Number((BigInt(atRisk) * num) / (den * BigInt(lines))), voucher)
}

/** One bet the slip would place: what it costs and what it returns if every leg wins. */
export interface SlipBet {
  readonly type: string
  readonly stakePerBet: number
  readonly numberOfBets: number
  readonly eachWay: boolean
  /** stake per bet × bets (× 2 each-way): what the bettor pays, vouchers aside. */
  readonly totalStake: number
  /** The free bet staked on top of `totalStake`, 0 without one. */
  readonly voucher: number
  /** Winnings on stake + voucher, the free-bet stake left out. */
  readonly potentialReturns: number | null
}

/** A single's returns: its stake (twice each-way) and its free bet on top. */
const legReturns = (leg: BetslipContract): number | null => {
  if (leg.applied_start_price) return null
  const voucher = leg.applied_voucher?.amount ?? 0
  const lines = leg.applied_each_way ? 2 : 1
  const prices = leg.applied_each_way ? [leg.prices, leg.each_way?.prices ?? null] : [leg.prices]
  return betReturns(amountAtRisk(leg.stake, lines, voucher), lines, prices, voucher)
}

/**
 * The bets the slip would place (the same split as the bets/place body, placement.ts), each with
 * its cost and returns: singles one per staked leg, otherwise one bet of the current bet type.
 */
export const slipBets = (slip: Betslip): ReadonlyArray<SlipBet> => {
  const request = placeBetsRequest(slip)
  if (slip.type === SINGLE) {
    return slip.all_contracts.filter(isLegStaked).map((leg) => ({
      type: SINGLE, stakePerBet: leg.stake, numberOfBets: 1, eachWay: leg.applied_each_way,
      totalStake: leg.stake * (leg.applied_each_way ? 2 : 1), voucher: leg.applied_voucher?.amount ?? 0, potentialReturns: legReturns(leg),
    }))
  }
  const bet = request.bets[0]
  if (bet === undefined) return []
  const betType = currentBetType(slip)
  const numberOfBets = betType?.number_of_bets ?? 1
  const sp = slip.all_contracts.some((leg) => leg.applied_start_price)
  const voucher = slip.accumulator_applied_voucher?.amount ?? 0
  const lines = numberOfBets * (bet.each_way ? 2 : 1)
  const win = betType?.prices ?? slip.accumulator_prices
  const prices = bet.each_way ? [win, betType?.each_way_prices ?? null] : [win]
  return [{
    type: bet.type, stakePerBet: bet.stake, numberOfBets, eachWay: bet.each_way,
    totalStake: bet.stake * lines, voucher,
    potentialReturns: sp ? null : betReturns(amountAtRisk(bet.stake, lines, voucher), lines, prices, voucher),
  }]
}

export interface SlipTotals {
  readonly numberOfBets: number
  readonly totalStake: number
  readonly potentialReturns: number | null
}

/** The slip's totals: the sums over its bets (each-way counts twice). */
export const slipTotals = (slip: Betslip): SlipTotals => {
  const bets = slipBets(slip)
  return {
    numberOfBets: bets.reduce((n, b) => n + b.numberOfBets * (b.eachWay ? 2 : 1), 0),
    totalStake: bets.reduce((n, b) => n + b.totalStake, 0),
    potentialReturns: bets.length === 0 ? null : sumOrNull(bets.map((b) => b.potentialReturns)),
  }
}

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

interface Fmt {
  readonly odds: OddsFormat
  money(minor: number): string
}

const priceOf = (price: Price | null, fmt: Fmt): string | null => (price === null ? null : priceText(price, fmt.odds))

const voucherView = (v: BetslipVoucher, fmt: Fmt): VoucherView => ({ id: v.id, amount: v.amount, text: fmt.money(v.amount) })

const legAvailability = (leg: BetslipContract): Availability => selectionAvailability(leg.status)

/** What a leg's view reads besides the leg: memo keys (see `legViewOf`). */
interface LegInputs {
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

/** The legs' views from the last call, by contract id, with what each was built from. */
const legViews = new Map<number, { readonly leg: BetslipContract; readonly inputs: LegInputs; readonly fmt: Fmt; readonly view: BetslipLegView }>()

const sameInputs = (a: LegInputs, b: LegInputs): boolean =>
  a.singles === b.singles && a.vouchers === b.vouchers && a.usedElsewhere === b.usedElsewhere && a.editing === b.editing &&
  a.bestOddsGuaranteed === b.bestOddsGuaranteed

/** A leg's view: the one built last time while the leg and everything else it reads are the same. */
const legViewOf = (leg: BetslipContract, inputs: LegInputs, fmt: Fmt): BetslipLegView => {
  const held = legViews.get(leg.id)
  if (held && held.leg === leg && held.fmt === fmt && sameInputs(held.inputs, inputs)) return held.view
  const view = legView(leg, inputs, fmt)
  legViews.set(leg.id, { leg, inputs, fmt, view })
  return view
}

/** Voucher ids applied on legs other than each leg, as keys: one pass, not one per leg. */
const vouchersUsedElsewhere = (slip: Betslip): ReadonlyMap<number, string> => {
  const used = slip.all_contracts.filter((l) => l.applied_voucher !== null)
  const out = new Map<number, string>()
  if (used.length === 0) return out
  for (const leg of slip.all_contracts) {
    out.set(leg.id, used.filter((l) => l.id !== leg.id).map((l) => l.applied_voucher!.id).sort((a, b) => a - b).join(","))
  }
  return out
}

const betOptionView = (slip: Betslip, bt: BetType, fmt: Fmt): BetOptionView => ({
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

const receiptView = (r: BetReceipt, fmt: Fmt): ReceiptView => ({
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

const validityView = (problems: ReadonlyArray<SlipProblem>, fmt: Fmt): ValidityView => {
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

const totalsView = (s: BetslipState, problems: ReadonlyArray<SlipProblem>, fmt: Fmt): BetTotalsView => {
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
    canPlace: canPlace(s),
  }
}

// ── memo plumbing ───────────────────────────────────────────────────────────

/** The format for the site's locale, the bettor's currency and odds format: the same object while they are the same. */
let heldFmt: { readonly key: string; readonly fmt: Fmt } | null = null
const fmtOf = (s: AppState): Fmt => {
  const currency = selectCurrency(s)
  const locale = s.site.locale
  const odds = selectOddsFormat(s)
  const key = `${currency}|${locale}|${odds}`
  if (heldFmt?.key === key) return heldFmt.fmt
  const fmt: Fmt = { odds, money: (minor) => formatMoney(minor, currency, locale) }
  heldFmt = { key, fmt }
  return fmt
}

/** The same array as last time when every element is the same object (so views keep their identity). */
const stableArray = <T>() => {
  let held: ReadonlyArray<T> = []
  return (next: ReadonlyArray<T>): ReadonlyArray<T> => {
    if (!same(held, next)) held = next
    return held
  }
}

const same = (a: ReadonlyArray<unknown>, b: ReadonlyArray<unknown>): boolean => a.length === b.length && a.every((x, i) => x === b[i])

const memo1 = <R>(inputs: (s: AppState) => ReadonlyArray<unknown>, compute: (s: AppState) => R) => {
  let held: { inputs: ReadonlyArray<unknown>; value: R } | null = null
  return (s: AppState): R => {
    const now = inputs(s)
    if (held && same(held.inputs, now)) return held.value
    const value = compute(s)
    held = { inputs: now, value }
    return value
  }
}

const formatInputs = (s: AppState): ReadonlyArray<unknown> =>
  [selectCurrency(s), s.site.locale, selectOddsFormat(s)]

// ── selectors ───────────────────────────────────────────────────────────────

/** A pick still syncing: the same object while its name is the same. */
const pendingViews = new Map<number, PendingLegView>()
const pendingViewOf = (contractId: number, name: string): PendingLegView => {
  const held = pendingViews.get(contractId)
  if (held && held.name === name) return held
  if (pendingViews.size > 100) pendingViews.clear()
  const view: PendingLegView = { pending: true, contractId, name }
  pendingViews.set(contractId, view)
  return view
}

const stableLegs = stableArray<BetslipLegView | PendingLegView>()

/** The bet type options: rebuilt only when the slip's bet types, groups, chosen type or the format move. */
let heldOptions: { readonly inputs: ReadonlyArray<unknown>; readonly value: ReadonlyArray<BetOptionView> } | null = null
const betOptions = (slip: Betslip, fmt: Fmt): ReadonlyArray<BetOptionView> => {
  const inputs = [slip.bet_types, slip.bet_type_groups, currentBetType(slip), fmt]
  if (heldOptions && same(heldOptions.inputs, inputs)) return heldOptions.value
  const value = slip.bet_types.map((bt) => betOptionView(slip, bt, fmt))
  heldOptions = { inputs, value }
  return value
}

/** Everything the slip shows (README.md). */
/**
 * The catalogue entries the slip view reads: the names of picks still syncing (not yet on the
 * server's slip). Not the whole contracts table, which a price push replaces every frame on a busy
 * page: the view would be rebuilt, and the slip re-rendered, for prices it never shows.
 */
const pendingNameInputs = (s: AppState): ReadonlyArray<unknown> => {
  const b = s.betslip
  if (b.contractIds.length === 0) return []
  const onSlip = new Set(b.slip.all_contracts.map((leg) => leg.id))
  const out: unknown[] = []
  for (const id of b.contractIds) if (!onSlip.has(id)) for (const c of b.betBuilderLegs[id] ?? [id]) out.push(s.catalogue.contracts[c])
  return out
}

export const selectBetslipView = memo1(
  (s) => [s.betslip, ...formatInputs(s), ...pendingNameInputs(s)],
  (s): BetslipView => {
    const b = s.betslip
    const slip = b.slip
    const fmt = fmtOf(s)
    const problems = slipProblems(slip)
    const onSlip = new Map(slip.all_contracts.map((leg) => [leg.id, leg] as const))
    const singles = slip.type === SINGLE
    const usedElsewhere = vouchersUsedElsewhere(slip)
    // "now" for best odds guaranteed: when the server last answered for the slip, never a clock.
    const now = b.syncedAt
    const viewOf = (leg: BetslipContract) => legViewOf(leg, {
      singles, vouchers: slip.vouchers, usedElsewhere: usedElsewhere.get(leg.id) ?? "", editing: b.ui.editingLegId === leg.id,
      bestOddsGuaranteed: bestOddsGuaranteedApplies(leg, now),
    }, fmt)
    const names = (id: number): string =>
      (b.betBuilderLegs[id] ?? [id]).map((c) => s.catalogue.contracts[c]?.contract.name ?? "").filter((n) => n !== "").join(", ")
    const picked = new Set(b.contractIds)
    const legs: Array<BetslipLegView | PendingLegView> = b.contractIds.map((id): BetslipLegView | PendingLegView => {
      const leg = onSlip.get(id)
      return leg ? viewOf(leg) : pendingViewOf(id, names(id))
    })
    // Legs the server holds that were not picked here (a saved slip's bet builder legs) are shown too.
    for (const leg of slip.all_contracts) if (!picked.has(leg.id)) legs.push(viewOf(leg))
    for (const id of legViews.keys()) if (!onSlip.has(id)) legViews.delete(id)
    const betType = currentBetType(slip)
    return {
      legs: stableLegs(legs),
      bets: betOptions(slip, fmt),
      mode: singles ? "single" : "multiple",
      selectedBetType: betType?.type ?? null,
      multiple: singles ? null : {
        stake: slip.accumulator_stake,
        stakeText: fmt.money(slip.accumulator_stake),
        maxStake: betType === null ? (slip.accumulator_max_bet ?? 0) : maxStakeFor({ max_bet: betType.max_bet, applied_voucher: slip.accumulator_applied_voucher }),
        eachWay: { available: betType?.each_way_prices != null, applied: slip.accumulator_applied_each_way },
        voucher: {
          applied: slip.accumulator_applied_voucher === null ? null : voucherView(slip.accumulator_applied_voucher, fmt),
          available: slip.accumulator_available_vouchers.map((v) => voucherView(v, fmt)),
        },
      },
      bet: totalsView(b, problems, fmt),
      validity: validityView(problems, fmt),
      oddsChanged: problems.some((p) => p._tag === "OddsChanged"),
      syncing: b.ui.syncing,
      loading: b.ui.loading,
      useBonus: slip.use_bonus,
      creditsAvailable: slip.credits_available,
      quickStakes: selectQuickStakes(s),
      receipts: selectBetslipReceipts(s),
      receiptShown: b.receiptShown,
      canKeepSelections: b.ui.reusableSlip !== null && b.ui.reusableSlip.all_contracts.length > 0,
    }
  },
)

/** The badge: picks on the slip, syncing ones included. */
export const selectBetslipCount = (s: AppState): number => s.betslip.contractIds.length

/** The footer / dock: number of bets, total stake, potential returns, whether it can be placed. */
export const selectBetslipTotals = memo1(
  (s) => [s.betslip, ...formatInputs(s)],
  (s): BetTotalsView => totalsView(s.betslip, slipProblems(s.betslip.slip), fmtOf(s)),
)

export const selectBetslipExpanded = (s: AppState): boolean => s.betslip.expanded
export const selectBetBuilderOpen = (s: AppState): boolean => s.betslip.betBuilder.open

export interface BetBuilderView {
  readonly open: boolean
  readonly contractIds: ReadonlyArray<number>
  readonly loading: boolean
  /**
   * The "add to betslip" button: the cart as it stands is priced and valid, and the slip can carry a
   * bet builder leg (v1 betslip; not with BETBUILDERV2, whose flat legs list cannot). Sends
   * `BetBuilderCartAddedToSlip`.
   */
  readonly canAddToSlip: boolean
  readonly cart: {
    readonly matchName: string
    readonly price: string | null
    readonly valid: boolean
    readonly messages: ReadonlyArray<string>
    readonly selections: ReadonlyArray<{ readonly contractId: number; readonly name: string; readonly marketName: string }>
  } | null
}

const betBuilderView = (bb: BetBuilderState, loading: boolean, canAddToSlip: boolean, fmt: Fmt): BetBuilderView => ({
  open: bb.open,
  contractIds: bb.contractIds,
  loading,
  canAddToSlip,
  cart: bb.cart === null ? null : {
    matchName: bb.cart.match_name,
    price: priceOf(bb.cart.prices, fmt),
    valid: isBetBuilderCartValid(bb.cart),
    messages: bb.cart.messages,
    selections: bb.cart.selections.map((sel) => ({ contractId: sel.contract_id, name: sel.name, marketName: sel.market_name })),
  },
})

export const selectBetBuilderView = memo1(
  (s) => [s.betslip.betBuilder, s.betslip.cartRequestId, canAddCartToSlip(s.betslip, s), ...formatInputs(s)],
  (s): BetBuilderView => betBuilderView(s.betslip.betBuilder, s.betslip.cartRequestId !== null, canAddCartToSlip(s.betslip, s), fmtOf(s)),
)

export const selectBetslipReceipts = memo1(
  (s) => [s.betslip.ui.receipts, ...formatInputs(s)],
  (s): ReadonlyArray<ReceiptView> => s.betslip.ui.receipts.map((r) => receiptView(r, fmtOf(s))),
)

export const selectQuickStakes = memo1(
  (s) => [s.betslip.ui.stakeOptions, ...formatInputs(s)],
  (s): ReadonlyArray<MoneyView> => {
    const fmt = fmtOf(s)
    return s.betslip.ui.stakeOptions.map((amount) => ({ amount, text: fmt.money(amount) }))
  },
)

/** Whether a selection is on the slip (the sports pages' highlight reads `contractIds` too). */
export const selectIsOnBetslip = (contractId: number) => (s: AppState): boolean => s.betslip.contractIds.includes(contractId)

// Kept for views that want the catalogue's view of a leg's availability within its market.
export const legMarketAvailability = (s: AppState, leg: BetslipContract): Availability =>
  contractAvailability(leg.status, s.catalogue.markets[leg.market_id]?.status ?? null)

export { ACCUMULATOR }
