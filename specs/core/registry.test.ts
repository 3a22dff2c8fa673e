/**
 * The area registry (issue 12): core/app builds the event union, the endpoint table, the push table,
 * the storage keys and the initial state from the one list of areas (core/app/areas.ts), so an
 * area's parts reach the app by that list alone. Every area's parts must be there, and the log
 * decoder must decode (and re-encode) an event of every area.
 */
import { Effect, Schema } from "effect"
import * as Arbitrary from "effect/Arbitrary"
import { describe, expect, it } from "vitest"
import { AREAS } from "../../core/app/areas.js"
import { ENDPOINTS, PUSH_ROUTES, STORAGE_KEYS } from "../../core/app/endpoints.js"
import { AppEvent, EVENT_SCHEMAS } from "../../core/app/events.js"
import { copyState, initialState } from "../../core/app/state.js"
import { readLogFile } from "../../core/log/replay.js"
import { LOG_FORMAT, LOG_VERSION } from "../../core/log/log.js"
import type { AnyArea } from "../../core/kernel/index.js"
import { STORAGE_KEYS as STORAGE_NAMES } from "../../adapters/storage/storage.js"

const areas = AREAS as ReadonlyArray<AnyArea>
const tagOf = (schema: Schema.Top): string => (schema as unknown as { fields: { _tag: { ast: { literal: string } } } }).fields._tag.ast.literal

/** Up to `tries` generated values of the schema that survive encoding (generated instants may fall outside a Date). */
const encodable = (schema: Schema.Top, tries = 40): unknown | undefined => {
  const values = Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema as never), { count: tries, seed: 20261125 })) as ReadonlyArray<unknown>
  for (const value of values) {
    try {
      return Schema.encodeUnknownSync(AppEvent)(value)
    } catch {
      // an instant outside a Date, say: try the next sample
    }
  }
  return undefined
}

describe("the area registry", () => {
  it("lists each area once, slices under distinct keys", () => {
    const slices = areas.filter((a) => a.kind === "slice").map((a) => a.key)
    expect(new Set(slices).size).toBe(slices.length)
    expect(new Set(areas).size).toBe(areas.length)
    // A follower moves a slice that some area owns.
    for (const f of areas.filter((a) => a.kind === "follow")) expect(slices).toContain(f.key)
  })

  it("builds the initial state from every slice area's initial value, and nothing else", () => {
    const expected = Object.fromEntries([["seq", 0], ...areas.flatMap((a) => (a.kind === "slice" ? [[a.key, a.initial]] : []))])
    expect(initialState).toEqual(expected)
    for (const a of areas) if (a.kind === "slice") expect((initialState as unknown as Record<string, unknown>)[a.key]).toBe(a.initial)
  })

  it("copies a state key for key, in the list's order, into a new object (update's copy of the root)", () => {
    const copy = copyState(initialState)
    expect(copy).not.toBe(initialState)
    expect(Object.keys(copy)).toEqual(["seq", ...areas.flatMap((a) => (a.kind === "slice" ? [a.key] : []))])
    for (const key of Object.keys(initialState)) expect((copy as unknown as Record<string, unknown>)[key]).toBe((initialState as unknown as Record<string, unknown>)[key])
  })

  it("puts every area's event schemas in the event union, each tag once", () => {
    const tags = EVENT_SCHEMAS.map(tagOf)
    expect(new Set(tags).size).toBe(tags.length)
    for (const a of areas) for (const schema of a.events ?? []) expect(EVENT_SCHEMAS).toContain(schema)
  })

  it("puts every area's endpoints in the endpoint table under their own names, and every push in the push table", () => {
    for (const a of areas) {
      for (const [name, endpoint] of Object.entries(a.endpoints ?? {})) {
        expect([a.key, name, ENDPOINTS[name]]).toEqual([a.key, name, endpoint])
        expect((endpoint as { name: string }).name).toBe(name)
      }
      for (const [name, route] of Object.entries(a.pushes ?? {})) expect([a.key, name, PUSH_ROUTES[name]]).toEqual([a.key, name, route])
    }
  })

  it("knows how to store every key an area persists", () => {
    for (const key of STORAGE_KEYS) expect([key, Object.hasOwn(STORAGE_NAMES, key)]).toEqual([key, true])
  })

  it("decodes, from a recorded log, an event of every area that owns events", () => {
    for (const a of areas) {
      const schemas = a.events ?? []
      if (schemas.length === 0) continue
      const encoded = schemas.map((schema) => encodable(schema)).filter((e) => e !== undefined)
      expect([a.key, encoded.length > 0]).toEqual([a.key, true])
      const { events } = readLogFile({ format: LOG_FORMAT, version: LOG_VERSION, snapshot: null, events: encoded })
      expect(events.map((e) => e._tag).sort()).toEqual(encoded.map((e) => (e as { _tag: string })._tag).sort())
      for (const event of events) expect(a.events).toContainEqual(EVENT_SCHEMAS.find((s) => tagOf(s) === event._tag))
    }
  })
})
