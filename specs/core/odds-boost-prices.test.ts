/**
 * Boosted prices on the sports pages (issue 18): which price a selection shows for a bettor
 * (core/catalogue/boosts.ts), read by the price button through selectContractView. The operator's
 * boost wins; a bettor's odds-boost reward tied to a selection shows it BOOST_STEPS ladder steps
 * longer, the very price the server gives their slip (the server builds it with the same
 * core/odds/ladder.ts); other selections and other bettors see the plain price.
 */
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { Command } from "../../core/app/commands.js"
import { boostedPricesFor } from "../../core/catalogue/boosts.js"
import { selectContractView } from "../../core/catalogue/selectors.js"
import type { SportsView } from "../../core/catalogue/views.js"
import { Price, type MarketUpdate } from "../../core/model/catalogue.js"
import { BOOST_STEPS, boostedPrice, LADDER, ladderStep, toPrice } from "../../core/odds/index.js"
import { decoded, wirePrice } from "../support/catalogue-wire.js"
import { appStarted, aUser, harness } from "./harness.js"

const price = (num: number, den: number): Price => Schema.decodeUnknownSync(Price)(wirePrice(num, den))
const contract = (id: number, prices: Price | null, boosted: Price | null = null) => ({ id, prices, boosted_prices: boosted })

describe("boostedPricesFor", () => {
  it.each([
    ["not boosted, no reward", contract(1, price(2, 1)), null, null],
    ["the bettor's boost on this selection: 2/1 → 11/4", contract(1, price(2, 1)), 1, "11/4"],
    ["evens → 6/5", contract(1, price(1, 1)), 1, "6/5"],
    ["4/6 (unreduced on the ladder) → 5/6", contract(1, price(4, 6)), 1, "5/6"],
    ["1/50 → 1/20", contract(1, price(1, 50)), 1, "1/20"],
    ["held at the top of the ladder: 250/1 → 250/1", contract(1, price(250, 1)), 1, "250/1"],
    ["the bettor's boost on another selection", contract(1, price(2, 1)), 2, null],
    ["no price yet (starting price only)", contract(1, null), 1, null],
    ["the operator's boost, no reward", contract(1, price(2, 1), price(5, 2)), null, "5/2"],
    ["the operator's boost wins over the bettor's", contract(1, price(2, 1), price(5, 2)), 1, "5/2"],
  ] as const)("%s", (_, c, boostId, expected) => {
    expect(boostedPricesFor(c, boostId)?.fractional ?? null).toBe(expected)
  })

  it(`is the server's boost on every ladder rung (${BOOST_STEPS} steps, from the wire price)`, () => {
    for (const rung of LADDER) expect(boostedPrice(toPrice(rung))).toEqual(toPrice(ladderStep(rung, BOOST_STEPS)))
  })

  it("gives up on a fractional it cannot read", () => {
    expect(boostedPrice({ ...price(2, 1), fractional: "SP" })).toBeNull()
  })
})

const MATCH: SportsView = { _tag: "Match", id: 10001 }
const withMatchPage = () => {
  const h = harness()
  // A bettor whose stored session is restored (no boost yet).
  h.send(appStarted({ storedToken: "tok" }))
  h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: aUser({ session_expires_at: null }) })
  const commands: ReadonlyArray<Command> = h.send({ _tag: "SportsViewOpened", view: MATCH })
  const requestId = commands.flatMap((c) => (c._tag === "Call" && c.endpoint === "getMatchPage" ? [c.requestId] : []))[0]!
  h.send({ _tag: "MatchPageLoaded", requestId, view: MATCH, page: decoded.match() })
  return h
}
const boostedOn = (contractId: string | null, odds_format: "decimal" | "fractional" = "decimal") => {
  const user = aUser()
  return aUser({ session_expires_at: null, odds_format, account: { ...user.account, oddsboost_bonus: { amount: 500, contract_id: contractId } } })
}
const push = (seq: number, num: number): MarketUpdate => ({
  id: 100010, match_id: 10001, seq, status: "open", sent_at: 0, contracts: [{ id: 1000101, status: "open", prices: price(num, 1) }],
})

describe("a price button for a bettor with an odds boost", () => {
  it("shows the boosted price with the plain one beside it, on that selection only, and follows price moves", () => {
    const h = withMatchPage()
    expect(selectContractView(1000101)(h.store.getState())).toMatchObject({ price: "3.00", wasPrice: null, boosted: false })
    h.send({ _tag: "UserPushed", user: boostedOn("1000101") })
    expect(selectContractView(1000101)(h.store.getState())).toMatchObject({ price: "3.75", wasPrice: "3.00", boosted: true })
    expect(selectContractView(1000102)(h.store.getState())).toMatchObject({ wasPrice: null, boosted: false })
    // The bettor's own odds format (their account's) shows both prices as fractions.
    h.send({ _tag: "UserPushed", user: boostedOn("1000101", "fractional") })
    expect(selectContractView(1000101)(h.store.getState())).toMatchObject({ price: "11/4", wasPrice: "2/1", boosted: true })
    // The price moves to 4/1: the boost is three steps from the new price (4/1 9/2 5/1 11/2).
    h.send({ _tag: "MarketsPushed", markets: [push(1, 4)] })
    expect(selectContractView(1000101)(h.store.getState())).toMatchObject({ price: "11/2", wasPrice: "4/1", boosted: true })
  })

  it("goes back to the plain price once the boost is used (contract_id null) or the bettor logs out", () => {
    const h = withMatchPage()
    h.send({ _tag: "UserPushed", user: boostedOn("1000101") })
    expect(selectContractView(1000101)(h.store.getState())?.boosted).toBe(true)
    h.send({ _tag: "UserPushed", user: boostedOn(null) })
    expect(selectContractView(1000101)(h.store.getState())).toMatchObject({ price: "3.00", wasPrice: null, boosted: false })
    h.send({ _tag: "UserPushed", user: boostedOn("1000101") })
    h.send({ _tag: "SessionEnded", reason: "logout" } as never)
    expect(selectContractView(1000101)(h.store.getState())).toMatchObject({ price: "3.00", boosted: false })
  })
})
