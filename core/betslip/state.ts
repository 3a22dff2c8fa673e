/**
 * The betslip's slice (spec §3 Betslip, Betslip UI state, Interface settings betslipExpanded and
 * betBuilderOpen): its shape and starting value, apart from the reducer so the files beside it
 * (server-slip, stored-stakes, slip-markets) can read it without importing the reducer.
 */
import type { Betslip, PlaceBetsRequest } from "../model/betslip.js"
import { initialBetBuilder, type BetBuilderState } from "./bet-builder.js"
import { DEFAULT_STAKE, initialBetslipUi, type BetslipUiState } from "./placement.js"
import { SINGLE } from "./rules.js"

/** The slip before the server said anything: no legs, spec §3 defaults. */
export const emptyBetslip = (accumulatorStake = DEFAULT_STAKE): Betslip => ({
  accumulator_stake: accumulatorStake,
  accumulator_applied_voucher: null,
  accumulator_applied_each_way: false,
  accumulator_available_vouchers: [],
  accumulator_max_bet: null,
  accumulator_prices: null,
  credits_available: false,
  credits: 0,
  all_contracts: [],
  type: SINGLE,
  use_bonus: false,
  vouchers: [],
  bet_types: [],
  bet_type_groups: [],
  default_bet_type_selection: null,
  selected_bet_type: null,
})

/** The refresh window after a price-moving push (see the header): at most one refresh sync per window. */
export const REFRESH_INTERVAL_MS = 1000
export const REFRESH_TIMER = "betslip:refresh"

/** A placement sent and not yet answered. */
export interface PlacementInFlight {
  readonly requestId: string
  readonly request: PlaceBetsRequest
  readonly idempotencyKey: string
}

export interface BetslipState {
  /** spec §2.10: Review is suppressed while a bet receipt is shown. */
  readonly receiptShown: boolean
  /** The picks, in the order picked: legs and picks still syncing. */
  readonly contractIds: ReadonlyArray<number>
  readonly slip: Betslip
  readonly ui: BetslipUiState
  /** spec §3 Interface settings betslipExpanded (stored, default true). */
  readonly expanded: boolean
  /** spec §3 Interface settings betBuilderOpen is `betBuilder.open`. */
  readonly betBuilder: BetBuilderState
  /** The betslip call whose answer the slip waits for; older answers are ignored. */
  readonly syncRequestId: string | null
  readonly cartRequestId: string | null
  readonly placing: PlacementInFlight | null
  /** A place tap happened less than 300 ms ago (until the debounce timer fires). */
  readonly debouncing: boolean
  /** Stakes waiting for their leg (deep link bstake, storage), by contract id. */
  readonly rememberedStakes: Readonly<Record<number, number>>
  /** A deep link's bet kind, applied when its legs arrive. */
  readonly pendingLinkType: "single" | "acca" | null
  /** The search string of the last betslip deep link followed (a link fills the slip once). */
  readonly linkSearch: string | null
  /** When the server last answered with the slip (epoch ms): "now" for best odds guaranteed. */
  readonly syncedAt: number
  /**
   * Bet builder legs picked and not yet answered: pick key (in `contractIds`) → the cart's contract
   * ids. The key is provisional (minus the smallest id, as the reference server names the leg); the
   * answer's leg id replaces it, and a leg on the slip carries its ids in `selections`.
   */
  readonly betBuilderLegs: Readonly<Record<string, ReadonlyArray<number>>>
  /** A refresh window is open (its timer runs). */
  readonly refreshWindow: boolean
  /** A leg moved inside the window: one refresh sync is owed when it closes. */
  readonly refreshOwed: boolean
}

export const initialBetslip: BetslipState = {
  receiptShown: false,
  contractIds: [],
  slip: emptyBetslip(),
  ui: initialBetslipUi(),
  expanded: true,
  betBuilder: initialBetBuilder,
  syncRequestId: null,
  cartRequestId: null,
  placing: null,
  debouncing: false,
  rememberedStakes: {},
  pendingLinkType: null,
  linkSearch: null,
  syncedAt: 0,
  betBuilderLegs: {},
  refreshWindow: false,
  refreshOwed: false,
}

