/**
 * The betslip's calls through the real HTTP client and runner (fetch faked): v1/v2 paths and
 * bodies, decoding, the error payloads the server sends (ODDSCHANGED with leg_id/new_prices arrays),
 * cancel in flight for betslip and betbuilder-cart, and the Idempotency-Key header of bets/place.
 */
import { describe, expect, it } from "vitest"
import { createCallRunner } from "../../adapters/api/run-call.js"
import { createHttpClient } from "../../adapters/http/client.js"
import { call } from "../../core/app/commands.js"
import { oddsChangedLegs } from "../../core/betslip/slip-pushes.js"
import { fakeFetch, hang, json, type Responder } from "./support/fake-fetch.js"
import { decodedBetslip, decodedCart, placeInput, wireBetslip, wireCart } from "./support/betslip-wire.js"
import { price } from "../core/betslip-world.js"

const setup = (respond: Responder) => {
  const net = fakeFetch(respond)
  const duplicates: string[] = []
  const client = createHttpClient({
    baseUrl: "http://api.test/api", fetch: net.fetch, now: () => 0, locale: () => "en-GB", brand: () => "sportsbook", country: () => "GB",
    onDuplicate: (r) => void duplicates.push(r.path),
  })
  return { runner: createCallRunner(client), net, duplicates }
}

