/**
 * The virtuals pages in core (issue 17): opening loads the lobby and follows the `virtuals`
 * channel; running events' timelines are asked for from the off (a late joiner picks the race up
 * where it is) and extended by pushed frames; the events' markets join the catalogue, so the
 * betslip takes a virtual selection like any other.
 */
import { describe, expect, it } from "vitest"
import type { Market } from "../../core/model/catalogue.js"
import type { VirtualEvent, VirtualTimeline } from "../../core/model/virtuals.js"
import { racePositionsAt, runningOrder, selectVirtualEvents, selectVirtualTimeline } from "../../core/virtuals/index.js"
import { appStarted, harness, T0 } from "./harness.js"

const market = (id: number, eventId: number, status: "open" | "halted", seq = 1): Market => ({
  id, match_id: eventId, name: "Win or Each Way", kind: "win", group: "main", status, display_order: 0, outright: false,
  each_way: { description: "1/5 odds, 3 places", deduction: "1/5", placement: 3, prices: null }, best_odds_guaranteed_from: null, seq,
  contracts: [1, 2].map((n) => ({
    id: id * 10 + n, market_id: id, name: `Runner ${n}`, status: status === "open" ? "open" : "halted", display_order: n,
    prices: { decimal: 3.5, decimal_display: "3.50", fractional: "5/2", fractional_display: "5/2" }, boosted_prices: null, max_bet: 50_000,
    multi_available: false, start_price_available: false, runner: null,
  })),
})

const event = (id: number, status: VirtualEvent["status"], offAt: number): VirtualEvent => ({
  id, kind: "horses", name: `Race ${id}`, venue: "Ashford Downs", off_at: offAt, end_at: offAt + 55_000, status,
  runners: [], home_team: null, away_team: null, markets: [market(id - 800_000_000 + 1, id, status === "upcoming" ? "open" : "halted")],
  margins: [], result: null,
})

const timeline = (id: number, from: number, to: number): VirtualTimeline => ({
  event_id: id, kind: "horses", off_at: T0, duration_ms: 55_000, frame_ms: 500, football: [], complete: false,
  race: Array.from({ length: (to - from) / 500 + 1 }, (_, i) => ({ t: from + i * 500, positions: [(from + i * 500) / 55_000, (from + i * 500) / 60_000] })),
})

const opened = () => {
  const h = harness()
  h.send(appStarted())
  const cmds = h.send({ _tag: "VirtualsOpened", kind: null })
  return { h, cmds }
}

describe("virtuals lobby (issue 17)", () => {
  it("opening subscribes to the virtuals channel and asks for the lobby; closing unsubscribes", () => {
    const { h, cmds } = opened()
    expect(cmds).toEqual(expect.arrayContaining([
      { _tag: "Subscribe", channel: "virtuals", params: {} },
      expect.objectContaining({ _tag: "Call", endpoint: "getVirtuals", input: { kind: null } }),
    ]))
    expect(h.send({ _tag: "VirtualsClosed" })).toEqual(expect.arrayContaining([{ _tag: "Unsubscribe", channel: "virtuals", params: {} }]))
  })

  it("the lobby's running race asks for its timeline from the off; pushed frames extend it; positions interpolate", () => {
    const { h, cmds } = opened()
    const requestId = (cmds.find((c) => c._tag === "Call") as { requestId: string }).requestId
    const after = h.send({ _tag: "VirtualsLobbyLoaded", requestId, kind: null, lobby: { server_time: T0 + 2_000, upcoming: [event(800_000_002, "upcoming", T0 + 120_000)], live: [event(800_000_001, "live", T0 - 10_000)], results: [] } })
    const call = after.find((c) => c._tag === "Call") as { endpoint: string; input: unknown; requestId: string }
    expect(call).toMatchObject({ endpoint: "getVirtualTimeline", input: { eventId: 800_000_001 } })
    h.send({ _tag: "VirtualTimelineLoaded", requestId: call.requestId, timeline: timeline(800_000_001, 0, 10_000) })
    h.send({ _tag: "VirtualFramesPushed", timeline: timeline(800_000_001, 9_500, 11_000) })
    const held = selectVirtualTimeline(800_000_001)(h.store.getState())!
    expect(held.race.map((f) => f.t).slice(-4)).toEqual([9_500, 10_000, 10_500, 11_000])
    expect(racePositionsAt(held, 10_250)![0]).toBeCloseTo(10_250 / 55_000, 6)
    expect(runningOrder([0.2, 0.5, 0.5, 0.1])).toEqual([1, 2, 0, 3])
    expect(selectVirtualEvents(null)(h.store.getState()).upcoming.map((e) => e.id)).toEqual([800_000_002])
    expect(h.store.getState().virtuals.clockOffset).toBe(2_000)
  })

  it("a virtual event's markets join the catalogue, so the betslip takes its selection; a push of the off halts it", () => {
    const { h, cmds } = opened()
    const requestId = (cmds.find((c) => c._tag === "Call") as { requestId: string }).requestId
    h.send({ _tag: "VirtualsLobbyLoaded", requestId, kind: null, lobby: { server_time: T0, upcoming: [event(800_000_002, "upcoming", T0 + 120_000)], live: [], results: [] } })
    expect(h.store.getState().catalogue.contracts[31]?.contract.name).toBe("Runner 1")
    h.send({ _tag: "SelectionToggled", contractId: 31 })
    expect(h.store.getState().betslip.contractIds).toEqual([31])
    h.send({ _tag: "VirtualEventPushed", event: { ...event(800_000_002, "live", T0), markets: [market(3, 800_000_002, "halted", 2)] } })
    expect(h.store.getState().catalogue.markets[3]?.status).toBe("halted")
    expect(selectVirtualEvents("horses")(h.store.getState()).live.map((e) => e.id)).toEqual([800_000_002])
  })
})
