/**
 * One socket connection speaking the Phoenix channels V2 JSON protocol, as the official `phoenix`
 * client expects it:
 *
 *   frame  = [join_ref, ref, topic, event, payload]
 *   reply  = [join_ref, ref, topic, "phx_reply", {status: "ok" | "error", response}]
 *   push   = [join_ref of the channel, null, topic, event, payload]
 *
 * - `heartbeat` on topic `phoenix` is answered ok; a connection silent for longer than the idle
 *   timeout (two missed heartbeats) is closed.
 * - `phx_join` on the control topic `client:lobby` is accepted (a repeated join replaces the old
 *   one, which gets `phx_close`); any other topic is refused with reason "unmatched topic".
 * - `phx_leave` is answered ok, then `phx_close`.
 * - On the control topic: `authenticate {token|null}`, `acknowledge {ack_id}`,
 *   `subscribe`/`unsubscribe {channel, params}`.
 * - Anything malformed (not JSON, not a 5-element frame, a bad payload) is logged and ignored or
 *   answered with an error reply; it never throws out of the connection.
 *
 * Frames of one connection are handled one after another, so an `authenticate` that waits on the
 * database is answered before the `subscribe` sent after it.
 */
import { Result, Schema } from "effect"
import type { WebSocket } from "ws"
import { AcknowledgePayload, AuthenticatePayload, CONTROL_TOPIC, SubscriptionPayload } from "../../core/model/realtime.js"
import type { Hub, SocketClient, Subscription } from "./hub.js"

export type Frame = readonly [joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown]

export interface ConnectParams {
  readonly deviceId: string | null
  readonly locale: string | null
}

export interface AuthenticatedAs {
  readonly userId: number
  readonly sessionId: string
}

export interface PhoenixDeps {
  readonly hub: Hub
  readonly log: (line: string) => void
  /** The live session a bearer token belongs to, or null. */
  readonly authenticate: (token: string) => Promise<AuthenticatedAs | null>
  /** A notification was seen by the client (spec §4 "Notifications from the server"). */
  readonly acknowledge: (userId: number | null, ackId: string) => Promise<void>
  readonly idleTimeoutMs: number
}

export const MAX_SUBSCRIPTIONS = 200

const isRef = (value: unknown): value is string | null => value === null || typeof value === "string"

/** A frame, or null when the text is not one. */
export const parseFrame = (text: string): Frame | null => {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!Array.isArray(value) || value.length !== 5) return null
  const [joinRef, ref, topic, event, payload] = value as unknown[]
  if (!isRef(joinRef) || !isRef(ref) || typeof topic !== "string" || typeof event !== "string") return null
  return [joinRef, ref, topic, event, payload]
}

const decode = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, value: unknown): S["Type"] | null => {
  const result = Schema.decodeUnknownResult(schema)(value)
  return Result.isSuccess(result) ? result.success : null
}

const subscriptionKey = (s: Subscription): string => `${s.channel}\u0000${JSON.stringify(s.params)}`

export class PhoenixConnection implements SocketClient {
  userId: number | null = null
  sessionId: string | null = null
  private readonly joined = new Map<string, string | null>()
  private readonly subs = new Map<string, Subscription>()
  private queue: Promise<void> = Promise.resolve()
  private lastSeen = Date.now()
  private readonly idleTimer: NodeJS.Timeout

  constructor(
    private readonly ws: WebSocket,
    readonly params: ConnectParams,
    private readonly deps: PhoenixDeps,
  ) {
    deps.hub.add(this)
    ws.on("message", (data, isBinary) => {
      this.lastSeen = Date.now()
      if (isBinary) {
        deps.log("[socket] ignored a binary frame")
        return
      }
      const text = Array.isArray(data) ? Buffer.concat(data).toString("utf8") : Buffer.from(data as ArrayBuffer).toString("utf8")
      const frame = parseFrame(text)
      if (!frame) {
        deps.log(`[socket] ignored a malformed frame: ${text.slice(0, 200)}`)
        return
      }
      this.queue = this.queue.then(() => this.handle(frame)).catch((error: unknown) => {
        deps.log(`[socket] frame ${frame[3]} on ${frame[2]} failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`)
      })
    })
    ws.on("close", () => this.closed())
    ws.on("error", (error) => deps.log(`[socket] ${error.message}`))
    this.idleTimer = setInterval(() => {
      if (Date.now() - this.lastSeen > deps.idleTimeoutMs) {
        deps.log("[socket] closing a connection that stopped sending heartbeats")
        ws.terminate()
      }
    }, Math.max(250, Math.floor(deps.idleTimeoutMs / 2)))
    this.idleTimer.unref()
  }

