/**
 * A slot's RTP proven by enumeration: every combination of reel stops is shown and evaluated by
 * the engine itself (`gridUnits`, the code that pays real rounds), and the totals combine exactly:
 *
 *   E = Σ units over all stop combinations / (N · betUnits)       one spin's return per stake
 *   A = Σ free spins awarded over all combinations / N            free spins each spin leads to
 *   RTP = E · (1 + m·A / (1 − A)) + jackpot contribution
 *
 * (a free spin pays m times a spin and itself awards A more on average, so a spin leads to
 * A/(1 − A) free spins in all). The progressive pot pays back, in the long run, exactly the share
 * of stakes fed to it, so it adds its contribution rate.
 */
import { add, div, fraction, mul, sub, type Fraction } from "./fraction.js"
import { gridUnits, jackpotShown, scatterCount, showStops, type CompiledSlot } from "./slot-engine.js"

export interface SlotEnumeration {
  readonly combinations: number
  readonly units: number
  readonly freeSpinsAwarded: number
  readonly jackpotCombinations: number
  /** Return of one base-game spin per unit staked (no feature, no jackpot). */
  readonly spinReturn: Fraction
  readonly rtp: Fraction
}

export const enumerateSlot = (c: CompiledSlot): SlotEnumeration => {
  const lengths = c.strips.map((s) => s.length)
  const stops = new Int32Array(c.nReels)
  let combinations = 0
  let units = 0
  let freeSpinsAwarded = 0
  let jackpotCombinations = 0
  for (;;) {
    showStops(c, stops)
    units += gridUnits(c)
    freeSpinsAwarded += c.freeSpinAward[scatterCount(c)]!
    if (jackpotShown(c)) jackpotCombinations++
    combinations++
    // Odometer over the stops.
    let r = c.nReels - 1
    while (r >= 0 && ++stops[r]! === lengths[r]!) stops[r--] = 0
    if (r < 0) break
  }
  const spinReturn = fraction(units, combinations * c.def.betUnits)
  const a = fraction(freeSpinsAwarded, combinations)
  const feature = div(mul(fraction(c.def.freeSpinMultiplier), a), sub(fraction(1), a))
  const contribution = c.def.jackpotContribution ? fraction(c.def.jackpotContribution.num, c.def.jackpotContribution.den) : fraction(0)
  const rtp = add(mul(spinReturn, add(fraction(1), feature)), contribution)
  return { combinations, units, freeSpinsAwarded, jackpotCombinations, spinReturn, rtp }
}
