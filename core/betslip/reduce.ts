/**
 * The betslip as app state (spec §3 Betslip, Betslip UI state, Interface settings betslipExpanded and
 * betBuilderOpen; §4 Betslip rules and deep link; §7 betslip, betbuilder-cart, bets/place). The events
 * views send and the selectors they read are listed in README.md.
 *
 * What it holds:
 * - `contractIds`: the picks in the order picked (legs and picks the server has not answered yet); the
 *   sports pages highlight them (core/catalogue selectContractView);
 * - `slip`: the server's slip with the bettor's choices (stakes, vouchers, each-way, start price, bet
 *   type) merged in, always passed through `normaliseBetslip` (rules.ts);
 * - `ui`: the Betslip UI state of §3 (placement.ts), `expanded`, `betBuilder` (bet-builder.ts).
 *
 * Handles: AppStarted / LocationChanged (stored stakes, betslip deep link), SelectionToggled and the
 * betslip events of events.ts, BetslipSynced, BetBuilderCartSynced, BetsPlaced, RequestFailed of the
 * betslip calls (ODDSCHANGED updates the listed legs), MarketsPushed (prices, statuses, each-way terms
 * of the legs; a move asks the server for the slip again, see "refresh" below), TimerFired (the place
 * debounce, the refresh window), SocketConnected (a reconnect fetches the slip and the cart again),
 * UserChanged (log in: the slip syncs, or the saved one loads), SessionEnded (the slip is computed
 * again without the bettor's vouchers). The socket subscriptions the slip needs are derived from it
 * (`betslipMarkets`, followed by core/app/subscriptions.ts), never held here.
 *
 * Refresh after a push: bet types' combined prices (and a bet builder leg's price) are the server's,
 * so a push that moves a leg's price, status or each-way terms makes the slip ask for itself again
 * (POST betslip, which cancels the call in flight). Throttled: the first such push syncs at once and
 * opens a 1 s window (a StartTimer); pushes inside the window owe one more sync, sent when it closes,
 * which opens the next window. So a burst of pushes costs at most one sync per second, and the last
 * push is always followed by a sync. A bettor's own sync pays what is owed. The refresh is quiet: it
 * does not set `ui.syncing`, so the place button does not blink with every price tick; the answer
 * merges like any other (the bettor's initial prices and choices survive it).
 *
 * Beside it: stored-stakes.ts (what the device keeps), server-slip.ts (an answer merged with the
 * bettor's choices), slip-pushes.ts (market pushes and ODDSCHANGED on the legs), slip-markets.ts
 * (the markets the slip follows).
 *
 * Invariants (property-tested in specs/core/betslip-app.test.ts): every leg stake within its clamp;
 * the type agrees with the leg count; a place call only for a slip without problems (validity.ts),
 * once per debounced tap and never while one is in flight; answers to superseded calls are ignored.
 *
 * Spec silent, chosen here:
 * - the server answers with stakes 0 and no choices: the slip keeps the bettor's stakes, vouchers
 *   (while still offered), each-way (while terms exist), start price, initial prices and bet type per
 *   contract id; a new leg takes the stake remembered for it (deep link, storage) or the default stake;
 * - a leg's price moving (push or sync) keeps its initial price, so the slip asks for acknowledgement;
 * - the place debounce is leading-edge: the first tap places at once, taps in the next 300 ms are
 *   dropped (a double click never sends twice, and the bettor waits for nothing);
 * - a visitor who taps place is sent to log in (bets/place needs a session);
 * - a logged-in bettor whose stake is over the cash (plus bonus money with use_bonus) they hold gets
 *   AddFunds with the shortfall instead of a place call (add-funds.ts);
 * - a failed sync drops the picks that never reached the slip (the error catalogue says why).
 */
