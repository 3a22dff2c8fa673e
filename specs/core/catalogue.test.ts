/**
 * The sportsbook catalogue in core (core/catalogue): selection statuses of spec §4 as a table,
 * price moves and their direction, stale updates dropped by `seq`, subscriptions following what is
 * on screen, a reconnect refetching every open view, the match deep link of spec §4, picks; and a
 * property: any interleaving of market pushes and refetched snapshots leaves every price equal to
 * the server's last word.
 */
import fc from "fast-check"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { Command } from "../../core/app/commands.js"
import { contractAvailability, selectionAvailability } from "../../core/catalogue/availability.js"
import { matchDeepLinkId } from "../../core/catalogue/match-deep-link.js"
import { priceChangeDirection as priceDirection } from "../../core/betslip/rules.js"
import { priceText, selectMarketGroups } from "../../core/catalogue/selectors.js"
import type { SportsView } from "../../core/catalogue/views.js"
import { MarketUpdate, Price, SearchResults } from "../../core/model/catalogue.js"
import { harness } from "./harness.js"
import { decoded, wireContract, wireMatch, wirePrice } from "../support/catalogue-wire.js"

const price = (num: number, den: number): Price => Schema.decodeUnknownSync(Price)(wirePrice(num, den))
const HOME: SportsView = { _tag: "Home" }
const MATCH: SportsView = { _tag: "Match", id: 10001 }

const subscriptionsIn = (commands: ReadonlyArray<Command>, tag: "Subscribe" | "Unsubscribe") =>
  commands.filter((c) => c._tag === tag).map((c) => `${(c as { channel: string }).channel}:${JSON.stringify((c as { params: unknown }).params)}`).sort()

const callsIn = (commands: ReadonlyArray<Command>) =>
  commands.flatMap((c) => (c._tag === "Call" ? [{ endpoint: c.endpoint, requestId: c.requestId }] : []))

/** A store with the match page of 10001 open and loaded. */
const withMatchPage = () => {
  const h = harness()
  const opened = h.send({ _tag: "SportsViewOpened", view: MATCH })
  const load = callsIn(opened).find((c) => c.endpoint === "getMatchPage")!
  h.send({ _tag: "MatchPageLoaded", requestId: load.requestId, view: MATCH, page: decoded.match() })
  return h
}

const update = (id: number, seq: number, contracts: ReadonlyArray<{ id: number; num: number; den: number; status?: string }>, status: "open" | "halted" | "closed" = "open"): MarketUpdate => ({
  id, match_id: 10001, seq, status, sent_at: 0,
  contracts: contracts.map((c) => ({ id: c.id, status: c.status ?? "open", prices: price(c.num, c.den) })),
})

describe("selection statuses (spec §4)", () => {
  it.each([
    ["open", "available"],
    ["new", "available"],
    ["winner", "closed"],
    ["loser", "closed"],
    ["void", "closed"],
    ["halted", "suspended"],
    ["pending", "unavailable"],
    ["", "unavailable"],
  ] as const)("%s is %s", (status, availability) => {
    expect(selectionAvailability(status)).toBe(availability)
  })

  it.each([
    ["open", "open", "available"],
    ["open", "halted", "suspended"],
    ["new", "halted", "suspended"],
    ["open", "closed", "closed"],
    ["winner", "closed", "closed"],
    ["halted", "open", "suspended"],
    ["pending", "halted", "unavailable"],
  ] as const)("a %s selection in a %s market is %s", (status, market, availability) => {
    expect(contractAvailability(status, market)).toBe(availability)
  })
})

