/**
 * An area of core describes itself in one value (DESIGN.md §2 "Areas register themselves"): its
 * key and initial state, its reducer, the event schemas it owns, the endpoints it calls, the
 * storage keys it writes and the socket pushes it handles. core/app builds the state type, the
 * initial state, `update`, the event union, the endpoint table, the push table and the log decoder
 * from one ordered list of areas (core/app/areas.ts). Adding an area is a folder and a line there.
 *
 * Three kinds:
 * - `slice`: owns `state[key]`;
 * - `rule`: stateless; reads the root and raises internal events or returns commands
 *   (the error catalogue, the restriction → modal rules);
 * - `follow`: runs again over an existing slice after other areas have moved in the same step,
 *   reading their new state through `ctx.current()` (the socket's subscriptions follow the open
 *   views and the betslip's markets).
 */
import type { Schema } from "effect"
import type { AnyEndpoint } from "./endpoint.js"
import type { PushRoute } from "./push.js"
import type { Reducer, TaggedEvent } from "./step.js"

/** What every kind of area may declare besides its reducer. */
type Endpoints = Readonly<Record<string, AnyEndpoint>>

interface AreaParts<Events extends ReadonlyArray<Schema.Top>, Ep extends Endpoints = Endpoints> {
  /** The recorded events this area owns: their schemas join the event union and the log decoder. */
  readonly events?: Events
  /** The calls this area makes, by name. */
  readonly endpoints?: Ep
  /** Local-storage keys this area writes with `Persist` (spec §9; the shell adds the prefix). */
  readonly storageKeys?: ReadonlyArray<string>
  /** Server push name → schema and event (the socket's table). */
  readonly pushes?: Readonly<Record<string, PushRoute>>
  /**
   * The event tags its reducer handles (decision 0020). `update` then hands the area only those
   * events; without it the area sees every event. The define functions check the list against
   * the reducer's event type, and specs/core/area-routing.test.ts proves that the area leaves its
   * slice, commands and internal events alone for every other tag.
   */
  readonly handles?: ReadonlyArray<string>
}

export interface SliceArea<K extends string, S, Events extends ReadonlyArray<Schema.Top>, Ep extends Endpoints = Endpoints> extends AreaParts<Events, Ep> {
  readonly kind: "slice"
  readonly key: K
  readonly initial: S
  // The reducer's own event and root types are the area's business; the app hands it every event.
  readonly reduce: Reducer<S, any, any>
}

export interface RuleArea<Events extends ReadonlyArray<Schema.Top>, Ep extends Endpoints = Endpoints> extends AreaParts<Events, Ep> {
  readonly kind: "rule"
  /** A name for errors and docs; rules own no state. */
  readonly key: string
  readonly reduce: Reducer<null, any, any>
}

export interface FollowArea<K extends string> extends AreaParts<readonly [], {}> {
  readonly kind: "follow"
  /** The slice it moves, owned by another area. */
  readonly key: K
  /**
   * The slices it follows: `update` skips it on a pass in which none of them moved, so the
   * follower must answer "nothing" whenever they are the very same objects as before the pass
   * (specs/core/area-routing.test.ts holds it to that). Without it the follower runs on every pass.
   */
  readonly follows?: ReadonlyArray<string>
  readonly reduce: Reducer<any, any, any>
}

export type AnyArea = SliceArea<string, unknown, ReadonlyArray<Schema.Top>> | RuleArea<ReadonlyArray<Schema.Top>> | FollowArea<string>

/**
 * `handles` must name every tag of the reducer's event type `E` (a missing one is a type error that
 * names it: "Property 'missing' is missing"), and only those. A reducer typed for any event
 * (`E["_tag"]` is `string`) cannot list its tags: it sees every event.
 */
type Handles<E extends TaggedEvent, H extends ReadonlyArray<string>> = string extends E["_tag"]
  ? never
  : H & ([Exclude<E["_tag"], H[number]>] extends [never] ? unknown : { readonly missing: Exclude<E["_tag"], H[number]> })

/** Declares an area owning `state[key]`. */
export const defineArea = <
  const K extends string, S, E extends TaggedEvent, R, const Events extends ReadonlyArray<Schema.Top> = readonly [], Ep extends Endpoints = {},
  const H extends ReadonlyArray<E["_tag"]> = readonly [],
>(
  area: Omit<SliceArea<K, S, Events, Ep>, "kind" | "reduce" | "handles"> & { readonly reduce: Reducer<S, E, R>; readonly handles?: Handles<E, H> },
): SliceArea<K, S, Events, Ep> => ({ kind: "slice", ...area })

/** Declares a stateless rule. */
export const defineRule = <
  E extends TaggedEvent, R, const Events extends ReadonlyArray<Schema.Top> = readonly [], Ep extends Endpoints = {},
  const H extends ReadonlyArray<E["_tag"]> = readonly [],
>(
  area: Omit<RuleArea<Events, Ep>, "kind" | "reduce" | "handles"> & { readonly reduce: Reducer<null, E, R>; readonly handles?: Handles<E, H> },
): RuleArea<Events, Ep> => ({ kind: "rule", ...area })

/** Declares a step that moves another area's slice after the areas before it in the list. */
export const defineFollower = <const K extends string, S, E extends TaggedEvent, R, const H extends ReadonlyArray<E["_tag"]> = readonly []>(
  area: Omit<FollowArea<K>, "kind" | "reduce" | "handles"> & { readonly reduce: Reducer<S, E, R>; readonly handles?: Handles<E, H> },
): FollowArea<K> => ({ kind: "follow", ...area })

/** The `_tag` of each event schema of a list, typed: `handles: [...tagsOf(MY_EVENTS), "RequestFailed"]`. */
export const tagsOf = <const S extends ReadonlyArray<Schema.Top>>(schemas: S): ReadonlyArray<TagOf<S[number]>> =>
  schemas.map((schema) => (schema as unknown as { readonly fields: { readonly _tag: { readonly ast: { readonly literal: string } } } }).fields._tag.ast.literal as TagOf<S[number]>)

type TagOf<S> = S extends { readonly Type: { readonly _tag: infer T extends string } } ? T : never
