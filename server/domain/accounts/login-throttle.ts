/**
 * Login rate limit: after 5 failed attempts for one e-mail, or 20 from one IP address, within
 * 15 minutes, further attempts are refused (HTTP 429) until the oldest counted failure leaves the
 * window. A successful login clears the e-mail's count. Attempts live in the database so that
 * every server process behind a load balancer sees the same count. Refused attempts are not
 * recorded, so waiting out the window always works.
 */
import { and, asc, desc, eq, gt } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { loginAttempts } from "../../db/schema.js"
import { MINUTE_MS } from "../clock.js"

export const LOGIN_WINDOW_MS = 15 * MINUTE_MS
export const MAX_FAILURES_PER_EMAIL = 5
export const MAX_FAILURES_PER_IP = 20

/** Milliseconds until the oldest `excess`-th failure leaves the window. */
const waitFor = (failures: ReadonlyArray<{ attemptedAt: Date }>, limit: number, now: number): number | null => {
  if (failures.length < limit) return null
  const freeing = failures[failures.length - limit]
  return freeing ? Math.max(1, freeing.attemptedAt.getTime() + LOGIN_WINDOW_MS - now) : null
}

/** How long the caller must wait before trying again, or null when an attempt is allowed now. */
export const loginRetryAfterMs = async (db: Db, email: string, ip: string, now: number): Promise<number | null> => {
  const windowStart = new Date(now - LOGIN_WINDOW_MS)
  const [lastSuccess] = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, true), gt(loginAttempts.attemptedAt, windowStart)))
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(1)
  const emailFailures = await db
    .select({ attemptedAt: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, lastSuccess?.at ?? windowStart)))
    .orderBy(asc(loginAttempts.attemptedAt))
  const ipFailures = await db
    .select({ attemptedAt: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, windowStart)))
    .orderBy(asc(loginAttempts.attemptedAt))
  const waits = [waitFor(emailFailures, MAX_FAILURES_PER_EMAIL, now), waitFor(ipFailures, MAX_FAILURES_PER_IP, now)]
  const blocking = waits.filter((w): w is number => w !== null)
  return blocking.length > 0 ? Math.max(...blocking) : null
}

export const recordLoginAttempt = async (db: Db, email: string, ip: string, succeeded: boolean, now: number): Promise<void> => {
  await db.insert(loginAttempts).values({ email, ip, succeeded, attemptedAt: new Date(now) })
}
