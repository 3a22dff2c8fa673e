/**
 * The event log covers the sportsbook (DESIGN.md §2): a session of sports pages, their answers,
 * price and score pushes (with server times), reconnects, picks and a match deep link, exported as
 * a file and replayed, gives the same state and the same commands. This is what makes a captured
 * "the price on screen was wrong" log reproducible.
 */
import fc from "fast-check"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { Command } from "../../core/app/commands.js"
import type { EventInput } from "../../core/app/events.js"
import { createStore } from "../../core/app/store.js"
import { viewKey, type SportsView } from "../../core/catalogue/views.js"
import { replay } from "../../core/log/replay.js"
import { Price } from "../../core/model/catalogue.js"
import { decoded, wirePrice } from "../support/catalogue-wire.js"
import { T0 } from "./harness.js"

const VIEWS: ReadonlyArray<SportsView> = [{ _tag: "Home" }, { _tag: "Match", id: 10001 }, { _tag: "Competition", id: 100 }]
const price = (num: number): Price => Schema.decodeUnknownSync(Price)(wirePrice(num, 1))

type Action =
  | { readonly kind: "open" | "close" | "answer"; readonly view: number }
  | { readonly kind: "price"; readonly seq: number; readonly num: number; readonly halted: boolean }
  | { readonly kind: "score"; readonly seq: number; readonly home: number }
  | { readonly kind: "reconnect" }
  | { readonly kind: "pick"; readonly contract: number }

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constantFrom("open" as const, "close" as const, "answer" as const), view: fc.nat({ max: VIEWS.length - 1 }) }),
  fc.record({ kind: fc.constant("price" as const), seq: fc.integer({ min: 0, max: 20 }), num: fc.integer({ min: 1, max: 30 }), halted: fc.boolean() }),
  fc.record({ kind: fc.constant("score" as const), seq: fc.integer({ min: 0, max: 20 }), home: fc.integer({ min: 0, max: 5 }) }),
  fc.constant({ kind: "reconnect" as const }),
  fc.record({ kind: fc.constant("pick" as const), contract: fc.constantFrom(1000101, 1000102, 1000103) }),
)

const session = fc.tuple(fc.constantFrom("", "?bid=10001,7"), fc.array(fc.tuple(action, fc.integer({ min: 0, max: 5000 })), { maxLength: 50 }))

const throughJson = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T

describe("event log: the sportsbook", () => {
  it("(property) a recorded sports session replays to the same state and commands", () => {
    fc.assert(fc.property(session, ([search, actions]) => {
      let now = T0
      const commands: Command[] = []
      const store = createStore({ clock: { now: () => now }, interpret: (c) => void commands.push(...c), logCapacity: 1000 })
      store.dispatch({
        _tag: "AppStarted", location: { path: "/sports", search }, brand: "sportsbook", country: "GB", locale: "en-GB", environment: "test",
        deviceId: "device-1", storedToken: null, storedOddsFormat: null, storedHideBalance: false,
      })
      store.dispatch({ _tag: "SocketConnected" })
      const lookup = commands.find((c) => c._tag === "Call" && c.endpoint === "getMatchLookup")
      if (lookup?._tag === "Call") store.dispatch({ _tag: "MatchLookupLoaded", requestId: lookup.requestId, lookup: decoded.lookup() })
      store.dispatch({ _tag: "GamesLoaded", requestId: "req-games", games: decoded.games() })
      for (const [a, step] of actions) {
        now += step
        const event = eventOf(a, store.getState().catalogue.views, now)
        if (event) store.dispatch(event)
      }
      const result = replay(throughJson(store.log.toFile({ redact: false })))
      expect(result.state).toEqual(store.getState())
      expect(result.commands).toEqual(commands)
    }), { numRuns: 200 })
  })
})

const eventOf = (a: Action, views: Readonly<Record<string, { requestId: string | null }>>, now: number): EventInput | null => {
  switch (a.kind) {
    case "open":
      return { _tag: "SportsViewOpened", view: VIEWS[a.view]! }
    case "close":
      return { _tag: "SportsViewClosed", view: VIEWS[a.view]! }
    case "answer": {
      const view = VIEWS[a.view]!
      const requestId = views[viewKey(view)]?.requestId
      if (!requestId) return null
      if (view._tag === "Home") return { _tag: "SportHomeLoaded", requestId, view, home: decoded.home() }
      if (view._tag === "Match") return { _tag: "MatchPageLoaded", requestId, view, page: decoded.match() }
      return { _tag: "CompetitionLoaded", requestId, view, page: decoded.competition() }
    }
    case "price":
      return {
        _tag: "MarketsPushed",
        markets: [{
          id: 100010, match_id: 10001, seq: a.seq, status: a.halted ? "halted" : "open", sent_at: now,
          contracts: [{ id: 1000101, status: "open", prices: price(a.num) }],
        }],
      }
    case "score":
      return {
        _tag: "MatchesPushed",
        matches: [{ id: 10001, seq: a.seq, status: "live", score: { home: a.home, away: 0 }, clock: { period: "2nd half", seconds: 3000, running: true, at: now }, sent_at: now }],
      }
    case "reconnect":
      return { _tag: "SocketConnected" }
    case "pick":
      return { _tag: "SelectionToggled", contractId: a.contract }
  }
}