describe("prices", () => {
  it.each([
    [price(2, 1), price(5, 2), "up"],
    [price(5, 2), price(2, 1), "down"],
    [price(2, 1), price(2, 1), "none"],
    [null, price(2, 1), "none"],
    [price(2, 1), null, "none"],
  ] as const)("a move from %j to %j is %s", (before, after, direction) => {
    expect(priceDirection(before, after)).toBe(direction)
  })

  it("shows the bettor's odds format", () => {
    expect(priceText(price(5, 2), "decimal")).toBe("3.50")
    expect(priceText(price(5, 2), "fractional")).toBe("5/2")
    expect(priceText(price(1, 1), "fractional")).toBe("EVS")
  })

  it("a market push moves the price, records the direction and counts the move", () => {
    const h = withMatchPage()
    h.send({ _tag: "MarketsPushed", markets: [update(100010, 1, [{ id: 1000101, num: 5, den: 2 }])] })
    const entry = h.store.getState().catalogue.contracts[1000101]!
    expect(entry.contract.prices?.fractional).toBe("5/2")
    expect(entry.direction).toBe("up")
    expect(entry.changes).toBe(1)
    h.send({ _tag: "MarketsPushed", markets: [update(100010, 2, [{ id: 1000101, num: 6, den: 4 }])] })
    expect(h.store.getState().catalogue.contracts[1000101]).toMatchObject({ direction: "down", changes: 2 })
  })

  it("an update older than what is held is dropped", () => {
    const h = withMatchPage()
    h.send({ _tag: "MarketsPushed", markets: [update(100010, 5, [{ id: 1000101, num: 5, den: 2 }])] })
    h.send({ _tag: "MarketsPushed", markets: [update(100010, 4, [{ id: 1000101, num: 9, den: 1 }])] })
    expect(h.store.getState().catalogue.contracts[1000101]!.contract.prices?.fractional).toBe("5/2")
  })

  it("a halted market suspends its selections; reopening makes them available again", () => {
    const h = withMatchPage()
    h.send({ _tag: "MarketsPushed", markets: [update(100010, 1, [{ id: 1000101, num: 2, den: 1 }], "halted")] })
    const s = h.store.getState().catalogue
    expect(contractAvailability(s.contracts[1000101]!.contract.status, s.markets[100010]!.status)).toBe("suspended")
    h.send({ _tag: "MarketsPushed", markets: [update(100010, 2, [{ id: 1000101, num: 2, den: 1 }], "open")] })
    const after = h.store.getState().catalogue
    expect(contractAvailability(after.contracts[1000101]!.contract.status, after.markets[100010]!.status)).toBe("available")
  })

  it("a match push moves score, clock and status; an older one is dropped", () => {
    const h = withMatchPage()
    const clock = { period: "1st half", seconds: 600, running: true, at: 0 }
    h.send({ _tag: "MatchesPushed", matches: [{ id: 10001, seq: 3, status: "live", score: { home: 1, away: 0 }, clock }] })
    h.send({ _tag: "MatchesPushed", matches: [{ id: 10001, seq: 2, status: "upcoming", score: null, clock: null }] })
    expect(h.store.getState().catalogue.matches[10001]).toMatchObject({ status: "live", score: { home: 1, away: 0 }, seq: 3 })
  })

  it("the match page's markets are grouped under their headings in display order, stable across price moves", () => {
    const h = withMatchPage()
    const groups = selectMarketGroups(10001)(h.store.getState())
    expect(groups).toEqual([{ group: "Main", marketIds: [100010] }, { group: "Goals", marketIds: [100012] }])
    h.send({ _tag: "MarketsPushed", markets: [update(100010, 1, [{ id: 1000101, num: 5, den: 2 }])] })
    expect(selectMarketGroups(10001)(h.store.getState())).toBe(groups)
  })
})

describe("search runners", () => {
  const SEARCH: SportsView = { _tag: "Search", query: "star" }
  const searchWith = (h: ReturnType<typeof harness>, contract: Record<string, unknown>, matchId: number) => {
    const load = callsIn(h.send({ _tag: "SportsViewOpened", view: SEARCH })).find((c) => c.endpoint === "searchSports")!
    const results = Schema.decodeUnknownSync(SearchResults)({
      query: "star", matches: [], competitions: [], runners: [{ contract, match: wireMatch(matchId, { main_market: null }) }],
    })
    h.send({ _tag: "SearchLoaded", requestId: load.requestId, view: SEARCH, results })
  }

  it("a runner of a market already on screen at a newer seq does not roll its price back", () => {
    const h = withMatchPage()
    h.send({ _tag: "MarketsPushed", markets: [update(100010, 5, [{ id: 1000101, num: 5, den: 2 }])] })
    searchWith(h, wireContract(1000101, 100010, { prices: wirePrice(9, 1) }), 10001)
    expect(h.store.getState().catalogue.contracts[1000101]!.contract.prices?.fractional).toBe("5/2")
  })

  it("a runner shown without its market still takes the market's pushes", () => {
    const h = harness()
    searchWith(h, wireContract(5550001, 55500, { prices: wirePrice(3, 1) }), 10005)
    expect(h.store.getState().catalogue.contracts[5550001]!.contract.prices?.fractional).toBe("3/1")
    h.send({ _tag: "MarketsPushed", markets: [{ ...update(55500, 2, [{ id: 5550001, num: 4, den: 1 }], "open"), match_id: 10005 }] })
    expect(h.store.getState().catalogue.contracts[5550001]).toMatchObject({ direction: "up", contract: { prices: { fractional: "4/1" } } })
    expect(h.store.getState().catalogue.markets[55500]).toBeUndefined()
  })
})

