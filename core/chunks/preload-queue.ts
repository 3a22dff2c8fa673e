/**
 * The route preload queue as data (spec §9 "Route preload concurrency": 4). The shell keeps one
 * value of it, asks `requestPreload` when a page's code is wanted and `settlePreload` when a load
 * ends, and starts exactly the keys each returns.
 *
 * Invariants: at most `limit` keys run at once; a key is requested, run and finished at most once;
 * waiting keys start in the order they were asked for, as soon as a slot frees.
 */

export const ROUTE_PRELOAD_CONCURRENCY = 4

export interface PreloadQueueState {
  readonly limit: number
  readonly running: ReadonlyArray<string>
  readonly waiting: ReadonlyArray<string>
  /** Keys that finished, loaded or failed (a failed chunk is not fetched again by a preload). */
  readonly settled: ReadonlyArray<string>
}

export const emptyPreloadQueue = (limit = ROUTE_PRELOAD_CONCURRENCY): PreloadQueueState =>
  ({ limit: Math.max(1, Math.floor(limit)), running: [], waiting: [], settled: [] })

/** The next state and the keys to start now. */
export type PreloadStep = readonly [queue: PreloadQueueState, start: ReadonlyArray<string>]

const fill = (q: PreloadQueueState): PreloadStep => {
  const free = q.limit - q.running.length
  if (free <= 0 || q.waiting.length === 0) return [q, []]
  const start = q.waiting.slice(0, free)
  return [{ ...q, running: [...q.running, ...start], waiting: q.waiting.slice(start.length) }, start]
}

export const isKnown = (q: PreloadQueueState, key: string): boolean =>
  q.running.includes(key) || q.waiting.includes(key) || q.settled.includes(key)

/** Asks for `key`: started now if a slot is free, queued otherwise; nothing if already known. */
export const requestPreload = (q: PreloadQueueState, key: string): PreloadStep =>
  isKnown(q, key) ? [q, []] : fill({ ...q, waiting: [...q.waiting, key] })

/** `key` finished (loaded or failed): its slot goes to the next waiting key. */
export const settlePreload = (q: PreloadQueueState, key: string): PreloadStep =>
  q.running.includes(key)
    ? fill({ ...q, running: q.running.filter((k) => k !== key), settled: [...q.settled, key] })
    : [q, []]
