/** The casino area's calls (core/model/casino.ts lists them), decoded with the shared wire schemas. */
import { defineEndpoint, encodedBody, fixed, eventWith } from "../kernel/index.js"
import { CasinoClientSeed, CasinoFairness, CasinoFavourites, CasinoHistory, CasinoLobby, CasinoRound, LiveBetRequest, LiveBlackjackTable, LiveDecisionRequest, LiveHandRequest, LiveTable, RoundActionRequest, StartRoundRequest, VerifyRequest, VerifyResponse, type RouletteBetWire } from "../model/casino.js"

export const getCasinoLobby = defineEndpoint()({
  name: "getCasinoLobby", method: "GET", path: fixed("casino/lobby"), version: "v0", response: CasinoLobby, cancelInFlight: true,
  toEvent: eventWith("CasinoLobbyLoaded", "lobby"),
})

export const getCasinoFavourites = defineEndpoint()({
  name: "getCasinoFavourites", method: "GET", path: fixed("casino/favourites"), version: "v0", response: CasinoFavourites, cancelInFlight: true,
  toEvent: (favourites, requestId) => ({ _tag: "CasinoFavouritesLoaded", requestId, gameIds: favourites.game_ids }),
})

export const setCasinoFavourite = defineEndpoint<{ readonly gameId: string; readonly favourite: boolean }>()({
  name: "setCasinoFavourite", method: "PUT", path: (i) => `casino/favourites/${encodeURIComponent(i.gameId)}`, version: "v0", response: CasinoFavourites, cancelInFlight: false,
  toEvent: (favourites, requestId) => ({ _tag: "CasinoFavouritesLoaded", requestId, gameIds: favourites.game_ids }),
})

export const removeCasinoFavourite = defineEndpoint<{ readonly gameId: string; readonly favourite: boolean }>()({
  name: "removeCasinoFavourite", method: "DELETE", path: (i) => `casino/favourites/${encodeURIComponent(i.gameId)}`, version: "v0", response: CasinoFavourites, cancelInFlight: false,
  toEvent: (favourites, requestId) => ({ _tag: "CasinoFavouritesLoaded", requestId, gameIds: favourites.game_ids }),
})

export const getCasinoHistory = defineEndpoint()({
  name: "getCasinoHistory", method: "GET", path: fixed("casino/rounds"), query: () => ({ limit: 50 }), version: "v0", response: CasinoHistory, cancelInFlight: true,
  toEvent: (history, requestId) => ({ _tag: "CasinoHistoryLoaded", requestId, rounds: history.rounds }),
})

export interface StartRoundInput {
  readonly roundId: string
  readonly gameId: string
  readonly stake: number | null
  readonly bets: ReadonlyArray<RouletteBetWire> | null
}

export const startCasinoRound = defineEndpoint<StartRoundInput>()({
  name: "startCasinoRound", method: "POST", path: fixed("casino/rounds"), version: "v0",
  body: encodedBody(StartRoundRequest, (i: StartRoundInput) => ({ round_id: i.roundId, game_id: i.gameId, ...(i.stake !== null ? { stake: i.stake } : {}), ...(i.bets !== null ? { bets: i.bets } : {}) })),
  response: CasinoRound, cancelInFlight: false, toEvent: eventWith("CasinoRoundLoaded", "round"),
})

export const actOnCasinoRound = defineEndpoint<{ readonly roundId: string; readonly action: (typeof RoundActionRequest.Type)["action"]; readonly step: number }>()({
  name: "actOnCasinoRound", method: "POST", path: (i) => `casino/rounds/${encodeURIComponent(i.roundId)}/actions`, version: "v0",
  body: encodedBody(RoundActionRequest, (i: { action: (typeof RoundActionRequest.Type)["action"]; step: number }) => ({ action: i.action, step: i.step })),
  response: CasinoRound, cancelInFlight: false, toEvent: eventWith("CasinoRoundLoaded", "round"),
})

export const getLiveTable = defineEndpoint<{ readonly table: string }>()({
  name: "getLiveTable", method: "GET", path: (i) => `casino/live/${encodeURIComponent(i.table)}`, version: "v0", response: LiveTable, cancelInFlight: true,
  toEvent: eventWith("LiveTableLoaded", "table"),
})

