/** Up or down versus the price it replaced: the one rule of spec §4, for the catalogue and the betslip. */
import type { PriceChangeDirection } from "../model/betslip.js"
import type { Price } from "../model/catalogue.js"

export const priceChangeDirection = (initial: Price | null, current: Price | null): PriceChangeDirection => {
  if (initial === null || current === null) return "none"
  if (current.decimal > initial.decimal) return "up"
  if (current.decimal < initial.decimal) return "down"
  return "none"
}
