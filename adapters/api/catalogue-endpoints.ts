/**
 * The sportsbook catalogue's calls (spec §7 `GET games`, `GET matches/{id}` v1, and the list calls
 * the sports pages need, documented in docs/api.md). Every answer is decoded with the shared wire
 * schemas of core/model/catalogue.ts and lands in the view that asked for it. A new load of the
 * same path cancels the one in flight (a fast tab switch keeps only the last answer).
 */
import {
  CompetitionPage, GamesResponse, GameTab, MatchLookup, MatchPage, SearchResults, SportHome,
} from "../../core/model/catalogue.js"
import { declareEndpoint, fixed } from "./endpoint.js"

const segment = (text: string) => encodeURIComponent(text)

export const getGames = declareEndpoint({
  name: "getGames",
  method: "GET",
  path: fixed("games"),
  version: "v0",
  response: GamesResponse,
  cancelInFlight: true,
  toEvent: (games, requestId) => ({ _tag: "GamesLoaded", requestId, games }),
})

export const getSportHome = declareEndpoint({
  name: "getSportHome",
  method: "GET",
  path: fixed("sports/home"),
  version: "v0",
  response: SportHome,
  cancelInFlight: false,
  toEvent: (home, requestId, input) => ({ _tag: "SportHomeLoaded", requestId, view: input.view, home }),
})

export const getGameTab = declareEndpoint({
  name: "getGameTab",
  method: "GET",
  path: (input) => `games/${segment(input.name)}/${segment(input.tab)}`,
  version: "v0",
  response: GameTab,
  cancelInFlight: false,
  toEvent: (page, requestId, input) => ({ _tag: "GameTabLoaded", requestId, view: input.view, page }),
})

export const getCompetition = declareEndpoint({
  name: "getCompetition",
  method: "GET",
  path: (input) => `competitions/${input.id}`,
  version: "v0",
  response: CompetitionPage,
  cancelInFlight: false,
  toEvent: (page, requestId, input) => ({ _tag: "CompetitionLoaded", requestId, view: input.view, page }),
})

export const getMatchPage = declareEndpoint({
  name: "getMatchPage",
  method: "GET",
  path: (input) => `matches/${input.id}/markets`,
  version: "v0",
  response: MatchPage,
  cancelInFlight: false,
  toEvent: (page, requestId, input) => ({ _tag: "MatchPageLoaded", requestId, view: input.view, page }),
})

export const searchSports = declareEndpoint({
  name: "searchSports",
  method: "GET",
  path: fixed("sports/search"),
  version: "v0",
  query: (input) => ({ q: input.query }),
  response: SearchResults,
  // Typing fast: only the newest query's answer matters.
  cancelInFlight: true,
  toEvent: (results, requestId, input) => ({ _tag: "SearchLoaded", requestId, view: input.view, results }),
})

export const getMatchLookup = declareEndpoint({
  name: "getMatchLookup",
  method: "GET",
  path: (input) => `matches/${input.id}`,
  version: "v1",
  response: MatchLookup,
  cancelInFlight: false,
  toEvent: (lookup, requestId) => ({ _tag: "MatchLookupLoaded", requestId, lookup }),
})

export const CATALOGUE_ENDPOINTS = {
  getGames, getSportHome, getGameTab, getCompetition, getMatchPage, searchSports, getMatchLookup,
}
