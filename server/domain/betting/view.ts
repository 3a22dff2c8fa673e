/**
 * A bet as My Bets shows it (BetReceipt, core/model/bets.ts): the receipt given at placement, with
 * what changed since: remaining (cash) stake and potential after partial cash-outs, status, outcome,
 * winnings, returns text, leg outcomes, the legs' live scores and match status from the world, and
 * the cash-out offer priced now with its fair value (the offer without the margin; cashout.ts), and
 * the bettor's automatic cash-out rule (auto-cashout.ts).
 *
 * `version` orders copies of a bet for the client: the stored version (bets.version, +1 with every
 * write) in the high part, and in the low part the sum of the `seq` of the legs' markets and matches
 * (each grows with every change of price, status or score), so a push for a newer price or score
 * always outranks an older copy; a settled bet takes the top of its low part.
 */
import { inArray } from "drizzle-orm"
import type { BetReceipt } from "../../../core/model/betslip.js"
import type { Db } from "../../db/connect.js"
import { betPlacements } from "../../db/schema.js"
import type { World } from "../../sim/world.js"
import type { AutoCashoutRule } from "../../../core/model/betslip.js"
import { autoCashoutsOf, type AutoCashoutRow } from "./auto-cashout.js"
import { offerOf } from "./cashout.js"
import type { PlacedLeg } from "./returns.js"
import { placedBetOf, type BetRow } from "./settle.js"

const LOW = 2 ** 32
const LIVE_OUTCOME: Readonly<Record<string, string>> = { winner: "won", loser: "lost", void: "void" }

/** The receipts given at placement, by bet id. */
export const placedReceipts = async (db: Db, rows: ReadonlyArray<BetRow>): Promise<Map<number, BetReceipt>> => {
  const ids = [...new Set(rows.map((r) => r.placementId))]
  if (ids.length === 0) return new Map()
  const placements = await db.select({ receipts: betPlacements.receipts }).from(betPlacements).where(inArray(betPlacements.id, ids))
  const out = new Map<number, BetReceipt>()
  for (const p of placements) for (const r of (p.receipts as BetReceipt[] | null) ?? []) out.set(r.id, r)
  return out
}

const liveSeq = (world: World, legs: ReadonlyArray<PlacedLeg>): number => {
  let total = 0
  for (const leg of legs) {
    for (const id of leg.contract_ids) {
      const contract = world.contracts.get(id)
      const market = contract ? world.markets.get(contract.marketId) : undefined
      const match = market ? world.matches.get(market.matchId) : undefined
      total += (market?.seq ?? 0) + (match?.seq ?? 0)
    }
  }
  return Math.min(LOW - 2, total)
}

/** The rule as the bettor sees it: while the bet is open, and after it fired; a rule left on a bet settled otherwise is none. */
const ruleView = (row: BetRow, rule: AutoCashoutRow | undefined): AutoCashoutRule | null =>
  rule === undefined ? null
    : rule.triggeredAt !== null ? { amount: rule.amount, status: "triggered" }
    : row.status === "open" ? { amount: rule.amount, status: "active" }
    : null

export const betView = (row: BetRow, placed: BetReceipt | undefined, world: World, rule?: AutoCashoutRow): BetReceipt => {
  const legs = row.legs as Array<PlacedLeg & { bog_additional?: number | null; dead_heat?: number | null }>
  const open = row.status === "open"
  const offer = offerOf(row, world)
  const fullyCashedOut = row.cashoutSuccess === true
  const base: BetReceipt = placed ?? fallbackReceipt(row)
  return {
    ...base,
    // The cash still staked (after partial cash-outs); a free bet's voucher is beside it (spec §3).
    stake: row.cashAmount,
    status: row.status,
    outcome: row.outcome,
    potential: row.potential,
    voucher: row.voucherAmount > 0 ? row.voucherAmount : null,
    cash_winnings: row.cashWinnings,
    credit_winnings: row.cashWinnings === null ? null : 0,
    cashout_amount: fullyCashedOut ? row.cashedOut : offer.status === "available" ? offer.amount : null,
    cashout_fair_value: open && offer.status === "available" ? offer.fair : null,
    cashout_delay: open ? offer.delay : null,
    cashout_status: open ? offer.status : "unavailable",
    cashout_success: row.cashoutSuccess,
    auto_cashout: ruleView(row, rule),
    best_odds_guaranteed_additional_amount: row.bestOddsGuaranteedAdditional,
    returns_info_text: row.returnsInfoText,
    version: row.version * LOW + (open ? liveSeq(world, legs) : LOW - 1),
    bet_legs: base.bet_legs.map((leg, i) => {
      const stored = legs[i]
      const contract = stored ? world.contracts.get(stored.contract_ids[0]!) : undefined
      const market = contract ? world.markets.get(contract.marketId) : undefined
      const match = market ? world.matches.get(market.matchId) : undefined
      return {
        ...leg,
        match_status: match?.status ?? leg.match_status,
        home_score: match ? match.homeScore : leg.home_score,
        away_score: match ? match.awayScore : leg.away_score,
        // Before settlement a leg already resulted shows its outcome from the live catalogue.
        outcome: stored?.outcome ?? (contract ? (LIVE_OUTCOME[contract.status] ?? null) : null),
        best_odds_guaranteed_additional_amount: stored?.bog_additional ?? null,
        dead_heat: stored?.dead_heat ?? null,
      }
    }),
  }
}

/** A bet whose placement receipt is missing (never expected): the fields the row alone gives. */
const fallbackReceipt = (row: BetRow): BetReceipt => {
  const placed = placedBetOf(row)
  return {
    id: row.id, name: row.type, type: row.type, stake: row.cashAmount, status: row.status, outcome: null, potential: row.potential,
    created_at: row.createdAt.getTime(), boosted: placed.legs.some((l) => l.boosted === true), each_way: row.eachWay, number_of_bets: row.numberOfBets,
    payout_type: "cash", voucher: row.voucherAmount > 0 ? row.voucherAmount : null, credit_amount: 0, cash_winnings: null, credit_winnings: null, cashout_amount: null, cashout_delay: null,
    cashout_status: null, cashout_success: null, best_odds_guaranteed_additional_amount: null, returns_info_text: null, bet_legs: [],
  }
}

/** The views of these bets, with their placement receipts and automatic cash-out rules read in one query each. */
export const betViews = async (db: Db, rows: ReadonlyArray<BetRow>, world: World): Promise<BetReceipt[]> => {
  const [receipts, rules] = await Promise.all([placedReceipts(db, rows), autoCashoutsOf(db, rows.map((r) => r.id))])
  return rows.map((row) => betView(row, receipts.get(row.id), world, rules.get(row.id)))
}
