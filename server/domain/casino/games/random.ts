/**
 * Where casino outcomes come from. Every game draws through `RoundRandom.below(n)`, a uniform
 * integer in [0, n), so the maths never sees how the bits were made:
 *   - `fairRandom(serverSeed, clientSeed, nonce)`: the provably fair stream. Block b is
 *     HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${b}`), read as eight
 *     big-endian uint32 words. The server seed is 32 bytes from node:crypto; its SHA-256 is shown
 *     before the round and the seed itself after, so anyone can replay the round (the verifier).
 *   - `secureRandom()`: node:crypto's CSPRNG read in 64 KiB blocks (the bench and the live tables'
 *     seeds); no allocation per draw.
 * Both map a word to [0, n) by rejection (words at or above the largest multiple of n are
 * redrawn), so no outcome is favoured by modulo bias.
 */
import { createHash, createHmac, randomBytes, randomFillSync } from "node:crypto"

export interface RoundRandom {
  /** A uniform integer in [0, n); n a positive integer below 2^32. */
  below(n: number): number
}

const TWO_32 = 0x1_0000_0000

const checkBound = (n: number): void => {
  if (!Number.isInteger(n) || n < 1 || n >= TWO_32) throw new RangeError(`below(n) needs 1 <= n < 2^32, got ${n}`)
}

/** A fresh server seed: 32 bytes from the operating system's CSPRNG, as hex. */
export const newServerSeed = (): string => randomBytes(32).toString("hex")

/** What the player sees before the round: the SHA-256 of the server seed, as hex. */
export const seedHash = (serverSeed: string): string => createHash("sha256").update(serverSeed).digest("hex")

/** The provably fair stream of one round. */
export const fairRandom = (serverSeed: string, clientSeed: string, nonce: number): RoundRandom => {
  let block = 0
  let words: Uint32Array = new Uint32Array(0)
  let at = 0
  const next = (): number => {
    if (at >= words.length) {
      const digest = createHmac("sha256", serverSeed).update(`${clientSeed}:${nonce}:${block++}`).digest()
      words = new Uint32Array(8)
      for (let i = 0; i < 8; i++) words[i] = digest.readUInt32BE(i * 4)
      at = 0
    }
    return words[at++]!
  }
  return {
    below(n) {
      checkBound(n)
      const limit = TWO_32 - (TWO_32 % n)
      for (;;) {
        const w = next()
        if (w < limit) return w % n
      }
    },
  }
}

/** The CSPRNG read in blocks: fast enough for tens of millions of spins, never seeded. */
export const secureRandom = (blockWords = 16_384): RoundRandom => {
  const words = new Uint32Array(blockWords)
  let at = blockWords
  return {
    below(n) {
      checkBound(n)
      const limit = TWO_32 - (TWO_32 % n)
      for (;;) {
        if (at >= blockWords) {
          randomFillSync(words)
          at = 0
        }
        const w = words[at++]!
        if (w < limit) return w % n
      }
    },
  }
}
