/**
 * /auth/passthrough links (spec §2.4): a one-time link, e.g. in an e-mail, that logs the bettor in
 * and lands them on the page it names. The token is 32 random bytes (unforgeable; only its digest
 * is stored), lives 15 minutes, works once, and may only name a page of this site (a path, never
 * another origin: no open redirect).
 */
import { and, eq, gt, isNull } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { passthroughLinks } from "../../db/schema.js"
import { hashSecretToken, newSecretToken } from "../accounts/tokens.js"
import { MINUTE_MS } from "../clock.js"

export const PASSTHROUGH_TTL_MS = 15 * MINUTE_MS

/** A same-site path: starts with one "/", no scheme, no backslash, no "//" host. */
export const isSafeTarget = (target: string): boolean =>
  /^\/(?![/\\])[^\s\\]*$/.test(target) && !/^\/[^?#]*:/.test(target) && target.length <= 500

export const issuePassthrough = async (db: Db, userId: number, target: string, now: number): Promise<string> => {
  if (!isSafeTarget(target)) throw new Error(`not a page of this site: ${target}`)
  const token = newSecretToken()
  await db.insert(passthroughLinks).values({
    userId,
    tokenHash: hashSecretToken(token),
    target,
    createdAt: new Date(now),
    expiresAt: new Date(now + PASSTHROUGH_TTL_MS),
  })
  return token
}

/** Spends the token: its user and target, or null when unknown, used or expired. */
export const spendPassthrough = async (db: Db, token: string, now: number): Promise<{ userId: number; target: string } | null> => {
  const [row] = await db
    .update(passthroughLinks)
    .set({ usedAt: new Date(now) })
    .where(and(eq(passthroughLinks.tokenHash, hashSecretToken(token)), isNull(passthroughLinks.usedAt), gt(passthroughLinks.expiresAt, new Date(now))))
    .returning({ userId: passthroughLinks.userId, target: passthroughLinks.target })
  return row ?? null
}

export const passthroughLink = (publicUrl: string, token: string): string => `${publicUrl.replace(/\/+$/, "")}/auth/passthrough?token=${encodeURIComponent(token)}`
