/**
 * Deposit and loss limits (spec §3 Limit, §7, §9; UKGC RTS 12).
 *
 * - A bettor's (USER) limit per type and period (daily, weekly, monthly; windows.ts). Setting a
 *   new one or lowering one takes effect at once. Raising or removing one waits: it becomes a
 *   pending change with `effective_at` 24 hours on, and applies only when the bettor confirms it
 *   then (POST users/{type}-limits/{id}); until confirmed the old limit stays in force. Cancelling
 *   a pending change (DELETE …/{id}/pending) keeps the old limit.
 * - An operator's (OPERATOR) limit is mandatory: the bettor can neither raise nor remove it; the
 *   operator sets and lifts it at once (server/ops/safer-gambling.ts).
 * - Used amount per window, from the ledger: deposits = the user's `deposit` credits; loss =
 *   stakes minus returns = minus the sum of the user cash account's entries of gaming kinds
 *   (GAMING_KINDS: sports bets `bet_*`, casino `casino_*`, virtuals `virtual*`), sports and casino
 *   alike. Free-bet (voucher) and bonus stakes do not come from the cash account, so do not count.
 * - Checks: `checkDepositAllowed` (the cashier, before a deposit is started) and
 *   `checkStakeAllowed` (bets/place and casino rounds, before the stake is taken). A stake is
 *   allowed when the loss so far plus the whole stake (the worst case) stays within every loss
 *   limit in force, so the loss in a window never exceeds the limit.
 */
import { and, eq, gte, like, lt, or, sql, type SQL } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { preparedPer, slot, type Arg } from "../../db/compiled.js"
import { gamblingLimits, ledgerEntries, ledgerTransactions, saferGamblingSettings } from "../../db/schema.js"
import { ApiError, type ReachedLimitWire } from "../../http/errors.js"
import { findUserCashAccount } from "../ledger/accounts.js"
import { wordedInstant } from "../restrictions/when.js"
import { DEFAULT_TIME_ZONE, periodOf, WINDOW_DAYS, windowOf, type Period } from "./windows.js"

export { periodOf, windowOf, WINDOW_DAYS, type Period } from "./windows.js"

export type LimitType = "deposit" | "loss"
export type LimitSource = "USER" | "OPERATOR"

/** RTS 12: a raise or removal takes effect 24 hours after it is asked for (and then a confirmation). */
export const COOLING_OFF_MS = 24 * 3_600_000

/** Ledger transaction kinds that are gambling (stakes negative, returns positive on the cash account). */
export const GAMING_KIND_PATTERNS: ReadonlyArray<string> = ["bet\\_%", "casino\\_%", "virtual%"]

export interface PendingChange {
  /** null: the limit is to be removed. */
  readonly maximum_amount: number | null
  readonly requested_at: number
  readonly effective_at: number
}

/** spec §3 Limit, plus when the window resets and any pending change. Amounts in minor units. */
export interface LimitView {
  readonly id: number
  readonly type: "DEPOSIT" | "LOSS"
  readonly source: LimitSource
  readonly period: Period
  readonly window_days: number
  readonly maximum_amount: number
  readonly remaining_amount: number
  readonly used_amount: number
  readonly window_starts_at: number
  readonly resets_at: number
  readonly pending: PendingChange | null
}

type LimitRow = typeof gamblingLimits.$inferSelect

export class LimitError extends Error {
  constructor(
    readonly code: "not_found" | "operator" | "not_due" | "no_pending" | "invalid",
    message: string,
    readonly at: number | null = null,
  ) {
    super(message)
    this.name = "LimitError"
  }
}

