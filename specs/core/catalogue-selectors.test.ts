/**
 * The selector API the sports pages code against (core/catalogue/selectors.ts): page entries per
 * view, a price button's display-ready view in the bettor's odds format, the scoreboard, and the
 * identity guarantees that keep a price push from re-rendering more than the button that moved.
 */
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { Command } from "../../core/app/commands.js"
import {
  selectCompetitionPage, selectContractView, selectGameTab, selectMarketShown, selectMatchLive, selectMatchPage, selectMatchShown,
  selectSearch, selectSportHome, selectViewStatus,
} from "../../core/catalogue/selectors.js"
import type { SportsView } from "../../core/catalogue/views.js"
import { Price, type MarketUpdate } from "../../core/model/catalogue.js"
import { decoded, wirePrice } from "../support/catalogue-wire.js"
import { harness } from "./harness.js"

const price = (num: number, den: number): Price => Schema.decodeUnknownSync(Price)(wirePrice(num, den))
const MATCH: SportsView = { _tag: "Match", id: 10001 }

const loadOf = (commands: ReadonlyArray<Command>, endpoint: string) =>
  commands.flatMap((c) => (c._tag === "Call" && c.endpoint === endpoint ? [c.requestId] : []))[0]!

const withMatchPage = () => {
  const h = harness()
  const requestId = loadOf(h.send({ _tag: "SportsViewOpened", view: MATCH }), "getMatchPage")
  h.send({ _tag: "MatchPageLoaded", requestId, view: MATCH, page: decoded.match() })
  return h
}

const push = (seq: number, num: number, status: "open" | "halted" | "closed" = "open", contractStatus = "open"): MarketUpdate => ({
  id: 100010, match_id: 10001, seq, status, sent_at: 0,
  contracts: [{ id: 1000101, status: contractStatus, prices: price(num, 1) }],
})

describe("page entries", () => {
  it("a view is idle until opened, loading until answered, then ready with its ids", () => {
    const h = harness()
    expect(selectViewStatus(MATCH)(h.store.getState())).toBe("idle")
    expect(selectMatchPage(10001)(h.store.getState())).toBeNull()
    const requestId = loadOf(h.send({ _tag: "SportsViewOpened", view: MATCH }), "getMatchPage")
    expect(selectViewStatus(MATCH)(h.store.getState())).toBe("loading")
    h.send({ _tag: "MatchPageLoaded", requestId, view: MATCH, page: decoded.match() })
    expect(selectViewStatus(MATCH)(h.store.getState())).toBe("ready")
    expect(selectMatchPage(10001)(h.store.getState())?.data).toEqual({ _tag: "Match", gameId: 1, matchId: 10001 })
  })

  it("each page selector reads the entry of its own view", () => {
    const h = harness()
    const home = loadOf(h.send({ _tag: "SportsViewOpened", view: { _tag: "Home" } }), "getSportHome")
    h.send({ _tag: "SportHomeLoaded", requestId: home, view: { _tag: "Home" }, home: decoded.home() })
    const tabView: SportsView = { _tag: "GameTab", name: "football", tab: "matches" }
    const tab = loadOf(h.send({ _tag: "SportsViewOpened", view: tabView }), "getGameTab")
    h.send({ _tag: "GameTabLoaded", requestId: tab, view: tabView, page: decoded.tab() })
    const compView: SportsView = { _tag: "Competition", id: 100 }
    const comp = loadOf(h.send({ _tag: "SportsViewOpened", view: compView }), "getCompetition")
    h.send({ _tag: "CompetitionLoaded", requestId: comp, view: compView, page: decoded.competition() })
    const searchView: SportsView = { _tag: "Search", query: "home" }
    const search = loadOf(h.send({ _tag: "SportsViewOpened", view: searchView }), "searchSports")
    h.send({ _tag: "SearchLoaded", requestId: search, view: searchView, results: decoded.search() })
    const s = h.store.getState()
    expect(selectSportHome(s)?.data).toMatchObject({ _tag: "Home", featured: [10001], inPlay: [10002] })
    expect(selectGameTab("football", "matches")(s)?.data).toMatchObject({ _tag: "GameTab", matchIds: [10001], competitionIds: [100] })
    expect(selectCompetitionPage(100)(s)?.data).toMatchObject({ _tag: "Competition", competitionId: 100, matchIds: [10001] })
    // The search key is trimmed and case-insensitive, like the view's key.
    expect(selectSearch(" Home ")(s)?.data).toMatchObject({ _tag: "Search", matchIds: [10001] })
  })

  it("a 404 reads as notFound", () => {
    const h = harness()
    const requestId = loadOf(h.send({ _tag: "SportsViewOpened", view: MATCH }), "getMatchPage")
    h.send({
      _tag: "RequestFailed", requestId, endpoint: "getMatchPage", method: "GET", path: "/v0/matches/10001/markets",
      status: 404, reason: "http", error: null, detail: "404",
    })
    expect(selectViewStatus(MATCH)(h.store.getState())).toBe("notFound")
  })
})

