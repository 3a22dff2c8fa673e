import type { Text } from "../kernel/index.js"

export type SnackbarType = "success" | "error" | "warning" | "bonus" | "notification" | "info"

/** What a snackbar button does, as data: dismiss it, or open a help link. */
export type SnackbarIntent = { readonly _tag: "Dismiss" } | { readonly _tag: "OpenExternal"; readonly url: string }

export interface SnackbarAction {
  readonly label: Text
  readonly type: "primary" | "secondary"
  readonly intent: SnackbarIntent
}

/** A snackbar as requested by a rule (spec §3 "Snackbar"); `timeout: null` means persistent. */
export interface SnackbarInput {
  readonly type: SnackbarType
  readonly title: Text
  readonly text?: Text | null
  readonly timeout?: number | null
  readonly closable?: boolean
  readonly actions?: ReadonlyArray<SnackbarAction>
}

export interface Snackbar {
  readonly id: string
  readonly type: SnackbarType
  readonly title: Text
  readonly text: Text | null
  readonly timeout: number | null
  readonly closable: boolean
  readonly actions: ReadonlyArray<SnackbarAction>
}

/** spec §4 "Snackbars" and §9: at most 5, default timeout 5000 ms, notifications 8000 ms. */
export const MAX_SNACKBARS = 5
export const DEFAULT_SNACKBAR_TIMEOUT_MS = 5000
export const NOTIFICATION_SNACKBAR_TIMEOUT_MS = 8000
