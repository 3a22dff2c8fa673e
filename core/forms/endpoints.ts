/**
 * The account forms' calls (spec §7). `validateUsername` cancels in flight: the person typed on,
 * only the latest name matters and a stale answer is worthless (answers are keyed by username).
 */
import { ACKNOWLEDGEMENT, completed, defineEndpoint, encodedBody, fixed } from "../kernel/index.js"
import {
  ChangePasswordRequest, ConfirmEmailRequest, LoginRequest, RegisterRequest, ResetPasswordEmailRequest, ResetPasswordRequest,
  SessionResponse, UserUpdateRequest, ValidateUsernameRequest, ValidateUsernameResponse,
} from "../model/auth.js"
import { User } from "../model/user.js"
import type { RegistrationInput } from "../validation/registration.js"

export interface RegisterInput extends RegistrationInput {
  readonly marketing_opt_in: boolean
  readonly locale: string
  readonly mixpanel_distinct_id: string
}

export const login = defineEndpoint<{ readonly email: string; readonly password: string }>()({
  name: "login", method: "POST", path: fixed("sessions"),
  body: encodedBody(LoginRequest, (input: unknown) => input),
  response: SessionResponse, toEvent: ({ token, user }, requestId) => ({ _tag: "SessionOpened", requestId, via: "login", token, user }),
})

export const register = defineEndpoint<RegisterInput>()({
  name: "register", method: "POST", path: fixed("users/register"),
  body: encodedBody(RegisterRequest, (input: unknown) => input),
  response: SessionResponse, toEvent: ({ token, user }, requestId) => ({ _tag: "SessionOpened", requestId, via: "register", token, user }),
})

export const validateUsername = defineEndpoint<{ readonly username: string }>()({
  name: "validateUsername", method: "POST", path: fixed("users/validate"),
  body: encodedBody(ValidateUsernameRequest, (input: unknown) => input),
  response: ValidateUsernameResponse,
  cancelInFlight: true,
  toEvent: (answer, requestId, input) => ({
    _tag: "UsernameValidated",
    requestId,
    username: input.username,
    valid: answer.username.valid,
    publicMessage: answer.username.public_message,
  }),
})

export const updateUser = defineEndpoint<Readonly<Record<string, string | boolean | null>>>()({
  name: "updateUser", method: "PUT", path: fixed("users"),
  body: encodedBody(UserUpdateRequest, (input: unknown) => input),
  response: User, toEvent: (user, requestId) => ({ _tag: "UserLoaded", requestId, user, saved: true }),
})

export const changePassword = defineEndpoint<{ readonly old_password: string; readonly new_password: string }>()({
  name: "changePassword", method: "POST", path: fixed("users/password"),
  body: encodedBody(ChangePasswordRequest, (input: unknown) => input),
  response: ACKNOWLEDGEMENT, toEvent: completed("changePassword"),
})

export const resetPasswordEmail = defineEndpoint<{ readonly email: string }>()({
  name: "resetPasswordEmail", method: "POST", path: fixed("users/reset-password-email"),
  body: encodedBody(ResetPasswordEmailRequest, (input: unknown) => input),
  response: ACKNOWLEDGEMENT, toEvent: completed("resetPasswordEmail"),
})

export const resetPassword = defineEndpoint<{ readonly token: string; readonly password: string }>()({
  name: "resetPassword", method: "POST", path: fixed("users/reset-password"),
  body: encodedBody(ResetPasswordRequest, (input: unknown) => input),
  response: SessionResponse, toEvent: ({ token, user }, requestId) => ({ _tag: "SessionOpened", requestId, via: "reset", token, user }),
})

export const resendConfirmationEmail = defineEndpoint()({
  name: "resendConfirmationEmail", method: "POST", path: fixed("verify-email/resend"),
  // Spec §7: "empty body".
  response: ACKNOWLEDGEMENT, toEvent: completed("resendConfirmationEmail"),
})

export const confirmEmail = defineEndpoint<{ readonly token: string }>()({
  name: "confirmEmail", method: "POST", path: fixed("verify-email/confirm"),
  body: encodedBody(ConfirmEmailRequest, (input: unknown) => input),
  response: ACKNOWLEDGEMENT, toEvent: completed("confirmEmail"),
})

export const FORMS_ENDPOINTS = {
  login, register, validateUsername, updateUser, changePassword, resetPasswordEmail, resetPassword, resendConfirmationEmail, confirmEmail,
}