import { call, cancelCall, castDraft, produce, type AppStarted, type Ctx, type LocationChanged, type Reducer, type RequestFailed, type SocketConnected, type Step, type TimerFired } from "../kernel/index.js"
import {
  contractAvailability, isPickable, type CatalogueState, type MarketsPushed, type SelectionToggled,
} from "../catalogue/index.js"
import { selectOwnDefaultStake, selectOwnQuickStakes, selectPriceChangeRule, type BetslipSettingsRoot } from "../betslip-settings/index.js"
import { resolveFeatures, type FlagsRoot } from "../flags/index.js"
import { modalRequested } from "../modals/index.js"
import type { WalletRoot } from "../wallet/index.js"
import { addFundsRequest, stakeShortfall } from "./add-funds.js"
import type { Betslip, BetslipContract, PlaceBetsRequest } from "../model/betslip.js"
import type { PriceChangeRule } from "../model/sportsbook.js"
import type { SessionEnded, SessionRoot, UserChanged } from "../session/index.js"
import { SPECIAL_BRAND } from "../site/index.js"
import { getBetslip, placeBets, syncBetBuilderCart, syncBetslip, type SyncBetslipInput } from "./endpoints.js"
import type { BetslipEvent } from "./events.js"
import {
  betBuilderCartLoaded, betBuilderModeToggled, betBuilderSelectionToggled, initialBetBuilder, isBetBuilderCartValid,
  type BetBuilderState, type CartSync,
} from "./bet-builder.js"
import { parseBetslipDeepLink } from "./deep-link.js"
import {
  betsPlaced, contractAdded, DEFAULT_STAKE, initialBetslipUi, placeBetsRequest, placementFailed, placementStarted,
  STAKE_CEILING, type BetslipUiState,
} from "./placement.js"
import {
  ACCUMULATOR, acknowledgeOddsChanges, applyOddsChanged, clampStake, FULLCOVERAGE, isBetTypeOffered, normaliseBetslip,
  removeLeg, SINGLE,
} from "./rules.js"
import { groupOf, synced } from "./server-slip.js"
import { applyMarketPush, oddsChangedLegs } from "./slip-pushes.js"
import { parseStakeText } from "./stake-input.js"
import { persistStakes, sane, startingStakes } from "./stored-stakes.js"
import { slipProblems } from "./validity.js"
import { emptyBetslip, initialBetslip, REFRESH_INTERVAL_MS, REFRESH_TIMER, type BetslipState } from "./state.js"

export { emptyBetslip, initialBetslip, REFRESH_INTERVAL_MS, REFRESH_TIMER, type BetslipState, type PlacementInFlight } from "./state.js"

/**
 * What the betslip reads beyond its slice: the session, the flags (BETBUILDERV2), the site, the
 * catalogue, the bettor's betslip settings (price-change rule, own stakes) and the wallet (AddFunds).
 */
export type BetslipRoot = SessionRoot & FlagsRoot & BetslipSettingsRoot & WalletRoot & { readonly catalogue: CatalogueState }
type AppState = BetslipRoot
type Handled =
  | BetslipEvent | AppStarted | LocationChanged | RequestFailed | SocketConnected | TimerFired | SelectionToggled | MarketsPushed
  | UserChanged | SessionEnded

/** spec §9 "Button click debounce 300 ms": the place button. */
export const PLACE_DEBOUNCE_MS = 300
export const PLACE_DEBOUNCE_TIMER = "betslip:place-debounce"
// ── helpers ─────────────────────────────────────────────────────────────────

const withReceiptShown = (s: BetslipState): BetslipState =>
  s.receiptShown === s.ui.receipts.length > 0 ? s : { ...s, receiptShown: s.ui.receipts.length > 0 }

const v2Of = (root: AppState): boolean => resolveFeatures(root.site.config?.features, root.flags.fromQuery).BETBUILDERV2 === true

/** The contract ids of a bet builder leg on the slip, or null for a plain leg (or none). */
const betBuilderLegOf = (slip: Betslip, id: number): ReadonlyArray<number> | null => {
  const leg = slip.all_contracts.find((l) => l.id === id)
  return leg !== undefined && leg.type === "betbuilder" ? leg.selections.map((sel) => sel.contract_id) : null
}

