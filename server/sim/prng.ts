/**
 * The simulator's randomness: mulberry32, a small seeded PRNG whose whole state is one 32-bit
 * integer, so it can be saved with the world and resumed. Never Math.random: the same seed and
 * start clock must give the same catalogue.
 */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** The state to save; `mulberry32(state)` continues the same sequence. */
  state(): number
}

export const mulberry32 = (seed: number): Rng => {
  let a = seed >>> 0
  return {
    next: () => {
      a = (a + 0x6d2b79f5) >>> 0
      let t = a
      t = Math.imul(t ^ (t >>> 15), t | 1)
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    },
    state: () => a,
  }
}

/** Mixes numbers into one 32-bit seed (FNV-1a over their bytes): a fixture's own stream. */
export const hashSeed = (...parts: ReadonlyArray<number | string>): number => {
  let h = 0x811c9dc5
  for (const part of parts) {
    const text = String(part)
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i)
      h = Math.imul(h, 0x01000193) >>> 0
    }
    h ^= 0xff
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}

export const between = (rng: Rng, min: number, max: number): number => min + (max - min) * rng.next()
export const intBetween = (rng: Rng, min: number, max: number): number => Math.floor(between(rng, min, max + 1))
export const pick = <T>(rng: Rng, items: ReadonlyArray<T>): T => items[Math.floor(rng.next() * items.length)]!
export const chance = (rng: Rng, p: number): boolean => rng.next() < p

/** A standard normal draw (Box–Muller). */
export const normal = (rng: Rng): number => {
  const u = Math.max(rng.next(), 1e-12)
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next())
}

/** Poisson draw by inversion (small means only: goals, not basketball points). */
export const poisson = (rng: Rng, mean: number): number => {
  const limit = Math.exp(-mean)
  let k = 0
  let p = rng.next()
  while (p > limit && k < 50) {
    k++
    p *= rng.next()
  }
  return k
}

/** Shuffles a copy (Fisher–Yates). */
export const shuffled = <T>(rng: Rng, items: ReadonlyArray<T>): T[] => {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}
