/**
 * Phone number checks (spec §7 users/phone/send-code and check-code): a 6-digit code by SMS (the
 * reference server "sends" it to the outbox, addressed to the number), valid 10 minutes.
 *
 * Limits (the code is short, so guessing is what they stop):
 * - a new code at most once a minute and five times an hour per user;
 * - a code takes at most five wrong tries; after that it is dead (locked) and even the right code
 *   is refused until a new one is sent — so at most 25 guesses an hour against 10^6 codes.
 * Codes are stored as digests bound to their row; a used or expired code never works again.
 */
import { and, desc, eq, gte } from "drizzle-orm"
import { randomInt } from "node:crypto"
import type { Db } from "../../db/connect.js"
import { phoneCodes, phoneNumbers } from "../../db/schema.js"
import { hashSecretToken } from "../accounts/tokens.js"
import { HOUR_MS, MINUTE_MS } from "../clock.js"

export const CODE_LENGTH = 6
export const CODE_TTL_MS = 10 * MINUTE_MS
export const RESEND_AFTER_MS = MINUTE_MS
export const MAX_CODES_PER_HOUR = 5
export const MAX_FAILED_TRIES = 5

export interface PhoneInput {
  readonly dialCode: string
  readonly number: string
}

/** "+44", "07700 900123" → { "+44", "7700900123" }; null when it is not a phone number. */
export const normalisePhone = (dialCode: string, number: string): PhoneInput | null => {
  const dial = dialCode.trim()
  if (!/^\+[1-9]\d{0,3}$/.test(dial)) return null
  const digits = number.replace(/[\s\-().]/g, "").replace(/^0+/, "")
  if (!/^\d{6,14}$/.test(digits)) return null
  return { dialCode: dial, number: digits }
}

/** Spec §3: the display masks all but the last 3 digits. */
export const maskNumber = (number: string): string => (number.length <= 3 ? number : "•".repeat(number.length - 3) + number.slice(-3))

const digest = (userId: number, code: string): string => hashSecretToken(`phone:${userId}:${code}`)

export type SendOutcome = { readonly ok: true; readonly code: string; readonly expiresAt: number; readonly resendAt: number } | { readonly ok: false; readonly retryAfterMs: number }

export const issuePhoneCode = async (db: Db, userId: number, phone: PhoneInput, now: number): Promise<SendOutcome> => {
  const recent = await db
    .select({ createdAt: phoneCodes.createdAt })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, userId), gte(phoneCodes.createdAt, new Date(now - HOUR_MS))))
    .orderBy(desc(phoneCodes.createdAt))
  const last = recent[0]?.createdAt.getTime()
  if (last !== undefined && now - last < RESEND_AFTER_MS) return { ok: false, retryAfterMs: RESEND_AFTER_MS - (now - last) }
  if (recent.length >= MAX_CODES_PER_HOUR) {
    const oldest = recent[recent.length - 1]!.createdAt.getTime()
    return { ok: false, retryAfterMs: Math.max(1, oldest + HOUR_MS - now) }
  }
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0")
  await db.insert(phoneCodes).values({
    userId,
    dialCode: phone.dialCode,
    number: phone.number,
    codeHash: digest(userId, code),
    createdAt: new Date(now),
    expiresAt: new Date(now + CODE_TTL_MS),
  })
  return { ok: true, code, expiresAt: now + CODE_TTL_MS, resendAt: now + RESEND_AFTER_MS }
}

export type CheckOutcome =
  | { readonly ok: true; readonly phone: PhoneInput }
  | { readonly ok: false; readonly reason: "no_code" | "expired" | "locked" | "wrong"; readonly triesLeft: number }

export const checkPhoneCode = async (db: Db, userId: number, code: string, now: number): Promise<CheckOutcome> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(phoneCodes).where(eq(phoneCodes.userId, userId)).orderBy(desc(phoneCodes.id)).limit(1).for("update")
    if (!row || row.usedAt !== null) return { ok: false as const, reason: "no_code" as const, triesLeft: 0 }
    if (row.failedAttempts >= MAX_FAILED_TRIES) return { ok: false as const, reason: "locked" as const, triesLeft: 0 }
    if (row.expiresAt.getTime() <= now) return { ok: false as const, reason: "expired" as const, triesLeft: 0 }
    if (!/^\d+$/.test(code.trim()) || digest(userId, code.trim()) !== row.codeHash) {
      const failed = row.failedAttempts + 1
      await tx.update(phoneCodes).set({ failedAttempts: failed }).where(eq(phoneCodes.id, row.id))
      return failed >= MAX_FAILED_TRIES
        ? { ok: false as const, reason: "locked" as const, triesLeft: 0 }
        : { ok: false as const, reason: "wrong" as const, triesLeft: MAX_FAILED_TRIES - failed }
    }
    await tx.update(phoneCodes).set({ usedAt: new Date(now) }).where(eq(phoneCodes.id, row.id))
    await tx
      .insert(phoneNumbers)
      .values({ userId, dialCode: row.dialCode, number: row.number, verifiedAt: new Date(now), updatedAt: new Date(now) })
      .onConflictDoUpdate({ target: phoneNumbers.userId, set: { dialCode: row.dialCode, number: row.number, verifiedAt: new Date(now), updatedAt: new Date(now) } })
    return { ok: true as const, phone: { dialCode: row.dialCode, number: row.number } }
  })

export const phoneOf = async (db: Db, userId: number): Promise<{ dialCode: string; number: string; verified: boolean } | null> => {
  const [row] = await db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, userId))
  return row ? { dialCode: row.dialCode, number: row.number, verified: row.verifiedAt !== null } : null
}
