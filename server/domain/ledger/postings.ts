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
import { eq, sql, type SQL } from "drizzle-orm"
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

/**
 * Posts a movement. Its writes are one statement, atomic on its own, so it opens no transaction
 * (nor a savepoint inside a caller's): when a check fails nothing is written, and a caller's
 * transaction stays usable after the LedgerError.
 */
export const postMovement = async (db: Db, movement: Movement, now: number): Promise<Posted> => {
  const found = movementFound(rowsOf<MovementRow>(await movementStatement(db, movementShapeOf(movement), movementValues(movement, now))))
  return movementOutcome(db, movement, found)
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

/** What a statement with a movement's part found and did (`movementColumns`' row, read). */
export interface MovementFound {
  /** The new ledger transaction; null when nothing was written (a check failed, or the key was posted before). */
  readonly createdId: number | null
  readonly accounts: ReadonlyArray<LockedAccount>
  readonly entriesWritten: number
}

/** The shape a movement's statement is built for: how many accounts it names and postings it has. */
export interface MovementShape {
  readonly accounts: number
  readonly postings: number
}

export const movementShapeOf = (movement: Movement): MovementShape => ({ accounts: deltasOf(movement).size, postings: movement.postings.length })
export const movementShapeKey = ({ accounts, postings }: MovementShape): string => `${accounts}:${postings}`

/** The values of a movement's placeholders (all named `mv_…`, so a statement can hold its own beside them). */
export const movementValues = (movement: Movement, now: number): Record<string, unknown> => {
  checkShape(movement)
  const deltas = deltasOf(movement)
  const ids = [...deltas.keys()].sort((a, b) => a - b)
  const values: Record<string, unknown> = {
    mv_key: movement.idempotencyKey, mv_fingerprint: fingerprintOf(movement), mv_kind: movement.kind, mv_memo: movement.memo ?? null, mv_at: new Date(now).toISOString(),
  }
  ids.forEach((id, i) => {
    values[`mv_a${i}`] = id
    values[`mv_d${i}`] = deltas.get(id)!
  })
  movement.postings.forEach((p, i) => {
    values[`mv_p${i}`] = p.accountId
    values[`mv_m${i}`] = p.amount
  })
  return values
}

const indices = (n: number) => Array.from({ length: n }, (_, i) => i)

/**
 * A movement as part of one statement, in two lists of CTEs: `movementChecks` (`locked`,
 * `accounts`, `fits`, `created`), then, after any CTEs of the caller's, `movementEntries`
 * (`written`); the statement ends with a select of `movementColumns` from `accounts a`.
 *
 * It reads every account the movement names, locks the guarded ones (that may not go negative)
 * FOR UPDATE in id order, so concurrent movements cannot deadlock, with their balance as the lock
 * found it (the column the database keeps, migration 0021), and writes the transaction row and
 * its entries only when every account exists, they share one currency, no guarded account would
 * go below zero and the key is new. House accounts are not locked: they may go negative, and
 * locking them would serialise every movement in the house. The database's trigger keeps the
 * balances and checks every rule again once for the statement (migration 0022).
 *
 * One statement, so one round trip; a caller with nothing else to write needs no transaction
 * around it (docs/decisions/0014-placement-speed.md).
 */
export const movementChecks = ({ accounts }: MovementShape): SQL => {
  const list = sql.join(indices(accounts).map((i) => sql`${slot(`mv_a${i}`)}`), sql`, `)
  const changes = sql.join(indices(accounts).map((i) => sql`(${slot(`mv_a${i}`)}::integer, ${slot(`mv_d${i}`)}::bigint)`), sql`, `)
  return sql`
    locked as (
      select id, balance from ${ledgerAccounts} where id in (${list}) and not may_go_negative order by id for update
    ), accounts as (
      select a.id, a.currency, a.may_go_negative, coalesce(l.balance, a.balance) as balance
        from ${ledgerAccounts} a left join locked l on l.id = a.id
       where a.id in (${list})
    ), fits as (
      select (select count(*) from accounts) = ${accounts}
         and (select count(distinct currency) from accounts) = 1
         and not exists (
           select 1 from accounts a join (values ${changes}) as d(id, delta) on d.id = a.id
            where not a.may_go_negative and d.delta < 0 and a.balance + d.delta < 0) as ok
    ), created as (
      insert into ${ledgerTransactions} (idempotency_key, fingerprint, kind, memo, created_at)
      select ${slot("mv_key")}, ${slot("mv_fingerprint")}, ${slot("mv_kind")}, ${slot("mv_memo")}, ${instant(slot("mv_at"))}
       where (select ok from fits)
      on conflict (idempotency_key) do nothing
      returning id
    )`
}

/**
 * The entries of `movementChecks`' transaction. `alsoNeed` names a CTE of the caller's that must
 * have a row for them to be written (placement's own row), so the statement moves money only
 * together with what it is for.
 */
export const movementEntries = ({ postings }: MovementShape, alsoNeed?: string): SQL => {
  const entries = sql.join(indices(postings).map((i) => sql`(${slot(`mv_p${i}`)}::integer, ${slot(`mv_m${i}`)}::bigint)`), sql`, `)
  const also = alsoNeed === undefined ? sql`` : sql` cross join ${sql.identifier(alsoNeed)}`
  return sql`
    written as (
      insert into ${ledgerEntries} (transaction_id, account_id, amount)
      select c.id, p.account_id, p.amount from created c${also} cross join (values ${entries}) as p(account_id, amount)
      returning 1
    )`
}

/** The columns a statement with a movement's CTEs selects from `accounts a`, read by `movementFound`. */
export const movementColumns = sql`(select id from created) as created_id, (select count(*) from written) as written, a.id, a.currency, a.may_go_negative, a.balance`

export interface MovementRow {
  readonly created_id: string | number | null
  readonly written: string | number
  readonly id: number
  readonly currency: string
  readonly may_go_negative: boolean
  readonly balance: string | number
}

export const movementFound = (rows: ReadonlyArray<MovementRow>): MovementFound => {
  const created = rows[0]?.created_id
  return {
    createdId: created === null || created === undefined ? null : Number(created),
    accounts: rows.map((r) => ({ id: Number(r.id), currency: r.currency, mayGoNegative: r.may_go_negative, balance: Number(r.balance) })),
    entriesWritten: Number(rows[0]?.written ?? 0),
  }
}

/**
 * The movement's outcome from what its statement found: posted, replayed (the key was posted
 * before with the same movement), or the LedgerError naming why nothing was written. A key posted
 * before is looked up first, so a repeat answers as the first time whatever the balances are now.
 */
export const movementOutcome = async (tx: Db, movement: Movement, found: MovementFound): Promise<Posted> => {
  const deltas = deltasOf(movement)
  if (found.createdId === null) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id, fingerprint: ledgerTransactions.fingerprint })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, movement.idempotencyKey))
    if (existing && existing.fingerprint === fingerprintOf(movement)) return { transactionId: existing.id, replayed: true }
    if (existing) throw new LedgerError("IDEMPOTENCY_CONFLICT", `idempotency key ${movement.idempotencyKey} was used for another movement`)
  }
  // Nothing was written when one of these holds; each names what it found.
  if (found.accounts.length !== deltas.size) throw new LedgerError("UNKNOWN_ACCOUNT", "a posting names an account that does not exist")
  if (new Set(found.accounts.map((a) => a.currency)).size !== 1) {
    throw new LedgerError("CURRENCY_MISMATCH", "all entries of a movement are in one currency")
  }
  for (const account of found.accounts) {
    const delta = deltas.get(account.id)!
    if (!account.mayGoNegative && delta < 0 && account.balance + delta < 0) {
      throw new LedgerError("INSUFFICIENT_FUNDS", `account ${account.id} holds ${account.balance}, cannot take ${-delta}`)
    }
  }
  if (found.createdId === null || found.entriesWritten !== movement.postings.length) {
    throw new Error(`ledger: ${found.entriesWritten} of ${movement.postings.length} entries written for ${movement.idempotencyKey}`)
  }
  return { transactionId: found.createdId, replayed: false }
}

/** A movement on its own, built once per shape. */
const movementStatement = compiled((shape: MovementShape) => sql`with ${movementChecks(shape)}, ${movementEntries(shape)} select ${movementColumns} from accounts a`, movementShapeKey)
