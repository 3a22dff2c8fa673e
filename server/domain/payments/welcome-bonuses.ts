/**
 * Welcome bonuses (spec §3 "Welcome bonus", §7 `GET welcome-bonuses`, `GET bonuses/validate-code`).
 * A bettor chooses one at sign-up or by promo code; it is granted at the first deposit that
 * qualifies (at least `minDeposit`), once per person. The terms say exactly what the code does:
 *
 *   WELCOME100  deposit_bonus of 100% of the first deposit, at most 50 (minor: 5000); min deposit
 *               10; wager 5 times the bonus within 30 days, then it converts to cash; expires after
 *   BONUS10     bonus of 10 flat on a first deposit of at least 10; wager 3 times; 14 days
 *
 * Amounts are in the account's currency (the same numbers in gbp, eur, usd, brl, mxn).
 */
import type { WelcomeBonus } from "../../../core/model/site.js"
import type { BonusKind } from "../ledger/wallet-accounts.js"

export interface BonusTerms {
  readonly id: number
  readonly code: string
  readonly kind: BonusKind
  /** Percentage of the deposit granted (100 = match), capped at maxBonus; or a flat amount. */
  readonly matchPercent: number | null
  readonly flat: number | null
  readonly maxBonus: number
  readonly minDeposit: number
  readonly wageringMultiplier: number
  readonly days: number
}

export const WELCOME_BONUSES: ReadonlyArray<BonusTerms> = [
  { id: 101, code: "WELCOME100", kind: "deposit_bonus", matchPercent: 100, flat: null, maxBonus: 5000, minDeposit: 1000, wageringMultiplier: 5, days: 30 },
  { id: 102, code: "BONUS10", kind: "bonus", matchPercent: null, flat: 1000, maxBonus: 1000, minDeposit: 1000, wageringMultiplier: 3, days: 14 },
]

export const DAY_MS = 86_400_000

export const findBonusByCode = (code: string): BonusTerms | null => WELCOME_BONUSES.find((b) => b.code === code.trim().toUpperCase()) ?? null

/** The bonus a qualifying deposit earns (0 when it does not qualify). */
export const bonusFor = (terms: BonusTerms, deposit: number): number => {
  if (deposit < terms.minDeposit) return 0
  const raw = terms.flat ?? Math.floor((deposit * (terms.matchPercent ?? 0)) / 100)
  return Math.min(raw, terms.maxBonus)
}

const SYMBOLS: Readonly<Record<string, string>> = { gbp: "£", usd: "$", eur: "€", mxn: "$", brl: "R$" }
const money = (minor: number, currency: string): string => `${SYMBOLS[currency] ?? ""}${(minor / 100).toFixed(0)}`

/** The wire shape (core/model/site.ts WelcomeBonus), worded for the currency. */
export const welcomeBonusView = (terms: BonusTerms, currency: string): WelcomeBonus => {
  const min = money(terms.minDeposit, currency)
  const max = money(terms.maxBonus, currency)
  const offer = terms.flat !== null ? `Get ${money(terms.flat, currency)} bonus` : `${terms.matchPercent}% deposit match up to ${max}`
  return {
    id: terms.id,
    banner_url: null,
    code: terms.code,
    description: `${offer} on your first deposit of ${min} or more.`,
    image_url: null,
    label: terms.flat !== null ? "Bonus" : "Deposit bonus",
    name: offer,
    reward_type: terms.kind,
    terms: `New customers only. One welcome bonus per person. Min deposit ${min}. Bonus funds must be wagered ${terms.wageringMultiplier} times within ${terms.days} days, then they become cash; unwagered bonus funds expire after ${terms.days} days. Bonus funds cannot be withdrawn. Bets with "use bonus" spend bonus funds first. 18+. BeGambleAware.org`,
  }
}
