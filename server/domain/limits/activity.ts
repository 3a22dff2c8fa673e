/**
 * The account activity statement (AccountActivityPrompt; RTS 13 account history): over a period,
 * what the bettor deposited and withdrew, staked and got back, and the net position, from the
 * ledger entries of their cash account.
 */
import { and, eq, gte, like, lt, or, sql } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { ledgerEntries, ledgerTransactions } from "../../db/schema.js"
import { findUserCashAccount } from "../ledger/accounts.js"
import { GAMING_KIND_PATTERNS } from "./index.js"

export interface Statement {
  readonly from: number
  readonly to: number
  readonly deposits: number
  readonly withdrawals: number
  readonly stakes: number
  readonly returns: number
  readonly net_position: number
}

export const activityStatement = async (db: Db, userId: number, from: number, to: number): Promise<Statement> => {
  const cash = await findUserCashAccount(db, userId)
  const empty = { from, to, deposits: 0, withdrawals: 0, stakes: 0, returns: 0, net_position: 0 }
  if (!cash) return empty
  const gaming = or(...GAMING_KIND_PATTERNS.map((p) => like(ledgerTransactions.kind, p)))
  const [row] = await db
    .select({
      deposits: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.kind} = 'deposit'), 0)`.mapWith(Number),
      withdrawals: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.kind} in ('withdrawal', 'withdrawal_reversal')), 0)`.mapWith(Number),
      stakes: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${gaming} and ${ledgerEntries.amount} < 0), 0)`.mapWith(Number),
      returns: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${gaming} and ${ledgerEntries.amount} > 0), 0)`.mapWith(Number),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.accountId, cash.id), gte(ledgerTransactions.createdAt, new Date(from)), lt(ledgerTransactions.createdAt, new Date(to))))
  const stakes = -(row?.stakes ?? 0)
  const returns = row?.returns ?? 0
  return { from, to, deposits: row?.deposits ?? 0, withdrawals: -(row?.withdrawals ?? 0), stakes, returns, net_position: returns - stakes }
}
