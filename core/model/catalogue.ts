/**
 * The sportsbook catalogue on the wire (spec §3 Game, Match lookup, Price, Each-way, Contract), shared
 * by the client's decoders and the server's encoders: games (sports), competitions, matches,
 * markets and their contracts (selections), plus the list responses the sports pages need and the
 * realtime pushes of spec §7 (`game`, `markets`, `market`, `matches`).
 *
 * Money (max_bet) is decimal on the wire and minor units in memory; instants are ISO-8601 on the
 * wire and epoch ms in memory (see primitives.ts). Prices keep the spec's four fields: the server
 * computes the displays so every client shows the same text.
 */
import { Schema } from "effect"
import { Money, Timestamp } from "./primitives.js"

/** A price in both formats (spec §3 Price). `fractional` is "num/den"; displays are ready to show ("EVS", "2.50"). */
export const Price = Schema.Struct({
  decimal: Schema.Finite, decimal_display: Schema.String,
  fractional: Schema.String, fractional_display: Schema.String,
})
export type Price = typeof Price.Type

/**
 * Each-way terms (spec §3 Each-way): `deduction` is the fraction of the win odds paid for a place
 * ("1/4"), `placement` the number of places paid, `prices` the place price the terms give.
 */
export const EachWay = Schema.Struct({
  description: Schema.String,
  deduction: Schema.String,
  placement: Schema.Int,
  prices: Schema.NullOr(Price),
})
export type EachWay = typeof EachWay.Type

/**
 * Selection status (spec §4): open and new are available; winner, loser, void are closed; halted
 * is suspended; anything else is unavailable. Kept as a string on the wire so that a status a newer
 * server adds decodes (and reads as unavailable) instead of rejecting the whole market.
 */
export const SelectionStatus = Schema.String
export type SelectionStatus = typeof SelectionStatus.Type

/** A horse or greyhound in a race (race cards). */
export const Runner = Schema.Struct({
  // Its place on the card and in the stalls, who rides and who trains it, then the runner itself.
  number: Schema.Int, draw: Schema.NullOr(Schema.Int),
  jockey: Schema.NullOr(Schema.String), trainer: Schema.NullOr(Schema.String),
  form: Schema.NullOr(Schema.String), age: Schema.NullOr(Schema.Int), weight: Schema.NullOr(Schema.String),
  silk_colour: Schema.NullOr(Schema.String),
})
export type Runner = typeof Runner.Type

/** A contract: one selection of a market (spec §3 Contract, the catalogue's side of it). */
export const Contract = Schema.Struct({
  id: Schema.Int, market_id: Schema.Int,
  name: Schema.String, status: SelectionStatus, display_order: Schema.Int,
  prices: Schema.NullOr(Price),
  /** The boosted price when the operator boosts this selection; `prices` then holds the normal one. */
  boosted_prices: Schema.NullOr(Price),
  // What bets it takes: the most it takes, whether in multiples, whether at the starting price.
  max_bet: Money, multi_available: Schema.Boolean, start_price_available: Schema.Boolean,
  runner: Schema.NullOr(Runner),
})
export type Contract = typeof Contract.Type

/** Market status: open takes bets, halted is suspended (key moments in play), closed is resulted. */
export const MarketStatus = Schema.Literals(["open", "halted", "closed"])
export type MarketStatus = typeof MarketStatus.Type

export const Market = Schema.Struct({
  id: Schema.Int, match_id: Schema.Int, name: Schema.String,
  /** Machine key of the market kind: match_result, total_goals_2_5, to_win, outright, race_win… */
  kind: Schema.String,
  /** The heading the match page groups it under: "Main", "Goals", "Handicaps", "Players"… */
  group: Schema.String,
  status: MarketStatus, display_order: Schema.Int, outright: Schema.Boolean,
  // The racing terms: each-way, and best odds guaranteed on bets placed from that instant.
  each_way: Schema.NullOr(EachWay), best_odds_guaranteed_from: Schema.NullOr(Timestamp),
  /** The market's change counter at the time of this snapshot (see MarketUpdate.seq). */
  seq: Schema.Int,
  contracts: Schema.Array(Contract),
})
export type Market = typeof Market.Type

