/**
 * Virtual sports in the browser (issue 17): the lobby or a kind's page (next events, the live one,
 * results) kept live by the `virtuals` channel, and the timeline of every running event: frames
 * from the off up to now (asked for when an event is seen running, so a late joiner picks the run up
 * where it is) extended by the pushed frames. `clockOffset` is the server's clock minus the
 * browser's at the last answer, so countdowns and the animation follow the server's time.
 *
 * The reality check is its own part of the slice (reality-check.ts).
 */
import { call, cancelCall, type Command, type Ctx, type RequestFailed, type SocketConnected, type Step } from "../kernel/index.js"
import type { VirtualEvent, VirtualKind, VirtualTimeline } from "../model/virtuals.js"
import { getVirtuals, getVirtualTimeline } from "./endpoints.js"
import type { VirtualsEvent } from "./events.js"
import { initialRealityCheck, reduceRealityCheck, type RealityCheckHandled, type RealityCheckState } from "./reality-check.js"

/** Resulted events kept per kind (the results board). */
export const RESULTS_KEPT = 8

export interface VirtualsState {
  readonly open: boolean
  readonly kind: VirtualKind | null
  readonly requestId: string | null
  readonly status: "idle" | "loading" | "ready" | "failed"
  readonly clockOffset: number
  readonly events: Readonly<Record<number, VirtualEvent>>
  readonly timelines: Readonly<Record<number, VirtualTimeline>>
  readonly timelineRequests: Readonly<Record<number, string>>
  readonly reality: RealityCheckState
}

export const initialVirtuals: VirtualsState = {
  open: false, kind: null, requestId: null, status: "idle", clockOffset: 0, events: {}, timelines: {}, timelineRequests: {}, reality: initialRealityCheck,
}

type Handled = VirtualsEvent | RequestFailed | SocketConnected | RealityCheckHandled

const CHANNEL: Command = { _tag: "Subscribe", channel: "virtuals", params: {} }
const UNSUBSCRIBE: Command = { _tag: "Unsubscribe", channel: "virtuals", params: {} }

const load = (s: VirtualsState, ctx: Ctx): Step<VirtualsState> => {
  const requestId = ctx.nextId("req")
  return [{ ...s, requestId, status: s.status === "ready" ? "ready" : "loading" }, [call(getVirtuals, { kind: s.kind }, requestId, null)]]
}

/** Asks for the run so far of every running event whose start this page has not seen. */
const fetchTimelines = (s: VirtualsState, ctx: Ctx): Step<VirtualsState> => {
  const commands: Command[] = []
  const requests = { ...s.timelineRequests }
  for (const e of Object.values(s.events)) {
    if (e.status === "upcoming" || requests[e.id] !== undefined) continue
    const held = s.timelines[e.id]
    if (held && (held.complete || (held.race[0] ?? held.football[0])?.t === 0)) continue
    const requestId = ctx.nextId("req")
    requests[e.id] = requestId
    commands.push(call(getVirtualTimeline, { eventId: e.id }, requestId, null))
  }
  return commands.length === 0 ? [s, []] : [{ ...s, timelineRequests: requests }, commands]
}

/** Keeps the upcoming and live events and the last RESULTS_KEPT results of each kind. */
const pruned = (events: Record<number, VirtualEvent>, timelines: Record<number, VirtualTimeline>) => {
  const keep = new Set<number>()
  const ended = Object.values(events).filter((e) => e.status === "ended").sort((a, b) => b.end_at - a.end_at)
  const perKind = new Map<string, number>()
  for (const e of ended) {
    const n = perKind.get(e.kind) ?? 0
    if (n < RESULTS_KEPT) keep.add(e.id)
    perKind.set(e.kind, n + 1)
  }
  const out: Record<number, VirtualEvent> = {}
  for (const e of Object.values(events)) if (e.status !== "ended" || keep.has(e.id)) out[e.id] = e
  const lines: Record<number, VirtualTimeline> = {}
  for (const [id, t] of Object.entries(timelines)) if (out[Number(id)]) lines[Number(id)] = t
  return { events: out, timelines: lines }
}

const lastT = (t: VirtualTimeline): number => (t.race[t.race.length - 1] ?? t.football[t.football.length - 1])?.t ?? -1

