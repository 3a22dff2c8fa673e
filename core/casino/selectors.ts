/** What the casino views read. */
import { memoLast } from "../kernel/index.js"
import type { CasinoGameInfo } from "../model/casino.js"
import { selectUser, type SessionRoot } from "../session/index.js"
import type { CasinoState } from "./reduce.js"

export interface CasinoRoot {
  readonly casino: CasinoState
}

export const selectCasino = (s: CasinoRoot): CasinoState => s.casino
export const selectCasinoLobby = (s: CasinoRoot) => s.casino.lobby
export const selectCasinoStatus = (s: CasinoRoot) => s.casino.status
export const selectCasinoFavourites = (s: CasinoRoot) => s.casino.favourites
export const selectCasinoRecent = (s: CasinoRoot) => s.casino.recent

// The game player's session.
export const selectCasinoPlayer = (s: CasinoRoot) => s.casino.player
/** casinoGameActiveSessionStartedAt (spec §3): when the game player's session started, or null. */
export const selectCasinoGameActiveSessionStartedAt = (s: CasinoRoot): number | null => s.casino.player?.startedAt ?? null

export const selectLiveTable = (s: CasinoRoot) => s.casino.live

/** The session's net position in minor units: returned − staked over the rounds shown. */
export const netPositionOf = (player: CasinoState["player"]): number => {
  if (!player) return 0
  let net = 0
  for (const r of Object.values(player.rounds)) net += r.returned - r.staked
  return net
}
export const selectNetPosition = (s: CasinoRoot): number => netPositionOf(s.casino.player)

/** A new round may be asked for: the player is open, nothing is pending, the last result has been on show. */
export const selectCanStartRound = (s: CasinoRoot): boolean => {
  const p = s.casino.player
  return p !== null && p.pending === null && p.revealAt === null && p.realityDueAt === null && p.round?.state !== "in_play"
}

export const selectGame = (id: string) => (s: CasinoRoot): CasinoGameInfo | null => s.casino.lobby?.games.find((g) => g.id === id) ?? null

/** The lobby's games matching a search (name or provider), case-insensitive. */
export const searchGames = (games: ReadonlyArray<CasinoGameInfo>, query: string): ReadonlyArray<CasinoGameInfo> => {
  const q = query.trim().toLowerCase()
  if (q === "") return games
  return games.filter((g) => g.name.toLowerCase().includes(q) || g.provider.toLowerCase().includes(q) || g.categories.some((c) => c.includes(q)))
}

/** The commitment for the bettor's next round (server-seed hash, client seed, nonce), or null. */
export const selectNextRoundFairness = (s: CasinoRoot) => s.casino.fairness.next

/** The verifier's request and answer. */
export const selectVerification = (s: CasinoRoot) => s.casino.fairness.verification

/**
 * Whether the hash the server recomputed from the pasted seed is the one shown before the round:
 * null while there is no answer, or when the bettor gave no hash to compare with.
 */
export const selectHashMatches = (s: CasinoRoot): boolean | null => {
  const v = s.casino.fairness.verification
  return v.phase === "checked" && v.expectedHash !== null ? v.result.server_seed_hash.toLowerCase() === v.expectedHash : null
}

/** Games in the quick-access strip at most (spec §3 casino_quick_access_enabled). */
export const QUICK_ACCESS_SIZE = 8

/**
 * The quick-access strip (spec §3 user field casino_quick_access_enabled): the bettor's chosen
 * games (favourites first, then the ones played recently), each once, live or not, as the lobby
 * knows them; empty when the bettor turned it off, for a visitor, or before the lobby loads.
 */
export const quickAccessGames = (enabled: boolean, lobby: CasinoState["lobby"], favourites: ReadonlyArray<string>, recent: ReadonlyArray<string>): ReadonlyArray<CasinoGameInfo> => {
  if (!enabled || !lobby) return []
  const ids = [...new Set([...favourites, ...recent])]
  return ids.flatMap((id) => lobby.games.filter((g) => g.id === id)).slice(0, QUICK_ACCESS_SIZE)
}

const quickAccessMemo = memoLast(
  (enabled: boolean, c: CasinoState) => [enabled, c.lobby, c.favourites, c.recent],
  (enabled: boolean, c: CasinoState) => quickAccessGames(enabled, c.lobby, c.favourites, c.recent),
)
export const selectCasinoQuickAccess = (s: CasinoRoot & SessionRoot): ReadonlyArray<CasinoGameInfo> =>
  quickAccessMemo(selectUser(s)?.casino_quick_access_enabled === true, s.casino)
