/**
 * Personalisation tracking (spec §3 "Analytics tracking event", §7 `POST personalisation/tracking`,
 * §9 "Tracking batch delay" 500 ms).
 *
 * Owns the batch of tracking events not yet sent. Handles:
 * - TrackingEventRecorded (a view reports what the person looked at or clicked): the event joins
 *   the batch, stamped with `timestamp` (the event's `at`), and the quiet timer (`tracking-batch`)
 *   restarts 500 ms from now.
 * - TimerFired `tracking-batch` (500 ms of quiet) or LocationChanged (a route change): the batch is
 *   sent in one `sendTracking` call and emptied.
 * Failures are ignored: the error catalogue raises nothing for this path (core/errors), and a lost
 * batch is not retried.
 *
 * Invariants: every recorded event is sent exactly once, in order; the timer runs exactly while
 * the batch is not empty.
 */
import { Schema } from "effect"
import { call, type Command } from "../app/commands.js"
import type { Ctx, Reducer, Step } from "../app/step.js"

export const TRACKING_BATCH_DELAY_MS = 500
export const TRACKING_TIMER = "tracking-batch"

/** What a view reports (spec §3 fields, without the timestamp core stamps). */
export const TrackingInput = Schema.Struct({
  event: Schema.String,
  page: Schema.String,
  location: Schema.NullOr(Schema.String),
  position: Schema.NullOr(Schema.Finite),
  id: Schema.NullOr(Schema.String),
  type: Schema.NullOr(Schema.String),
  game_id: Schema.NullOr(Schema.String),
})
export type TrackingInput = typeof TrackingInput.Type

/** spec §3 "Analytics tracking event": event, page, location, position, id, type, timestamp, game_id. */
export const TrackingEvent = Schema.Struct({ ...TrackingInput.fields, timestamp: Schema.Finite })
export type TrackingEvent = typeof TrackingEvent.Type

/** The wire body of `POST personalisation/tracking` (spec §7: events array); the server decodes it too. */
export const TrackingRequest = Schema.Struct({ events: Schema.Array(TrackingEvent) })
export type TrackingRequest = typeof TrackingRequest.Type

export interface TrackingState {
  readonly batch: ReadonlyArray<TrackingEvent>
}

export const initialTracking: TrackingState = { batch: [] }

const flush = (s: TrackingState, ctx: Ctx, cancel: boolean): Step<TrackingState> => {
  if (s.batch.length === 0) return [s, []]
  const commands: Command[] = cancel ? [{ _tag: "CancelTimer", id: TRACKING_TIMER }] : []
  commands.push(call("sendTracking", { events: s.batch }, ctx.nextId("req"), ctx.root.session.token))
  return [initialTracking, commands]
}

export const reduceTracking: Reducer<TrackingState> = (s, event, ctx) => {
  switch (event._tag) {
    case "TrackingEventRecorded":
      return [
        { batch: [...s.batch, { ...event.tracking, timestamp: ctx.at }] },
        [{ _tag: "StartTimer", id: TRACKING_TIMER, fireAt: ctx.at + TRACKING_BATCH_DELAY_MS }],
      ]
    case "TimerFired":
      return event.id === TRACKING_TIMER ? flush(s, ctx, false) : [s, []]
    case "LocationChanged":
      return flush(s, ctx, true)
    default:
      return [s, []]
  }
}
