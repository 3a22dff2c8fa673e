/**
 * Login sessions. The client holds a bearer token (32 random bytes); the table holds its SHA-256,
 * an expiry and a revocation time. Expiry slides: every authenticated request moves it to
 * now + TTL (see http/auth.ts), and `GET sessions/refresh` does so explicitly, but never past the
 * absolute lifetime (SESSION_MAX_AGE_SECONDS) counted from the login: a session used steadily
 * still ends then.
 */
import { and, eq, gt, isNull, ne } from "drizzle-orm"
import { randomUUID } from "node:crypto"
import { preparedPer, slot } from "../../db/compiled.js"
import type { Db } from "../../db/connect.js"
import { sessions } from "../../db/schema.js"
import { hashSecretToken, newSecretToken } from "./tokens.js"

export interface Session {
  /** Public id, shown as User.session_id. */
  readonly id: string
  readonly userId: number
  readonly expiresAt: number
  /** When it was started: with the absolute lifetime, the latest it may ever expire. */
  readonly createdAt: number
}

export type SessionLookup =
  | { readonly status: "active"; readonly session: Session }
  /** Known but past its expiry or revoked: the person has to log in again. */
  | { readonly status: "ended" }
  | { readonly status: "unknown" }

export const startSession = async (db: Db, userId: number, now: number, ttlMs: number): Promise<{ token: string; session: Session }> => {
  const token = newSecretToken()
  const session: Session = { id: randomUUID(), userId, expiresAt: now + ttlMs, createdAt: now }
  await db.insert(sessions).values({
    id: session.id,
    userId,
    tokenHash: hashSecretToken(token),
    createdAt: new Date(now),
    expiresAt: new Date(session.expiresAt),
  })
  return { token, session }
}

export const lookupSession = async (db: Db, token: string, now: number): Promise<SessionLookup> => {
  const [row] = await sessionByHash(db).execute({ hash: hashSecretToken(token) })
  if (!row) return { status: "unknown" }
  if (row.revokedAt !== null || row.expiresAt.getTime() <= now) return { status: "ended" }
  return { status: "active", session: { id: row.id, userId: row.userId, expiresAt: row.expiresAt.getTime(), createdAt: row.createdAt.getTime() } }
}

/** Every authenticated request asks: prepared once per handle. */
const sessionByHash = preparedPer((db) => db.select().from(sessions).where(eq(sessions.tokenHash, slot("hash"))).limit(1).prepare("session_by_hash"))

/** The expiry a use at `now` slides to: now + TTL, but never past the absolute lifetime from the start. */
export const slidExpiry = (session: Session, now: number, ttlMs: number, maxAgeMs: number): number => Math.min(now + ttlMs, session.createdAt + maxAgeMs)

/** Moves the expiry to now + TTL (capped by the absolute lifetime), unless the session ended meanwhile. */
export const extendSession = async (db: Db, session: Session, now: number, ttlMs: number, maxAgeMs: number): Promise<Session> => {
  const expiresAt = slidExpiry(session, now, ttlMs, maxAgeMs)
  await db
    .update(sessions)
    .set({ expiresAt: new Date(expiresAt) })
    .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)))
  return { ...session, expiresAt }
}

export const revokeSession = async (db: Db, sessionId: string, now: number): Promise<void> => {
  await db.update(sessions).set({ revokedAt: new Date(now) }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Ends every live session of a user (password reset), or all but one (password change). */
export const revokeSessionsOfUser = async (db: Db, userId: number, now: number, keep: string | null): Promise<string[]> => {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id })
  return rows.map((r) => r.id)
}

export const liveSessionsOfUser = async (db: Db, userId: number, now: number): Promise<Session[]> => {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now))))
  return rows.map((r) => ({ id: r.id, userId: r.userId, expiresAt: r.expiresAt.getTime(), createdAt: r.createdAt.getTime() }))
}