export const limitErrorToApi = (error: LimitError): ApiError => {
  switch (error.code) {
    case "not_found":
      return new ApiError(404, "safer.limit_not_found", { message: error.message, messageKey: "LIMIT_NOT_FOUND" })
    case "operator":
      return new ApiError(403, "safer.limit_operator", { message: error.message, messageKey: "LIMIT_SET_BY_OPERATOR" })
    case "not_due":
      return new ApiError(409, "safer.limit_not_due", { vars: { at: wordedInstant(error.at ?? 0) }, message: error.message, messageKey: "LIMIT_CHANGE_NOT_DUE" })
    case "no_pending":
      return new ApiError(409, "safer.limit_no_pending", { message: error.message, messageKey: "LIMIT_NO_PENDING_CHANGE" })
    case "invalid":
      return new ApiError(400, "request.invalid_fields", { message: error.message, messageKey: "INVALID_REQUEST" })
  }
}

// ---- settings ------------------------------------------------------------------------------------

export const timeZoneOf = async (db: Db, userId: number): Promise<string> => {
  const [row] = await db.select({ timeZone: saferGamblingSettings.timeZone }).from(saferGamblingSettings).where(eq(saferGamblingSettings.userId, userId))
  return row?.timeZone ?? DEFAULT_TIME_ZONE
}

export const setTimeZone = async (db: Db, userId: number, timeZone: string, at: number): Promise<void> => {
  await db
    .insert(saferGamblingSettings)
    .values({ userId, timeZone, updatedAt: new Date(at) })
    .onConflictDoUpdate({ target: saferGamblingSettings.userId, set: { timeZone, updatedAt: new Date(at) } })
}

// ---- usage from the ledger -----------------------------------------------------------------------

const gamingKind = () => or(...GAMING_KIND_PATTERNS.map((p) => like(ledgerTransactions.kind, p)))

/** Deposited (type deposit) or lost (type loss, may be negative when ahead) in [start, end). */
export const usedIn = async (db: Db, userId: number, type: LimitType, start: number, end: number): Promise<number> => {
  const cash = await findUserCashAccount(db, userId)
  if (!cash) return 0
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.accountId, cash.id),
        gte(ledgerTransactions.createdAt, new Date(start)),
        lt(ledgerTransactions.createdAt, new Date(end)),
        type === "deposit" ? eq(ledgerTransactions.kind, "deposit") : gamingKind(),
      ),
    )
  const total = row?.total ?? 0
  return type === "deposit" ? total : 0 - total
}

// ---- reading -------------------------------------------------------------------------------------

const rowsOf = async (db: Db, userId: number, type?: LimitType): Promise<LimitRow[]> =>
  type
    ? db.select().from(gamblingLimits).where(and(eq(gamblingLimits.userId, userId), eq(gamblingLimits.type, type))).orderBy(gamblingLimits.type, gamblingLimits.id)
    : allLimitsOf(db).execute({ userId })

/** Every user push and placement reads them (the limit notices): prepared once per handle. */
const allLimitsOf = preparedPer((db) =>
  db.select().from(gamblingLimits).where(eq(gamblingLimits.userId, slot("userId"))).orderBy(gamblingLimits.type, gamblingLimits.id).prepare("limits_of_user"))

const pendingOf = (row: LimitRow): PendingChange | null =>
  row.pendingRequestedAt && row.pendingEffectiveAt
    ? { maximum_amount: row.pendingRemove ? null : row.pendingAmount, requested_at: row.pendingRequestedAt.getTime(), effective_at: row.pendingEffectiveAt.getTime() }
    : null

const viewOf = async (db: Db, row: LimitRow, at: number, timeZone: string): Promise<LimitView> => {
  const period = row.period as Period
  const window = windowOf(period, at, timeZone)
  const used = await usedIn(db, row.userId, row.type as LimitType, window.start, window.end)
  const maximum = row.maximumAmount ?? 0
  return {
    id: row.id,
    type: row.type === "loss" ? "LOSS" : "DEPOSIT",
    source: row.source === "OPERATOR" ? "OPERATOR" : "USER",
    period,
    window_days: row.windowDays,
    maximum_amount: maximum,
    remaining_amount: Math.max(0, maximum - used),
    used_amount: used,
    window_starts_at: window.start,
    resets_at: window.end,
    pending: pendingOf(row),
  }
}

