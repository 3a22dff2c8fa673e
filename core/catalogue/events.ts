/**
 * The catalogue's events: sports pages opening and closing views, the list calls' answers, the
 * socket's price, score and count pushes, and the person picking a selection (which the betslip
 * consumes).
 */
import { Schema } from "effect"
import { at, RequestId } from "../kernel/index.js"
import {
  CompetitionPage, Game, GamePush, GameTab, MarketUpdate, MatchLookup, MatchPage, MatchPush, SearchResults, SportHome,
} from "../model/catalogue.js"
import { SportsView } from "./views.js"

/** A sports page came on screen / left it: core loads, subscribes and unsubscribes accordingly. */
export const SportsViewOpened = Schema.TaggedStruct("SportsViewOpened", { at, view: SportsView })
export const SportsViewClosed = Schema.TaggedStruct("SportsViewClosed", { at, view: SportsView })
/** The person asked to load a view again after it failed. */
export const SportsViewRetried = Schema.TaggedStruct("SportsViewRetried", { at, view: SportsView })
export const GamesLoaded = Schema.TaggedStruct("GamesLoaded", { at, requestId: RequestId, games: Schema.Array(Game) })
export const SportHomeLoaded = Schema.TaggedStruct("SportHomeLoaded", { at, requestId: RequestId, view: SportsView, home: SportHome })
export const GameTabLoaded = Schema.TaggedStruct("GameTabLoaded", { at, requestId: RequestId, view: SportsView, page: GameTab })
export const CompetitionLoaded = Schema.TaggedStruct("CompetitionLoaded", { at, requestId: RequestId, view: SportsView, page: CompetitionPage })
export const MatchPageLoaded = Schema.TaggedStruct("MatchPageLoaded", { at, requestId: RequestId, view: SportsView, page: MatchPage })
export const SearchLoaded = Schema.TaggedStruct("SearchLoaded", { at, requestId: RequestId, view: SportsView, results: SearchResults })
/** spec §4 "Match deep link": the lookup of the `bid` match answered. */
export const MatchLookupLoaded = Schema.TaggedStruct("MatchLookupLoaded", { at, requestId: RequestId, lookup: MatchLookup })
/** Pushes `markets` / `market`, coalesced by the adapter into one batch per animation frame. */
export const MarketsPushed = Schema.TaggedStruct("MarketsPushed", { at, markets: Schema.Array(MarketUpdate) })
/** Pushes `match` on channel `matches`, coalesced like prices. */
export const MatchesPushed = Schema.TaggedStruct("MatchesPushed", { at, matches: Schema.Array(MatchPush) })
/** Push `game`: live counts of every game. */
export const GamesPushed = Schema.TaggedStruct("GamesPushed", { at, games: GamePush.fields.games })
/** A view listing the sports (the drawer's A–Z) came on screen: load the games list if missing. */
export const GamesWanted = Schema.TaggedStruct("GamesWanted", { at })
/** The person picked or unpicked a selection (the betslip consumes it). */
export const SelectionToggled = Schema.TaggedStruct("SelectionToggled", { at, contractId: Schema.Int })

export const CATALOGUE_EVENTS = [
  SportsViewOpened, SportsViewClosed, SportsViewRetried, GamesLoaded, SportHomeLoaded, GameTabLoaded, CompetitionLoaded,
  MatchPageLoaded, SearchLoaded, MatchLookupLoaded, MarketsPushed, MatchesPushed, GamesPushed, GamesWanted, SelectionToggled,
] as const

export type CatalogueEvent = (typeof CATALOGUE_EVENTS)[number]["Type"]
export type GamesLoaded = typeof GamesLoaded.Type
export type MatchLookupLoaded = typeof MatchLookupLoaded.Type
export type MarketsPushed = typeof MarketsPushed.Type
export type SelectionToggled = typeof SelectionToggled.Type
