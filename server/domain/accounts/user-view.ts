/**
 * The User entity (core/model/user.ts) as this server fills it: the users row, the wallet read
 * from the ledger, the number of open bets, and the session the request came with. Fields that
 * later features own (limits, verification) take their neutral values here.
 */
import { UserId, type Currency, type Locale, type OddsFormat, type Vertical } from "../../../core/model/primitives.js"
import type { User } from "../../../core/model/user.js"
import type { Db } from "../../db/connect.js"
import { readWallet, type Wallet } from "../ledger/wallet.js"
import { readWalletExtras, zeroBonusBalances, type BonusBalances } from "../ledger/wallet-accounts.js"
import { and, asc, count, eq, isNull } from "drizzle-orm"
import { bets, vouchers } from "../../db/schema.js"
import { findUserById, type UserRow } from "./users.js"
import { isoDateToUk } from "./validation.js"
import { restrictionsOf } from "../restrictions/index.js"
import { saferGamblingUserFields } from "../limits/user-fields.js"
import { heldFreeSpins } from "../rewards/free-spins.js"
import { boostContractOf } from "../rewards/odds-boosts.js"
import { SPIN_VALUE } from "../rewards/offers.js"
import { addressFieldOf } from "../account/addresses.js"

export interface SessionFields {
  readonly id: string
  readonly expiresAt: number
}

const asLocale = (value: string): Locale => value as Locale
const asOddsFormat = (value: string): OddsFormat => (value === "fractional" ? "fractional" : "decimal")
const asVertical = (value: string | null): Vertical | null => (value === "sports" || value === "casino" ? value : null)

export const userView = (
  row: UserRow,
  wallet: Wallet,
  session: SessionFields | null,
  openBetCount = 0,
  restrictions: User["restrictions"] = {},
  bonuses: BonusBalances = zeroBonusBalances(),
): User => ({
  id: UserId.make(row.id),
  email: row.email,
  firstname: row.firstname,
  lastname: row.lastname,
  username: row.username,
  dob: isoDateToUk(row.dob),
  locale: asLocale(row.locale),
  status: row.status,
  email_confirmed: row.emailConfirmed,
  odds_format: asOddsFormat(row.oddsFormat),
  default_vertical: asVertical(row.defaultVertical),
  has_bet: false,
  deposited: wallet.netDeposit > 0,
  hide_username: row.hideUsername,
  marketing_opt_in: row.marketingOptIn,
  marketing_preferences_review_needed: row.marketingPreferencesReviewNeeded,
  casino_quick_access_enabled: row.casinoQuickAccessEnabled,
  open_bet_count: openBetCount,
  ...(row.realityCheckInterval !== null ? { reality_check_interval: row.realityCheckInterval } : {}),
  restrictions,
  session_id: session?.id ?? null,
  session_expires_at: session?.expiresAt ?? null,
  account: {
    id: wallet.account.id,
    user_id: UserId.make(row.id),
    balance: wallet.balance,
    // Bonus balances are ledger accounts of their own (ledger/wallet-accounts.ts).
    bonus: bonuses.bonus,
    deposit_bonus: bonuses.deposit_bonus,
    referral_bonus: bonuses.referral_bonus,
    ...(bonuses.oddsboost_bonus > 0 ? { oddsboost_bonus: { amount: bonuses.oddsboost_bonus, contract_id: null } } : {}),
    betxgety_bonus: bonuses.betxgety_bonus,
    net_deposit: wallet.netDeposit,
    currency: wallet.account.currency as Currency,
    vouchers: [],
    free_spins: [],
  },
})

/** spec §3 Account vouchers: the free bets the bettor holds (unspent), oldest first. */
export const heldVouchers = async (db: Db, userId: number): Promise<Array<{ id: number; amount: number }>> =>
  db.select({ id: vouchers.id, amount: vouchers.amount }).from(vouchers)
    .where(and(eq(vouchers.userId, userId), isNull(vouchers.usedAt))).orderBy(asc(vouchers.id))

/** spec §3 User open_bet_count: the user's bets not yet settled. */
export const countOpenBets = async (db: Db, userId: number): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(bets).where(and(eq(bets.userId, userId), eq(bets.status, "open")))
  return Number(row?.n ?? 0)
}

/** The user as the server shows them at `now` (held free spins expire, issue 18). */
export const loadUserView = async (db: Db, userId: number, session: SessionFields | null, now: number): Promise<User | null> => {
  const row = await findUserById(db, userId)
  if (!row) return null
  const wallet = await readWallet(db, userId)
  if (!wallet) throw new Error(`user ${userId} has no cash account`)
  const { bonuses } = await readWalletExtras(db, userId)
  const base = userView(row, wallet, session, await countOpenBets(db, userId), await restrictionsOf(db, userId), bonuses)
  // spec §3 Account free_spins "(each with value)": one entry per spin the bettor holds (issue 18).
  const spins = (await heldFreeSpins(db, userId, now)).flatMap((h) => Array.from({ length: h.left }, (_, i) => ({ id: h.rewardId * 1000 + i, value: SPIN_VALUE })))
  // spec §3 Account oddsboost_bonus "with contract_id": the selection the boost prices (issue 18).
  const boost = base.account.oddsboost_bonus ? { oddsboost_bonus: { ...base.account.oddsboost_bonus, contract_id: await boostContractOf(db, userId) } } : {}
  const view: User = { ...base, account: { ...base.account, ...boost, vouchers: await heldVouchers(db, userId), free_spins: spins } }
  return { ...view, ...(await saferGamblingUserFields(db, userId)), ...(await addressFieldOf(db, userId)) }
}
