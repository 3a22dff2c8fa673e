/**
 * A minimal Phoenix channels V2 server on `ws`, for socket tests: frames are JSON arrays
 * `[join_ref, ref, topic, event, payload]`; it answers heartbeats, joins, leaves and every client
 * push with `phx_reply {status: "ok"}`, records what it received, and pushes on demand.
 *
 * It listens on 127.0.0.1 on a free port: no network beyond this machine.
 */
import type { AddressInfo } from "node:net"
import { WebSocketServer, type WebSocket } from "ws"

export interface Frame {
  readonly joinRef: string | null
  readonly ref: string | null
  readonly topic: string
  readonly event: string
  readonly payload: unknown
}

export interface PhoenixTestServer {
  /** The endpoint to give the phoenix client ("ws://127.0.0.1:port/socket"). */
  readonly url: string
  /** Every frame received, across connections, except heartbeats. */
  readonly frames: Frame[]
  /** The request URL of each connection accepted, in order. */
  readonly connections: string[]
  /** Pushes an event on a topic to every client joined to it. */
  push(topic: string, event: string, payload: unknown): void
  /** Closes every open connection (the client sees an outage). */
  dropConnections(): void
  /** While true, new connections are closed as soon as they open. */
  refuseConnections: boolean
  close(): Promise<void>
}

export const startPhoenixServer = async (): Promise<PhoenixTestServer> => {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 })
  await new Promise<void>((resolve) => wss.once("listening", () => resolve()))
  const { port } = wss.address() as AddressInfo
  const frames: Frame[] = []
  const connections: string[] = []
  const joined = new Map<WebSocket, Map<string, string | null>>()

  const send = (ws: WebSocket, frame: readonly unknown[]) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame))
  }

  const server: PhoenixTestServer = {
    url: `ws://127.0.0.1:${port}/socket`,
    frames,
    connections,
    refuseConnections: false,
    push(topic, event, payload) {
      for (const [ws, topics] of joined) {
        if (topics.has(topic)) send(ws, [null, null, topic, event, payload])
      }
    },
    dropConnections() {
      for (const ws of wss.clients) ws.terminate()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const ws of wss.clients) ws.terminate()
        wss.close(() => resolve())
      }),
  }

  wss.on("connection", (ws, request) => {
    if (server.refuseConnections) {
      ws.close(1011, "refused")
      return
    }
    connections.push(request.url ?? "")
    const topics = new Map<string, string | null>()
    joined.set(ws, topics)
    ws.on("close", () => joined.delete(ws))
    ws.on("message", (data) => {
      const [joinRef, ref, topic, event, payload] = JSON.parse(String(data)) as [string | null, string | null, string, string, unknown]
      if (topic === "phoenix" && event === "heartbeat") {
        send(ws, [null, ref, "phoenix", "phx_reply", { status: "ok", response: {} }])
        return
      }
      frames.push({ joinRef, ref, topic, event, payload })
      if (event === "phx_join") topics.set(topic, joinRef)
      if (event === "phx_leave") topics.delete(topic)
      send(ws, [joinRef, ref, topic, "phx_reply", { status: "ok", response: {} }])
    })
  })

  return server
}

/** Waits for a condition that real I/O will make true; fails after `timeoutMs`. */
export const eventually = async (condition: () => boolean, timeoutMs = 5000, what = "condition"): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}
