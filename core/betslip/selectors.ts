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
import { selectPriceChangeRule } from "../betslip-settings/index.js"
import { contractAvailability, priceText, selectionAvailability, type Availability } from "../catalogue/index.js"
import { selectOddsFormat, type PreferencesRoot } from "../preferences/index.js"
import { selectCurrency, type WalletRoot } from "../wallet/index.js"
import { formatMoney } from "../format/money.js"
import { memoByKey, memoLast } from "../kernel/index.js"
import type { Price } from "../model/catalogue.js"
import type { BetReceipt, Betslip, BetslipContract, BetslipVoucher, BetType, PriceChangeDirection } from "../model/betslip.js"
import type { OddsFormat } from "../model/primitives.js"
import { placeBetsRequest } from "./placement.js"
import { canAddCartToSlip, canPlace, defaultStakeOf, stakeOptionsOf, type BetslipRoot } from "./reduce.js"
import type { BetslipState } from "./state.js"

/** What the slip's views read: its slice and what the reducer reads, the wallet's currency and the odds format. */
export type BetslipViewRoot = BetslipRoot & WalletRoot & PreferencesRoot & { readonly betslip: BetslipState }
type AppState = BetslipViewRoot
import {
  ACCUMULATOR, amountAtRisk, bestOddsGuaranteedApplies, currentBetType, isLegStaked, maxStakeFor, MINIMUM_STAKE, SINGLE,
  singleBreachesMaxBet, stakeBelowMinimum, withoutFreeBetStake,
} from "./rules.js"
import { slipProblems } from "./validity.js"
import { slipTotals } from "./returns.js"
import {
  betOptionView, legViewOf, priceOf, receiptView, totalsView, validityView, vouchersUsedElsewhere, voucherView,
  type BetOptionView, type BetslipLegView, type BetslipView, type BetTotalsView, type Fmt, type MoneyView, type PendingLegView, type ReceiptView,
} from "./views.js"
import type { BetBuilderState } from "./bet-builder.js"
import { isBetBuilderCartValid } from "./bet-builder.js"

// ── memo plumbing ───────────────────────────────────────────────────────────

/** The format for the site's locale, the bettor's currency and odds format: the same object while they are the same. */
const fmtOf: (s: AppState) => Fmt = memoLast(
  (s: AppState) => [selectCurrency(s), s.site.locale, selectOddsFormat(s)],
  (s: AppState): Fmt => {
    const currency = selectCurrency(s)
    const locale = s.site.locale
    return { odds: selectOddsFormat(s), money: (minor) => formatMoney(minor, currency, locale) }
  },
)

const same = (a: ReadonlyArray<unknown>, b: ReadonlyArray<unknown>): boolean => a.length === b.length && a.every((x, i) => x === b[i])

/** The same array as last time when every element is the same object (so views keep their identity). */
const stableArray = <T>(): ((next: ReadonlyArray<T>) => ReadonlyArray<T>) =>
  memoLast((next: ReadonlyArray<T>) => [next], (next: ReadonlyArray<T>) => next, same)

const memo1 = <R>(inputs: (s: AppState) => ReadonlyArray<unknown>, compute: (s: AppState) => R): ((s: AppState) => R) =>
  memoByKey<[AppState], number, R>({ key: () => 0, inputs, compute, size: 1 })

const formatInputs = (s: AppState): ReadonlyArray<unknown> =>
  [selectCurrency(s), s.site.locale, selectOddsFormat(s)]

// ── selectors ───────────────────────────────────────────────────────────────

/** A pick still syncing: the same object while its name is the same. */
const pendingViewOf: (contractId: number, name: string) => PendingLegView = memoByKey<[number, string], number, PendingLegView>({
  key: (contractId: number) => contractId,
  inputs: (_: number, name: string) => [name],
  compute: (contractId: number, name: string): PendingLegView => ({ pending: true, contractId, name }),
  size: 100,
})

const stableLegs = stableArray<BetslipLegView | PendingLegView>()

/** The bet type options: rebuilt only when the slip's bet types, groups, chosen type or the format move. */
const betOptions: (slip: Betslip, fmt: Fmt) => ReadonlyArray<BetOptionView> = memoLast(
  (slip: Betslip, fmt: Fmt) => [slip.bet_types, slip.bet_type_groups, currentBetType(slip), fmt],
  (slip: Betslip, fmt: Fmt) => slip.bet_types.map((bt) => betOptionView(slip, bt, fmt)),
)

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
  (s) => [s.betslip, s.betslipSettings.saved, ...formatInputs(s), ...pendingNameInputs(s)],
  (s): BetslipView => {
    const b = s.betslip
    const slip = b.slip
    const fmt = fmtOf(s)
    const rule = selectPriceChangeRule(s)
    const problems = slipProblems(slip, rule)
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
      bet: totalsView(b, problems, fmt, rule),
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
  (s) => [s.betslip, s.betslipSettings.saved, ...formatInputs(s)],
  (s): BetTotalsView => {
    const rule = selectPriceChangeRule(s)
    return totalsView(s.betslip, slipProblems(s.betslip.slip, rule), fmtOf(s), rule)
  },
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

/** The quick stakes: the bettor's own (betslip settings) when logged in and set, else the device's or brand's. */
export const selectQuickStakes = memo1(
  (s) => [stakeOptionsOf(s.betslip, s), ...formatInputs(s)],
  (s): ReadonlyArray<MoneyView> => {
    const fmt = fmtOf(s)
    return stakeOptionsOf(s.betslip, s).map((amount) => ({ amount, text: fmt.money(amount) }))
  },
)

/** The stake a new leg starts with, in minor units (the settings dialog shows it). */
export const selectDefaultStake = (s: AppState): number => defaultStakeOf(s.betslip, s)

/** Whether a selection is on the slip (the sports pages' highlight reads `contractIds` too). */
export const selectIsOnBetslip = (contractId: number) => (s: AppState): boolean => s.betslip.contractIds.includes(contractId)

// Kept for views that want the catalogue's view of a leg's availability within its market.
export const legMarketAvailability = (s: AppState, leg: BetslipContract): Availability =>
  contractAvailability(leg.status, s.catalogue.markets[leg.market_id]?.status ?? null)

export { ACCUMULATOR }

export * from "./returns.js"
export * from "./views.js"