/** Every limit of the user (optionally of one type) with what is left of it at `at`. */
export const limitsOf = async (db: Db, userId: number, at: number, type?: LimitType): Promise<LimitView[]> => {
  const rows = (await rowsOf(db, userId, type)).filter((r) => r.maximumAmount !== null)
  // The time zone only matters to a window: most bettors set no limit, so most reads stop here.
  if (rows.length === 0) return []
  const timeZone = await timeZoneOf(db, userId)
  return Promise.all(rows.map((r) => viewOf(db, r, at, timeZone)))
}

/**
 * Whether the user has a loss limit in force, as an SQL value: placement reads it with its other
 * facts and calls `checkStakeAllowed` only when it is true (the same rows `limitsOf` reads).
 */
export const hasLossLimitSql = (userId: Arg<number>): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${gamblingLimits} where ${gamblingLimits.userId} = ${userId} and ${gamblingLimits.type} = 'loss' and ${gamblingLimits.maximumAmount} is not null)`

/**
 * Whether the user has any limit in force, as an SQL value: placement reads it with its other
 * facts, and the limit notices after a bet (notices.ts, which read the same rows as `limitsOf`)
 * are checked only when it is true. A limit set while the bet was placed is told by the sweep.
 */
export const hasLimitSql = (userId: Arg<number>): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${gamblingLimits} where ${gamblingLimits.userId} = ${userId} and ${gamblingLimits.maximumAmount} is not null)`

// ---- changing ------------------------------------------------------------------------------------

export interface LimitRequest {
  readonly type: LimitType
  readonly windowDays: number
  /** Minor units; null removes the limit. */
  readonly maximumAmount: number | null
}

export type ChangeOutcome = "set" | "lowered" | "unchanged" | "pending"

/**
 * The bettor sets, lowers, raises or removes their limit of a period. A new limit or a lower one
 * applies now (any pending change of that limit is dropped); a higher one or a removal is pending.
 */
export const requestUserLimit = async (db: Db, userId: number, request: LimitRequest, at: number): Promise<{ outcome: ChangeOutcome; limit: LimitView | null }> => {
  if (!Number.isInteger(request.windowDays) || request.windowDays < 1 || request.windowDays > 31) throw new LimitError("invalid", "window_days is 1 to 31")
  if (request.maximumAmount !== null && (!Number.isSafeInteger(request.maximumAmount) || request.maximumAmount < 0)) throw new LimitError("invalid", "maximum_amount is a non-negative amount")
  const period = periodOf(request.windowDays)
  const windowDays = WINDOW_DAYS[period]
  const now = new Date(at)
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const [row] = await tx
      .select()
      .from(gamblingLimits)
      .where(and(eq(gamblingLimits.userId, userId), eq(gamblingLimits.type, request.type), eq(gamblingLimits.source, "USER"), eq(gamblingLimits.period, period)))
      .for("update")
    const clearPending = { pendingAmount: null, pendingRemove: false, pendingRequestedAt: null, pendingEffectiveAt: null, updatedAt: now }
    let outcome: ChangeOutcome
    let id: number | null = row?.id ?? null
    if (!row || row.maximumAmount === null) {
      if (request.maximumAmount === null) return { outcome: "unchanged" as const, limit: null }
      if (row) await tx.update(gamblingLimits).set({ ...clearPending, maximumAmount: request.maximumAmount, windowDays }).where(eq(gamblingLimits.id, row.id))
      else {
        const [created] = await tx
          .insert(gamblingLimits)
          .values({ userId, type: request.type, source: "USER", period, windowDays, maximumAmount: request.maximumAmount, createdAt: now, updatedAt: now })
          .returning({ id: gamblingLimits.id })
        id = created!.id
      }
      outcome = "set"
    } else if (request.maximumAmount !== null && request.maximumAmount <= row.maximumAmount) {
      await tx.update(gamblingLimits).set({ ...clearPending, maximumAmount: request.maximumAmount }).where(eq(gamblingLimits.id, row.id))
      outcome = request.maximumAmount === row.maximumAmount ? "unchanged" : "lowered"
    } else {
      await tx
        .update(gamblingLimits)
        .set({
          pendingAmount: request.maximumAmount,
          pendingRemove: request.maximumAmount === null,
          pendingRequestedAt: now,
          pendingEffectiveAt: new Date(at + COOLING_OFF_MS),
          updatedAt: now,
        })
        .where(eq(gamblingLimits.id, row.id))
      outcome = "pending"
    }
    const [fresh] = await tx.select().from(gamblingLimits).where(eq(gamblingLimits.id, id!))
    return { outcome, limit: fresh && fresh.maximumAmount !== null ? await viewOf(t, fresh, at, await timeZoneOf(t, userId)) : null }
  })
}

