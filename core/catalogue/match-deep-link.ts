/**
 * spec §4 "Match deep link": the query parameter `bid` (two comma-separated parts, the first the
 * match id) triggers a one-time redirect, marked has_match_redirected=true. For games whose
 * display_type is individual it goes to the competition page with `fixture_id` added to the query;
 * otherwise to the match page. A failure is ignored silently.
 *
 * `bid` with `btype` is the betslip's deep link (contract ids), not this one.
 *
 * Handles AppStarted and LocationChanged (the link), MatchLookupLoaded (where it goes), GamesLoaded
 * (the display type, when the lookup came first), RequestFailed of the lookup (given up).
 */
import { call, type AppStarted, type LocationChanged, type Reducer, type RequestFailed, type Step } from "../kernel/index.js"
import { getGames, getMatchLookup } from "./endpoints.js"
import type { GamesLoaded, MatchLookupLoaded } from "./events.js"
import type { CatalogueState } from "./reduce.js"
import type { Game, MatchLookup } from "../model/catalogue.js"
import { urlFor } from "../routing/routes.js"
import { parseQuery } from "../routing/query.js"

export interface MatchDeepLinkState {
  readonly has_match_redirected: boolean
  /** The lookup asked for, until it answers. */
  readonly requestId: string | null
  /** A lookup answered before the games list: it waits for the display type. */
  readonly waiting: MatchLookup | null
  /** The link's query, kept from when it was followed: the redirect carries it on, whatever the page did since. */
  readonly search: string | null
}

export const initialMatchDeepLink: MatchDeepLinkState = { has_match_redirected: false, requestId: null, waiting: null, search: null }

/** The match id of a `bid` match deep link in `search`, or null when there is none. */
export const matchDeepLinkId = (search: string): number | null => {
  const query = parseQuery(search)
  if (query.bid === undefined || query.btype !== undefined) return null
  const parts = query.bid.split(",").map((part) => part.trim())
  if (parts.length !== 2 || !/^\d+$/.test(parts[0]!)) return null
  return Number(parts[0])
}

/** Where the link goes, given the match and its game; null when the URL cannot be built. */
export const matchDeepLinkTarget = (lookup: MatchLookup, game: Game, search: string): string | null => {
  // The link's own key goes; the rest of its query travels on.
  const { bid: _link, ...query } = parseQuery(search)
  if (game.display_type === "individual") {
    return urlFor("sport.competition", { game: game.name, slug: lookup.competition_slug, id: String(lookup.competition_id) },
      { ...query, fixture_id: String(lookup.id) })
  }
  return urlFor("sport.match", {
    game: game.name,
    competition_slug: lookup.competition_slug,
    competition_id: String(lookup.competition_id),
    slug: lookup.slug,
    id: String(lookup.id),
  }, query)
}

const redirectTo = (s: MatchDeepLinkState, lookup: MatchLookup, games: Readonly<Record<number, Game>>): Step<MatchDeepLinkState> => {
  const game = games[lookup.game_id]
  if (!game) return [{ ...s, requestId: null, waiting: lookup }, []]
  const to = matchDeepLinkTarget(lookup, game, s.search ?? "")
  return [{ ...s, requestId: null, waiting: null, search: null }, to === null ? [] : [{ _tag: "Navigate", to, replace: true }]]
}

type Handled = AppStarted | LocationChanged | RequestFailed | GamesLoaded | MatchLookupLoaded
type Root = { readonly catalogue: CatalogueState }

export const reduceMatchDeepLink: Reducer<MatchDeepLinkState, Handled, Root> = (s, event, ctx) => {
  switch (event._tag) {
    case "AppStarted":
    case "LocationChanged": {
      if (s.has_match_redirected) return [s, []]
      const id = matchDeepLinkId(event.location.search)
      if (id === null) return [s, []]
      const requestId = ctx.nextId("req")
      const lookup = call(getMatchLookup, { id }, requestId, null)
      // The display type comes from the games list; ask for it too unless it is here already.
      const games = Object.keys(ctx.root.catalogue.games).length > 0 ? [] : [call(getGames, {}, ctx.nextId("req"), null)]
      return [{ ...s, has_match_redirected: true, requestId, search: event.location.search }, [lookup, ...games]]
    }
    case "MatchLookupLoaded":
      return event.requestId === s.requestId ? redirectTo(s, event.lookup, ctx.root.catalogue.games) : [s, []]
    case "GamesLoaded": {
      if (s.waiting === null) return [s, []]
      const games = Object.fromEntries(event.games.map((g) => [g.id, g]))
      return redirectTo(s, s.waiting, games)
    }
    case "RequestFailed":
      if (event.requestId === s.requestId) return [{ ...s, requestId: null, search: null }, []]
      if (event.endpoint === "getGames" && s.waiting !== null) return [{ ...s, waiting: null, search: null }, []]
      return [s, []]
    default:
      return [s, []]
  }
}
