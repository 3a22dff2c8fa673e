/**
 * The shape every reducer shares: `(state, event, ctx) => [state, commands]`.
 *
 * `ctx` carries what a reducer may need beyond its own slice, all of it deterministic:
 * - `at`: the time stamped on the event being reduced;
 * - `root`: the whole state before this event (read-only; for cross-area facts such as the token);
 * - `nextId(prefix)`: sequential ids (requests, snackbars) drawn from a counter kept in state, so a
 *   replay draws the same ids;
 * - `raise(event)`: a follow-up internal event reduced right after the current one, in the same
 *   step. Internal events are facts core derived (`SnackbarRaised`); they are not logged, since
 *   replaying the external event raises them again.
 */
import type { Command } from "./commands.js"
import type { AppEvent } from "./events.js"
import type { InternalEvent } from "./internal.js"
import type { AppState } from "./state.js"

export type Step<S> = readonly [state: S, commands: ReadonlyArray<Command>]

export interface Ctx {
  readonly at: number
  readonly root: AppState
  nextId(prefix: string): string
  raise(event: InternalEvent): void
}

export type AnyEvent = AppEvent | InternalEvent

export type Reducer<S> = (state: S, event: AnyEvent, ctx: Ctx) => Step<S>

export const unchanged = <S>(state: S): Step<S> => [state, []]
