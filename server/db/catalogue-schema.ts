/**
 * The sportsbook catalogue's tables (re-exported by schema.ts): games, competitions, matches,
 * markets and contracts, plus the simulator's own state. Ids are chosen by the simulator (not
 * serials) so that the same seed and start clock produce the same ids on any database.
 *
 * The simulator keeps the live catalogue in memory as the authority and writes it here in
 * batches (server/sim/store.ts); on restart it loads it back and resumes.
 *
 * Prices are stored as fractional numerator/denominator integers: the decimal price is derived
 * (1 + n/d), so a stored price can never disagree with itself in the two formats.
 */
import { sql } from "drizzle-orm"
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core"
import { oneOf } from "./checks.js"
import { fraction, instant, keyValue, money } from "./columns.js"

export const games = pgTable("games", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  label: text("label").notNull(),
  shortName: text("short_name").notNull(),
  displayType: text("display_type").notNull(),
  displayOrder: integer("display_order").notNull(),
  hexValue: text("hex_value"),
  popular: boolean("popular").notNull(),
  tabs: jsonb("tabs").$type<string[]>().notNull(),
  type: text("type").notNull(),
})

export const competitions = pgTable("competitions", {
  id: integer("id").primaryKey(),
  gameId: integer("game_id").notNull().references(() => games.id),
  name: text("name").notNull(),
  slug: text("slug").notNull(),
  region: text("region").notNull(),
  displayOrder: integer("display_order").notNull(),
  /** league (team sports, golf tours) or meeting (one racecourse on one day). */
  kind: text("kind").notNull(),
}, (t) => [index("competitions_game_idx").on(t.gameId), oneOf("competitions_kind_check", t.kind, ["league", "meeting"])])

export const matches = pgTable("matches", {
  id: integer("id").primaryKey(),
  gameId: integer("game_id").notNull().references(() => games.id),
  competitionId: integer("competition_id").notNull().references(() => competitions.id),
  name: text("name").notNull(),
  slug: text("slug").notNull(),
  displayType: text("display_type").notNull(),
  /** event (a fixture or race) or outright (a season or tournament that only carries outright markets). */
  kind: text("kind").notNull(),
  homeTeam: text("home_team"),
  awayTeam: text("away_team"),
  startTime: instant("start_time").notNull(),
  status: text("status").notNull(),
  homeScore: integer("home_score"),
  awayScore: integer("away_score"),
  /** The in-play clock {period, seconds, running, at(ms)}; null before the start. */
  clock: jsonb("clock").$type<{ period: string; seconds: number | null; running: boolean; at: number } | null>(),
  featured: boolean("featured").notNull(),
  /** Grows by one per pushed change of score, clock or status (MatchPush.seq). */
  seq: integer("seq").notNull(),
  /** The simulator's private model of the match (strengths, scoring rates, halts). */
  model: jsonb("model").notNull(),
  endedAt: instant("ended_at"),
}, (t) => [
  index("matches_game_status_idx").on(t.gameId, t.status),
  index("matches_competition_idx").on(t.competitionId),
  oneOf("matches_status_check", t.status, ["upcoming", "live", "ended"]),
  oneOf("matches_kind_check", t.kind, ["event", "outright"]),
])

export const markets = pgTable("markets", {
  id: integer("id").primaryKey(),
  matchId: integer("match_id").notNull().references(() => matches.id),
  name: text("name").notNull(),
  kind: text("kind").notNull(),
  group: text("group_name").notNull(),
  status: text("status").notNull(),
  displayOrder: integer("display_order").notNull(),
  outright: boolean("outright").notNull(),
  /** {description, deduction "1/4", placement} or null. */
  eachWay: jsonb("each_way").$type<{ description: string; deduction: string; placement: number } | null>(),
  bestOddsGuaranteedFrom: instant("best_odds_guaranteed_from"),
  /** Target overround (sum of implied probabilities) the simulator prices to. */
  margin: doublePrecision("margin").notNull(),
  /** Grows by one per pushed change (MarketUpdate.seq). */
  seq: integer("seq").notNull(),
  /** Parameter of the market kind (the 2.5 of over/under, the -1 of a handicap). */
  line: doublePrecision("line"),
}, (t) => [
  index("markets_match_idx").on(t.matchId),
  oneOf("markets_status_check", t.status, ["open", "halted", "closed"]),
])

export const contracts = pgTable("contracts", {
  id: integer("id").primaryKey(),
  marketId: integer("market_id").notNull().references(() => markets.id),
  name: text("name").notNull(),
  /** open, new, halted, winner, loser, void (spec §4). */
  status: text("status").notNull(),
  displayOrder: integer("display_order").notNull(),
  ...fraction("price", "price"),
  ...fraction("boosted", "boosted"),
  /** Minor units. */
  maxBet: money("max_bet").notNull(),
  multiAvailable: boolean("multi_available").notNull(),
  startPriceAvailable: boolean("start_price_available").notNull(),
  /** Race card details of a horse or greyhound, or null. */
  runner: jsonb("runner").$type<Record<string, unknown> | null>(),
  /** The simulator's strength of this selection (outrights and races), or null. */
  strength: doublePrecision("strength"),
  /**
   * Once resulted (winner, loser, void), a race runner's starting price, finishing position and
   * dead heat, kept with the status so settlement can read them even after a restart.
   */
  result: jsonb("result").$type<{ start_price: { num: number; den: number } | null; position: number | null; dead_heat: number | null } | null>(),
}, (t) => [
  index("contracts_market_idx").on(t.marketId),
  check("contracts_price_check", sql`(${t.priceNum} is null) = (${t.priceDen} is null) and (${t.priceDen} is null or (${t.priceNum} > 0 and ${t.priceDen} > 0))`),
  oneOf("contracts_status_check", t.status, ["open", "new", "halted", "winner", "loser", "void", "unavailable"]),
])

/** The simulator's own state: seed, PRNG state, id counters, how far fixtures are generated. */
export const simState = pgTable("sim_state", {
  ...keyValue(),
})
