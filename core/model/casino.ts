/**
 * The casino on the wire (issue 16; docs/api.md "Casino"). Amounts are Money (decimal on the
 * wire, minor units in memory). Spec silent on the calls; chosen here:
 *
 *   GET  /api/v0/casino/lobby                 → CasinoLobby (games, categories, providers, jackpots)
 *   GET  /api/v0/casino/games/{id}            → CasinoGameInfo
 *   GET  /api/v0/casino/fairness              → CasinoFairness (hash of the next server seed)
 *   PUT  /api/v0/casino/fairness              CasinoClientSeed → CasinoFairness
 *   POST /api/v0/casino/rounds                StartRoundRequest → CasinoRound (idempotent on round_id)
 *   POST /api/v0/casino/rounds/{id}/actions   RoundActionRequest → CasinoRound (blackjack; idempotent on step)
 *   GET  /api/v0/casino/rounds/{id}           → CasinoRound
 *   GET  /api/v0/casino/rounds?limit=N        → CasinoHistory (newest first; unfinished rounds first completed)
 *   POST /api/v0/casino/verify                VerifyRequest → VerifyResponse (replays a round from its seeds)
 *   GET/PUT/DELETE /api/v0/casino/favourites[/{id}]  → CasinoFavourites
 */
import { Schema } from "effect"
import { Money, Timestamp } from "./primitives.js"

export const CasinoGameInfo = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  kind: Schema.Literals(["slot", "roulette", "blackjack", "scratch"]),
  provider: Schema.String,
  categories: Schema.Array(Schema.String),
  /** Percent, 4 decimals (display); `rtp_exact` is the fraction proven by the maths tests. */
  rtp: Schema.Finite,
  rtp_exact: Schema.String,
  volatility: Schema.Literals(["low", "medium", "high"]),
  stakes: Schema.Array(Money),
  live: Schema.Boolean,
  art: Schema.Struct({ from: Schema.String, to: Schema.String, motif: Schema.String }),
})
export type CasinoGameInfo = typeof CasinoGameInfo.Type

export const CasinoJackpot = Schema.Struct({ game_id: Schema.String, currency: Schema.String, amount: Money })
export type CasinoJackpot = typeof CasinoJackpot.Type

export const CasinoLobby = Schema.Struct({
  games: Schema.Array(CasinoGameInfo),
  categories: Schema.Array(Schema.String),
  providers: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String })),
  jackpots: Schema.Array(CasinoJackpot),
})
export type CasinoLobby = typeof CasinoLobby.Type

export const CasinoFairness = Schema.Struct({ server_seed_hash: Schema.String, client_seed: Schema.String, nonce: Schema.Int })
export type CasinoFairness = typeof CasinoFairness.Type
export const CasinoClientSeed = Schema.Struct({ client_seed: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)) })

export const RouletteBetType = Schema.Literals(["straight", "split", "street", "corner", "six_line", "column", "dozen", "red", "black", "odd", "even", "low", "high"])
export const RouletteBetWire = Schema.Struct({
  type: RouletteBetType,
  numbers: Schema.Array(Schema.Int).check(Schema.isMaxLength(18)),
  stake: Money,
})
export type RouletteBetWire = typeof RouletteBetWire.Type

export const StartRoundRequest = Schema.Struct({
  round_id: Schema.String.check(Schema.isMinLength(8), Schema.isMaxLength(64)),
  game_id: Schema.String.check(Schema.isMaxLength(40)),
  /** Slots, blackjack, scratch: one of the game's stakes. Roulette: the bets' stakes instead. */
  stake: Schema.optionalKey(Money),
  bets: Schema.optionalKey(Schema.Array(RouletteBetWire).check(Schema.isMaxLength(60))),
})
export type StartRoundRequest = typeof StartRoundRequest.Type

export const BlackjackActionWire = Schema.Literals(["hit", "stand", "double", "split", "insurance", "no_insurance"])
export const RoundActionRequest = Schema.Struct({ action: BlackjackActionWire, step: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)) })
export type RoundActionRequest = typeof RoundActionRequest.Type

