/**
 * The server's slip, merged with the bettor's choices (reduce.ts header, "Spec silent"): an answer
 * to POST or GET betslip keeps the bettor's stakes, vouchers, each-way, start price, initial prices
 * and bet type per contract id, takes remembered stakes for new legs, applies a deep link's bet kind
 * once its legs arrived, and passes every rule (rules.ts).
 */
import type { Betslip, BetslipContract } from "../model/betslip.js"
import type { BetslipState } from "./state.js"
import { ACCUMULATOR, isBetTypeOffered, normaliseBetslip, priceChangeDirection, SINGLE } from "./rules.js"

/** The bet type group (spec §3 bet_type_groups) a bet type key belongs to. */
export const groupOf = (slip: Betslip, betType: string): string | null =>
  slip.bet_type_groups.find((g) => g.bet_types.includes(betType))?.key ?? null

/**
 * The server's answer with the bettor's choices carried over from `previous` (see the header), then
 * every rule. Legs follow the server's order, which is the order of the picks sent.
 */
export const mergeServerSlip = (
  previous: Betslip,
  server: Betslip,
  defaultStake: number,
  remembered: Readonly<Record<number, number>>,
): Betslip => {
  const before = new Map(previous.all_contracts.map((leg) => [leg.id, leg] as const))
  const voucherIds = new Set(server.vouchers.map((v) => v.id))
  const legs = server.all_contracts.map((leg): BetslipContract => {
    const held = before.get(leg.id)
    if (!held) return { ...leg, stake: remembered[leg.id] ?? (leg.stake > 0 ? leg.stake : defaultStake) }
    return {
      ...leg,
      stake: held.stake,
      applied_voucher: held.applied_voucher !== null && voucherIds.has(held.applied_voucher.id) ? held.applied_voucher : null,
      applied_each_way: held.applied_each_way && leg.each_way !== null,
      applied_start_price: held.applied_start_price || leg.applied_start_price,
      initial_prices: held.initial_prices,
      price_change_direction: priceChangeDirection(held.initial_prices, leg.prices),
    }
  })
  const merged: Betslip = {
    ...server,
    all_contracts: legs,
    accumulator_stake: previous.accumulator_stake,
    accumulator_applied_each_way: previous.accumulator_applied_each_way,
    accumulator_applied_voucher: previous.accumulator_applied_voucher,
    use_bonus: previous.use_bonus,
    type: previous.type,
    selected_bet_type: previous.selected_bet_type,
  }
  return normaliseBetslip(previous, merged)
}

/** The deep link's bet kind, once its legs are on the slip (a second pass: the leg count is settled). */
const applyLinkType = (slip: Betslip, kind: "single" | "acca"): Betslip => {
  if (kind === "single") return normaliseBetslip(slip, { ...slip, type: SINGLE, selected_bet_type: isBetTypeOffered(slip, SINGLE) ? SINGLE : slip.selected_bet_type })
  return slip.all_contracts.length >= 2 ? normaliseBetslip(slip, { ...slip, type: ACCUMULATOR, selected_bet_type: null }) : slip
}

/** `defaultStake`: what a new leg starts with (the bettor's own default, else the device's or brand's). */
export const synced = (s: BetslipState, server: Betslip, at: number, defaultStake = s.ui.defaultStake): BetslipState => {
  let slip = mergeServerSlip(s.slip, server, defaultStake, s.rememberedStakes)
  if (s.pendingLinkType !== null) slip = applyLinkType(slip, s.pendingLinkType)
  const arrived = new Set(slip.all_contracts.map((leg) => leg.id))
  const rememberedStakes = Object.fromEntries(Object.entries(s.rememberedStakes).filter(([id]) => !arrived.has(Number(id))))
  return {
    ...s,
    slip,
    contractIds: slip.all_contracts.map((leg) => leg.id),
    syncRequestId: null,
    ui: { ...s.ui, pendingContractIds: [], syncing: false },
    rememberedStakes,
    pendingLinkType: null,
    syncedAt: at,
    // The answer holds every pick sent; a bet builder leg now carries its ids in `selections`.
    betBuilderLegs: {},
  }
}
