/** What views read of the wallet: balances in minor units, the currency, and the bonus balances. */
import { memoLast } from "../kernel/index.js"
import type { Currency } from "../model/primitives.js"
import type { SiteRoot } from "../site/index.js"
import type { WalletState } from "./reduce.js"

export type WalletRoot = { readonly wallet: WalletState } & SiteRoot

/** The cash balance in minor units, or null when logged out. */
export const selectBalance = (s: WalletRoot): number | null => s.wallet.account?.balance ?? null

/** The account's currency, else the site's default (spec §3 Site config default_currency), else gbp. */
export const selectCurrency = (s: WalletRoot): Currency => s.wallet.account?.currency ?? s.site.config?.default_currency ?? "gbp"

/** The bonus balances of spec §3 Account, minor units; null when logged out. */
export interface BonusBalances {
  readonly bonus: number
  readonly depositBonus: number
  readonly referralBonus: number
  /** The odds boost bonus and the contract it boosts, when there is one. */
  readonly oddsBoost: { readonly amount: number; readonly contractId: string | null } | null
  readonly betXGetY: number
  readonly netDeposit: number
  /** Every bonus balance together (what the bettor can bet with besides cash). */
  readonly total: number
}

const bonusBalances = (account: WalletState["account"]): BonusBalances | null =>
  account === null ? null : {
    bonus: account.bonus,
    depositBonus: account.deposit_bonus,
    referralBonus: account.referral_bonus,
    oddsBoost: account.oddsboost_bonus ? { amount: account.oddsboost_bonus.amount, contractId: account.oddsboost_bonus.contract_id } : null,
    betXGetY: account.betxgety_bonus,
    netDeposit: account.net_deposit,
    total: account.bonus + account.deposit_bonus + account.referral_bonus + (account.oddsboost_bonus?.amount ?? 0) + account.betxgety_bonus,
  }

/** Stable identity while the account is the same object. */
export const selectBonusBalances: (s: WalletRoot) => BonusBalances | null = memoLast(
  (s: WalletRoot) => [s.wallet.account],
  (s: WalletRoot) => bonusBalances(s.wallet.account),
)

/** The selection the bettor's odds boost is tied to (Account oddsboost_bonus.contract_id), or null. */
export const selectOddsBoostContractId = (s: WalletRoot): number | null => {
  const id = s.wallet.account?.oddsboost_bonus?.contract_id
  const n = id === null || id === undefined ? Number.NaN : Number(id)
  return Number.isSafeInteger(n) ? n : null
}

/** The vouchers (free bets) and free spins the bettor holds. */
export const selectVouchers = (s: WalletRoot) => s.wallet.account?.vouchers ?? []
export const selectFreeSpins = (s: WalletRoot) => s.wallet.account?.free_spins ?? []
