/**
 * The betslip's calls (spec §7, docs/api.md "Betslip and placement"): GET/POST betslip (v1, or v2
 * with BETBUILDERV2), POST betbuilder-cart, POST bets/place. Bodies and answers pass the shared wire
 * schemas of core/model/betslip.ts.
 *
 * - POST betslip and betbuilder-cart cancel the call in flight (spec §7): only the newest picks'
 *   answer matters, and core ignores any older answer by request id as well.
 * - The version is in the path ("/v2/betslip") when core asks for v2, so one endpoint serves both.
 * - bets/place sends the placement's Idempotency-Key (core chose it when the bettor tapped): a retry
 *   of the same placement never places twice on the server.
 */
import {
  BetBuilderCart, BetBuilderCartRequest, Betslip, BetslipRequestV1, BetslipRequestV2, PlaceBetsRequest, PlaceBetsResponse,
} from "../../core/model/betslip.js"
import type { EndpointInputs } from "../../core/app/endpoints.js"
import { declareEndpoint, encodedBody } from "./endpoint.js"

const betslipPath = (input: { readonly v2: boolean }): string => (input.v2 ? "/v2/betslip" : "betslip")

export const IDEMPOTENCY_HEADER = "Idempotency-Key"

export const getBetslip = declareEndpoint({
  name: "getBetslip",
  method: "GET",
  path: betslipPath,
  version: "v1",
  response: Betslip,
  cancelInFlight: false,
  toEvent: (betslip, requestId) => ({ _tag: "BetslipSynced", requestId, betslip }),
})

/** v1: one list per leg; a bet builder leg is the list of its contract ids (spec §7 "list of lists of contract ids"). */
const encodeV1 = encodedBody(BetslipRequestV1, (input: EndpointInputs["syncBetslip"]) => ({
  betslip_legs: input.contractIds.map((id) => input.betBuilderLegs?.[String(id)] ?? [id]),
}))
const encodeV2 = encodedBody(BetslipRequestV2, (input: { readonly contractIds: ReadonlyArray<number> }) => ({ legs: input.contractIds }))

export const syncBetslip = declareEndpoint({
  name: "syncBetslip",
  method: "POST",
  path: betslipPath,
  version: "v1",
  body: (input) => (input.v2 ? encodeV2(input) : encodeV1(input)),
  response: Betslip,
  cancelInFlight: true,
  toEvent: (betslip, requestId) => ({ _tag: "BetslipSynced", requestId, betslip }),
})

export const syncBetBuilderCart = declareEndpoint({
  name: "syncBetBuilderCart",
  method: "POST",
  path: () => "betbuilder-cart",
  version: "v1",
  body: encodedBody(BetBuilderCartRequest, (input: { readonly contractIds: ReadonlyArray<number> }) => ({ contract_ids: input.contractIds })),
  response: BetBuilderCart,
  cancelInFlight: true,
  toEvent: (cart, requestId) => ({ _tag: "BetBuilderCartSynced", requestId, cart }),
})

export const placeBets = declareEndpoint({
  name: "placeBets",
  method: "POST",
  path: () => "bets/place",
  version: "v1",
  body: encodedBody(PlaceBetsRequest, (input: { readonly request: PlaceBetsRequest }) => input.request),
  headers: (input) => ({ [IDEMPOTENCY_HEADER]: input.idempotencyKey }),
  response: PlaceBetsResponse,
  cancelInFlight: false,
  toEvent: (receipts, requestId) => ({ _tag: "BetsPlaced", requestId, receipts }),
})

export const BETSLIP_ENDPOINTS = { getBetslip, syncBetslip, syncBetBuilderCart, placeBets }
