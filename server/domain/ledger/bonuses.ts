/**
 * Bonus money on the ledger (issue 13). Rules, each tested in specs/server/payments-*.test.ts:
 *
 * 1. A grant moves `amount` from `house:bonuses` to the user's bonus account of its kind and
 *    records a grant row with its wagering requirement and expiry. The sum of `remaining` over a
 *    user's active grants of a kind always equals that bonus account's balance.
 * 2. A stake with use_bonus spends bonus money first: the active grants in BONUS_SPEND_ORDER, the
 *    soonest to expire first within a kind, then cash for the rest. Without use_bonus, cash only.
 * 3. Every stake (cash and bonus parts alike) counts toward the wagering of every active grant,
 *    at placement. A grant whose wagering is complete converts what remains of it to cash.
 * 4. A grant past its expiry loses what remains of it back to the house (the sweep, or on read).
 * 5. Withdrawals take cash only; bonus money cannot be withdrawn.
 * Payouts of bets go to cash (settlement is unchanged), whichever money staked them.
 *
 * Every function here runs inside the caller's database transaction; each ledger movement has a
 * deterministic idempotency key (bonus:grant:<key>, bonus:convert:<grant>, bonus:expire:<grant>).
 */
import { and, asc, eq, gt, lte, sql, type SQL } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { instant, type Arg } from "../../db/compiled.js"
import { bonusGrants } from "../../db/schema.js"
import { findUserCashAccount } from "./accounts.js"
import { postMovement, type Posting } from "./postings.js"
import { BONUS_SPEND_ORDER, userBonusAccount, walletHouseAccount, type BonusKind } from "./wallet-accounts.js"

export interface GrantRequest {
  readonly userId: number
  readonly currency: string
  readonly kind: BonusKind
  readonly amount: number
  /** Total stakes to place before the bonus converts to cash (minor units); 0 converts at once. */
  readonly wageringRequired: number
  readonly expiresAt: number
  readonly code?: string | null
  readonly contractId?: string | null
  /** Idempotency: the same key grants once. */
  readonly key: string
}

export interface Granted {
  readonly grantId: number | null
  readonly replayed: boolean
}

export const grantBonus = async (db: Db, request: GrantRequest, now: number): Promise<Granted> => {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) throw new Error(`a bonus is a positive amount, got ${request.amount}`)
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const house = await walletHouseAccount(t, "bonuses", request.currency, now)
    const account = await userBonusAccount(t, request.userId, request.kind, request.currency, now)
    const posted = await postMovement(
      t,
      { idempotencyKey: `bonus:grant:${request.key}`, kind: "bonus_grant", memo: `${request.kind} ${request.code ?? ""}`.trim(), postings: [{ accountId: house, amount: -request.amount }, { accountId: account, amount: request.amount }] },
      now,
    )
    if (posted.replayed) return { grantId: null, replayed: true }
    const [row] = await tx
      .insert(bonusGrants)
      .values({
        userId: request.userId, kind: request.kind, code: request.code ?? null, contractId: request.contractId ?? null, amount: request.amount, remaining: request.amount,
        wageringRequired: Math.max(0, request.wageringRequired), wagered: 0, status: "active", expiresAt: new Date(request.expiresAt), createdAt: new Date(now),
      })
      .returning({ id: bonusGrants.id })
    if (request.wageringRequired <= 0) await convertGrant(t, row!.id, now)
    return { grantId: row!.id, replayed: false }
  })
}

const spendRank = (kind: string): number => {
  const i = BONUS_SPEND_ORDER.indexOf(kind as BonusKind)
  return i < 0 ? BONUS_SPEND_ORDER.length : i
}

/**
 * The debit postings of a stake of `amount` (rule 2): bonus accounts first when `useBonus`, cash for
 * the rest. Takes the spent amounts off the grants (locked). The caller adds the credit side and
 * posts; a cash part larger than the balance fails there with INSUFFICIENT_FUNDS (and rolls back).
 */
