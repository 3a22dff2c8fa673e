/**
 * Webhook signatures, the way hosted-checkout providers sign them: the header
 * `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 * The merchant recomputes the HMAC over the raw bytes it received (never a re-encoded JSON),
 * compares in constant time, and refuses a timestamp outside the replay window.
 */
import { createHmac, timingSafeEqual } from "node:crypto"

export const SIGNATURE_HEADER = "sandbox-signature"
/** Events older (or newer) than this against the merchant's clock are refused as replays. */
export const REPLAY_WINDOW_MS = 5 * 60_000

export const signPayload = (secret: string, body: string, atMs: number): string => {
  const t = Math.floor(atMs / 1000)
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")
  return `t=${t},v1=${v1}`
}

export type SignatureProblem = "missing" | "malformed" | "mismatch" | "stale"

export const verifySignature = (secret: string, body: string, header: string | null | undefined, nowMs: number): SignatureProblem | null => {
  if (!header) return "missing"
  const parts = new Map(header.split(",").map((p) => p.trim().split("=", 2) as [string, string]))
  const t = parts.get("t")
  const v1 = parts.get("v1")
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return "malformed"
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest()
  if (!timingSafeEqual(expected, Buffer.from(v1, "hex"))) return "mismatch"
  if (Math.abs(nowMs - Number(t) * 1000) > REPLAY_WINDOW_MS) return "stale"
  return null
}
