/**
 * A user's wallet as the Account entity shows it, read from the ledger: the balance is the sum of
 * the cash account's entries, never a stored copy. Net deposit is deposits minus withdrawals (a
 * cancelled or returned withdrawal, `withdrawal_reversal`, gives its amount back).
 */
import { eq, sql } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { ledgerEntries, ledgerTransactions } from "../../db/schema.js"
import { findUserCashAccount, type LedgerAccount } from "./accounts.js"

export interface Wallet {
  readonly account: LedgerAccount
  readonly balance: number
  readonly netDeposit: number
}

export const readWallet = async (db: Db, userId: number): Promise<Wallet | null> => {
  const account = await findUserCashAccount(db, userId)
  if (!account) return null
  const [row] = await db
    .select({
      balance: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number),
      netDeposit: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.kind} in ('deposit', 'withdrawal', 'withdrawal_reversal')), 0)`.mapWith(Number),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerEntries.accountId, account.id))
  return { account, balance: row?.balance ?? 0, netDeposit: row?.netDeposit ?? 0 }
}
