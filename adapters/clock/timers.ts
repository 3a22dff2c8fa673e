/**
 * Timers: core asks for `StartTimer {id, fireAt}` and `CancelTimer {id}`; this service turns them
 * into `TimerFired {id}` events (DESIGN.md §2, time is an input).
 *
 * - One timer per id: starting an id that is already running replaces it, so core can re-arm a
 *   debounce or a back-off without cancelling first.
 * - `fireAt` is an absolute instant; one already past fires on the next tick, never synchronously
 *   (core must finish committing the step that asked for it).
 * - Browsers overflow delays above 2^31-1 ms (about 24.8 days) into an immediate fire; long timers
 *   are chained so they fire when asked, not at once.
 */
import type { EventInput } from "../../core/app/events.js"

/** Largest delay `setTimeout` honours. */
export const MAX_TIMEOUT_MS = 2_147_483_647

type Handle = unknown

export interface TimerDeps {
  readonly dispatch: (event: EventInput) => void
  readonly now: () => number
  readonly setTimeout: (callback: () => void, ms: number) => Handle
  readonly clearTimeout: (handle: Handle) => void
}

export interface Timers {
  start(id: string, fireAt: number): void
  cancel(id: string): void
  cancelAll(): void
  /** Ids of the timers that have not fired yet. */
  active(): ReadonlyArray<string>
}

export const createTimers = (deps: TimerDeps): Timers => {
  const handles = new Map<string, Handle>()

  const arm = (id: string, fireAt: number): void => {
    const delay = Math.max(0, fireAt - deps.now())
    const chained = delay > MAX_TIMEOUT_MS
    const handle = deps.setTimeout(() => {
      // A replaced or cancelled timer whose callback was already queued must not fire.
      if (handles.get(id) !== handle) return
      if (chained) return arm(id, fireAt)
      handles.delete(id)
      deps.dispatch({ _tag: "TimerFired", id })
    }, chained ? MAX_TIMEOUT_MS : delay)
    handles.set(id, handle)
  }

  const cancel = (id: string): void => {
    const handle = handles.get(id)
    if (handle === undefined) return
    handles.delete(id)
    deps.clearTimeout(handle)
  }

  return {
    start(id, fireAt) {
      cancel(id)
      arm(id, Number.isFinite(fireAt) ? fireAt : deps.now())
    },
    cancel,
    cancelAll() {
      for (const id of [...handles.keys()]) cancel(id)
    },
    active: () => [...handles.keys()],
  }
}