/** The syncBetslip input: the picks, and the contract ids of each bet builder leg among them (v1 sends those as one leg). */
const syncInput = (s: BetslipState, v2: boolean): SyncBetslipInput => {
  const groups: Record<string, ReadonlyArray<number>> = {}
  let any = false
  for (const id of s.contractIds) {
    const group = s.betBuilderLegs[id] ?? betBuilderLegOf(s.slip, id)
    if (group !== null) {
      groups[String(id)] = group
      any = true
    }
  }
  return any ? { v2, contractIds: s.contractIds, betBuilderLegs: groups } : { v2, contractIds: s.contractIds }
}

/**
 * POST betslip with the current picks; the answer replaces the one in flight. Whatever a refresh
 * owed is paid by it (it asks the server after the push). `quiet` (a refresh) leaves `ui.syncing`.
 */
const sync = (s: BetslipState, ctx: Ctx<AppState>, token: string | null = ctx.root.session.token, quiet = false): Step<BetslipState> => {
  const requestId = ctx.nextId("betslip")
  return [
    { ...s, syncRequestId: requestId, refreshOwed: false, ui: quiet ? s.ui : { ...s.ui, syncing: true } },
    [call(syncBetslip, syncInput(s, v2Of(ctx.root)), requestId, token)],
  ]
}

/** A leg moved on a push: sync now and open the window, or owe one sync when the open window closes. */
const refresh = (s: BetslipState, ctx: Ctx<AppState>): Step<BetslipState> => {
  if (s.contractIds.length === 0) return [s, []]
  if (s.refreshWindow) return [s.refreshOwed ? s : { ...s, refreshOwed: true }, []]
  const [next, commands] = sync(s, ctx, ctx.root.session.token, true)
  return [{ ...next, refreshWindow: true }, [...commands, { _tag: "StartTimer", id: REFRESH_TIMER, fireAt: ctx.at + REFRESH_INTERVAL_MS }]]
}

/** The window closed: pay what is owed (which opens the next window), or stay closed. */
const refreshWindowClosed = (s: BetslipState, ctx: Ctx<AppState>): Step<BetslipState> => {
  if (!s.refreshWindow) return [s, []]
  const closed: BetslipState = { ...s, refreshWindow: false, refreshOwed: false }
  return s.refreshOwed ? refresh(closed, ctx) : [closed, []]
}

/** GET betslip: the bettor's saved slip (after logging in with nothing picked). */
const load = (s: BetslipState, ctx: Ctx<AppState>): Step<BetslipState> => {
  const requestId = ctx.nextId("betslip")
  return [
    { ...s, syncRequestId: requestId, ui: { ...s.ui, syncing: true } },
    [call(getBetslip, { v2: v2Of(ctx.root) }, requestId, ctx.root.session.token)],
  ]
}

const cartCommands = (s: BetslipState, sync: CartSync | null, ctx: Ctx<AppState>): Step<BetslipState> => {
  if (sync === null) return [s, []]
  if (sync._tag === "CancelCartSync") {
    return [{ ...s, cartRequestId: null }, [cancelCall(syncBetBuilderCart)]]
  }
  const requestId = ctx.nextId("betbuilder")
  return [{ ...s, cartRequestId: requestId }, [call(syncBetBuilderCart, { contractIds: sync.contractIds }, requestId, ctx.root.session.token)]]
}

/** The slip after a change of the bettor's, with every rule applied. */
const changeSlip = (s: BetslipState, next: Betslip): BetslipState => ({ ...s, slip: normaliseBetslip(s.slip, next) })

/**
 * The slip with one leg replaced by `f(leg)`; the other legs keep their identity (their rows do not
 * re-render), and the slip keeps its own when the leg does not change. A copy of one array, not an
 * immer draft: this runs on every keystroke in a stake box, and the draft's proxy and finalising
 * walk cost the betslip bench about a fifth of its view figure (decision 0007).
 */