  subscriptions(): Iterable<Subscription> {
    return this.subs.values()
  }

  push(event: string, payload: unknown): void {
    if (!this.joined.has(CONTROL_TOPIC)) return
    this.send([this.joined.get(CONTROL_TOPIC) ?? null, null, CONTROL_TOPIC, event, payload])
  }

  forgetUser(): void {
    this.userId = null
    this.sessionId = null
  }

  private send(frame: Frame): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(frame))
  }

  private reply(frame: Frame, status: "ok" | "error", response: unknown): void {
    const [joinRef, ref, topic] = frame
    this.send([joinRef, ref, topic, "phx_reply", { status, response }])
  }

  private closed(): void {
    clearInterval(this.idleTimer)
    this.deps.hub.remove(this)
    this.subs.clear()
  }

  private async handle(frame: Frame): Promise<void> {
    const [joinRef, , topic, event, payload] = frame
    if (topic === "phoenix") {
      if (event === "heartbeat") this.reply(frame, "ok", {})
      else this.reply(frame, "error", { reason: "unknown event" })
      return
    }
    if (event === "phx_join") return this.join(frame)
    if (!this.joined.has(topic) || this.joined.get(topic) !== joinRef) {
      this.reply(frame, "error", { reason: "unmatched topic" })
      return
    }
    if (event === "phx_leave") return this.leave(frame)
    switch (event) {
      case "authenticate":
        return this.authenticate(frame, payload)
      case "acknowledge": {
        const ack = decode(AcknowledgePayload, payload)
        if (!ack) return this.reply(frame, "error", { reason: "invalid payload" })
        await this.deps.acknowledge(this.userId, ack.ack_id)
        return this.reply(frame, "ok", {})
      }
      case "subscribe":
      case "unsubscribe":
        return this.subscription(frame, event, payload)
      default:
        this.reply(frame, "error", { reason: "unknown event" })
    }
  }

  private join(frame: Frame): void {
    const [joinRef, , topic] = frame
    if (topic !== CONTROL_TOPIC) {
      this.reply(frame, "error", { reason: "unmatched topic" })
      return
    }
    // The client rejoins (after a reconnect or a timeout) with a new join_ref: the old channel
    // is closed first, as Phoenix does for a duplicate join.
    if (this.joined.has(topic) && this.joined.get(topic) !== joinRef) {
      const old = this.joined.get(topic) ?? null
      this.send([old, old, topic, "phx_close", {}])
    }
    this.joined.set(topic, joinRef)
    this.reply(frame, "ok", {})
  }

  private leave(frame: Frame): void {
    const [joinRef, , topic] = frame
    this.reply(frame, "ok", {})
    this.joined.delete(topic)
    if (topic === CONTROL_TOPIC) {
      this.subs.clear()
      this.forgetUser()
    }
    this.send([joinRef, joinRef, topic, "phx_close", {}])
  }

  private async authenticate(frame: Frame, payload: unknown): Promise<void> {
    const auth = decode(AuthenticatePayload, payload)
    if (!auth) return this.reply(frame, "error", { reason: "invalid payload" })
    if (auth.token === null) {
      this.forgetUser()
      return this.reply(frame, "ok", { user_id: null })
    }
    const who = await this.deps.authenticate(auth.token)
    if (!who) {
      this.forgetUser()
      return this.reply(frame, "error", { reason: "invalid_token" })
    }
    this.userId = who.userId
    this.sessionId = who.sessionId
    this.reply(frame, "ok", { user_id: who.userId })
  }

  private subscription(frame: Frame, event: "subscribe" | "unsubscribe", payload: unknown): void {
    // Be lenient about a missing params object: `{channel: "games"}` means no parameters.
    const withParams = typeof payload === "object" && payload !== null && !("params" in payload) ? { ...payload, params: {} } : payload
    const decoded = decode(SubscriptionPayload, withParams)
    if (!decoded) return this.reply(frame, "error", { reason: "invalid payload" })
    const subscription: Subscription = { channel: decoded.channel, params: decoded.params }
    const key = subscriptionKey(subscription)
    if (event === "unsubscribe") {
      this.subs.delete(key)
      return this.reply(frame, "ok", {})
    }
    if (!this.subs.has(key) && this.subs.size >= MAX_SUBSCRIPTIONS) return this.reply(frame, "error", { reason: "too many subscriptions" })
    this.subs.set(key, subscription)
    this.reply(frame, "ok", {})
  }
}
