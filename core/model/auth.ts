/** Request and response bodies of the account calls of spec §7. Shared by client and server. */
import { Schema } from "effect"
import { REGISTRATION_FIELDS } from "../validation/registration.js"
import { Locale, OddsFormat, Vertical } from "./primitives.js"
import { User } from "./user.js"

export const LoginRequest = Schema.Struct({ email: Schema.String, password: Schema.String })
/** POST sessions and GET sessions/refresh: "returns user with token". */
export const SessionResponse = Schema.Struct({ token: Schema.String, user: User })
export type SessionResponse = typeof SessionResponse.Type

export const RegisterRequest = Schema.Struct({
  ...REGISTRATION_FIELDS,
  marketing_opt_in: Schema.Boolean,
  locale: Schema.optionalKey(Locale),
  mixpanel_distinct_id: Schema.optionalKey(Schema.String),
  /** A friend's referral code, from their sign-up link (issue 18); an unknown one is refused with 400. */
  referral_code: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(40))),
})
export type RegisterRequest = typeof RegisterRequest.Type

export const ValidateUsernameRequest = Schema.Struct({ username: Schema.String })
export const ValidateUsernameResponse = Schema.Struct({
  username: Schema.Struct({ valid: Schema.Boolean, public_message: Schema.NullOr(Schema.String) }),
})

/** PUT users: the fields a user may edit themselves. */
export const UserUpdateRequest = Schema.Struct({
  firstname: Schema.optionalKey(Schema.String),
  lastname: Schema.optionalKey(Schema.String),
  locale: Schema.optionalKey(Locale),
  odds_format: Schema.optionalKey(OddsFormat),
  default_vertical: Schema.optionalKey(Schema.NullOr(Vertical)),
  hide_username: Schema.optionalKey(Schema.Boolean),
  marketing_opt_in: Schema.optionalKey(Schema.Boolean),
  casino_quick_access_enabled: Schema.optionalKey(Schema.Boolean),
})
export type UserUpdateRequest = typeof UserUpdateRequest.Type

export const ChangePasswordRequest = Schema.Struct({ old_password: Schema.String, new_password: Schema.String })
export const ResetPasswordEmailRequest = Schema.Struct({ email: Schema.String })
export const ResetPasswordRequest = Schema.Struct({ token: Schema.String, password: Schema.String })
export const ConfirmEmailRequest = Schema.Struct({ token: Schema.String })

/** A plain acknowledgement for calls whose response the spec does not show. */
export const Ok = Schema.Struct({ ok: Schema.Literal(true) })
