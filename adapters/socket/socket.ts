/**
 * The realtime socket (spec §7 "Realtime socket", §9 "Socket", DESIGN.md §3), on the official
 * `phoenix` client: Phoenix channels V2 over the browser's WebSocket (Node tests pass `ws`).
 *
 * One control topic per connection (`client:lobby`) carries what the client says: `authenticate
 * {token}`, `acknowledge {ack_id}`, `subscribe`/`unsubscribe {channel, params}`; server pushes
 * arrive on it too, named by channel, and become events through the table in pushes.ts.
 *
 * The server forgets everything when a connection drops, so every (re)join re-authenticates with
 * the current token and re-sends every active subscription before telling core `SocketConnected`
 * (core refetches what may have changed while away). `SocketDisconnected` is dispatched once per
 * outage, however many reconnection attempts fail during it.
 *
 * The `phoenix` client is loaded on the first `connect` (a chunk of its own in the browser, not
 * part of the first visit's JavaScript: docs/decisions/0018): until it is in, the token, the
 * subscriptions and the acknowledgements wait in the adapter as they do for a join, and are sent
 * by that join.
 */
import type { Channel, Socket } from "phoenix"
import type { EventInput } from "../../core/app/events.js"
import { CONTROL_TOPIC } from "../../core/model/realtime.js"
import { eventOfPush, PUSH_ROUTES, type PushRoute } from "./pushes.js"

/** Spec §9: reconnect delay 1 s, growing up to 5 s. */
export const reconnectDelayMs = (tries: number): number => Math.min(Math.max(tries, 1) * 1000, 5000)
/** Spec §9: timeout 20 s (joins and pushes). */
export const SOCKET_TIMEOUT_MS = 20_000
/** The spec's one channel the client never subscribes to over the socket. */
export const UNSUBSCRIBED_CHANNELS: ReadonlySet<string> = new Set(["bonus"])

/** A WebSocket constructor: the browser's, or `ws` in Node. */
export type WebSocketTransport = new (url: string, protocols?: string | string[]) => object

export interface SocketOptions {
  /** "/socket" (same origin), "ws://host:3000/socket"; http(s) URLs are turned into ws(s). */
  readonly url: string
  readonly deviceId: string
  /** Read at each connection attempt. */
  readonly locale: () => string
  readonly token: string | null
  readonly dispatch: (event: EventInput) => void
  readonly transport?: WebSocketTransport
  /** Tests shorten the back-off; the default is spec §9's. */
  readonly reconnectAfterMs?: (tries: number) => number
  readonly timeoutMs?: number
  readonly routes?: Readonly<Record<string, PushRoute>>
  readonly log?: (level: "info" | "warn", message: string) => void
  /** Loads the phoenix client; the default imports the package (a lazy chunk in the browser). */
  readonly loadClient?: () => Promise<{ readonly Socket: typeof Socket }>
}

export interface Subscription {
  readonly channel: string
  readonly params: Readonly<Record<string, unknown>>
}