const SlotWinWire = Schema.Struct({
  kind: Schema.Literals(["line", "ways", "scatter"]),
  symbol: Schema.String,
  count: Schema.Int,
  line: Schema.NullOr(Schema.Int),
  ways: Schema.NullOr(Schema.Int),
  amount: Money,
})
export const SlotSpinWire = Schema.Struct({
  grid: Schema.Array(Schema.Array(Schema.String)),
  wins: Schema.Array(SlotWinWire),
  amount: Money,
  free_spin: Schema.Boolean,
  free_spins_awarded: Schema.Int,
})
export type SlotSpinWire = typeof SlotSpinWire.Type

export const SlotOutcome = Schema.Struct({ kind: Schema.Literal("slot"), spins: Schema.Array(SlotSpinWire), jackpot: Schema.Boolean })
export const RouletteOutcome = Schema.Struct({
  kind: Schema.Literal("roulette"),
  pocket: Schema.Int,
  colour: Schema.Literals(["green", "red", "black"]),
  bets: Schema.Array(Schema.Struct({ type: RouletteBetType, numbers: Schema.Array(Schema.Int), stake: Money, returned: Money })),
})
export const ScratchOutcome = Schema.Struct({ kind: Schema.Literal("scratch"), cells: Schema.Array(Schema.String), multiple: Schema.Int })
export const BlackjackHandWire = Schema.Struct({
  cards: Schema.Array(Schema.Int),
  stake: Money,
  status: Schema.String,
  outcome: Schema.NullOr(Schema.String),
  returned: Money,
  total: Schema.Int,
  soft: Schema.Boolean,
})
export const BlackjackOutcome = Schema.Struct({
  kind: Schema.Literal("blackjack"),
  phase: Schema.Literals(["insurance", "playing", "settled"]),
  dealer: Schema.Array(Schema.Int),
  dealer_total: Schema.Int,
  hands: Schema.Array(BlackjackHandWire),
  active: Schema.Int,
  insurance: Schema.NullOr(Money),
  insurance_returned: Money,
  actions: Schema.Array(BlackjackActionWire),
})
export type BlackjackOutcome = typeof BlackjackOutcome.Type
export const RoundOutcome = Schema.Union([SlotOutcome, RouletteOutcome, ScratchOutcome, BlackjackOutcome])
export type RoundOutcome = typeof RoundOutcome.Type

export const CasinoRound = Schema.Struct({
  round_id: Schema.String,
  game_id: Schema.String,
  state: Schema.Literals(["open", "in_play", "settled", "void"]),
  currency: Schema.String,
  stake: Money,
  total_staked: Money,
  returned: Money,
  jackpot_won: Money,
  /** The step the next blackjack action must carry. */
  next_step: Schema.Int,
  created_at: Timestamp,
  settled_at: Schema.NullOr(Timestamp),
  server_seed_hash: Schema.String,
  /** Revealed once the round is over. */
  server_seed: Schema.NullOr(Schema.String),
  client_seed: Schema.String,
  nonce: Schema.Int,
  outcome: RoundOutcome,
  /** A free spin from a rewards claim (issue 18): the house paid the stake; absent otherwise. */
  free_spin: Schema.optionalKey(Schema.Boolean),
})
export type CasinoRound = typeof CasinoRound.Type

export const CasinoHistory = Schema.Struct({ rounds: Schema.Array(CasinoRound) })
export type CasinoHistory = typeof CasinoHistory.Type

export const VerifyRequest = Schema.Struct({
  game_id: Schema.String.check(Schema.isMaxLength(40)),
  server_seed: Schema.String.check(Schema.isMaxLength(128)),
  client_seed: Schema.String.check(Schema.isMaxLength(64)),
  nonce: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  stake: Schema.optionalKey(Money),
  bets: Schema.optionalKey(Schema.Array(RouletteBetWire).check(Schema.isMaxLength(60))),
  actions: Schema.optionalKey(Schema.Array(BlackjackActionWire).check(Schema.isMaxLength(40))),
})
export type VerifyRequest = typeof VerifyRequest.Type
export const VerifyResponse = Schema.Struct({ server_seed_hash: Schema.String, outcome: RoundOutcome, returned: Money })
export type VerifyResponse = typeof VerifyResponse.Type

