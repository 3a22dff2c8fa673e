/**
 * A small sportsbook world for the wired betslip's tests: eight selections on eight markets of six
 * matches (two pairs share a match, so a bet builder conversion can arise), some each-way, some with
 * a starting price only, and a fake server that computes a Betslip for contract ids the way
 * docs/api.md says (legs in the order sent, unknown ids dropped, bet types over n legs, vouchers).
 */
import type { AppEvent } from "../../core/app/events.js"
import { update } from "../../core/app/update.js"
import { initialState, type AppState } from "../../core/app/state.js"
import type { ContractEntry, MarketEntry } from "../../core/catalogue/reduce.js"
import type { Price } from "../../core/model/catalogue.js"
import type { BetReceipt, Betslip, BetslipContract, BetType, BetslipVoucher } from "../../core/model/betslip.js"
import { aUser, T0 } from "./harness.js"

export const price = (num: number, den = 1): Price => ({
  decimal: 1 + num / den, decimal_display: (1 + num / den).toFixed(2), fractional: `${num}/${den}`, fractional_display: `${num}/${den}`,
})

export interface Selection {
  readonly id: number
  readonly marketId: number
  readonly matchId: number
  num: number
  status: string
  marketStatus: "open" | "halted" | "closed"
  seq: number
  readonly maxBet: number
  readonly eachWay: boolean
  readonly spOnly: boolean
}

export const CONTRACT_IDS = [101, 102, 103, 104, 105, 106, 107, 108] as const

export const newWorld = (): Map<number, Selection> =>
  new Map(CONTRACT_IDS.map((id, i) => [id, {
    id, marketId: 500 + i, matchId: 9000 + (i < 2 ? 0 : i < 4 ? 1 : i), num: 1 + i, status: "open", marketStatus: "open" as const,
    seq: 0, maxBet: [500, 2_000, 10_000, 50_000, 100_000, 1_000, 5_000, 20_000][i]!, eachWay: i % 3 === 0, spOnly: i === 7,
  }]))

export const VOUCHERS: ReadonlyArray<BetslipVoucher> = [{ id: 1, amount: 100 }, { id: 2, amount: 25 }]

const availableStatus = (sel: Selection): string =>
  sel.marketStatus === "closed" ? "closed" : sel.marketStatus === "halted" && (sel.status === "open" || sel.status === "new") ? "halted" : sel.status

const eachWayTerms = (sel: Selection) => sel.eachWay ? { description: "1/4 odds, 3 places", deduction: "1/4", placement: 3, prices: price(sel.num, 4) } : null

const legOf = (sel: Selection): BetslipContract => {
  const prices = sel.spOnly ? null : price(sel.num)
  return {
    id: sel.id, leg_id: sel.id, type: "contract", name: `Selection ${sel.id}`, amount: 0, stake: 0, applied_voucher: null,
    applied_each_way: false, applied_start_price: prices === null, best_odds_guaranteed_from: null, bet_delay: 0, boosted: false,
    boost_type: null, competition_name: "League", each_way: eachWayTerms(sel), game_id: 1, game_name: "Football", icon: null,
    market_id: sel.marketId, market_name: "Match Result", match_id: sel.matchId, match_name: `Match ${sel.matchId}`,
    match_start_time: T0 + 3_600_000, match_type: "home_and_away", max_bet: sel.maxBet, multi_available: true, payout_type: "cash",
    price_change_direction: "none", prices, raw_prices: prices, initial_prices: prices, start_price_available: sel.eachWay || sel.spOnly,
    status: availableStatus(sel), team_image_url: null, selections: [{ market_id: sel.marketId, contract_id: sel.id, name: `Selection ${sel.id}`, market_name: "Match Result" }],
  }
}

const COMBOS: Record<number, ReadonlyArray<readonly [string, string, number]>> = {
  1: [["single", "single", 1]],
  2: [["single", "single", 2], ["accumulator", "accumulator", 1]],
  3: [["single", "single", 3], ["double", "multiple", 3], ["trixie", "fullcoverage", 4], ["accumulator", "accumulator", 1]],
}

