/**
 * The slip asks the server for itself again after a push moves a leg (core/betslip/reduce.ts
 * "Refresh after a push"), on the simulated clock: bet types' combined prices are the server's, so
 * without it a multiple's potential returns stay stale until the bettor next changes the slip.
 *
 * Properties (1,000 random push/clock/answer/acknowledge sequences each): refresh syncs are at least
 * 1 s apart, the last moving push is always followed by a sync within 1 s, a push that moves nothing
 * syncs nothing, a refresh never marks the slip as syncing (the place button does not blink), and
 * the price the bettor agreed to (initial price) survives every answer until they accept a change.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Call, Command } from "../../core/app/commands.js"
import type { AppState } from "../../core/app/state.js"
import { REFRESH_INTERVAL_MS, REFRESH_TIMER } from "../../core/betslip/reduce.js"
import { priceChangeDirection } from "../../core/betslip/rules.js"
import { selectBetslipTotals } from "../../core/betslip/selectors.js"
import { update } from "../../core/app/update.js"
import type { Price } from "../../core/model/catalogue.js"
import { loggedIn, newWorld, price, serverSlip, type Selection } from "./betslip-world.js"
import { harness, T0, type Harness } from "./harness.js"

type SyncCall = Extract<Call, { endpoint: "syncBetslip" }>
const LEGS = [103, 105, 106] as const

/** A logged-in bettor with three legs (an accumulator) on the slip, on a harness with the simulated clock. */
const withSlip = (world: Map<number, Selection>): Harness => {
  let s: AppState = loggedIn(world)
  for (const id of LEGS) [s] = update(s, { _tag: "SelectionToggled", at: T0 + 10, contractId: id })
  ;[s] = update(s, { _tag: "BetslipSynced", at: T0 + 20, requestId: s.betslip.syncRequestId!, betslip: serverSlip([...LEGS], world) })
  return harness(T0 + 1_000, s)
}

const syncsIn = (commands: ReadonlyArray<Command>) => commands.filter((c): c is SyncCall => c._tag === "Call" && c.endpoint === "syncBetslip")

/** A push for a selection as the world now stands (seq moved on). */
const push = (h: Harness, sel: Selection) =>
  h.send({
    _tag: "MarketsPushed",
    markets: [{ id: sel.marketId, match_id: sel.matchId, seq: sel.seq, status: sel.marketStatus, contracts: [{ id: sel.id, status: sel.status, prices: price(sel.num) }], sent_at: h.now() }],
  })

type Action =
  | { readonly k: "push"; readonly leg: number; readonly num: number; readonly status: "open" | "halted"; readonly same: boolean }
  | { readonly k: "advance"; readonly ms: number }
  | { readonly k: "answer" | "accept" }

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ k: fc.constant("push" as const), leg: fc.nat({ max: LEGS.length - 1 }), num: fc.integer({ min: 1, max: 9 }), status: fc.constantFrom("open" as const, "open" as const, "halted" as const), same: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ k: fc.constant("advance" as const), ms: fc.integer({ min: 0, max: 1_500 }) }) },
  { weight: 2, arbitrary: fc.constantFrom("answer" as const, "accept" as const).map((k) => ({ k })) },
)

describe("property: a moved leg refreshes the slip, at most once a second", () => {
  it("any burst of pushes, clock steps, answers and acknowledgements", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 50 }), (actions) => {
        const world = newWorld()
        const h = withSlip(world)
        const sent: Array<{ at: number; call: SyncCall }> = []
        const record = (cmds: ReadonlyArray<Command>, at = h.now()) => {
          for (const c of syncsIn(cmds)) sent.push({ at, call: c })
        }
        /** The clock moves on; a sync it causes is sent when the window's timer fires (only a push opens another). */
        const advance = (ms: number) => {
          const due = h.timers().get(REFRESH_TIMER) ?? h.now()
          record(h.advance(ms), due)
        }
        const agreed = new Map<number, Price | null>(h.store.getState().betslip.slip.all_contracts.map((l) => [l.id, l.initial_prices]))
        let lastMove: number | null = null

        const check = () => {
          const b = h.store.getState().betslip
          // A refresh never shows the slip as syncing: the bettor's place button stays as it was.
          expect(b.ui.syncing).toBe(false)
          for (const leg of b.slip.all_contracts) {
            // The price the bettor agreed to survives pushes and the server's answers.
            expect(leg.initial_prices).toEqual(agreed.get(leg.id))
            expect(leg.price_change_direction).toBe(priceChangeDirection(agreed.get(leg.id)!, leg.prices))
          }
        }

        for (const a of actions) {
          switch (a.k) {
            case "push": {
              const sel = world.get(LEGS[a.leg]!)!
              const moves = !a.same && (sel.num !== a.num || sel.marketStatus !== a.status)
              if (!a.same) {
                sel.num = a.num
                sel.marketStatus = a.status
              }
              sel.seq += 1
              const before = h.store.getState().betslip.slip.all_contracts.find((l) => l.id === sel.id)!
              const cmds = push(h, sel)
              record(cmds)
              const after = h.store.getState().betslip.slip.all_contracts.find((l) => l.id === sel.id)!
              const moved = moves && (before.prices?.fractional !== after.prices?.fractional || before.status !== after.status)
              if (moved) lastMove = h.now()
              // A push that moves nothing the server prices from asks for nothing.
              if (!moved) expect(syncsIn(cmds)).toEqual([])
              break
            }
            case "advance":
              advance(a.ms)
              break
            case "answer": {
              const last = sent.at(-1)
              if (last) h.send({ _tag: "BetslipSynced", requestId: last.call.requestId, betslip: serverSlip(last.call.input.contractIds, world) })
              break
            }
            case "accept":
              h.send({ _tag: "OddsChangesAccepted" })
              for (const leg of h.store.getState().betslip.slip.all_contracts) agreed.set(leg.id, leg.prices)
              break
          }
          check()
        }
        advance(2 * REFRESH_INTERVAL_MS)
        // No two refresh syncs less than a second apart, however dense the pushes.
        for (let i = 1; i < sent.length; i++) expect(sent[i]!.at - sent[i - 1]!.at).toBeGreaterThanOrEqual(REFRESH_INTERVAL_MS)
        // The last moving push is followed by a sync within the window: returns never stay stale.
        if (lastMove === null) expect(sent).toEqual([])
        else expect(sent.some((x) => x.at >= lastMove! && x.at <= lastMove! + REFRESH_INTERVAL_MS)).toBe(true)
        // The window closes once nothing is owed.
        expect(h.timers().has(REFRESH_TIMER)).toBe(false)
        expect(h.store.getState().betslip.refreshWindow).toBe(false)
      }),
      { numRuns: 1000 },
    )
  })
})

