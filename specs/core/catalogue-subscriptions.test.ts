/**
 * Property: whatever pages open and close, in whatever order their answers, failures and socket
 * reconnects come, the Subscribe/Unsubscribe commands core returns keep the socket's subscriptions
 * exactly equal to what the open views need: nothing subscribed twice, nothing unsubscribed that
 * was not held, nothing left behind once every page is gone; and a reconnect refetches every open
 * view that has something to fetch.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Command } from "../../core/app/commands.js"
import type { EventInput } from "../../core/app/events.js"
import { wantedSubscriptions } from "../../core/catalogue/reduce.js"
import { viewKey, type SportsView } from "../../core/catalogue/views.js"
import { decoded } from "../support/catalogue-wire.js"
import { harness } from "./harness.js"

const VIEWS: ReadonlyArray<SportsView> = [
  { _tag: "Home" },
  { _tag: "InPlay" },
  { _tag: "Match", id: 10001 },
  { _tag: "Match", id: 10003 },
  { _tag: "Competition", id: 100 },
  { _tag: "GameTab", name: "football", tab: "matches" },
  { _tag: "Search", query: "home" },
  { _tag: "Search", query: "h" },
]

/** The answer the server would give for a view's request. */
const answer = (view: SportsView, requestId: string): EventInput => {
  switch (view._tag) {
    case "Home":
    case "InPlay":
      return { _tag: "SportHomeLoaded", requestId, view, home: decoded.home() }
    case "Match": {
      const page = decoded.match()
      return { _tag: "MatchPageLoaded", requestId, view, page: { ...page, match: { ...page.match, id: view.id } } }
    }
    case "Competition":
      return { _tag: "CompetitionLoaded", requestId, view, page: decoded.competition() }
    case "GameTab":
      return { _tag: "GameTabLoaded", requestId, view, page: decoded.tab() }
    case "Search":
      return { _tag: "SearchLoaded", requestId, view, results: decoded.search() }
  }
}

const ENDPOINT: Record<SportsView["_tag"], string> = {
  Home: "getSportHome", InPlay: "getSportHome", Match: "getMatchPage", Competition: "getCompetition", GameTab: "getGameTab", Search: "searchSports",
}

type Action =
  | { readonly kind: "open" | "close" | "answer" | "fail"; readonly view: number }
  | { readonly kind: "reconnect" }

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constantFrom("open" as const, "close" as const, "answer" as const, "fail" as const), view: fc.nat({ max: VIEWS.length - 1 }) }),
  fc.constant({ kind: "reconnect" as const }),
)

const key = (c: { channel: string; params: Readonly<Record<string, unknown>> }) => `${c.channel}|${JSON.stringify(c.params)}`

describe("property: subscriptions follow the open views exactly", () => {
  it("any sequence of opens, closes, answers, failures and reconnects", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const h = harness()
        h.send({ _tag: "SocketConnected" })
        const socket = new Set<string>()
        const apply = (commands: ReadonlyArray<Command>) => {
          for (const c of commands) {
            if (c._tag === "Subscribe") {
              expect(socket.has(key(c)), `subscribed twice: ${key(c)}`).toBe(false)
              socket.add(key(c))
            } else if (c._tag === "Unsubscribe") {
              expect(socket.has(key(c)), `unsubscribed but not held: ${key(c)}`).toBe(true)
              socket.delete(key(c))
            }
          }
          return commands
        }
        const open = new Map<string, number>()
        for (const a of actions) {
          const s = h.store.getState().catalogue
          if (a.kind === "reconnect") {
            apply(h.send({ _tag: "SocketDisconnected" }))
            const calls = apply(h.send({ _tag: "SocketConnected" })).flatMap((c) => (c._tag === "Call" ? [c.endpoint as string] : []))
            // Every open view with something to ask is asked again.
            const expected = [...open.keys()].map((k) => s.views[k]!.view).filter((v) => !(v._tag === "Search" && v.query.length < 2)).map((v) => ENDPOINT[v._tag])
            expect(calls.filter((e) => e !== "getGames").sort()).toEqual(expected.sort())
            continue
          }
          const view = VIEWS[a.view]!
          const k = viewKey(view)
          const pending = s.views[k]?.requestId ?? null
          if (a.kind === "open") {
            apply(h.send({ _tag: "SportsViewOpened", view }))
            open.set(k, (open.get(k) ?? 0) + 1)
          } else if (a.kind === "close") {
            if (!open.has(k)) continue
            apply(h.send({ _tag: "SportsViewClosed", view }))
            const left = open.get(k)! - 1
            if (left === 0) open.delete(k)
            else open.set(k, left)
          } else if (pending !== null) {
            apply(h.send(a.kind === "answer"
              ? answer(view, pending)
              : { _tag: "RequestFailed", requestId: pending, endpoint: ENDPOINT[view._tag] as never, method: "GET", path: "/v0/x", status: 500, reason: "http", error: null, detail: "" }))
          }
          const after = h.store.getState().catalogue
          expect(Object.keys(after.views).sort()).toEqual([...open.keys()].sort())
          expect(after.subscriptions).toEqual(wantedSubscriptions(after.views))
          expect([...socket].sort()).toEqual([...after.subscriptions].sort())
        }
        for (const [k, n] of open) for (let i = 0; i < n; i++) apply(h.send({ _tag: "SportsViewClosed", view: h.store.getState().catalogue.views[k]!.view }))
        expect(socket.size).toBe(0)
        expect(h.store.getState().catalogue.subscriptions).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  it("subscribes to a match's prices and score only once it is on screen, and to the game counts while any page is open", () => {
    const h = harness()
    const view: SportsView = { _tag: "Match", id: 10003 }
    const opened = h.send({ _tag: "SportsViewOpened", view })
    expect(opened.filter((c) => c._tag === "Subscribe")).toEqual([{ _tag: "Subscribe", channel: "game", params: { id: "games" } }])
    const requestId = opened.flatMap((c) => (c._tag === "Call" && c.endpoint === "getMatchPage" ? [c.requestId] : []))[0]!
    expect(h.send(answer(view, requestId)).filter((c) => c._tag === "Subscribe")).toEqual([
      { _tag: "Subscribe", channel: "markets", params: { match_id: 10003 } },
      { _tag: "Subscribe", channel: "matches", params: { match_id: 10003 } },
    ])
  })
})
