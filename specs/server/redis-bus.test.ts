/**
 * Fan-out between server processes through Redis pub/sub (when REDIS_URL is set): two buses
 * deliver to each other, and two servers reach each other's sockets (maintenance, and the user
 * push when they share a PostgreSQL database).
 */
import { randomBytes } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startServer, type RunningServer } from "../../server/main.js"
import { createRedisBus, type Bus } from "../../server/realtime/bus.js"
import { joinLobby } from "./socket-support.js"
import { apiClient, databaseTargets, eventually, OPERATOR_TOKEN, register, testClock, type TestDatabase } from "./support.js"

const redisUrl = process.env.REDIS_URL

describe.runIf(redisUrl)("Redis bus", () => {
  it("two buses deliver every message to each other and to themselves; another prefix hears nothing", async () => {
    const prefix = `test-${randomBytes(4).toString("hex")}`
    const buses: Bus[] = await Promise.all([createRedisBus({ url: redisUrl!, prefix }), createRedisBus({ url: redisUrl!, prefix }), createRedisBus({ url: redisUrl!, prefix: `${prefix}-other` })])
    const [a, b, other] = buses as [Bus, Bus, Bus]
    try {
      const heard: Record<"a" | "b" | "other", unknown[]> = { a: [], b: [], other: [] }
      let resolveDone: () => void = () => {}
      const done = new Promise<void>((resolve) => (resolveDone = resolve))
      const hear = (who: "a" | "b") => (message: unknown) => {
        heard[who].push(message)
        if (heard.a.length === 2 && heard.b.length === 2) resolveDone()
      }
      await a.subscribe("news", hear("a"))
      await b.subscribe("news", hear("b"))
      await other.subscribe("news", (m) => heard.other.push(m))
      await a.publish("news", { from: "a" })
      await b.publish("news", { from: "b" })
      await done
      expect(heard.a).toEqual([{ from: "a" }, { from: "b" }])
      expect(heard.b).toEqual([{ from: "a" }, { from: "b" }])
      expect(heard.other).toEqual([])
    } finally {
      await Promise.all(buses.map((bus) => bus.close()))
    }
  })

  it("refuses to start with a clear message when Redis cannot be reached", async () => {
    await expect(createRedisBus({ url: "redis://127.0.0.1:1" })).rejects.toThrow(/Could not connect to Redis at redis:\/\/127.0.0.1:1/)
  })

  describe("two servers on one Redis", () => {
    const shared = databaseTargets().find((t) => t.name === "postgres")
    let database: TestDatabase | null = null
    let servers: RunningServer[] = []
    const prefix = `test-${randomBytes(4).toString("hex")}`

    beforeAll(async () => {
      database = shared ? await shared.create() : null
      const start = () =>
        startServer({
          port: 0,
          production: false,
          seed: false,
          clock: testClock(),
          log: () => {},
          operatorToken: OPERATOR_TOKEN,
          redisUrl,
          redisChannelPrefix: prefix,
          // Shared PostgreSQL when there is one; otherwise each its own database (pushes still cross).
          ...(database ? { databaseUrl: database.url! } : { dataDir: ":memory:" }),
        })
      servers = [await start(), await start()]
    })
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.close()))
      await database?.drop()
    })

    it("maintenance switched on one server reaches the other's sockets and API", async () => {
      const [a, b] = servers as [RunningServer, RunningServer]
      const lobby = await joinLobby(b.url)
      try {
        const ops = (active: boolean) => apiClient(a.url).call("POST", "/api/ops/maintenance", { token: OPERATOR_TOKEN, body: { active } })
        await ops(true)
        expect(await lobby.pushes.next("maintenance")).toEqual({ active: true })
        await eventually(async () => ((await apiClient(b.url).call("GET", "/api/v0/configs")).status === 503 ? true : undefined), 5_000, "503 on b")
        await ops(false)
        expect(await lobby.pushes.next("maintenance")).toEqual({ active: false })
        expect((await apiClient(b.url).call("GET", "/api/v0/configs")).status).toBe(200)
        expect((await apiClient(b.url).call("GET", "/api/ops/health", { token: OPERATOR_TOKEN })).body.bus).toBe("redis")
      } finally {
        lobby.close()
      }
    })

    it.runIf(shared)("a user changed through one server is pushed to their socket on the other", async () => {
      const [a, b] = servers as [RunningServer, RunningServer]
      const { token } = await register(apiClient(a.url))
      const lobby = await joinLobby(b.url)
      try {
        expect((await lobby.push("authenticate", { token })).status).toBe("ok")
        expect((await apiClient(a.url).call("PUT", "/api/v0/users", { token, body: { firstname: "Crossed" } })).status).toBe(200)
        expect((await lobby.pushes.next("user")).firstname).toBe("Crossed")
      } finally {
        lobby.close()
      }
    })
  })
})
