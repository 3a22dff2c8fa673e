/**
 * The casino's games as the lobby, the player and the verifier know them: what kind of game, who
 * made it (in-house studios), categories, declared RTP (exact), volatility, stakes, how to play.
 * The maths lives beside (slots.ts, roulette.ts, blackjack.ts, scratch.ts).
 */
import { BLACKJACK_RTP } from "./blackjack.js"
import type { Fraction } from "./fraction.js"
import { ROULETTE_RTP } from "./roulette.js"
import { SCRATCH_RTP } from "./scratch.js"
import { SLOT_GAMES } from "./slots.js"

export type GameKind = "slot" | "roulette" | "blackjack" | "scratch"
export type Volatility = "low" | "medium" | "high"

export interface CasinoGame {
  readonly id: string
  readonly name: string
  readonly kind: GameKind
  readonly provider: string
  /** Lobby categories (tabs): slots, jackpots, table-games, instant-wins, new, popular, live-casino. */
  readonly categories: ReadonlyArray<string>
  readonly rtp: Fraction
  readonly volatility: Volatility
  /** Stakes offered, minor units (each a multiple of the game's bet unit). */
  readonly stakes: ReadonlyArray<number>
  /** Artwork palette for the generated tile: two colours and a motif. */
  readonly art: { readonly from: string; readonly to: string; readonly motif: string }
  /** A live table dealt on a schedule rather than a round per player. */
  readonly live: boolean
}

const slotRtp = (id: string): Fraction => {
  const game = SLOT_GAMES.find((g) => g.id === id)
  if (!game) throw new Error(`no slot ${id}`)
  return game.declaredRtp
}

export const CASINO_GAMES: ReadonlyArray<CasinoGame> = [
  { id: "gem-lines", name: "Gem Lines", kind: "slot", provider: "northlight", categories: ["slots", "popular", "new"], rtp: slotRtp("gem-lines"), volatility: "medium", stakes: [20, 40, 100, 200, 500, 1000], art: { from: "#0f5132", to: "#20c997", motif: "gem" }, live: false },
  { id: "tiger-ways", name: "Tiger Ways", kind: "slot", provider: "red-lantern", categories: ["slots", "popular"], rtp: slotRtp("tiger-ways"), volatility: "high", stakes: [25, 50, 100, 250, 500, 1000], art: { from: "#7a1c00", to: "#fd7e14", motif: "tiger" }, live: false },
  { id: "crown-jackpot", name: "Crown Jackpot", kind: "slot", provider: "northlight", categories: ["slots", "jackpots", "popular"], rtp: slotRtp("crown-jackpot"), volatility: "high", stakes: [10, 20, 50, 100, 200, 500], art: { from: "#3d1a78", to: "#ffc107", motif: "crown" }, live: false },
  { id: "european-roulette", name: "European Roulette", kind: "roulette", provider: "green-baize", categories: ["table-games", "popular"], rtp: ROULETTE_RTP, volatility: "low", stakes: [10, 50, 100, 500, 1000, 5000], art: { from: "#0b3d2e", to: "#198754", motif: "wheel" }, live: false },
  { id: "blackjack", name: "Blackjack", kind: "blackjack", provider: "green-baize", categories: ["table-games", "new"], rtp: BLACKJACK_RTP, volatility: "low", stakes: [100, 200, 500, 1000, 2000, 5000], art: { from: "#052c65", to: "#0d6efd", motif: "cards" }, live: false },
  { id: "lucky-scratch", name: "Lucky Scratch", kind: "scratch", provider: "red-lantern", categories: ["instant-wins", "new"], rtp: SCRATCH_RTP, volatility: "medium", stakes: [100, 200, 500, 1000], art: { from: "#6f2c91", to: "#d63384", motif: "clover" }, live: false },
  { id: "live-roulette", name: "Live Roulette", kind: "roulette", provider: "green-baize", categories: ["live-casino", "table-games"], rtp: ROULETTE_RTP, volatility: "low", stakes: [10, 50, 100, 500, 1000, 5000], art: { from: "#1a1a1a", to: "#dc3545", motif: "wheel" }, live: true },
  { id: "live-blackjack", name: "Live Blackjack", kind: "blackjack", provider: "green-baize", categories: ["live-casino", "table-games"], rtp: BLACKJACK_RTP, volatility: "low", stakes: [100, 200, 500, 1000, 2000, 5000], art: { from: "#0b3d2e", to: "#198754", motif: "cards" }, live: true },
]

export const PROVIDERS: ReadonlyArray<{ readonly id: string; readonly name: string }> = [
  { id: "northlight", name: "Northlight Studios" },
  { id: "red-lantern", name: "Red Lantern Games" },
  { id: "green-baize", name: "Green Baize Live" },
]

export const CATEGORIES: ReadonlyArray<string> = ["popular", "new", "slots", "jackpots", "table-games", "instant-wins", "live-casino"]

export const findGame = (id: string): CasinoGame | undefined => CASINO_GAMES.find((g) => g.id === id)
