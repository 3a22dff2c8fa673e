/**
 * The catalogue as the wire shows it (core/model/catalogue.ts types, in memory units: epoch ms,
 * minor units), built from the simulator's world. The HTTP routes encode these with the schemas.
 */
import type { Competition, Game, Market, MatchDetail, MatchSummary, Meeting } from "../../core/model/catalogue.js"
import { toPrice } from "./prices.js"
import { boardOf, scoreOf } from "./simulator.js"
import type { CompetitionRow, ContractRow, GameRow, MarketRow, MatchRow, World } from "./world.js"

export const gameView = (world: World, g: GameRow): Game => {
  let live = 0
  let upcoming = 0
  let outrights = 0
  for (const m of world.matches.values()) {
    if (m.gameId !== g.id) continue
    if (m.kind === "event" && m.status === "live") live++
    if (m.kind === "event" && m.status === "upcoming") upcoming++
    if (m.status !== "ended") for (const market of world.marketsOf(m.id)) if (market.outright && market.status !== "closed") outrights++
  }
  return {
    id: g.id,
    active: true,
    background_image_url: null,
    background_image_web_url: null,
    background_match_image_url: null,
    display_order: g.displayOrder,
    display_type: g.displayType,
    enabled: true,
    hex_value: g.hexValue,
    image_url: null,
    label: g.label,
    name: g.name,
    favourite: false,
    num_live_matches: live,
    num_outrights: outrights,
    num_upcoming_matches: upcoming,
    popular: g.popular,
    short_name: g.shortName,
    tabs: [...g.tabs],
    type: g.type,
  }
}

export const contractView = (c: ContractRow) => ({
  id: c.id,
  market_id: c.marketId,
  name: c.name,
  status: c.status,
  display_order: c.displayOrder,
  prices: c.price ? toPrice(c.price) : null,
  boosted_prices: c.boosted ? toPrice(c.boosted) : null,
  max_bet: c.maxBet,
  multi_available: c.multiAvailable,
  start_price_available: c.startPriceAvailable,
  runner: c.runner,
})

export const marketView = (world: World, m: MarketRow): Market => ({
  id: m.id,
  match_id: m.matchId,
  name: m.name,
  kind: m.kind,
  group: m.group,
  status: m.status,
  display_order: m.displayOrder,
  outright: m.outright,
  each_way: m.eachWay ? { ...m.eachWay, prices: null } : null,
  best_odds_guaranteed_from: m.bogFrom,
  seq: m.seq,
  contracts: world.contractsOf(m.id).map(contractView),
})

export const matchSummary = (world: World, m: MatchRow): MatchSummary => {
  const competition = world.competitions.get(m.competitionId)
  const game = world.games.get(m.gameId)
  const markets = world.marketsOf(m.id)
  const main = markets.find((x) => x.status !== "closed") ?? markets[0] ?? null
  return {
    id: m.id,
    game_id: m.gameId,
    game_name: game?.name ?? "",
    competition_id: m.competitionId,
    competition_name: competition?.name ?? "",
    competition_slug: competition?.slug ?? "",
    slug: m.slug,
    name: m.name,
    display_type: m.displayType,
    home_team: m.homeTeam,
    away_team: m.awayTeam,
    start_time: m.startTime,
    status: m.status,
    score: scoreOf(m),
    clock: m.clock,
    ...boardOf(m),
    seq: m.seq,
    num_markets: markets.length,
    main_market: main ? marketView(world, main) : null,
  }
}

export const matchDetail = (world: World, m: MatchRow): MatchDetail => ({
  ...matchSummary(world, m),
  markets: world.marketsOf(m.id).map((x) => marketView(world, x)),
})

export const competitionView = (world: World, c: CompetitionRow): Competition => {
  let matches = 0
  let outrights = 0
  for (const m of world.matches.values()) {
    if (m.competitionId !== c.id || m.status === "ended") continue
    if (m.kind === "event") matches++
    else for (const market of world.marketsOf(m.id)) if (market.outright && market.status !== "closed") outrights++
  }
  return { id: c.id, game_id: c.gameId, name: c.name, slug: c.slug, region: c.region, display_order: c.displayOrder, num_matches: matches, num_outrights: outrights }
}

export const meetingView = (world: World, c: CompetitionRow): Meeting => ({
  competition: competitionView(world, c),
  races: [...world.matches.values()].filter((m) => m.competitionId === c.id).sort(byStart).map((m) => matchSummary(world, m)),
})

export const byStart = (a: MatchRow, b: MatchRow): number => a.startTime - b.startTime || a.id - b.id
