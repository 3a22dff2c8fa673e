/**
 * Server pushes (spec §7 "Realtime socket") an area handles: push event name → the schema its
 * payload must pass → the core event it becomes. The shell (adapters/socket) looks a push up in the
 * table core/app builds from every area's `pushes`; a payload that fails its schema becomes
 * `SocketFrameRejected` and is never applied.
 */
import { Schema } from "effect"
import * as Result from "effect/Result"
import type { EventInputLike } from "./endpoint.js"

export interface PushRoute {
  /** The event the payload becomes, or the schema issue that stopped it. */
  decode(payload: unknown): Result.Result<EventInputLike, string>
}

/** A row of the table: the schema, and the event a decoded payload becomes. */
export const push = <A>(schema: Schema.ConstraintDecoder<A>, toEvent: (decoded: A) => EventInputLike): PushRoute => {
  const decode = Schema.decodeUnknownResult(schema)
  return {
    decode(payload) {
      const decoded = decode(payload)
      return Result.isSuccess(decoded) ? Result.succeed(toEvent(decoded.success)) : Result.fail(decoded.failure.message)
    },
  }
}
