/**
 * Selection statuses (spec §4): "open and new are available; winner, loser, void are closed;
 * halted means suspended; anything else is unavailable". A market that is halted suspends its
 * selections and a closed one closes them, whatever each selection says.
 */
import type { MarketStatus } from "../model/catalogue.js"

export type Availability = "available" | "suspended" | "closed" | "unavailable"

export const selectionAvailability = (status: string): Availability => {
  switch (status) {
    case "open":
    case "new":
      return "available"
    case "winner":
    case "loser":
    case "void":
      return "closed"
    case "halted":
      return "suspended"
    default:
      return "unavailable"
  }
}

/** The availability of a selection within its market. */
export const contractAvailability = (contractStatus: string, marketStatus: MarketStatus | null): Availability => {
  const own = selectionAvailability(contractStatus)
  if (marketStatus === "closed" && own !== "closed") return "closed"
  if (marketStatus === "halted" && own === "available") return "suspended"
  return own
}

/** A selection can be picked only while available. */
export const isPickable = (availability: Availability): boolean => availability === "available"
