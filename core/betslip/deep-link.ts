/**
 * spec §4 "Betslip deep link": btype (betbuilder, acca, single), bid (comma-separated contract ids),
 * bstake (comma-separated stakes, trimmed; the first is the accumulator stake).
 *
 * Spec silent, chosen here:
 * - the link exists when `btype` is one of the three and `bid` names at least one contract id
 *   (`bid` without `btype` is the match deep link, core/catalogue/match-deep-link.ts);
 * - contract ids are trimmed; a part that is not a whole number is skipped, and repeats are dropped;
 * - stakes after the first are the stakes of the contracts in `bid` order; a stake that is not a
 *   decimal amount with at most 2 places reads as null (the default stake applies), as does a
 *   missing one (trailing nulls are dropped). Stakes are integer minor units.
 */
import { formatMinorAsDecimal, parseDecimalToMinor } from "../model/betslip.js"
import { formatQuery, parseQuery } from "../routing/query.js"

export const BETSLIP_LINK_TYPES = ["betbuilder", "acca", "single"] as const
export type BetslipLinkType = (typeof BETSLIP_LINK_TYPES)[number]

export interface BetslipDeepLink {
  readonly btype: BetslipLinkType
  readonly contractIds: ReadonlyArray<number>
  /** The first bstake value; null when absent or unreadable. */
  readonly accumulatorStake: number | null
  /** The following bstake values, one per listed contract at most. */
  readonly stakes: ReadonlyArray<number | null>
}

const isLinkType = (text: string): text is BetslipLinkType => (BETSLIP_LINK_TYPES as ReadonlyArray<string>).includes(text)

/** The betslip deep link in a search string (`?btype=acca&bid=1,2&bstake=10,5`), or null when there is none. */
export const parseBetslipDeepLink = (search: string): BetslipDeepLink | null => {
  const query = parseQuery(search)
  const btype = query.btype?.trim()
  if (btype === undefined || !isLinkType(btype) || query.bid === undefined) return null
  const contractIds: number[] = []
  for (const part of query.bid.split(",")) {
    const text = part.trim()
    if (!/^\d+$/.test(text)) continue
    const id = Number(text)
    if (Number.isSafeInteger(id) && !contractIds.includes(id)) contractIds.push(id)
  }
  if (contractIds.length === 0) return null
  const stakes = query.bstake === undefined ? [] : query.bstake.split(",").map((s) => parseDecimalToMinor(s.trim()))
  const legStakes = stakes.slice(1, 1 + contractIds.length)
  // A trailing unreadable stake says nothing more than a missing one.
  while (legStakes.length > 0 && legStakes[legStakes.length - 1] === null) legStakes.pop()
  return { btype, contractIds, accumulatorStake: stakes[0] ?? null, stakes: legStakes }
}

/** The search string of a betslip deep link (the inverse of parseBetslipDeepLink for what it returns). */
export const formatBetslipDeepLink = (link: BetslipDeepLink): string => {
  const pairs: Array<readonly [string, string]> = [["btype", link.btype], ["bid", link.contractIds.join(",")]]
  const stakes = [link.accumulatorStake, ...link.stakes]
  // Trailing unknown stakes need not be written; inner ones are written empty to keep positions.
  while (stakes.length > 0 && stakes[stakes.length - 1] === null) stakes.pop()
  if (stakes.length > 0) pairs.push(["bstake", stakes.map((s) => (s === null ? "" : formatMinorAsDecimal(s))).join(",")])
  return formatQuery(pairs)
}
