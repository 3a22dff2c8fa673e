/**
 * The names of the calls core can ask for. The adapters declare each one (method, path, version,
 * schemas, the event its answer becomes) in adapters/api; core only names them.
 */
import { Schema } from "effect"
import type { TrackingEvent } from "../analytics/tracking.js"

export const EndpointName = Schema.Literals([
  "geolocationCheck",
  "configs",
  "login",
  "logout",
  "refreshSession",
  "register",
  "validateUsername",
  "getUser",
  "updateUser",
  "changePassword",
  "resetPasswordEmail",
  "resetPassword",
  "resendConfirmationEmail",
  "confirmEmail",
  "sendTracking",
])
export type EndpointName = typeof EndpointName.Type

/** What each call takes from core. Adapters turn it into path, query and body. */
export interface EndpointInputs {
  readonly geolocationCheck: { readonly retry: boolean }
  readonly configs: Record<string, never>
  readonly login: { readonly email: string; readonly password: string }
  readonly logout: { readonly token: string }
  readonly refreshSession: Record<string, never>
  readonly register: {
    readonly email: string
    readonly password: string
    readonly username: string
    readonly firstname: string
    readonly lastname: string
    readonly dob: string
    readonly marketing_opt_in: boolean
    readonly locale: string
    readonly mixpanel_distinct_id: string
  }
  readonly validateUsername: { readonly username: string }
  readonly getUser: Record<string, never>
  readonly updateUser: Readonly<Record<string, string | boolean | null>>
  readonly changePassword: { readonly old_password: string; readonly new_password: string }
  readonly resetPasswordEmail: { readonly email: string }
  readonly resetPassword: { readonly token: string; readonly password: string }
  readonly resendConfirmationEmail: Record<string, never>
  readonly confirmEmail: { readonly token: string }
  /** spec §7 POST personalisation/tracking: the batched events (core/analytics). */
  readonly sendTracking: { readonly events: ReadonlyArray<TrackingEvent> }
}