const userRow = async (db: Db, userId: number, type: LimitType, id: number): Promise<LimitRow> => {
  const [row] = await db.select().from(gamblingLimits).where(and(eq(gamblingLimits.id, id), eq(gamblingLimits.userId, userId), eq(gamblingLimits.type, type)))
  if (!row || row.maximumAmount === null) throw new LimitError("not_found", `no ${type} limit ${id} for user ${userId}`)
  if (row.source === "OPERATOR") throw new LimitError("operator", `${type} limit ${id} was set by the operator`)
  return row
}

/** The bettor asks to remove a limit: pending, 24 hours, then their confirmation. */
export const requestRemoval = async (db: Db, userId: number, type: LimitType, id: number, at: number): Promise<LimitView> => {
  const row = await userRow(db, userId, type, id)
  return (await requestUserLimit(db, userId, { type, windowDays: row.windowDays, maximumAmount: null }, at)).limit!
}

/** The bettor confirms a pending raise or removal once it is due; the limit view, or null once removed. */
export const confirmPending = async (db: Db, userId: number, type: LimitType, id: number, at: number): Promise<LimitView | null> => {
  const row = await userRow(db, userId, type, id)
  const pending = pendingOf(row)
  if (!pending) throw new LimitError("no_pending", `${type} limit ${id} has no pending change`)
  if (at < pending.effective_at) throw new LimitError("not_due", `the change of ${type} limit ${id} is due at ${new Date(pending.effective_at).toISOString()}`, pending.effective_at)
  if (pending.maximum_amount === null) {
    await db.delete(gamblingLimits).where(eq(gamblingLimits.id, id))
    return null
  }
  const [fresh] = await db
    .update(gamblingLimits)
    .set({ maximumAmount: pending.maximum_amount, pendingAmount: null, pendingRemove: false, pendingRequestedAt: null, pendingEffectiveAt: null, updatedAt: new Date(at) })
    .where(eq(gamblingLimits.id, id))
    .returning()
  return viewOf(db, fresh!, at, await timeZoneOf(db, userId))
}

/** The bettor withdraws a pending raise or removal: the limit stays as it is. */
export const cancelPending = async (db: Db, userId: number, type: LimitType, id: number, at: number): Promise<LimitView> => {
  const row = await userRow(db, userId, type, id)
  if (!pendingOf(row)) throw new LimitError("no_pending", `${type} limit ${id} has no pending change`)
  const [fresh] = await db
    .update(gamblingLimits)
    .set({ pendingAmount: null, pendingRemove: false, pendingRequestedAt: null, pendingEffectiveAt: null, updatedAt: new Date(at) })
    .where(eq(gamblingLimits.id, id))
    .returning()
  return viewOf(db, fresh!, at, await timeZoneOf(db, userId))
}

