/**
 * Property: whatever pages open and close, in whatever order their answers, failures and socket
 * reconnects come, the Subscribe/Unsubscribe commands core returns keep the socket's subscriptions
 * exactly equal to what the open views need: nothing subscribed twice, nothing unsubscribed that
 * was not held, nothing left behind once every page is gone; and a reconnect refetches every open
 * view that has something to fetch.
 *
 * With the betslip: the wanted set is what the open views need united with the markets of the
 * slip's legs, its picks still syncing and the bet builder cart, so a page closing never drops a
 * market the slip still needs, a slip leg on a match a page follows adds no second channel for it,
 * and a reconnect also asks for the slip and the cart again.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Call, Command } from "../../core/app/commands.js"
import type { EventInput } from "../../core/app/events.js"
import { initialState } from "../../core/app/state.js"
import { createStore } from "../../core/app/store.js"
import { betslipMarkets } from "../../core/betslip/slip-markets.js"
import { wantedSubscriptions } from "../../core/catalogue/reduce.js"
import { viewKey, type SportsView } from "../../core/catalogue/views.js"
import type { BetBuilderCart, Betslip, BetslipContract } from "../../core/model/betslip.js"
import { decoded } from "../support/catalogue-wire.js"
import { serverSlip, withCatalogue, type Selection } from "./betslip-world.js"
import { harness, T0 } from "./harness.js"

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

/**
 * The socket's subscriptions as the shell would hold them, fed every command core returns: a
 * Subscribe to a channel already held, or an Unsubscribe from one not held, fails the test.
 */
const socketModel = () => {
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
  return { socket, apply }
}

describe("property: subscriptions follow the open views exactly", () => {
  it("any sequence of opens, closes, answers, failures and reconnects", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const h = harness()
        h.send({ _tag: "SocketConnected" })
        const { socket, apply } = socketModel()
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

// ── with the betslip ─────────────────────────────────────────────────────────

/**
 * Selections for the slip: three on matches the views show (10001 and 10002 on the home page,
 * 10003 on a match page), three on matches no view shows (two of them on one market), and two of
 * one unseen match for the bet builder cart.
 */
const sel = (id: number, marketId: number, matchId: number): Selection => ({
  id, marketId, matchId, num: 2, status: "open", marketStatus: "open", seq: 0, maxBet: 10_000, eachWay: false, spOnly: false,
})
const SLIP_WORLD = new Map<number, Selection>([
  sel(201, 7001, 10001), sel(202, 7002, 10002), sel(203, 7003, 10003), sel(204, 7004, 9004), sel(205, 7005, 9005), sel(206, 7004, 9004),
  sel(207, 7007, 9007), sel(208, 7008, 9007),
].map((x) => [x.id, x]))
const PICKS = [201, 202, 203, 204, 205, 206] as const
const CART = [207, 208] as const

/** What the server answers for a POST betslip: plain legs, and a bet builder leg per group (docs/api.md). */
const slipAnswer = (input: Extract<Call, { endpoint: "syncBetslip" }>["input"]): Betslip => {
  const groups = input.betBuilderLegs ?? {}
  const plain = serverSlip(input.contractIds.filter((id) => groups[String(id)] === undefined), SLIP_WORLD)
  const legs = input.contractIds.flatMap((id): BetslipContract[] => {
    const group = groups[String(id)]
    if (group === undefined) return plain.all_contracts.filter((l) => l.id === id)
    const first = serverSlip([group[0]!], SLIP_WORLD).all_contracts[0]!
    return [{
      ...first, id: -Math.min(...group), leg_id: -Math.min(...group), type: "betbuilder", multi_available: false, market_name: "Bet Builder",
      selections: group.map((c) => ({ market_id: SLIP_WORLD.get(c)!.marketId, contract_id: c, name: `Selection ${c}`, market_name: "Market" })),
    }]
  })
  return { ...plain, all_contracts: legs }
}

const cartAnswer = (ids: ReadonlyArray<number>): BetBuilderCart => ({
  icon: null, match_name: "Match 9007", messages: [], prices: { decimal: 5, decimal_display: "5.00", fractional: "4/1", fractional_display: "4/1" }, valid: ids.length >= 2,
  selections: ids.map((c) => ({ market_id: SLIP_WORLD.get(c)!.marketId, contract_id: c, name: `Selection ${c}`, market_name: "Market" })),
})

type SlipAction =
  | Action
  | { readonly kind: "pick" | "removeLeg" | "cartToggle"; readonly c: number }
  | { readonly kind: "answerSlip" | "answerCart" | "cartMode" | "cartToSlip" | "clearSlip" }

const slipAction: fc.Arbitrary<SlipAction> = fc.oneof(
  { weight: 5, arbitrary: action },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("pick" as const), c: fc.constantFrom(...PICKS) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("removeLeg" as const), c: fc.constantFrom(...PICKS, -207) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("cartToggle" as const), c: fc.constantFrom(...CART) }) },
  { weight: 3, arbitrary: fc.constantFrom("answerSlip" as const, "answerCart" as const).map((kind) => ({ kind })) },
  { weight: 1, arbitrary: fc.constantFrom("cartMode" as const, "cartToSlip" as const, "clearSlip" as const).map((kind) => ({ kind })) },
)

