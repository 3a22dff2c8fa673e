/**
 * The `bets` channel in the realtime registry: a `user` delivery with `channel: "bets"` reaches
 * only that user's sockets that subscribed to bets — not their other sockets, not another user's
 * subscribed socket, not an anonymous one.
 */
import { describe, expect, it } from "vitest"
import { createMemoryBus } from "../../server/realtime/bus.js"
import { Hub, type SocketClient, type Subscription } from "../../server/realtime/hub.js"

class FakeClient implements SocketClient {
  readonly received: Array<[string, unknown]> = []
  constructor(
    public userId: number | null,
    private readonly subs: Subscription[],
  ) {}
  readonly sessionId = null
  subscriptions() {
    return this.subs
  }
  push(event: string, payload: unknown) {
    this.received.push([event, payload])
  }
  forgetUser() {
    this.userId = null
  }
}

describe("bets channel delivery", () => {
  it("bet_v1 goes to the owner's subscribed sockets only", async () => {
    const hub = new Hub(createMemoryBus(), () => {})
    await hub.start()
    const bets: Subscription = { channel: "bets", params: {} }
    const ownerSubscribed = new FakeClient(7, [bets])
    const ownerElsewhere = new FakeClient(7, [{ channel: "game", params: { id: "games" } }])
    const otherSubscribed = new FakeClient(8, [bets])
    const anonymous = new FakeClient(null, [bets])
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
