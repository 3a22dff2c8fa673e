/**
 * Posting money movements to the double-entry ledger.
 *
 * A movement is one ledger transaction with two or more entries in integer minor units whose sum
 * is zero. Invariants, checked here first (to answer with a clear error) and again by the database
 * for every statement that inserts entries (the backstop: migration 0022's trigger):
 *   - entries net to zero; amounts are non-zero safe integers; one currency per movement;
 *   - an account that may not go negative (a user's cash) never does: its row is locked
 *     FOR UPDATE while the balance is read and the entries written, so two concurrent debits
 *     cannot both spend the same money;
 *   - idempotency: the same key posts once. Repeating it with the same parameters returns the
 *     first transaction (`replayed: true`); with other parameters it is an error.
 */
import { eq, inArray, sql } from "drizzle-orm"
import { createHash } from "node:crypto"
import type { Db } from "../../db/connect.js"
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from "../../db/schema.js"
import { compiled, instant, slot } from "../../db/compiled.js"
import { rowsOf } from "../../db/rows.js"

export interface Posting {
  readonly accountId: number
  /** Signed minor units: positive credits the account, negative debits it. */
  readonly amount: number
}

export interface Movement {
  readonly idempotencyKey: string
  /** What kind of movement: opening_balance, deposit, withdrawal, bet_stake, bet_payout… */
  readonly kind: string
  readonly memo?: string | null
  readonly postings: ReadonlyArray<Posting>
}

export type LedgerErrorCode =
  | "INVALID_AMOUNT"
  | "UNBALANCED"
  | "UNKNOWN_ACCOUNT"
  | "CURRENCY_MISMATCH"
  | "INSUFFICIENT_FUNDS"
  | "IDEMPOTENCY_CONFLICT"

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
  ) {
    super(message)
    this.name = "LedgerError"
  }
}

export interface Posted {
  readonly transactionId: number
  /** True when the key had already been posted with the same parameters. */
  readonly replayed: boolean
}

/** The canonical hash of a movement: a replayed idempotency key must carry the same one. */
export const fingerprintOf = (movement: Movement): string => {
  const postings = [...movement.postings].sort((a, b) => a.accountId - b.accountId || a.amount - b.amount)
  const canonical = JSON.stringify({ kind: movement.kind, memo: movement.memo ?? null, postings })
  return createHash("sha256").update(canonical).digest("hex")
}

const checkShape = (movement: Movement): void => {
  if (movement.postings.length < 2) throw new LedgerError("UNBALANCED", "a movement needs at least two entries")
  for (const p of movement.postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) {
      throw new LedgerError("INVALID_AMOUNT", `entry amounts are non-zero integer minor units, got ${p.amount}`)
    }
  }
  const total = movement.postings.reduce((sum, p) => sum + p.amount, 0)
  if (total !== 0) throw new LedgerError("UNBALANCED", `entries must net to zero, they sum to ${total}`)
}

/** Sum of an account's entries, in minor units. */
export const balanceOfAccount = async (db: Db, accountId: number): Promise<number> => {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
  return row?.balance ?? 0
}

export const postMovement = async (db: Db, movement: Movement, now: number): Promise<Posted> => {
  checkShape(movement)
  return db.transaction((tx) => postChecked(tx as unknown as Db, movement, now))
}

/**
 * postMovement for a caller already inside a transaction that rolls back as a whole on any error
 * (bet placement): the same checks and writes without a savepoint of its own (two round trips
 * fewer). A LedgerError leaves the caller's transaction unusable: it must end it.
 */
export const postMovementInTransaction = async (tx: Db, movement: Movement, now: number): Promise<Posted> => {
  checkShape(movement)
  return postChecked(tx, movement, now)
}

const postChecked = async (tx: Db, movement: Movement, now: number): Promise<Posted> => {
  const fingerprint = fingerprintOf(movement)
  const deltas = deltasOf(movement)
  const { createdId, accounts, entriesWritten } = await createLockAndWrite(tx, movement, deltas, fingerprint, now)
  // (No account found leaves no row to carry the transaction's id: checked before the replay.)
  if (accounts.length !== deltas.size) throw new LedgerError("UNKNOWN_ACCOUNT", "a posting names an account that does not exist")

  if (createdId === null) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id, fingerprint: ledgerTransactions.fingerprint })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, movement.idempotencyKey))
    if (existing && existing.fingerprint === fingerprint) return { transactionId: existing.id, replayed: true }
    throw new LedgerError("IDEMPOTENCY_CONFLICT", `idempotency key ${movement.idempotencyKey} was used for another movement`)
  }

  // The statement wrote the entries only when none of these holds; each names what it found.
  if (new Set(accounts.map((a) => a.currency)).size !== 1) {
    throw new LedgerError("CURRENCY_MISMATCH", "all entries of a movement are in one currency")
  }
  for (const account of accounts) {
    const delta = deltas.get(account.id)!
    if (!account.mayGoNegative && delta < 0 && account.balance + delta < 0) {
      throw new LedgerError("INSUFFICIENT_FUNDS", `account ${account.id} holds ${account.balance}, cannot take ${-delta}`)
    }
  }
  if (entriesWritten !== movement.postings.length) throw new Error(`ledger: ${entriesWritten} of ${movement.postings.length} entries written for ${movement.idempotencyKey}`)
  return { transactionId: createdId, replayed: false }
}