describe("a price button's view", () => {
  it("shows the price in the bettor's odds format, direction of the last move, availability and the pick", () => {
    const h = withMatchPage()
    expect(selectContractView(1000101)(h.store.getState())).toMatchObject({
      price: "3.00", wasPrice: null, direction: "none", changes: 0, availability: "available", pickable: true, picked: false,
    })
    h.send({ _tag: "MarketsPushed", markets: [push(1, 5)] })
    h.send({ _tag: "OddsFormatChosen", oddsFormat: "fractional" })
    h.send({ _tag: "SelectionToggled", contractId: 1000101 })
    expect(selectContractView(1000101)(h.store.getState())).toMatchObject({
      price: "5/1", direction: "up", changes: 1, availability: "available", picked: true,
    })
    h.send({ _tag: "MarketsPushed", markets: [push(2, 4, "halted")] })
    expect(selectContractView(1000101)(h.store.getState())).toMatchObject({ price: "4/1", direction: "down", availability: "suspended", pickable: false })
    h.send({ _tag: "MarketsPushed", markets: [push(3, 4, "closed")] })
    expect(selectContractView(1000101)(h.store.getState())).toMatchObject({ availability: "closed", pickable: false })
  })

  it.each([
    ["open", "available"], ["new", "available"], ["winner", "closed"], ["loser", "closed"], ["void", "closed"],
    ["halted", "suspended"], ["settled", "unavailable"],
  ] as const)("a %s selection reads as %s", (status, availability) => {
    const h = withMatchPage()
    h.send({ _tag: "MarketsPushed", markets: [push(1, 2, "open", status)] })
    expect(selectContractView(1000101)(h.store.getState())?.availability).toBe(availability)
  })

  it("is null for a contract not loaded", () => {
    expect(selectContractView(42)(harness().store.getState())).toBeNull()
  })

  it("keeps its identity when another contract of the market moves, and changes when its own does", () => {
    const h = withMatchPage()
    const before = selectContractView(1000102)(h.store.getState())
    h.send({ _tag: "MarketsPushed", markets: [push(1, 7)] })
    expect(selectContractView(1000102)(h.store.getState())).toBe(before)
    const mine = selectContractView(1000101)(h.store.getState())
    h.send({ _tag: "MarketsPushed", markets: [push(2, 8)] })
    expect(selectContractView(1000101)(h.store.getState())).not.toBe(mine)
  })
})

describe("the scoreboard", () => {
  it("reads status, score and clock; stays the same object across a refetch that says the same", () => {
    const h = withMatchPage()
    const clock = { period: "1st half", seconds: 600, running: true, at: 0 }
    h.send({ _tag: "MatchesPushed", matches: [{ id: 10001, seq: 3, status: "live", score: { home: 1, away: 0 }, clock }] })
    const live = selectMatchLive(10001)(h.store.getState())
    expect(live).toEqual({ status: "live", score: { home: 1, away: 0 }, clock, live: true })
    h.send({ _tag: "MatchesPushed", matches: [{ id: 10001, seq: 4, status: "live", score: { home: 1, away: 0 }, clock: { ...clock } }] })
    expect(selectMatchLive(10001)(h.store.getState())).toBe(live)
    h.send({ _tag: "MatchesPushed", matches: [{ id: 10001, seq: 5, status: "live", score: { home: 2, away: 0 }, clock }] })
    expect(selectMatchLive(10001)(h.store.getState())?.score).toEqual({ home: 2, away: 0 })
    expect(selectMatchLive(99)(h.store.getState())).toBeNull()
  })
})

describe("rows and cards as shown", () => {
  it("a market keeps its identity across pushes that move only prices, and changes with its status or each-way terms", () => {
    const h = withMatchPage()
    const before = selectMarketShown(100010)(h.store.getState())
    expect(before).toMatchObject({ id: 100010, status: "open" })
    h.send({ _tag: "MarketsPushed", markets: [push(1, 7)] })
    h.send({ _tag: "MarketsPushed", markets: [push(2, 9)] })
    expect(selectMarketShown(100010)(h.store.getState())).toBe(before)
    h.send({ _tag: "MarketsPushed", markets: [push(3, 9, "halted")] })
    const halted = selectMarketShown(100010)(h.store.getState())
    expect(halted).not.toBe(before)
    expect(halted?.status).toBe("halted")
    // Each-way terms resent as a new object with the same contents are the same terms.
    const terms = { description: "Each way 1/5 odds, places 1-2-3", deduction: "1/5", placement: 3, prices: price(2, 1) }
    h.send({ _tag: "MarketsPushed", markets: [{ ...push(4, 9, "halted"), each_way: terms }] })
    const withTerms = selectMarketShown(100010)(h.store.getState())
    expect(withTerms?.each_way).toEqual(terms)
    h.send({ _tag: "MarketsPushed", markets: [{ ...push(5, 10, "halted"), each_way: { ...terms, prices: price(2, 1) } }] })
    expect(selectMarketShown(100010)(h.store.getState())).toBe(withTerms)
    h.send({ _tag: "MarketsPushed", markets: [{ ...push(6, 10, "halted"), each_way: { ...terms, placement: 4 } }] })
    expect(selectMarketShown(100010)(h.store.getState())?.each_way).toMatchObject({ placement: 4 })
    expect(selectMarketShown(42)(h.store.getState())).toBeNull()
  })

  it("a match keeps its identity across score and clock pushes, and changes when it goes live", () => {
    const h = withMatchPage()
    const clock = { period: "1st half", seconds: 600, running: true, at: 0 }
    h.send({ _tag: "MatchesPushed", matches: [{ id: 10001, seq: 3, status: "live", score: { home: 0, away: 0 }, clock }] })
    const live = selectMatchShown(10001)(h.store.getState())
    expect(live?.status).toBe("live")
    h.send({ _tag: "MatchesPushed", matches: [{ id: 10001, seq: 4, status: "live", score: { home: 1, away: 0 }, clock: { ...clock, seconds: 700 } }] })
    expect(selectMatchShown(10001)(h.store.getState())).toBe(live)
    h.send({ _tag: "MatchesPushed", matches: [{ id: 10001, seq: 5, status: "ended", score: { home: 1, away: 0 }, clock: null }] })
    expect(selectMatchShown(10001)(h.store.getState())?.status).toBe("ended")
  })
})
