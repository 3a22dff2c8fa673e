/**
 * Virtual sports over HTTP (docs/api.md "Virtual sports"): the lobby, a kind's page, an event, its
 * timeline up to now, the results history, bad input answered 400/404 with a public message, and
 * the operator's control that starts the next event now.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { databaseTargets, eventually, OPERATOR_TOKEN, startTestServer, type TestServer } from "./support.js"

describe("virtual sports over HTTP", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(databaseTargets()[0]!, { virtuals: { tickMs: 50 } })
  }, 60_000)
  afterAll(async () => {
    await server?.stop()
  })

  it("the lobby lists the next events of every kind with their markets and stated margins; a kind's page only that kind", async () => {
    const api = server.api()
    const lobby = await eventually(async () => {
      const reply = await api.call("GET", "/api/v1/virtuals")
      return reply.body.upcoming?.length === 9 ? reply.body : undefined
    })
    expect(new Set(lobby.upcoming.map((e: { kind: string }) => e.kind))).toEqual(new Set(["horses", "greyhounds", "football"]))
    const race = lobby.upcoming.find((e: { kind: string }) => e.kind === "horses")
    expect(race.markets[0]).toMatchObject({ name: "Win or Each Way", status: "open" })
    expect(race.markets[0].each_way.placement).toBe(3)
    expect(race.margins[0]).toEqual({ market_id: race.markets[0].id, margin: 1.18 })
    const dogs = await api.call("GET", "/api/v1/virtuals/greyhounds")
    expect(dogs.body.upcoming.every((e: { kind: string }) => e.kind === "greyhounds")).toBe(true)
    const event = await api.call("GET", `/api/v1/virtuals/events/${race.id}`)
    expect(event.body.event).toMatchObject({ id: race.id, status: "upcoming", result: null })
    const timeline = await api.call("GET", `/api/v1/virtuals/events/${race.id}/timeline`)
    expect(timeline.body).toMatchObject({ event_id: race.id, race: [], complete: false })
  })

  it("the operator starts the next race now: it is live, its markets are halted and its timeline starts", async () => {
    const api = server.api()
    const started = await api.call("POST", "/api/ops/virtuals/start", { token: OPERATOR_TOKEN, body: { kind: "horses" } })
    expect(started.status).toBe(200)
    expect(started.body.event.status).toBe("live")
    expect(started.body.event.markets[0].status).toBe("halted")
    server.clock.advance(10_000)
    const timeline = await eventually(async () => {
      const reply = await api.call("GET", `/api/v1/virtuals/events/${started.body.event.id}/timeline`)
      return reply.body.race?.length > 0 ? reply.body : undefined
    })
    expect(timeline.race[timeline.race.length - 1].t).toBe(10_000)
    const again = await api.call("POST", "/api/ops/virtuals/start", { token: OPERATOR_TOKEN, body: { kind: "horses" } })
    expect(again.status).toBe(409)
  })

  it("bad input is a 400 or 404 with a public message, never a 500", async () => {
    const api = server.api()
    for (const [path, status] of [["/api/v1/virtuals/curling", 404], ["/api/v1/virtuals/events/12", 404], ["/api/v1/virtuals/events/abc/timeline", 404], ["/api/v1/virtuals/results?limit=0", 400], ["/api/v1/virtuals/results?kind=x", 404]] as const) {
      const reply = await api.call("GET", path)
      expect(reply.status, path).toBe(status)
      expect(typeof reply.body.public_message, path).toBe("string")
    }
    const bad = await api.call("POST", "/api/ops/virtuals/start", { token: OPERATOR_TOKEN, body: { kind: "curling" } })
    expect(bad.status).toBe(400)
    expect((await api.call("GET", "/api/v1/virtuals/results?kind=horses&limit=5")).status).toBe(200)
  })
})
