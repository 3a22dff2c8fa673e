/**
 * One interval shared by every component that needs time to move (live clocks, price flashes):
 * it runs only while someone listens, and each tick calls every listener in one task, so React
 * re-renders whatever changed in one batch. (A timer per component was a task and a render each.)
 */
export interface Ticker {
  /** The time of the last tick while the ticker runs, the time now otherwise. */
  now(): number
  subscribe(listener: () => void): () => void
}

export const sharedTicker = (everyMs: number): Ticker => {
  const listeners = new Set<() => void>()
  let timer: ReturnType<typeof setInterval> | null = null
  let tickedAt = 0
  return {
    now: () => (timer === null ? Date.now() : tickedAt),
    subscribe(listener) {
      listeners.add(listener)
      if (timer === null) {
        tickedAt = Date.now()
        timer = setInterval(() => {
          tickedAt = Date.now()
          for (const tick of [...listeners]) tick()
        }, everyMs)
      }
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && timer !== null) {
          clearInterval(timer)
          timer = null
        }
      }
    },
  }
}

/** For a component that needs no ticks now (a stopped clock, a price not flashing). */
export const noTicks = (): (() => void) => () => {}
