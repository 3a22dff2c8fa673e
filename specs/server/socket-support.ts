/**
 * Socket helpers: the official `phoenix` client over `ws` (Node 20 has no global WebSocket), a
 * recorder of pushes that tests await by event name, and a raw frame-level client for the
 * protocol edge cases the official client never sends.
 */
import { Socket, type Channel } from "phoenix"
import { afterAll, expect } from "vitest"
import { WebSocket } from "ws"

export const CONTROL_TOPIC = "client:lobby"

/** Pushes of one event name, in order; `next()` waits for the next one not yet taken. */
export class PushRecorder {
  private readonly seen = new Map<string, unknown[]>()
  private readonly waiting = new Map<string, Array<(payload: unknown) => void>>()

  record(event: string, payload: unknown): void {
    const waiter = this.waiting.get(event)?.shift()
    if (waiter) waiter(payload)
    else this.seen.set(event, [...(this.seen.get(event) ?? []), payload])
  }

  /** Pushes received but not yet taken by next(). */
  pending(event: string): unknown[] {
    return this.seen.get(event) ?? []
  }

  next(event: string, timeoutMs = 5_000): Promise<any> {
    const queued = this.seen.get(event)
    if (queued && queued.length > 0) return Promise.resolve(queued.shift())
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${event}" push within ${timeoutMs} ms`)), timeoutMs)
      const list = this.waiting.get(event) ?? []
      list.push((payload) => {
        clearTimeout(timer)
        resolve(payload)
      })
      this.waiting.set(event, list)
    })
  }
}

export interface Lobby {
  readonly socket: Socket
  readonly channel: Channel
  readonly pushes: PushRecorder
  /** Count of successful joins (the first, then one per rejoin). */
  joins(): number
  /** Resolves on the next successful join (after a reconnect). */
  nextJoin(timeoutMs?: number): Promise<void>
  push(event: string, payload: object, timeoutMs?: number): Promise<{ status: "ok" | "error"; response: any }>
  close(): void
}

export const PUSH_EVENTS = ["user", "maintenance", "notification", "game", "markets", "market", "match"] as const

/** Connects with the spec's connect params and joins the control topic. */
export const joinLobby = async (baseUrl: string): Promise<Lobby> => {
  const socket = new Socket(`${baseUrl.replace(/^http/, "ws")}/socket`, {
    transport: WebSocket as unknown as new (endpoint: string) => object,
    params: { device_id: "device-under-test", locale: "en-GB", authorization: false },
    reconnectAfterMs: () => 50,
    rejoinAfterMs: () => 50,
    timeout: 5_000,
  })
  socket.connect()
  const channel = socket.channel(CONTROL_TOPIC, {})
  const pushes = new PushRecorder()
  for (const event of PUSH_EVENTS) channel.on(event, (payload) => pushes.record(event, payload))
  let joins = 0
  let joinWaiters: Array<() => void> = []
  await new Promise<void>((resolve, reject) => {
    channel
      .join()
      .receive("ok", () => {
        joins += 1
        const waiters = joinWaiters
        joinWaiters = []
        for (const waiter of waiters) waiter()
        resolve()
      })
      .receive("error", (reason) => reject(new Error(`join refused: ${JSON.stringify(reason)}`)))
      .receive("timeout", () => reject(new Error("join timed out")))
  })
  return {
    socket,
    channel,
    pushes,
    joins: () => joins,
    nextJoin: (timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no rejoin")), timeoutMs)
        joinWaiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      }),
    push: (event, payload, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        channel
          .push(event, payload, timeoutMs)
          .receive("ok", (response) => resolve({ status: "ok", response }))
          .receive("error", (response) => resolve({ status: "error", response }))
          .receive("timeout", () => reject(new Error(`${event} timed out`)))
      }),
    close: () => socket.disconnect(),
  }
}

/**
 * Players sitting down at a live casino table: each `join()` opens a lobby, records the table's
 * `event` pushes and subscribes to the table (the server must answer "ok"). Call inside the suite's
 * describe, after its server: every lobby is closed after the suite, before the server stops.
 */
export const casinoTablePlayers = (baseUrl: () => string, table: string, event: string): { join(): Promise<PushRecorder> } => {
  const lobbies: Lobby[] = []
  afterAll(() => {
    for (const l of lobbies) l.close()
  })
  return {
    join: async () => {
      const lobby = await joinLobby(baseUrl())
      lobbies.push(lobby)
      const pushes = new PushRecorder()
      lobby.channel.on(event, (payload) => pushes.record(event, payload))
      const reply = await lobby.push("subscribe", { channel: "casino_table", params: { table } })
      expect(reply.status).toBe("ok")
      return pushes
    },
  }
}

export type RawFrame = [string | null, string | null, string, string, unknown]

/** A bare WebSocket speaking frames, for what the official client would never send. */
export class RawSocket {
  private readonly frames: RawFrame[] = []
  private waiters: Array<() => void> = []

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      this.frames.push(JSON.parse(String(data)) as RawFrame)
      const waiters = this.waiters
      this.waiters = []
      for (const waiter of waiters) waiter()
    })
  }

  static open(baseUrl: string, path = "/socket/websocket?vsn=2.0.0&device_id=raw&locale=en-GB&authorization=false"): Promise<RawSocket> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}${path}`)
    return new Promise((resolve, reject) => {
      ws.once("open", () => resolve(new RawSocket(ws)))
      ws.once("error", reject)
    })
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === "string" ? frame : JSON.stringify(frame))
  }

  /** The next frame matching `predicate` (frames before it are kept). */
  async expect(predicate: (frame: RawFrame) => boolean, timeoutMs = 5_000): Promise<RawFrame> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const index = this.frames.findIndex(predicate)
      if (index >= 0) return this.frames.splice(index, 1)[0]!
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no matching frame; received ${JSON.stringify(this.frames)}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  reply(ref: string): Promise<RawFrame> {
    return this.expect((f) => f[1] === ref && f[3] === "phx_reply")
  }

  received(): ReadonlyArray<RawFrame> {
    return this.frames
  }

  close(): void {
    this.ws.close()
  }
}
