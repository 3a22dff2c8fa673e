/**
 * Price and score pushes, coalesced (issue 4 "Speed"): a busy in-play page receives hundreds of
 * market updates a second, and committing each would re-render far more often than the screen
 * can show. Updates are held until the next animation frame and dispatched as ONE MarketsPushed
 * and ONE MatchesPushed, so the page commits at most once per frame.
 *
 * Within a batch, updates of the same market merge (the newest status and seq, each contract's
 * newest price), so a hidden tab, where frames stop, holds at most one entry per market; a timer
 * flushes it anyway. Any other event flushes the batch first, so order between pushes and other
 * events is kept.
 */
import type { EventInput } from "../../core/app/events.js"
import type { ContractUpdate, MarketUpdate, MatchPush } from "../../core/model/catalogue.js"

export interface FrameScheduler {
  /** Runs `flush` at the next frame (requestAnimationFrame in the browser). */
  frame(flush: () => void): void
  /** A fallback for when frames stop (hidden tabs): setTimeout. */
  later(flush: () => void, ms: number): void
}

/** Frames stop in background tabs; this bounds how long an update can wait there. */
export const FLUSH_FALLBACK_MS = 250

const mergeMarket = (held: MarketUpdate | undefined, update: MarketUpdate): MarketUpdate => {
  if (!held) return update
  const [older, newer] = held.seq <= update.seq ? [held, update] : [update, held]
  const contracts = new Map<number, ContractUpdate>(older.contracts.map((c) => [c.id, c]))
  for (const c of newer.contracts) contracts.set(c.id, c)
  return {
    ...newer,
    ...(newer.each_way === undefined && older.each_way !== undefined ? { each_way: older.each_way } : {}),
    contracts: [...contracts.values()],
  }
}

export const createCoalescer = (dispatch: (event: EventInput) => void, scheduler: FrameScheduler) => {
  let markets = new Map<number, MarketUpdate>()
  let matches = new Map<number, MatchPush>()
  let scheduled = false
  // One fallback timer at a time: arming one per frame would be ~60 idle timer tasks a second.
  let fallbackArmed = false

  const flush = (): void => {
    scheduled = false
    if (markets.size > 0) {
      const batch = [...markets.values()]
      markets = new Map()
      dispatch({ _tag: "MarketsPushed", markets: batch })
    }
    if (matches.size > 0) {
      const batch = [...matches.values()]
      matches = new Map()
      dispatch({ _tag: "MatchesPushed", matches: batch })
    }
  }

  const schedule = (): void => {
    if (scheduled) return
    scheduled = true
    scheduler.frame(() => {
      if (scheduled) flush()
    })
    if (fallbackArmed) return
    fallbackArmed = true
    scheduler.later(() => {
      fallbackArmed = false
      if (scheduled) flush()
    }, FLUSH_FALLBACK_MS)
  }

  return (event: EventInput): void => {
    switch (event._tag) {
      case "MarketsPushed":
        for (const update of event.markets) markets.set(update.id, mergeMarket(markets.get(update.id), update))
        return schedule()
      case "MatchesPushed":
        for (const push of event.matches) {
          const held = matches.get(push.id)
          if (!held || held.seq <= push.seq) matches.set(push.id, push)
        }
        return schedule()
      default:
        flush()
        dispatch(event)
    }
  }
}

/** The browser's scheduler: animation frames, with a timer behind them. */
export const browserFrameScheduler = (): FrameScheduler => ({
  frame: (flush) => {
    if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => flush())
    else setTimeout(flush, 16)
  },
  later: (flush, ms) => void setTimeout(flush, ms),
})
