/**
 * Analytics: where core's `Track {event}` commands go. The product-analytics and tag-manager
 * scripts of spec §7 are third-party and loaded by the page; this module is the one seam they plug
 * into (`setSink`). Until one does, events are kept in memory (tests read them) and, outside
 * production, echoed with `console.debug` so a developer can see what would be sent.
 *
 * A sink that throws is contained: analytics must never break the product.
 */
import type { AnalyticsEvent } from "../../core/kernel/index.js"

export type AnalyticsSink = (event: AnalyticsEvent) => void

export interface AnalyticsOptions {
  /** Echo each event to the console (development builds). */
  readonly debug?: boolean
  readonly sink?: AnalyticsSink | null
  /** How many events the in-memory list keeps; the oldest go first. */
  readonly capacity?: number
  readonly console?: Pick<Console, "debug" | "warn">
}

export interface Analytics {
  track(event: AnalyticsEvent): void
  setSink(sink: AnalyticsSink | null): void
  /** Events tracked so far, oldest first (bounded by `capacity`). */
  readonly events: ReadonlyArray<AnalyticsEvent>
  clear(): void
}

export const DEFAULT_ANALYTICS_CAPACITY = 500

export const createAnalytics = (options: AnalyticsOptions = {}): Analytics => {
  const capacity = options.capacity ?? DEFAULT_ANALYTICS_CAPACITY
  const out = options.console ?? console
  let sink = options.sink ?? null
  let events: AnalyticsEvent[] = []
  return {
    track(event) {
      events.push(event)
      if (events.length > capacity) events = events.slice(-capacity)
      if (options.debug) out.debug(`[analytics] ${event.name}`, event.properties)
      if (!sink) return
      try {
        sink(event)
      } catch (error) {
        out.warn(`[analytics] sink failed for ${event.name}`, error)
      }
    },
    setSink(next) {
      sink = next
    },
    get events() {
      return events
    },
    clear() {
      events = []
    },
  }
}
