/**
 * Internal events: facts one area derives for others within the same step (see step.ts). They
 * never come from outside and are not logged.
 */
import type { SnackbarInput } from "../snackbars/model.js"

export type InternalEvent =
  | { readonly _tag: "SnackbarRaised"; readonly snackbar: SnackbarInput }
  | { readonly _tag: "MaintenanceEntered"; readonly reason: "startup-failed" | "startup-timeout" | "unavailable" | "operator" }
  /** spec §8 401: the session is over; log out after 1 s and send the person to log in again. */
  | { readonly _tag: "SessionExpired"; readonly redirect: string }
  | { readonly _tag: "StartupSettled" }