const mapLeg = (slip: Betslip, contractId: number, f: (leg: BetslipContract) => BetslipContract): Betslip => {
  const i = slip.all_contracts.findIndex((leg) => leg.id === contractId)
  if (i < 0) return slip
  const leg = f(slip.all_contracts[i]!)
  if (leg === slip.all_contracts[i]) return slip
  const legs = slip.all_contracts.slice()
  legs[i] = leg
  return { ...slip, all_contracts: legs }
}

const hasLeg = (slip: Betslip, contractId: number): boolean => slip.all_contracts.some((l) => l.id === contractId)

const withoutKeys = <V>(record: Readonly<Record<string, V>>, ids: ReadonlyArray<number>): Readonly<Record<string, V>> => {
  if (!ids.some((id) => Object.hasOwn(record, String(id)))) return record
  const out: Record<string, V> = { ...record }
  for (const id of ids) delete out[String(id)]
  return out
}

/** The provisional pick key of a bet builder leg: minus its smallest contract id (the reference server's leg id). */
export const betBuilderPickKey = (contractIds: ReadonlyArray<number>): number => -Math.min(...contractIds)

/**
 * Whether the bet builder cart can go to the slip as one leg: the server answered for the cart as
 * it is now (2+ selections), the cart is valid, and the slip speaks v1 (spec §7: v1 `betslip_legs`
 * takes a list of contract ids as one leg; v2 `legs` is a flat list, one plain leg per id, so it
 * cannot carry a bet builder leg).
 */
export const canAddCartToSlip = (s: BetslipState, root: AppState): boolean => {
  const bb = s.betBuilder
  return !v2Of(root) && bb.open && bb.contractIds.length >= 2 && bb.cart !== null && s.cartRequestId === null &&
    isBetBuilderCartValid(bb.cart) && !s.contractIds.includes(betBuilderPickKey(bb.contractIds))
}

/**
 * The bet builder cart added to the slip as one leg (pending until the server answers), then bet
 * builder mode left and the cart cleared (spec §4 "leaving it clears the cart").
 */
const addCartToSlip = (s: BetslipState, ctx: Ctx<AppState>): Step<BetslipState> => {
  if (!canAddCartToSlip(s, ctx.root)) return [s, []]
  const ids = s.betBuilder.contractIds
  const key = betBuilderPickKey(ids)
  const added = withReceiptShown({
    ...s,
    contractIds: [...s.contractIds, key],
    betBuilderLegs: { ...s.betBuilderLegs, [key]: ids },
    ui: { ...contractAdded(s.ui, key), reusableSlip: null },
  })
  const [syncing, syncCommands] = sync(added, ctx)
  const [betBuilder, cartSync] = betBuilderModeToggled(syncing.betBuilder, false)
  const [after, cartCommandsOut] = cartCommands({ ...syncing, betBuilder }, cartSync, ctx)
  return [after, [...syncCommands, ...cartCommandsOut]]
}

/** A pick added: pending until the server answers; receipts reset (spec §4). */
const addPick = (s: BetslipState, contractId: number, ctx: Ctx<AppState>): Step<BetslipState> => {
  if (s.contractIds.includes(contractId)) return [s, []]
  const next = withReceiptShown({
    ...s,
    contractIds: [...s.contractIds, contractId],
    ui: { ...contractAdded(s.ui, contractId), reusableSlip: null },
  })
  return sync(next, ctx)
}

const removePicks = (s: BetslipState, contractIds: ReadonlyArray<number>, ctx: Ctx<AppState>): Step<BetslipState> => {
  const present = contractIds.filter((id) => s.contractIds.includes(id))
  if (present.length === 0) return [s, []]
  let slip = s.slip
  for (const id of present) slip = removeLeg(slip, id)
  const next: BetslipState = {
    ...s,
    contractIds: s.contractIds.filter((id) => !present.includes(id)),
    betBuilderLegs: withoutKeys(s.betBuilderLegs, present),
    slip,
    ui: { ...s.ui, pendingContractIds: s.ui.pendingContractIds.filter((id) => !present.includes(id)) },
  }
  const [synced, commands] = sync(next, ctx)
  return [synced, [...commands, persistStakes(synced)]]
}

