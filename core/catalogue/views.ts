/**
 * What a sports page shows, as data: a page opens a view (`SportsViewOpened`) and closes it when it
 * leaves (`SportsViewClosed`); core fetches what an open view needs, keeps it fresh from the socket
 * and refetches it after a reconnect. One call per view kind; the key names a view in state.
 */
import { Schema } from "effect"
import { call, type Call } from "../app/commands.js"

export const SportsView = Schema.Union([
  Schema.TaggedStruct("Home", {}),
  Schema.TaggedStruct("InPlay", {}),
  Schema.TaggedStruct("GameTab", { name: Schema.String, tab: Schema.String }),
  Schema.TaggedStruct("Competition", { id: Schema.Int }),
  Schema.TaggedStruct("Match", { id: Schema.Int }),
  Schema.TaggedStruct("Search", { query: Schema.String }),
])
export type SportsView = typeof SportsView.Type

/** A stable name for a view: the key of its entry in state. */
export const viewKey = (view: SportsView): string => {
  switch (view._tag) {
    case "Home":
      return "home"
    case "InPlay":
      return "in-play"
    case "GameTab":
      return `game:${view.name}:${view.tab}`
    case "Competition":
      return `competition:${view.id}`
    case "Match":
      return `match:${view.id}`
    case "Search":
      return `search:${view.query.trim().toLowerCase()}`
  }
}

/** Search needs two characters at least (the server's rule); shorter queries fetch nothing. */
export const SEARCH_MIN_LENGTH = 2

/** The call that loads a view, or null when there is nothing to ask (a too-short search). */
export const fetchOfView = (view: SportsView, requestId: string): Call | null => {
  switch (view._tag) {
    case "Home":
    case "InPlay":
      // The in-play page is the home call's in-play list, grouped by sport on screen.
      return call("getSportHome", { view }, requestId, null)
    case "GameTab":
      return call("getGameTab", { view, name: view.name, tab: view.tab }, requestId, null)
    case "Competition":
      return call("getCompetition", { view, id: view.id }, requestId, null)
    case "Match":
      return call("getMatchPage", { view, id: view.id }, requestId, null)
    case "Search":
      return view.query.trim().length < SEARCH_MIN_LENGTH ? null : call("searchSports", { view, query: view.query.trim() }, requestId, null)
  }
}
