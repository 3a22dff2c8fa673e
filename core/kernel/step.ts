/**
 * The shape every reducer shares: `(state, event, ctx) => [state, commands]`.
 *
 * `ctx` carries what a reducer may need beyond its own slice, all of it deterministic:
 * - `at`: the time stamped on the event being reduced;
 * - `root`: the whole state before this event (read-only; for cross-area facts such as the token).
 *   An area states the part of it that it reads as `R` (built from other areas' exported state
 *   types), so it never depends on the whole application's state type;
 * - `nextId(prefix)`: sequential ids (requests, snackbars) drawn from a counter kept in state, so a
 *   replay draws the same ids;
 * - `raise(event)`: a follow-up internal event reduced right after the current one, in the same
 *   step. Internal events are facts core derived (`SnackbarRaised`); they are not logged, since
 *   replaying the external event raises them again. Each is declared by the area that owns it.
 */
import type { Command } from "./commands.js"

export type Step<S> = readonly [state: S, commands: ReadonlyArray<Command>]

/** Any event as a reducer receives it: recorded events carry `at`, internal ones need not. */
export interface TaggedEvent {
  readonly _tag: string
}

export interface Ctx<R = unknown> {
  readonly at: number
  readonly root: R
  /**
   * The state as the areas before this one in the list have left it in this step. Only a
   * follower needs it (core/kernel/area.ts); reducers read `root`, the state before the event.
   */
  current(): R
  nextId(prefix: string): string
  raise<E extends TaggedEvent>(event: E): void
}

/**
 * A reducer of one slice. `E` is the union of the events it handles; it is handed every event
 * and must return its slice unchanged (the same object) for the ones it does not know.
 */
export type Reducer<S, E extends TaggedEvent = TaggedEvent, R = unknown> = (state: S, event: E, ctx: Ctx<R>) => Step<S>

/**
 * The empty command list, one shared frozen array: a reducer (or `update`) with nothing to run can
 * return it rather than allocate a fresh `[]` on every event it leaves alone (decision 0019).
 */
export const noCommands: ReadonlyArray<Command> = Object.freeze([])

export const unchanged = <S>(state: S): Step<S> => [state, noCommands]
