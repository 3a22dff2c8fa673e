/**
 * The sportsbook catalogue (issue 4): games, competitions, matches, markets and contracts as the
 * bettor sees them, fed by the pages' list calls and kept fresh by the socket; and the match deep
 * link (spec §4), a slice of its own. See reduce.ts and match-deep-link.ts; selectors.ts lists
 * what pages read.
 */
import { defineArea, push, tagsOf } from "../kernel/index.js"
import { GamePush, MarketPush, MarketsPush, MatchPush } from "../model/catalogue.js"
import { CATALOGUE_ENDPOINTS } from "./endpoints.js"
import { CATALOGUE_EVENTS } from "./events.js"
import { initialMatchDeepLink, reduceMatchDeepLink } from "./match-deep-link.js"
import { initialCatalogue, reduceCatalogue } from "./reduce.js"

export const catalogue = defineArea({
  key: "catalogue", initial: initialCatalogue, reduce: reduceCatalogue, events: CATALOGUE_EVENTS,
  endpoints: CATALOGUE_ENDPOINTS,
  handles: [...tagsOf(CATALOGUE_EVENTS), "RequestFailed", "SocketConnected"],
  // The sportsbook's pushes (spec §7): prices and statuses, scores and clocks, live counts. The
  // first two are coalesced per animation frame before they reach core (adapters/socket/coalesce.ts).
  pushes: {
    markets: push(MarketsPush, ({ markets }) => ({ _tag: "MarketsPushed", markets })),
    market: push(MarketPush, (market) => ({ _tag: "MarketsPushed", markets: [market] })),
    match: push(MatchPush, (match) => ({ _tag: "MatchesPushed", matches: [match] })),
    game: push(GamePush, ({ games }) => ({ _tag: "GamesPushed", games })),
  },
})

/** spec §4 "Match deep link": `?bid=` opens the match's page once per visit. */
export const matchDeepLink = defineArea({
  key: "matchDeepLink", initial: initialMatchDeepLink, reduce: reduceMatchDeepLink,
  handles: ["AppStarted", "LocationChanged", "RequestFailed", "GamesLoaded", "MatchLookupLoaded"],
})

export * from "./availability.js"
export * from "./endpoints.js"
export * from "./events.js"
export * from "./match-deep-link.js"
export * from "./picks.js"
export {
  initialCatalogue, matchesOfView, reconcileSubscriptions, wantedSubscriptions,
  type CatalogueState, type ContractEntry, type Direction, type MarketEntry, type MatchEntry, type SlipMarket, type ViewData,
  type ViewEntry, type ViewStatus,
} from "./reduce.js"
export * from "./selectors.js"
export * from "./views.js"
export * from "./ordering.js"
