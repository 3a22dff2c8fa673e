/** The casino area's UK slot rules (RTS 14): a result shown no sooner than 2.5 s after the spin, no new round before, net position counted once per round. */
import { describe, expect, it } from "vitest"
import { initialCasino, MIN_ROUND_MS, REALITY_TIMER, REVEAL_TIMER, selectCanStartRound, selectNetPosition, type CasinoState } from "../../core/casino/index.js"
import { reduceCasino } from "../../core/casino/reduce.js"
import type { Command, Ctx } from "../../core/kernel/index.js"
import type { CasinoRound } from "../../core/model/casino.js"

let ids = 0
const ctxAt = (at: number): Ctx => ({ at, root: { session: { token: "tok" } }, current: () => ({}), nextId: (p) => `${p}-${ids++}`, raise: () => undefined })
const round = (id: string, staked: number, returned: number): CasinoRound => ({
  round_id: id, game_id: "gem-lines", state: "settled", currency: "gbp", stake: staked, total_staked: staked, returned, jackpot_won: 0, next_step: 1,
  created_at: 0, settled_at: 0, server_seed_hash: "h", server_seed: "s", client_seed: "c", nonce: 0, outcome: { kind: "scratch", cells: [], multiple: 0 },
})

const run = (s: CasinoState, at: number, event: object): [CasinoState, ReadonlyArray<Command>] => {
  const [next, commands] = reduceCasino(s, { at, ...event } as Parameters<typeof reduceCasino>[1], ctxAt(at))
  return [next, commands]
}

