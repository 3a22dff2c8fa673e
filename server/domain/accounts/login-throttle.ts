/**
 * Login rate limit (issue 19 item 6): slows a guesser without letting anyone lock the owner out.
 *
 * - Per account and address: after 5 failed attempts for one e-mail from one IP address within
 *   15 minutes, that address's further attempts for that e-mail are refused (HTTP 429) until the
 *   oldest counted failure leaves the window. A successful login from the address clears its
 *   count. Another address (the owner's phone, home) is not affected: failures elsewhere do not
 *   lock the account.
 * - Per address: after 20 failures from one IP address within 15 minutes (any e-mails), that
 *   address is refused for every e-mail until the oldest leaves the window.
 * A guesser spreading over many addresses still pays argon2id per guess and 5 guesses per address
 * per 15 minutes.
 *
 * Atomic: an attempt is admitted and recorded (as a failure, corrected to a success after the
 * password check) in one transaction holding transaction-scoped advisory locks on the address and
 * on the e-mail, taken in that order by everybody, so parallel attempts are counted one after the
 * other: 30 concurrent wrong passwords get 5 checks, never more. Attempts live in the database so
 * that every server process behind a load balancer sees the same counts. Refused attempts are not
 * recorded, so waiting out the window always works.
 */
import { and, asc, desc, eq, gt, sql } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { loginAttempts } from "../../db/schema.js"
import { MINUTE_MS } from "../clock.js"

export const LOGIN_WINDOW_MS = 15 * MINUTE_MS
/** Failures for one e-mail from one address. */
export const MAX_FAILURES_PER_EMAIL = 5
export const MAX_FAILURES_PER_IP = 20

/** Milliseconds until the oldest `excess`-th failure leaves the window. */
const waitFor = (failures: ReadonlyArray<{ attemptedAt: Date }>, limit: number, now: number): number | null => {
  if (failures.length < limit) return null
  const freeing = failures[failures.length - limit]
  return freeing ? Math.max(1, freeing.attemptedAt.getTime() + LOGIN_WINDOW_MS - now) : null
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0]

const retryAfter = async (tx: Tx, email: string, ip: string, now: number): Promise<number | null> => {
  const windowStart = new Date(now - LOGIN_WINDOW_MS)
  const [lastSuccess] = await tx
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, true), gt(loginAttempts.attemptedAt, windowStart)))
    .orderBy(desc(loginAttempts.id))
    .limit(1)
  const pairFailures = await tx
    .select({ attemptedAt: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.attemptedAt, windowStart),
        lastSuccess ? gt(loginAttempts.id, lastSuccess.id) : undefined,
      ),
    )
    .orderBy(asc(loginAttempts.attemptedAt), asc(loginAttempts.id))
  const ipFailures = await tx
    .select({ attemptedAt: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, windowStart)))
    .orderBy(asc(loginAttempts.attemptedAt), asc(loginAttempts.id))
  const waits = [waitFor(pairFailures, MAX_FAILURES_PER_EMAIL, now), waitFor(ipFailures, MAX_FAILURES_PER_IP, now)]
  const blocking = waits.filter((w): w is number => w !== null)
  return blocking.length > 0 ? Math.max(...blocking) : null
}

export type LoginAdmission = { readonly admitted: true; readonly attemptId: number } | { readonly admitted: false; readonly retryAfterMs: number }

/**
 * Admits one attempt or says how long to wait. An admitted attempt is already recorded as a
 * failure; call `recordLoginSuccess` with its id when the password was right.
 */
export const admitLoginAttempt = (db: Db, email: string, ip: string, now: number): Promise<LoginAdmission> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-ip:${ip}`}))`)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-email:${email}`}))`)
    const wait = await retryAfter(tx, email, ip, now)
    if (wait !== null) return { admitted: false, retryAfterMs: wait } as const
    const [row] = await tx.insert(loginAttempts).values({ email, ip, succeeded: false, attemptedAt: new Date(now) }).returning({ id: loginAttempts.id })
    if (!row) throw new Error("the login attempt was not recorded")
    return { admitted: true, attemptId: row.id } as const
  })

export const recordLoginSuccess = async (db: Db, attemptId: number): Promise<void> => {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId))
}
