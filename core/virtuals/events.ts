/** The virtuals area's recorded events (issue 17): pages opened and closed, the server's answers and pushes, the reality check. */
import { Schema } from "effect"
import { at, RequestId } from "../kernel/index.js"
import { VirtualEvent, VirtualKind, VirtualsLobby, VirtualTimeline } from "../model/virtuals.js"

/** A virtuals page opened: the lobby (`kind` null) or one kind's page. It loads and follows the `virtuals` channel. */
export const VirtualsOpened = Schema.TaggedStruct("VirtualsOpened", { at, kind: Schema.NullOr(VirtualKind) })
export const VirtualsClosed = Schema.TaggedStruct("VirtualsClosed", { at })
/** GET virtuals or virtuals/{kind} answered. */
export const VirtualsLobbyLoaded = Schema.TaggedStruct("VirtualsLobbyLoaded", { at, requestId: RequestId, kind: Schema.NullOr(VirtualKind), lobby: VirtualsLobby })
/** GET virtuals/events/{id}/timeline answered: the run from the off up to now (joining mid-race). */
export const VirtualTimelineLoaded = Schema.TaggedStruct("VirtualTimelineLoaded", { at, requestId: RequestId, timeline: VirtualTimeline })
/** Push `virtual_event`: scheduled, off or resulted. */
export const VirtualEventPushed = Schema.TaggedStruct("VirtualEventPushed", { at, event: VirtualEvent })
/** Push `virtual_frames`: the frames of a running event since the last push. */
export const VirtualFramesPushed = Schema.TaggedStruct("VirtualFramesPushed", { at, timeline: VirtualTimeline })
/** The reality-check dialog's 'Stay logged in'. */
export const RealityCheckContinued = Schema.TaggedStruct("RealityCheckContinued", { at })
/**
 * The stored first-placed time and session end (spec §9 "first virtuals bet, virtuals session end"),
 * read by the shell at start (epoch ms, null when unset).
 */
export const VirtualsSessionRestored = Schema.TaggedStruct("VirtualsSessionRestored", {
  at,
  firstPlacedAt: Schema.NullOr(Schema.Finite),
  sessionEndAt: Schema.NullOr(Schema.Finite),
})

export const VIRTUALS_EVENTS = [
  VirtualsOpened, VirtualsClosed, VirtualsLobbyLoaded, VirtualTimelineLoaded, VirtualEventPushed, VirtualFramesPushed, RealityCheckContinued, VirtualsSessionRestored,
] as const

export type VirtualsEvent = (typeof VIRTUALS_EVENTS)[number]["Type"]
