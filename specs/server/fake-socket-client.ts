/** A socket as the realtime registry sees it (server/realtime/hub.ts), recording what it is pushed. */
import type { SocketClient, Subscription } from "../../server/realtime/hub.js"

export class FakeClient implements SocketClient {
  readonly received: Array<[string, unknown]> = []
  constructor(
    public userId: number | null = null,
    public sessionId: string | null = null,
    private readonly subs: Subscription[] = [],
  ) {}
  subscriptions() {
    return this.subs
  }
  push(event: string, payload: unknown) {
    this.received.push([event, payload])
  }
  forgetUser() {
    this.userId = null
    this.sessionId = null
  }
}
