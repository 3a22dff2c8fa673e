/**
 * AddFunds from the betslip (spec §2.10 dialog name; issue 13 "from the betslip when the stake is
 * over the balance"). When the bettor presses Place and the cash the slip would stake is more than
 * the money they can stake, the slip does not send bets/place (the server would refuse it with
 * INSUFFICIENT_FUNDS): it opens AddFunds with the shortfall, which leads to the cashier's deposit.
 *
 * What can be staked is the server's rule (server/domain/ledger/bonuses.ts rule 2): the cash
 * balance, plus every bonus balance when the slip says `use_bonus` (bonus money is spent first).
 * Free bets (vouchers) are staked on top of the cash and cost nothing here (returns.ts). The
 * balances are the server's last word (core/wallet); when they were stale the server still
 * refuses, and the error catalogue opens the same dialog from its INSUFFICIENT_FUNDS answer.
 */
import type { Betslip } from "../model/betslip.js"
import type { ModalRequest } from "../modals/index.js"
import { selectBalance, selectBonusBalances, selectCurrency, type WalletRoot } from "../wallet/index.js"
import { slipTotals } from "./returns.js"

export interface Shortfall {
  /** The cash the slip stakes, minor units. */
  readonly stake: number
  /** What the bettor may stake: cash, plus bonus money with use_bonus. */
  readonly available: number
  /** stake − available: what is missing (always > 0). */
  readonly shortfall: number
}

/** What is missing for the slip's stake, or null when the balances cover it (or nobody is logged in). */
export const stakeShortfall = (slip: Betslip, root: WalletRoot): Shortfall | null => {
  const balance = selectBalance(root)
  if (balance === null) return null
  const stake = slipTotals(slip).totalStake
  const available = balance + (slip.use_bonus ? (selectBonusBalances(root)?.total ?? 0) : 0)
  return stake > available ? { stake, available, shortfall: stake - available } : null
}

/** The AddFunds dialog for a shortfall: the amounts (minor units) and the currency its text shows. */
export const addFundsRequest = (missing: Shortfall, root: WalletRoot): ModalRequest => ({
  name: "AddFunds",
  props: { ...missing, currency: selectCurrency(root) },
  direct: true,
  source: ADD_FUNDS_SOURCE,
})

export const ADD_FUNDS_SOURCE = "betslip:add-funds"