// ── placement ───────────────────────────────────────────────────────────────

/**
 * Whether a place tap now would send bets/place (the button's enabled state reads the same rule).
 * `rule`: the bettor's price-change rule (a move it takes needs no acknowledgement).
 */
export const canPlace = (s: BetslipState, rule: PriceChangeRule = "ask"): boolean =>
  s.placing === null && !s.debouncing && !s.ui.syncing && s.ui.pendingContractIds.length === 0 && slipProblems(s.slip, rule).length === 0

/** The stake a new leg starts with: the bettor's own default (betslip settings), else the device's or brand's. */
export const defaultStakeOf = (s: BetslipState, root: BetslipSettingsRoot): number => selectOwnDefaultStake(root) ?? s.ui.defaultStake

/** The quick stakes: the bettor's own (betslip settings), else the device's or brand's. */
export const stakeOptionsOf = (s: BetslipState, root: BetslipSettingsRoot): ReadonlyArray<number> => {
  const own = selectOwnQuickStakes(root)
  return own.length > 0 ? own : s.ui.stakeOptions
}

const requestPlacement = (s: BetslipState, e: Extract<Handled, { _tag: "BetPlacementRequested" }>, ctx: Ctx<AppState>): Step<BetslipState> => {
  if (!canPlace(s, selectPriceChangeRule(ctx.root))) return [s, []]
  const root = ctx.root
  if (root.session.token === null || root.session.user === null) {
    const here = root.site.location.path + root.site.location.search
    return [s, [{ _tag: "Navigate", to: `/login?redirect=${encodeURIComponent(here)}`, replace: false }]]
  }
  const request = placeBetsRequest(s.slip)
  if (request.bets.length === 0) return [s, []]
  // A stake over what the bettor can stake opens AddFunds instead of a call the server would refuse.
  const missing = stakeShortfall(s.slip, root)
  if (missing !== null) {
    ctx.raise(modalRequested(addFundsRequest(missing, root)))
    return [s, []]
  }
  const requestId = ctx.nextId("place")
  const idempotencyKey = e.idempotencyKey ?? `${root.site.deviceId || "device"}:${ctx.at}:${requestId}`
  return [
    { ...s, ui: placementStarted(s.ui), placing: { requestId, request, idempotencyKey }, debouncing: true },
    [
      call(placeBets, { request, idempotencyKey }, requestId, root.session.token),
      { _tag: "StartTimer", id: PLACE_DEBOUNCE_TIMER, fireAt: ctx.at + PLACE_DEBOUNCE_MS },
    ],
  ]
}

// ── the reducer ─────────────────────────────────────────────────────────────

const stakeOf = (s: BetslipState, contractId: number | null): number | null => {
  if (contractId === null) return s.slip.accumulator_stake
  return s.slip.all_contracts.find((l) => l.id === contractId)?.stake ?? null
}

/** A stake set on a leg (clamped per §4) or on the multiple (0 up to the ceiling; §5 says when it is too much). */
const setStake = (s: BetslipState, contractId: number | null, stake: number): Step<BetslipState> => {
  if (contractId === null) {
    const next = { ...s, slip: { ...s.slip, accumulator_stake: Math.min(Math.max(0, stake), STAKE_CEILING) } }
    return [next, [persistStakes(next)]]
  }
  if (!hasLeg(s.slip, contractId)) return [s, []]
  const next = { ...s, slip: mapLeg(s.slip, contractId, (leg) => ({ ...leg, stake: clampStake(Math.min(stake, STAKE_CEILING), leg) })) }
  return [next, [persistStakes(next)]]
}

