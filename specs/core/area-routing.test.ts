/**
 * Routing by tag (decision 0020): `update` hands an event only to the areas whose `handles` name
 * its tag (and to the areas with no list). Two properties keep the lists honest:
 *
 * 1. On random sessions the routed `update` equals the full pass, where every area sees every
 *    event: the same state and the same commands after every event. Internal events go through the
 *    same routing, so a list missing an internal event's tag fails here too.
 * 2. For each area with a list, an event of any other tag (every recorded event family, generated
 *    from its schema) leaves the area's slice the very same object, with no command, no internal
 *    event and no id drawn, whatever state the area finds (states reached by random sessions).
 */
import { Effect } from "effect"
import * as Arbitrary from "effect/Arbitrary"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { AREAS } from "../../core/app/areas.js"
import { EVENT_SCHEMAS, type AppEvent } from "../../core/app/events.js"
import { initialState, type AppState } from "../../core/app/state.js"
import { update, updateWith } from "../../core/app/update.js"
import type { AnyArea, Ctx, TaggedEvent } from "../../core/kernel/index.js"
import { eventArb, sessionArb } from "./arbitraries.js"

const areas = AREAS as ReadonlyArray<AnyArea>
const routed = areas.filter((a) => a.handles !== undefined)
/**
 * The reference: the same list with every `handles` (and every follower's `follows`) removed, so
 * each area sees every event on every pass.
 */
const fullPass = updateWith(areas.map(({ handles: _, ...area }) => (area.kind === "follow" ? { ...area, follows: undefined } : area) as AnyArea))

/** A few events of every recorded tag, generated from its schema (values no arbitrary would pick). */
const schemaEvents: ReadonlyArray<AppEvent> = EVENT_SCHEMAS.flatMap(
  (schema) => Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema as never), { count: 3, seed: 20261127 })) as ReadonlyArray<AppEvent>,
)

const anyEvent = fc.oneof({ weight: 4, arbitrary: eventArb }, { weight: 1, arbitrary: fc.constantFrom(...schemaEvents) })

/** A step's outcome, a thrown error included (both passes must throw alike on what neither handles). */
const outcome = (step: () => readonly [AppState, ReadonlyArray<unknown>]): { state?: AppState; commands?: ReadonlyArray<unknown>; threw?: string } => {
  try {
    const [state, commands] = step()
    return { state, commands }
  } catch (error) {
    return { threw: String(error) }
  }
}

describe("routing events by tag (decision 0020)", () => {
  it("routes most events past most areas: every area lists what it handles, but for a follower of any change", () => {
    // The subscriptions follow whatever moved the catalogue or the betslip; the virtuals' markets
    // only the two events that carry them.
    expect(areas.filter((a) => a.handles === undefined).map((a) => a.kind)).toEqual(["follow"])
    expect(areas.filter((a) => a.kind === "follow" && a.handles !== undefined).map((a) => a.handles)).toEqual([["VirtualsLobbyLoaded", "VirtualEventPushed"]])
    for (const a of routed) expect([a.key, new Set(a.handles).size]).toEqual([a.key, a.handles!.length])
  })

  it("gives the same state and commands as handing every event to every area", () => {
    fc.assert(
      fc.property(sessionArb(60), fc.array(anyEvent, { maxLength: 20 }), ([start, steps], extra) => {
        let now = 1_795_000_000_000
        let a: AppState = initialState
        let b: AppState = initialState
        const events = [start, ...steps.map(([e]) => e), ...extra]
        const gaps = [0, ...steps.map(([, dt]) => dt), ...extra.map(() => 1_000)]
        for (const [i, input] of events.entries()) {
          now += gaps[i]!
          const event = { ...input, at: now } as AppEvent
          const x = outcome(() => update(a, event))
          const y = outcome(() => fullPass(b, event))
          expect(x).toEqual(y)
          if (x.state === undefined || y.state === undefined) return
          a = x.state
          b = y.state
        }
      }),
      { numRuns: 120, seed: 20261127 },
    )
  })

  it("leaves a listed area's slice alone, with no command, internal event or id, for every tag it does not list", () => {
    // States a bettor's session reaches, from random sessions.
    const states: AppState[] = [initialState]
    for (const [start, steps] of fc.sample(sessionArb(40), { numRuns: 12, seed: 7 })) {
      let s = initialState
      let now = 1_795_000_000_000
      for (const [i, input] of [start, ...steps.map(([e]) => e)].entries()) {
        now += 2_000
        try {
          ;[s] = update(s, { ...input, at: now } as AppEvent)
        } catch {
          break
        }
        if (i % 8 === 0) states.push(s)
      }
      states.push(s)
    }
    const unlisted = (area: AnyArea) => schemaEvents.filter((e) => !area.handles!.includes(e._tag))
    for (const area of routed) {
      for (const root of states) {
        const slice = area.kind === "rule" ? null : (root as unknown as Record<string, unknown>)[area.key]
        for (const event of unlisted(area)) {
          const raised: TaggedEvent[] = []
          let ids = 0
          const ctx: Ctx<AppState> = {
            at: event.at, root, current: () => root,
            nextId: (prefix) => `${prefix}-${++ids}`,
            raise: (e) => void raised.push(e),
          }
          const [next, commands] = area.reduce(slice as never, event, ctx)
          const seen = { area: area.key, tag: event._tag, same: next === slice, commands: commands.length, raised: raised.length, ids }
          expect(seen).toEqual({ area: area.key, tag: event._tag, same: true, commands: 0, raised: 0, ids: 0 })
        }
      }
    }
  })
})
