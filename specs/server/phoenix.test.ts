/**
 * The Phoenix channels V2 protocol on /socket/websocket, driven by the official `phoenix` client
 * where it can be (join, authenticate, pushes, rejoin after a restart) and by raw frames for the
 * edge cases (heartbeat, malformed frames, unknown topics, leave).
 */
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { UserPush } from "../../core/model/realtime.js"
import { startServer } from "../../server/main.js"
import { CONTROL_TOPIC, joinLobby, RawSocket } from "./socket-support.js"
import { apiClient, databaseTargets, login, register, tempDir, testClock } from "./support.js"
import { suiteServer } from "./suite-server.js"

const decodeUserPush = Schema.decodeUnknownSync(UserPush)

describe.each(databaseTargets())("socket on $name", (target) => {
  const t = suiteServer(target, { seed: false })

  it("joins client:lobby, authenticates, and receives the user pushed after PUT users", async () => {
    const api = t.api()
    const { token, user } = await register(api)
    const lobby = await joinLobby(t.server.url)
    try {
      expect(await lobby.push("authenticate", { token })).toEqual({ status: "ok", response: { user_id: user.id } })
      expect((await api.call("PUT", "/api/v0/users", { token, body: { firstname: "Pushed" } })).status).toBe(200)
      const pushed = decodeUserPush(await lobby.pushes.next("user"))
      expect(pushed.firstname).toBe("Pushed")
      expect(pushed.id).toBe(user.id)
      expect(pushed.session_id).toBe(user.session_id)
      expect(pushed.account.balance).toBe(0)
    } finally {
      lobby.close()
    }
  })

  it("each login's socket gets its own session fields; other users' sockets get nothing", async () => {
    const api = t.api()
    const { token: first, form, user } = await register(api)
    const second = await login(api, form.email, form.password)
    const stranger = await register(api)
    const [a, b, c] = await Promise.all([joinLobby(t.server.url), joinLobby(t.server.url), joinLobby(t.server.url)])
    try {
      await a.push("authenticate", { token: first })
      await b.push("authenticate", { token: second.token })
      await c.push("authenticate", { token: stranger.token })
      await api.call("PUT", "/api/v0/users", { token: first, body: { lastname: "Both" } })
      const [toA, toB] = [decodeUserPush(await a.pushes.next("user")), decodeUserPush(await b.pushes.next("user"))]
      expect(toA.session_id).toBe(user.session_id)
      expect(toB.session_id).toBe(second.user.session_id)
      expect(toA.lastname).toBe("Both")
      // The stranger's own push comes after ours on the same bus: by then ours would have arrived.
      await api.call("PUT", "/api/v0/users", { token: stranger.token, body: { lastname: "Own" } })
      expect(decodeUserPush(await c.pushes.next("user")).lastname).toBe("Own")
      expect(c.pushes.pending("user")).toEqual([])
    } finally {
      for (const lobby of [a, b, c]) lobby.close()
    }
  })

  it("a socket stops receiving a user's pushes once its session is logged out", async () => {
    const api = t.api()
    const { token, form } = await register(api)
    const other = await login(api, form.email, form.password)
    const [loggedOut, stillIn] = await Promise.all([joinLobby(t.server.url), joinLobby(t.server.url)])
    try {
      await loggedOut.push("authenticate", { token })
      await stillIn.push("authenticate", { token: other.token })
      expect((await api.call("DELETE", "/api/v0/sessions", { token })).status).toBe(204)
      await api.call("PUT", "/api/v0/users", { token: other.token, body: { firstname: "After" } })
      expect(decodeUserPush(await stillIn.pushes.next("user")).firstname).toBe("After")
      expect(loggedOut.pushes.pending("user")).toEqual([])
    } finally {
      loggedOut.close()
      stillIn.close()
    }
  })

  it("authenticate: a bad token is an error reply, null logs the socket out", async () => {
    const lobby = await joinLobby(t.server.url)
    try {
      expect(await lobby.push("authenticate", { token: "not-a-token" })).toEqual({ status: "error", response: { reason: "invalid_token" } })
      expect(await lobby.push("authenticate", { token: null })).toEqual({ status: "ok", response: { user_id: null } })
      expect(await lobby.push("authenticate", { nope: 1 })).toEqual({ status: "error", response: { reason: "invalid payload" } })
    } finally {
      lobby.close()
    }
  })

  it("subscribe, unsubscribe and acknowledge answer ok; bad payloads and unknown events answer errors", async () => {
    const lobby = await joinLobby(t.server.url)
    try {
      expect((await lobby.push("subscribe", { channel: "games", params: { all: true } })).status).toBe("ok")
      expect((await lobby.push("subscribe", { channel: "markets" })).status).toBe("ok")
      expect((await lobby.push("unsubscribe", { channel: "games", params: { all: true } })).status).toBe("ok")
      expect((await lobby.push("acknowledge", { ack_id: "n-1" })).status).toBe("ok")
      expect(await lobby.push("subscribe", { channel: 7 })).toEqual({ status: "error", response: { reason: "invalid payload" } })
      expect(await lobby.push("acknowledge", {})).toEqual({ status: "error", response: { reason: "invalid payload" } })
      expect(await lobby.push("dance", {})).toEqual({ status: "error", response: { reason: "unknown event" } })
    } finally {
      lobby.close()
    }
  })

  describe("frames", () => {
    let raw: RawSocket
    beforeAll(async () => {
      raw = await RawSocket.open(t.server.url)
    })
    afterAll(() => raw?.close())

    it("heartbeat on topic phoenix is answered ok", async () => {
      raw.send([null, "h1", "phoenix", "heartbeat", {}])
      expect(await raw.reply("h1")).toEqual([null, "h1", "phoenix", "phx_reply", { status: "ok", response: {} }])
    })

    it("malformed frames are ignored and the connection keeps working", async () => {
      for (const junk of ["not json", "{}", "[1,2,3]", '["1","2",3,"x",{}]', "[null,null,null,null,null]", '"text"']) raw.send(junk)
      raw.ws.send(Buffer.from([1, 2, 3]), { binary: true })
      raw.send([null, "h2", "phoenix", "heartbeat", {}])
      expect((await raw.reply("h2"))[4]).toEqual({ status: "ok", response: {} })
      expect(raw.received()).toEqual([])
    })

    it("joining an unknown topic is an error reply", async () => {
      raw.send(["j1", "j1", "room:secret", "phx_join", {}])
      expect((await raw.reply("j1"))[4]).toEqual({ status: "error", response: { reason: "unmatched topic" } })
    })

    it("an event on a topic not joined is an error reply", async () => {
      raw.send(["zz", "e1", CONTROL_TOPIC, "authenticate", { token: null }])
      expect((await raw.reply("e1"))[4]).toEqual({ status: "error", response: { reason: "unmatched topic" } })
    })

    it("a second join closes the first; leave answers ok, then phx_close", async () => {
      raw.send(["j2", "j2", CONTROL_TOPIC, "phx_join", {}])
      expect(await raw.reply("j2")).toEqual(["j2", "j2", CONTROL_TOPIC, "phx_reply", { status: "ok", response: {} }])
      raw.send(["j3", "j3", CONTROL_TOPIC, "phx_join", {}])
      expect(await raw.expect((f) => f[3] === "phx_close")).toEqual(["j2", "j2", CONTROL_TOPIC, "phx_close", {}])
      expect((await raw.reply("j3"))[4]).toEqual({ status: "ok", response: {} })
      // The old join_ref is no longer the channel's.
      raw.send(["j2", "e2", CONTROL_TOPIC, "acknowledge", { ack_id: "x" }])
      expect((await raw.reply("e2"))[4]).toEqual({ status: "error", response: { reason: "unmatched topic" } })
      raw.send(["j3", "l1", CONTROL_TOPIC, "phx_leave", {}])
      expect(await raw.reply("l1")).toEqual(["j3", "l1", CONTROL_TOPIC, "phx_reply", { status: "ok", response: {} }])
      expect(await raw.expect((f) => f[3] === "phx_close")).toEqual(["j3", "j3", CONTROL_TOPIC, "phx_close", {}])
    })

    it("other socket paths and protocol versions are refused", async () => {
      await expect(RawSocket.open(t.server.url, "/socket/other")).rejects.toThrow(/404/)
      await expect(RawSocket.open(t.server.url, "/socket/websocket?vsn=1.0.0")).rejects.toThrow(/400/)
    })
  })
})

