/**
 * My Bets at the boundary: GET bets' query, decoding of pages and cash-out answers (a malformed
 * one becomes RequestFailed decode, never an exception), and the `bet_v1` push routed to BetPushed
 * (a malformed push becomes SocketFrameRejected, which core turns into a snackbar).
 */
import { describe, expect, it } from "vitest"
import { createCallRunner } from "../../adapters/api/run-call.js"
import { createHttpClient } from "../../adapters/http/client.js"
import { eventOfPush } from "../../adapters/socket/pushes.js"
import { call } from "../../core/app/commands.js"
import { createStore } from "../../core/app/store.js"
import { aBet, aLeg, wireBet } from "../support/bets-fixtures.js"
import { fakeFetch, json, type Responder } from "./support/fake-fetch.js"

const setup = (respond: Responder) => {
  const net = fakeFetch(respond)
  const client = createHttpClient({
    baseUrl: "http://api.test/api", fetch: net.fetch, now: () => 0, locale: () => "en-GB", brand: () => "sportsbook", country: () => "GB", onDuplicate: () => {},
  })
  return { runner: createCallRunner(client), net }
}

describe("GET bets", () => {
  it("asks for the list, the page size and the cursor (none on the first page)", async () => {
    const { runner, net } = setup(() => json({ bets: [], next_before: null }))
    await runner.run(call("getBets", { list: "settled", limit: 40, before: null }, "r1", "tok"))
    await runner.run(call("getBets", { list: "settled", limit: 20, before: 77 }, "r2", "tok"))
    const [first, more] = net.sent.map((s) => new URL(s.request!.url).searchParams)
    expect([first!.get("status"), first!.get("limit"), first!.has("before")]).toEqual(["settled", "40", false])
    expect([more!.get("status"), more!.get("limit"), more!.get("before")]).toEqual(["settled", "20", "77"])
  })

  it("decodes money to minor units and times to epoch ms", async () => {
    const { runner } = setup(() => json({ bets: [wireBet({ stake: 1234, cashout_amount: 999, bet_legs: [aLeg({ home_score: 3 })] })], next_before: 41 }))
    const event = await runner.run(call("getBets", { list: "open", limit: 20, before: null }, "r1", "tok"))
    expect(event).toEqual({ _tag: "BetsPageLoaded", requestId: "r1", list: "open", before: null, page: { bets: [aBet({ stake: 1234, cashout_amount: 999, bet_legs: [aLeg({ home_score: 3 })] })], next_before: 41 } })
  })

  it.each([
    ["a bet without its legs", { bets: [{ ...(wireBet() as object), bet_legs: undefined }], next_before: null }],
    ["money as text", { bets: [{ ...(wireBet() as object), stake: "10.00" }], next_before: null }],
    ["no list at all", { next_before: null }],
    ["a cursor that is not an id", { bets: [], next_before: "abc" }],
  ])("a malformed page (%s) becomes RequestFailed decode", async (_name, body) => {
    const { runner } = setup(() => json(body))
    const event = await runner.run(call("getBets", { list: "open", limit: 20, before: null }, "r9", "tok"))
    expect(event).toMatchObject({ _tag: "RequestFailed", requestId: "r9", endpoint: "getBets", reason: "decode" })
  })
})

describe("POST bets/{id}/cashout", () => {
  it("sends the accepted amount and the part as decimals", async () => {
    const { runner, net } = setup(() => json({ result: "new_offer", bet: wireBet({ version: 3, cashout_amount: 600 }), paid: 0 }))
    const event = await runner.run(call("cashoutBet", { betId: 41, amount: 712, stake: 500 }, "r3", "tok"))
    expect(JSON.parse(await net.sent[0]!.request!.text())).toEqual({ amount: 7.12, stake: 5 })
    expect(event).toEqual({ _tag: "CashoutAnswered", requestId: "r3", betId: 41, response: { result: "new_offer", bet: aBet({ version: 3, cashout_amount: 600 }), paid: 0 } })
  })

  it("an unknown result becomes RequestFailed decode", async () => {
    const { runner } = setup(() => json({ result: "maybe", bet: wireBet(), paid: 0 }))
    await expect(runner.run(call("cashoutBet", { betId: 41, amount: 712, stake: null }, "r4", "tok"))).resolves.toMatchObject({ _tag: "RequestFailed", reason: "decode" })
  })
})

describe("push bet_v1", () => {
  it("becomes BetPushed with the decoded bet", () => {
    expect(eventOfPush("bet_v1", wireBet({ version: 5 }))).toEqual({ _tag: "BetPushed", bet: aBet({ version: 5 }) })
  })

  it("a malformed push becomes SocketFrameRejected, and core shows a snackbar and changes no bet", () => {
    const rejected = eventOfPush("bet_v1", { ...(wireBet() as object), id: "41" })
    expect(rejected).toMatchObject({ _tag: "SocketFrameRejected", event: "bet_v1" })
    const store = createStore({ clock: { now: () => 0 }, interpret: () => {} })
    store.dispatch(rejected!)
    expect(store.getState().bets.bets).toEqual({})
    expect(store.getState().snackbars.map((s) => s.text)).toEqual([{ _tag: "Message", id: "error.socket.text" }])
  })
})
