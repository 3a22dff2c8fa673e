/**
 * The sportsbook's socket pushes (spec §7 `game`, `markets`, `market`, `match` on `matches`) as the
 * adapter turns them into events: wire frames decode to MarketsPushed / MatchesPushed /
 * GamesPushed, a malformed frame becomes SocketFrameRejected (never a throw), and through the
 * per-frame coalescer a rejected frame neither crashes nor reorders what was held.
 */
import { describe, expect, it } from "vitest"
import type { EventInput } from "../../core/app/events.js"
import { createCoalescer, type FrameScheduler } from "../../adapters/socket/coalesce.js"
import { eventOfPush } from "../../adapters/socket/pushes.js"
import { wirePrice } from "../support/catalogue-wire.js"

const SENT = "2026-11-23T00:00:00.000Z"
const wireUpdate = (id: number, seq: number, num = 2) => ({
  id, match_id: 10001, seq, status: "open", sent_at: SENT,
  contracts: [{ id: id * 10 + 1, status: "open", prices: wirePrice(num, 1) }],
})
const wireMatchPush = { id: 10001, seq: 3, status: "live", score: { home: 1, away: 0 }, clock: { period: "1st half", seconds: 60, running: true, at: SENT } }

describe("push frames → events", () => {
  it("markets: a batch of market updates, times in epoch ms", () => {
    const event = eventOfPush("markets", { markets: [wireUpdate(1, 4), wireUpdate(2, 9)] })
    expect(event).toMatchObject({ _tag: "MarketsPushed", markets: [{ id: 1, seq: 4, sent_at: Date.parse(SENT) }, { id: 2, seq: 9 }] })
  })

  it("market: one update, as a batch of one", () => {
    expect(eventOfPush("market", wireUpdate(7, 2, 5))).toMatchObject({
      _tag: "MarketsPushed", markets: [{ id: 7, seq: 2, contracts: [{ id: 71, prices: { fractional: "5/1", decimal: 6 } }] }],
    })
  })

  it("match: score, clock and status", () => {
    expect(eventOfPush("match", wireMatchPush)).toMatchObject({
      _tag: "MatchesPushed", matches: [{ id: 10001, seq: 3, status: "live", score: { home: 1, away: 0 }, clock: { at: Date.parse(SENT) } }],
    })
  })

  it("game: the live counts", () => {
    expect(eventOfPush("game", { games: [{ id: 1, num_live_matches: 3, num_upcoming_matches: 10, num_outrights: 2 }] })).toEqual({
      _tag: "GamesPushed", games: [{ id: 1, num_live_matches: 3, num_upcoming_matches: 10, num_outrights: 2 }],
    })
  })

  it.each([
    ["markets", { markets: [{ ...wireUpdate(1, 1), status: "paused" }] }],
    ["markets", null],
    ["market", { ...wireUpdate(1, 1), seq: "1" }],
    ["market", { ...wireUpdate(1, 1), sent_at: "yesterday" }],
    ["match", { ...wireMatchPush, status: "half-time" }],
    ["match", "10001"],
    ["game", { games: [{ id: 1 }] }],
    ["game", []],
  ] as const)("a malformed %s frame (%j) is rejected with the schema's words", (name, payload) => {
    const event = eventOfPush(name, payload)
    expect(event).toMatchObject({ _tag: "SocketFrameRejected", event: name })
    expect((event as { detail: string }).detail.length).toBeGreaterThan(0)
  })
})

describe("through the coalescer", () => {
  const manual = () => {
    const frames: Array<() => void> = []
    const scheduler: FrameScheduler = { frame: (f) => void frames.push(f), later: () => {} }
    return { scheduler, frame: () => frames.splice(0).forEach((f) => f()) }
  }

  it("a rejected frame in a burst of pushes flushes what was held first, then passes on; the rest still arrive once per frame", () => {
    const out: EventInput[] = []
    const f = manual()
    const send = createCoalescer((e) => out.push(e), f.scheduler)
    const frames: Array<[string, unknown]> = [
      ["market", wireUpdate(1, 1)],
      ["match", wireMatchPush],
      ["market", { broken: true }],
      ["markets", { markets: [wireUpdate(1, 2, 3), wireUpdate(2, 1)] }],
      ["market", wireUpdate(1, 3, 4)],
    ]
    for (const [name, payload] of frames) {
      const event = eventOfPush(name, payload)
      if (event) send(event)
    }
    expect(out.map((e) => e._tag)).toEqual(["MarketsPushed", "MatchesPushed", "SocketFrameRejected"])
    f.frame()
    expect(out.map((e) => e._tag)).toEqual(["MarketsPushed", "MatchesPushed", "SocketFrameRejected", "MarketsPushed"])
    const last = out[3] as Extract<EventInput, { _tag: "MarketsPushed" }>
    expect(last.markets.map((m) => [m.id, m.seq])).toEqual([[1, 3], [2, 1]])
    expect(last.markets[0]!.contracts[0]!.prices?.fractional).toBe("4/1")
  })
})
