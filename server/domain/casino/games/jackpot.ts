/**
 * The progressive pot, in thousandths of a minor unit so that a 1% share of any whole stake is
 * exact. Of each contribution 80% grows the visible pot and 20% a reserve that reseeds the pot
 * after a win (up to `seed`), so in the long run every contribution is paid back to players: the
 * jackpot adds exactly its contribution rate to the game's RTP. The payout is the pot rounded down
 * to a minor unit; the fraction left over stays in the next pot.
 */
export interface JackpotPot {
  /** Thousandths of a minor unit. */
  readonly pot: number
  readonly reserve: number
}

export const MILLI = 1000

/** What one stake adds: 80% to the pot, 20% to the reserve (contribution = num/den of the stake). */
export const contribute = (state: JackpotPot, stake: number, share: { readonly num: number; readonly den: number }): JackpotPot => {
  const total = (stake * MILLI * share.num) / share.den
  if (!Number.isInteger(total) || total % 5 !== 0) throw new RangeError(`a stake of ${stake} does not split into whole thousandths`)
  return { pot: state.pot + (total / 5) * 4, reserve: state.reserve + total / 5 }
}

/** The pot is won: the payout in minor units and the pot after reseeding from the reserve. */
export const winPot = (state: JackpotPot, seed: number): { readonly payout: number; readonly next: JackpotPot } => {
  const payout = Math.floor(state.pot / MILLI)
  const reseed = Math.min(seed * MILLI, state.reserve)
  return { payout, next: { pot: state.pot - payout * MILLI + reseed, reserve: state.reserve - reseed } }
}