describe("what is on screen is what core subscribes to", () => {
  it("opening a view loads it (and the games list once) and subscribes to the game counts, then to its matches", () => {
    const h = harness()
    const opened = h.send({ _tag: "SportsViewOpened", view: HOME })
    expect(callsIn(opened).map((c) => c.endpoint).sort()).toEqual(["getGames", "getSportHome"])
    expect(subscriptionsIn(opened, "Subscribe")).toEqual(['game:{"id":"games"}'])
    const load = callsIn(opened).find((c) => c.endpoint === "getSportHome")!
    const loaded = h.send({ _tag: "SportHomeLoaded", requestId: load.requestId, view: HOME, home: decoded.home() })
    expect(subscriptionsIn(loaded, "Subscribe")).toEqual([
      'markets:{"match_id":10001}', 'markets:{"match_id":10002}',
      'matches:{"match_id":10001}', 'matches:{"match_id":10002}',
    ])
  })

  it("the in-play page follows only the in-play matches of the home call", () => {
    const h = harness()
    const view: SportsView = { _tag: "InPlay" }
    const load = callsIn(h.send({ _tag: "SportsViewOpened", view })).find((c) => c.endpoint === "getSportHome")!
    const loaded = h.send({ _tag: "SportHomeLoaded", requestId: load.requestId, view, home: decoded.home() })
    expect(subscriptionsIn(loaded, "Subscribe")).toEqual(['markets:{"match_id":10002}', 'matches:{"match_id":10002}'])
  })

  it("closing the last holder of a view unsubscribes what only it needed", () => {
    const h = withMatchPage()
    const homeLoad = callsIn(h.send({ _tag: "SportsViewOpened", view: HOME })).find((c) => c.endpoint === "getSportHome")!
    h.send({ _tag: "SportHomeLoaded", requestId: homeLoad.requestId, view: HOME, home: decoded.home() })
    // 10001 is on both pages: leaving the home page keeps it.
    expect(subscriptionsIn(h.send({ _tag: "SportsViewClosed", view: HOME }), "Unsubscribe")).toEqual([
      'markets:{"match_id":10002}', 'matches:{"match_id":10002}',
    ])
    expect(subscriptionsIn(h.send({ _tag: "SportsViewClosed", view: MATCH }), "Unsubscribe")).toEqual([
      'game:{"id":"games"}', 'markets:{"match_id":10001}', 'matches:{"match_id":10001}',
    ])
    expect(h.store.getState().catalogue.subscriptions).toEqual([])
  })

  it("a view held by two pages stays until both leave", () => {
    const h = withMatchPage()
    h.send({ _tag: "SportsViewOpened", view: MATCH })
    expect(h.send({ _tag: "SportsViewClosed", view: MATCH })).toEqual([])
    expect(subscriptionsIn(h.send({ _tag: "SportsViewClosed", view: MATCH }), "Unsubscribe")).toHaveLength(3)
  })

  it("after a reconnect every open view is fetched again (the first connection fetches nothing)", () => {
    const h = withMatchPage()
    expect(callsIn(h.send({ _tag: "SocketConnected" }))).toEqual([])
    h.send({ _tag: "SocketDisconnected" })
    expect(callsIn(h.send({ _tag: "SocketConnected" })).map((c) => c.endpoint).sort()).toEqual(["getGames", "getMatchPage"])
    // The page keeps showing what it had while the refetch runs.
    expect(h.store.getState().catalogue.views["match:10001"]!.status).toBe("ready")
  })

  it("an answer to an older request is ignored", () => {
    const h = harness()
    const first = callsIn(h.send({ _tag: "SportsViewOpened", view: MATCH })).find((c) => c.endpoint === "getMatchPage")!
    h.send({ _tag: "SportsViewRetried", view: MATCH })
    h.send({ _tag: "MatchPageLoaded", requestId: first.requestId, view: MATCH, page: decoded.match() })
    expect(h.store.getState().catalogue.views["match:10001"]!.status).toBe("loading")
  })

  it("a failed load shows the error (404: not found) and no snackbar; retry loads again", () => {
    const h = harness()
    const load = callsIn(h.send({ _tag: "SportsViewOpened", view: MATCH })).find((c) => c.endpoint === "getMatchPage")!
    h.send({
      _tag: "RequestFailed", requestId: load.requestId, endpoint: "getMatchPage", method: "GET", path: "/v0/matches/10001/markets",
      status: 404, reason: "http", error: { public_message: "No such match", message_key: "MATCH_NOT_FOUND" }, detail: "404",
    })
    const s = h.store.getState()
    expect(s.catalogue.views["match:10001"]).toMatchObject({ status: "failed", notFound: true })
    expect(s.snackbars).toEqual([])
    expect(callsIn(h.send({ _tag: "SportsViewRetried", view: MATCH })).map((c) => c.endpoint)).toEqual(["getMatchPage"])
  })
})

