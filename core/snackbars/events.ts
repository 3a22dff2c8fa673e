/** The snackbars' events: the person's dismissals and taps, and the internal request any rule raises. */
import { Schema } from "effect"
import { at } from "../kernel/index.js"
import type { SnackbarInput } from "./model.js"

export const SnackbarDismissed = Schema.TaggedStruct("SnackbarDismissed", { at, id: Schema.String })
export const SnackbarActionPressed = Schema.TaggedStruct("SnackbarActionPressed", { at, id: Schema.String, index: Schema.Int })

export const SNACKBARS_EVENTS = [SnackbarDismissed, SnackbarActionPressed] as const

/** Internal: a rule asks for a snackbar. */
export interface SnackbarRaised { readonly _tag: "SnackbarRaised"; readonly snackbar: SnackbarInput }
export const snackbarRaised = (snackbar: SnackbarInput): SnackbarRaised => ({ _tag: "SnackbarRaised", snackbar })

export type SnackbarsEvent = (typeof SNACKBARS_EVENTS)[number]["Type"] | SnackbarRaised
