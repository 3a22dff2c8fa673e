/**
 * The whole application state: plain JSON, one slice per area of the list (core/app/areas.ts),
 * built from the list: each `slice` area contributes `state[key] = initial`.
 */
import type { SliceArea } from "../kernel/index.js"
import { AREAS } from "./areas.js"

type Slices = Extract<(typeof AREAS)[number], { readonly kind: "slice" }>
type SliceState<A> = A extends SliceArea<string, infer S, never> ? S : A extends { readonly initial: infer S } ? S : never

export type AppState = {
  /** The counter behind `ctx.nextId`: ids are drawn in order, so a replay draws the same ones. */
  readonly seq: number
} & { readonly [A in Slices as A["key"]]: SliceState<A> }

/** The slice areas, in the list's order. */
export const SLICE_AREAS = AREAS.filter((a): a is Slices => a.kind === "slice")

export const initialState: AppState = Object.fromEntries([
  ["seq", 0],
  ...SLICE_AREAS.map((a) => [a.key, a.initial]),
]) as AppState
