/**
 * My Bets' calls (core/model/bets.ts, documented in docs/api.md): one page of the open or settled
 * list, and a cash-out. Answers are decoded with the shared wire schemas; a malformed answer
 * becomes RequestFailed (reason decode) like every other call, never an exception.
 */
import { defineEndpoint, encodedBody } from "../kernel/index.js"
import { BetsPage, CashoutRequest, CashoutResponse, type BetsListStatus } from "../model/bets.js"

/** GET bets (v1): one page of a list. */
export const getBets = defineEndpoint<{ readonly list: BetsListStatus; readonly limit: number; readonly before: number | null }>()({
  name: "getBets", method: "GET", path: () => "bets",
  version: "v1",
  // A null `before` (the first page) is left out of the query.
  query: (input) => ({ status: input.list, limit: input.limit, before: input.before }),
  response: BetsPage,
  // The open and settled lists share the path: a new load of one must not abort the other's.
  cancelInFlight: false, toEvent: (page, requestId, input) => ({ _tag: "BetsPageLoaded", requestId, list: input.list, before: input.before, page }),
})

/** POST bets/{id}/cashout (v1), money in minor units. */
export const cashoutBet = defineEndpoint<{ readonly betId: number; readonly amount: number; readonly stake: number | null }>()({
  name: "cashoutBet", method: "POST", path: (input) => `bets/${input.betId}/cashout`,
  version: "v1",
  body: encodedBody(CashoutRequest, (input: { readonly amount: number; readonly stake: number | null }) => ({ amount: input.amount, stake: input.stake })),
  response: CashoutResponse, toEvent: (response, requestId, input) => ({ _tag: "CashoutAnswered", requestId, betId: input.betId, response }),
})

export const BETS_ENDPOINTS = { getBets, cashoutBet }
