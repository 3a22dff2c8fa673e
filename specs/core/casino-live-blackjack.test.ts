/** The live blackjack table in core: joining asks with the blackjack endpoint, a seat and a decision go to the server only when the view allows them, older views never replace newer ones. */
import { describe, expect, it } from "vitest"
import { initialCasino, mySeat, type CasinoState } from "../../core/casino/index.js"
import { reduceCasino } from "../../core/casino/reduce.js"
import type { Command, Ctx } from "../../core/kernel/index.js"
import type { CasinoRound, LiveBlackjackTable } from "../../core/model/casino.js"

let ids = 0
const ctx: Ctx = { at: 1_000, root: { session: { token: "tok" } }, current: () => ({}), nextId: (p) => `${p}-${ids++}`, raise: () => undefined }
const run = (s: CasinoState, event: object) => reduceCasino(s, { at: 1_000, ...event } as Parameters<typeof reduceCasino>[1], ctx)
const calls = (commands: ReadonlyArray<Command>, endpoint: string) => commands.filter((c) => c._tag === "Call" && c.endpoint === endpoint) as Array<{ input: Record<string, unknown>; requestId: string }>

const view = (over: Partial<LiveBlackjackTable> = {}): LiveBlackjackTable => ({
  table: "live-blackjack", round: 4, phase: "betting", closes_at: 5_000, decides_by: 9_000, next_at: 12_000, server_time: 1_000,
  server_seed_hash: "h", server_seed: null, dealer: [], dealer_total: 0, seats: [], ...over,
})
const seat = (roundId: string, actions: LiveBlackjackTable["seats"][number]["actions"] = []) => ({ seat: 1, round_id: roundId, stake: 100, cards: [0, 9], total: 21, soft: true, status: "playing", outcome: null, returned: 0, actions })

describe("the live blackjack table", () => {
  const [joined, joinCommands] = run(initialCasino, { _tag: "LiveTableJoined", table: "live-blackjack", kind: "blackjack" })
  const loadId = calls(joinCommands, "getLiveBlackjack")[0]!.requestId
  const [betting] = run(joined, { _tag: "LiveBlackjackLoaded", requestId: loadId, table: view() })

  it("joins with the blackjack endpoint and subscribes to the table, not the roulette call", () => {
    expect(calls(joinCommands, "getLiveBlackjack")).toHaveLength(1)
    expect(calls(joinCommands, "getLiveTable")).toEqual([])
    expect(joinCommands).toContainEqual({ _tag: "Subscribe", channel: "casino_table", params: { table: "live-blackjack" } })
    expect(betting.live?.blackjack?.round).toBe(4)
  })

  const rows: ReadonlyArray<[string, LiveBlackjackTable, number]> = [
    ["betting open: a seat is asked for", view(), 1],
    ["betting closed (playing): no seat", view({ phase: "playing" }), 0],
    ["result on show: no seat", view({ phase: "result" }), 0],
  ]
  it.each(rows)("%s", (_, table, n) => {
    const [s] = run(joined, { _tag: "LiveBlackjackLoaded", requestId: loadId, table })
    const [, commands] = run(s, { _tag: "LiveHandRequested", betId: "lbj-12345678", stake: 100 })
    expect(calls(commands, "placeLiveHand")).toHaveLength(n)
    if (n) expect(calls(commands, "placeLiveHand")[0]!.input).toEqual({ table: "live-blackjack", betId: "lbj-12345678", round: 4, stake: 100 })
  })

  it("a decision goes for the player's own seat only, and only an action the server offers", () => {
    const [placing, placeCommands] = run(betting, { _tag: "LiveHandRequested", betId: "lbj-mine-0001", stake: 100 })
    const round = { round_id: "lbj-mine-0001" } as CasinoRound
    const [seated] = run(placing, { _tag: "LiveBetPlaced", requestId: calls(placeCommands, "placeLiveHand")[0]!.requestId, round })
    const [playing] = run(seated, { _tag: "LiveBlackjackPushed", table: view({ phase: "playing", dealer: [5], seats: [seat("someone-else", ["hit", "stand"]), { ...seat("lbj-mine-0001", ["hit", "stand"]), seat: 2 }] }) })
    expect(mySeat(playing.live)?.seat).toBe(2)
    const [, hit] = run(playing, { _tag: "LiveDecisionRequested", action: "hit" })
    expect(calls(hit, "decideLiveHand")[0]!.input).toEqual({ table: "live-blackjack", betId: "lbj-mine-0001", round: 4, action: "hit" })
    const [, double] = run(playing, { _tag: "LiveDecisionRequested", action: "double" })
    expect(calls(double, "decideLiveHand")).toEqual([])
  })

  it("an older view (earlier round or phase) never replaces the one shown", () => {
    const [later] = run(betting, { _tag: "LiveBlackjackPushed", table: view({ round: 5 }) })
    const [stale] = run(later, { _tag: "LiveBlackjackPushed", table: view({ round: 4, phase: "result" }) })
    expect(stale.live?.blackjack?.round).toBe(5)
  })
})
