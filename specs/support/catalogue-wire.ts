/**
 * Catalogue payloads in their wire form (ISO times, decimal money), for adapter rows and core
 * tests: small builders with overridable fields, and their decoded forms.
 */
import { Schema } from "effect"
import {
  CompetitionPage, Game, GameTab, MatchLookup, MatchPage, SearchResults, SportHome,
} from "../../core/model/catalogue.js"

export const wirePrice = (num: number, den: number) => {
  const decimal = 1 + num / den
  return {
    decimal,
    decimal_display: decimal.toFixed(2),
    fractional: `${num}/${den}`,
    fractional_display: num === den ? "EVS" : `${num}/${den}`,
  }
}

export const wireGame = (over: Record<string, unknown> = {}) => ({
  id: 1, active: true, background_image_url: null, background_image_web_url: null, background_match_image_url: null,
  display_order: 1, display_type: "home_and_away", enabled: true, hex_value: "#2e7d32", image_url: null,
  label: "Football", name: "football", favourite: false, num_live_matches: 1, num_outrights: 0, num_upcoming_matches: 3,
  popular: true, short_name: "FBL", tabs: ["matches", "in-play", "competitions"], type: "sport",
  ...over,
})

export const wireContract = (id: number, marketId: number, over: Record<string, unknown> = {}) => ({
  id, market_id: marketId, name: `Selection ${id}`, status: "open", display_order: id, prices: wirePrice(2, 1),
  boosted_prices: null, max_bet: 500, multi_available: true, start_price_available: false, runner: null,
  ...over,
})

export const wireMarket = (id: number, matchId: number, contractIds: ReadonlyArray<number>, over: Record<string, unknown> = {}) => ({
  id, match_id: matchId, name: "Match Result", kind: "match_result", group: "Main", status: "open", display_order: 1,
  outright: false, each_way: null, best_odds_guaranteed_from: null, seq: 0,
  contracts: contractIds.map((c) => wireContract(c, id)),
  ...over,
})

export const wireMatch = (id: number, over: Record<string, unknown> = {}) => ({
  id, game_id: 1, game_name: "football", competition_id: 100, competition_name: "Premier League", competition_slug: "premier-league",
  slug: `home-v-away-${id}`, name: "Home v Away", display_type: "home_and_away", home_team: "Home", away_team: "Away",
  start_time: "2026-11-22T15:00:00.000Z", status: "upcoming", score: null, clock: null, seq: 0, num_markets: 1,
  main_market: wireMarket(id * 10, id, [id * 100 + 1, id * 100 + 2, id * 100 + 3]),
  ...over,
})

export const wireCompetition = (id: number, over: Record<string, unknown> = {}) => ({
  id, game_id: 1, name: "Premier League", slug: "premier-league", region: "England", display_order: 1, num_matches: 2, num_outrights: 0,
  ...over,
})

export const wireSportHome = () => ({ featured: [wireMatch(10001)], in_play: [wireMatch(10002, { status: "live", score: { home: 1, away: 0 } })], starting_soon: [] })
export const wireGameTab = () => ({ game: wireGame(), tab: "matches", competitions: [wireCompetition(100)], matches: [wireMatch(10001)], outrights: [], meetings: [] })
export const wireCompetitionPage = () => ({ game: wireGame(), competition: wireCompetition(100), matches: [wireMatch(10001)], outrights: [] })
export const wireMatchPage = () => {
  const match = wireMatch(10001)
  return { game: wireGame(), match: { ...match, num_markets: 2, markets: [match.main_market, wireMarket(100012, 10001, [1000121, 1000122], { name: "Both Teams to Score", group: "Goals", display_order: 2 })] } }
}
export const wireSearch = () => ({ query: "home", matches: [wireMatch(10001)], competitions: [], runners: [] })
export const wireLookup = () => ({ id: 10001, game_id: 1, competition_slug: "premier-league", competition_id: 100, slug: "home-v-away-10001" })

export const decoded = {
  games: () => Schema.decodeUnknownSync(Schema.Array(Game))([wireGame()]),
  home: () => Schema.decodeUnknownSync(SportHome)(wireSportHome()),
  tab: () => Schema.decodeUnknownSync(GameTab)(wireGameTab()),
  competition: () => Schema.decodeUnknownSync(CompetitionPage)(wireCompetitionPage()),
  match: () => Schema.decodeUnknownSync(MatchPage)(wireMatchPage()),
  search: () => Schema.decodeUnknownSync(SearchResults)(wireSearch()),
  lookup: () => Schema.decodeUnknownSync(MatchLookup)(wireLookup()),
}
