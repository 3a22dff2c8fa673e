/**
 * Price and score pushes reach core at most once per animation frame (adapters/socket/coalesce.ts):
 * a frame's updates become one MarketsPushed and one MatchesPushed, same-market updates merge to
 * the newest, and any other event flushes what is held first so order is kept.
 */
import { describe, expect, it } from "vitest"
import type { EventInput } from "../../core/app/events.js"
import type { MarketUpdate } from "../../core/model/catalogue.js"
import { createCoalescer, type FrameScheduler } from "../../adapters/socket/coalesce.js"

const manualFrames = () => {
  const frames: Array<() => void> = []
  const timers: Array<() => void> = []
  const scheduler: FrameScheduler = { frame: (f) => void frames.push(f), later: (f) => void timers.push(f) }
  return { scheduler, frame: () => frames.splice(0).forEach((f) => f()), timeout: () => timers.splice(0).forEach((f) => f()) }
}

const price = (d: number) => ({ decimal: d, decimal_display: d.toFixed(2), fractional: "x", fractional_display: "x" })
const update = (id: number, seq: number, contracts: ReadonlyArray<[number, number]>, each_way?: null): MarketUpdate => ({
  id, match_id: 1, seq, status: "open", sent_at: 0, ...(each_way === undefined ? {} : { each_way }),
  contracts: contracts.map(([cid, d]) => ({ id: cid, status: "open", prices: price(d) })),
})

describe("coalescing pushes per animation frame", () => {
  it("many updates in one frame become one event, merged per market, newest price per contract", () => {
    const out: EventInput[] = []
    const f = manualFrames()
    const send = createCoalescer((e) => out.push(e), f.scheduler)
    send({ _tag: "MarketsPushed", markets: [update(1, 1, [[11, 2], [12, 3]])] })
    send({ _tag: "MarketsPushed", markets: [update(1, 2, [[11, 2.5]]), update(2, 7, [[21, 4]])] })
    send({ _tag: "MatchesPushed", matches: [{ id: 1, seq: 4, status: "live", score: null, clock: null }] })
    send({ _tag: "MatchesPushed", matches: [{ id: 1, seq: 3, status: "upcoming", score: null, clock: null }] })
    expect(out).toEqual([])
    f.frame()
    expect(out).toHaveLength(2)
    const markets = (out[0] as Extract<EventInput, { _tag: "MarketsPushed" }>).markets
    expect(markets.map((m) => [m.id, m.seq])).toEqual([[1, 2], [2, 7]])
    expect(markets[0]!.contracts.map((c) => [c.id, c.prices?.decimal])).toEqual([[11, 2.5], [12, 3]])
    expect(out[1]).toEqual({ _tag: "MatchesPushed", matches: [{ id: 1, seq: 4, status: "live", score: null, clock: null }] })
    f.frame()
    expect(out).toHaveLength(2)
  })

  it("an older update arriving after a newer one does not win the merge", () => {
    const out: EventInput[] = []
    const f = manualFrames()
    const send = createCoalescer((e) => out.push(e), f.scheduler)
    send({ _tag: "MarketsPushed", markets: [update(1, 5, [[11, 9]])] })
    send({ _tag: "MarketsPushed", markets: [update(1, 4, [[11, 1]])] })
    f.frame()
    const merged = (out[0] as Extract<EventInput, { _tag: "MarketsPushed" }>).markets[0]!
    expect([merged.seq, merged.contracts[0]!.prices?.decimal]).toEqual([5, 9])
  })

  it("another event flushes the held pushes first, so order is kept", () => {
    const out: EventInput[] = []
    const f = manualFrames()
    const send = createCoalescer((e) => out.push(e), f.scheduler)
    send({ _tag: "MarketsPushed", markets: [update(1, 1, [[11, 2]])] })
    send({ _tag: "SocketDisconnected" })
    expect(out.map((e) => e._tag)).toEqual(["MarketsPushed", "SocketDisconnected"])
  })

  it("when frames stop (a hidden tab) the timer delivers", () => {
    const out: EventInput[] = []
    const f = manualFrames()
    const send = createCoalescer((e) => out.push(e), f.scheduler)
    send({ _tag: "MarketsPushed", markets: [update(1, 1, [[11, 2]])] })
    f.timeout()
    expect(out).toHaveLength(1)
    f.frame()
    expect(out).toHaveLength(1)
  })
})
