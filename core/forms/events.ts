/** The account forms' events: what the person submitted, and the username check's answer. */
import { Schema } from "effect"
import { at, RequestId } from "../kernel/index.js"
import { UserUpdateRequest } from "../model/auth.js"
import { REGISTRATION_FIELDS } from "../validation/registration.js"

export const LoginSubmitted = Schema.TaggedStruct("LoginSubmitted", { at, email: Schema.String, password: Schema.String })
export const RegistrationSubmitted = Schema.TaggedStruct("RegistrationSubmitted", {
  at,
  ...REGISTRATION_FIELDS,
  marketingOptIn: Schema.Boolean,
  /** The friend's referral code from the sign-up link (`?ref=`), when the person came by one (issue 18). */
  referralCode: Schema.optionalKey(Schema.String),
})
export const UsernameEntered = Schema.TaggedStruct("UsernameEntered", { at, username: Schema.String })
export const UsernameValidated = Schema.TaggedStruct("UsernameValidated", {
  at,
  requestId: RequestId,
  username: Schema.String,
  valid: Schema.Boolean,
  publicMessage: Schema.NullOr(Schema.String),
})
export const PasswordRecoverySubmitted = Schema.TaggedStruct("PasswordRecoverySubmitted", { at, email: Schema.String })
export const PasswordResetSubmitted = Schema.TaggedStruct("PasswordResetSubmitted", { at, token: Schema.String, password: Schema.String })
export const PasswordChangeSubmitted = Schema.TaggedStruct("PasswordChangeSubmitted", {
  at,
  oldPassword: Schema.String,
  newPassword: Schema.String,
})
export const EmailConfirmationOpened = Schema.TaggedStruct("EmailConfirmationOpened", { at, token: Schema.String })
export const ConfirmationEmailRequested = Schema.TaggedStruct("ConfirmationEmailRequested", { at })
/**
 * The bettor saved account details or preferences (PUT users: names, default vertical, hide
 * username, casino quick access…): only the fields they changed.
 */
export const ProfileChangeSubmitted = Schema.TaggedStruct("ProfileChangeSubmitted", { at, changes: UserUpdateRequest })

export const FORMS_EVENTS = [
  LoginSubmitted, RegistrationSubmitted, UsernameEntered, UsernameValidated, PasswordRecoverySubmitted, PasswordResetSubmitted,
  PasswordChangeSubmitted, EmailConfirmationOpened, ConfirmationEmailRequested, ProfileChangeSubmitted,
] as const

export type FormsEvent = (typeof FORMS_EVENTS)[number]["Type"]