/** The operator's mandatory limit: set (any amount, at once) or lifted (amount null). */
export const setOperatorLimit = async (db: Db, userId: number, request: LimitRequest, at: number): Promise<void> => {
  const period = periodOf(request.windowDays)
  if (request.maximumAmount === null) {
    await db
      .delete(gamblingLimits)
      .where(and(eq(gamblingLimits.userId, userId), eq(gamblingLimits.type, request.type), eq(gamblingLimits.source, "OPERATOR"), eq(gamblingLimits.period, period)))
    return
  }
  if (!Number.isSafeInteger(request.maximumAmount) || request.maximumAmount < 0) throw new LimitError("invalid", "maximum_amount is a non-negative amount")
  await db
    .insert(gamblingLimits)
    .values({ userId, type: request.type, source: "OPERATOR", period, windowDays: WINDOW_DAYS[period], maximumAmount: request.maximumAmount, createdAt: new Date(at), updatedAt: new Date(at) })
    .onConflictDoUpdate({
      target: [gamblingLimits.userId, gamblingLimits.type, gamblingLimits.source, gamblingLimits.period],
      set: { maximumAmount: request.maximumAmount, updatedAt: new Date(at) },
    })
}

// ---- enforcement ---------------------------------------------------------------------------------

const reachedWire = (v: LimitView, remaining: number): ReachedLimitWire => ({
  type: v.type,
  source: v.source,
  window_days: v.window_days,
  maximum_amount: v.maximum_amount,
  remaining_amount: Math.max(0, remaining),
})

const formatMoney = (minor: number): string => `£${(minor / 100).toFixed(2)}`

/**
 * Throws when depositing `amount` now would break a deposit limit in force: 403
 * PAYMENT_DEPOSIT_LIMIT_REACHED when nothing is left in a window, else
 * DEPOSIT_RESTRICTION_LIMIT_EXCEEDED (spec §8), with `reached_limits`. `inFlight`: deposits already
 * started but not yet on the ledger (the cashier's open payments), counted as deposited.
 */
export const checkDepositAllowed = async (db: Db, userId: number, amount: number, at: number, inFlight = 0): Promise<void> => {
  const limits = await limitsOf(db, userId, at, "deposit")
  const broken = limits.filter((l) => l.used_amount + inFlight + amount > l.maximum_amount)
  if (broken.length === 0) return
  const remaining = (l: LimitView) => l.maximum_amount - l.used_amount - inFlight
  const tightest = broken.reduce((a, b) => (remaining(b) < remaining(a) ? b : a))
  const reached = remaining(tightest) <= 0
  throw new ApiError(403, reached ? "safer.deposit_limit_reached" : "safer.deposit_limit_exceeded", {
    vars: { remaining: formatMoney(Math.max(0, remaining(tightest))), resets: wordedInstant(tightest.resets_at) },
    message: `Deposit of ${amount} breaks ${broken.length} deposit limit(s)`,
    messageKey: reached ? "PAYMENT_DEPOSIT_LIMIT_REACHED" : "DEPOSIT_RESTRICTION_LIMIT_EXCEEDED",
    reachedLimits: broken.map((l) => reachedWire(l, remaining(l))),
  })
}

/**
 * Throws 403 LOSSLIMITNOTSATISFIED with `reached_limits` when staking `stake` (cash, minor units)
 * could take the loss in a window of a loss limit in force past that limit. Sports and casino.
 */
export const checkStakeAllowed = async (db: Db, userId: number, stake: number, at: number): Promise<void> => {
  if (stake <= 0) return
  const limits = await limitsOf(db, userId, at, "loss")
  const broken = limits.filter((l) => l.used_amount + stake > l.maximum_amount)
  if (broken.length === 0) return
  const allowance = (l: LimitView) => l.maximum_amount - l.used_amount
  const tightest = broken.reduce((a, b) => (allowance(b) < allowance(a) ? b : a))
  throw new ApiError(403, "safer.loss_limit_reached", {
    vars: { remaining: formatMoney(Math.max(0, allowance(tightest))), resets: wordedInstant(tightest.resets_at) },
    message: `Stake of ${stake} breaks ${broken.length} loss limit(s)`,
    messageKey: "LOSSLIMITNOTSATISFIED",
    reachedLimits: broken.map((l) => reachedWire(l, allowance(l))),
  })
}
