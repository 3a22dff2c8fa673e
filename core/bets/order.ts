/**
 * Which copy of a bet is the latest, and which list a bet belongs in. Copies of one bet arrive from
 * three places (GET bets pages, `bet_v1` pushes, cash-out answers, plus placement receipts), in any
 * order and possibly more than once; these rules make the held copy independent of that order.
 */
import type { BetReceipt } from "../model/betslip.js"
import type { BetsListStatus } from "../model/bets.js"

/**
 * The list a bet is shown in: settled once the server settled it, cashed it out in full or voided
 * it ("settled (including cashed out)", core/model/bets.ts); open otherwise.
 */
export const listOf = (bet: Pick<BetReceipt, "status" | "cashout_success">): BetsListStatus =>
  bet.status === "open" || bet.status === "pending" ? (bet.cashout_success === true ? "settled" : "open") : "settled"

/**
 * Whether `incoming` should replace `held` (core/model/bets.ts "Ordering"): with versions on both,
 * only a strictly higher version (an equal one is a duplicate); without, the later arrival, except
 * that a bet never goes back from settled to open.
 */
export const supersedes = (incoming: BetReceipt, held: BetReceipt | undefined): boolean => {
  if (held === undefined) return true
  if (incoming.version !== undefined && held.version !== undefined) return incoming.version > held.version
  return !(listOf(held) === "settled" && listOf(incoming) === "open")
}

/** The table with `incoming` merged in (the same table when it is not newer). */
export const mergeBet = (
  table: Readonly<Record<number, BetReceipt>>, incoming: BetReceipt,
): Readonly<Record<number, BetReceipt>> =>
  supersedes(incoming, table[incoming.id]) ? { ...table, [incoming.id]: incoming } : table

export const mergeBets = (
  table: Readonly<Record<number, BetReceipt>>, incoming: ReadonlyArray<BetReceipt>,
): Readonly<Record<number, BetReceipt>> => incoming.reduce(mergeBet, table)

/** A list's bets from the table, newest (highest id) first, as the server pages them. */
export const idsOfList = (table: Readonly<Record<number, BetReceipt>>, list: BetsListStatus): ReadonlyArray<number> =>
  Object.values(table).filter((bet) => listOf(bet) === list).map((bet) => bet.id).sort((a, b) => b - a)

/**
 * A first page answered after the held copies may have gone stale (a reconnect, a page reopened):
 * a bet held in `list` that the answer should have contained but did not has left that list while
 * nobody was listening, and is dropped (its newer copy comes with the other list or a push). The
 * answer covers ids up to its newest bet (or up to `ceiling`, the newest id held when the request
 * left, when higher) and down to its oldest bet, or to the very first bet when it is the last page.
 * Bets placed after the request have higher ids and are kept.
 */
export const pruneMissing = (
  table: Readonly<Record<number, BetReceipt>>, list: BetsListStatus, answered: ReadonlyArray<BetReceipt>,
  complete: boolean, ceiling: number | null,
): Readonly<Record<number, BetReceipt>> => {
  const ids = new Set(answered.map((b) => b.id))
  const top = Math.max(ceiling ?? Number.NEGATIVE_INFINITY, ...answered.map((b) => b.id))
  const bottom = complete ? Number.NEGATIVE_INFINITY : Math.min(...answered.map((b) => b.id))
  const gone = Object.values(table).filter((bet) =>
    listOf(bet) === list && !ids.has(bet.id) && bet.id <= top && bet.id >= bottom)
  if (gone.length === 0) return table
  const next = { ...table }
  for (const bet of gone) delete next[bet.id]
  return next
}