/** Spec §3 Game: a sport or a category. `name` is the URL slug, `label` the display name. */
export const Game = Schema.Struct({
  id: Schema.Int, active: Schema.Boolean,
  // The background images: the app's, the web's and the match page's.
  background_image_url: Schema.NullOr(Schema.String), background_image_web_url: Schema.NullOr(Schema.String),
  background_match_image_url: Schema.NullOr(Schema.String),
  display_order: Schema.Int,
  /** "home_and_away" for team sports, "individual" for races and outright-led sports (golf). */
  display_type: Schema.String,
  enabled: Schema.Boolean,
  // Its colour and icon.
  hex_value: Schema.NullOr(Schema.String), image_url: Schema.NullOr(Schema.String),
  label: Schema.String, name: Schema.String,
  favourite: Schema.Boolean,
  num_live_matches: Schema.Int, num_outrights: Schema.Int, num_upcoming_matches: Schema.Int,
  popular: Schema.Boolean,
  short_name: Schema.String,
  /** The game page's sub-pages in display order: matches, in-play, outrights, competitions, meetings, specials. */
  tabs: Schema.Array(Schema.String),
  type: Schema.String,
})
export type Game = typeof Game.Type

/** Spec §3 Match lookup: enough to build the match page's URL from a bare match id. */
export const MatchLookup = Schema.Struct({
  id: Schema.Int, game_id: Schema.Int, competition_slug: Schema.String, competition_id: Schema.Int, slug: Schema.String,
})
export type MatchLookup = typeof MatchLookup.Type

export const MatchStatus = Schema.Literals(["upcoming", "live", "ended"])
export type MatchStatus = typeof MatchStatus.Type

export const Score = Schema.Struct({ home: Schema.Int, away: Schema.Int })
export type Score = typeof Score.Type

/**
 * The in-play clock: `period` names the part of play ("1st half", "Set 2", "Q3"); `seconds` is the
 * elapsed game time at `at` and `running` says whether it advances, so the client ticks it locally.
 */
export const MatchClock = Schema.Struct({
  period: Schema.String, seconds: Schema.NullOr(Schema.Int), running: Schema.Boolean, at: Timestamp,
  /**
   * Optional (older servers omit them): the elapsed seconds at which the current period began, its
   * regulation length in seconds, the minute shown at its start (45 for football's 2nd half), and
   * whether the clock counts down from the length (basketball, ice hockey). Past the length a
   * counting-up clock shows added time ("45+2'").
   */
  period_start: Schema.optionalKey(Schema.Int), period_length: Schema.optionalKey(Schema.Int),
  period_base: Schema.optionalKey(Schema.Int), counts_down: Schema.optionalKey(Schema.Boolean),
})
export type MatchClock = typeof MatchClock.Type

/** A cricket side's innings: runs, wickets and overs bowled ("13.4"). */
export const Innings = Schema.Struct({
  side: Schema.Literals(["home", "away"]), runs: Schema.Int, wickets: Schema.Int, overs: Schema.String,
})
export type Innings = typeof Innings.Type

/**
 * A sport's own scoreboard beyond the headline score (issue 20), optional on every match and push:
 * `periods` are the scores of each period so far, the one in play last (tennis sets' games,
 * basketball quarters, ice-hockey periods, football halves, darts legs of the set); `points` the
 * game in play (tennis "0" "15" "30" "40" "A"; darts the points left in the leg); `server` who
 * serves or throws; `innings` cricket's; `stoppage` football's added minutes announced.
 */
export const Scoreboard = Schema.Struct({
  periods: Schema.Array(Score),
  points: Schema.optionalKey(Schema.Struct({ home: Schema.String, away: Schema.String })),
  server: Schema.optionalKey(Schema.Literals(["home", "away"])),
  innings: Schema.optionalKey(Schema.Array(Innings)),
  stoppage: Schema.optionalKey(Schema.Int),
})
export type Scoreboard = typeof Scoreboard.Type

/**
 * How a match stands in play, what the `matches` push updates on a match the pages show. The
 * sport's own scoreboard is optional (older servers omit it).
 */
const MatchInPlay = {
  status: MatchStatus, score: Schema.NullOr(Score), clock: Schema.NullOr(MatchClock), scoreboard: Schema.optionalKey(Scoreboard),
}

/** A match (or race, or outright event) as lists show it, with its headline market when it has one. */
export const MatchSummary = Schema.Struct({
  id: Schema.Int,
  game_id: Schema.Int, game_name: Schema.String,
  competition_id: Schema.Int, competition_name: Schema.String, competition_slug: Schema.String,
  slug: Schema.String, name: Schema.String, display_type: Schema.String,
  home_team: Schema.NullOr(Schema.String), away_team: Schema.NullOr(Schema.String),
  start_time: Timestamp,
  ...MatchInPlay,
  /** The match's change counter at the time of this snapshot (see MatchPush.seq). */
  seq: Schema.Int,
  num_markets: Schema.Int, main_market: Schema.NullOr(Market),
})
export type MatchSummary = typeof MatchSummary.Type

