/**
 * The realtime registry: who receives a delivery (everyone, a user's sockets with their own
 * session fields, a channel's subscribers whose params match), over the in-process bus.
 */
import { describe, expect, it } from "vitest"
import { createMemoryBus } from "../../server/realtime/bus.js"
import { Hub, type Delivery } from "../../server/realtime/hub.js"
import { FakeClient } from "./fake-socket-client.js"

const setup = async () => {
  const bus = createMemoryBus()
  const hub = new Hub(bus, () => {})
  await hub.start()
  /** Publishes through the bus and waits for the delivery (the memory bus is asynchronous). */
  const publish = async (delivery: Delivery) => {
    await hub.publish(delivery)
    await new Promise((resolve) => setImmediate(resolve))
  }
  return { hub, publish }
}

describe("realtime hub", () => {
  it("'all' reaches every client", async () => {
    const { hub, publish } = await setup()
    const [a, b] = [new FakeClient(), new FakeClient(7, "s")]
    hub.add(a)
    hub.add(b)
    await publish({ to: "all", event: "maintenance", payload: { active: true } })
    expect(a.received).toEqual([["maintenance", { active: true }]])
    expect(b.received).toEqual([["maintenance", { active: true }]])
  })

  it("'user' reaches that user's clients, each with its own session's fields", async () => {
    const { hub, publish } = await setup()
    const [phone, laptop, stranger, anonymous] = [new FakeClient(1, "s-phone"), new FakeClient(1, "s-laptop"), new FakeClient(2, "s-2"), new FakeClient()]
    for (const c of [phone, laptop, stranger, anonymous]) hub.add(c)
    await publish({
      to: "user",
      userId: 1,
      event: "user",
      payload: { id: 1, session_id: null },
      perSession: { "s-phone": { session_id: "s-phone" }, "s-laptop": { session_id: "s-laptop" } },
    })
    expect(phone.received).toEqual([["user", { id: 1, session_id: "s-phone" }]])
    expect(laptop.received).toEqual([["user", { id: 1, session_id: "s-laptop" }]])
    expect(stranger.received).toEqual([])
    expect(anonymous.received).toEqual([])
  })

  it("reaches(user): on the in-process bus only while a client of the user is here; on a shared bus always", async () => {
    const { hub } = await setup()
    expect(hub.reaches(1)).toBe(false)
    const phone = new FakeClient(1, "s-phone")
    hub.add(new FakeClient())
    hub.add(phone)
    expect(hub.reaches(1)).toBe(true)
    expect(hub.reaches(2)).toBe(false)
    hub.remove(phone)
    expect(hub.reaches(1)).toBe(false)
    // Another process may hold the user's socket: a push must be built.
    const shared = new Hub({ ...createMemoryBus(), kind: "redis" }, () => {})
    expect(shared.reaches(1)).toBe(true)
  })

  it("'channel' reaches subscribers whose params contain the match, once each", async () => {
    const { hub, publish } = await setup()
    const allGames = new FakeClient(null, null, [{ channel: "games", params: { all: true } }])
    const match42 = new FakeClient(null, null, [{ channel: "markets", params: { match_id: 42, tab: "main" } }, { channel: "markets", params: { match_id: 42 } }])
    const match43 = new FakeClient(null, null, [{ channel: "markets", params: { match_id: 43 } }])
    for (const c of [allGames, match42, match43]) hub.add(c)
    await publish({ to: "channel", channel: "markets", match: { match_id: 42 }, event: "markets", payload: { prices: [] } })
    await publish({ to: "channel", channel: "games", event: "game", payload: { id: 1 } })
    expect(match42.received).toEqual([["markets", { prices: [] }]])
    expect(match43.received).toEqual([])
    expect(allGames.received).toEqual([["game", { id: 1 }]])
  })

  it("'sessions-ended' makes those clients forget their user; removed clients get nothing", async () => {
    const { hub, publish } = await setup()
    const [ended, kept, gone] = [new FakeClient(1, "a"), new FakeClient(1, "b"), new FakeClient(1, "c")]
    for (const c of [ended, kept, gone]) hub.add(c)
    hub.remove(gone)
    await publish({ to: "sessions-ended", sessionIds: ["a"] })
    await publish({ to: "user", userId: 1, event: "user", payload: {} })
    expect(ended.userId).toBeNull()
    expect(ended.received).toEqual([])
    expect(kept.received).toEqual([["user", {}]])
    expect(gone.received).toEqual([])
    expect(hub.size).toBe(2)
  })

  it("the in-process bus hands each handler a copy, never the publisher's object", async () => {
    const bus = createMemoryBus()
    const seen: unknown[] = []
    await bus.subscribe("t", (m) => seen.push(m))
    const message = { n: 1 }
    await bus.publish("t", message)
    message.n = 2
    await new Promise((resolve) => setImmediate(resolve))
    expect(seen).toEqual([{ n: 1 }])
  })
})
