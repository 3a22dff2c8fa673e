/**
 * The queue rules of spec §2.10, as pure functions of the queue and where the person is.
 *
 * - One active per queue: the first eligible entry. Every entry is eligible except Review, which is
 *   suppressed (ineligible, still queued) on casino game player pages and while a bet receipt shows.
 * - A route change removes the active low-priority modal: the one active on the page being left,
 *   unless it was opened for the page being arrived at (see ModalRequest.path).
 */
import type { ModalEntry } from "./model.js"

export interface EligibilityContext {
  /** The current path (no search). */
  readonly path: string
  /** A bet receipt is showing in the betslip. */
  readonly receiptShown: boolean
}

/** spec §2.6: /casino/game/{game}/player and its sub-pages. */
export const CASINO_GAME_PLAYER = /^\/casino\/game\/[^/]+\/player(\/|$)/

export const isCasinoGamePage = (path: string): boolean => CASINO_GAME_PLAYER.test(path)

/** Whether an entry may show now. */
export const isEligible = (entry: Pick<ModalEntry, "name">, ctx: EligibilityContext): boolean =>
  entry.name !== "Review" || (!isCasinoGamePage(ctx.path) && !ctx.receiptShown)

/** The entry a queue shows: its first eligible one. */
export const activeEntry = (queue: ReadonlyArray<ModalEntry>, ctx: EligibilityContext): ModalEntry | null =>
  queue.find((e) => isEligible(e, ctx)) ?? null

/**
 * The low queue after a route change from `from` to `to` (paths): the entry active on `from` is
 * removed unless it was opened for `to`. The same path (a search change) is no route change.
 */
export const afterRouteChange = (
  low: ReadonlyArray<ModalEntry>,
  from: string,
  to: string,
  receiptShown: boolean,
): ReadonlyArray<ModalEntry> => {
  if (from === to) return low
  const active = activeEntry(low, { path: from, receiptShown })
  if (!active || active.path === to) return low
  return low.filter((e) => e !== active)
}
