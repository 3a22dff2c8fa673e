/**
 * Restrictions and the one enforcement check every gambling action passes (issue 14; spec §4
 * "Restrictions", §6; UKGC RTS 12 and 14 for time-outs and self-exclusion).
 *
 * Stable API for the other areas:
 *
 *   setRestriction(db, userId, key, reason, at)     operator / KYC outcome puts a restriction on
 *   clearRestriction(db, userId, key, at)           and takes it off (true when one was removed)
 *   restrictionsOf(db, userId)                      User.restrictions: { [key]: { reason, created_at } }
 *   assertMayGamble(db, userId, action, at)         throws ApiError (403) when a time-out,
 *                                                   self-exclusion or restriction forbids `action`
 *   mayGamble(db, userId, action, at)               the same decision without throwing
 *
 * Which restriction forbids what (RESTRICTION_FORBIDS below). A time-out or self-exclusion forbids
 * log-in, bets, casino play and deposits; a withdrawal stays allowed (the bettor's money is theirs,
 * though a log-in is refused, so in practice the operator pays it out).
 *
 * Restrictions are rows of `user_restrictions` (migration 0004), one per (user, key).
 */
import { and, eq, sql, type SQL } from "drizzle-orm"
import { RestrictionKey as RestrictionKeySchema, type Restriction, type RestrictionKey } from "../../../core/model/user.js"
import type { Db } from "../../db/connect.js"
import type { Arg } from "../../db/compiled.js"
import { rowsOf } from "../../db/rows.js"
import { userRestrictions } from "../../db/schema.js"
import { ApiError } from "../../http/errors.js"
import { activeExclusionSql, exclusionFrom, type ActiveExclusion } from "../exclusions/active.js"
import { wordedInstant } from "./when.js"

export type { RestrictionKey } from "../../../core/model/user.js"
export type GambleAction = "bet" | "deposit" | "withdraw" | "casino" | "login"

export const RESTRICTION_KEYS: ReadonlyArray<RestrictionKey> = RestrictionKeySchema.literals

/**
 * What each restriction key stops. KYC keys stop gambling and money movement until verified
 * (UK rule: age and identity verified before any gambling or deposit); `email` and `withdraw`
 * only the withdrawal; a free-play (partial) account may play but not move money.
 */
export const RESTRICTION_FORBIDS: Readonly<Record<RestrictionKey, ReadonlyArray<GambleAction>>> = {
  bet: ["bet", "casino"],
  deposit: ["deposit"],
  withdraw: ["withdraw"],
  email: ["withdraw"],
  free_play: ["deposit", "withdraw"],
  upgrade_required: ["bet", "casino", "deposit", "withdraw"],
  initial_kyc_pending: ["bet", "casino", "deposit", "withdraw"],
  manual_kyc_required: ["bet", "casino", "deposit", "withdraw"],
}

export const isRestrictionKey = (key: string): key is RestrictionKey => (RESTRICTION_KEYS as ReadonlyArray<string>).includes(key)

/** Puts (or replaces the reason of) a restriction; `reason` is what it asks: verify, upload_documents, pending… */
export const setRestriction = async (db: Db, userId: number, key: RestrictionKey, reason: string, at: number): Promise<void> => {
  await db
    .insert(userRestrictions)
    .values({ userId, key, reason, createdAt: new Date(at) })
    .onConflictDoUpdate({ target: [userRestrictions.userId, userRestrictions.key], set: { reason } })
}

export const clearRestriction = async (db: Db, userId: number, key: RestrictionKey, _at: number): Promise<boolean> => {
  const removed = await db
    .delete(userRestrictions)
    .where(and(eq(userRestrictions.userId, userId), eq(userRestrictions.key, key)))
    .returning({ id: userRestrictions.id })
  return removed.length > 0
}

/** spec §3 User.restrictions (created_at in epoch ms, as core/model's Timestamp holds it). */
export const restrictionsOf = async (db: Db, userId: number): Promise<Record<string, Restriction>> => {
  const rows = await db.select().from(userRestrictions).where(eq(userRestrictions.userId, userId))
  return Object.fromEntries(rows.map((r) => [r.key, { reason: r.reason, created_at: r.createdAt.getTime() }]))
}

export type Refusal =
  | { readonly kind: "excluded"; readonly exclusion: ActiveExclusion }
  | { readonly kind: "restricted"; readonly key: RestrictionKey; readonly reason: string }