describe("refresh after a push (examples)", () => {
  it("a burst of pushes: one sync at once, one when the second closes, none after", () => {
    const world = newWorld()
    const h = withSlip(world)
    const sel = world.get(103)!
    const counts: number[] = []
    for (let i = 0; i < 10; i++) {
      sel.num = 2 + (i % 5)
      sel.seq += 1
      counts.push(syncsIn(push(h, sel)).length)
      h.advance(30)
    }
    expect(counts).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    expect(h.timers().get(REFRESH_TIMER)).toBe(T0 + 1_000 + REFRESH_INTERVAL_MS)
    expect(syncsIn(h.advance(REFRESH_INTERVAL_MS)).map((c) => c.input)).toEqual([{ v2: false, contractIds: [...LEGS] }])
    expect(syncsIn(h.advance(5 * REFRESH_INTERVAL_MS))).toEqual([])
  })

  it("the accumulator's potential returns follow a leg's move once the refresh answers (they were stale before)", () => {
    const world = newWorld()
    const h = withSlip(world)
    h.send({ _tag: "StakeEntered", contractId: null, text: "2" })
    const before = selectBetslipTotals(h.store.getState()).potentialReturns
    const sel = world.get(105)!
    sel.num = 12
    sel.seq += 1
    const [refreshCall] = syncsIn(push(h, sel))
    expect(refreshCall).toBeDefined()
    // Between the push and the answer the bet type's price is still the old one…
    expect(selectBetslipTotals(h.store.getState()).potentialReturns).toBe(before)
    h.send({ _tag: "BetslipSynced", requestId: refreshCall!.requestId, betslip: serverSlip(refreshCall!.input.contractIds, world) })
    // …and the answer brings the server's new one: returns = stake × the accumulator's price.
    const acca = h.store.getState().betslip.slip.bet_types.find((b) => b.type === "accumulator")!
    const [num, den] = acca.prices!.fractional.split("/").map(Number)
    const after = selectBetslipTotals(h.store.getState()).potentialReturns
    expect(after).toBe(Math.floor((200 * (num! + den!)) / den!))
    expect(after).not.toBe(before)
    // The bettor still has to acknowledge the move: the agreed price survived the answer.
    const leg = h.store.getState().betslip.slip.all_contracts.find((l) => l.id === 105)!
    expect(leg).toMatchObject({ price_change_direction: "up", initial_prices: price(5) })
  })

  it("a bettor's own sync inside the window pays what was owed: no extra sync when it closes", () => {
    const world = newWorld()
    const h = withSlip(world)
    const sel = world.get(103)!
    for (const num of [5, 6]) {
      sel.num = num
      sel.seq += 1
      push(h, sel)
    }
    expect(syncsIn(h.send({ _tag: "BetslipLegRemoved", contractId: 106 }))).toHaveLength(1)
    expect(syncsIn(h.advance(REFRESH_INTERVAL_MS))).toEqual([])
  })

  it("a reconnect asks for the slip again", () => {
    const world = newWorld()
    const h = withSlip(world)
    expect(syncsIn(h.send({ _tag: "SocketConnected" }))).toEqual([])
    h.send({ _tag: "SocketDisconnected" })
    expect(syncsIn(h.send({ _tag: "SocketConnected" })).map((c) => c.input.contractIds)).toEqual([[...LEGS]])
  })
})
