/**
 * My Bets in core (core/bets): the derived values of spec §3 as a card shows them, the explanation
 * of a settled bet, lists and their paging, the `bets` subscription and refetch on reconnect, and
 * `bet_v1` pushes applied in any order and with duplicates.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { EventInput } from "../../core/app/events.js"
import type { Text } from "../../core/kernel/index.js"
import { explainPayout } from "../../core/bets/explain.js"
import { selectBetCard, selectBetsList, selectOpenBetCount } from "../../core/bets/selectors.js"
import type { BetReceipt } from "../../core/model/betslip.js"
import { formatMoney } from "../../core/format/money.js"
import { aBet, aLeg } from "../support/bets-fixtures.js"
import { betReceipt } from "./betslip-arbitraries.js"
import { aUser, appStarted, harness, type Harness } from "./harness.js"

const loggedIn = (): Harness => {
  const h = harness()
  h.send(appStarted({ storedToken: "tok" }))
  h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: aUser() })
  return h
}

const lastCall = (h: Harness, endpoint: string) => {
  const found = [...h.commands].reverse().find((c) => c._tag === "Call" && c.endpoint === endpoint)
  if (!found || found._tag !== "Call") throw new Error(`no ${endpoint} call`)
  return found
}

/** Opens a list page and answers its first request with these bets. */
const showList = (h: Harness, list: "open" | "settled", bets: ReadonlyArray<BetReceipt>, nextBefore: number | null = null) => {
  h.send({ _tag: "BetsViewOpened", list })
  const c = lastCall(h, "getBets")
  h.send({ _tag: "BetsPageLoaded", requestId: c.requestId, list, before: null, page: { bets, next_before: nextBefore } })
}

const card = (h: Harness, id: number) => selectBetCard(id)(h.store.getState())
const ids = (h: Harness, list: "open" | "settled") => selectBetsList(list)(h.store.getState()).ids
const snackbarTitles = (h: Harness) => h.store.getState().snackbars.map((s) => (s.title._tag === "Message" ? s.title.id : s.title.text))

const gbp = (minor: number) => formatMoney(minor, "gbp", "en-GB")

describe("spec §3 Bet derived values, as a bet card shows them", () => {
  const rows: ReadonlyArray<readonly [string, Partial<BetReceipt>, (c: NonNullable<ReturnType<typeof card>>) => unknown, unknown]> = [
    ["total bet amount = stake + credit amount + voucher", { stake: 1000, credit_amount: 200, voucher: 500 }, (c) => c.totalBetAmount, "£17.00"],
    ["total bet amount counts a missing voucher as nothing", { stake: 1000, credit_amount: 0, voucher: null }, (c) => c.totalBetAmount, "£10.00"],
    ["winnings = cash winnings + credit winnings (a settled bet shows them)",
      { status: "settled", outcome: "won", cash_winnings: 2500, credit_winnings: 500, cashout_status: null }, (c) => c.returns, { kind: "winnings", amount: "£30.00" }],
    ["an open bet shows its potential returns", { potential: 3000 }, (c) => c.returns, { kind: "potential", amount: "£30.00" }],
    ["a bet is settled when status is settled and the cash-out did not succeed",
      { status: "settled", outcome: "lost", cash_winnings: 0, cashout_success: false, cashout_status: null }, (c) => [c.state, c.list], ["lost", "settled"]],
    ["a settled bet whose cash-out succeeded is cashed out, not settled",
      { status: "settled", outcome: null, cash_winnings: 1425, cashout_success: true, cashout_status: null }, (c) => [c.state, c.list], ["cashedOut", "settled"]],
    ["cash-out is present when cashout_status is available", { cashout_status: "available", cashout_amount: 1425 }, (c) => c.cashout, { _tag: "Offer", amount: "£14.25", fairValue: null }],
    ["the fair value shows beside the offer", { cashout_status: "available", cashout_amount: 1425, cashout_fair_value: 1500 }, (c) => c.cashout, { _tag: "Offer", amount: "£14.25", fairValue: "£15.00" }],
    ["no fair value without an offer", { cashout_status: "disabled", cashout_amount: null, cashout_fair_value: 1500 }, (c) => c.cashout, { _tag: "Disabled" }],
    ["cash-out is present when cashout_status is disabled", { cashout_status: "disabled", cashout_amount: null }, (c) => c.cashout, { _tag: "Disabled" }],
    ["no cash-out when cashout_status is unavailable", { cashout_status: "unavailable" }, (c) => c.cashout, null],
    ["no cash-out when cashout_status is null", { cashout_status: null }, (c) => c.cashout, null],
  ]
  it.each(rows)("%s", (_name, over, pick, expected) => {
    const h = loggedIn()
    h.send({ _tag: "BetPushed", bet: aBet(over) })
    expect(pick(card(h, 41)!)).toEqual(expected)
  })

  it("legs show their live score, status and the price in the bettor's odds format", () => {
    const h = loggedIn()
    h.send({ _tag: "BetPushed", bet: aBet({ bet_legs: [aLeg({ home_score: 2, away_score: 1 }), aLeg({ id: 502, outcome: "won", match_status: "ended" }), aLeg({ id: 503, match_status: "upcoming", home_score: null, away_score: null })] }) })
    expect(card(h, 41)!.legs.map((l) => [l.score, l.status, l.price])).toEqual([["2 - 1", "live", "3.00"], ["1 - 0", "won", "3.00"], [null, "upcoming", "3.00"]])
    h.send({ _tag: "UserPushed", user: aUser({ odds_format: "fractional" }) })
    expect(card(h, 41)!.legs[0]!.price).toBe("2/1")
  })
})

