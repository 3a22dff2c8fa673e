/** What the virtuals pages read (issue 17). */
import { memoByKey } from "../kernel/index.js"
import type { VirtualEvent, VirtualKind, VirtualTimeline } from "../model/virtuals.js"
import { netPositionOf } from "./reality-check.js"
import type { VirtualsState } from "./reduce.js"

type Root = { readonly virtuals: VirtualsState }

const byOff = (a: VirtualEvent, b: VirtualEvent) => a.off_at - b.off_at || a.id - b.id

export const selectVirtualsStatus = (s: Root) => s.virtuals.status
export const selectVirtualsClockOffset = (s: Root) => s.virtuals.clockOffset

const eventsOf = memoByKey({
  key: (kind: VirtualKind | null, _events: VirtualsState["events"]) => kind ?? "all",
  inputs: (_kind: VirtualKind | null, events: VirtualsState["events"]) => [events],
  compute: (kind: VirtualKind | null, events: VirtualsState["events"]) => {
    const all = Object.values(events).filter((e) => kind === null || e.kind === kind)
    return {
      upcoming: all.filter((e) => e.status === "upcoming").sort(byOff),
      live: all.filter((e) => e.status === "live").sort(byOff),
      results: all.filter((e) => e.status === "ended").sort((a, b) => b.end_at - a.end_at),
    }
  },
  size: 8,
})

/** The upcoming, live and resulted events (of a kind, or all): the same object while the events are. */
export const selectVirtualEvents = (kind: VirtualKind | null) => (s: Root) => eventsOf(kind, s.virtuals.events)

export const selectVirtualEvent = (id: number) => (s: Root): VirtualEvent | null => s.virtuals.events[id] ?? null
export const selectVirtualTimeline = (id: number) => (s: Root): VirtualTimeline | null => s.virtuals.timelines[id] ?? null

const realityOf = memoByKey({
  key: (_reality: VirtualsState["reality"]) => "reality",
  inputs: (reality: VirtualsState["reality"]) => [reality],
  compute: (reality: VirtualsState["reality"]) => ({
    firstPlacedAt: reality.firstPlacedAt,
    sessionEndAt: reality.sessionEndAt,
    intervalSeconds: reality.intervalMs / 1000,
    net: netPositionOf(reality),
  }),
  size: 1,
})

/** The reality check's session: when it started, the net position (minor units), the interval. */
export const selectRealityCheck = (s: Root) => realityOf(s.virtuals.reality)

/** Interpolated positions of a race at `t` ms after the off (the frames every 500 ms), or null before any frame. */
export const racePositionsAt = (timeline: VirtualTimeline, t: number): ReadonlyArray<number> | null => {
  const frames = timeline.race
  if (frames.length === 0) return null
  if (t <= frames[0]!.t) return frames[0]!.positions
  const last = frames[frames.length - 1]!
  if (t >= last.t) return last.positions
  let lo = 0
  let hi = frames.length - 1
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    if (frames[mid]!.t <= t) lo = mid
    else hi = mid
  }
  const a = frames[lo]!
  const b = frames[hi]!
  const u = (t - a.t) / (b.t - a.t)
  return a.positions.map((p, i) => p + (b.positions[i]! - p) * u)
}

/** The running order at those positions: runner indexes, leader first (ties by card order). */
export const runningOrder = (positions: ReadonlyArray<number>): number[] =>
  positions.map((p, i) => [p, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]).map(([, i]) => i)
