/**
 * Virtual events' markets join the catalogue's tables (the betslip picks only what the catalogue
 * holds, and the catalogue applies the markets' pushes): a follower of the catalogue's slice, run
 * after the catalogue for the virtuals' answers and pushes. Older snapshots never overwrite newer.
 */
import type { CatalogueState } from "../catalogue/index.js"
import { defineFollower, unchanged, type Step } from "../kernel/index.js"
import type { Market } from "../model/catalogue.js"
import type { VirtualEvent } from "../model/virtuals.js"
import type { VirtualsEvent } from "./events.js"

type Carrying = Extract<VirtualsEvent, { readonly _tag: "VirtualsLobbyLoaded" | "VirtualEventPushed" }>

const putMarkets = (s: CatalogueState, events: ReadonlyArray<VirtualEvent>): CatalogueState => {
  const markets = { ...s.markets }
  const contracts = { ...s.contracts }
  let changed = false
  for (const e of events) {
    for (const market of e.markets as ReadonlyArray<Market>) {
      const held = markets[market.id]
      if (held && held.seq >= market.seq) continue
      const { contracts: list, ...rest } = market
      markets[market.id] = { ...rest, contractIds: list.map((c) => c.id) }
      for (const contract of list) contracts[contract.id] = { contract, direction: "none", changes: contracts[contract.id]?.changes ?? 0 }
      changed = true
    }
  }
  return changed ? { ...s, markets, contracts } : s
}

export const virtualsCatalogue = defineFollower({
  key: "catalogue",
  // Only the lobby's answer and a pushed event carry markets; every other pass leaves it out.
  handles: ["VirtualsLobbyLoaded", "VirtualEventPushed"],
  reduce: (catalogue: CatalogueState, event: Carrying): Step<CatalogueState> => {
    switch (event._tag) {
      case "VirtualsLobbyLoaded":
        return [putMarkets(catalogue, [...event.lobby.upcoming, ...event.lobby.live, ...event.lobby.results]), []]
      case "VirtualEventPushed":
        return [putMarkets(catalogue, [event.event]), []]
      default:
        return unchanged(catalogue)
    }
  },
})