describe("picking a selection", () => {
  it("toggles an available selection on and off the slip; a suspended one cannot be added but can be removed", () => {
    const h = withMatchPage()
    h.send({ _tag: "SelectionToggled", contractId: 1000101 })
    expect(h.store.getState().betslip.contractIds).toEqual([1000101])
    h.send({ _tag: "MarketsPushed", markets: [update(100010, 1, [{ id: 1000101, num: 2, den: 1 }, { id: 1000102, num: 2, den: 1 }], "halted")] })
    h.send({ _tag: "SelectionToggled", contractId: 1000102 })
    expect(h.store.getState().betslip.contractIds).toEqual([1000101])
    h.send({ _tag: "SelectionToggled", contractId: 1000101 })
    expect(h.store.getState().betslip.contractIds).toEqual([])
  })
})

describe("match deep link (spec §4)", () => {
  it.each([
    ["?bid=10001,2", 10001],
    ["?bid=10001, 2&x=1", 10001],
    ["?bid=10001", null],
    ["?bid=10001,2,3", null],
    ["?bid=abc,2", null],
    ["?bid=10001,2&btype=single", null],
    ["", null],
  ] as const)("%s → match %s", (search, id) => {
    expect(matchDeepLinkId(search)).toBe(id)
  })

  const start = (search: string) => {
    const h = harness()
    const commands = h.send({
      _tag: "AppStarted", location: { path: "/sports", search }, brand: "sportsbook", country: "GB", locale: "en-GB", environment: "test",
      storedToken: null, storedOddsFormat: null, storedHideBalance: false,
    } as never)
    // The start's two calls the deep link waits on (absent where a test expects none).
    const lookup = callsIn(commands).find((c) => c.endpoint === "getMatchLookup")!
    const games = callsIn(commands).find((c) => c.endpoint === "getGames")!
    return { h, commands, lookup, games }
  }

  it("home-and-away: once the lookup and games answer, one redirect to the match page, never again", () => {
    const { h, lookup, games } = start("?bid=10001,7&utm=x")
    expect(h.send({ _tag: "MatchLookupLoaded", requestId: lookup.requestId, lookup: decoded.lookup() })).toEqual([])
    expect(h.send({ _tag: "GamesLoaded", requestId: games.requestId, games: decoded.games() })).toContainEqual({
      _tag: "Navigate", to: "/sports/football/premier-league-100/home-v-away-10001-10001?utm=x", replace: true,
    })
    expect(h.store.getState().matchDeepLink.has_match_redirected).toBe(true)
    const again = h.send({ _tag: "LocationChanged", location: { path: "/sports", search: "?bid=10001,7" } })
    expect(callsIn(again).filter((c) => c.endpoint === "getMatchLookup")).toEqual([])
  })

  it("individual display type: to the competition page with fixture_id", () => {
    const { h, lookup, games } = start("?bid=10001,7")
    const racing = decoded.games().map((g) => ({ ...g, display_type: "individual", name: "horseracing" }))
    h.send({ _tag: "GamesLoaded", requestId: games.requestId, games: racing })
    expect(h.send({ _tag: "MatchLookupLoaded", requestId: lookup.requestId, lookup: decoded.lookup() })).toContainEqual({
      _tag: "Navigate", to: "/sports/horseracing/premier-league-100?fixture_id=10001", replace: true,
    })
  })

  it("the redirect carries the link's own query on, even when the location moved while the lookup ran", () => {
    const { h, lookup, games } = start("?bid=10001,7&utm=x")
    h.send({ _tag: "GamesLoaded", requestId: games.requestId, games: decoded.games() })
    h.send({ _tag: "LocationChanged", location: { path: "/sports", search: "?other=1" } })
    expect(h.send({ _tag: "MatchLookupLoaded", requestId: lookup.requestId, lookup: decoded.lookup() })).toContainEqual({
      _tag: "Navigate", to: "/sports/football/premier-league-100/home-v-away-10001-10001?utm=x", replace: true,
    })
  })

  it("a match of a game the list does not have goes nowhere (ignored, like a failure)", () => {
    const { h, lookup, games } = start("?bid=10001,7")
    h.send({ _tag: "GamesLoaded", requestId: games.requestId, games: decoded.games().map((g) => ({ ...g, id: 2 })) })
    expect(h.send({ _tag: "MatchLookupLoaded", requestId: lookup.requestId, lookup: decoded.lookup() }).filter((c) => c._tag === "Navigate")).toEqual([])
    expect(h.store.getState().snackbars).toEqual([])
  })

  it("the betslip's deep link (bid with btype) makes no lookup", () => {
    const { commands } = start("?btype=single&bid=10001,7")
    expect(callsIn(commands).filter((c) => c.endpoint === "getMatchLookup")).toEqual([])
  })

  it("a failed lookup is ignored silently: no redirect, no snackbar", () => {
    const { h, lookup } = start("?bid=10001,7")
    const after = h.send({
      _tag: "RequestFailed", requestId: lookup.requestId, endpoint: "getMatchLookup", method: "GET", path: "/v1/matches/10001",
      status: 404, reason: "http", error: null, detail: "404",
    })
    expect(after.filter((c) => c._tag === "Navigate")).toEqual([])
    expect(h.store.getState().snackbars).toEqual([])
  })
})

