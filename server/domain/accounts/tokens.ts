/**
 * Bearer secrets: session tokens and e-mail link tokens. 32 random bytes, base64url on the wire;
 * only their SHA-256 digest is stored, so the database alone cannot be replayed into a session.
 * (A fast hash is right here, unlike passwords: the input already has 256 bits of entropy.)
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto"

export const newSecretToken = (): string => randomBytes(32).toString("base64url")

export const hashSecretToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex")

/** Equal-length-independent constant-time comparison of two strings (operator token check). */
export const secretsEqual = (a: string, b: string): boolean => {
  const da = createHash("sha256").update(a, "utf8").digest()
  const db = createHash("sha256").update(b, "utf8").digest()
  return timingSafeEqual(da, db)
}
