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
import { defineEndpoint, encodedBody, eventWith } from "../kernel/index.js"
import {
  BetBuilderCart, BetBuilderCartRequest, Betslip, BetslipRequestV1, BetslipRequestV2, PlaceBetsRequest, PlaceBetsResponse,
} from "../model/betslip.js"

const betslipPath = (input: { readonly v2: boolean }): string => (input.v2 ? "/v2/betslip" : "betslip")

export const IDEMPOTENCY_HEADER = "Idempotency-Key"

/**
 * POST betslip: the picks in order (v1 sends each as a one-id leg, v2 the flat list); cancels in
 * flight. `betBuilderLegs`: the picks that are bet builder legs (pick id → its contract ids), which
 * v1 sends as one leg each; absent when there are none.
 */
export interface SyncBetslipInput {
  readonly v2: boolean
  readonly contractIds: ReadonlyArray<number>
  readonly betBuilderLegs?: Readonly<Record<string, ReadonlyArray<number>>>
}

export const getBetslip = defineEndpoint<{ readonly v2: boolean }>()({
  name: "getBetslip", method: "GET", path: betslipPath,
  version: "v1", response: Betslip, cancelInFlight: false, toEvent: eventWith("BetslipSynced", "betslip"),
})

/** v1: one list per leg; a bet builder leg is the list of its contract ids (spec §7 "list of lists of contract ids"). */
const encodeV1 = encodedBody(BetslipRequestV1, (input: SyncBetslipInput) => ({
  betslip_legs: input.contractIds.map((id) => input.betBuilderLegs?.[String(id)] ?? [id]),
}))
const encodeV2 = encodedBody(BetslipRequestV2, (input: { readonly contractIds: ReadonlyArray<number> }) => ({ legs: input.contractIds }))

export const syncBetslip = defineEndpoint<SyncBetslipInput>()({
  name: "syncBetslip", method: "POST", path: betslipPath,
  version: "v1",
  body: (input) => (input.v2 ? encodeV2(input) : encodeV1(input)),
  response: Betslip, cancelInFlight: true, toEvent: eventWith("BetslipSynced", "betslip"),
})

export const syncBetBuilderCart = defineEndpoint<{ readonly contractIds: ReadonlyArray<number> }>()({
  name: "syncBetBuilderCart", method: "POST", path: () => "betbuilder-cart",
  version: "v1",
  body: encodedBody(BetBuilderCartRequest, (input: { readonly contractIds: ReadonlyArray<number> }) => ({ contract_ids: input.contractIds })),
  response: BetBuilderCart, cancelInFlight: true, toEvent: eventWith("BetBuilderCartSynced", "cart"),
})

/** POST bets/place with its Idempotency-Key header. */
export const placeBets = defineEndpoint<{ readonly request: PlaceBetsRequest; readonly idempotencyKey: string }>()({
  name: "placeBets", method: "POST", path: () => "bets/place",
  version: "v1",
  body: encodedBody(PlaceBetsRequest, (input: { readonly request: PlaceBetsRequest }) => input.request),
  headers: (input) => ({ [IDEMPOTENCY_HEADER]: input.idempotencyKey }),
  response: PlaceBetsResponse, toEvent: eventWith("BetsPlaced", "receipts"),
})

export const BETSLIP_ENDPOINTS = { getBetslip, syncBetslip, syncBetBuilderCart, placeBets }
