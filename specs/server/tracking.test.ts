/**
 * POST personalisation/tracking (spec §7): the client's batches are stored, anonymous or with the
 * user of a live session; a bad body is 400 with public_message and stores nothing.
 */
import { asc } from "drizzle-orm"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openPglite, openPostgres } from "../../server/db/connect.js"
import { trackingEvents } from "../../server/db/schema.js"
import { databaseTargets, register, startTestServer, tempDir, TEST_NOW, type TestServer } from "./support.js"

const PATH = "/api/v0/personalisation/tracking"
const anEvent = (over: Record<string, unknown> = {}) => ({
  event: "game_clicked", page: "/casino", location: "lobby", position: 3, id: "g-1", type: "casino", game_id: "g-1",
  timestamp: TEST_NOW - 1_000, ...over,
})

describe.each(databaseTargets())("personalisation tracking on $name", (target) => {
  let t: TestServer
  const dir = tempDir("tracking")
  let closed = false
  beforeAll(async () => {
    t = await startTestServer(target, target.name === "pglite" ? { dataDir: dir.path } : {})
  })
  afterAll(async () => {
    if (!closed) await t?.server.close()
    await t?.database.drop()
    dir.remove()
  })

  /** The stored rows (server/main.ts keeps PGlite in `<dataDir>/pglite`, one owner: the server closes first; this runs last). */
  const storedRows = async () => {
    await t.server.close()
    closed = true
    const database = target.name === "pglite" ? await openPglite(join(dir.path, "pglite")) : openPostgres(t.database.url!)
    try {
      return await database.db.select().from(trackingEvents).orderBy(asc(trackingEvents.id))
    } finally {
      await database.close()
    }
  }

  it("an anonymous batch is accepted", async () => {
    const reply = await t.api().call("POST", PATH, { body: { events: [anEvent(), anEvent({ event: "game_viewed", position: null, location: null })] } })
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ ok: true })
  })

  it("a batch with a live session is accepted for that user; an unknown token counts as anonymous", async () => {
    const api = t.api()
    const { token, user } = await register(api)
    expect((await api.call("POST", PATH, { token, body: { events: [anEvent({ id: `user-${user.id}` })] } })).status).toBe(200)
    expect((await api.call("POST", PATH, { token: "not-a-token", body: { events: [anEvent({ id: "stranger" })] } })).status).toBe(200)
  })

  it.each([
    ["no events", { events: [] }],
    ["events missing", {}],
    ["an event without its name", { events: [{ ...anEvent(), event: undefined }] }],
    ["a non-integer position", { events: [anEvent({ position: 1.5 })] }],
    ["a timestamp as text", { events: [anEvent({ timestamp: "yesterday" })] }],
    ["an over-long page", { events: [anEvent({ page: "x".repeat(257) })] }],
    ["more than 100 events", { events: Array.from({ length: 101 }, () => anEvent()) }],
  ])("%s is 400 with a public_message", async (_case, body) => {
    const reply = await t.api().call("POST", PATH, { body })
    expect(reply.status).toBe(400)
    expect(typeof reply.body.public_message).toBe("string")
    expect(reply.body.public_message.length).toBeGreaterThan(0)
  })

  it("malformed JSON is 400 with a public_message", async () => {
    const reply = await t.api().call("POST", PATH, { raw: "{events:" })
    expect(reply.status).toBe(400)
    expect(reply.body.public_message).toEqual(expect.any(String))
  })

  it("stores every accepted event once, with its user when the session was live, and nothing from refused batches", async () => {
    const rows = await storedRows()
    expect(rows.map((r) => [r.event, r.itemId, r.userId === null])).toEqual([
      ["game_clicked", "g-1", true],
      ["game_viewed", "g-1", true],
      ["game_clicked", expect.stringMatching(/^user-\d+$/), false],
      ["game_clicked", "stranger", true],
    ])
    const userRow = rows[2]!
    expect(userRow.itemId).toBe(`user-${userRow.userId}`)
    expect(rows[0]).toMatchObject({ page: "/casino", location: "lobby", position: 3, type: "casino", gameId: "g-1", brand: expect.any(String) })
    expect(rows[1]).toMatchObject({ position: null, location: null })
    expect(rows[0]!.timestamp.getTime()).toBe(TEST_NOW - 1_000)
    expect(rows[0]!.receivedAt.getTime()).toBe(t.clock())
  })
})
