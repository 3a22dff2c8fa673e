/**
 * The User entity (core/model/user.ts) as this server fills it: the users row, the wallet read
 * from the ledger, the number of open bets, and the session the request came with. Fields that
 * later features own (limits, verification) take their neutral values here.
 */
import { UserId, type Currency, type Locale, type OddsFormat, type Vertical } from "../../../core/model/primitives.js"
import type { User } from "../../../core/model/user.js"
import type { Db } from "../../db/connect.js"
import { readWallet, type Wallet } from "../ledger/wallet.js"
import { and, count, eq } from "drizzle-orm"
import { bets } from "../../db/schema.js"
import { findUserById, type UserRow } from "./users.js"
import { isoDateToUk } from "./validation.js"

export interface SessionFields {
  readonly id: string
  readonly expiresAt: number
}

const asLocale = (value: string): Locale => value as Locale
const asOddsFormat = (value: string): OddsFormat => (value === "fractional" ? "fractional" : "decimal")
const asVertical = (value: string | null): Vertical | null => (value === "sports" || value === "casino" ? value : null)

export const userView = (row: UserRow, wallet: Wallet, session: SessionFields | null, openBetCount = 0): User => ({
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
  restrictions: {},
  session_id: session?.id ?? null,
  session_expires_at: session?.expiresAt ?? null,
  account: {
    id: wallet.account.id,
    user_id: UserId.make(row.id),
    balance: wallet.balance,
    bonus: 0,
    deposit_bonus: 0,
    referral_bonus: 0,
    betxgety_bonus: 0,
    net_deposit: wallet.netDeposit,
    currency: wallet.account.currency as Currency,
    vouchers: [],
    free_spins: [],
  },
})

/** spec §3 User open_bet_count: the user's bets not yet settled. */
export const countOpenBets = async (db: Db, userId: number): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(bets).where(and(eq(bets.userId, userId), eq(bets.status, "open")))
  return Number(row?.n ?? 0)
}

export const loadUserView = async (db: Db, userId: number, session: SessionFields | null): Promise<User | null> => {
  const row = await findUserById(db, userId)
  if (!row) return null
  const wallet = await readWallet(db, userId)
  if (!wallet) throw new Error(`user ${userId} has no cash account`)
  return userView(row, wallet, session, await countOpenBets(db, userId))
}
