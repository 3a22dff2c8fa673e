/**
 * The slip's money (spec §3 Betslip, docs/api.md): what each bet the slip would place costs and
 * returns. A bet type's `prices` is the return of 1 unit staked on each of its bets when every leg
 * wins, so returns = stake per bet × price (+ stake per bet × each-way price when each-way). A free
 * bet (voucher) is staked on top (spec §3 "total bet amount = stake + credit amount + voucher"):
 * each line stakes (stake × lines + voucher) / lines and the returns leave out the free-bet stake
 * (rules.ts `amountAtRisk`, `withoutFreeBetStake`), as the server pays. Computed exactly on the
 * fractional prices with core/odds (the server's own maths), one floor to a whole minor unit for
 * the bet; null when a leg is at the starting price (nobody knows the price yet) or a price is missing.
 */
import { decimalRatio, linesReturn, type Ratio } from "../odds/index.js"
import type { Price } from "../model/catalogue.js"
import type { Betslip, BetslipContract } from "../model/betslip.js"
import { placeBetsRequest } from "./placement.js"
import { amountAtRisk, currentBetType, isLegStaked, SINGLE, withoutFreeBetStake } from "./rules.js"

// ── money and returns ───────────────────────────────────────────────────────

const sumOrNull = (parts: ReadonlyArray<number | null>): number | null =>
  parts.some((p) => p === null) ? null : parts.reduce<number>((a, b) => a + b!, 0)

/**
 * What a bet returns when every leg wins: `atRisk` (cash + voucher) spread evenly over `lines`, each
 * line paying the sum of `prices`' decimals (the win price, and the place price each-way), exact on
 * the fractional forms with one floor (core/odds, the server's own maths), less the free-bet stake
 * `voucher`. Null when a price is missing.
 */
export const betReturns = (atRisk: number, lines: number, prices: ReadonlyArray<Price | null>, voucher: number): number | null => {
  if (lines <= 0 || prices.some((p) => p === null)) return null
  const ratios = (prices as ReadonlyArray<Price>).map((price) => decimalRatio(price.fractional.trim()))
  if (ratios.some((r) => r === null)) {
    // No usable fraction: the decimals, in floating point (never the reference server's case).
    const decimal = prices.reduce((sum, p) => sum + p!.decimal, 0)
    return Number.isFinite(decimal) ? withoutFreeBetStake(Math.floor((atRisk * decimal) / lines + 1e-9), voucher) : null
  }
  return withoutFreeBetStake(linesReturn(atRisk, lines, ratios as ReadonlyArray<Ratio>), voucher)
}

/** One bet the slip would place: what it costs and what it returns if every leg wins. */
export interface SlipBet {
  readonly type: string
  readonly stakePerBet: number
  readonly numberOfBets: number
  readonly eachWay: boolean
  /** stake per bet × bets (× 2 each-way): what the bettor pays, vouchers aside. */
  readonly totalStake: number
  /** The free bet staked on top of `totalStake`, 0 without one. */
  readonly voucher: number
  /** Winnings on stake + voucher, the free-bet stake left out. */
  readonly potentialReturns: number | null
}

/** A single's returns: its stake (twice each-way) and its free bet on top. */
export const legReturns = (leg: BetslipContract): number | null => {
  if (leg.applied_start_price) return null
  const voucher = leg.applied_voucher?.amount ?? 0
  const lines = leg.applied_each_way ? 2 : 1
  const prices = leg.applied_each_way ? [leg.prices, leg.each_way?.prices ?? null] : [leg.prices]
  return betReturns(amountAtRisk(leg.stake, lines, voucher), lines, prices, voucher)
}

/**
 * The bets the slip would place (the same split as the bets/place body, placement.ts), each with
 * its cost and returns: singles one per staked leg, otherwise one bet of the current bet type.
 */
export const slipBets = (slip: Betslip): ReadonlyArray<SlipBet> => {
  const request = placeBetsRequest(slip)
  if (slip.type === SINGLE) {
    return slip.all_contracts.filter(isLegStaked).map((leg) => ({
      type: SINGLE, stakePerBet: leg.stake, numberOfBets: 1, eachWay: leg.applied_each_way,
      totalStake: leg.stake * (leg.applied_each_way ? 2 : 1), voucher: leg.applied_voucher?.amount ?? 0, potentialReturns: legReturns(leg),
    }))
  }
  const bet = request.bets[0]
  if (bet === undefined) return []
  const betType = currentBetType(slip)
  const numberOfBets = betType?.number_of_bets ?? 1
  const sp = slip.all_contracts.some((leg) => leg.applied_start_price)
  const voucher = slip.accumulator_applied_voucher?.amount ?? 0
  const lines = numberOfBets * (bet.each_way ? 2 : 1)
  const win = betType?.prices ?? slip.accumulator_prices
  const prices = bet.each_way ? [win, betType?.each_way_prices ?? null] : [win]
  return [{
    type: bet.type, stakePerBet: bet.stake, numberOfBets, eachWay: bet.each_way,
    totalStake: bet.stake * lines, voucher,
    potentialReturns: sp ? null : betReturns(amountAtRisk(bet.stake, lines, voucher), lines, prices, voucher),
  }]
}

export interface SlipTotals {
  readonly numberOfBets: number
  readonly totalStake: number
  readonly potentialReturns: number | null
}

/** The slip's totals: the sums over its bets (each-way counts twice). */
export const slipTotals = (slip: Betslip): SlipTotals => {
  const bets = slipBets(slip)
  return {
    numberOfBets: bets.reduce((n, b) => n + b.numberOfBets * (b.eachWay ? 2 : 1), 0),
    totalStake: bets.reduce((n, b) => n + b.totalStake, 0),
    potentialReturns: bets.length === 0 ? null : sumOrNull(bets.map((b) => b.potentialReturns)),
  }
}