export const placeLiveBet = defineEndpoint<{ readonly table: string; readonly betId: string; readonly round: number; readonly bets: ReadonlyArray<RouletteBetWire> }>()({
  name: "placeLiveBet", method: "POST", path: (i) => `casino/live/${encodeURIComponent(i.table)}/bets`, version: "v0",
  body: encodedBody(LiveBetRequest, (i: { betId: string; round: number; bets: ReadonlyArray<RouletteBetWire> }) => ({ bet_id: i.betId, round: i.round, bets: i.bets })),
  response: CasinoRound, cancelInFlight: false, toEvent: eventWith("LiveBetPlaced", "round"),
})

export const getLiveBlackjack = defineEndpoint<{ readonly table: string }>()({
  name: "getLiveBlackjack", method: "GET", path: (i) => `casino/live/${encodeURIComponent(i.table)}`, version: "v0", response: LiveBlackjackTable, cancelInFlight: true,
  toEvent: eventWith("LiveBlackjackLoaded", "table"),
})

/** A seat at the live blackjack table for this round (the stake in minor units; the body says it in decimal). */
export const placeLiveHand = defineEndpoint<{ readonly table: string; readonly betId: string; readonly round: number; readonly stake: number }>()({
  name: "placeLiveHand", method: "POST", path: (i) => `casino/live/${encodeURIComponent(i.table)}/hands`, version: "v0",
  body: encodedBody(LiveHandRequest, (i: { betId: string; round: number; stake: number }) => ({ bet_id: i.betId, round: i.round, stake: i.stake })),
  response: CasinoRound, cancelInFlight: false, toEvent: eventWith("LiveBetPlaced", "round"),
})

export const decideLiveHand = defineEndpoint<{ readonly table: string; readonly betId: string; readonly round: number; readonly action: LiveDecisionRequest["action"] }>()({
  name: "decideLiveHand", method: "POST", path: (i) => `casino/live/${encodeURIComponent(i.table)}/decisions`, version: "v0",
  body: encodedBody(LiveDecisionRequest, (i: { betId: string; round: number; action: LiveDecisionRequest["action"] }) => ({ bet_id: i.betId, round: i.round, action: i.action })),
  response: LiveBlackjackTable, cancelInFlight: false, toEvent: eventWith("LiveDecisionAnswered", "table"),
})

/** The commitment for the bettor's next round: the hash of its server seed, the client seed, the nonce. */
export const getCasinoFairness = defineEndpoint()({
  name: "getCasinoFairness", method: "GET", path: fixed("casino/fairness"), version: "v0", response: CasinoFairness, cancelInFlight: true,
  toEvent: eventWith("CasinoFairnessLoaded", "fairness"),
})

/** The bettor's own client seed for the rounds to come (the server seed of the next round is already fixed). */
export const setCasinoClientSeed = defineEndpoint<{ readonly clientSeed: string }>()({
  name: "setCasinoClientSeed", method: "PUT", path: fixed("casino/fairness"), version: "v0",
  body: encodedBody(CasinoClientSeed, (i: { clientSeed: string }) => ({ client_seed: i.clientSeed })),
  response: CasinoFairness, cancelInFlight: false, toEvent: eventWith("CasinoFairnessLoaded", "fairness"),
})

/** The verifier: the server replays a round from the seeds the bettor pasted (public, no session needed). */
export const verifyCasinoRound = defineEndpoint<VerifyRequest>()({
  name: "verifyCasinoRound", method: "POST", path: fixed("casino/verify"), version: "v0",
  body: encodedBody(VerifyRequest, (i: VerifyRequest) => i),
  response: VerifyResponse, cancelInFlight: true, toEvent: eventWith("CasinoRoundVerified", "result"),
})

export const CASINO_ENDPOINTS = {
  getCasinoFairness, setCasinoClientSeed, verifyCasinoRound,
  getCasinoLobby, getCasinoFavourites, setCasinoFavourite, removeCasinoFavourite, getCasinoHistory, startCasinoRound, actOnCasinoRound, getLiveTable, placeLiveBet, getLiveBlackjack, placeLiveHand, decideLiveHand,
}
