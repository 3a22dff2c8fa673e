/**
 * The rundown area (issue 18): the news section's pages. Owns `state.rundown`; handles
 * RundownOpened, the two answers and their failures (reduce.ts). Wire schemas in model.ts.
 */
import { defineArea, tagsOf } from "../kernel/index.js"
import { RUNDOWN_ENDPOINTS } from "./endpoints.js"
import { RUNDOWN_EVENTS } from "./events.js"
import { initialRundown, reduceRundown, type RundownState } from "./reduce.js"

export const rundown = defineArea({
  key: "rundown", initial: initialRundown, reduce: reduceRundown, events: RUNDOWN_EVENTS,
  endpoints: RUNDOWN_ENDPOINTS,
  handles: [...tagsOf(RUNDOWN_EVENTS), "RequestFailed"],
})

export interface RundownRoot {
  readonly rundown: RundownState
}

export const selectRundown = (s: RundownRoot): RundownState => s.rundown

export * from "./endpoints.js"
export * from "./events.js"
export * from "./model.js"
export { initialRundown, reduceRundown, type RundownState } from "./reduce.js"
