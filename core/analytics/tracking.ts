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
 * - A batch that reaches 100 events (the wire's limit) is sent at once.
 * Failures are ignored: the error catalogue raises nothing for this path (core/errors), and a lost
 * batch is not retried.
 *
 * Invariants: every recorded event is sent exactly once, in order; the timer runs exactly while
 * the batch is not empty.
 */
import { Schema } from "effect"
import {
  ACKNOWLEDGEMENT, at, call, completed, defineEndpoint, encodedBody, fixed, type Command, type Ctx, type LocationChanged, type Reducer, type Step,
  type TimerFired,
} from "../kernel/index.js"
import type { SessionRoot } from "../session/index.js"

export const TRACKING_BATCH_DELAY_MS = 500
export const TRACKING_TIMER = "tracking-batch"

/** The wire contract's bounds: longer texts or bigger batches are refused (400) by the server. */
export const MAX_TRACKING_TEXT = 256
export const MAX_TRACKING_BATCH = 100

/** A short text of the tracking contract: 1 to 256 characters. */
const Text = Schema.String.check(
  Schema.makeFilter((s: string) => (s.length > 0 && s.length <= MAX_TRACKING_TEXT) || `expected 1 to ${MAX_TRACKING_TEXT} characters`),
)

/** What a view reports (spec §3 fields, without the timestamp core stamps). */
export const TrackingInput = Schema.Struct({
  event: Text,
  page: Text,
  location: Schema.NullOr(Text),
  position: Schema.NullOr(Schema.Int),
  id: Schema.NullOr(Text),
  type: Schema.NullOr(Text),
  game_id: Schema.NullOr(Text),
})
export type TrackingInput = typeof TrackingInput.Type

/** spec §3 "Analytics tracking event": event, page, location, position, id, type, timestamp, game_id. */
export const TrackingEvent = Schema.Struct({
  ...TrackingInput.fields,
  /** Epoch milliseconds: when the person did it (the event's `at`). */
  timestamp: Schema.Int.check(Schema.makeFilter((n: number) => n >= 0 || "expected an instant after 1970")),
})
export type TrackingEvent = typeof TrackingEvent.Type

/** The wire body of `POST personalisation/tracking` (spec §7: events array); the server decodes it too. */
export const TrackingRequest = Schema.Struct({
  events: Schema.Array(TrackingEvent).check(
    Schema.makeFilter((events: ReadonlyArray<unknown>) =>
      (events.length > 0 && events.length <= MAX_TRACKING_BATCH) || `expected 1 to ${MAX_TRACKING_BATCH} events`),
  ),
})
export type TrackingRequest = typeof TrackingRequest.Type

/** A view reports an analytics tracking event (spec §3); core batches and posts them (spec §7). */
export const TrackingEventRecorded = Schema.TaggedStruct("TrackingEventRecorded", { at, tracking: TrackingInput })
type Handled = LocationChanged | TimerFired | (typeof TrackingEventRecorded.Type)

export const sendTracking = defineEndpoint<{ readonly events: ReadonlyArray<TrackingEvent> }>()({
  name: "sendTracking", method: "POST", path: fixed("personalisation/tracking"),
  // Spec §7: events array; failures ignored (core/errors raises nothing for this path).
  body: encodedBody(TrackingRequest, (input: unknown) => input),
  response: ACKNOWLEDGEMENT, toEvent: completed("sendTracking"),
})

export interface TrackingState {
  readonly batch: ReadonlyArray<TrackingEvent>
}

export const initialTracking: TrackingState = { batch: [] }

const flush = (s: TrackingState, ctx: Ctx<SessionRoot>, cancel: boolean): Step<TrackingState> => {
  if (s.batch.length === 0) return [s, []]
  const commands: Command[] = cancel ? [{ _tag: "CancelTimer", id: TRACKING_TIMER }] : []
  commands.push(call(sendTracking, { events: s.batch }, ctx.nextId("req"), ctx.root.session.token))
  return [initialTracking, commands]
}

/**
 * A view's report with its timestamp. A literal of the fields rather than `{ ...input, timestamp }`:
 * Node 20's V8 copies a spread of a decoded object slowly (decision 0019), and the type names every
 * field the wire takes.
 */
const stamped = (input: TrackingInput, timestamp: number): TrackingEvent => ({
  event: input.event, page: input.page, location: input.location, position: input.position,
  id: input.id, type: input.type, game_id: input.game_id, timestamp,
})

export const reduceTracking: Reducer<TrackingState, Handled, SessionRoot> = (s, event, ctx) => {
  switch (event._tag) {
    case "TrackingEventRecorded": {
      const batch = { batch: [...s.batch, stamped(event.tracking, ctx.at)] }
      // A full batch goes at once: the wire takes at most 100 events per post.
      if (batch.batch.length >= MAX_TRACKING_BATCH) return flush(batch, ctx, true)
      return [batch, [{ _tag: "StartTimer", id: TRACKING_TIMER, fireAt: ctx.at + TRACKING_BATCH_DELAY_MS }]]
    }
    case "TimerFired":
      return event.id === TRACKING_TIMER ? flush(s, ctx, false) : [s, []]
    case "LocationChanged":
      return flush(s, ctx, true)
    default:
      return [s, []]
  }
}
