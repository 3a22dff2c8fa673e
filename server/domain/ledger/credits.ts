/**
 * Many credits at once: one ledger transaction per movement (each with its own idempotency key),
 * written with a few multi-row statements instead of several statements per movement. For
 * movements that only credit guarded accounts (a payout: the house pays, the bettor receives), no
 * balance can go negative, so nothing needs locking; the database's triggers still check every
 * transaction nets to zero at commit.
 *
 * Must run inside the caller's transaction. A key that was already posted is an error (it throws,
 * rolling the caller back): callers pair this with a conditional update that makes a repeat
 * impossible, and the key is the backstop that says so loudly.
 */
import type { Db } from "../../db/connect.js"
import { ledgerEntries, ledgerTransactions } from "../../db/schema.js"
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
    const created = await tx
      .insert(ledgerTransactions)
      .values(part.map((m) => ({ idempotencyKey: m.idempotencyKey, fingerprint: fingerprintOf(m), kind: m.kind, memo: m.memo ?? null, createdAt: new Date(now) })))
      .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
      .returning({ id: ledgerTransactions.id, key: ledgerTransactions.idempotencyKey })
    if (created.length !== part.length) {
      const fresh = new Set(created.map((c) => c.key))
      const repeated = part.find((m) => !fresh.has(m.idempotencyKey))
      throw new LedgerError("IDEMPOTENCY_CONFLICT", `idempotency key ${repeated?.idempotencyKey} was already posted`)
    }
    const idOf = new Map(created.map((c) => [c.key, c.id]))
    const entries = part.flatMap((m) => m.postings.map((p) => ({ transactionId: idOf.get(m.idempotencyKey)!, accountId: p.accountId, amount: p.amount })))
    for (let j = 0; j < entries.length; j += CHUNK * 2) await tx.insert(ledgerEntries).values(entries.slice(j, j + CHUNK * 2))
  }
}