const followDeepLink = (s: BetslipState, search: string, ctx: Ctx<AppState>): Step<BetslipState> => {
  const link = parseBetslipDeepLink(search)
  if (link === null || search === s.linkSearch) return [s, []]
  const base = { ...s, linkSearch: search }
  if (link.btype === "betbuilder") {
    let state: BetslipState = { ...base, betBuilder: { ...base.betBuilder, open: true } }
    let last: CartSync | null = null
    for (const id of link.contractIds) {
      if (state.betBuilder.contractIds.includes(id)) continue
      const [bb, cartSync] = betBuilderSelectionToggled(state.betBuilder, id)
      state = { ...state, betBuilder: bb }
      last = cartSync
    }
    return cartCommands(state, last, ctx)
  }
  const fresh = link.contractIds.filter((id) => !s.contractIds.includes(id))
  const rememberedStakes: Record<number, number> = { ...s.rememberedStakes }
  link.stakes.forEach((stake, i) => {
    if (stake !== null && sane(stake)) rememberedStakes[link.contractIds[i]!] = stake
  })
  const accumulator = link.accumulatorStake !== null && sane(link.accumulatorStake) ? link.accumulatorStake : null
  let ui = base.ui
  for (const id of fresh) ui = contractAdded(ui, id)
  const next = withReceiptShown({
    ...base,
    contractIds: [...s.contractIds, ...fresh],
    slip: accumulator === null ? base.slip : { ...base.slip, accumulator_stake: accumulator },
    ui,
    rememberedStakes,
    pendingLinkType: link.btype,
  })
  return sync(next, ctx)
}

/** A selection the catalogue holds and that can be picked now (spec §4 selection statuses, market open). */
const canPick = (id: number, ctx: Ctx<AppState>): boolean => {
  const entry = ctx.root.catalogue.contracts[id]
  if (!entry) return false
  const market = ctx.root.catalogue.markets[entry.contract.market_id]
  return isPickable(contractAvailability(entry.contract.status, market?.status ?? null))
}

