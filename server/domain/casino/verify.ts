/**
 * The verifier: replays a round from its revealed server seed, the client seed and the nonce,
 * with the same code that decided it (decide.ts). Anyone can check that the hash shown before the
 * round is the SHA-256 of the seed revealed after, and that the seed gives the outcome they saw.
 */
import type { RoundOutcome, VerifyRequest } from "../../../core/model/casino.js"
import { findGame } from "./games/catalogue.js"
import { seedHash } from "./games/random.js"
import { blackjackOutcome, CasinoError, checkInput, decideRound, replayBlackjack, totalReturned } from "./decide.js"

export const verifyRound = (request: VerifyRequest): { server_seed_hash: string; outcome: RoundOutcome; returned: number } => {
  const game = findGame(request.game_id)
  if (!game) throw new CasinoError("GAME_NOT_FOUND", `no game ${request.game_id}`)
  const input = checkInput(game, request.stake, request.bets)
  const decision = decideRound(game, input, request.server_seed, request.client_seed, request.nonce)
  if (decision.table) {
    let table = decision.table
    try {
      table = replayBlackjack(table, request.actions ?? [])
    } catch (e) {
      throw new CasinoError("ACTION_NOT_ALLOWED", (e as Error).message)
    }
    return { server_seed_hash: seedHash(request.server_seed), outcome: blackjackOutcome(table), returned: table.phase === "settled" ? totalReturned(table) : 0 }
  }
  return { server_seed_hash: seedHash(request.server_seed), outcome: decision.outcome, returned: decision.returned }
}
