/**
 * Ledger accounts: each user has one cash account per the currency they registered with; the
 * house has named accounts per currency that are the other side of every movement (funding for
 * opening balances, later payments, stakes and payouts). Codes are stable names so that "the
 * house funding account in GBP" is found, or created once, by name.
 */
import { and, eq } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { ledgerAccounts } from "../../db/schema.js"

export type HouseAccountName = "funding" | "payments" | "bets"

export interface LedgerAccount {
  readonly id: number
  readonly code: string
  readonly kind: "user_cash" | "house"
  readonly userId: number | null
  readonly currency: string
  readonly mayGoNegative: boolean
}

const toAccount = (row: typeof ledgerAccounts.$inferSelect): LedgerAccount => ({
  id: row.id,
  code: row.code,
  kind: row.kind === "house" ? "house" : "user_cash",
  userId: row.userId,
  currency: row.currency,
  mayGoNegative: row.mayGoNegative,
})

export const userCashCode = (userId: number): string => `user:${userId}:cash`
export const houseCode = (name: HouseAccountName, currency: string): string => `house:${name}:${currency}`

export const openUserCashAccount = async (db: Db, userId: number, currency: string, now: number): Promise<LedgerAccount> => {
  const [row] = await db
    .insert(ledgerAccounts)
    .values({ code: userCashCode(userId), kind: "user_cash", userId, currency, mayGoNegative: false, createdAt: new Date(now) })
    .returning()
  if (!row) throw new Error(`could not open the cash account of user ${userId}`)
  return toAccount(row)
}

export const findUserCashAccount = async (db: Db, userId: number): Promise<LedgerAccount | null> => {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, "user_cash")))
    .limit(1)
  return row ? toAccount(row) : null
}

/** The house account, created on first use; safe when two processes ask at once. */
export const houseAccount = async (db: Db, name: HouseAccountName, currency: string, now: number): Promise<LedgerAccount> => {
  const code = houseCode(name, currency)
  await db
    .insert(ledgerAccounts)
    .values({ code, kind: "house", userId: null, currency, mayGoNegative: true, createdAt: new Date(now) })
    .onConflictDoNothing({ target: ledgerAccounts.code })
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, code)).limit(1)
  if (!row) throw new Error(`house account ${code} vanished`)
  return toAccount(row)
}
