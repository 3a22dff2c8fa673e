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
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core"
import { users } from "./base-schema.js"

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })

export const casinoRounds = pgTable(
  "casino_rounds",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    gameId: text("game_id").notNull(),
    /** open | in_play | settled | void */
    state: text("state").notNull(),
    currency: text("currency").notNull(),
    /** The opening stake (minor units) and, as the round goes on, everything staked and returned. */
    stake: bigint("stake", { mode: "number" }).notNull(),
    totalStaked: bigint("total_staked", { mode: "number" }).notNull(),
    returned: bigint("returned", { mode: "number" }).notNull().default(0),
    jackpotWon: bigint("jackpot_won", { mode: "number" }).notNull().default(0),
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
    createdAt: instant("created_at").notNull(),
    settledAt: instant("settled_at"),
  },
  (t) => [
    index("casino_rounds_user_idx").on(t.userId, t.createdAt),
    index("casino_rounds_state_idx").on(t.state),
    check("casino_rounds_amounts", sql`${t.stake} > 0 and ${t.totalStaked} >= ${t.stake} and ${t.returned} >= 0`),
  ],
)

export const casinoSeeds = pgTable("casino_seeds", {
  userId: integer("user_id").primaryKey().references(() => users.id),
  serverSeed: text("server_seed").notNull(),
  clientSeed: text("client_seed").notNull(),
  nonce: integer("nonce").notNull(),
  updatedAt: instant("updated_at").notNull(),
})

export const casinoJackpots = pgTable(
  "casino_jackpots",
  {
    gameId: text("game_id").notNull(),
    currency: text("currency").notNull(),
    pot: bigint("pot", { mode: "number" }).notNull(),
    reserve: bigint("reserve", { mode: "number" }).notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.currency] })],
)

export const casinoFavourites = pgTable(
  "casino_favourites",
  {
    userId: integer("user_id").notNull().references(() => users.id),
    gameId: text("game_id").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
)
