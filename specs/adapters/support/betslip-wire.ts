/** The betslip calls' rows for the endpoint table test, and the wire forms the adapter tests send. */
import { Schema } from "effect"
import { call, type Call } from "../../../core/app/commands.js"
import { BetBuilderCart, Betslip, PlaceBetsResponse } from "../../../core/model/betslip.js"
import { newWorld, price, receiptsFor, serverSlip } from "../../core/betslip-world.js"

export const decodedBetslip = (ids: ReadonlyArray<number> = [101, 103]) => serverSlip(ids, newWorld())
export const wireBetslip = (ids?: ReadonlyArray<number>) => Schema.encodeSync(Betslip)(decodedBetslip(ids))
export const decodedCart = (): BetBuilderCart => ({
  icon: null, match_name: "Match 9000", messages: [], prices: price(21, 10), valid: true,
  selections: [{ market_id: 500, contract_id: 101, name: "Selection 101", market_name: "Match Result" }, { market_id: 501, contract_id: 102, name: "Selection 102", market_name: "Match Result" }],
})
export const wireCart = () => Schema.encodeSync(BetBuilderCart)(decodedCart())
export const decodedReceipts = () => receiptsFor(1, 1_795_000_000_000)
export const wireReceipts = () => Schema.encodeSync(PlaceBetsResponse)(decodedReceipts())

export const placeInput = {
  idempotencyKey: "device-1:1795000000000:place-9",
  request: {
    odds_format: "fractional" as const,
    bets: [{
      stake: 250, type: "single", use_bonus: false, each_way: false, voucher_id: null,
      legs: [{ id: 101, price: "1/1", selections: [{ market_id: 500, contract_id: 101 }], each_way: null, start_price: false }],
    }],
  },
}
export const wirePlaceBody = {
  odds_format: "fractional",
  bets: [{
    stake: "2.50", type: "single", use_bonus: false, each_way: false, voucher_id: null,
    legs: [{ id: 101, price: "1/1", selections: [{ market_id: 500, contract_id: 101 }], each_way: null, start_price: false }],
  }],
}

/** One row of the endpoint table (specs/adapters/endpoints.test.ts): the call, the request it makes, the answer and the event. */
export interface Row {
  readonly call: Call
  readonly method: string
  readonly path: string
  readonly body: unknown
  readonly authorization: string | null
  readonly status: number
  readonly response: unknown
  readonly event: unknown
}

export const wireBetslipRows = (): { getBetslip: Row; syncBetslip: Row; syncBetBuilderCart: Row; placeBets: Row } => ({
  getBetslip: {
    call: call("getBetslip", { v2: false }, "r30", "tok"),
    method: "GET", path: "/api/v1/betslip", body: null, authorization: "Bearer tok",
    status: 200, response: wireBetslip(),
    event: { _tag: "BetslipSynced", requestId: "r30", betslip: decodedBetslip() },
  },
  syncBetslip: {
    call: call("syncBetslip", { v2: false, contractIds: [101, 103] }, "r31", null),
    method: "POST", path: "/api/v1/betslip", body: { betslip_legs: [[101], [103]] }, authorization: null,
    status: 200, response: wireBetslip(),
    event: { _tag: "BetslipSynced", requestId: "r31", betslip: decodedBetslip() },
  },
  syncBetBuilderCart: {
    call: call("syncBetBuilderCart", { contractIds: [101, 102] }, "r32", null),
    method: "POST", path: "/api/v1/betbuilder-cart", body: { contract_ids: [101, 102] }, authorization: null,
    status: 200, response: wireCart(),
    event: { _tag: "BetBuilderCartSynced", requestId: "r32", cart: decodedCart() },
  },
  placeBets: {
    call: call("placeBets", placeInput, "r33", "tok"),
    method: "POST", path: "/api/v1/bets/place", body: wirePlaceBody, authorization: "Bearer tok",
    status: 201, response: wireReceipts(),
    event: { _tag: "BetsPlaced", requestId: "r33", receipts: decodedReceipts() },
  },
})
