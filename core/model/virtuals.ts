/**
 * Virtual sports on the wire (issue 17): scheduled races and matches made by the server, their
 * markets (the catalogue's Market, so the betslip takes them like any selection), their results,
 * and the timeline the browser animates: frames of positions (races) or of the ball and score
 * (football), served over HTTP up to now and pushed on the `virtuals` channel as they happen.
 * Instants are ISO-8601 on the wire and epoch ms in memory.
 */
import { Schema } from "effect"
import { Market, Score } from "./catalogue.js"
import { Timestamp } from "./primitives.js"

export const VirtualKind = Schema.Literals(["horses", "greyhounds", "football"])
export type VirtualKind = typeof VirtualKind.Type

export const VirtualStatus = Schema.Literals(["upcoming", "live", "ended"])
export type VirtualStatus = typeof VirtualStatus.Type

export const VirtualRunner = Schema.Struct({
  number: Schema.Int, name: Schema.String,
  /** Silk (horses) or trap colour (greyhounds), CSS hex. */
  colour: Schema.String, jockey: Schema.NullOr(Schema.String), form: Schema.String,
  /** The runner's selection in the win market. */
  contract_id: Schema.Int,
})
export type VirtualRunner = typeof VirtualRunner.Type

export const VirtualGoal = Schema.Struct({ minute: Schema.Int, side: Schema.Literals(["home", "away"]) })
export type VirtualGoal = typeof VirtualGoal.Type

export const VirtualResult = Schema.Struct({
  /** Race: runner numbers in finishing order. */
  order: Schema.Array(Schema.Int),
  /** Race: runner numbers that dead-heated with the runner before them. */
  dead_heat: Schema.Array(Schema.Int),
  /** Football: the final score. */
  score: Schema.NullOr(Score),
  goals: Schema.Array(VirtualGoal),
})
export type VirtualResult = typeof VirtualResult.Type

/** A market's stated margin (overround): its prices' implied probabilities sum to this (plus rounding below 0.01). */
export const VirtualMargin = Schema.Struct({ market_id: Schema.Int, margin: Schema.Finite })

export const VirtualEvent = Schema.Struct({
  id: Schema.Int, kind: VirtualKind, name: Schema.String, venue: Schema.String,
  /** The off: bets close, the race or match starts. */
  off_at: Timestamp,
  /** The result: every runner home, or 90 simulated minutes played. */
  end_at: Timestamp,
  status: VirtualStatus,
  // Who takes part: the runners of a race, the teams of a football match.
  runners: Schema.Array(VirtualRunner), home_team: Schema.NullOr(Schema.String), away_team: Schema.NullOr(Schema.String),
  /** Empty once the event has left the live catalogue (history). */
  markets: Schema.Array(Market), margins: Schema.Array(VirtualMargin),
  result: Schema.NullOr(VirtualResult),
})
export type VirtualEvent = typeof VirtualEvent.Type

export const RaceFrame = Schema.Struct({
  /** ms since the off */
  t: Schema.Int,
  /** Per runner, in card order: share of the course covered, 0–1. */
  positions: Schema.Array(Schema.Finite),
})
export type RaceFrame = typeof RaceFrame.Type

export const FootballFrame = Schema.Struct({
  t: Schema.Int, minute: Schema.Int,
  /** Ball position: x 0 (home goal) → 1 (away goal), y 0 → 1. */
  ball: Schema.Tuple([Schema.Finite, Schema.Finite]),
  home: Schema.Int, away: Schema.Int,
})
export type FootballFrame = typeof FootballFrame.Type

/** Frames of one event, from the off up to now (HTTP) or since the last push (socket). */
export const VirtualTimeline = Schema.Struct({
  event_id: Schema.Int, kind: VirtualKind, off_at: Timestamp,
  duration_ms: Schema.Int, frame_ms: Schema.Int,
  // The frames: a race's or a football match's.
  race: Schema.Array(RaceFrame), football: Schema.Array(FootballFrame),
  /** The last frame of the run is included. */
  complete: Schema.Boolean,
})
export type VirtualTimeline = typeof VirtualTimeline.Type

export const VirtualsLobby = Schema.Struct({
  /** The server's clock, so a browser can correct its own for countdowns and the animation. */
  server_time: Timestamp,
  upcoming: Schema.Array(VirtualEvent), live: Schema.Array(VirtualEvent), results: Schema.Array(VirtualEvent),
})
export type VirtualsLobby = typeof VirtualsLobby.Type

export const VirtualEventPage = Schema.Struct({ server_time: Timestamp, event: VirtualEvent })
export type VirtualEventPage = typeof VirtualEventPage.Type

export const VirtualResults = Schema.Struct({ results: Schema.Array(VirtualEvent) })
export type VirtualResults = typeof VirtualResults.Type

/** Push `virtual_event` (channel `virtuals`): an event was scheduled, went off or was resulted. */
export const VirtualEventPush = VirtualEvent
/** Push `virtual_frames` (channel `virtuals`): the frames since the last push of a running event. */
export const VirtualFramesPush = VirtualTimeline

/** Operator: start the next event of a kind now. */
export const VirtualStartRequest = Schema.Struct({ kind: VirtualKind })
