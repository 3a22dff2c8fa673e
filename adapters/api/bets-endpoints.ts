/**
 * My Bets' calls (core/model/bets.ts, documented in docs/api.md): one page of the open or settled
 * list, and a cash-out. Answers are decoded with the shared wire schemas; a malformed answer
 * becomes RequestFailed (reason decode) like every other call, never an exception.
 */
import { BetsPage, CashoutRequest, CashoutResponse } from "../../core/model/bets.js"
import { declareEndpoint, encodedBody } from "./endpoint.js"

export const getBets = declareEndpoint({
  name: "getBets",
  method: "GET",
  path: () => "bets",
  version: "v1",
  // A null `before` (the first page) is left out of the query.
  query: (input) => ({ status: input.list, limit: input.limit, before: input.before }),
  response: BetsPage,
  // The open and settled lists share the path: a new load of one must not abort the other's.
  cancelInFlight: false,
  toEvent: (page, requestId, input) => ({ _tag: "BetsPageLoaded", requestId, list: input.list, before: input.before, page }),
})

export const cashoutBet = declareEndpoint({
  name: "cashoutBet",
  method: "POST",
  path: (input) => `bets/${input.betId}/cashout`,
  version: "v1",
  body: encodedBody(CashoutRequest, (input: { readonly amount: number; readonly stake: number | null }) => ({ amount: input.amount, stake: input.stake })),
  response: CashoutResponse,
  cancelInFlight: false,
  toEvent: (response, requestId, input) => ({ _tag: "CashoutAnswered", requestId, betId: input.betId, response }),
})

export const BETS_ENDPOINTS = { getBets, cashoutBet }
