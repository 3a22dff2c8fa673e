/**
 * The store: the one stateful object of core (DESIGN.md §2).
 *
 * `dispatch(input)` stamps `at` from the injected clock, runs `update`, commits, notifies every
 * subscriber once, appends the event to the log, then hands the commands to the interpreter. An
 * event dispatched while another is being handled (by a listener or by the interpreter) waits its
 * turn, so every event sees the state its predecessors committed.
 */
import { Schema } from "effect"
import type { Command } from "./commands.js"
import { AppEvent, type EncodedAppEvent, type EventInput } from "./events.js"
import { initialState, type AppState } from "./state.js"
import { update } from "./update.js"
import { createEventLog, DEFAULT_LOG_CAPACITY, type EventLog } from "../log/log.js"

export interface Clock {
  now(): number
}

export type Interpreter = (commands: ReadonlyArray<Command>, dispatch: (event: EventInput) => void) => void

export interface Store {
  getState(): AppState
  dispatch(event: EventInput): void
  subscribe(listener: () => void): () => void
  readonly log: EventLog<AppState, AppEvent, EncodedAppEvent>
}

export interface StoreOptions {
  readonly clock: Clock
  readonly interpret?: Interpreter
  readonly initial?: AppState
  readonly logCapacity?: number
}

const encodeEvent = Schema.encodeSync(AppEvent)

export const createStore = ({ clock, interpret, initial = initialState, logCapacity = DEFAULT_LOG_CAPACITY }: StoreOptions): Store => {
  let state = initial
  const listeners = new Set<() => void>()
  const log = createEventLog<AppState, AppEvent, EncodedAppEvent>(encodeEvent, initial === initialState ? null : initial, logCapacity)
  const pending: EventInput[] = []
  let busy = false

  const handle = (input: EventInput) => {
    const event = { ...input, at: clock.now() } as AppEvent
    const [next, commands] = update(state, event)
    state = next
    log.append(event, state)
    for (const listener of [...listeners]) listener()
    if (commands.length > 0 && interpret) interpret(commands, dispatch)
  }

  function dispatch(input: EventInput): void {
    pending.push(input)
    if (busy) return
    busy = true
    try {
      while (pending.length > 0) handle(pending.shift()!)
    } finally {
      busy = false
    }
  }

  return {
    getState: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    log,
  }
}