/** Frames after what is held are appended; a timeline that reaches further back replaces it. */
const mergeTimeline = (held: VirtualTimeline | undefined, incoming: VirtualTimeline): VirtualTimeline => {
  if (!held) return incoming
  const from = lastT(held)
  const firstIncoming = (incoming.race[0] ?? incoming.football[0])?.t ?? Number.POSITIVE_INFINITY
  const firstHeld = (held.race[0] ?? held.football[0])?.t ?? Number.POSITIVE_INFINITY
  if (firstIncoming < firstHeld) return lastT(incoming) >= from ? incoming : { ...incoming, race: [...incoming.race, ...held.race.filter((f) => f.t > lastT(incoming))], football: [...incoming.football, ...held.football.filter((f) => f.t > lastT(incoming))], complete: held.complete || incoming.complete }
  return {
    ...held,
    race: [...held.race, ...incoming.race.filter((f) => f.t > from)],
    football: [...held.football, ...incoming.football.filter((f) => f.t > from)],
    complete: held.complete || incoming.complete,
  }
}

const reduceLobby = (s: VirtualsState, event: Handled, ctx: Ctx): Step<VirtualsState> => {
  switch (event._tag) {
    case "VirtualsOpened": {
      const [next, commands] = load({ ...s, open: true, kind: event.kind }, ctx)
      return [next, s.open ? commands : [CHANNEL, ...commands]]
    }
    case "VirtualsClosed":
      return s.open ? [{ ...s, open: false, requestId: null }, [UNSUBSCRIBE, cancelCall(getVirtuals)]] : [s, []]
    case "VirtualsLobbyLoaded": {
      if (event.requestId !== s.requestId) return [s, []]
      const events: Record<number, VirtualEvent> = {}
      for (const e of [...event.lobby.upcoming, ...event.lobby.live, ...event.lobby.results]) events[e.id] = e
      const kept = pruned(events, { ...s.timelines })
      return fetchTimelines({ ...s, ...kept, requestId: null, status: "ready", clockOffset: event.lobby.server_time - ctx.at }, ctx)
    }
    case "VirtualTimelineLoaded": {
      const id = event.timeline.event_id
      const { [id]: _, ...requests } = s.timelineRequests
      if (!s.open) return [{ ...s, timelineRequests: requests }, []]
      return [{ ...s, timelineRequests: requests, timelines: { ...s.timelines, [id]: mergeTimeline(s.timelines[id], event.timeline) } }, []]
    }
    case "VirtualEventPushed": {
      if (!s.open || (s.kind !== null && event.event.kind !== s.kind)) return [s, []]
      const kept = pruned({ ...s.events, [event.event.id]: event.event }, { ...s.timelines })
      return fetchTimelines({ ...s, ...kept }, ctx)
    }
    case "VirtualFramesPushed": {
      const id = event.timeline.event_id
      if (!s.open || !s.events[id]) return [s, []]
      const timelines = { ...s.timelines, [id]: mergeTimeline(s.timelines[id], event.timeline) }
      return fetchTimelines({ ...s, timelines }, ctx)
    }
    case "RequestFailed":
      if (event.requestId === s.requestId) return [{ ...s, requestId: null, status: s.status === "ready" ? "ready" : "failed" }, []]
      for (const [id, requestId] of Object.entries(s.timelineRequests)) {
        if (requestId === event.requestId) {
          const { [Number(id)]: _, ...requests } = s.timelineRequests
          return [{ ...s, timelineRequests: requests }, []]
        }
      }
      return [s, []]
    case "SocketConnected":
      // A reconnect may have missed pushes: the page asks again.
      return s.open ? load(s, ctx) : [s, []]
    default:
      return [s, []]
  }
}

export const reduceVirtuals = (s: VirtualsState, event: Handled, ctx: Ctx): Step<VirtualsState> => {
  const [lobby, lobbyCommands] = reduceLobby(s, event, ctx)
  const [reality, realityCommands] = reduceRealityCheck(lobby.reality, event as RealityCheckHandled, ctx)
  const commands = realityCommands.length === 0 ? lobbyCommands : lobbyCommands.length === 0 ? realityCommands : [...lobbyCommands, ...realityCommands]
  return [reality === lobby.reality ? lobby : { ...lobby, reality }, commands]
}
