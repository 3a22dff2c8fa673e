/**
 * Password hashing: argon2id at the OWASP Password Storage Cheat Sheet's first recommended setting
 * (m = 19 MiB, t = 2, p = 1), a fresh 16-byte salt per hash, stored as a PHC string so the
 * parameters travel with the hash and can be raised later without breaking old accounts.
 *
 * hash-wasm's own `argon2Verify` compares with `===`; we recompute the raw hash and compare with
 * `timingSafeEqual` instead.
 */
import { argon2id } from "hash-wasm"
import { randomBytes, timingSafeEqual } from "node:crypto"

export const ARGON2_PARAMETERS = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const

export const hashPassword = async (password: string): Promise<string> =>
  argon2id({ password, salt: randomBytes(16), ...ARGON2_PARAMETERS, outputType: "encoded" })

interface Phc {
  readonly memorySize: number
  readonly iterations: number
  readonly parallelism: number
  readonly salt: Buffer
  readonly hash: Buffer
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/

const parsePhc = (phc: string): Phc | null => {
  const m = PHC.exec(phc)
  if (!m) return null
  return {
    memorySize: Number(m[1]),
    iterations: Number(m[2]),
    parallelism: Number(m[3]),
    salt: Buffer.from(m[4] ?? "", "base64"),
    hash: Buffer.from(m[5] ?? "", "base64"),
  }
}

export const verifyPassword = async (password: string, phc: string): Promise<boolean> => {
  const parsed = parsePhc(phc)
  // The hash library throws on an empty password; none ever matches (the HTTP layer refuses it first).
  if (password.length === 0 || !parsed || parsed.hash.length < 16 || parsed.salt.length < 8) return false
  const computed = await argon2id({
    password,
    salt: parsed.salt,
    memorySize: parsed.memorySize,
    iterations: parsed.iterations,
    parallelism: parsed.parallelism,
    hashLength: parsed.hash.length,
    outputType: "binary",
  })
  return timingSafeEqual(Buffer.from(computed), parsed.hash)
}

let decoy: Promise<string> | null = null

/**
 * Spends the same work as a real check when the e-mail is unknown, so response time does not
 * tell an attacker which addresses have accounts.
 */
export const verifyAgainstDecoy = async (password: string): Promise<false> => {
  decoy ??= hashPassword("decoy-password-never-matches")
  await verifyPassword(password, await decoy)
  return false
}
