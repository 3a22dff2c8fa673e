/**
 * Core events per second on a 20-leg slip: a logged-in bettor with 20 legs (20 matches) sends a
 * fixed, seeded mix of stake entries, quick stakes, each-way toggles, bet type choices, price
 * pushes on the legs' markets (each one moving a price and asking for acknowledgement) and
 * acknowledgements, through `update`; the second figure also runs `selectBetslipView` after every
 * event, as the mounted slip does.
 */
import fc from "fast-check"
import type { AppEvent } from "../core/app/events.js"
import type { AppState } from "../core/app/state.js"
import { update } from "../core/app/update.js"
import { selectBetslipView } from "../core/betslip/selectors.js"
import { loggedIn, price, serverSlip, type Selection } from "../specs/core/betslip-world.js"
import { T0 } from "../specs/core/harness.js"
import type { Bench } from "./suite.js"

const LEGS = 20
const EVENTS = 50_000

const world = (): Map<number, Selection> =>
  new Map(Array.from({ length: LEGS }, (_, i) => [1000 + i, {
    id: 1000 + i, marketId: 5000 + i, matchId: 90_000 + i, num: 1 + (i % 9), status: "open", marketStatus: "open" as const,
    seq: 0, maxBet: 100_000, eachWay: i % 2 === 0, spOnly: false,
  }]))

const slipWith20Legs = (): AppState => {
  const w = world()
  let s = loggedIn(w)
  for (const id of w.keys()) [s] = update(s, { _tag: "SelectionToggled", at: T0 + 10, contractId: id })
  const sync = s.betslip.syncRequestId!
  ;[s] = update(s, { _tag: "BetslipSynced", at: T0 + 20, requestId: sync, betslip: serverSlip([...w.keys()], w) })
  if (s.betslip.slip.all_contracts.length !== LEGS) throw new Error("bench setup: the slip did not get its 20 legs")
  return s
}

const events = (): AppEvent[] => {
  const seqs = new Map<number, number>()
  const kinds = fc.sample(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: LEGS - 1 }), fc.integer({ min: 1, max: 20 })), { numRuns: EVENTS, seed: 7 })
  return kinds.map(([kind, leg, n], i): AppEvent => {
    const at = T0 + 100 + i * 10
    const contractId = 1000 + leg
    switch (kind) {
      case 0: case 1: case 2:
        return { _tag: "StakeEntered", at, contractId: kind === 2 ? null : contractId, text: `${n}.${leg}` }
      case 3:
        return { _tag: "QuickStakeChosen", at, contractId, index: n % 3 }
      case 4:
        return { _tag: "EachWayToggled", at, contractId }
      case 5:
        return { _tag: "BetTypeChosen", at, betType: n % 2 === 0 ? "single" : "accumulator" }
      case 6:
        return { _tag: "OddsChangesAccepted", at }
      default: {
        const seq = (seqs.get(leg) ?? 0) + 1
        seqs.set(leg, seq)
        return {
          _tag: "MarketsPushed", at,
          markets: [{ id: 5000 + leg, match_id: 90_000 + leg, seq, status: "open", contracts: [{ id: contractId, status: "open", prices: price(n) }], sent_at: at }],
        }
      }
    }
  })
}

const measure = (start: AppState, log: ReadonlyArray<AppEvent>, select: boolean): number => {
  const runs: number[] = []
  for (let r = 0; r < 3; r++) {
    let s = start
    const started = performance.now()
    for (const e of log) {
      ;[s] = update(s, e)
      if (select) selectBetslipView(s)
    }
    runs.push((performance.now() - started) / 1000)
  }
  return Math.round(log.length / Math.min(...runs))
}

export const betslipCore: Bench = {
  name: "core.betslip",
  async run() {
    const start = slipWith20Legs()
    const log = events()
    measure(start, log.slice(0, 5_000), true) // warm-up
    return [
      { bench: "core.betslip.events_per_second", value: measure(start, log, false), unit: "events/s", legs: LEGS, events: log.length },
      { bench: "core.betslip.events_with_view_per_second", value: measure(start, log, true), unit: "events/s", legs: LEGS, events: log.length, selector: "selectBetslipView" },
    ]
  },
}
