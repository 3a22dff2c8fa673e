/**
 * The wallet's slice: the bettor's Account of spec §3 (cash balance, the bonus balances, net
 * deposit, currency, vouchers and free spins) as the server last reported it.
 *
 * Handles UserChanged (log in, GET/PUT users, and the `user` push the server sends after every
 * change of balance: a placement, a settlement, a cash-out, a deposit) and SessionEnded (no
 * account). The server is the only source of a balance: core never adds or subtracts money, it
 * shows the server's figures, so a stake, a payout or a deposit moves the balance when the server
 * says it moved and never twice.
 *
 * Invariant: `account` is null exactly while nobody is logged in; its `user_id` is the user's.
 */
import type { Reducer } from "../kernel/index.js"
import type { Account } from "../model/user.js"
import type { SessionEnded, UserChanged } from "../session/index.js"

export interface WalletState {
  readonly account: Account | null
}

export const initialWallet: WalletState = { account: null }

export const reduceWallet: Reducer<WalletState, UserChanged | SessionEnded> = (s, event) => {
  switch (event._tag) {
    case "UserChanged":
      return s.account === event.user.account ? [s, []] : [{ account: event.user.account }, []]
    case "SessionEnded":
      return s.account === null ? [s, []] : [initialWallet, []]
    default:
      return [s, []]
  }
}
