/**
 * Single-use, expiring tokens sent by e-mail: confirming the address and resetting the password.
 * Stored hashed like session tokens. Issuing a new token of a purpose voids the older unused
 * ones, so only the latest mail's link works. Spending is one UPDATE … RETURNING: two clicks on
 * the same link cannot both succeed.
 */
import { and, eq, gt, isNull } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { emailTokens } from "../../db/schema.js"
import { HOUR_MS } from "../clock.js"
import { hashSecretToken, newSecretToken } from "./tokens.js"

export type EmailTokenPurpose = "confirm_email" | "reset_password"

export const EMAIL_TOKEN_TTL_MS: Readonly<Record<EmailTokenPurpose, number>> = {
  confirm_email: 48 * HOUR_MS,
  reset_password: 1 * HOUR_MS,
}

export const issueEmailToken = async (db: Db, userId: number, purpose: EmailTokenPurpose, now: number): Promise<string> => {
  const token = newSecretToken()
  await db.transaction(async (tx) => {
    await tx
      .update(emailTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)))
    await tx.insert(emailTokens).values({
      userId,
      purpose,
      tokenHash: hashSecretToken(token),
      createdAt: new Date(now),
      expiresAt: new Date(now + EMAIL_TOKEN_TTL_MS[purpose]),
    })
  })
  return token
}

/** Spends the token; the user it was for, or null when it is unknown, used, expired or for another purpose. */
export const spendEmailToken = async (db: Db, token: string, purpose: EmailTokenPurpose, now: number): Promise<number | null> => {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(emailTokens.tokenHash, hashSecretToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date(now)),
      ),
    )
    .returning({ userId: emailTokens.userId })
  return row?.userId ?? null
}