describe("how a settled bet was paid, in plain words", () => {
  const text = (t: Text) => (t._tag === "Message" ? [t.id, t.values ?? {}] : [t.text])
  const explain = (over: Partial<BetReceipt>) => explainPayout(aBet({ status: "settled", cashout_status: null, ...over }), gbp, (l) => l.prices?.decimal_display ?? null).map(text)
  const rows: ReadonlyArray<readonly [string, Partial<BetReceipt>, ReadonlyArray<unknown>]> = [
    ["a won single: what it paid", { outcome: "won", cash_winnings: 3000 }, [["bets.explain.won", { amount: "£30.00" }]]],
    ["a lost bet: nothing paid", { outcome: "lost", cash_winnings: 0 }, [["bets.explain.lost", {}]]],
    ["a void bet: the stake returned", { outcome: "void", cash_winnings: 1000, bet_legs: [aLeg({ outcome: "void" })] }, [["bets.explain.void", { amount: "£10.00" }]]],
    ["each way placed: the place part paid, with the each-way terms",
      { outcome: "placed", each_way: true, cash_winnings: 700, bet_legs: [aLeg({ outcome: "placed", each_way_description: "1/5 odds, 3 places" })] },
      [["bets.explain.placed", { amount: "£7.00" }], ["bets.explain.eachWay", { terms: "1/5 odds, 3 places" }]]],
    ["a leg at starting price names its SP",
      { outcome: "won", cash_winnings: 5000, bet_legs: [aLeg({ start_price: true, outcome: "won", prices: { decimal: 5, decimal_display: "5.00", fractional: "4/1", fractional_display: "4/1" } })] },
      [["bets.explain.won", { amount: "£50.00" }], ["bets.explain.startPrice", { selection: "Arsenal", price: "5.00" }]]],
    ["a dead heat on a leg: named, with how many it tied with", { outcome: "won", cash_winnings: 2500, bet_legs: [aLeg({ outcome: "won", dead_heat: 2 })] },
      [["bets.explain.won", { amount: "£25.00" }], ["bets.explain.deadHeat", { selection: "Arsenal", others: 1 }]]],
    ["best odds guaranteed: the uplift it added", { outcome: "won", cash_winnings: 4000, best_odds_guaranteed_additional_amount: 1000 },
      [["bets.explain.won", { amount: "£40.00" }], ["bets.explain.bog", { amount: "£10.00" }]]],
    ["void legs in an accumulator count at odds of 1",
      { type: "accumulator", outcome: "won", cash_winnings: 3000, bet_legs: [aLeg({ outcome: "won" }), aLeg({ id: 502, outcome: "void" })] },
      [["bets.explain.won", { amount: "£30.00" }], ["bets.explain.voidLegs", { count: 1 }]]],
    ["a free-bet stake is not returned", { outcome: "won", cash_winnings: 2000, voucher: 1000 },
      [["bets.explain.won", { amount: "£20.00" }], ["bets.explain.freeBet", { amount: "£10.00" }]]],
    ["a lost free bet says nothing about the free-bet stake", { outcome: "lost", cash_winnings: 0, voucher: 1000 }, [["bets.explain.lost", {}]]],
    ["a void free bet: the cash stake returned and the free bet given back", { outcome: "void", cash_winnings: 300, voucher: 200, bet_legs: [aLeg({ outcome: "void" })] },
      [["bets.explain.void", { amount: "£3.00" }], ["bets.explain.freeBetReturned", { amount: "£2.00" }]]],
    ["winnings partly in bonus credit: the split", { outcome: "won", cash_winnings: 2000, credit_winnings: 500 },
      [["bets.explain.won", { amount: "£25.00" }], ["bets.explain.credit", { cash: "£20.00", credit: "£5.00" }]]],
    ["a cashed-out bet: what the cash-out paid", { cashout_success: true, cash_winnings: 1425 }, [["bets.explain.cashedOut", { amount: "£14.25" }]]],
  ]
  it.each(rows)("%s", (_name, over, expected) => {
    expect(explain(over)).toEqual(expected)
  })

  it("an open bet has no explanation", () => {
    expect(explainPayout(aBet(), gbp, () => null)).toEqual([])
  })
})