export const reduceBetslip: Reducer<BetslipState, Handled, AppState> = (s, event, ctx) => {
  switch (event._tag) {
    case "AppStarted": {
      const { defaultStake, stakeOptions, remembered, accumulator } = startingStakes(event.storedStakes, event.storedStakeOptions, event.brand === SPECIAL_BRAND)
      const started: BetslipState = {
        ...initialBetslip,
        expanded: event.storedBetslipExpanded ?? true,
        ui: initialBetslipUi(defaultStake, stakeOptions),
        slip: emptyBetslip(accumulator),
        rememberedStakes: remembered,
      }
      return followDeepLink(started, event.location.search, ctx)
    }
    case "LocationChanged":
      return followDeepLink(s, event.location.search, ctx)

    case "SelectionToggled": {
      const id = event.contractId
      // spec §4 "Bet builder mode on/off … Adding or removing a selection re-syncs the cart": while
      // the mode is on, a price picked on the sports pages goes into the cart, not onto the slip.
      if (s.betBuilder.open) {
        if (!s.betBuilder.contractIds.includes(id) && !canPick(id, ctx)) return [s, []]
        const [betBuilder, cartSync] = betBuilderSelectionToggled(s.betBuilder, id)
        return cartCommands({ ...s, betBuilder }, cartSync, ctx)
      }
      if (s.contractIds.includes(id)) return removePicks(s, [id], ctx)
      if (!canPick(id, ctx)) return [s, []]
      return addPick(s, id, ctx)
    }
    case "BetslipLegRemoved":
      return removePicks(s, [event.contractId], ctx)
    case "BetslipCleared":
      return s.contractIds.length === 0 ? [s, []] : removePicks(s, s.contractIds, ctx)

    case "StakeEntered":
      return setStake(s, event.contractId, parseStakeText(event.text))
    case "QuickStakeChosen": {
      const option = stakeOptionsOf(s, ctx.root)[event.index]
      const current = stakeOf(s, event.contractId)
      if (option === undefined || current === null) return [s, []]
      return setStake(s, event.contractId, current + option)
    }
    case "StakeEditingStarted":
      return [{ ...s, ui: { ...s.ui, editingLegId: event.contractId } }, []]
    case "StakeEditingEnded":
      return s.ui.editingLegId === null ? [s, []] : [{ ...s, ui: { ...s.ui, editingLegId: null } }, []]

    case "EachWayToggled": {
      if (event.contractId === null) {
        const offered = s.slip.bet_types.some((bt) => bt.each_way_prices !== null)
        if (!offered && !s.slip.accumulator_applied_each_way) return [s, []]
        return [changeSlip(s, { ...s.slip, accumulator_applied_each_way: !s.slip.accumulator_applied_each_way }), []]
      }
      const leg = s.slip.all_contracts.find((l) => l.id === event.contractId)
      if (!leg || (leg.each_way === null && !leg.applied_each_way)) return [s, []]
      return [changeSlip(s, mapLeg(s.slip, leg.id, (l) => ({ ...l, applied_each_way: !l.applied_each_way }))), []]
    }
    case "StartPriceToggled": {
      const leg = s.slip.all_contracts.find((l) => l.id === event.contractId)
      if (!leg) return [s, []]
      return [changeSlip(s, mapLeg(s.slip, leg.id, (l) => ({ ...l, applied_start_price: !l.applied_start_price }))), []]
    }
    case "BetTypeChosen": {
      if (!isBetTypeOffered(s.slip, event.betType)) return [s, []]
      const type = event.betType === SINGLE ? SINGLE : event.betType === ACCUMULATOR ? ACCUMULATOR : (groupOf(s.slip, event.betType) ?? FULLCOVERAGE)
      return [changeSlip(s, { ...s.slip, type, selected_bet_type: event.betType }), []]
    }
    case "VoucherChosen": {
      const { contractId, voucherId } = event
      if (contractId === null) {
        const voucher = voucherId === null ? null : s.slip.accumulator_available_vouchers.find((v) => v.id === voucherId) ?? undefined
        if (voucher === undefined || s.slip.type === SINGLE) return [s, []]
        return [{ ...changeSlip(s, { ...s.slip, accumulator_applied_voucher: voucher }), ui: { ...s.ui, activeVoucherId: voucherId } }, []]
      }
      const voucher = voucherId === null ? null : s.slip.vouchers.find((v) => v.id === voucherId) ?? undefined
      if (voucher === undefined || !hasLeg(s.slip, contractId)) return [s, []]
      // One voucher backs one leg: choosing it here takes it off any other leg.
      const slip = produce(s.slip, (draft) => {
        for (const leg of draft.all_contracts) {
          if (leg.id === contractId) leg.applied_voucher = voucher
          else if (voucher !== null && leg.applied_voucher?.id === voucher.id) leg.applied_voucher = null
        }
      })
      return [{ ...changeSlip(s, slip), ui: { ...s.ui, activeVoucherId: voucherId } }, []]
    }
    case "UseBonusToggled":
      return [changeSlip(s, { ...s.slip, use_bonus: !s.slip.use_bonus }), []]
    case "OddsChangesAccepted":
      return [{ ...s, slip: acknowledgeOddsChanges(s.slip) }, []]

    case "BetPlacementRequested":
      return requestPlacement(s, event, ctx)
    case "TimerFired":
      if (event.id === REFRESH_TIMER) return refreshWindowClosed(s, ctx)
      return event.id === PLACE_DEBOUNCE_TIMER && s.debouncing ? [{ ...s, debouncing: false }, []] : [s, []]
    case "BetsPlaced": {
      if (s.placing === null || event.requestId !== s.placing.requestId) return [s, []]
      const [ui, slip] = betsPlaced(s.ui, s.slip, s.placing.request, event.receipts)
      const next = withReceiptShown({ ...s, ui, slip, placing: null, contractIds: slip.all_contracts.map((l) => l.id) })
      const [after, commands] = sync(next, ctx)
      return [after, [...commands, persistStakes(after)]]
    }
    case "ReceiptDismissed":
      return [withReceiptShown({ ...s, ui: { ...s.ui, receipts: [], reusableSlip: null } }), []]
    case "SelectionsKept": {
      const kept = s.ui.reusableSlip
      if (kept === null) return [s, []]
      const ids = [...kept.all_contracts.map((l) => l.id), ...s.contractIds.filter((id) => !hasLeg(kept, id))]
      const remaining = s.slip.all_contracts.filter((l) => !hasLeg(kept, l.id))
      const slip = normaliseBetslip(s.slip, { ...kept, all_contracts: [...kept.all_contracts, ...remaining] })
      return sync(withReceiptShown({ ...s, slip, contractIds: ids, ui: { ...s.ui, receipts: [], reusableSlip: null } }), ctx)
    }

    case "BetslipToggled":
      return [{ ...s, expanded: !s.expanded }, [{ _tag: "Persist", key: "betslipExpanded", value: String(!s.expanded) }]]
    case "BetBuilderModeToggled": {
      const [betBuilder, cartSync] = betBuilderModeToggled(s.betBuilder, !s.betBuilder.open)
      return cartCommands({ ...s, betBuilder }, cartSync, ctx)
    }
    case "BetBuilderSelectionToggled": {
      const [betBuilder, cartSync] = betBuilderSelectionToggled(s.betBuilder, event.contractId)
      return cartCommands({ ...s, betBuilder }, cartSync, ctx)
    }
    case "BetBuilderCartAddedToSlip":
      return addCartToSlip(s, ctx)
    case "BetBuilderCartSynced":
      if (event.requestId !== s.cartRequestId) return [s, []]
      return [{ ...s, cartRequestId: null, betBuilder: betBuilderCartLoaded(s.betBuilder, event.cart) }, []]

    case "BetslipSynced":
      if (event.requestId !== s.syncRequestId) return [s, []]
      return [synced(s, event.betslip, ctx.at, defaultStakeOf(s, ctx.root)), []]

    case "RequestFailed":
      switch (event.endpoint) {
        case "syncBetslip":
        case "getBetslip": {
          if (event.requestId !== s.syncRequestId) return [s, []]
          const onSlip = s.contractIds.filter((id) => hasLeg(s.slip, id))
          return [{ ...s, syncRequestId: null, contractIds: onSlip, betBuilderLegs: {}, ui: { ...s.ui, pendingContractIds: [], syncing: false } }, []]
        }
        case "syncBetBuilderCart":
          return event.requestId === s.cartRequestId ? [{ ...s, cartRequestId: null }, []] : [s, []]
        case "placeBets": {
          if (s.placing === null || event.requestId !== s.placing.requestId) return [s, []]
          const after = { ...s, placing: null, ui: placementFailed(s.ui) }
          if (event.error?.message_key !== "ODDSCHANGED") return [after, []]
          const changes = oddsChangedLegs(event.error.leg_id, event.error.new_prices)
          return [{ ...after, slip: applyOddsChanged(after.slip, changes) }, []]
        }
        default:
          return [s, []]
      }

    case "MarketsPushed": {
      if (s.slip.all_contracts.length === 0) return [s, []]
      let slip = s.slip
      let moved = false
      for (const update of event.markets) {
        const pushed = applyMarketPush(slip, update, ctx.root)
        slip = pushed.slip
        moved = moved || pushed.moved
      }
      if (slip === s.slip) return [s, []]
      const next = { ...s, slip: normaliseBetslip(s.slip, slip) }
      return moved ? refresh(next, ctx) : [next, []]
    }

    case "SocketConnected": {
      if (!ctx.root.catalogue.socketSeen) return [s, []]
      // A reconnect: pushes may have been missed while away, so the slip and the cart are asked for again.
      const [slipped, commands] = s.contractIds.length > 0 ? sync(s, ctx, ctx.root.session.token, true) : [s, []] as Step<BetslipState>
      const ids = slipped.betBuilder.contractIds
      if (ids.length === 0) return [slipped, commands]
      const [after, cart] = cartCommands(slipped, { _tag: "SyncCart", contractIds: ids }, ctx)
      return [after, [...commands, ...cart]]
    }

    case "UserChanged":
      if (event.previous !== null) return [s, []]
      return s.contractIds.length > 0 ? sync(s, ctx) : load(s, ctx)
    case "SessionEnded":
      return s.contractIds.length > 0 ? sync(s, ctx, null) : [s, []]

    default:
      return [s, []]
  }
}