/**
 * What a refusal is decided from: the exclusion in force and the restriction rows. Read as SQL
 * values (`refusalFactsSql`) so placement can take them in the statement that reads its own facts;
 * `refusalOf` reads them alone. One decision, `refusalFrom`, for both.
 */
export interface RefusalFacts {
  readonly exclusion: ActiveExclusion | null
  readonly restrictions: ReadonlyArray<{ readonly key: string; readonly reason: string }>
}

/** Two SQL values (select them `as exclusion` and `as restrictions`) that `refusalFactsFrom` reads. */
export const refusalFactsSql = (userId: Arg<number>, at: Arg<number>): { readonly exclusion: SQL<unknown>; readonly restrictions: SQL<unknown> } => ({
  exclusion: activeExclusionSql(userId, at),
  restrictions: sql`(select coalesce(json_agg(json_build_object('key', r.key, 'reason', r.reason) order by r.id), '[]'::json) from ${userRestrictions} r where r.user_id = ${userId})`,
})

export const refusalFactsFrom = (row: { readonly exclusion: unknown; readonly restrictions: unknown }): RefusalFacts => ({
  exclusion: exclusionFrom(row.exclusion),
  restrictions: (typeof row.restrictions === "string" ? JSON.parse(row.restrictions) : (row.restrictions ?? [])) as RefusalFacts["restrictions"],
})

/** Why `action` is refused, from the facts, or null when it is allowed. */
export const refusalFrom = (facts: RefusalFacts, action: GambleAction): Refusal | null => {
  if (action !== "withdraw" && facts.exclusion) return { kind: "excluded", exclusion: facts.exclusion }
  if (action === "login") return null
  for (const row of facts.restrictions) {
    if (isRestrictionKey(row.key) && RESTRICTION_FORBIDS[row.key].includes(action)) return { kind: "restricted", key: row.key, reason: row.reason }
  }
  return null
}

/** Why `action` is refused now, or null when it is allowed (one statement). */
export const refusalOf = async (db: Db, userId: number, action: GambleAction, at: number): Promise<Refusal | null> => {
  const facts = refusalFactsSql(userId, at)
  const [row] = rowsOf<{ exclusion: unknown; restrictions: unknown }>(await db.execute(sql`select ${facts.exclusion} as exclusion, ${facts.restrictions} as restrictions`))
  return refusalFrom(refusalFactsFrom(row ?? { exclusion: null, restrictions: [] }), action)
}

export const mayGamble = async (db: Db, userId: number, action: GambleAction, at: number): Promise<boolean> =>
  (await refusalOf(db, userId, action, at)) === null

/** The ApiError the bettor sees for a refusal (403; message keys TIMED_OUT, SELF_EXCLUDED, *_RESTRICTED). */
export const refusalError = (refusal: Refusal, action: GambleAction): ApiError => {
  if (refusal.kind === "excluded") {
    const until = wordedInstant(refusal.exclusion.endsAt)
    const timedOut = refusal.exclusion.kind === "timeout"
    return new ApiError(403, timedOut ? "safer.timed_out" : "safer.self_excluded", {
      vars: { until },
      message: `${timedOut ? "Timed out" : "Self-excluded"} until ${new Date(refusal.exclusion.endsAt).toISOString()}`,
      messageKey: timedOut ? "TIMED_OUT" : "SELF_EXCLUDED",
    })
  }
  const detail = `The user has a ${refusal.key} restriction (${refusal.reason})`
  switch (action) {
    case "bet":
      return new ApiError(403, "bet.restricted", { message: detail, messageKey: "BET_RESTRICTED" })
    case "casino":
      return new ApiError(403, "safer.casino_restricted", { message: detail, messageKey: "CASINO_RESTRICTED" })
    case "deposit":
      return new ApiError(403, "safer.deposit_restricted", { message: detail, messageKey: "DEPOSIT_RESTRICTED" })
    case "withdraw":
    case "login":
      return new ApiError(403, "safer.withdraw_restricted", { message: detail, messageKey: "WITHDRAW_RESTRICTED" })
  }
}

/** Throws the refusal's ApiError when a time-out, self-exclusion or restriction forbids `action`. */
export const assertMayGamble = async (db: Db, userId: number, action: GambleAction, at: number): Promise<void> => {
  const refusal = await refusalOf(db, userId, action, at)
  if (refusal) throw refusalError(refusal, action)
}
