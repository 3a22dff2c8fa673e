/**
 * The live table the player has joined (roulette or blackjack), in its own file so the roulette
 * reducer (reduce.ts) and the blackjack one (live-blackjack.ts) share it without importing each other.
 */
import type { CasinoRound, LiveBlackjackTable, LiveTable } from "../model/casino.js"

export interface LiveState {
  readonly table: string
  /** Which game the table deals: roulette (view) or blackjack (blackjack). */
  readonly kind: "roulette" | "blackjack"
  readonly view: LiveTable | null
  readonly blackjack: LiveBlackjackTable | null
  readonly clockOffset: number
  readonly requestId: string | null
  readonly bets: ReadonlyArray<CasinoRound>
  readonly betRequest: string | null
}
