/**
 * Provably fair in core (issue 16): the verifier's form as a table, its text formats as
 * properties (bets and amounts survive a round trip), and the casino area asking for the next
 * round's commitment and the verifier's answer at the right moments.
 */
import fc from "fast-check"
import { Schema } from "effect"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import {
  amountOfMinor, formatRouletteBets, initialCasino, minorOfAmount, parseRouletteBets, parseVerifierForm, selectHashMatches, selectNextRoundFairness, verifierFormOf, verifierQueryOf, verifyCasinoRound, type CasinoState, type VerifierForm,
} from "../../core/casino/index.js"
import { reduceCasino } from "../../core/casino/reduce.js"
import type { Command, Ctx } from "../../core/kernel/index.js"
import { VerifyRequest, type CasinoRound, type RouletteBetWire } from "../../core/model/casino.js"

let ids = 0
const ctxAt = (at: number, token: string | null = "tok"): Ctx => ({ at, root: { session: { token } }, current: () => ({}), nextId: (p) => `${p}-${ids++}`, raise: () => undefined })
const run = (s: CasinoState, event: object, token: string | null = "tok"): readonly [CasinoState, ReadonlyArray<Command>] => reduceCasino(s, { at: 0, ...event } as Parameters<typeof reduceCasino>[1], ctxAt(0, token))
const calls = (commands: ReadonlyArray<Command>, endpoint: string) => commands.filter((c) => c._tag === "Call" && c.endpoint === endpoint)
const requestIdOf = (commands: ReadonlyArray<Command>, endpoint: string): string => (calls(commands, endpoint)[0] as { requestId: string }).requestId

const form = (over: Partial<VerifierForm>): VerifierForm => ({ gameId: "gem-lines", serverSeed: "seed", clientSeed: "client", nonce: "3", stake: "100", bets: "", actions: "", hash: "", ...over })

describe("the verifier's form", () => {
  const rows: ReadonlyArray<[string, VerifierForm, Parameters<typeof parseVerifierForm>[1], ReturnType<typeof parseVerifierForm>]> = [
    ["a slot round: seeds, nonce and one stake", form({}), "slot", { ok: true, expectedHash: null, request: { game_id: "gem-lines", server_seed: "seed", client_seed: "client", nonce: 3, stake: 100 } }],
    ["seeds are trimmed and the hash compared in lower case", form({ serverSeed: "  seed ", hash: " ABC " }), "slot", { ok: true, expectedHash: "abc", request: { game_id: "gem-lines", server_seed: "seed", client_seed: "client", nonce: 3, stake: 100 } }],
    ["no game chosen", form({ gameId: "" }), null, { ok: false, errors: { gameId: "required" } }],
    ["empty seeds and nonce are required", form({ serverSeed: " ", clientSeed: "", nonce: "" }), "slot", { ok: false, errors: { serverSeed: "required", clientSeed: "required", nonce: "required" } }],
    ["a nonce that is not a whole number", form({ nonce: "1.5" }), "slot", { ok: false, errors: { nonce: "invalid" } }],
    ["a negative nonce", form({ nonce: "-1" }), "slot", { ok: false, errors: { nonce: "invalid" } }],
    ["a server seed longer than the server takes", form({ serverSeed: "a".repeat(129) }), "slot", { ok: false, errors: { serverSeed: "invalid" } }],
    ["a slot with no stake", form({ stake: "" }), "slot", { ok: false, errors: { stake: "required" } }],
    ["roulette needs its bets (the stake field is ignored)", form({ gameId: "european-roulette", stake: "" }), "roulette", { ok: false, errors: { bets: "required" } }],
    ["roulette bets in words", form({ gameId: "european-roulette", stake: "", bets: "straight 17 0.10; split 1-2 0.5" }), "roulette",
      { ok: true, expectedHash: null, request: { game_id: "european-roulette", server_seed: "seed", client_seed: "client", nonce: 3, bets: [{ type: "straight", numbers: [17], stake: 10 }, { type: "split", numbers: [1, 2], stake: 50 }] } }],
    ["a roulette bet type the table does not have", form({ gameId: "european-roulette", bets: "trio 1-2-3 1.00" }), "roulette", { ok: false, errors: { bets: "invalid" } }],
    ["a roulette amount with three decimals", form({ gameId: "european-roulette", bets: "straight 17 0.105" }), "roulette", { ok: false, errors: { bets: "invalid" } }],
    ["blackjack with its actions", form({ gameId: "blackjack", actions: "split, Double stand" }), "blackjack",
      { ok: true, expectedHash: null, request: { game_id: "blackjack", server_seed: "seed", client_seed: "client", nonce: 3, stake: 100, actions: ["split", "double", "stand"] } }],
    ["blackjack with an action the table does not know", form({ gameId: "blackjack", actions: "surrender" }), "blackjack", { ok: false, errors: { actions: "invalid" } }],
  ]
  it.each(rows)("%s", (_, input, kind, expected) => {
    expect(parseVerifierForm(input, kind)).toEqual(expected)
  })

  it("every parsed request is a body the verify call can send (the server's own schema)", () => {
    const parsed = parseVerifierForm(form({ gameId: "european-roulette", bets: "straight 0 0.10" }), "roulette")
    if (!parsed.ok) throw new Error("expected a request")
    const body = verifyCasinoRound.body!(parsed.request)
    expect(Result.isSuccess(body)).toBe(true)
    if (Result.isSuccess(body)) expect(Schema.decodeUnknownSync(VerifyRequest)(body.success)).toEqual(parsed.request)
    if (Result.isSuccess(body)) expect((body.success as { bets: ReadonlyArray<{ stake: number }> }).bets[0]!.stake).toBe(0.1)
  })
})

