/**
 * The preload queue for route chunks (spec §2.1, §9: "At most 4 route preloads run at once").
 *
 * The rule is core's pure queue (core/chunks/preload-queue.ts: which keys start, and when); this
 * wrapper holds one value of it and the promises. A preload is keyed (one chunk, one key): asking
 * again for a key already queued, running or done returns the same promise, so hovering a link
 * twice loads nothing twice. A failed load settles its promise as rejected and frees its slot;
 * whoever renders the page meets the failure again through React.lazy and reports it.
 */
import {
  emptyPreloadQueue, requestPreload, ROUTE_PRELOAD_CONCURRENCY, settlePreload, type PreloadQueueState, type PreloadStep,
} from "../../core/chunks/preload-queue.js"

export { ROUTE_PRELOAD_CONCURRENCY }

export interface PreloadQueue {
  /** Loads `load` under `key` once, when a slot is free. */
  preload(key: string, load: () => Promise<unknown>): Promise<void>
  /** Loads running now (never above the limit). */
  running(): number
  /** Loads waiting for a slot. */
  waiting(): number
}

export const createPreloadQueue = (limit = ROUTE_PRELOAD_CONCURRENCY): PreloadQueue => {
  let queue: PreloadQueueState = emptyPreloadQueue(limit)
  const promises = new Map<string, Promise<void>>()
  const starters = new Map<string, () => void>()

  const apply = ([next, start]: PreloadStep): void => {
    queue = next
    for (const key of start) {
      const run = starters.get(key)
      starters.delete(key)
      run?.()
    }
  }

  return {
    preload(key, load) {
      const known = promises.get(key)
      if (known) return known
      const promise = new Promise<void>((resolve, reject) => {
        starters.set(key, () => {
          let started: Promise<unknown>
          try {
            started = load()
          } catch (error) {
            started = Promise.reject(error)
          }
          started.then(() => resolve(), (error: unknown) => reject(error))
            .finally(() => apply(settlePreload(queue, key)))
        })
      })
      // Nobody may be waiting on a hover preload: an unhandled rejection is not an error here.
      promise.catch(() => undefined)
      promises.set(key, promise)
      apply(requestPreload(queue, key))
      return promise
    },
    running: () => queue.running.length,
    waiting: () => queue.waiting.length,
  }
}

/** The app's queue of route-chunk preloads. */
export const routePreloads: PreloadQueue = createPreloadQueue()
