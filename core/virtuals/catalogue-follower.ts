/**
 * Virtual events' markets join the catalogue's tables (the betslip picks only what the catalogue
 * holds, and the catalogue applies the markets' pushes): a follower of the catalogue's slice, run
 * after the catalogue for the virtuals' answers and pushes. Older snapshots never overwrite newer.
 */
import type { CatalogueState } from "../catalogue/index.js"
import { defineFollower, noCommands, type Step, type TaggedEvent } from "../kernel/index.js"
import type { Market } from "../model/catalogue.js"
import type { VirtualEvent } from "../model/virtuals.js"

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
  reduce: (catalogue: CatalogueState, event: TaggedEvent): Step<CatalogueState> => {
    const e = event as { _tag: string; lobby?: { upcoming: VirtualEvent[]; live: VirtualEvent[]; results: VirtualEvent[] }; event?: VirtualEvent }
    if (e._tag === "VirtualsLobbyLoaded" && e.lobby) return [putMarkets(catalogue, [...e.lobby.upcoming, ...e.lobby.live, ...e.lobby.results]), []]
    if (e._tag === "VirtualEventPushed" && e.event) return [putMarkets(catalogue, [e.event]), []]
    return [catalogue, noCommands]
  },
})
