/**
 * The sportsbook through the real shell: a match page opened in core becomes the HTTP call and the
 * socket subscriptions (on a Phoenix test server), a burst of price pushes reaches the store as one
 * event per animation frame (the scheduler is driven by the test), a malformed frame is logged as
 * SocketFrameRejected without harming the page, and a dropped connection refetches the page.
 */
import { describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import type { FrameScheduler } from "../../adapters/socket/coalesce.js"
import { startRuntime } from "../../adapters/runtime.js"
import { CONTROL_TOPIC } from "../../core/model/realtime.js"
import { wireGame, wireMatchPage, wirePrice } from "../support/catalogue-wire.js"
import { fakeFetch, json, type Sent } from "./support/fake-fetch.js"
import { createFakeWindow } from "./support/fake-window.js"
import { wireConfigs, wireSiteConfig } from "./support/fixtures.js"
import { eventually } from "./support/phoenix-server.js"
import { shellUnderTest } from "./support/shell-under-test.js"

const shell = shellUnderTest()

const respond = (sent: Sent) => {
  const path = new URL(sent.input, "http://x").pathname
  if (path.endsWith("/v0/geolocation-check")) return json(wireSiteConfig())
  if (path.endsWith("/v0/configs")) return json(wireConfigs())
  if (path.endsWith("/v0/games")) return json([wireGame()])
  if (path.endsWith("/v0/matches/10001/markets")) return json(wireMatchPage())
  return json({ public_message: "not found" }, 404)
}

const manualFrames = () => {
  const frames: Array<() => void> = []
  const scheduler: FrameScheduler = { frame: (f) => void frames.push(f), later: () => {} }
  return { scheduler, pending: () => frames.length, frame: () => frames.splice(0).forEach((f) => f()) }
}

const SENT = "2026-11-23T00:00:00.000Z"
const marketFrame = (seq: number, num: number) => ({
  id: 100010, match_id: 10001, seq, status: "open", sent_at: SENT,
  contracts: [{ id: 1000101, status: "open", prices: wirePrice(num, 1) }],
})

describe("the sportsbook through the shell", () => {
  it("subscribes for the page on screen, commits a burst of pushes once per frame, survives a bad frame, refetches after an outage", async () => {
    const ws = await shell.phoenix()
    const net = fakeFetch(respond)
    const frames = manualFrames()
    const r = shell.keep(startRuntime({
      window: createFakeWindow({ url: "http://localhost/sports" }), fetch: net.fetch, transport: WebSocket, wsUrl: ws.url,
      environment: "test", log: () => {}, frameScheduler: frames.scheduler,
    }))
    const tags = () => r.store.log.toFile({ redact: false }).events.map((e) => e._tag)
    await eventually(() => tags().includes("SocketConnected"), 5000, "SocketConnected")

    r.store.dispatch({ _tag: "SportsViewOpened", view: { _tag: "Match", id: 10001 } })
    await eventually(() => r.store.getState().catalogue.views["match:10001"]?.status === "ready", 5000, "match page loaded")
    const subscribed = () => ws.frames.filter((f) => f.topic === CONTROL_TOPIC && f.event === "subscribe").map((f) => f.payload)
    await eventually(() => subscribed().length >= 3, 5000, "subscriptions")
    expect(subscribed()).toEqual(expect.arrayContaining([
      { channel: "game", params: { id: "games" } },
      { channel: "markets", params: { match_id: 10001 } },
      { channel: "matches", params: { match_id: 10001 } },
    ]))

    ws.push(CONTROL_TOPIC, "market", marketFrame(1, 3))
    ws.push(CONTROL_TOPIC, "markets", { markets: [marketFrame(2, 4)] })
    ws.push(CONTROL_TOPIC, "market", marketFrame(3, 5))
    ws.push(CONTROL_TOPIC, "game", { games: [{ id: 1, num_live_matches: 4, num_upcoming_matches: 2, num_outrights: 0 }] })
    await eventually(() => tags().includes("GamesPushed"), 5000, "game push")
    // The game push flushed the three price frames that came before it, as one event.
    expect(tags().filter((t) => t === "MarketsPushed")).toHaveLength(1)
    expect(r.store.getState().catalogue.contracts[1000101]!.contract.prices?.fractional).toBe("5/1")

    ws.push(CONTROL_TOPIC, "market", marketFrame(4, 6))
    ws.push(CONTROL_TOPIC, "market", marketFrame(5, 7))
    ws.push(CONTROL_TOPIC, "match", { id: 10001, seq: 1, status: "live", score: { home: 1, away: 0 }, clock: null })
    ws.push(CONTROL_TOPIC, "market", { id: "broken" })
    await eventually(() => tags().includes("SocketFrameRejected"), 5000, "rejected frame")
    // The rejected frame flushed what was held before it; what comes next waits for the frame.
    frames.frame()
    ws.push(CONTROL_TOPIC, "markets", { markets: [marketFrame(6, 8), marketFrame(7, 9)] })
    await eventually(() => frames.pending() > 0, 5000, "held until the next frame")
    const before = tags().filter((t) => t === "MarketsPushed").length
    expect(r.store.getState().catalogue.contracts[1000101]!.contract.prices?.fractional).toBe("7/1")
    frames.frame()
    expect(tags().filter((t) => t === "MarketsPushed").length).toBe(before + 1)
    expect(r.store.getState().catalogue.contracts[1000101]!.contract.prices?.fractional).toBe("9/1")
    expect(r.store.getState().catalogue.matches[10001]).toMatchObject({ status: "live", score: { home: 1, away: 0 } })

    const pageCalls = () => net.sent.filter((s) => s.input.includes("/matches/10001/markets")).length
    const calls = pageCalls()
    ws.dropConnections()
    await eventually(() => tags().filter((t) => t === "SocketConnected").length >= 2, 10000, "reconnect")
    await eventually(() => pageCalls() === calls + 1, 5000, "refetch after reconnect")
  }, 20000)
})
