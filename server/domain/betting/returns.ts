/**
 * What a bet returns, pure (spec §3 Bet, Bet leg): settlement once every leg is resulted, and the
 * cash-out value while it is open. Exact rationals (core/odds) until the final floor to minor
 * units, so no float ever touches money.
 *
 * A bet is `number_of_bets` lines of `stake` each: the bet type's combinations (singles, doubles,
 * the accumulator, full-cover lines), twice over when each-way (a win line and a place line on the
 * same legs). Each line is settled on its own: stake × the product of its legs' factors. A line's
 * stake is what it has at risk: the bettor's cash plus the free bet on top, spread evenly over the
 * lines (place.ts), so `voucherAmount` is the whole voucher and the rest is the bettor's cash.
 *
 *   leg factor, win part     won: the price used; lost: 0; void: 1 (recalculated out)
 *   leg factor, place part   won or placed (finishing position within the place terms' places):
 *                            1 + (price used − 1) × deduction; otherwise 0; void: 1
 *   price used               the taken price (the boosted price when the bet took a boost);
 *                            a starting-price leg: the returned SP; best odds guaranteed: the
 *                            better of the taken price and the SP (the difference in returns is
 *                            `best_odds_guaranteed_additional_amount`)
 *   dead heat                n runners tied at position p share the paid places left from p,
 *                            k = min(n, places − p + 1) (k = 1 for the win): the part is settled
 *                            at full odds on k/n of its stake (2 dead-heat for 1st: win at half)
 *   bet builder leg          wins when every selection wins, loses when one loses; otherwise void
 *   free-bet stake           the voucher part of the stake is not returned: returns − voucher,
 *                            never below 0 (a void bet pays back the cash part; its voucher is
 *                            given back whole, to use again, by settle.ts)
 *
 * Outcome: void when every leg is void; won when the win part returns anything; placed when only
 * the place part does; lost otherwise.
 *
 * Cash-out value (decision, spec silent): each line is worth stake × Π over its legs of
 *   open leg: taken price / current price (its fair value now; place part: the place prices);
 *   won leg: its price; void: 1; lost: 0
 * summed over the lines, less CASHOUT_MARGIN (5 %), floored to minor units. A single at 3.0 that
 * now trades at 2.0 is worth stake × 1.5 × 0.95.
 */
import { add, decimalRatio, floorOf, mul, ONE, placeRatio, ratio, type Ratio } from "../../../core/odds/index.js"

export type LegResultStatus = "winner" | "loser" | "void"

/** A resulted selection: spec §4 status, its starting price (races), finishing position (races). */
export interface SelectionResult {
  readonly status: LegResultStatus
  readonly startPrice: Ratio | null
  readonly position: number | null
  /** How many runners dead-heated at this position (2 or more); absent or null: no dead heat. */
  readonly deadHeat?: number | null
}

/** A leg as the bet row keeps it (place.ts). */
export interface PlacedLeg {
  readonly id: number
  readonly contract_ids: ReadonlyArray<number>
  /** The taken fractional price ("5/2"); null at starting price. */
  readonly price: string | null
  readonly start_price: boolean
  readonly each_way: { readonly deduction: string; readonly placement: number } | null
  readonly bog?: boolean
  readonly boosted?: boolean
  /** Written at settlement: won, lost, void, placed. */
  readonly outcome?: string | null
}

export interface PlacedBet {
  readonly type: string
  /** Per line, minor units. */
  readonly stake: number
  readonly eachWay: boolean
  readonly voucherAmount: number
  readonly legs: ReadonlyArray<PlacedLeg>
  /** The bet type's combinations (indexes into legs). */
  readonly combos: ReadonlyArray<ReadonlyArray<number>>
}

export type LegOutcome = "won" | "lost" | "void" | "placed"
export type BetOutcome = "won" | "lost" | "void" | "placed"

export interface Settlement {
  readonly outcome: BetOutcome
  /** What is paid to the bettor, minor units. */
  readonly cashWinnings: number
  /** Extra paid because the SP beat the taken price on a best-odds-guaranteed leg; null when none. */
  readonly bogAdditional: number | null
  readonly legOutcomes: ReadonlyArray<LegOutcome>
  /** Per leg, the extra its SP uplift alone brings; null when none. */
  readonly legBogAdditional: ReadonlyArray<number | null>
  /** Per leg, how many runners it dead-heated with (itself included); null when none. */
  readonly legDeadHeat: ReadonlyArray<number | null>
  readonly text: string
}

export const CASHOUT_MARGIN: Ratio = { num: 5n, den: 100n }

const ZERO: Ratio = { num: 0n, den: 1n }


interface LegFactors {
  readonly win: Ratio
  readonly place: Ratio
  readonly outcome: LegOutcome
}

