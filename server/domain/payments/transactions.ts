/**
 * The bettor's money movements (/account/transactions and its CSV): every ledger entry on the
 * user's cash and bonus accounts, newest first, with the account's running balance after it.
 * Entries on the pending-withdrawal account are not listed separately: a withdrawal shows once,
 * as the cash leaving, with its payment's current status (pending, paid, returned, cancelled).
 *
 * Types (the filter): deposit, withdrawal (and its reversal), bet (stakes, payouts, cash-outs),
 * bonus (grants, conversions, expiries), other (opening balance and anything else).
 */
import { and, eq, inArray, sql } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { ledgerAccounts, ledgerEntries, ledgerTransactions, payments } from "../../db/schema.js"
import { rowsOf } from "../../db/rows.js"

export const TRANSACTION_TYPES = ["deposit", "withdrawal", "bet", "bonus", "casino", "other"] as const
export type TransactionType = (typeof TRANSACTION_TYPES)[number]

const KINDS: Readonly<Record<Exclude<TransactionType, "other">, ReadonlyArray<string>>> = {
  deposit: ["deposit"],
  withdrawal: ["withdrawal", "withdrawal_reversal"],
  bet: ["bet_stake", "bet_payout", "bet_cashout"],
  bonus: ["bonus_grant", "bonus_conversion", "bonus_expiry"],
  // A casino round is one movement (domain/casino/rounds.ts): its stake and its win are each a line.
  casino: ["casino_round"],
}

export const typeOfKind = (kind: string): TransactionType => {
  for (const [type, kinds] of Object.entries(KINDS)) if (kinds.includes(kind)) return type as TransactionType
  return "other"
}

export interface TransactionLine {
  readonly id: number
  readonly at: number
  readonly type: TransactionType
  readonly kind: string
  /** cash, or the bonus kind (deposit_bonus…). */
  readonly balanceType: string
  readonly amount: number
  /** The account's balance right after this entry. */
  readonly balanceAfter: number
  readonly currency: string
  readonly paymentId: number | null
  readonly status: string | null
  readonly method: string | null
  readonly description: string | null
}

export interface TransactionQuery {
  readonly type?: TransactionType | null
  readonly from?: number | null
  /** Exclusive. */
  readonly to?: number | null
  /** Entry id to page from (exclusive). */
  readonly before?: number | null
  readonly limit: number
}

export const listTransactions = async (db: Db, userId: number, query: TransactionQuery): Promise<{ lines: TransactionLine[]; nextBefore: number | null }> => {
  const accounts = await db
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), inArray(ledgerAccounts.kind, ["user_cash", "user_bonus"])))
  if (accounts.length === 0) return { lines: [], nextBefore: null }
  const ids = accounts.map((a) => a.id)
  const kinds = query.type && query.type !== "other" ? KINDS[query.type] : null
  const allKnown = Object.values(KINDS).flat()
  // Running balance per account over ALL its entries, then the filter (a window over the page only
  // would restart the balance at each page).
  const rows = rowsOf<{ id: string | number; account_id: number; amount: string | number; balance_after: string | number; kind: string; created_at: string | Date; idempotency_key: string; memo: string | null }>(
    await db.execute(sql`
      select * from (
        select e.id, e.account_id, e.amount, t.kind, t.created_at, t.idempotency_key, t.memo,
               sum(e.amount) over (partition by e.account_id order by e.id) as balance_after
          from ${ledgerEntries} e join ${ledgerTransactions} t on t.id = e.transaction_id
         where e.account_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
      ) x
      where true
        ${kinds ? sql`and x.kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})` : sql``}
        ${query.type === "other" ? sql`and x.kind not in (${sql.join(allKnown.map((k) => sql`${k}`), sql`, `)})` : sql``}
        ${query.from != null ? sql`and x.created_at >= ${new Date(query.from).toISOString()}::timestamptz` : sql``}
        ${query.to != null ? sql`and x.created_at < ${new Date(query.to).toISOString()}::timestamptz` : sql``}
        ${query.before != null ? sql`and x.id < ${query.before}` : sql``}
      order by x.id desc
      limit ${query.limit + 1}`),
  )
  const page = rows.slice(0, query.limit)
  const paymentIds = [...new Set(page.map((r) => /^(?:deposit|withdrawal):(\d+)/.exec(r.idempotency_key)?.[1]).filter((v): v is string => v !== undefined).map(Number))]
  const paymentRows = paymentIds.length > 0 ? await db.select().from(payments).where(and(eq(payments.userId, userId), inArray(payments.id, paymentIds))) : []
  const paymentOf = new Map(paymentRows.map((p) => [p.id, p]))
  const accountOf = new Map(accounts.map((a) => [a.id, a]))
  const lines = page.map((r): TransactionLine => {
    const account = accountOf.get(Number(r.account_id))!
    const paymentId = Number(/^(?:deposit|withdrawal):(\d+)/.exec(r.idempotency_key)?.[1] ?? NaN)
    const payment = Number.isFinite(paymentId) ? paymentOf.get(paymentId) : undefined
    return {
      id: Number(r.id),
      at: new Date(r.created_at).getTime(),
      type: typeOfKind(r.kind),
      kind: r.kind,
      balanceType: account.code.endsWith(":cash") ? "cash" : (account.code.split(":")[3] ?? "bonus"),
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after),
      currency: account.currency,
      paymentId: payment?.id ?? null,
      status: payment?.status ?? null,
      method: payment?.instrument ?? payment?.method ?? null,
      description: r.memo,
    }
  })
  return { lines, nextBefore: rows.length > query.limit ? lines[lines.length - 1]!.id : null }
}

const csvCell = (value: string): string => {
  // A leading =, +, - or @ would be run as a formula by spreadsheet software (a plain negative
  // amount is a number, not a formula, and stays as it is).
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

const decimal = (minor: number): string => {
  const sign = minor < 0 ? "-" : ""
  const abs = Math.abs(minor)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`
}

/** The CSV download: a header row then one row per line, amounts as decimals (no formulas). */
export const transactionsCsv = (lines: ReadonlyArray<TransactionLine>): string => {
  const header = ["id", "date", "type", "kind", "balance", "amount", "balance_after", "currency", "status", "method"]
  const body = lines.map((l) =>
    [String(l.id), new Date(l.at).toISOString(), l.type, l.kind, l.balanceType, decimal(l.amount), decimal(l.balanceAfter), l.currency.toUpperCase(), l.status ?? "", l.method ?? ""].map(csvCell).join(","),
  )
  return [header.join(","), ...body].join("\r\n") + "\r\n"
}