describe("the verifier's text formats", () => {
  it("an amount in minor units survives amountOfMinor then minorOfAmount", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999_999 }), (minor) => minorOfAmount(amountOfMinor(minor)) === minor))
  })

  it("bets survive formatRouletteBets then parseRouletteBets", () => {
    const bet: fc.Arbitrary<RouletteBetWire> = fc.record({
      type: fc.constantFrom("straight", "split", "street", "corner", "six_line", "column", "dozen", "red", "black", "odd", "even", "low", "high"),
      numbers: fc.array(fc.integer({ min: 0, max: 36 }), { minLength: 1, maxLength: 18 }),
      stake: fc.integer({ min: 1, max: 10_000_000 }),
    })
    fc.assert(fc.property(fc.array(bet, { minLength: 1, maxLength: 60 }), (bets) => {
      expect(parseRouletteBets(formatRouletteBets(bets))).toEqual(bets)
    }))
  })

  it("a finished round's verifier link fills the form in with its seeds, nonce, stake or bets and hash", () => {
    const round = (outcome: CasinoRound["outcome"], over: Partial<CasinoRound> = {}): CasinoRound => ({
      round_id: "r-1", game_id: "gem-lines", state: "settled", currency: "gbp", stake: 40, total_staked: 40, returned: 0, jackpot_won: 0, next_step: 1,
      created_at: 0, settled_at: 0, server_seed_hash: "ABCD", server_seed: "s33d", client_seed: "c1", nonce: 7, outcome, ...over,
    })
    const slot = verifierFormOf(verifierQueryOf(round({ kind: "scratch", cells: [], multiple: 0 }))!)
    expect(parseVerifierForm(slot, "slot")).toEqual({ ok: true, expectedHash: "abcd", request: { game_id: "gem-lines", server_seed: "s33d", client_seed: "c1", nonce: 7, stake: 40 } })
    const bets = [{ type: "red" as const, numbers: [1, 3, 5], stake: 100, returned: 200 }, { type: "straight" as const, numbers: [0], stake: 10, returned: 0 }]
    const roulette = verifierFormOf(verifierQueryOf(round({ kind: "roulette", pocket: 3, colour: "red", bets }, { game_id: "european-roulette" }))!)
    expect(parseVerifierForm(roulette, "roulette")).toMatchObject({ ok: true, request: { game_id: "european-roulette", bets: [{ type: "red", numbers: [1, 3, 5], stake: 100 }, { type: "straight", numbers: [0], stake: 10 }] } })
    // A blackjack hand still in play has no seed to show yet: no link.
    expect(verifierQueryOf(round({ kind: "scratch", cells: [], multiple: 0 }, { state: "in_play", server_seed: null }))).toBeNull()
  })
})

