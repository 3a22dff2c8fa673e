/**
 * Server pushes on the control topic (spec §7 "Realtime socket"), as a table: push event name →
 * the schema its payload must pass → the core event it becomes. A payload that fails its schema
 * becomes `SocketFrameRejected` and is never applied. The rows are the areas' own (`Area.pushes`,
 * core/kernel/push.ts); a new push is a row in its area's index.ts, nothing here.
 */
import { Schema } from "effect"
import * as Result from "effect/Result"
import type { EventInput } from "../../core/app/events.js"
import { PUSH_ROUTES as CORE_PUSH_ROUTES } from "../../core/app/endpoints.js"
import { push } from "../../core/kernel/index.js"

/** A row of the table (core/kernel/push.ts), its event one the app knows. */
export interface PushRoute {
  /** The event the payload becomes, or the schema issue that stopped it. */
  decode(payload: unknown): Result.Result<EventInput, string>
}

/** A row of the table: the schema, and the event a decoded payload becomes (the kernel's `push`). */
export const route = <A>(schema: Schema.ConstraintDecoder<A>, toEvent: (decoded: A) => EventInput): PushRoute =>
  push(schema, toEvent) as PushRoute

/** Every area's pushes (`Area.pushes`), gathered by core/app from the list of areas. */
export const PUSH_ROUTES: Readonly<Record<string, PushRoute>> = CORE_PUSH_ROUTES as Readonly<Record<string, PushRoute>>

/**
 * The event a push becomes: its route's event, `SocketFrameRejected` when the payload fails the
 * schema, or null for an event the table does not know (Phoenix's own replies, a newer server).
 */
export const eventOfPush = (event: string, payload: unknown, routes: Readonly<Record<string, PushRoute>> = PUSH_ROUTES): EventInput | null => {
  const pushRoute = Object.hasOwn(routes, event) ? routes[event] : undefined
  if (!pushRoute) return null
  try {
    const decoded = pushRoute.decode(payload)
    return Result.isSuccess(decoded) ? decoded.success : { _tag: "SocketFrameRejected", event, detail: decoded.failure }
  } catch (error) {
    return { _tag: "SocketFrameRejected", event, detail: `unexpected fault: ${error instanceof Error ? error.message : String(error)}` }
  }
}
