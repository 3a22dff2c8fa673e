/** Bets as core holds them (decoded: money in minor units, times in epoch ms), for My Bets specs. */
import { Schema } from "effect"
import { BetReceipt, type BetLeg } from "../../core/model/betslip.js"

export const aLeg = (over: Partial<BetLeg> = {}): BetLeg => ({
  id: 501,
  match_id: 10001,
  match_name: "Arsenal v Chelsea",
  match_slug: "arsenal-v-chelsea",
  match_start_time: 1_795_000_000_000,
  match_status: "live",
  home_team: "Arsenal",
  away_team: "Chelsea",
  home_score: 1,
  away_score: 0,
  competition_id: 100,
  competition_name: "Premier League",
  competition_slug: "premier-league",
  game_id: 1,
  game_display_type: "home_and_away",
  outcome: null,
  selections: [{ market_id: 900, contract_id: 9001, name: "Arsenal", market_name: "Match result" }],
  prices: { decimal: 3, decimal_display: "3.00", fractional: "2/1", fractional_display: "2/1" },
  raw_prices: null,
  start_price: false,
  boosted: false,
  are_best_odds_guaranteed: false,
  best_odds_guaranteed_additional_amount: null,
  each_way_description: null,
  ...over,
})

export const aBet = (over: Partial<BetReceipt> = {}): BetReceipt => ({
  id: 41,
  name: "Arsenal",
  type: "single",
  stake: 1000,
  status: "open",
  outcome: null,
  potential: 3000,
  created_at: 1_795_000_000_000,
  boosted: false,
  each_way: false,
  number_of_bets: 1,
  payout_type: "cash",
  voucher: null,
  credit_amount: 0,
  cash_winnings: null,
  credit_winnings: null,
  cashout_amount: 1425,
  cashout_delay: 3,
  cashout_status: "available",
  cashout_success: null,
  best_odds_guaranteed_additional_amount: null,
  returns_info_text: null,
  bet_legs: [aLeg()],
  version: 1,
  ...over,
})

/** The same bet as the server sends it (decimal money, ISO-8601 times). */
export const wireBet = (over: Partial<BetReceipt> = {}): unknown => Schema.encodeSync(BetReceipt)(aBet(over))
