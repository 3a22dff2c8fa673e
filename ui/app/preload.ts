/**
 * A tiny preload queue for route chunks (spec §2.1, §9: "At most 4 route preloads run at once").
 *
 * A preload is keyed (one chunk, one key): asking again for a key already queued, running or done
 * returns the same promise, so hovering a link twice loads nothing twice. At most `limit` loads run
 * at once; the rest wait in order. A failed load settles its promise as rejected and frees its slot;
 * whoever renders the page meets the failure again through React.lazy and reports it.
 */

export const ROUTE_PRELOAD_CONCURRENCY = 4

export interface PreloadQueue {
  /** Loads `load` under `key` once, when a slot is free. */
  preload(key: string, load: () => Promise<unknown>): Promise<void>
  /** Loads running now (never above the limit). */
  running(): number
  /** Loads waiting for a slot. */
  waiting(): number
}

export const createPreloadQueue = (limit = ROUTE_PRELOAD_CONCURRENCY): PreloadQueue => {
  const promises = new Map<string, Promise<void>>()
  const queue: Array<() => void> = []
  let active = 0

  const next = () => {
    while (active < limit && queue.length > 0) queue.shift()!()
  }

  return {
    preload(key, load) {
      const known = promises.get(key)
      if (known) return known
      const promise = new Promise<void>((resolve, reject) => {
        queue.push(() => {
          active++
          let started: Promise<unknown>
          try {
            started = load()
          } catch (error) {
            started = Promise.reject(error)
          }
          started.then(
            () => resolve(),
            (error: unknown) => reject(error),
          ).finally(() => {
            active--
            next()
          })
        })
      })
      // Nobody may be waiting on a hover preload: an unhandled rejection is not an error here.
      promise.catch(() => undefined)
      promises.set(key, promise)
      next()
      return promise
    },
    running: () => active,
    waiting: () => queue.length,
  }
}

/** The app's queue of route-chunk preloads. */
export const routePreloads: PreloadQueue = createPreloadQueue()