describe("lists, paging and the bets channel", () => {
  it("subscribes to bets once logged in and unsubscribes on logout", () => {
    const h = harness()
    h.send(appStarted({ storedToken: "tok" }))
    const opened = h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: aUser() })
    expect(opened).toContainEqual({ _tag: "Subscribe", channel: "bets", params: {} })
    expect(h.send({ _tag: "UserPushed", user: aUser({ open_bet_count: 2 }) }).filter((c) => c._tag === "Subscribe")).toEqual([])
    expect(selectOpenBetCount(h.store.getState())).toBe(2)
    const out = h.send({ _tag: "LogoutRequested", source: null })
    expect(out).toContainEqual({ _tag: "Unsubscribe", channel: "bets", params: {} })
    expect(selectOpenBetCount(h.store.getState())).toBeNull()
  })

  it("loads a list when its page opens, pages on with the cursor, and marks the end", () => {
    const h = loggedIn()
    h.send({ _tag: "BetsViewOpened", list: "open" })
    const first = lastCall(h, "getBets")
    expect(first.input).toEqual({ list: "open", limit: 20, before: null })
    expect(first.token).toBe("tok")
    expect(selectBetsList("open")(h.store.getState()).status).toBe("loading")
    h.send({ _tag: "BetsPageLoaded", requestId: first.requestId, list: "open", before: null, page: { bets: [aBet({ id: 50 }), aBet({ id: 49 })], next_before: 49 } })
    expect(selectBetsList("open")(h.store.getState())).toEqual({ status: "ready", ids: [50, 49], hasMore: true, loadingMore: false })
    h.send({ _tag: "MoreBetsRequested", list: "open" })
    const more = lastCall(h, "getBets")
    expect(more.input).toEqual({ list: "open", limit: 20, before: 49 })
    expect(selectBetsList("open")(h.store.getState()).loadingMore).toBe(true)
    h.send({ _tag: "BetsPageLoaded", requestId: more.requestId, list: "open", before: 49, page: { bets: [aBet({ id: 30 })], next_before: null } })
    expect(selectBetsList("open")(h.store.getState())).toEqual({ status: "ready", ids: [50, 49, 30], hasMore: false, loadingMore: false })
  })

  it("a failed first load shows its error and a retry asks again; a failed page keeps what is shown", () => {
    const h = loggedIn()
    h.send({ _tag: "BetsViewOpened", list: "settled" })
    const c = lastCall(h, "getBets")
    h.send({ _tag: "RequestFailed", requestId: c.requestId, endpoint: "getBets", method: "GET", path: "/api/v1/bets", status: 0, reason: "network", error: null, detail: "" })
    expect(selectBetsList("settled")(h.store.getState()).status).toBe("failed")
    h.send({ _tag: "BetsViewRetried", list: "settled" })
    const retry = lastCall(h, "getBets")
    expect(retry.requestId).not.toBe(c.requestId)
    h.send({ _tag: "BetsPageLoaded", requestId: retry.requestId, list: "settled", before: null, page: { bets: [aBet({ id: 7, status: "settled", outcome: "lost", cashout_status: null })], next_before: 7 } })
    h.send({ _tag: "MoreBetsRequested", list: "settled" })
    const more = lastCall(h, "getBets")
    h.send({ _tag: "RequestFailed", requestId: more.requestId, endpoint: "getBets", method: "GET", path: "/api/v1/bets", status: 500, reason: "http", error: null, detail: "" })
    expect(selectBetsList("settled")(h.store.getState())).toMatchObject({ status: "ready", ids: [7], hasMore: true })
  })

  it("a bet moving from open to settled moves lists", () => {
    const h = loggedIn()
    showList(h, "open", [aBet()])
    showList(h, "settled", [])
    h.send({ _tag: "BetPushed", bet: aBet({ version: 2, status: "settled", outcome: "won", cash_winnings: 3000, cashout_status: null }) })
    expect([ids(h, "open"), ids(h, "settled")]).toEqual([[], [41]])
  })

  it("placement receipts enter the open list at once", () => {
    const h = loggedIn()
    showList(h, "open", [aBet({ id: 40 })])
    h.send({ _tag: "BetsPlaced", requestId: "p", receipts: [aBet({ id: 60, cashout_status: null, cashout_amount: null })] } as EventInput)
    expect(ids(h, "open")).toEqual([60, 40])
  })

  it("after a reconnect, every list shown is fetched again as deep as it was paged, and bets that left the list go", () => {
    const h = loggedIn()
    h.send({ _tag: "SocketConnected" })
    showList(h, "open", [aBet({ id: 50 }), aBet({ id: 41 })], 41)
    h.send({ _tag: "MoreBetsRequested", list: "open" })
    const more = lastCall(h, "getBets")
    h.send({ _tag: "BetsPageLoaded", requestId: more.requestId, list: "open", before: 41, page: { bets: [aBet({ id: 30 })], next_before: null } })
    h.send({ _tag: "SocketDisconnected" })
    const again = h.send({ _tag: "SocketConnected" }).filter((c) => c._tag === "Call")
    expect(again.map((c) => c._tag === "Call" && c.input)).toEqual([{ list: "open", limit: 40, before: null }])
    // While away, bet 41 was cashed out: the open list answers without it.
    const c = lastCall(h, "getBets")
    h.send({ _tag: "BetsPageLoaded", requestId: c.requestId, list: "open", before: null, page: { bets: [aBet({ id: 50 }), aBet({ id: 30 })], next_before: null } })
    expect(ids(h, "open")).toEqual([50, 30])
  })

  it("a refetch answer does not drop a bet placed after the request left", () => {
    const h = loggedIn()
    h.send({ _tag: "SocketConnected" })
    showList(h, "open", [aBet({ id: 50 })])
    h.send({ _tag: "SocketDisconnected" })
    h.send({ _tag: "SocketConnected" })
    const c = lastCall(h, "getBets")
    h.send({ _tag: "BetPushed", bet: aBet({ id: 51 }) })
    h.send({ _tag: "BetsPageLoaded", requestId: c.requestId, list: "open", before: null, page: { bets: [aBet({ id: 50 })], next_before: null } })
    expect(ids(h, "open")).toEqual([51, 50])
  })

  it("a list answer older than a push does not roll the bet back", () => {
    const h = loggedIn()
    h.send({ _tag: "BetsViewOpened", list: "open" })
    const c = lastCall(h, "getBets")
    h.send({ _tag: "BetPushed", bet: aBet({ version: 3, cashout_amount: 1300 }) })
    h.send({ _tag: "BetsPageLoaded", requestId: c.requestId, list: "open", before: null, page: { bets: [aBet({ version: 2, cashout_amount: 1500 })], next_before: null } })
    expect(card(h, 41)!.cashout).toEqual({ _tag: "Offer", amount: "£13.00", fairValue: null })
  })

  it("without versions (an older server) the latest copy wins, but a settled bet never goes back to open", () => {
    const h = loggedIn()
    const { version: _v, ...bare } = aBet()
    h.send({ _tag: "BetPushed", bet: { ...bare, cashout_amount: 1300 } })
    h.send({ _tag: "BetPushed", bet: { ...bare, cashout_amount: 1200 } })
    expect(card(h, 41)!.cashout).toEqual({ _tag: "Offer", amount: "£12.00", fairValue: null })
    h.send({ _tag: "BetPushed", bet: { ...bare, status: "settled", outcome: "lost", cashout_status: null } })
    h.send({ _tag: "BetPushed", bet: { ...bare } })
    expect(card(h, 41)!.state).toBe("lost")
  })

  it("logging out forgets the bettor's bets", () => {
    const h = loggedIn()
    showList(h, "open", [aBet()])
    h.send({ _tag: "LogoutRequested", source: null })
    expect(h.store.getState().bets.bets).toEqual({})
    expect(card(h, 41)).toBeNull()
  })
})

