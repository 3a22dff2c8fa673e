/**
 * The server's betslip (spec §3 Betslip) computed from the live catalogue (the simulator's world is
 * the authority on prices and statuses): the legs with their current prices, status, max bet,
 * each-way terms, start price and best-odds-guaranteed time; every bet type over the legs
 * (bet-types.ts) with its bet count, combined and each-way prices, max bet, messages and validity;
 * the bet type groups; the bettor's vouchers and credits.
 *
 * A leg is a list of contract ids: one id is a plain selection, several ids of one match a bet
 * builder leg priced by `betBuilderRatio` (correlation-aware, not the plain product).
 */
import type { Betslip, BetslipContract, BetslipVoucher, BetType, BetTypeGroup, BetBuilderCart } from "../../../core/model/betslip.js"
import type { Price } from "../../../core/model/catalogue.js"
import type { ContractRow, MarketRow, MatchRow, World } from "../../sim/world.js"
import { betTypeShapes, combinedRatio, decimalRatio, mul, ONE, placeRatio, priceOfRatio, ratio, type Ratio } from "../../../core/odds/index.js"

/** spec §4: open and new are available. */
export const AVAILABLE_STATUSES: ReadonlySet<string> = new Set(["open", "new"])
/** In-play bet delay, seconds (bet_delay on a live leg). */
export const IN_PLAY_DELAY_SECONDS = 3
/**
 * Bet builder correlation adjustment (decision): same-match selections are positively correlated,
 * so the plain product overstates the true price. Each leg after the first keeps (1 - ρ) of its
 * odds contribution: price = 1 + (Π decimal_i - 1) × (1 - ρ)^(k - 1), ρ = 0.15. Two selections of one
 * market are mutually exclusive: invalid.
 */
export const BET_BUILDER_RHO = { num: 17n, den: 20n } as const

export interface LiveContract {
  readonly contract: ContractRow
  readonly market: MarketRow
  readonly match: MatchRow
}

export const findLive = (world: World, contractId: number): LiveContract | null => {
  const contract = world.contracts.get(contractId)
  const market = contract ? world.markets.get(contract.marketId) : undefined
  const match = market ? world.matches.get(market.matchId) : undefined
  return contract && market && match ? { contract, market, match } : null
}

/** The price a bettor gets now: the boost when boosted, else the price (fractional ratio source). */
export const currentFraction = (c: ContractRow) => c.boosted ?? c.price

/** A selection's status as the slip shows it: suspended market → halted; closed → closed. */
export const liveStatus = (l: LiveContract): string => {
  if (l.match.status === "ended" || l.market.status === "closed") return l.contract.status === "open" ? "closed" : l.contract.status
  if (l.market.status === "halted") return "halted"
  return l.contract.status
}

export const priceOf = (f: { num: number; den: number } | null): Price | null => (f ? priceOfRatio(ratio(BigInt(f.num + f.den), BigInt(f.den))) : null)

export const betBuilderRatio = (legs: ReadonlyArray<Ratio>): Ratio => {
  const product = legs.reduce(mul, ONE)
  let odds = ratio(product.num - product.den, product.den)
  for (let i = 1; i < legs.length; i++) odds = mul(odds, ratio(BET_BUILDER_RHO.num, BET_BUILDER_RHO.den))
  return ratio(odds.num + odds.den, odds.den)
}

/** A bet builder leg id: the negated smallest contract id (never clashes with a plain leg's id). */
export const legIdOf = (ids: ReadonlyArray<number>): number => (ids.length === 1 ? ids[0]! : -Math.min(...ids))

export interface CartResult {
  readonly cart: BetBuilderCart
  readonly ratio: Ratio | null
  readonly lives: ReadonlyArray<LiveContract>
}