/** Each account's net change in a movement. */
const deltasOf = (movement: Movement): Map<number, number> => {
  const deltas = new Map<number, number>()
  for (const p of movement.postings) deltas.set(p.accountId, (deltas.get(p.accountId) ?? 0) + p.amount)
  return deltas
}

interface LockedAccount {
  readonly id: number
  readonly currency: string
  readonly mayGoNegative: boolean
  /** Kept for guarded accounts only (0 for the house's). */
  readonly balance: number
}

/**
 * One statement posts a movement: its transaction row (none when its key was posted before:
 * `createdId` null), every account it names, the guarded ones (that may not go negative) locked
 * FOR UPDATE in id order, so concurrent movements cannot deadlock, with their balance as the lock
 * found it (the column the database keeps, migration 0021), and the entries, written only when
 * the row is new, every account exists, they share one currency and no guarded account would go
 * below zero. The caller reads what was found and throws the matching LedgerError when nothing was
 * written, which ends its transaction. House accounts are not locked: they may go negative, and
 * locking them would serialise every movement in the house. The database's trigger keeps the
 * balances and check every rule again once for the statement. One round trip for what
 * took two: every one counts in a placement (docs/decisions/0014-placement-speed.md).
 */
const createLockAndWrite = async (
  tx: Db,
  movement: Movement,
  deltas: ReadonlyMap<number, number>,
  fingerprint: string,
  now: number,
): Promise<{ createdId: number | null; accounts: LockedAccount[]; entriesWritten: number }> => {
  const ids = [...deltas.keys()].sort((a, b) => a - b)
  const values: Record<string, unknown> = { key: movement.idempotencyKey, fingerprint, kind: movement.kind, memo: movement.memo ?? null, at: new Date(now).toISOString() }
  ids.forEach((id, i) => {
    values[`a${i}`] = id
    values[`d${i}`] = deltas.get(id)!
  })
  movement.postings.forEach((p, i) => {
    values[`p${i}`] = p.accountId
    values[`m${i}`] = p.amount
  })
  const rows = rowsOf<{ created_id: string | number | null; written: string | number; id: number; currency: string; may_go_negative: boolean; balance: string | number }>(
    await movementStatement(tx, { accounts: ids.length, postings: movement.postings.length }, values),
  )
  const created = rows[0]?.created_id
  return {
    createdId: created === null || created === undefined ? null : Number(created),
    accounts: rows.map((r) => ({ id: Number(r.id), currency: r.currency, mayGoNegative: r.may_go_negative, balance: Number(r.balance) })),
    entriesWritten: Number(rows[0]?.written ?? 0),
  }
}

/** createLockAndWrite's statement, built once per number of accounts and of postings. */
const movementStatement = compiled(({ accounts, postings }: { readonly accounts: number; readonly postings: number }) => {
  const indices = (n: number) => Array.from({ length: n }, (_, i) => i)
  const list = sql.join(indices(accounts).map((i) => sql`${slot(`a${i}`)}`), sql`, `)
  const changes = sql.join(indices(accounts).map((i) => sql`(${slot(`a${i}`)}::integer, ${slot(`d${i}`)}::bigint)`), sql`, `)
  const entries = sql.join(indices(postings).map((i) => sql`(${slot(`p${i}`)}::integer, ${slot(`m${i}`)}::bigint)`), sql`, `)
  return sql`
    with created as (
      insert into ${ledgerTransactions} (idempotency_key, fingerprint, kind, memo, created_at)
      values (${slot("key")}, ${slot("fingerprint")}, ${slot("kind")}, ${slot("memo")}, ${instant(slot("at"))})
      on conflict (idempotency_key) do nothing
      returning id
    ), locked as (
      select id, balance from ${ledgerAccounts} where id in (${list}) and not may_go_negative order by id for update
    ), accounts as (
      select a.id, a.currency, a.may_go_negative, coalesce(l.balance, a.balance) as balance
        from ${ledgerAccounts} a left join locked l on l.id = a.id
       where a.id in (${list})
    ), written as (
      insert into ${ledgerEntries} (transaction_id, account_id, amount)
      select c.id, p.account_id, p.amount from created c cross join (values ${entries}) as p(account_id, amount)
       where (select count(*) from accounts) = ${accounts}
         and (select count(distinct currency) from accounts) = 1
         and not exists (
           select 1 from accounts a join (values ${changes}) as d(id, delta) on d.id = a.id
            where not a.may_go_negative and d.delta < 0 and a.balance + d.delta < 0)
      returning 1
    )
    select (select id from created) as created_id, (select count(*) from written) as written,
           a.id, a.currency, a.may_go_negative, a.balance
      from accounts a`
}, ({ accounts, postings }) => `${accounts}:${postings}`)
