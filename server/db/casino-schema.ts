/**
 * Casino tables (issue 16):
 *   - casino_rounds: one row per round, keyed by the client's round id (idempotency). The outcome
 *     is decided and stored when the row is written (state `open` for one-shot games, `in_play`
 *     for blackjack); the money moves in a later transaction that also marks it `settled`, with a
 *     conditional update (state unchanged), so a round settles exactly once. A round left `open`
 *     by a crash is completed by the next request of its player or the start-up sweep.
 *   - casino_seeds: each player's provably fair commitment for the next round (server seed, whose
 *     hash they see first; their client seed; the nonce).
 *   - casino_jackpots: the progressive pot per game and currency (thousandths of a minor unit).
 *   - casino_favourites: the player's favourite games.
 */
import { sql } from "drizzle-orm"
import { check, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core"
import { createdAt, instant, money, updatedAt } from "./columns.js"
import { userKey, userRef } from "./user-columns.js"

export const casinoRounds = pgTable("casino_rounds", {
  id: text("id").primaryKey(),
  userId: userRef(),
  gameId: text("game_id").notNull(),
  /** open | in_play | settled | void */
  state: text("state").notNull(),
  currency: text("currency").notNull(),
  /** The opening stake (minor units) and, as the round goes on, everything staked and returned. */
  stake: money("stake").notNull(),
  totalStaked: money("total_staked").notNull(),
  returned: money("returned").notNull().default(0),
  jackpotWon: money("jackpot_won").notNull().default(0),
  /** The request's canonical hash: the same round id with other content is refused. */
  fingerprint: text("fingerprint").notNull(),
  input: jsonb("input").notNull(),
  /** The decided outcome, or the blackjack table (with its shoe: never sent before settlement). */
  outcome: jsonb("outcome").notNull(),
  /** Blackjack: actions taken so far (each action's ledger key carries its number). */
  steps: integer("steps").notNull().default(0),
  serverSeed: text("server_seed").notNull(),
  serverSeedHash: text("server_seed_hash").notNull(),
  clientSeed: text("client_seed").notNull(),
  nonce: integer("nonce").notNull(),
  createdAt: createdAt(),
  settledAt: instant("settled_at"),
}, (t) => [
  index("casino_rounds_user_idx").on(t.userId, t.createdAt),
  index("casino_rounds_state_idx").on(t.state),
  check("casino_rounds_amounts", sql`${t.stake} > 0 and ${t.totalStaked} >= ${t.stake} and ${t.returned} >= 0`),
])

export const casinoSeeds = pgTable("casino_seeds", {
  userId: userKey(),
  serverSeed: text("server_seed").notNull(),
  clientSeed: text("client_seed").notNull(),
  nonce: integer("nonce").notNull(),
  updatedAt: updatedAt(),
})

export const casinoJackpots = pgTable("casino_jackpots", {
  gameId: text("game_id").notNull(),
  currency: text("currency").notNull(),
  pot: money("pot").notNull(),
  reserve: money("reserve").notNull(),
  updatedAt: updatedAt(),
}, (t) => [primaryKey({ columns: [t.gameId, t.currency] })])

export const casinoFavourites = pgTable("casino_favourites", {
  userId: userRef(),
  gameId: text("game_id").notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.gameId] })])
