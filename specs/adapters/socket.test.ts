import { Schema } from "effect"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { eventOfPush, PUSH_ROUTES, route } from "../../adapters/socket/pushes.js"
import { createSocket, reconnectDelayMs, stableJson, subscriptionKey, toSocketUrl, type SocketAdapter, type SocketOptions } from "../../adapters/socket/socket.js"
import type { EventInput } from "../../core/app/events.js"
import { CONTROL_TOPIC } from "../../core/model/realtime.js"
import { User } from "../../core/model/user.js"
import { eventually, startPhoenixServer, type PhoenixTestServer } from "./support/phoenix-server.js"
import { wireNotification, wireUser } from "./support/fixtures.js"

describe("push → event table", () => {
  it.each([
    ["user", wireUser(), { _tag: "UserPushed", user: Schema.decodeUnknownSync(User)(wireUser()) }],
    ["maintenance", { active: true }, { _tag: "MaintenancePushed", active: true }],
    ["maintenance", { active: false }, { _tag: "MaintenancePushed", active: false }],
    ["notification", wireNotification(), { _tag: "NotificationPushed", notification: wireNotification() }],
  ])("a valid '%s' push becomes its event", (event, payload, expected) => {
    expect(eventOfPush(event, payload)).toEqual(expected)
  })

  it.each([
    ["user", { ...wireUser(), id: "seven" }],
    ["user", null],
    ["maintenance", { active: "yes" }],
    ["maintenance", {}],
    ["notification", { ...wireNotification(), ack_id: 3 }],
    ["notification", "hello"],
  ])("an invalid '%s' push becomes SocketFrameRejected with the schema issue", (event, payload) => {
    const rejected = eventOfPush(event, payload)
    expect(rejected).toMatchObject({ _tag: "SocketFrameRejected", event })
    expect((rejected as { detail: string }).detail.length).toBeGreaterThan(0)
  })

  it("ignores events the table does not know (phoenix internals, newer servers)", () => {
    expect(eventOfPush("phx_reply", {})).toBeNull()
    expect(eventOfPush("toString", {})).toBeNull()
    expect(eventOfPush("bets_v2", { anything: true })).toBeNull()
  })

  it("a malformed market push is rejected with the schema's words, never applied", () => {
    expect(eventOfPush("markets", { anything: true })).toMatchObject({ _tag: "SocketFrameRejected", event: "markets" })
    expect(eventOfPush("match", { id: "x" })).toMatchObject({ _tag: "SocketFrameRejected", event: "match" })
  })

  it("a row slots in for a later channel without touching the socket", () => {
    const routes = { ...PUSH_ROUTES, game: route(Schema.Struct({ id: Schema.Int }), () => ({ _tag: "SocketConnected" })) }
    expect(eventOfPush("game", { id: 1 }, routes)).toEqual({ _tag: "SocketConnected" })
    expect(eventOfPush("game", { id: "x" }, routes)).toMatchObject({ _tag: "SocketFrameRejected", event: "game" })
  })

  it("a row whose mapping throws is contained as SocketFrameRejected", () => {
    const routes = {
      boom: route(Schema.Unknown, () => {
        throw new Error("bug")
      }),
    }
    expect(eventOfPush("boom", {}, routes)).toMatchObject({ _tag: "SocketFrameRejected", event: "boom", detail: "unexpected fault: bug" })
  })
})

describe("socket helpers", () => {
  it("backs off 1 s, growing up to 5 s (spec §9)", () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(reconnectDelayMs)).toEqual([1000, 2000, 3000, 4000, 5000, 5000, 5000])
  })

  it("keys subscriptions by channel and params, whatever the key order", () => {
    expect(subscriptionKey("markets", { b: 1, a: [2, { d: 1, c: 2 }] })).toBe(subscriptionKey("markets", { a: [2, { c: 2, d: 1 }], b: 1 }))
    expect(subscriptionKey("markets", { a: 1 })).not.toBe(subscriptionKey("market", { a: 1 }))
    expect(stableJson({ z: undefined, a: null })).toBe('{"a":null}')
  })

  it("turns http(s) overrides into ws(s) URLs", () => {
    expect(toSocketUrl("http://localhost:3000/socket")).toBe("ws://localhost:3000/socket")
    expect(toSocketUrl("https://example.com/socket/")).toBe("wss://example.com/socket")
    expect(toSocketUrl("/socket")).toBe("/socket")
  })
})