export const CasinoFavourites = Schema.Struct({ game_ids: Schema.Array(Schema.String) })
export type CasinoFavourites = typeof CasinoFavourites.Type

/** Every live table's state opens with the table, its round number, the round's phase and when betting closes. */
const liveTableRound = <const P extends ReadonlyArray<string>>(phases: P) =>
  ({ table: Schema.String, round: Schema.Int, phase: Schema.Literals(phases), closes_at: Schema.Finite })
/**
 * And carries, after its phase's own instants: when the next round starts, the server's clock, and
 * the round's provably fair seed (its hash while the round runs, the seed itself once it is over).
 */
const liveRoundSeed = {
  next_at: Schema.Finite, server_time: Schema.Finite, server_seed_hash: Schema.String, server_seed: Schema.NullOr(Schema.String),
}

/** A live table's state, as GET /casino/live/{table} answers and the socket pushes (event `casino_table` on channel `casino_table`, params { table }). */
export const LiveTable = Schema.Struct({
  ...liveTableRound(["betting", "spinning", "result"]),
  lands_at: Schema.Finite,
  ...liveRoundSeed,
  pocket: Schema.NullOr(Schema.Int),
  colour: Schema.NullOr(Schema.Literals(["green", "red", "black"])),
  history: Schema.Array(Schema.Int),
})
export type LiveTable = typeof LiveTable.Type

export const LiveBetRequest = Schema.Struct({
  bet_id: Schema.String.check(Schema.isMinLength(8), Schema.isMaxLength(64)),
  round: Schema.Int,
  bets: Schema.Array(RouletteBetWire).check(Schema.isMinLength(1), Schema.isMaxLength(60)),
})
export type LiveBetRequest = typeof LiveBetRequest.Type

/** The live blackjack table, as GET /casino/live/live-blackjack answers and the socket pushes (event `blackjack_table` on channel `casino_table`). */
export const LiveBlackjackSeat = Schema.Struct({
  seat: Schema.Int,
  round_id: Schema.String,
  stake: Money,
  cards: Schema.Array(Schema.Int),
  total: Schema.Int,
  soft: Schema.Boolean,
  status: Schema.String,
  outcome: Schema.NullOr(Schema.String),
  returned: Money,
  actions: Schema.Array(BlackjackActionWire),
})
export type LiveBlackjackSeat = typeof LiveBlackjackSeat.Type
export const LiveBlackjackTable = Schema.Struct({
  ...liveTableRound(["betting", "playing", "result"]),
  decides_by: Schema.Finite,
  ...liveRoundSeed,
  dealer: Schema.Array(Schema.Int),
  dealer_total: Schema.Int,
  seats: Schema.Array(LiveBlackjackSeat),
})
export type LiveBlackjackTable = typeof LiveBlackjackTable.Type

/** POST /casino/live/{table}/hands: a seat for this round at the live blackjack table. */
export const LiveHandRequest = Schema.Struct({ bet_id: Schema.String.check(Schema.isMinLength(8), Schema.isMaxLength(64)), round: Schema.Int, stake: Money })
export type LiveHandRequest = typeof LiveHandRequest.Type
/** POST /casino/live/{table}/decisions: hit, stand or double on the seat's hand → LiveBlackjackTable. */
export const LiveDecisionRequest = Schema.Struct({ bet_id: Schema.String.check(Schema.isMinLength(8), Schema.isMaxLength(64)), round: Schema.Int, action: Schema.Literals(["hit", "stand", "double"]) })
export type LiveDecisionRequest = typeof LiveDecisionRequest.Type