export const betBuilderCart = (world: World, contractIds: ReadonlyArray<number>): CartResult => {
  const lives = contractIds.map((id) => findLive(world, id))
  const found = lives.filter((l): l is LiveContract => l !== null)
  const messages: string[] = []
  if (found.length !== contractIds.length) messages.push("A selection is no longer available")
  if (contractIds.length < 2) messages.push("Pick at least two selections from the match")
  const matchIds = new Set(found.map((l) => l.match.id))
  if (matchIds.size > 1) messages.push("Bet builder selections must come from one match")
  if (new Set(found.map((l) => l.market.id)).size !== found.length) messages.push("Two selections of one market cannot be combined")
  if (found.some((l) => !l.contract.multiAvailable)) messages.push("A selection cannot be combined")
  if (found.some((l) => !AVAILABLE_STATUSES.has(liveStatus(l)))) messages.push("A selection is suspended")
  const ratios = found.map((l) => currentFraction(l.contract)).map((f) => (f ? decimalRatio(`${f.num}/${f.den}`) : null))
  const priced = ratios.every((r) => r !== null) && found.length > 0
  if (!priced) messages.push("A selection has no price")
  const r = priced ? betBuilderRatio(ratios as Ratio[]) : null
  const match = found[0]?.match
  return {
    lives: found,
    ratio: r,
    cart: {
      icon: null,
      match_name: match?.name ?? "",
      messages,
      prices: r ? priceOfRatio(r) : null,
      valid: messages.length === 0,
      selections: found.map((l) => ({ market_id: l.market.id, contract_id: l.contract.id, name: l.contract.name, market_name: l.market.name })),
    },
  }
}

export interface Account {
  readonly vouchers: ReadonlyArray<{ id: number; amount: number; scope: string }>
  readonly credits: number
}

export interface SlipLeg {
  readonly ids: ReadonlyArray<number>
  readonly view: BetslipContract
  /** Decimal ratio now; null without a price (start price only). */
  readonly ratio: Ratio | null
  readonly placeRatio: Ratio | null
  readonly available: boolean
  readonly matchId: number
}

export const slipLeg = (world: World, ids: ReadonlyArray<number>): SlipLeg | null => {
  if (ids.length === 0) return null
  if (ids.length > 1) {
    const { cart, ratio: r, lives } = betBuilderCart(world, ids)
    const first = lives[0]
    if (!first) return null
    const game = world.games.get(first.match.gameId)
    const competition = world.competitions.get(first.match.competitionId)
    const prices = cart.prices
    return {
      ids,
      ratio: r,
      placeRatio: null,
      available: cart.valid,
      matchId: first.match.id,
      view: {
        id: legIdOf(ids), leg_id: legIdOf(ids), type: "betbuilder", name: cart.selections.map((s) => s.name).join(", "),
        amount: 0, stake: 0, applied_voucher: null, applied_each_way: false, applied_start_price: false,
        best_odds_guaranteed_from: null, bet_delay: first.match.status === "live" ? IN_PLAY_DELAY_SECONDS : 0,
        boosted: false, boost_type: null, competition_name: competition?.name ?? "", each_way: null,
        game_id: first.match.gameId, game_name: game?.name ?? "", icon: null, market_id: first.market.id,
        market_name: "Bet Builder", match_id: first.match.id, match_name: first.match.name,
        match_start_time: first.match.startTime, match_type: first.match.displayType,
        max_bet: Math.min(...lives.map((l) => l.contract.maxBet)), multi_available: false, payout_type: "cash",
        price_change_direction: "none", prices, raw_prices: prices, initial_prices: prices,
        start_price_available: false, status: cart.valid ? "open" : "unavailable", team_image_url: null,
        selections: cart.selections,
      },
    }
  }
  const l = findLive(world, ids[0]!)
  if (!l) return null
  const game = world.games.get(l.match.gameId)
  const competition = world.competitions.get(l.match.competitionId)
  const f = currentFraction(l.contract)
  const r = f ? decimalRatio(`${f.num}/${f.den}`) : null
  const ew = l.market.eachWay
  const place = r && ew ? placeRatio(r, ew.deduction) : null
  const status = liveStatus(l)
  const prices = priceOf(f)
  return {
    ids,
    ratio: r,
    placeRatio: place,
    available: AVAILABLE_STATUSES.has(status) && (r !== null || l.contract.startPriceAvailable),
    matchId: l.match.id,
    view: {
      id: l.contract.id, leg_id: l.contract.id, type: "contract", name: l.contract.name,
      amount: 0, stake: 0, applied_voucher: null, applied_each_way: false, applied_start_price: r === null && l.contract.startPriceAvailable,
      best_odds_guaranteed_from: l.market.bogFrom, bet_delay: l.match.status === "live" ? IN_PLAY_DELAY_SECONDS : 0,
      boosted: l.contract.boosted !== null, boost_type: l.contract.boosted ? "price_boost" : null,
      competition_name: competition?.name ?? "", each_way: ew ? { ...ew, prices: place ? priceOfRatio(place) : null } : null,
      game_id: l.match.gameId, game_name: game?.name ?? "", icon: null, market_id: l.market.id, market_name: l.market.name,
      match_id: l.match.id, match_name: l.match.name, match_start_time: l.match.startTime, match_type: l.match.displayType,
      max_bet: l.contract.maxBet, multi_available: l.contract.multiAvailable, payout_type: "cash",
      price_change_direction: "none", prices, raw_prices: priceOf(l.contract.price), initial_prices: prices,
      start_price_available: l.contract.startPriceAvailable, status, team_image_url: null,
      selections: [{ market_id: l.market.id, contract_id: l.contract.id, name: l.contract.name, market_name: l.market.name }],
    },
  }
}

