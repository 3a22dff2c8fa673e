/**
 * The live blackjack table in the browser (issue 16 part 2): the table's view as the server last
 * said (answer or `blackjack_table` push), a seat taken with a stake in the betting window, and the
 * seat's decisions (hit, stand, double) in the decision window. The server deals, times out
 * undecided hands (they stand) and settles; core holds what it answered and asks again at every
 * phase boundary so a missed push never leaves the table stuck.
 */
import { call, type Ctx, type Step } from "../kernel/index.js"
import type { LiveBlackjackSeat, LiveBlackjackTable } from "../model/casino.js"
import { selectToken, type SessionRoot } from "../session/index.js"
import { decideLiveHand, getLiveBlackjack, placeLiveHand } from "./endpoints.js"
import type { CasinoEvent } from "./events.js"
import type { LiveState } from "./live-state.js"

/** The live table asks again when its phase should have moved. */
export const LIVE_TIMER = "casino.live"
export const LIVE_SLACK_MS = 300

const PHASES = ["betting", "playing", "result"] as const

const isOlder = (next: LiveBlackjackTable, shown: LiveBlackjackTable | null): boolean =>
  shown !== null && (next.round < shown.round || (next.round === shown.round && PHASES.indexOf(next.phase) < PHASES.indexOf(shown.phase)))

/** Shows the view and sets the timer for its next phase boundary (in the browser's clock). */
const withView = (l: LiveState, view: LiveBlackjackTable, at: number): Step<LiveState> => {
  const clockOffset = view.server_time - at
  const boundary = view.phase === "betting" ? view.closes_at : view.phase === "playing" ? view.decides_by : view.next_at
  return [{ ...l, blackjack: view, clockOffset }, [{ _tag: "StartTimer", id: LIVE_TIMER, fireAt: Math.max(at, boundary - clockOffset) + LIVE_SLACK_MS }]]
}

/** The seat this player holds at the table this round (one of their bets' round ids), if any. */
export const mySeat = (l: LiveState | null): LiveBlackjackSeat | null => {
  const view = l?.blackjack
  if (!l || !view) return null
  return view.seats.find((s) => l.bets.some((b) => b.round_id === s.round_id)) ?? null
}

type Handled = Extract<CasinoEvent, { _tag: "LiveBlackjackLoaded" | "LiveBlackjackPushed" | "LiveHandRequested" | "LiveDecisionRequested" | "LiveDecisionAnswered" }>

export const reduceLiveBlackjack = (l: LiveState, event: Handled, ctx: Ctx): Step<LiveState> => {
  switch (event._tag) {
    case "LiveBlackjackLoaded":
      if (event.requestId !== l.requestId) return [l, []]
      if (isOlder(event.table, l.blackjack)) return [{ ...l, requestId: null }, []]
      return withView({ ...l, requestId: null }, event.table, ctx.at)
    case "LiveBlackjackPushed":
      if (event.table.table !== l.table || isOlder(event.table, l.blackjack)) return [l, []]
      return withView(l, event.table, ctx.at)
    case "LiveDecisionAnswered":
      if (event.requestId !== l.betRequest) return [l, []]
      return isOlder(event.table, l.blackjack) ? [{ ...l, betRequest: null }, []] : withView({ ...l, betRequest: null }, event.table, ctx.at)
    case "LiveHandRequested": {
      const view = l.blackjack
      if (!view || view.phase !== "betting" || l.betRequest || mySeat(l)) return [l, []]
      const requestId = ctx.nextId("req")
      return [{ ...l, betRequest: requestId }, [call(placeLiveHand, { table: l.table, betId: event.betId, round: view.round, stake: event.stake }, requestId, selectToken(ctx.root as SessionRoot))]]
    }
    case "LiveDecisionRequested": {
      const view = l.blackjack
      const seat = mySeat(l)
      if (!view || view.phase !== "playing" || l.betRequest || !seat || !seat.actions.includes(event.action)) return [l, []]
      const requestId = ctx.nextId("req")
      return [{ ...l, betRequest: requestId }, [call(decideLiveHand, { table: l.table, betId: seat.round_id, round: view.round, action: event.action }, requestId, selectToken(ctx.root as SessionRoot))]]
    }
  }
}

/** Asks for the table's view with the endpoint of its kind. */
export const fetchBlackjack = (table: string, requestId: string) => call(getLiveBlackjack, { table }, requestId, null)