/** A match with every market (the match page). */
export const MatchDetail = Schema.Struct({
  ...MatchSummary.fields,
  markets: Schema.Array(Market),
})
export type MatchDetail = typeof MatchDetail.Type

export const Competition = Schema.Struct({
  id: Schema.Int, game_id: Schema.Int, name: Schema.String, slug: Schema.String,
  region: Schema.String, display_order: Schema.Int,
  num_matches: Schema.Int, num_outrights: Schema.Int,
})
export type Competition = typeof Competition.Type

/** A horse-racing or greyhound meeting: one course on one day, its races in start order. */
export const Meeting = Schema.Struct({
  competition: Competition,
  races: Schema.Array(MatchSummary),
})
export type Meeting = typeof Meeting.Type

// ---- list responses ---------------------------------------------------------------------------

export const GamesResponse = Schema.Array(Game)

/** GET sports/home: the sport home page. */
export const SportHome = Schema.Struct({
  featured: Schema.Array(MatchSummary),
  in_play: Schema.Array(MatchSummary),
  starting_soon: Schema.Array(MatchSummary),
})
export type SportHome = typeof SportHome.Type

/** GET games/{name}/{tab}: one sub-page of a game page. Lists not relevant to the tab are empty. */
export const GameTab = Schema.Struct({
  game: Game, tab: Schema.String,
  competitions: Schema.Array(Competition), matches: Schema.Array(MatchSummary),
  outrights: Schema.Array(Market), meetings: Schema.Array(Meeting),
})
export type GameTab = typeof GameTab.Type

/** GET competitions/{id}: a competition with its matches and outright markets. */
export const CompetitionPage = Schema.Struct({
  game: Game,
  competition: Competition,
  matches: Schema.Array(MatchSummary),
  outrights: Schema.Array(Market),
})
export type CompetitionPage = typeof CompetitionPage.Type

/** GET matches/{id}/markets: the match page. */
export const MatchPage = Schema.Struct({ game: Game, match: MatchDetail })
export type MatchPage = typeof MatchPage.Type

/** GET sports/search?q=: teams and events, competitions, runners. */
export const SearchResults = Schema.Struct({
  query: Schema.String,
  matches: Schema.Array(MatchSummary),
  competitions: Schema.Array(Competition),
  runners: Schema.Array(Schema.Struct({ contract: Contract, match: MatchSummary })),
})
export type SearchResults = typeof SearchResults.Type

// ---- realtime (spec §7) -----------------------------------------------------------------------

/**
 * A contract's new state in a market push. `each_way` travels with it when the terms changed (spec
 * §7: "update contract prices incl. each-way data").
 */
export const ContractUpdate = Schema.Struct({
  id: Schema.Int,
  status: SelectionStatus,
  prices: Schema.NullOr(Price),
  boosted_prices: Schema.optionalKey(Schema.NullOr(Price)),
})
export type ContractUpdate = typeof ContractUpdate.Type

/**
 * A market's new state. `seq` grows by one per change of that market, so a client can drop an
 * update older than what it already holds (a refetch racing a push). `sent_at` is the server's send
 * time, for the price-latency bench.
 */
export const MarketUpdate = Schema.Struct({
  id: Schema.Int, match_id: Schema.Int, seq: Schema.Int,
  status: MarketStatus, each_way: Schema.optionalKey(Schema.NullOr(EachWay)),
  contracts: Schema.Array(ContractUpdate),
  sent_at: Timestamp,
})
export type MarketUpdate = typeof MarketUpdate.Type

/** Push `markets` (subscription {channel: "markets", params: {match_id}}): a batch of market updates. */
export const MarketsPush = Schema.Struct({ markets: Schema.Array(MarketUpdate) })
/** Push `market` (subscription {channel: "market", params: {market_id}}): one market. */
export const MarketPush = MarketUpdate

/** Push `match` on channel `matches` (subscription {channel: "matches", params: {match_id}}): scores, clock, status. */
export const MatchPush = Schema.Struct({
  id: Schema.Int,
  seq: Schema.Int,
  ...MatchInPlay,
  /** The server's send time, as on MarketUpdate; optional so older servers' pushes still decode. */
  sent_at: Schema.optionalKey(Timestamp),
})
export type MatchPush = typeof MatchPush.Type

/** Push `game` (subscription {channel: "game", params: {id: "games"}}): the live counts of every game. */
export const GamePush = Schema.Struct({
  games: Schema.Array(
    Schema.Struct({
      id: Schema.Int,
      num_live_matches: Schema.Int,
      num_upcoming_matches: Schema.Int,
      num_outrights: Schema.Int,
    }),
  ),
})
export type GamePush = typeof GamePush.Type
