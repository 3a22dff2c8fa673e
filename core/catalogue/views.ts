/**
 * What a sports page shows, as data: a page opens a view (`SportsViewOpened`) and closes it when it
 * leaves (`SportsViewClosed`); core fetches what an open view needs, keeps it fresh from the socket
 * and refetches it after a reconnect. One call per view kind; the key names a view in state.
 */
import { Schema } from "effect"

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
