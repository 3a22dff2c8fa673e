/**
 * The WebSocket endpoint `/socket/websocket`, on the HTTP server's own port: `ws` in noServer mode
 * takes the `upgrade` requests for that path and hands each connection to a PhoenixConnection.
 * Other upgrade paths are refused with 404; a protocol version other than 2.x with 400.
 */
import type { IncomingMessage, Server } from "node:http"
import type { Duplex } from "node:stream"
import { WebSocketServer } from "ws"
import { PhoenixConnection, type PhoenixDeps } from "./phoenix.js"

export const SOCKET_PATH = "/socket/websocket"
/** Frames are small JSON; a megabyte-sized one is a mistake or an attack. */
export const MAX_FRAME_BYTES = 64 * 1024

export interface SocketServer {
  close(): Promise<void>
  readonly connections: number
}

const refuse = (socket: Duplex, status: number, reason: string): void => {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

export const attachSocketServer = (server: Server, deps: PhoenixDeps): SocketServer => {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => {}) // a client vanishing mid-handshake is not our error
    const url = new URL(request.url ?? "/", "http://localhost")
    if (url.pathname !== SOCKET_PATH) return refuse(socket, 404, "Not Found")
    const vsn = url.searchParams.get("vsn")
    if (vsn !== null && !vsn.startsWith("2.")) return refuse(socket, 400, "Bad Request")
    wss.handleUpgrade(request, socket, head, (ws) => {
      new PhoenixConnection(ws, { deviceId: url.searchParams.get("device_id"), locale: url.searchParams.get("locale") }, deps)
    })
  }
  server.on("upgrade", onUpgrade)

  return {
    get connections() {
      return wss.clients.size
    },
    close: async () => {
      server.off("upgrade", onUpgrade)
      for (const ws of wss.clients) ws.close(1001, "server shutting down")
      // Give clients a moment to answer the close handshake, then cut whatever is left.
      await new Promise((resolve) => setTimeout(resolve, 50))
      for (const ws of wss.clients) ws.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}
