/**
 * Many credits at once: one ledger transaction per movement (each with its own idempotency key),
 * written with a few multi-row statements instead of several statements per movement. For
 * movements that only credit guarded accounts (a payout: the house pays, the bettor receives), no
 * balance can go negative, so nothing needs locking; the database's trigger still checks every
 * transaction nets to zero (migration 0022: once for the statement's entries).
 *
 * Must run inside the caller's transaction. A key that was already posted is an error (it throws,
 * rolling the caller back): callers pair this with a conditional update that makes a repeat
 * impossible, and the key is the backstop that says so loudly.
 */
import { sql } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { rowsOf } from "../../db/rows.js"
import { fingerprintOf, LedgerError, type Movement } from "./postings.js"

export interface CreditMovement extends Movement {
  /** The accounts that may not go negative; each must only receive (positive amounts). */
  readonly guardedAccountIds: ReadonlyArray<number>
}

const CHUNK = 1000


export const postCredits = async (tx: Db, movements: ReadonlyArray<CreditMovement>, now: number): Promise<void> => {
  if (movements.length === 0) return
  for (const m of movements) {
    const total = m.postings.reduce((s, p) => s + p.amount, 0)
    if (total !== 0 || m.postings.length < 2) throw new LedgerError("UNBALANCED", `movement ${m.idempotencyKey} does not net to zero`)
    for (const p of m.postings) {
      if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new LedgerError("INVALID_AMOUNT", `entry amounts are non-zero integer minor units, got ${p.amount}`)
      if (p.amount < 0 && m.guardedAccountIds.includes(p.accountId)) throw new LedgerError("INSUFFICIENT_FUNDS", `a credit batch may not debit guarded account ${p.accountId}`)
    }
  }
  for (let i = 0; i < movements.length; i += CHUNK) {
    const part = movements.slice(i, i + CHUNK)
    // Two statements per chunk, each with one JSON parameter: the transactions (a key already
    // posted inserts nothing), then the entries of the transactions just created.
    const transactions = JSON.stringify(part.map((m) => ({ k: m.idempotencyKey, f: fingerprintOf(m), kind: m.kind, memo: m.memo ?? null })))
    const created = rowsOf<{ id: string | number; k: string }>(await tx.execute(sql`
      insert into ledger_transactions (idempotency_key, fingerprint, kind, memo, created_at)
      select x.k, x.f, x.kind, x.memo, ${new Date(now).toISOString()}::timestamptz from jsonb_to_recordset(${transactions}::jsonb) as x(k text, f text, kind text, memo text)
      on conflict (idempotency_key) do nothing
      returning id, idempotency_key as k`))
    if (created.length !== part.length) {
      const fresh = new Set(created.map((c) => c.k))
      const repeated = part.find((m) => !fresh.has(m.idempotencyKey))
      throw new LedgerError("IDEMPOTENCY_CONFLICT", `idempotency key ${repeated?.idempotencyKey} was already posted`)
    }
    const idOf = new Map(created.map((c) => [c.k, Number(c.id)]))
    const entries = JSON.stringify(part.flatMap((m) => m.postings.map((p) => ({ t: idOf.get(m.idempotencyKey)!, a: p.accountId, x: p.amount }))))
    await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount) select e.t, e.a, e.x from jsonb_to_recordset(${entries}::jsonb) as e(t bigint, a integer, x bigint)`)
  }
}
