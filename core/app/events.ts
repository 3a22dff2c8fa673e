/**
 * Every event the application records: the shell's (core/kernel/events.ts) and each area's own
 * (`Area.events`), built from the list of areas. `AppEvent` decodes any recorded event log.
 *
 * Three families: what the person did (views send these), what the outside world answered (the
 * adapters translate responses, pushes and timers into these), and what the shell observed
 * (start-up, location changes). Areas reduce the ones they care about.
 */
import { Schema } from "effect"
import { SHELL_EVENTS, type ShellEvent } from "../kernel/index.js"
import { AREAS } from "./areas.js"

type AreaEvents = (typeof AREAS)[number] extends infer A
  ? A extends { readonly events?: infer Ev } ? Ev extends ReadonlyArray<Schema.Top> ? Ev[number] : never : never
  : never

/** Every recorded event's schema: the shell's, then each area's in the list's order. */
export const EVENT_SCHEMAS: ReadonlyArray<Schema.Top> = [
  ...SHELL_EVENTS,
  ...AREAS.flatMap((a): ReadonlyArray<Schema.Top> => a.events ?? []),
]

/** An event as reduced: decoded (money in minor units, times in epoch ms). */
export type AppEvent = ShellEvent | AreaEvents["Type"]
/** An event as recorded in a log file: the wire encoding. */
export type EncodedAppEvent = (typeof SHELL_EVENTS)[number]["Encoded"] | AreaEvents["Encoded"]

export const AppEvent = Schema.Union(EVENT_SCHEMAS as unknown as ReadonlyArray<Schema.Top>) as unknown as Schema.Codec<AppEvent, EncodedAppEvent>

export type EventTag = AppEvent["_tag"]
export type EventOf<T extends EventTag> = Extract<AppEvent, { _tag: T }>

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
/** What views and adapters send: the store stamps `at`. */
export type EventInput = DistributiveOmit<AppEvent, "at">

// The shell's and the areas' event schemas, re-exported for views, adapters and specs.
export * from "../kernel/events.js"
