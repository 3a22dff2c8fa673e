/**
 * The wallet's other ledger accounts (issue 13), beside each user's cash account:
 *   - one bonus account per bonus kind (`user:<id>:bonus:<kind>`, kind user_bonus): the bonus
 *     balances of spec §3 Account are these accounts' sums, never stored copies;
 *   - one pending-withdrawal account (`user:<id>:withdrawal_pending`, kind user_pending): cash that
 *     has left the balance for a withdrawal the provider has not answered yet.
 * Both are guarded like cash (may not go negative; the database's trigger checks it after each insert of entries).
 * House counterparts: `house:bonuses:<cur>` gives bonuses and takes expired ones back; the
 * existing `house:payments:<cur>` is the provider's side of deposits and paid withdrawals.
 * net_deposit is not an account: it is deposits minus withdrawals (ledger/wallet.ts).
 */
import { and, eq, inArray, sql } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { ledgerAccounts, ledgerEntries } from "../../db/schema.js"

export const BONUS_KINDS = ["bonus", "deposit_bonus", "referral_bonus", "oddsboost_bonus", "betxgety_bonus"] as const
export type BonusKind = (typeof BONUS_KINDS)[number]
export const isBonusKind = (value: string): value is BonusKind => (BONUS_KINDS as ReadonlyArray<string>).includes(value)

/** The order bonus money is spent in by a bet with use_bonus (spec §3 lists the balances so). */
export const BONUS_SPEND_ORDER: ReadonlyArray<BonusKind> = ["bonus", "deposit_bonus", "referral_bonus", "betxgety_bonus", "oddsboost_bonus"]

export const userBonusCode = (userId: number, kind: BonusKind): string => `user:${userId}:bonus:${kind}`
export const userPendingCode = (userId: number): string => `user:${userId}:withdrawal_pending`

export type WalletHouseName = "payments" | "bonuses"
export const walletHouseCode = (name: WalletHouseName, currency: string): string => `house:${name}:${currency}`

const ensure = async (db: Db, code: string, kind: string, userId: number | null, currency: string, now: number): Promise<number> => {
  await db
    .insert(ledgerAccounts)
    .values({ code, kind, userId, currency, mayGoNegative: kind === "house", createdAt: new Date(now) })
    .onConflictDoNothing({ target: ledgerAccounts.code })
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code)).limit(1)
  if (!row) throw new Error(`ledger account ${code} vanished`)
  return row.id
}

export const userBonusAccount = (db: Db, userId: number, kind: BonusKind, currency: string, now: number): Promise<number> =>
  ensure(db, userBonusCode(userId, kind), "user_bonus", userId, currency, now)

export const userPendingAccount = (db: Db, userId: number, currency: string, now: number): Promise<number> =>
  ensure(db, userPendingCode(userId), "user_pending", userId, currency, now)

export const walletHouseAccount = (db: Db, name: WalletHouseName, currency: string, now: number): Promise<number> =>
  ensure(db, walletHouseCode(name, currency), "house", null, currency, now)

export type BonusBalances = Readonly<Record<BonusKind, number>>

export const zeroBonusBalances = (): Record<BonusKind, number> => ({ bonus: 0, deposit_bonus: 0, referral_bonus: 0, oddsboost_bonus: 0, betxgety_bonus: 0 })

/** The user's bonus balances and pending withdrawals, summed from the ledger (one query). */
export const readWalletExtras = async (db: Db, userId: number): Promise<{ bonuses: BonusBalances; pendingWithdrawals: number }> => {
  const rows = await db
    .select({ code: ledgerAccounts.code, balance: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.userId, userId), inArray(ledgerAccounts.kind, ["user_bonus", "user_pending"])))
    .groupBy(ledgerAccounts.code)
  const bonuses = zeroBonusBalances()
  let pendingWithdrawals = 0
  for (const row of rows) {
    if (row.code === userPendingCode(userId)) pendingWithdrawals = row.balance
    const kind = row.code.split(":")[3] ?? ""
    if (row.code.startsWith(`user:${userId}:bonus:`) && isBonusKind(kind)) bonuses[kind] = row.balance
  }
  return { bonuses, pendingWithdrawals }
}
