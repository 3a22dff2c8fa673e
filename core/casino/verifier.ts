/**
 * The provably-fair verifier's form (issue 16): what a bettor pastes (game, server seed, client
 * seed, nonce, stake, roulette bets, blackjack actions) becomes the server's VerifyRequest, and a
 * finished round becomes a link that fills the form in. Pure; the server recomputes the outcome.
 *
 * Roulette bets are written as text, one bet per `;`: `type numbers amount`, the covered numbers
 * joined by `-` as the round lists them (`straight 17 0.10; split 1-2 0.50; dozen 1-2-…-12 1.00`).
 * Blackjack actions are the words the table knows, separated by spaces (`split double stand`), in
 * the order they were played; the round does not list them, so the bettor types them.
 */
import { BlackjackActionWire, RouletteBetType, type CasinoRound, type RouletteBetWire, type VerifyRequest } from "../model/casino.js"

export interface VerifierForm {
  readonly gameId: string
  readonly serverSeed: string
  readonly clientSeed: string
  readonly nonce: string
  /** Minor units as text (one of the game's stakes); ignored for roulette. */
  readonly stake: string
  readonly bets: string
  readonly actions: string
  /** The hash shown before the round, to compare with the recomputed one ("" when not known). */
  readonly hash: string
}

export type VerifierField = "gameId" | "serverSeed" | "clientSeed" | "nonce" | "stake" | "bets" | "actions"
export type VerifierErrors = Partial<Record<VerifierField, "required" | "invalid">>

export type VerifierParse =
  | { readonly ok: true; readonly request: VerifyRequest; readonly expectedHash: string | null }
  | { readonly ok: false; readonly errors: VerifierErrors }

const BET_TYPES: ReadonlyArray<string> = RouletteBetType.literals
const ACTIONS: ReadonlyArray<string> = BlackjackActionWire.literals

/** "1.00" / "0.1" / "3" → minor units; null when it is not a positive amount with at most 2 decimals. */
export const minorOfAmount = (text: string): number | null => {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!m) return null
  const minor = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"))
  return minor > 0 ? minor : null
}

/** Minor units → "1.00" (every currency of the site has two decimals), with integer arithmetic. */
export const amountOfMinor = (minor: number): string => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`

/** `straight 17 0.10; red 1.00` → the bets, or null when any part is not a bet. */
export const parseRouletteBets = (text: string): ReadonlyArray<RouletteBetWire> | null => {
  const parts = text.split(";").map((p) => p.trim()).filter((p) => p !== "")
  if (parts.length === 0 || parts.length > 60) return null
  const bets: RouletteBetWire[] = []
  for (const part of parts) {
    const words = part.split(/\s+/)
    const type = words[0]!.toLowerCase()
    if (!BET_TYPES.includes(type) || words.length < 2 || words.length > 3) return null
    const stake = minorOfAmount(words[words.length - 1]!)
    if (stake === null) return null
    const numbers = words.length === 3 ? words[1]!.split("-").map((n) => (/^\d{1,2}$/.test(n) ? Number(n) : NaN)) : []
    if (numbers.some((n) => !Number.isInteger(n) || n > 36) || numbers.length > 18) return null
    bets.push({ type: type as RouletteBetWire["type"], numbers, stake })
  }
  return bets
}

/** The bets as the form writes them (the inverse of parseRouletteBets). */
export const formatRouletteBets = (bets: ReadonlyArray<{ readonly type: string; readonly numbers: ReadonlyArray<number>; readonly stake: number }>): string =>
  bets.map((b) => [b.type, ...(b.numbers.length > 0 ? [b.numbers.join("-")] : []), amountOfMinor(b.stake)].join(" ")).join("; ")

/** `split double stand` → the actions, or null when a word is not one. */
export const parseBlackjackActions = (text: string): ReadonlyArray<(typeof BlackjackActionWire.Type)> | null => {
  const words = text.trim().toLowerCase().split(/[\s,]+/).filter((w) => w !== "")
  if (words.length > 40 || words.some((w) => !ACTIONS.includes(w))) return null
  return words as ReadonlyArray<typeof BlackjackActionWire.Type>
}

/**
 * The form → the verify call's body. The game's kind decides what else it needs: roulette its
 * bets, the others a stake; blackjack may carry its actions. Errors name the fields to fix.
 */
export const parseVerifierForm = (form: VerifierForm, kind: "slot" | "roulette" | "blackjack" | "scratch" | null): VerifierParse => {
  const errors: VerifierErrors = {}
  if (kind === null) errors.gameId = "required"
  const serverSeed = form.serverSeed.trim()
  if (serverSeed === "") errors.serverSeed = "required"
  else if (serverSeed.length > 128) errors.serverSeed = "invalid"
  const clientSeed = form.clientSeed.trim()
  if (clientSeed === "") errors.clientSeed = "required"
  else if (clientSeed.length > 64) errors.clientSeed = "invalid"
  const nonceText = form.nonce.trim()
  const nonce = /^\d{1,9}$/.test(nonceText) ? Number(nonceText) : null
  if (nonceText === "") errors.nonce = "required"
  else if (nonce === null) errors.nonce = "invalid"
  let bets: ReadonlyArray<RouletteBetWire> | null = null
  let stake: number | null = null
  if (kind === "roulette") {
    bets = form.bets.trim() === "" ? null : parseRouletteBets(form.bets)
    if (bets === null) errors.bets = form.bets.trim() === "" ? "required" : "invalid"
  } else if (kind !== null) {
    stake = /^\d{1,9}$/.test(form.stake.trim()) ? Number(form.stake.trim()) : null
    if (stake === null || stake <= 0) errors.stake = form.stake.trim() === "" ? "required" : "invalid"
  }
  const actions = kind === "blackjack" && form.actions.trim() !== "" ? parseBlackjackActions(form.actions) : null
  if (kind === "blackjack" && form.actions.trim() !== "" && actions === null) errors.actions = "invalid"
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const request: VerifyRequest = {
    game_id: form.gameId,
    server_seed: serverSeed,
    client_seed: clientSeed,
    nonce: nonce!,
    ...(stake !== null ? { stake } : {}),
    ...(bets !== null ? { bets } : {}),
    ...(actions !== null && actions.length > 0 ? { actions } : {}),
  }
  const hash = form.hash.trim().toLowerCase()
  return { ok: true, request, expectedHash: hash === "" ? null : hash }
}

/** The verifier's query for a finished round (its seed revealed), or null while it is not over. */
export const verifierQueryOf = (round: CasinoRound): Readonly<Record<string, string>> | null => {
  if (round.server_seed === null) return null
  const o = round.outcome
  return {
    game: round.game_id,
    server_seed: round.server_seed,
    client_seed: round.client_seed,
    nonce: String(round.nonce),
    hash: round.server_seed_hash,
    ...(o.kind === "roulette" ? { bets: formatRouletteBets(o.bets) } : { stake: String(round.stake) }),
  }
}

/** The form as a verifier link's query fills it in (absent fields empty). */
export const verifierFormOf = (query: Readonly<Record<string, string>>): VerifierForm => ({
  gameId: query.game ?? "",
  serverSeed: query.server_seed ?? "",
  clientSeed: query.client_seed ?? "",
  nonce: query.nonce ?? "",
  stake: query.stake ?? "",
  bets: query.bets ?? "",
  actions: query.actions ?? "",
  hash: query.hash ?? "",
})
