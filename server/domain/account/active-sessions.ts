/**
 * The bettor's active sessions (security page): every live login with when it started and ends,
 * and "log out everywhere else", which revokes all but the session asking.
 */
import { and, asc, eq, gt, isNull } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { sessions } from "../../db/schema.js"
import { revokeSessionsOfUser } from "../accounts/sessions.js"

export interface ActiveSessionRow {
  readonly id: string
  readonly createdAt: number
  readonly expiresAt: number
}

export const activeSessionsOf = async (db: Db, userId: number, now: number): Promise<ActiveSessionRow[]> =>
  (
    await db
      .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now))))
      .orderBy(asc(sessions.createdAt))
  ).map((r) => ({ id: r.id, createdAt: r.createdAt.getTime(), expiresAt: r.expiresAt.getTime() }))

/** Revokes every other live session; the ids revoked (their sockets are told). */
export const logOutEverywhereElse = (db: Db, userId: number, keep: string, now: number): Promise<string[]> => revokeSessionsOfUser(db, userId, now, keep)