describe("the game player under RTS 14", () => {
  it("a fast answer is held until 2.5 s after the spin; no new spin meanwhile; the net position counts each round once", () => {
    let [s] = run(initialCasino, 1_000, { _tag: "CasinoPlayerOpened", gameId: "gem-lines" })
    expect(s.player!.startedAt).toBe(1_000)
    let commands: ReadonlyArray<Command>
    ;[s, commands] = run(s, 2_000, { _tag: "CasinoRoundRequested", roundId: "r-1", stake: 100, bets: null })
    expect(commands).toContainEqual({ _tag: "StartTimer", id: REVEAL_TIMER, fireAt: 2_000 + MIN_ROUND_MS })
    const requestId = s.player!.pending!.requestId
    expect(selectCanStartRound({ casino: s })).toBe(false)
    const [blocked, none] = run(s, 2_100, { _tag: "CasinoRoundRequested", roundId: "r-2", stake: 100, bets: null })
    expect(blocked).toBe(s)
    expect(none).toEqual([])
    ;[s] = run(s, 2_300, { _tag: "CasinoRoundLoaded", requestId, round: round("r-1", 100, 40) })
    expect(s.player!.shown).toBeNull()
    expect(selectNetPosition({ casino: s })).toBe(0)
    expect(selectCanStartRound({ casino: s })).toBe(false)
    ;[s] = run(s, 4_500, { _tag: "TimerFired", id: REVEAL_TIMER })
    expect(s.player!.shown!.round_id).toBe("r-1")
    expect(selectNetPosition({ casino: s })).toBe(-60)
    expect(selectCanStartRound({ casino: s })).toBe(true)
    // The same round answered again (a retry) does not count twice.
    ;[s] = run(s, 4_600, { _tag: "TimerFired", id: REVEAL_TIMER })
    expect(selectNetPosition({ casino: s })).toBe(-60)
  })

  it("a free spin's stake, paid by the house, is not counted against the player: the net position moves only by the win, as the balance does", () => {
    let [s] = run(initialCasino, 0, { _tag: "CasinoPlayerOpened", gameId: "gem-lines" })
    ;[s] = run(s, 0, { _tag: "CasinoRoundRequested", roundId: "r-f1", stake: 100, bets: null })
    ;[s] = run(s, 2_500, { _tag: "TimerFired", id: REVEAL_TIMER })
    ;[s] = run(s, 2_600, { _tag: "CasinoRoundLoaded", requestId: s.player!.pending!.requestId, round: { ...round("r-f1", 20, 36), free_spin: true } })
    expect(selectNetPosition({ casino: s })).toBe(36)
    // A free spin that wins nothing leaves the player where they were; a cash round after it counts its stake.
    ;[s] = run(s, 3_000, { _tag: "CasinoRoundRequested", roundId: "r-f2", stake: 100, bets: null })
    ;[s] = run(s, 5_500, { _tag: "TimerFired", id: REVEAL_TIMER })
    ;[s] = run(s, 5_600, { _tag: "CasinoRoundLoaded", requestId: s.player!.pending!.requestId, round: { ...round("r-f2", 20, 0), free_spin: true } })
    expect(selectNetPosition({ casino: s })).toBe(36)
    ;[s] = run(s, 6_000, { _tag: "CasinoRoundRequested", roundId: "r-c1", stake: 100, bets: null })
    ;[s] = run(s, 8_500, { _tag: "TimerFired", id: REVEAL_TIMER })
    ;[s] = run(s, 8_600, { _tag: "CasinoRoundLoaded", requestId: s.player!.pending!.requestId, round: round("r-c1", 100, 40) })
    expect(selectNetPosition({ casino: s })).toBe(-24)
  })

  it("an answer after 2.5 s shows at once; a failure frees the player and cancels the timer", () => {
    let [s] = run(initialCasino, 0, { _tag: "CasinoPlayerOpened", gameId: "gem-lines" })
    ;[s] = run(s, 0, { _tag: "CasinoRoundRequested", roundId: "r-3", stake: 100, bets: null })
    ;[s] = run(s, 2_500, { _tag: "TimerFired", id: REVEAL_TIMER })
    const requestId = s.player!.pending!.requestId
    ;[s] = run(s, 3_000, { _tag: "CasinoRoundLoaded", requestId, round: round("r-3", 100, 300) })
    expect(s.player!.shown!.round_id).toBe("r-3")
    expect(selectNetPosition({ casino: s })).toBe(200)
    let commands: ReadonlyArray<Command>
    ;[s] = run(s, 4_000, { _tag: "CasinoRoundRequested", roundId: "r-4", stake: 100, bets: null })
    ;[s, commands] = run(s, 4_100, { _tag: "RequestFailed", requestId: s.player!.pending!.requestId, endpoint: "startCasinoRound", reason: "x" })
    expect(s.player!.pending).toBeNull()
    expect(commands).toContainEqual({ _tag: "CancelTimer", id: REVEAL_TIMER })
    expect(selectCanStartRound({ casino: s })).toBe(true)
  })

  it("nothing starts a round by itself: only CasinoRoundRequested does (no autoplay)", () => {
    let [s] = run(initialCasino, 0, { _tag: "CasinoPlayerOpened", gameId: "gem-lines" })
    for (const event of [{ _tag: "TimerFired", id: REVEAL_TIMER }, { _tag: "SocketConnected" }, { _tag: "CasinoOpened" }]) {
      const [, commands] = run(s, 10, event)
      expect(commands.filter((c) => c._tag === "Call" && c.endpoint === "startCasinoRound")).toEqual([])
    }

  })
})

describe("the reality check in the player (RTS 13)", () => {
  it("comes due one interval after the session starts, stops new rounds until answered, then comes again an interval later", () => {
    let commands: ReadonlyArray<Command>
    let [s, first] = run(initialCasino, 0, { _tag: "CasinoPlayerOpened", gameId: "gem-lines" })
    expect(first).toContainEqual({ _tag: "StartTimer", id: REALITY_TIMER, fireAt: 3_600_000 })
    ;[s] = run(s, 3_600_000, { _tag: "TimerFired", id: REALITY_TIMER })
    expect(s.player!.realityDueAt).toBe(3_600_000)
    expect(selectCanStartRound({ casino: s })).toBe(false)
    const [blocked] = run(s, 3_600_100, { _tag: "CasinoRoundRequested", roundId: "r-9", stake: 100, bets: null })
    expect(blocked).toBe(s)
    ;[s, commands] = run(s, 3_700_000, { _tag: "CasinoRealityCheckContinued" })
    expect(s.player!.realityDueAt).toBeNull()
    expect(commands).toContainEqual({ _tag: "StartTimer", id: REALITY_TIMER, fireAt: 7_300_000 })
    expect(selectCanStartRound({ casino: s })).toBe(true)
  })
})