describe("bet_v1 pushes in any order and with duplicates", () => {
  /** A bet's history: the copies the server wrote, versions 1..n; the last may settle it. */
  const history = (id: number) => fc.tuple(fc.array(betReceipt, { minLength: 1, maxLength: 5 }), fc.boolean()).map(([copies, settles]) =>
    copies.map((copy, i): BetReceipt => ({
      ...copy, id, version: i + 1,
      status: settles && i === copies.length - 1 ? "settled" : "open",
      cashout_success: settles && i === copies.length - 1 ? copy.cashout_success : null,
    })))

  const scenario = fc.tuple(history(1), history(2), history(3)).chain((histories) => {
    const all = histories.flat()
    return fc.record({
      histories: fc.constant(histories),
      // Any interleaving of every copy, some of them delivered twice.
      delivered: fc.shuffledSubarray([...all, ...all], { minLength: all.length, maxLength: all.length * 2 })
        .map((xs) => xs)
        .chain((xs) => fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }).map((every) => [...xs, ...every]))
        .chain((xs) => fc.shuffledSubarray(xs, { minLength: xs.length, maxLength: xs.length })),
    })
  })

  it("end in the same state as the same pushes in order", () => {
    fc.assert(fc.property(scenario, ({ histories, delivered }) => {
      const inOrder = loggedIn()
      showList(inOrder, "open", [])
      showList(inOrder, "settled", [])
      for (const copy of histories.flat()) inOrder.send({ _tag: "BetPushed", bet: copy })
      const shuffled = loggedIn()
      showList(shuffled, "open", [])
      showList(shuffled, "settled", [])
      for (const copy of delivered) shuffled.send({ _tag: "BetPushed", bet: copy })
      expect(shuffled.store.getState().bets.bets).toEqual(inOrder.store.getState().bets.bets)
      expect([ids(shuffled, "open"), ids(shuffled, "settled")]).toEqual([ids(inOrder, "open"), ids(inOrder, "settled")])
      for (const h of histories) expect(shuffled.store.getState().bets.bets[h[0]!.id]).toEqual(h[h.length - 1])
    }), { numRuns: 150 })
  })
})
