/**
 * The virtuals' randomness: an HMAC-SHA256 counter-mode generator (node:crypto). Every stream is
 * keyed by HMAC(master key, label), so an event's card, its result and its animation each draw
 * from their own stream: the same master key and event give the same draws in any order, and
 * without the key nobody can predict them.
 *
 * The master key is random (crypto.randomBytes) in a real deployment; a test (or the e2e server,
 * via VIRTUALS_SEED / SIM_SEED) derives it from a seed so a run can be replayed.
 */
import { createHash, createHmac, randomBytes } from "node:crypto"

export interface SecureRng {
  /** Uniform in [0, 1), 53 random bits. */
  next(): number
}

export type MasterKey = Buffer

export const masterKeyFromSeed = (seed: number | string): MasterKey => createHash("sha256").update(`virtuals:${seed}`).digest()

export const randomMasterKey = (): MasterKey => randomBytes(32)

/** A stream of uniforms for one purpose (e.g. "result:800000012"). */
export const secureStream = (master: MasterKey, label: string): SecureRng => {
  const key = createHmac("sha256", master).update(label).digest()
  let counter = 0
  let block: Buffer = Buffer.alloc(0)
  let offset = 32
  return {
    next: () => {
      if (offset + 7 > block.length) {
        const c = Buffer.alloc(8)
        c.writeBigUInt64BE(BigInt(counter++))
        block = createHmac("sha256", key).update(c).digest()
        offset = 0
      }
      // 56 bits, the top 53 kept: exactly representable, uniform in [0, 1).
      const hi = block.readUIntBE(offset, 4)
      const lo = block.readUIntBE(offset + 4, 3)
      offset += 7
      return (hi * 2 ** 21 + (lo >>> 3)) / 2 ** 53
    },
  }
}

/** A standard normal draw (Box–Muller). */
export const normalOf = (rng: SecureRng): number => {
  const u = Math.max(rng.next(), 1e-300)
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next())
}

/** A Poisson draw by inversion of the CDF: exact for the small means of football goals. */
export const poissonOf = (rng: SecureRng, mean: number): number => {
  const u = rng.next()
  let k = 0
  let p = Math.exp(-mean)
  let cdf = p
  while (u >= cdf && k < 60) {
    k += 1
    p = (p * mean) / k
    cdf += p
  }
  return k
}