describe("property: the screen ends on the server's last word", () => {
  /** One market of two contracts; the server's history is a sequence of states with seq 1..n. */
  const history = fc.array(
    fc.record({ a: fc.integer({ min: 1, max: 20 }), b: fc.integer({ min: 1, max: 20 }), halted: fc.boolean() }),
    { minLength: 1, maxLength: 12 },
  )

  it("any order of pushes (some lost, some duplicated) and refetched snapshots leaves the newest state", () => {
    fc.assert(
      fc.property(history, fc.func(fc.integer()), fc.array(fc.nat(), { maxLength: 6 }), (states, order, snapshots) => {
        const h = withMatchPage()
        const updates = states.map((st, i) => update(100010, i + 1, [{ id: 1000101, num: st.a, den: 1 }, { id: 1000102, num: st.b, den: 1 }], st.halted ? "halted" : "open"))
        // Deliveries: the last update always arrives; the others any number of times, in any order.
        const deliveries = [...updates.slice(0, -1), ...updates.slice(0, -1), updates[updates.length - 1]!]
          .map((u, i) => ({ u, key: order(i) }))
          .sort((x, y) => x.key - y.key)
          .map((d) => d.u)
        // Refetches racing the pushes: snapshots of some earlier state arrive in between.
        const reloads = snapshots.map((n) => n % updates.length)
        let r = 0
        for (const [i, u] of deliveries.entries()) {
          h.send({ _tag: "MarketsPushed", markets: [u] })
          if (i % 2 === 0 && r < reloads.length) {
            const at = reloads[r++]!
            const st = states[at]!
            const load = callsIn(h.send({ _tag: "SportsViewRetried", view: MATCH })).find((c) => c.endpoint === "getMatchPage")!
            const page = decoded.match()
            const market = page.match.markets[0]!
            const snapshot = {
              ...market, seq: at + 1, status: st.halted ? "halted" as const : "open" as const,
              contracts: market.contracts.map((c, k) => ({ ...c, prices: price(k === 0 ? st.a : st.b, 1) })),
            }
            h.send({ _tag: "MatchPageLoaded", requestId: load.requestId, view: MATCH, page: { ...page, match: { ...page.match, markets: [snapshot, ...page.match.markets.slice(1)] } } })
          }
        }
        const last = states[states.length - 1]!
        const s = h.store.getState().catalogue
        expect(s.markets[100010]!.seq).toBe(states.length)
        expect(s.markets[100010]!.status).toBe(last.halted ? "halted" : "open")
        expect(s.contracts[1000101]!.contract.prices?.fractional).toBe(`${last.a}/1`)
        expect(s.contracts[1000102]!.contract.prices?.fractional).toBe(`${last.b}/1`)
      }),
      { numRuns: 300 },
    )
  })
})