describe("the casino area and provably fair", () => {
  const lobby = { games: [{ id: "gem-lines", live: false }, { id: "live-roulette", live: true }], categories: [], providers: [], jackpots: [] } as unknown as CasinoState["lobby"]
  const withLobby: CasinoState = { ...initialCasino, lobby, status: "ready" }
  const fairness = { server_seed_hash: "h-next", client_seed: "c", nonce: 4 }
  const settled = (id: string, state: CasinoRound["state"] = "settled"): CasinoRound => ({
    round_id: id, game_id: "gem-lines", state, currency: "gbp", stake: 100, total_staked: 100, returned: 0, jackpot_won: 0, next_step: 1,
    created_at: 0, settled_at: 0, server_seed_hash: "h", server_seed: state === "settled" ? "s" : null, client_seed: "c", nonce: 4, outcome: { kind: "scratch", cells: [], multiple: 0 },
  })

  it("the player asks for the next round's hash before play; a stale answer is dropped; a visitor or a live table asks nothing", () => {
    let [s, commands] = run(withLobby, { _tag: "CasinoPlayerOpened", gameId: "gem-lines" })
    expect(calls(commands, "getCasinoFairness")).toHaveLength(1)
    const requestId = requestIdOf(commands, "getCasinoFairness")
    const [stale] = run(s, { _tag: "CasinoFairnessLoaded", requestId: "req-old", fairness })
    expect(selectNextRoundFairness({ casino: stale })).toBeNull()
    ;[s] = run(s, { _tag: "CasinoFairnessLoaded", requestId, fairness })
    expect(selectNextRoundFairness({ casino: s })).toEqual(fairness)
    expect(calls(run(withLobby, { _tag: "CasinoPlayerOpened", gameId: "gem-lines" }, null)[1], "getCasinoFairness")).toEqual([])
    expect(calls(run(withLobby, { _tag: "CasinoPlayerOpened", gameId: "live-roulette" })[1], "getCasinoFairness")).toEqual([])
  })

  it("a new round asks again (its seed is used, the next is committed); a blackjack action on the same round does not", () => {
    let [s] = run(withLobby, { _tag: "CasinoPlayerOpened", gameId: "gem-lines" })
    let commands: ReadonlyArray<Command>
    ;[s] = run(s, { _tag: "CasinoRoundRequested", roundId: "r-1", stake: 100, bets: null })
    ;[s, commands] = run(s, { _tag: "CasinoRoundLoaded", requestId: s.player!.pending!.requestId, round: settled("r-1", "in_play") })
    expect(calls(commands, "getCasinoFairness")).toHaveLength(1)
    ;[s] = run(s, { _tag: "TimerFired", id: "casino.reveal" })
    ;[s] = run(s, { _tag: "CasinoActionRequested", action: "stand" })
    ;[s, commands] = run(s, { _tag: "CasinoRoundLoaded", requestId: s.player!.pending!.requestId, round: settled("r-1") })
    expect(calls(commands, "getCasinoFairness")).toEqual([])
  })

  it("the verifier sends the pasted request without a session and compares the hash; an older answer is dropped; a refusal is shown", () => {
    const request = { game_id: "gem-lines", server_seed: "s", client_seed: "c", nonce: 1, stake: 100 }
    let [s, commands] = run(initialCasino, { _tag: "CasinoVerificationRequested", request, expectedHash: "h" }, null)
    expect(calls(commands, "verifyCasinoRound")).toEqual([expect.objectContaining({ input: request, token: null })])
    const first = requestIdOf(commands, "verifyCasinoRound")
    ;[s, commands] = run(s, { _tag: "CasinoVerificationRequested", request, expectedHash: "h" }, null)
    const second = requestIdOf(commands, "verifyCasinoRound")
    const result = (hash: string) => ({ server_seed_hash: hash, outcome: { kind: "scratch", cells: [], multiple: 0 }, returned: 0 })
    const [older] = run(s, { _tag: "CasinoRoundVerified", requestId: first, result: result("h") })
    expect(older.fairness.verification.phase).toBe("checking")
    const [matched] = run(s, { _tag: "CasinoRoundVerified", requestId: second, result: result("h") })
    expect(selectHashMatches({ casino: matched })).toBe(true)
    const [other] = run(s, { _tag: "CasinoRoundVerified", requestId: second, result: result("x") })
    expect(selectHashMatches({ casino: other })).toBe(false)
    const [refused] = run(s, { _tag: "RequestFailed", requestId: second, endpoint: "verifyCasinoRound", status: 422 })
    expect(refused.fairness.verification).toMatchObject({ phase: "failed", status: 422 })
  })

  it("a chosen client seed is sent once (not when it is the one in use) and the answer is the new commitment", () => {
    let [s, commands] = run(initialCasino, { _tag: "CasinoFairnessOpened" })
    ;[s] = run(s, { _tag: "CasinoFairnessLoaded", requestId: requestIdOf(commands, "getCasinoFairness"), fairness })
    expect(run(s, { _tag: "CasinoClientSeedChosen", clientSeed: "c" })[1]).toEqual([])
    ;[s, commands] = run(s, { _tag: "CasinoClientSeedChosen", clientSeed: "lucky" })
    expect(calls(commands, "setCasinoClientSeed")).toEqual([expect.objectContaining({ input: { clientSeed: "lucky" } })])
    ;[s] = run(s, { _tag: "CasinoFairnessLoaded", requestId: requestIdOf(commands, "setCasinoClientSeed"), fairness: { ...fairness, client_seed: "lucky" } })
    expect(selectNextRoundFairness({ casino: s })!.client_seed).toBe("lucky")
  })
})