/** Keys of the socket's model as `channel|params`, and the two channels that carry a market. */
const marketKey = (id: number) => `market|${JSON.stringify({ market_id: id })}`
const matchMarketsKey = (id: number) => `markets|${JSON.stringify({ match_id: id })}`

describe("property: subscriptions follow the open views and the betslip exactly", () => {
  it("any sequence of page, slip and bet builder cart events, answers and reconnects", () => {
    fc.assert(
      fc.property(fc.array(slipAction, { maxLength: 40 }), (actions) => {
        let now = T0
        const commands: Command[] = []
        const store = createStore({ clock: { now: () => (now += 10) }, interpret: (c) => void commands.push(...c), initial: withCatalogue(initialState, SLIP_WORLD) })
        const send = (e: EventInput): ReadonlyArray<Command> => {
          const before = commands.length
          store.dispatch(e)
          return commands.slice(before)
        }
        const { socket, apply } = socketModel()
        const lastCall = <E extends Call["endpoint"]>(endpoint: E) =>
          [...commands].reverse().find((c): c is Extract<Call, { endpoint: E }> => c._tag === "Call" && c.endpoint === endpoint)
        apply(send({ _tag: "SocketConnected" }))
        const open = new Map<string, number>()

        /** The markets the slip needs, from the test's own world (not from core's derivation). */
        const slipNeeds = (): ReadonlyArray<{ market: number; match: number }> => {
          const b = store.getState().betslip
          const ids = new Set<number>()
          for (const leg of b.slip.all_contracts) for (const x of leg.selections) ids.add(x.contract_id)
          for (const id of b.contractIds) for (const c of b.betBuilderLegs[id] ?? [id]) if (SLIP_WORLD.has(c)) ids.add(c)
          for (const c of b.betBuilder.contractIds) ids.add(c)
          return [...ids].map((c) => ({ market: SLIP_WORLD.get(c)!.marketId, match: SLIP_WORLD.get(c)!.matchId }))
        }

        const check = () => {
          const state = store.getState()
          const views = state.catalogue.views
          expect([...socket].sort()).toEqual([...state.catalogue.subscriptions].sort())
          expect(state.catalogue.subscriptions).toEqual(wantedSubscriptions(views, betslipMarkets(state.betslip, state.catalogue)))
          // What the pages need is held whatever the slip does…
          const forViews = new Set(wantedSubscriptions(views))
          for (const k of forViews) expect(socket.has(k), `a page needs ${k}`).toBe(true)
          // …every market the slip needs comes on exactly one channel…
          const needs = slipNeeds()
          for (const { market, match } of needs) {
            const channels = [socket.has(marketKey(market)), socket.has(matchMarketsKey(match))].filter(Boolean).length
            expect(channels, `slip market ${market} (match ${match}) on ${channels} channels`).toBe(1)
          }
          // …and nothing else is held.
          for (const k of socket) expect(forViews.has(k) || needs.some((n) => k === marketKey(n.market)), `held for nobody: ${k}`).toBe(true)
        }

        for (const a of actions) {
          const s = store.getState()
          switch (a.kind) {
            case "reconnect": {
              apply(send({ _tag: "SocketDisconnected" }))
              const calls = apply(send({ _tag: "SocketConnected" })).flatMap((c) => (c._tag === "Call" ? [c.endpoint as string] : []))
              // The slip and the cart are asked for again: pushes may have been missed.
              expect(calls.includes("syncBetslip")).toBe(s.betslip.contractIds.length > 0)
              expect(calls.includes("syncBetBuilderCart")).toBe(s.betslip.betBuilder.contractIds.length > 0)
              break
            }
            case "pick":
              apply(send({ _tag: "SelectionToggled", contractId: a.c }))
              break
            case "removeLeg":
              apply(send({ _tag: "BetslipLegRemoved", contractId: a.c }))
              break
            case "clearSlip":
              apply(send({ _tag: "BetslipCleared" }))
              break
            case "answerSlip": {
              const c = lastCall("syncBetslip")
              if (c) apply(send({ _tag: "BetslipSynced", requestId: c.requestId, betslip: slipAnswer(c.input) }))
              break
            }
            case "cartMode":
              apply(send({ _tag: "BetBuilderModeToggled" }))
              break
            case "cartToggle":
              if (!s.betslip.betBuilder.open) apply(send({ _tag: "BetBuilderModeToggled" }))
              apply(send({ _tag: "BetBuilderSelectionToggled", contractId: a.c }))
              break
            case "answerCart": {
              const c = lastCall("syncBetBuilderCart")
              if (c) apply(send({ _tag: "BetBuilderCartSynced", requestId: c.requestId, cart: cartAnswer(c.input.contractIds) }))
              break
            }
            case "cartToSlip":
              apply(send({ _tag: "BetBuilderCartAddedToSlip" }))
              break
            default: {
              const view = VIEWS[a.view]!
              const k = viewKey(view)
              const pending = s.catalogue.views[k]?.requestId ?? null
              if (a.kind === "open") {
                apply(send({ _tag: "SportsViewOpened", view }))
                open.set(k, (open.get(k) ?? 0) + 1)
              } else if (a.kind === "close") {
                if (!open.has(k)) break
                apply(send({ _tag: "SportsViewClosed", view }))
                const left = open.get(k)! - 1
                if (left === 0) open.delete(k)
                else open.set(k, left)
              } else if (pending !== null) {
                apply(send(a.kind === "answer"
                  ? answer(view, pending)
                  : { _tag: "RequestFailed", requestId: pending, endpoint: ENDPOINT[view._tag] as never, method: "GET", path: "/v0/x", status: 500, reason: "http", error: null, detail: "" }))
              }
            }
          }
          check()
        }
        // Every page leaves, the slip is cleared and answered, bet builder mode is left: nothing stays.
        for (const [k, n] of open) for (let i = 0; i < n; i++) apply(send({ _tag: "SportsViewClosed", view: store.getState().catalogue.views[k]!.view }))
        apply(send({ _tag: "BetslipCleared" }))
        const last = lastCall("syncBetslip")
        if (last) apply(send({ _tag: "BetslipSynced", requestId: last.requestId, betslip: slipAnswer(last.input) }))
        if (store.getState().betslip.betBuilder.open) apply(send({ _tag: "BetBuilderModeToggled" }))
        check()
        expect(socket.size).toBe(0)
      }),
      { numRuns: 1000 },
    )
  })

  it("a slip leg on a match no page shows is followed on its market; a page showing the match takes over, and leaving it hands back", () => {
    let now = T0
    const cmds: Command[] = []
    const s = createStore({ clock: { now: () => (now += 10) }, interpret: (c) => void cmds.push(...c), initial: withCatalogue(initialState, SLIP_WORLD) })
    const send = (e: EventInput) => {
      const before = cmds.length
      s.dispatch(e)
      return cmds.slice(before).filter((c) => c._tag === "Subscribe" || c._tag === "Unsubscribe").map((c) => `${c._tag} ${key(c as never)}`)
    }
    expect(send({ _tag: "SelectionToggled", contractId: 201 })).toEqual([`Subscribe ${marketKey(7001)}`])
    const sync = [...cmds].reverse().find((c): c is Extract<Call, { endpoint: "syncBetslip" }> => c._tag === "Call" && c.endpoint === "syncBetslip")!
    expect(send({ _tag: "BetslipSynced", requestId: sync.requestId, betslip: slipAnswer(sync.input) })).toEqual([])
    const view: SportsView = { _tag: "Match", id: 10001 }
    const opened = cmds.length
    send({ _tag: "SportsViewOpened", view })
    const load = cmds.slice(opened).find((c): c is Extract<Call, { endpoint: "getMatchPage" }> => c._tag === "Call" && c.endpoint === "getMatchPage")!
    expect(send(answer(view, load.requestId))).toEqual([
      `Unsubscribe ${marketKey(7001)}`, `Subscribe ${matchMarketsKey(10001)}`, `Subscribe matches|${JSON.stringify({ match_id: 10001 })}`,
    ])
    // The page closes: the slip still needs the market, so it stays followed (on its own channel).
    expect(send({ _tag: "SportsViewClosed", view })).toEqual([
      `Unsubscribe game|${JSON.stringify({ id: "games" })}`, `Unsubscribe ${matchMarketsKey(10001)}`,
      `Unsubscribe matches|${JSON.stringify({ match_id: 10001 })}`, `Subscribe ${marketKey(7001)}`,
    ])
    expect(send({ _tag: "BetslipLegRemoved", contractId: 201 })).toEqual([`Unsubscribe ${marketKey(7001)}`])
  })
})
