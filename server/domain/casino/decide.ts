/**
 * A round's outcome from its seeds, pure: what the round service stores and what the verifier
 * replays. The stored form is the wire's RoundOutcome (money in minor units), plus, for
 * blackjack, the table state (with its shoe) that later actions continue from.
 */
import type { RoundOutcome } from "../../../core/model/casino.js"
import { actBlackjack, blackjackView, dealBlackjack, shuffleShoe, totalReturned, totalStaked, type BlackjackAction, type BlackjackState } from "./games/blackjack.js"
import type { CasinoGame } from "./games/catalogue.js"
import { fairRandom } from "./games/random.js"
import { rouletteColour, rouletteReturn, spinWheel, validRouletteBet, type RouletteBet, type RouletteBetType } from "./games/roulette.js"
import { drawScratchCard } from "./games/scratch.js"
import { compileSlot, playSlotRound, type CompiledSlot, type SlotSpin } from "./games/slot-engine.js"
import { SLOT_GAMES } from "./games/slots.js"

export class CasinoError extends Error {
  constructor(
    readonly code: "GAME_NOT_FOUND" | "INVALID_STAKE" | "INVALID_BET" | "ACTION_NOT_ALLOWED" | "TABLE_CLOSED" | "ROUND_CONFLICT" | "ROUND_NOT_FOUND" | "INSUFFICIENT_FUNDS" | "STEP_CONFLICT",
    message: string,
  ) {
    super(message)
    this.name = "CasinoError"
  }
}

const compiled = new Map<string, CompiledSlot>()
export const slotOf = (gameId: string): { readonly slot: CompiledSlot; readonly betUnits: number } | null => {
  const game = SLOT_GAMES.find((g) => g.id === gameId)
  if (!game) return null
  let c = compiled.get(gameId)
  if (!c) compiled.set(gameId, (c = compileSlot(game.definition)))
  return { slot: c, betUnits: game.definition.betUnits }
}

export interface RoundInput {
  readonly stake: number
  readonly bets: ReadonlyArray<RouletteBet>
}

export interface Decision {
  /** Staked when the round opens (minor units). */
  readonly staked: number
  /** Returned by the outcome alone (a progressive pot comes on top at settlement). */
  readonly returned: number
  readonly outcome: RoundOutcome
  readonly jackpot: boolean
  /** Blackjack: the table state later actions continue from. */
  readonly table: BlackjackState | null
}

export const ROULETTE_MIN_BET = 10
export const ROULETTE_MAX_TOTAL = 100_000

/** Checks what the player asked for against the game: stakes offered, valid bets. */
export const checkInput = (game: CasinoGame, stake: number | undefined, bets: ReadonlyArray<{ type: RouletteBetType; numbers: ReadonlyArray<number>; stake: number }> | undefined): RoundInput => {
  if (game.kind === "roulette") {
    if (!bets || bets.length === 0) throw new CasinoError("INVALID_BET", "a roulette round needs at least one bet")
    const checked = bets.map((b) => {
      const numbers = validRouletteBet(b.type, b.numbers)
      if (!numbers) throw new CasinoError("INVALID_BET", `${b.type} on ${b.numbers.join(",")} is not a bet of the table`)
      if (!Number.isSafeInteger(b.stake) || b.stake < ROULETTE_MIN_BET) throw new CasinoError("INVALID_STAKE", `each roulette bet is at least ${ROULETTE_MIN_BET}`)
      return { type: b.type, numbers, stake: b.stake }
    })
    const total = checked.reduce((t, b) => t + b.stake, 0)
    if (total > ROULETTE_MAX_TOTAL) throw new CasinoError("INVALID_STAKE", `the bets total at most ${ROULETTE_MAX_TOTAL}`)
    return { stake: total, bets: checked }
  }
  if (stake === undefined || !game.stakes.includes(stake)) throw new CasinoError("INVALID_STAKE", `the stake is one of ${game.stakes.join(", ")}`)
  return { stake, bets: [] }
}

const spinWire = (s: SlotSpin, stake: number, betUnits: number, free: boolean) => ({
  grid: s.grid,
  wins: s.wins.map((w) => ({
    kind: w.kind,
    symbol: w.symbol,
    count: w.count,
    line: w.kind === "line" ? w.line : null,
    ways: w.kind === "ways" ? w.ways : null,
    amount: (w.units * stake) / betUnits,
  })),
  amount: (s.units * stake) / betUnits,
  free_spin: free,
  free_spins_awarded: s.freeSpinsAwarded,
})

export const blackjackOutcome = (table: BlackjackState): RoundOutcome => ({ kind: "blackjack", ...blackjackView(table) }) as RoundOutcome

/** Decides a round from its seeds. Stakes must be whole multiples of the game's bet unit. */
export const decideRound = (game: CasinoGame, input: RoundInput, serverSeed: string, clientSeed: string, nonce: number, forcedShoe: ReadonlyArray<number> | null = null): Decision => {
  const rng = fairRandom(serverSeed, clientSeed, nonce)
  switch (game.kind) {
    case "slot": {
      const found = slotOf(game.id)
      if (!found) throw new CasinoError("GAME_NOT_FOUND", `no slot ${game.id}`)
      const { slot, betUnits } = found
      if (input.stake % betUnits !== 0) throw new CasinoError("INVALID_STAKE", `the stake is a multiple of ${betUnits}`)
      const round = playSlotRound(slot, rng)
      const spins = [spinWire(round.base, input.stake, betUnits, false), ...round.freeSpins.map((f) => spinWire(f, input.stake, betUnits, true))]
      return { staked: input.stake, returned: (round.units * input.stake) / betUnits, outcome: { kind: "slot", spins, jackpot: round.jackpot }, jackpot: round.jackpot, table: null }
    }
    case "roulette": {
      const pocket = spinWheel(rng)
      const bets = input.bets.map((b) => ({ type: b.type, numbers: b.numbers, stake: b.stake, returned: rouletteReturn(b, pocket) }))
      return { staked: input.stake, returned: bets.reduce((t, b) => t + b.returned, 0), outcome: { kind: "roulette", pocket, colour: rouletteColour(pocket), bets }, jackpot: false, table: null }
    }
    case "scratch": {
      const card = drawScratchCard(rng)
      return { staked: input.stake, returned: card.multiple * input.stake, outcome: { kind: "scratch", cells: card.cells, multiple: card.multiple }, jackpot: false, table: null }
    }
    case "blackjack": {
      const shoe = forcedShoe ? [...forcedShoe, ...shuffleShoe(rng).slice(forcedShoe.length)] : shuffleShoe(rng)
      const table = dealBlackjack(shoe, input.stake)
      return { staked: input.stake, returned: table.phase === "settled" ? totalReturned(table) : 0, outcome: blackjackOutcome(table), jackpot: false, table }
    }
  }
}

/** Replays blackjack actions (the verifier): the table after each. */
export const replayBlackjack = (table: BlackjackState, actions: ReadonlyArray<BlackjackAction>): BlackjackState => actions.reduce((t, a) => actBlackjack(t, a), table)
export { totalReturned, totalStaked }
