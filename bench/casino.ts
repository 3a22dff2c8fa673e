/**
 * Casino maths measured: each slot plays ROUNDS rounds (a round = the base spin and every free
 * spin it leads to) on node:crypto's CSPRNG, and prints the measured RTP beside the declared one
 * (goal: within 0.2 percentage points) and rounds per second. The progressive slot keeps a real
 * pot (1% of each stake, reseeded from its reserve) and pays it when three crowns land.
 *   CASINO_ROUNDS=… overrides the 10,000,000 rounds per slot.
 */
import { percent } from "../server/domain/casino/games/fraction.js"
import { contribute, winPot } from "../server/domain/casino/games/jackpot.js"
import { secureRandom } from "../server/domain/casino/games/random.js"
import { compileSlot, fastRound } from "../server/domain/casino/games/slot-engine.js"
import { SLOT_GAMES } from "../server/domain/casino/games/slots.js"
import type { Bench, Figure } from "./suite.js"

const ROUNDS = Number(process.env.CASINO_ROUNDS ?? 10_000_000)
/** Jackpot reseed, minor units (a £100 pot). */
const SEED = 10_000

const measure = (id: string): Figure[] => {
  const game = SLOT_GAMES.find((g) => g.id === id)!
  const c = compileSlot(game.definition)
  const rng = secureRandom()
  const stake = c.def.betUnits * 10
  const share = c.def.jackpotContribution
  let pot = { pot: SEED * 1000, reserve: 0 }
  let units = 0
  let jackpotPaid = 0
  let jackpots = 0
  const started = performance.now()
  for (let i = 0; i < ROUNDS; i++) {
    units += fastRound(c, rng)
    if (share) {
      pot = contribute(pot, stake, share)
      if (fastRound.jackpot) {
        const won = winPot(pot, SEED)
        jackpotPaid += won.payout
        pot = won.next
        jackpots++
      }
    }
  }
  const seconds = (performance.now() - started) / 1000
  const returned = (units * stake) / c.def.betUnits + jackpotPaid
  const measured = Math.round((returned / (ROUNDS * stake)) * 100 * 10_000) / 10_000
  return [
    { bench: `casino.${id}.rtp`, value: measured, declared: percent(game.declaredRtp), rounds: ROUNDS, unit: "%", ...(share ? { jackpots } : {}) },
    { bench: `casino.${id}.rounds_per_second`, value: Math.round(ROUNDS / seconds), unit: "rounds/s" },
  ]
}

export const casinoRtp: Bench = {
  name: "casino",
  async run() {
    return SLOT_GAMES.flatMap((g) => measure(g.id))
  },
}