/** What POST betslip answers for these ids (docs/api.md), over the world as it is now. */
export const serverSlip = (ids: ReadonlyArray<number>, world: Map<number, Selection>, vouchers = VOUCHERS): Betslip => {
  const legs = ids.flatMap((id) => (world.has(id) ? [legOf(world.get(id)!)] : [])).slice(0, 20)
  const n = legs.length
  const combos = COMBOS[Math.min(n, 3)] ?? []
  const allPriced = legs.every((l) => l.prices !== null)
  const product = legs.reduce((p, l) => p * (l.prices?.decimal ?? 1), 1)
  const sameMatch = new Set(legs.map((l) => l.match_id)).size < n
  const unavailable = legs.some((l) => l.status !== "open")
  const betTypes: BetType[] = combos.map(([type, , bets]) => {
    const straight = type === "single"
    const messages = unavailable ? ["A selection is unavailable"] : !straight && sameMatch ? ["Two selections from one match"] : []
    const combined = allPriced ? price(Math.round((type === "single" ? legs.reduce((s, l) => s + l.prices!.decimal, 0) : product * bets) * 4) - 4, 4) : null
    return {
      description: type, each_way_prices: legs.every((l) => l.each_way !== null) ? price(n, 2) : null,
      max_bet: Math.min(...legs.map((l) => l.max_bet)), messages, name: type, number_of_bets: bets, prices: combined, raw_prices: combined,
      type, valid: messages.length === 0, betslip_leg_ids: legs.map((l) => l.leg_id), leg_ids: legs.map((l) => l.leg_id), voucher_ids: [],
    }
  })
  const groups = ["single", "multiple", "fullcoverage", "accumulator"].map((key) => ({
    key, name: key, bet_types: combos.filter(([, group]) => group === key).map(([type]) => type),
  })).filter((g) => g.bet_types.length > 0)
  return {
    accumulator_stake: 1000, accumulator_applied_voucher: null, accumulator_applied_each_way: false,
    accumulator_available_vouchers: n >= 2 ? vouchers : [], accumulator_max_bet: n >= 2 ? Math.min(...legs.map((l) => l.max_bet)) : null,
    accumulator_prices: n >= 2 && allPriced ? price(Math.round(product * 4) - 4, 4) : null, credits_available: false, credits: 0,
    all_contracts: legs, type: n >= 2 ? "accumulator" : "single", use_bonus: false, vouchers, bet_types: betTypes, bet_type_groups: groups,
    default_bet_type_selection: n === 0 ? null : n >= 2 ? "accumulator" : "single", selected_bet_type: null,
  }
}

/** The catalogue tables for the world (what the sports pages would have loaded). */
export const withCatalogue = (s: AppState, world: Map<number, Selection>): AppState => {
  const contracts: Record<number, ContractEntry> = {}
  const markets: Record<number, MarketEntry> = {}
  for (const sel of world.values()) {
    contracts[sel.id] = {
      contract: { id: sel.id, market_id: sel.marketId, name: `Selection ${sel.id}`, status: sel.status, display_order: 1, prices: sel.spOnly ? null : price(sel.num), boosted_prices: null, max_bet: sel.maxBet, multi_available: true, start_price_available: sel.eachWay || sel.spOnly, runner: null },
      direction: "none", changes: 0,
    }
    markets[sel.marketId] = {
      id: sel.marketId, match_id: sel.matchId, name: "Match Result", kind: "match_result", group: "Main", status: sel.marketStatus,
      display_order: 1, outright: false, each_way: eachWayTerms(sel), best_odds_guaranteed_from: null, seq: sel.seq, contractIds: [sel.id],
    }
  }
  return { ...s, catalogue: { ...s.catalogue, contracts, markets } }
}

/** Receipts the server gives for a placement (one per bet). */
export const receiptsFor = (bets: number, at: number): ReadonlyArray<BetReceipt> =>
  Array.from({ length: bets }, (_, i) => ({
    id: 7000 + i, name: "Bet", type: "single", stake: 100, status: "open", outcome: null, potential: 300, created_at: at, boosted: false,
    each_way: false, number_of_bets: 1, payout_type: "cash", voucher: null, credit_amount: 0, cash_winnings: null, credit_winnings: null,
    cashout_amount: null, cashout_delay: null, cashout_status: null, cashout_success: null, best_odds_guaranteed_additional_amount: null,
    returns_info_text: null, bet_legs: [],
  }))

/** The app started and a bettor logged in, with the world's catalogue loaded. */
export const loggedIn = (world: Map<number, Selection>, brand = "sportsbook"): AppState => {
  let s = initialState
  const step = (e: AppEvent) => void ([s] = update(s, e))
  step({ _tag: "AppStarted", at: T0, location: { path: "/", search: "" }, brand, country: "GB", locale: "en-GB", environment: "test", deviceId: "device-1", storedToken: null, storedOddsFormat: null, storedHideBalance: false })
  step({ _tag: "SessionOpened", at: T0 + 1, requestId: "r-login", via: "login", token: "tok", user: aUser() })
  // The GET betslip of the login answers with the empty saved slip.
  step({ _tag: "BetslipSynced", at: T0 + 2, requestId: s.betslip.syncRequestId ?? "", betslip: serverSlip([], world) })
  return withCatalogue(s, world)
}