/** The status of a bet builder leg from its selections' results. */
const combinedStatus = (results: ReadonlyArray<SelectionResult>): LegResultStatus => {
  if (results.some((r) => r.status === "loser")) return "loser"
  if (results.every((r) => r.status === "winner")) return "winner"
  return "void"
}

/** The win price a leg is settled at; `bog` false gives the price without the guarantee. */
const priceUsed = (leg: PlacedLeg, result: SelectionResult, bog: boolean): Ratio | null => {
  const taken = leg.price === null ? null : decimalRatio(leg.price)
  if (leg.start_price || taken === null) return result.startPrice
  if (bog && leg.bog && result.startPrice && result.startPrice.num * taken.den > taken.num * result.startPrice.den) return result.startPrice
  return taken
}

/** How many a single selection dead-heated with, itself included; null for none (and for a bet builder leg's selections). */
const deadHeatOf = (results: ReadonlyArray<SelectionResult>): number | null => {
  const tied = results.length === 1 ? results[0]!.deadHeat : null
  return tied != null && tied >= 2 ? tied : null
}

/** Dead-heat rules: `tied` runners share `paidLeft` paid places (at least 1), each on k/n of the stake. */
const deadHeatShare = (tied: number, paidLeft: number): Ratio => ratio(BigInt(Math.max(1, Math.min(tied, paidLeft))), BigInt(tied))

const legFactors = (leg: PlacedLeg, results: ReadonlyArray<SelectionResult>, bog: boolean): LegFactors => {
  const status = results.length === 1 ? results[0]!.status : combinedStatus(results)
  if (status === "void") return { win: ONE, place: ONE, outcome: "void" }
  const first = results[0]!
  // A starting-price leg whose SP was never returned is settled as void (recalculated out).
  const price = priceUsed(leg, first, bog)
  if (price === null) return { win: ONE, place: ONE, outcome: "void" }
  const placeTerms = leg.each_way
  const placed = placeTerms !== null && (status === "winner" || (first.position !== null && first.position <= placeTerms.placement))
  const tied = deadHeatOf(results) ?? 1
  const position = first.position ?? 1
  const place = placed ? mul(placeRatio(price, placeTerms.deduction) ?? ZERO, deadHeatShare(tied, placeTerms.placement - position + 1)) : ZERO
  if (status === "winner") return { win: mul(price, deadHeatShare(tied, 1)), place, outcome: "won" }
  return { win: ZERO, place, outcome: placed ? "placed" : "lost" }
}

const linesTotal = (combos: ReadonlyArray<ReadonlyArray<number>>, factors: ReadonlyArray<Ratio>): Ratio => {
  let total = ZERO
  for (const combo of combos) total = add(total, combo.reduce((acc, i) => mul(acc, factors[i]!), ONE))
  return total
}

const grossOf = (bet: PlacedBet, factors: ReadonlyArray<LegFactors>): { win: Ratio; place: Ratio } => {
  const stake = ratio(BigInt(bet.stake), 1n)
  const win = mul(stake, linesTotal(bet.combos, factors.map((f) => f.win)))
  const place = bet.eachWay ? mul(stake, linesTotal(bet.combos, factors.map((f) => f.place))) : ZERO
  return { win, place }
}

const payOf = (bet: PlacedBet, gross: { win: Ratio; place: Ratio }): number => Math.max(0, floorOf(add(gross.win, gross.place)) - bet.voucherAmount)