describe("reconnecting", () => {
  it("the official client rejoins after the server restarts on the same port, re-authenticates and gets pushes again", async () => {
    const dir = tempDir("restart")
    const clock = testClock()
    const options = { dataDir: dir.path, production: false, seed: false, clock, log: () => {} }
    let server = await startServer({ ...options, port: 0 })
    const port = server.port
    const lobby = await joinLobby(server.url).catch(async (error: unknown) => {
      await server.close()
      throw error
    })
    try {
      const api = apiClient(server.url)
      const { token, user } = await register(api)
      // What the shell does: authenticate on every successful join (spec §4 "Realtime").
      let authentications = 0
      const authenticate = async () => {
        const reply = await lobby.push("authenticate", { token })
        if (reply.status === "ok") authentications += 1
        return reply
      }
      expect((await authenticate()).response).toEqual({ user_id: user.id })

      const rejoined = lobby.nextJoin()
      await server.close()
      server = await startServer({ ...options, port })
      await rejoined
      expect(lobby.joins()).toBe(2)
      expect((await authenticate()).response).toEqual({ user_id: user.id })
      expect(authentications).toBe(2)

      const restartedApi = apiClient(server.url)
      expect((await restartedApi.call("PUT", "/api/v0/users", { token, body: { firstname: "Again" } })).status).toBe(200)
      expect(decodeUserPush(await lobby.pushes.next("user")).firstname).toBe("Again")
    } finally {
      lobby.close()
      await server.close()
      dir.remove()
    }
  }, 120_000) // starts and stops whole servers (PGlite migrations included): slow on a loaded two-core machine
})
