/** The virtuals area's calls (docs/api.md "Virtual sports"), decoded with the shared wire schemas. */
import { defineEndpoint, eventWith } from "../kernel/index.js"
import { VirtualsLobby, VirtualTimeline, type VirtualKind } from "../model/virtuals.js"

/** GET virtuals (the lobby) or virtuals/{kind}. */
export const getVirtuals = defineEndpoint<{ readonly kind: VirtualKind | null }>()({
  name: "getVirtuals", method: "GET", path: (input) => (input.kind === null ? "virtuals" : `virtuals/${input.kind}`),
  version: "v1", response: VirtualsLobby, toEvent: (lobby, requestId, input) => ({ _tag: "VirtualsLobbyLoaded", requestId, kind: input.kind, lobby }),
})

/** GET virtuals/events/{id}/timeline: the run so far. */
export const getVirtualTimeline = defineEndpoint<{ readonly eventId: number }>()({
  name: "getVirtualTimeline", method: "GET", path: (input) => `virtuals/events/${input.eventId}/timeline`,
  version: "v1", response: VirtualTimeline, cancelInFlight: false, toEvent: eventWith("VirtualTimelineLoaded", "timeline"),
})

export const VIRTUALS_ENDPOINTS = { getVirtuals, getVirtualTimeline }
