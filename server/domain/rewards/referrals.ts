/**
 * Refer a friend (issue 18, spec §2.7 "referral"). Rules, tested in specs/server/rewards-referral.test.ts:
 *
 * 1. Every bettor has one referral code, made the first time they ask for it (8 characters from an
 *    alphabet without look-alikes, drawn by the secure generator; unique).
 * 2. Sign-up may carry a code (`referral_code`): the new bettor is linked to the code's owner, once
 *    (referrals is unique per referred bettor). An unknown code refuses the sign-up with a 400
 *    before anything is written, so a typo is not silently lost.
 * 3. The friend counts when they make their FIRST confirmed deposit: `qualified_at` is set by a
 *    conditional update (null → now), so a second deposit qualifies nothing more; then the
 *    referrer's opted-in referral reward counts the friend once (ref referral:<friend's user id>).
 *    A referrer who opts in only after the friend's first deposit is not credited for that friend:
 *    as with every rule, you opt in, then meet it.
 */
import { and, count, eq, isNotNull, isNull } from "drizzle-orm"
import { randomInt } from "node:crypto"
import type { Db } from "../../db/connect.js"
import { referralCodes, referrals } from "../../db/schema.js"
import type { RewardsConfig } from "./offers.js"
import { recordActivity, type RewardRow } from "./service.js"

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
export const REFERRAL_CODE = /^[A-HJ-NP-Z2-9]{8}$/

const newCode = (): string => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")

/** Rule 1: the bettor's code, made on first ask. */
export const referralCodeOf = async (db: Db, userId: number, now: number): Promise<string> => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId))
    if (existing) return existing.code
    // A clash with another bettor's code (or a racing request of this one) just tries again.
    await db.insert(referralCodes).values({ userId, code: newCode(), createdAt: new Date(now) }).onConflictDoNothing()
  }
  throw new Error(`could not make a referral code for user ${userId}`)
}

/** The owner of a code, or null (codes are matched without regard to case or spaces). */
export const referrerOf = async (db: Db, code: string): Promise<number | null> => {
  const normal = code.replace(/\s+/g, "").toUpperCase()
  if (!REFERRAL_CODE.test(normal)) return null
  const [row] = await db.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.code, normal))
  return row?.userId ?? null
}

/** Rule 2: links the new bettor to their referrer (once; never to themselves). */
export const linkReferral = async (db: Db, referrerUserId: number, referredUserId: number, now: number): Promise<boolean> => {
  if (referrerUserId === referredUserId) return false
  const rows = await db.insert(referrals).values({ referrerUserId, referredUserId, createdAt: new Date(now) }).onConflictDoNothing().returning({ id: referrals.id })
  return rows.length > 0
}

/** Rule 3: the friend's deposit; the referrer and their rewards that moved when it was the first. */
export const referredDeposited = async (db: Db, config: RewardsConfig, referredUserId: number, now: number): Promise<{ referrerUserId: number; moved: RewardRow[] } | null> => {
  const [qualified] = await db
    .update(referrals)
    .set({ qualifiedAt: new Date(now) })
    .where(and(eq(referrals.referredUserId, referredUserId), isNull(referrals.qualifiedAt)))
    .returning({ referrerUserId: referrals.referrerUserId })
  if (!qualified) return null
  const moved = await recordActivity(db, config, qualified.referrerUserId, "referral", [String(referredUserId)], now)
  return { referrerUserId: qualified.referrerUserId, moved }
}

/** What the bettor's referral page shows: friends signed up with their code, and those who deposited. */
export const referralCounts = async (db: Db, referrerUserId: number): Promise<{ signed_up: number; qualified: number }> => {
  const [all] = await db.select({ n: count() }).from(referrals).where(eq(referrals.referrerUserId, referrerUserId))
  const [done] = await db.select({ n: count() }).from(referrals).where(and(eq(referrals.referrerUserId, referrerUserId), isNotNull(referrals.qualifiedAt)))
  return { signed_up: Number(all?.n ?? 0), qualified: Number(done?.n ?? 0) }
}