export interface SocketAdapter {
  connect(): void
  /** Leaves the topic and closes the connection; no further events. */
  disconnect(): void
  authenticate(token: string | null): void
  acknowledge(ackId: string): void
  subscribe(channel: string, params: Readonly<Record<string, unknown>>): void
  unsubscribe(channel: string, params: Readonly<Record<string, unknown>>): void
  /** The active subscriptions, re-sent on every join. */
  subscriptions(): ReadonlyArray<Subscription>
  isJoined(): boolean
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are one subscription. */
export const stableJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`
  }
  return JSON.stringify(value) ?? "null"
}

export const subscriptionKey = (channel: string, params: Readonly<Record<string, unknown>>): string => `${channel}:${stableJson(params)}`

/** Phoenix takes "/socket" or a ws(s) URL; an http(s) override is accepted and converted. */
export const toSocketUrl = (url: string): string => url.replace(/^http(s?):\/\//i, "ws$1://").replace(/\/+$/, "")

export const createSocket = (options: SocketOptions): SocketAdapter => {
  const log = options.log ?? ((level, message) => (level === "warn" ? console.warn : console.info)(`[socket] ${message}`))
  const routes = options.routes ?? PUSH_ROUTES
  const registry = new Map<string, Subscription>()
  const pendingAcks: string[] = []
  let token = options.token
  let status: "idle" | "up" | "down" = "idle"
  let stopped = false
  let channel: Channel | null = null
  /** Made once the client is loaded (the first `connect`). */
  let socket: Socket | null = null
  let loading = false

  /** Loads the client and opens the socket; a failed load (offline, a new release) is an outage, tried again with the back-off. */
  const load = (tries: number): void => {
    ;(options.loadClient ?? (() => import("phoenix")))().then(
      (client) => {
        if (stopped) return
        try {
          open(client)
        } catch (error) {
          // A URL the client cannot use (a relative one where there is no page location): no socket.
          log("warn", `the socket did not start: ${error instanceof Error ? error.message : String(error)}`)
        }
      },
      (error: unknown) => {
        log("warn", `the socket client did not load: ${error instanceof Error ? error.message : String(error)}`)
        markDown()
        setTimeout(() => {
          if (!stopped) load(tries + 1)
        }, (options.reconnectAfterMs ?? reconnectDelayMs)(tries))
      },
    )
  }

  const open = (client: { readonly Socket: typeof Socket }): void => {
    const made = new client.Socket(toSocketUrl(options.url), {
      params: () => ({ device_id: options.deviceId, locale: options.locale(), authorization: false }),
      reconnectAfterMs: options.reconnectAfterMs ?? reconnectDelayMs,
      rejoinAfterMs: options.reconnectAfterMs ?? reconnectDelayMs,
      timeout: options.timeoutMs ?? SOCKET_TIMEOUT_MS,
      ...(options.transport ? { transport: options.transport } : {}),
    })
    made.onError(() => markDown())
    made.onClose(() => markDown())
    socket = made
    made.connect()
    join(made)
  }

  const dispatch = (event: EventInput): void => {
    if (stopped) return
    try {
      options.dispatch(event)
    } catch (error) {
      log("warn", `dispatch of ${event._tag} failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  const joined = (): boolean => channel !== null && channel.state === "joined" && socket !== null && socket.isConnected()

  const send = (event: string, payload: object): void => {
    if (!channel || !joined()) return
    try {
      channel.push(event, payload)
    } catch (error) {
      log("warn", `push ${event} failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  const markDown = (): void => {
    if (stopped || status === "down") return
    status = "down"
    dispatch({ _tag: "SocketDisconnected" })
  }

  const onJoined = (): void => {
    if (stopped) return
    status = "up"
    if (token !== null) send("authenticate", { token })
    for (const { channel: name, params } of registry.values()) send("subscribe", { channel: name, params })
    for (const ackId of pendingAcks.splice(0)) send("acknowledge", { ack_id: ackId })
    dispatch({ _tag: "SocketConnected" })
  }

  const join = (on: Socket): void => {
    const control = on.channel(CONTROL_TOPIC, {})
    for (const event of Object.keys(routes)) {
      control.on(event, (payload: unknown) => {
        const decoded = eventOfPush(event, payload, routes)
        if (decoded) dispatch(decoded)
      })
    }
    control.onError(() => markDown())
    control
      .join()
      .receive("ok", onJoined)
      .receive("error", (reason: unknown) => log("warn", `join ${CONTROL_TOPIC} refused: ${stableJson(reason)}`))
      .receive("timeout", () => log("warn", `join ${CONTROL_TOPIC} timed out`))
    channel = control
  }

  return {
    connect() {
      if (stopped || loading) return
      loading = true
      load(1)
    },
    disconnect() {
      stopped = true
      try {
        channel?.leave()
      } catch {
        // leaving a never-joined channel is fine to skip
      }
      socket?.disconnect()
    },
    authenticate(next) {
      token = next
      // Before the join the join sends it; a null token tells a live connection to forget the user.
      send("authenticate", { token: next })
    },
    acknowledge(ackId) {
      if (joined()) send("acknowledge", { ack_id: ackId })
      else pendingAcks.push(ackId)
    },
    subscribe(name, params) {
      if (UNSUBSCRIBED_CHANNELS.has(name)) return
      const key = subscriptionKey(name, params)
      if (registry.has(key)) return
      registry.set(key, { channel: name, params })
      send("subscribe", { channel: name, params })
    },
    unsubscribe(name, params) {
      if (UNSUBSCRIBED_CHANNELS.has(name)) return
      const key = subscriptionKey(name, params)
      if (!registry.delete(key)) return
      send("unsubscribe", { channel: name, params })
    },
    subscriptions: () => [...registry.values()],
    isJoined: joined,
  }
}
