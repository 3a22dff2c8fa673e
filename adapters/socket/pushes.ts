/**
 * Server pushes on the control topic (spec §7 "Realtime socket"), as a table: push event name →
 * the schema its payload must pass → the core event it becomes. A payload that fails its schema
 * becomes `SocketFrameRejected` and is never applied.
 *
 * Later channels (game, markets, market, matches, bets, acceptance_notification) are one row each:
 * add the payload schema to core/model/realtime.ts, the event to core/app/events.ts, and a row here.
 */
import { Schema } from "effect"
import * as Result from "effect/Result"
import type { EventInput } from "../../core/app/events.js"
import { AcceptanceNotificationPush, MaintenancePush, NotificationPush, UserPush } from "../../core/model/realtime.js"
import { GamePush, MarketPush, MarketsPush, MatchPush } from "../../core/model/catalogue.js"
import { BetPush } from "../../core/model/bets.js"

export interface PushRoute {
  /** The event the payload becomes, or the schema issue that stopped it. */
  decode(payload: unknown): Result.Result<EventInput, string>
}

/** A row of the table: the schema, and the event a decoded payload becomes. */
export const route = <A>(schema: Schema.ConstraintDecoder<A>, toEvent: (decoded: A) => EventInput): PushRoute => {
  const decode = Schema.decodeUnknownResult(schema)
  return {
    decode(payload) {
      const decoded = decode(payload)
      return Result.isSuccess(decoded) ? Result.succeed(toEvent(decoded.success)) : Result.fail(decoded.failure.message)
    },
  }
}

export const PUSH_ROUTES: Readonly<Record<string, PushRoute>> = {
  user: route(UserPush, (user) => ({ _tag: "UserPushed", user })),
  maintenance: route(MaintenancePush, ({ active }) => ({ _tag: "MaintenancePushed", active })),
  notification: route(NotificationPush, (notification) => ({ _tag: "NotificationPushed", notification })),
  acceptance_notification: route(AcceptanceNotificationPush, (notification) => ({ _tag: "AcceptanceNotificationPushed", notification })),
  // The sportsbook (spec §7): prices and statuses, scores and clocks, live counts. The first two
  // are coalesced per animation frame before they reach core (socket/coalesce.ts).
  markets: route(MarketsPush, ({ markets }) => ({ _tag: "MarketsPushed", markets })),
  market: route(MarketPush, (market) => ({ _tag: "MarketsPushed", markets: [market] })),
  match: route(MatchPush, (match) => ({ _tag: "MatchesPushed", matches: [match] })),
  game: route(GamePush, ({ games }) => ({ _tag: "GamesPushed", games })),
  // My Bets (spec §7 "bet updates on 'bets' (event bet_v1)"): one bet as it stands now.
  bet_v1: route(BetPush, (bet) => ({ _tag: "BetPushed", bet })),
}

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
