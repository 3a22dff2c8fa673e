/**
 * The sportsbook catalogue's calls (spec §7 `GET games`, `GET matches/{id}` v1, and the list calls
 * the sports pages need, documented in docs/api.md). Every answer is decoded with the shared wire
 * schemas of core/model/catalogue.ts and lands in the view that asked for it. A new load of the
 * same path cancels the one in flight (a fast tab switch keeps only the last answer).
 */
import { call, defineEndpoint, fixed, type Call, eventWith } from "../kernel/index.js"
import {
  CompetitionPage, GamesResponse, GameTab, MatchLookup, MatchPage, SearchResults, SportHome,
} from "../model/catalogue.js"
import { SEARCH_MIN_LENGTH, type SportsView } from "./views.js"

const segment = (text: string) => encodeURIComponent(text)

export const getGames = defineEndpoint()({
  name: "getGames", method: "GET", path: fixed("games"),
  response: GamesResponse, toEvent: eventWith("GamesLoaded", "games"),
})

export const getSportHome = defineEndpoint<{ readonly view: SportsView }>()({
  name: "getSportHome", method: "GET", path: fixed("sports/home"),
  response: SportHome, cancelInFlight: false, toEvent: (home, requestId, input) => ({ _tag: "SportHomeLoaded", requestId, view: input.view, home }),
})

export const getGameTab = defineEndpoint<{ readonly view: SportsView; readonly name: string; readonly tab: string }>()({
  name: "getGameTab", method: "GET", path: (input) => `games/${segment(input.name)}/${segment(input.tab)}`,
  response: GameTab, cancelInFlight: false, toEvent: (page, requestId, input) => ({ _tag: "GameTabLoaded", requestId, view: input.view, page }),
})

export const getCompetition = defineEndpoint<{ readonly view: SportsView; readonly id: number }>()({
  name: "getCompetition", method: "GET", path: (input) => `competitions/${input.id}`,
  response: CompetitionPage,
  cancelInFlight: false,
  toEvent: (page, requestId, input) => ({ _tag: "CompetitionLoaded", requestId, view: input.view, page }),
})

export const getMatchPage = defineEndpoint<{ readonly view: SportsView; readonly id: number }>()({
  name: "getMatchPage", method: "GET", path: (input) => `matches/${input.id}/markets`,
  response: MatchPage, cancelInFlight: false, toEvent: (page, requestId, input) => ({ _tag: "MatchPageLoaded", requestId, view: input.view, page }),
})

export const searchSports = defineEndpoint<{ readonly view: SportsView; readonly query: string }>()({
  name: "searchSports", method: "GET", path: fixed("sports/search"),
  query: (input) => ({ q: input.query }),
  response: SearchResults,
  // Typing fast: only the newest query's answer matters.
  toEvent: (results, requestId, input) => ({ _tag: "SearchLoaded", requestId, view: input.view, results }),
})

/** spec §7 GET matches/{id} (v1): the match deep link's lookup. */
export const getMatchLookup = defineEndpoint<{ readonly id: number }>()({
  name: "getMatchLookup", method: "GET", path: (input) => `matches/${input.id}`,
  version: "v1", response: MatchLookup, cancelInFlight: false, toEvent: eventWith("MatchLookupLoaded", "lookup"),
})

export const CATALOGUE_ENDPOINTS = {
  getGames, getSportHome, getGameTab, getCompetition, getMatchPage, searchSports, getMatchLookup,
}

/** The call that loads a view, or null when there is nothing to ask (a too-short search). */
export const fetchOfView = (view: SportsView, requestId: string): Call | null => {
  switch (view._tag) {
    case "Home":
    case "InPlay":
      // The in-play page is the home call's in-play list, grouped by sport on screen.
      return call(getSportHome, { view }, requestId, null)
    case "GameTab":
      return call(getGameTab, { view, name: view.name, tab: view.tab }, requestId, null)
    case "Competition":
      return call(getCompetition, { view, id: view.id }, requestId, null)
    case "Match":
      return call(getMatchPage, { view, id: view.id }, requestId, null)
    case "Search":
      return view.query.trim().length < SEARCH_MIN_LENGTH ? null : call(searchSports, { view, query: view.query.trim() }, requestId, null)
  }
}
