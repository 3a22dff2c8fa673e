/**
 * Internal events: facts one area derives for others within the same step (see step.ts). They
 * never come from outside and are not logged.
 */
import type { SnackbarInput } from "../snackbars/model.js"
import type { ModalRequest } from "../modals/model.js"
import type { User } from "../model/user.js"
import type { LogoutTrigger } from "../session/reduce.js"

export type InternalEvent =
  | { readonly _tag: "SnackbarRaised"; readonly snackbar: SnackbarInput }
  | { readonly _tag: "MaintenanceEntered"; readonly reason: "startup-failed" | "startup-timeout" | "unavailable" | "operator" }
  /** spec §8 401: the session is over; log out after 1 s and send the person to log in again. */
  | { readonly _tag: "SessionExpired"; readonly redirect: string }
  | { readonly _tag: "StartupSettled" }
  /** A rule asks for a modal (core/modals): queued by its registry queue, or opened directly. */
  | { readonly _tag: "ModalRequested"; readonly modal: ModalRequest }
  /** The modals a rule opened (ModalRequest.source) no longer apply: they close. */
  | { readonly _tag: "ModalWithdrawn"; readonly source: string }
  /**
   * The session's user was set or replaced (login, refresh, GET/PUT users, push). `destination`:
   * where the session is sending the person with it (a login's redirect), else null.
   */
  | { readonly _tag: "UserChanged"; readonly previous: User | null; readonly user: User; readonly destination: string | null }
  /** The session ended (logout of any kind): user-bound state goes with it. */
  | { readonly _tag: "SessionEnded"; readonly trigger: LogoutTrigger }
  /** spec §4 "Inactivity warning": session_expires_at passed with no extension; log out. */
  | { readonly _tag: "SessionTimedOut" }
