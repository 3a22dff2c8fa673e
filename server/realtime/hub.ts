/**
 * The registry of this process's socket clients and what each one is authenticated as and
 * subscribed to, and the one way to push to them: `publish(delivery)`. A delivery goes through the
 * bus, so every server process (itself included) hands it to its own matching clients.
 *
 * Targets:
 *   - all:      every client joined to the control topic (maintenance);
 *   - user:     every client authenticated as that user (user, notification, bets…). Fields that
 *               differ per login (session_id, session_expires_at) travel in `perSession` and are
 *               merged into the payload for the client's own session; with `channel`, only those
 *               of them subscribed to it (the `bets` channel carries the user's own bets only);
 *   - channel:  every client subscribed to `channel` whose params contain `match` (games, markets…);
 *   - sessions-ended: clients authenticated with those sessions forget their user (logout).
 */
import type { Bus } from "./bus.js"

export const REALTIME_TOPIC = "realtime"

export interface Subscription {
  readonly channel: string
  readonly params: Readonly<Record<string, unknown>>
}

/** What the hub needs of a connection; realtime/phoenix.ts implements it. */
export interface SocketClient {
  readonly userId: number | null
  readonly sessionId: string | null
  subscriptions(): Iterable<Subscription>
  /** Pushes on the control topic; a no-op when the client has not joined it. */
  push(event: string, payload: unknown): void
  forgetUser(): void
}

export type Delivery =
  | { readonly to: "all"; readonly event: string; readonly payload: unknown }
  | {
      readonly to: "user"
      readonly userId: number
      readonly event: string
      readonly payload: unknown
      readonly perSession?: Readonly<Record<string, Readonly<Record<string, unknown>>>>
      /** Only the user's clients subscribed to this channel (bets: the user's own bet pushes). */
      readonly channel?: string
    }
  | {
      readonly to: "channel"
      readonly channel: string
      readonly match?: Readonly<Record<string, unknown>>
      readonly event: string
      readonly payload: unknown
    }
  | { readonly to: "sessions-ended"; readonly sessionIds: ReadonlyArray<string> }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Messages come from our own processes, but a bus is still a boundary: check the shape. */
const asDelivery = (value: unknown): Delivery | null => {
  if (!isRecord(value)) return null
  switch (value.to) {
    case "all":
      return typeof value.event === "string" ? (value as Delivery) : null
    case "user":
      return typeof value.event === "string" && typeof value.userId === "number" ? (value as Delivery) : null
    case "channel":
      return typeof value.event === "string" && typeof value.channel === "string" ? (value as Delivery) : null
    case "sessions-ended":
      return Array.isArray(value.sessionIds) ? (value as Delivery) : null
    default:
      return null
  }
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

const matches = (subscription: Subscription, channel: string, match: Readonly<Record<string, unknown>> | undefined): boolean =>
  subscription.channel === channel &&
  (!match || Object.entries(match).every(([key, value]) => sameJson(subscription.params[key], value)))

const subscribedTo = (client: SocketClient, channel: string): boolean => {
  for (const subscription of client.subscriptions()) if (subscription.channel === channel) return true
  return false
}

export class Hub {
  private readonly clients = new Set<SocketClient>()
  private unsubscribe: (() => Promise<void>) | null = null

  constructor(
    private readonly bus: Bus,
    private readonly log: (line: string) => void,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.bus.subscribe(REALTIME_TOPIC, (message) => {
      const delivery = asDelivery(message)
      if (delivery) this.deliverLocally(delivery)
      else this.log(`[realtime] ignored a malformed delivery from the bus`)
    })
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.()
    this.unsubscribe = null
  }

  add(client: SocketClient): void {
    this.clients.add(client)
  }

  remove(client: SocketClient): void {
    this.clients.delete(client)
  }

  get size(): number {
    return this.clients.size
  }

  /**
   * Whether a push to the user could reach anyone: false only when this process is the only one
   * (the in-process bus) and none of its clients is authenticated as the user. A push built from
   * the database (the user view, bet views) is skipped then: every placement would otherwise read
   * a dozen rows to tell nobody. With a shared bus another process may hold the user's socket.
   */
  reaches(userId: number): boolean {
    if (this.bus.kind !== "memory") return true
    for (const client of this.clients) if (client.userId === userId) return true
    return false
  }

  /** To every process's matching clients. */
  publish(delivery: Delivery): Promise<void> {
    return this.bus.publish(REALTIME_TOPIC, delivery)
  }

  /** To this process's matching clients only (what every process does on receiving a delivery). */
  deliverLocally(delivery: Delivery): void {
    for (const client of this.clients) {
      switch (delivery.to) {
        case "all":
          client.push(delivery.event, delivery.payload)
          break
        case "user":
          if (client.userId === delivery.userId && (delivery.channel === undefined || subscribedTo(client, delivery.channel))) {
            const own = client.sessionId ? delivery.perSession?.[client.sessionId] : undefined
            client.push(delivery.event, own && isRecord(delivery.payload) ? { ...delivery.payload, ...own } : delivery.payload)
          }
          break
        case "channel":
          for (const subscription of client.subscriptions()) {
            if (matches(subscription, delivery.channel, delivery.match)) {
              client.push(delivery.event, delivery.payload)
              break
            }
          }
          break
        case "sessions-ended":
          if (client.sessionId && delivery.sessionIds.includes(client.sessionId)) client.forgetUser()
          break
      }
    }
  }
}