export const stakeDebits = async (db: Db, userId: number, cashAccountId: number, currency: string, amount: number, useBonus: boolean, now: number): Promise<Posting[]> => {
  let left = amount
  const byKind = new Map<BonusKind, number>()
  if (useBonus && amount > 0) {
    const grants = await db
      .select()
      .from(bonusGrants)
      .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.status, "active"), gt(bonusGrants.remaining, 0), gt(bonusGrants.expiresAt, new Date(now))))
      .orderBy(asc(bonusGrants.id))
      .for("update")
    grants.sort((a, b) => spendRank(a.kind) - spendRank(b.kind) || a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id)
    for (const grant of grants) {
      if (left === 0) break
      const take = Math.min(left, grant.remaining)
      left -= take
      byKind.set(grant.kind as BonusKind, (byKind.get(grant.kind as BonusKind) ?? 0) + take)
      await db.update(bonusGrants).set({ remaining: grant.remaining - take }).where(eq(bonusGrants.id, grant.id))
    }
  }
  const postings: Posting[] = []
  for (const [kind, taken] of byKind) postings.push({ accountId: await userBonusAccount(db, userId, kind, currency, now), amount: -taken })
  if (left > 0) postings.push({ accountId: cashAccountId, amount: -left })
  return postings
}

/** The grants a stake counts toward (rule 3). */
const wageringGrants = (userId: Arg<number>, now: Arg<number>) => and(eq(bonusGrants.userId, userId), eq(bonusGrants.status, "active"), gt(bonusGrants.expiresAt, instant(now)))

/**
 * Whether any grant would count a stake, as an SQL value: placement reads it with its other facts
 * and skips `recordWagering` when it is false (most bettors hold no bonus).
 */
export const hasWageringGrantSql = (userId: Arg<number>, now: Arg<number>): SQL<boolean> => sql<boolean>`exists (select 1 from ${bonusGrants} where ${wageringGrants(userId, now)})`

/** Rule 3: a placed stake counts toward every active grant; completed grants convert to cash. */
export const recordWagering = async (db: Db, userId: number, stake: number, now: number): Promise<number[]> => {
  if (stake <= 0) return []
  const done = await db
    .update(bonusGrants)
    .set({ wagered: sql`${bonusGrants.wagered} + ${stake}` })
    .where(wageringGrants(userId, now))
    .returning({ id: bonusGrants.id, wagered: bonusGrants.wagered, required: bonusGrants.wageringRequired })
  const converted: number[] = []
  for (const grant of done) {
    if (Number(grant.wagered) >= Number(grant.required)) {
      await convertGrant(db, grant.id, now)
      converted.push(grant.id)
    }
  }
  return converted
}

/** Closes an active grant (locked first, so it closes once) and moves what remains of it. */
const closeGrant = async (db: Db, grantId: number, status: "converted" | "expired", now: number): Promise<number> => {
  const [grant] = await db.select().from(bonusGrants).where(and(eq(bonusGrants.id, grantId), eq(bonusGrants.status, "active"))).for("update")
  if (!grant) return 0
  await db.update(bonusGrants).set({ status, remaining: 0, closedAt: new Date(now) }).where(eq(bonusGrants.id, grantId))
  if (grant.remaining === 0) return 0
  const [cash] = [await findUserCashAccount(db, grant.userId)]
  if (!cash) throw new Error(`user ${grant.userId} has no cash account`)
  const bonusAccount = await userBonusAccount(db, grant.userId, grant.kind as BonusKind, cash.currency, now)
  const other = status === "converted" ? cash.id : await walletHouseAccount(db, "bonuses", cash.currency, now)
  await postMovement(
    db,
    {
      idempotencyKey: `bonus:${status === "converted" ? "convert" : "expire"}:${grantId}`,
      kind: status === "converted" ? "bonus_conversion" : "bonus_expiry",
      memo: `grant ${grantId}`,
      postings: [{ accountId: bonusAccount, amount: -grant.remaining }, { accountId: other, amount: grant.remaining }],
    },
    now,
  )
  return grant.remaining
}

/** Rule 3's end: what remains of the grant becomes cash. Returns the amount converted. */
export const convertGrant = (db: Db, grantId: number, now: number): Promise<number> => closeGrant(db, grantId, "converted", now)

/** Rule 4: closes the user's (or everyone's, userId null) grants past expiry. Returns how many. */
export const expireBonuses = async (db: Db, userId: number | null, now: number): Promise<number> => {
  const due = await db
    .select({ id: bonusGrants.id })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.status, "active"), lte(bonusGrants.expiresAt, new Date(now)), userId === null ? undefined : eq(bonusGrants.userId, userId)))
    .limit(500)
  for (const grant of due) await db.transaction((tx) => closeGrant(tx as unknown as Db, grant.id, "expired", now))
  return due.length
}

/** The user's grants, newest first (the account page and the cashier show progress). */
export const grantsOf = async (db: Db, userId: number) =>
  db.select().from(bonusGrants).where(eq(bonusGrants.userId, userId)).orderBy(sql`${bonusGrants.id} desc`).limit(50)
