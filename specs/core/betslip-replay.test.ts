/**
 * A placement flow recorded as an event log and replayed (DESIGN.md §2): a bettor picks two
 * selections, enters stakes, taps place twice (a double click), the server answers ODDSCHANGED,
 * the bettor accepts the new price, places again and gets the receipt, then keeps the selections.
 * The exported log (JSON, as a file) replays to the same state and the same commands, and the
 * commands show one bets/place per tap window, each with its own Idempotency-Key.
 */
import { describe, expect, it } from "vitest"
import type { Call, Command } from "../../core/app/commands.js"
import type { EventInput } from "../../core/app/events.js"
import { createStore } from "../../core/app/store.js"
import { replay } from "../../core/log/replay.js"
import { selectBetslipView } from "../../core/betslip/selectors.js"
import { loggedIn, newWorld, price, receiptsFor, serverSlip } from "./betslip-world.js"
import { T0 } from "./harness.js"

const throughJson = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T

describe("event log: a placement flow", () => {
  it("replays to the same state and commands, with one placement per tap window", () => {
    const world = newWorld()
    let now = T0 + 1_000
    const commands: Command[] = []
    const store = createStore({ clock: { now: () => now }, interpret: (c) => void commands.push(...c), initial: loggedIn(world), logCapacity: 1000 })
    const send = (e: EventInput, ms = 100) => {
      now += ms
      store.dispatch(e)
    }
    const lastCall = <E extends Call["endpoint"]>(endpoint: E) =>
      [...commands].reverse().find((c): c is Extract<Call, { endpoint: E }> => c._tag === "Call" && c.endpoint === endpoint)!
    const answerSync = () => {
      const c = lastCall("syncBetslip")
      send({ _tag: "BetslipSynced", requestId: c.requestId, betslip: serverSlip(c.input.contractIds, world) })
    }

    send({ _tag: "SelectionToggled", contractId: 103 })
    send({ _tag: "SelectionToggled", contractId: 105 })
    answerSync()
    send({ _tag: "BetTypeChosen", betType: "single" })
    send({ _tag: "StakeEntered", contractId: 103, text: "5" })
    send({ _tag: "StakeEntered", contractId: 105, text: "2.50" })
    send({ _tag: "BetPlacementRequested", idempotencyKey: "tap-1" })
    send({ _tag: "BetPlacementRequested", idempotencyKey: "tap-1b" }, 120) // the double click
    const first = lastCall("placeBets")
    send({
      _tag: "RequestFailed", requestId: first.requestId, endpoint: "placeBets", method: "POST", path: "/v1/bets/place", status: 409, reason: "http",
      error: { message_key: "ODDSCHANGED", message: "Prices moved", leg_id: [105], new_prices: [price(9, 2)] }, detail: "HTTP 409 ODDSCHANGED",
    })
    send({ _tag: "TimerFired", id: "betslip:place-debounce" }, 300)
    expect(selectBetslipView(store.getState()).oddsChanged).toBe(true)
    send({ _tag: "BetPlacementRequested", idempotencyKey: "tap-2" }) // refused: not acknowledged
    send({ _tag: "OddsChangesAccepted" })
    send({ _tag: "BetPlacementRequested", idempotencyKey: "tap-3" })
    const second = lastCall("placeBets")
    send({ _tag: "BetsPlaced", requestId: second.requestId, receipts: receiptsFor(2, now) })
    answerSync()
    send({ _tag: "SelectionsKept" })
    answerSync()

    const places = commands.filter((c): c is Extract<Call, { endpoint: "placeBets" }> => c._tag === "Call" && c.endpoint === "placeBets")
    expect(places.map((c) => c.input.idempotencyKey)).toEqual(["tap-1", "tap-3"])
    expect(places[1]!.input.request.bets.map((b) => [b.stake, b.legs[0]!.id, b.legs[0]!.price])).toEqual([[500, 103, "3/1"], [250, 105, "9/2"]])
    const final = store.getState()
    expect(final.betslip.slip.all_contracts.map((l) => [l.id, l.stake])).toEqual([[103, 500], [105, 250]])
    expect(final.betslip.ui.receipts).toEqual([])

    const result = replay(throughJson(store.log.toFile({ redact: false })))
    expect(result.state).toEqual(final)
    expect(result.commands).toEqual(commands)
  })
})