describe("socket against a Phoenix V2 server", () => {
  let server: PhoenixTestServer
  let socket: SocketAdapter | null = null
  let events: EventInput[]

  const tags = () => events.map((e) => e._tag)
  const count = (tag: string) => events.filter((e) => e._tag === tag).length
  const sent = (event: string) => server.frames.filter((f) => f.topic === CONTROL_TOPIC && f.event === event).map((f) => f.payload)

  const open = (token: string | null, loadClient?: SocketOptions["loadClient"]) => {
    socket = createSocket({
      url: server.url,
      deviceId: "device-1",
      locale: () => "es-MX",
      token,
      dispatch: (e) => void events.push(e),
      transport: WebSocket,
      reconnectAfterMs: () => 20,
      log: () => {},
      ...(loadClient ? { loadClient } : {}),
    })
    return socket
  }

  beforeEach(async () => {
    server = await startPhoenixServer()
    events = []
  })

  afterEach(async () => {
    socket?.disconnect()
    socket = null
    await server.close()
  })

  it("connects with device_id, locale and authorization=false, joins the control topic and authenticates", async () => {
    const s = open("tok-1")
    s.connect()
    await eventually(() => count("SocketConnected") === 1, 5000, "SocketConnected")
    const url = new URL(server.connections[0]!, "ws://x")
    expect(url.pathname).toBe("/socket/websocket")
    expect(Object.fromEntries(url.searchParams)).toEqual({ device_id: "device-1", locale: "es-MX", authorization: "false", vsn: "2.0.0" })
    expect(server.frames[0]).toMatchObject({ topic: CONTROL_TOPIC, event: "phx_join" })
    // The client sends authenticate as it reports the join; the server may read it a moment later.
    await eventually(() => sent("authenticate").length > 0, 5000, "authenticate frame")
    expect(sent("authenticate")).toEqual([{ token: "tok-1" }])
    expect(s.isJoined()).toBe(true)
  })

  it("a client that fails to load is an outage, loaded again with the back-off; what was asked meanwhile is sent on the join", async () => {
    let attempts = 0
    const s = open("tok-1", async () => {
      attempts++
      if (attempts < 3) throw new Error("chunk did not arrive")
      return import("phoenix")
    })
    s.connect()
    s.subscribe("markets", { match_id: 7 })
    s.acknowledge("ack-1")
    await eventually(() => count("SocketConnected") === 1, 5000, "SocketConnected")
    expect(attempts).toBe(3)
    // One outage however many loads failed, then the connection.
    expect(tags().filter((t) => t === "SocketDisconnected" || t === "SocketConnected")).toEqual(["SocketDisconnected", "SocketConnected"])
    await eventually(() => sent("acknowledge").length > 0 && sent("subscribe").length > 0, 5000, "subscribe and acknowledge frames")
    expect(sent("authenticate")).toEqual([{ token: "tok-1" }])
    expect(sent("subscribe")).toEqual([{ channel: "markets", params: { match_id: 7 } }])
    expect(sent("acknowledge")).toEqual([{ ack_id: "ack-1" }])
  })

  it("sends no authenticate on join without a token", async () => {
    const s = open(null)
    s.connect()
    await eventually(() => count("SocketConnected") === 1)
    expect(sent("authenticate")).toEqual([])
  })

  it("maps pushes on the control topic: valid → event, invalid → SocketFrameRejected", async () => {
    const s = open(null)
    s.connect()
    await eventually(() => count("SocketConnected") === 1)
    server.push(CONTROL_TOPIC, "user", wireUser())
    server.push(CONTROL_TOPIC, "maintenance", { active: "yes" })
    server.push(CONTROL_TOPIC, "notification", wireNotification())
    server.push(CONTROL_TOPIC, "unknown_event", {})
    await eventually(() => events.length === 4, 5000, "three pushes")
    expect(tags()).toEqual(["SocketConnected", "UserPushed", "SocketFrameRejected", "NotificationPushed"])
    expect(events[1]).toMatchObject({ user: { id: 7, account: { balance: 12550 } } })
    expect(events[2]).toMatchObject({ event: "maintenance" })
  })

  it("authenticates, acknowledges, subscribes and unsubscribes on the control topic", async () => {
    const s = open(null)
    s.acknowledge("early-ack") // before the join: held and sent once joined
    s.connect()
    await eventually(() => count("SocketConnected") === 1)
    s.authenticate("tok-2")
    s.acknowledge("ack-9")
    s.subscribe("markets", { ids: [1, 2] })
    s.subscribe("markets", { ids: [1, 2] }) // already active: not sent twice
    s.subscribe("bonus", { id: 1 }) // spec §7: never for channel bonus
    s.unsubscribe("markets", { ids: [1, 2] })
    s.unsubscribe("markets", { ids: [1, 2] }) // no longer active: not sent
    s.authenticate(null)
    await eventually(() => sent("authenticate").length === 2 && sent("unsubscribe").length === 1)
    expect(sent("acknowledge")).toEqual([{ ack_id: "early-ack" }, { ack_id: "ack-9" }])
    expect(sent("subscribe")).toEqual([{ channel: "markets", params: { ids: [1, 2] } }])
    expect(sent("unsubscribe")).toEqual([{ channel: "markets", params: { ids: [1, 2] } }])
    expect(sent("authenticate")).toEqual([{ token: "tok-2" }, { token: null }])
    expect(s.subscriptions()).toEqual([])
  })

  it("on reconnect re-authenticates with the current token and re-sends every active subscription", async () => {
    const s = open("tok-1")
    s.subscribe("games", { all: true })
    s.connect()
    await eventually(() => count("SocketConnected") === 1)
    s.authenticate("tok-2")
    s.subscribe("matches", { id: 12345 })
    await eventually(() => sent("subscribe").length === 2)

    server.dropConnections()
    await eventually(() => count("SocketConnected") === 2, 5000, "the rejoin")
    expect(tags()).toEqual(["SocketConnected", "SocketDisconnected", "SocketConnected"])
    await eventually(() => sent("subscribe").length === 4)
    expect(sent("authenticate")).toEqual([{ token: "tok-1" }, { token: "tok-2" }, { token: "tok-2" }])
    expect(sent("subscribe").slice(2)).toEqual([{ channel: "games", params: { all: true } }, { channel: "matches", params: { id: 12345 } }])
    expect(server.connections).toHaveLength(2)
  })

  it("dispatches SocketDisconnected once per outage, however many attempts fail", async () => {
    const s = open(null)
    s.connect()
    await eventually(() => count("SocketConnected") === 1)
    server.refuseConnections = true
    server.dropConnections()
    const before = server.connections.length
    await eventually(() => count("SocketDisconnected") === 1)
    // Several refused attempts at 20 ms each.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(count("SocketDisconnected")).toBe(1)
    server.refuseConnections = false
    await eventually(() => count("SocketConnected") === 2, 5000, "recovery")
    expect(tags()).toEqual(["SocketConnected", "SocketDisconnected", "SocketConnected"])
    expect(server.connections.length).toBe(before + 1)
  })

  it("disconnect stops events for good", async () => {
    const s = open(null)
    s.connect()
    await eventually(() => count("SocketConnected") === 1)
    s.disconnect()
    server.push(CONTROL_TOPIC, "maintenance", { active: true })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(tags()).toEqual(["SocketConnected"])
  })
})