describe("betslip endpoints", () => {
  it("v2 (BETBUILDERV2) posts the flat legs list to /v2/betslip and GETs /v2/betslip", async () => {
    const { runner, net } = setup(() => json(wireBetslip()))
    await expect(runner.run(call("syncBetslip", { v2: true, contractIds: [101, 103] }, "a", null))).resolves.toEqual({ _tag: "BetslipSynced", requestId: "a", betslip: decodedBetslip() })
    await runner.run(call("getBetslip", { v2: true }, "b", "tok"))
    expect(new URL(net.sent[0]!.request!.url).pathname).toBe("/api/v2/betslip")
    expect(JSON.parse(await net.sent[0]!.request!.text())).toEqual({ legs: [101, 103] })
    expect(net.sent[1]!.request!.method).toBe("GET")
    expect(new URL(net.sent[1]!.request!.url).pathname).toBe("/api/v2/betslip")
  })

  it("v1 posts each pick as a one-id leg and a bet builder leg as the list of its contract ids, in the picks' order", async () => {
    const { runner, net } = setup(() => json(wireBetslip()))
    await runner.run(call("syncBetslip", { v2: false, contractIds: [103, -101, 105], betBuilderLegs: { "-101": [101, 102] } }, "a", null))
    expect(new URL(net.sent[0]!.request!.url).pathname).toBe("/api/v1/betslip")
    expect(JSON.parse(await net.sent[0]!.request!.text())).toEqual({ betslip_legs: [[103], [101, 102], [105]] })
  })

  it("a betslip answer that fails its schema is RequestFailed decode, naming the field", async () => {
    const bad = { ...wireBetslip(), all_contracts: [{ id: "x" }] }
    const { runner } = setup(() => json(bad))
    const event = await runner.run(call("syncBetslip", { v2: false, contractIds: [101] }, "a", null))
    expect(event).toMatchObject({ _tag: "RequestFailed", endpoint: "syncBetslip", reason: "decode", status: 200 })
    expect((event as { detail: string }).detail).toContain("all_contracts")
  })

  it("a newer betslip sync cancels the one in flight, which produces no event; so does a newer cart sync", async () => {
    let n = 0
    const { runner, net } = setup((sent) => (++n % 2 === 1 ? hang(sent) : json(sent.input.includes("betbuilder") ? wireCart() : wireBetslip())))
    const first = runner.run(call("syncBetslip", { v2: false, contractIds: [101] }, "a", null))
    const second = runner.run(call("syncBetslip", { v2: false, contractIds: [101, 103] }, "b", null))
    await expect(first).resolves.toBeNull()
    await expect(second).resolves.toMatchObject({ _tag: "BetslipSynced", requestId: "b" })
    const cartA = runner.run(call("syncBetBuilderCart", { contractIds: [101] }, "c", null))
    const cartB = runner.run(call("syncBetBuilderCart", { contractIds: [101, 102] }, "d", null))
    await expect(cartA).resolves.toBeNull()
    await expect(cartB).resolves.toEqual({ _tag: "BetBuilderCartSynced", requestId: "d", cart: decodedCart() })
    expect(net.sent).toHaveLength(4)
  })

  it("CancelCall of the cart (last selection removed) aborts it without an event", async () => {
    const { runner } = setup(hang)
    const pending = runner.run(call("syncBetBuilderCart", { contractIds: [101] }, "a", null))
    runner.cancel("syncBetBuilderCart")
    await expect(pending).resolves.toBeNull()
  })

  it("betslip and betbuilder-cart repeats are exempt from duplicate reports; a repeated placement is reported", async () => {
    const { runner, duplicates } = setup(() => json(wireBetslip()))
    await runner.run(call("syncBetslip", { v2: false, contractIds: [101] }, "a", null))
    await runner.run(call("syncBetslip", { v2: false, contractIds: [101] }, "b", null))
    expect(duplicates).toEqual([])
    const placing = setup(() => json([], 201))
    await placing.runner.run(call("placeBets", placeInput, "c", "tok"))
    await placing.runner.run(call("placeBets", placeInput, "d", "tok"))
    expect(placing.duplicates).toEqual(["/v1/bets/place"])
  })

  it("bets/place sends the placement's Idempotency-Key, the stake as text and the bearer token", async () => {
    const { runner, net } = setup(() => json([], 201))
    await expect(runner.run(call("placeBets", placeInput, "a", "tok"))).resolves.toEqual({ _tag: "BetsPlaced", requestId: "a", receipts: [] })
    const request = net.sent[0]!.request!
    expect(request.headers.get("idempotency-key")).toBe(placeInput.idempotencyKey)
    expect(request.headers.get("authorization")).toBe("Bearer tok")
    expect(JSON.parse(await request.text()).bets[0].stake).toBe("2.50")
  })

  it("a call's own headers never override the automatic ones", async () => {
    const net = fakeFetch(() => json({}))
    const client = createHttpClient({ baseUrl: "http://api.test/api", fetch: net.fetch, now: () => 0, locale: () => "pt-BR", brand: () => "b", country: () => "BR" })
    await client.request({ method: "GET", path: "x", headers: { "Accept-Language": "xx", Accept: "text/html" } })
    expect(net.sent[0]!.request!.headers.get("accept-language")).toBe("pt-BR")
    expect(net.sent[0]!.request!.headers.get("accept")).toBe("application/json")
  })

  it("ODDSCHANGED 409 carries leg_id and new_prices arrays through to RequestFailed, and core reads them", async () => {
    const wirePrice = { decimal: 5.5, decimal_display: "5.50", fractional: "9/2", fractional_display: "9/2" }
    const { runner } = setup(() => json({ message: "Prices moved", message_key: "ODDSCHANGED", leg_id: [101, 103], new_prices: [wirePrice, wirePrice] }, 409))
    const event = await runner.run(call("placeBets", placeInput, "a", "tok"))
    expect(event).toMatchObject({ _tag: "RequestFailed", endpoint: "placeBets", status: 409, reason: "http", path: "/v1/bets/place" })
    const error = (event as { error: { leg_id: unknown; new_prices: unknown } }).error
    expect(oddsChangedLegs(error.leg_id, error.new_prices)).toEqual([
      { leg_id: 101, new_prices: price(9, 2) }, { leg_id: 103, new_prices: price(9, 2) },
    ])
  })

  it("the other placement errors (422 INSUFFICIENT_FUNDS, 409 IDEMPOTENCY_CONFLICT, 403 BET_RESTRICTED) keep their keys", async () => {
    for (const [status, key] of [[422, "INSUFFICIENT_FUNDS"], [409, "IDEMPOTENCY_CONFLICT"], [403, "BET_RESTRICTED"]] as const) {
      const { runner } = setup(() => json({ message_key: key, public_message: "No" }, status))
      await expect(runner.run(call("placeBets", placeInput, "a", "tok"))).resolves.toMatchObject({ status, error: { message_key: key, public_message: "No" } })
    }
  })
})
