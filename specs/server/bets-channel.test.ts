/**
 * The `bets` channel in the realtime registry: a `user` delivery with `channel: "bets"` reaches
 * only that user's sockets that subscribed to bets — not their other sockets, not another user's
 * subscribed socket, not an anonymous one.
 */
import { describe, expect, it } from "vitest"
import { createMemoryBus } from "../../server/realtime/bus.js"
import { Hub, type Subscription } from "../../server/realtime/hub.js"
import { FakeClient } from "./fake-socket-client.js"

describe("bets channel delivery", () => {
  it("bet_v1 goes to the owner's subscribed sockets only", async () => {
    const hub = new Hub(createMemoryBus(), () => {})
    await hub.start()
    const bets: Subscription = { channel: "bets", params: {} }
    const ownerSubscribed = new FakeClient(7, null, [bets])
    const ownerElsewhere = new FakeClient(7, null, [{ channel: "game", params: { id: "games" } }])
    const otherSubscribed = new FakeClient(8, null, [bets])
    const anonymous = new FakeClient(null, null, [bets])
    for (const c of [ownerSubscribed, ownerElsewhere, otherSubscribed, anonymous]) hub.add(c)
    await hub.publish({ to: "user", userId: 7, channel: "bets", event: "bet_v1", payload: { id: 1 } })
    await new Promise((resolve) => setImmediate(resolve))
    expect(ownerSubscribed.received).toEqual([["bet_v1", { id: 1 }]])
    expect(ownerElsewhere.received).toEqual([])
    expect(otherSubscribed.received).toEqual([])
    expect(anonymous.received).toEqual([])
    // Without a channel, a user delivery still reaches every socket of the user (as `user` pushes do).
    await hub.publish({ to: "user", userId: 7, event: "user", payload: {} })
    await new Promise((resolve) => setImmediate(resolve))
    expect(ownerElsewhere.received).toEqual([["user", {}]])
    await hub.stop()
  })
})