const money = (minor: number): string => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`

/** Settles a bet whose every leg is resulted: `results[i]` holds the results of leg i's selections. */
export const settleBet = (bet: PlacedBet, results: ReadonlyArray<ReadonlyArray<SelectionResult>>): Settlement => {
  const factors = bet.legs.map((leg, i) => legFactors(leg, results[i]!, true))
  const gross = grossOf(bet, factors)
  const cashWinnings = payOf(bet, gross)
  // Best odds guaranteed: what the same bet pays at the taken prices; the uplift is the difference.
  const anyBog = bet.legs.some((l) => l.bog && !l.start_price)
  const without = anyBog ? payOf(bet, grossOf(bet, bet.legs.map((leg, i) => legFactors(leg, results[i]!, false)))) : cashWinnings
  const bogAdditional = cashWinnings > without ? cashWinnings - without : null
  const legBogAdditional = bet.legs.map((leg, i) => {
    if (!bogAdditional || !leg.bog) return null
    const one = bet.legs.map((l, j) => legFactors(l, results[j]!, j === i))
    const extra = payOf(bet, grossOf(bet, one)) - without
    return extra > 0 ? extra : null
  })
  const legOutcomes = factors.map((f) => f.outcome)
  const legDeadHeat = results.map(deadHeatOf)
  const winPays = gross.win.num > 0n
  const placePays = gross.place.num > 0n
  const outcome: BetOutcome = legOutcomes.every((o) => o === "void") ? "void" : winPays ? "won" : placePays ? "placed" : "lost"
  return { outcome, cashWinnings, bogAdditional, legOutcomes, legBogAdditional, legDeadHeat, text: explain(bet, outcome, legOutcomes, cashWinnings, bogAdditional, legDeadHeat) }
}

const explain = (bet: PlacedBet, outcome: BetOutcome, legs: ReadonlyArray<LegOutcome>, paid: number, bog: number | null, deadHeats: ReadonlyArray<number | null>): string => {
  const lines = bet.combos.length * (bet.eachWay ? 2 : 1)
  const parts: string[] = []
  switch (outcome) {
    case "void":
      // The cash part comes back as money; the free bet on top of it comes back as the free bet
      // (settle.ts gives the voucher back to use again).
      parts.push(`Void: every selection was void, the stake of ${money(bet.stake * lines - bet.voucherAmount)} is returned.`)
      if (bet.voucherAmount > 0) parts.push(`The free bet of ${money(bet.voucherAmount)} is given back to use again.`)
      break
    case "lost":
      parts.push("Lost: no line of the bet won.")
      break
    case "placed":
      parts.push(`Placed: the win part lost and the place part returns ${money(paid + bet.voucherAmount)}.`)
      break
    case "won":
      parts.push(lines > 1 ? `Won: the winning lines return ${money(paid + bet.voucherAmount)}.` : `Won: returns ${money(paid + bet.voucherAmount)}.`)
      break
  }
  const voids = legs.filter((o) => o === "void").length
  if (voids > 0 && outcome !== "void") parts.push(`${voids} void selection${voids === 1 ? " was" : "s were"} settled at odds of 1.`)
  if (bog) parts.push(`Best odds guaranteed: the starting price beat the taken price, adding ${money(bog)}.`)
  deadHeats.forEach((tied, i) => {
    if (tied !== null && legs[i] !== "lost" && legs[i] !== "void") parts.push(`Dead heat: selection ${i + 1} tied with ${tied - 1} other${tied === 2 ? "" : "s"}, so its stake was shared under dead-heat rules.`)
  })
  if (bet.voucherAmount > 0 && outcome !== "lost" && outcome !== "void") parts.push(`The free bet stake of ${money(bet.voucherAmount)} is not returned.`)
  if (outcome !== "lost") parts.push(`Paid ${money(paid)}.`)
  return parts.join(" ")
}

// ---- cash-out ----------------------------------------------------------------------------------

/** A leg as cash-out sees it now. */
export type LegNow =
  | { readonly kind: "resulted"; readonly results: ReadonlyArray<SelectionResult> }
  /** Still open: its current decimal price (bet builder: the combined price) and place price. */
  | { readonly kind: "open"; readonly current: Ratio; readonly currentPlace: Ratio | null }

/** The cash-out value of the whole remaining stake, before rounding is applied per request. */
export const cashoutValue = (bet: PlacedBet, legs: ReadonlyArray<LegNow>): number => cashoutValues(bet, legs).offer

/**
 * The cash-out offer of the whole remaining stake and its fair value: the same sum of lines without
 * the margin (what the bet is worth at the current prices), each floored to minor units once.
 */
export const cashoutValues = (bet: PlacedBet, legs: ReadonlyArray<LegNow>): { readonly offer: number; readonly fair: number } => {
  const win: Ratio[] = []
  const place: Ratio[] = []
  for (const [i, leg] of bet.legs.entries()) {
    const now = legs[i]!
    if (now.kind === "resulted") {
      const f = legFactors(leg, now.results, false)
      win.push(f.win)
      place.push(f.place)
      continue
    }
    const taken = leg.price === null ? null : decimalRatio(leg.price)
    if (!taken) return { offer: 0, fair: 0 }
    win.push(mul(taken, ratio(now.current.den, now.current.num)))
    const takenPlace = leg.each_way ? placeRatio(taken, leg.each_way.deduction) : null
    place.push(takenPlace && now.currentPlace ? mul(takenPlace, ratio(now.currentPlace.den, now.currentPlace.num)) : ZERO)
  }
  const stake = ratio(BigInt(bet.stake), 1n)
  let value = mul(stake, linesTotal(bet.combos, win))
  if (bet.eachWay) value = add(value, mul(stake, linesTotal(bet.combos, place)))
  return { offer: floorOf(mul(value, ratio(CASHOUT_MARGIN.den - CASHOUT_MARGIN.num, CASHOUT_MARGIN.den))), fair: floorOf(value) }
}
