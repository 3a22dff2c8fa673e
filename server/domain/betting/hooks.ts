/**
 * Observers of placed bets (issue 18: rewards count the bets that meet their rules). The betting
 * route calls `betsPlaced` after a placement committed; observers registered with `onBetsPlaced`
 * run then, in order. They are kept per server context (several servers share one process in
 * tests). A failing observer is logged and never fails the placement: the bets are placed.
 * A replayed placement (same Idempotency-Key) calls them again with the same receipts, so an
 * observer must count each bet id once (rewards does: reward_progress is unique per bet).
 * Observers hear the placement's facts too (place.ts `PlacedFacts`), to skip their reads when the
 * bettor has nothing for them (rewards: no reward in progress).
 */
import type { BetReceipt } from "../../../core/model/betslip.js"
import type { ServerContext } from "../../context.js"
import type { PlacedFacts } from "./place.js"

export type BetsPlacedObserver = (userId: number, receipts: ReadonlyArray<BetReceipt>, after: PlacedFacts) => Promise<void>

const observers = new WeakMap<ServerContext, BetsPlacedObserver[]>()

export const onBetsPlaced = (ctx: ServerContext, observer: BetsPlacedObserver): void => {
  const list = observers.get(ctx) ?? []
  list.push(observer)
  observers.set(ctx, list)
}

export const betsPlaced = async (ctx: ServerContext, userId: number, receipts: ReadonlyArray<BetReceipt>, after: PlacedFacts): Promise<void> => {
  for (const observer of observers.get(ctx) ?? []) {
    try {
      await observer(userId, receipts, after)
    } catch (error) {
      ctx.log(`[betting] a placed-bets observer failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`)
    }
  }
}