const GROUP_NAMES: Record<string, string> = { single: "Singles", accumulator: "Accumulator", multiple: "Multiples", fullcoverage: "Full Cover" }

/** Bet types over the legs with prices, counts, max bet, messages and validity. */
export const betTypesOf = (legs: ReadonlyArray<SlipLeg>): { types: BetType[]; groups: BetTypeGroup[] } => {
  const n = legs.length
  const types: BetType[] = []
  const groups = new Map<string, string[]>()
  const unavailable = legs.some((l) => !l.available)
  const sameMatch = new Set(legs.map((l) => l.matchId)).size !== n
  const notMulti = legs.some((l) => !l.view.multi_available && l.view.type === "contract")
  const allPriced = legs.every((l) => l.ratio !== null)
  const allEachWay = legs.every((l) => l.placeRatio !== null)
  for (const shape of betTypeShapes(n)) {
    const messages: string[] = []
    if (unavailable) messages.push("A selection is unavailable")
    if (shape.type !== "single") {
      if (sameMatch) messages.push("Selections from the same match cannot be combined; try a bet builder")
      if (notMulti) messages.push("A selection cannot be combined in multiples")
    }
    const legsOf = shape.combos.flat()
    const prices = allPriced ? priceOfRatio(combinedRatio(shape.combos, legs.map((l) => l.ratio!))) : null
    const ewPrices = allPriced && allEachWay ? priceOfRatio(combinedRatio(shape.combos, legs.map((l) => l.placeRatio!))) : null
    types.push({
      description: shape.description,
      each_way_prices: ewPrices,
      max_bet: Math.min(...[...new Set(legsOf)].map((i) => legs[i]!.view.max_bet)),
      messages,
      name: shape.name,
      number_of_bets: shape.combos.length,
      prices,
      raw_prices: prices,
      type: shape.type,
      valid: messages.length === 0,
      betslip_leg_ids: legs.map((l) => l.view.leg_id),
      leg_ids: legs.map((l) => l.view.leg_id),
      voucher_ids: [],
    })
    const key = shape.group
    groups.set(key, [...(groups.get(key) ?? []), shape.type])
  }
  return { types, groups: [...groups.entries()].map(([key, list]) => ({ key, name: GROUP_NAMES[key] ?? key, bet_types: list })) }
}

export const computeBetslip = (world: World, legIds: ReadonlyArray<ReadonlyArray<number>>, account: Account, now: number): { slip: Betslip; legs: SlipLeg[] } => {
  const legs = legIds.map((ids) => slipLeg(world, ids)).filter((l): l is SlipLeg => l !== null)
  const { types, groups } = betTypesOf(legs)
  const acc = types.find((t) => t.type === "accumulator")
  const vouchers: BetslipVoucher[] = account.vouchers.filter((v) => v.scope !== "accumulator").map((v) => ({ id: v.id, amount: v.amount }))
  const accVouchers: BetslipVoucher[] = legs.length >= 2 ? account.vouchers.filter((v) => v.scope !== "single").map((v) => ({ id: v.id, amount: v.amount })) : []
  const type = legs.length >= 2 ? "accumulator" : "single"
  return {
    legs,
    slip: {
      accumulator_stake: 1000,
      accumulator_applied_voucher: null,
      accumulator_applied_each_way: false,
      accumulator_available_vouchers: accVouchers,
      accumulator_max_bet: acc ? acc.max_bet : null,
      accumulator_prices: acc ? acc.prices : null,
      credits_available: account.credits > 0,
      credits: account.credits,
      all_contracts: legs.map((l) => l.view),
      type,
      use_bonus: false,
      vouchers,
      bet_types: types,
      bet_type_groups: groups,
      default_bet_type_selection: legs.length === 0 ? null : type,
      selected_bet_type: null,
    },
  }
}
