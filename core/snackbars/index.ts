/**
 * Snackbars (spec §4 "Snackbars"): the area. Any rule asks for one by raising `SnackbarRaised`
 * (`snackbarRaised(input)`); views read `selectSnackbars`.
 */
import { defineArea, tagsOf } from "../kernel/index.js"
import { SNACKBARS_EVENTS } from "./events.js"
import { initialSnackbars, reduceSnackbars, type SnackbarsState } from "./reduce.js"

export const snackbars = defineArea({
  key: "snackbars", initial: initialSnackbars, reduce: reduceSnackbars, events: SNACKBARS_EVENTS,
  handles: [...tagsOf(SNACKBARS_EVENTS), "TimerFired", "SnackbarRaised"],
})

export type SnackbarsRoot = { readonly snackbars: SnackbarsState }
export const selectSnackbars = (s: SnackbarsRoot) => s.snackbars

export { SnackbarActionPressed, SnackbarDismissed, snackbarRaised, type SnackbarRaised } from "./events.js"
export {
  DEFAULT_SNACKBAR_TIMEOUT_MS, MAX_SNACKBARS, NOTIFICATION_SNACKBAR_TIMEOUT_MS,
  type Snackbar, type SnackbarAction, type SnackbarInput, type SnackbarIntent, type SnackbarType,
} from "./model.js"
export { addSnackbar, type SnackbarsState } from "./reduce.js"
