/**
 * Every call core can ask for (core/app/endpoints.ts), declared once (spec §7). Adding an endpoint
 * means a name in core and a row here; the `satisfies` below fails to compile until both exist.
 *
 * Choices beyond the spec:
 * - `validateUsername` cancels in flight: the person typed on, only the latest name matters and a
 *   stale answer is worthless (answers are keyed by username, so nothing waits for a cancelled one).
 * - `geolocationCheck` sends nothing for `retry`: the spec does not show how the maintenance retry
 *   differs on the wire, so it is the same call.
 * - `logout` authenticates with the token it is ending (the Call's token, else the input's).
 */
import type { EndpointName } from "../../core/app/endpoints.js"
import {
  ChangePasswordRequest,
  ConfirmEmailRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordEmailRequest,
  ResetPasswordRequest,
  SessionResponse,
  UserUpdateRequest,
  ValidateUsernameRequest,
  ValidateUsernameResponse,
} from "../../core/model/auth.js"
import { Configs, SiteConfig } from "../../core/model/site.js"
import { User } from "../../core/model/user.js"
import { TrackingRequest } from "../../core/analytics/tracking.js"
import { CATALOGUE_ENDPOINTS } from "./catalogue-endpoints.js"
import { BETSLIP_ENDPOINTS } from "./betslip-endpoints.js"
import { BETS_ENDPOINTS } from "./bets-endpoints.js"
import { ACKNOWLEDGEMENT, declareEndpoint, encodedBody, fixed, type AnyEndpoint } from "./endpoint.js"

const completed = <E extends EndpointName>(name: E) => (_: unknown, requestId: string) =>
  ({ _tag: "CallCompleted", requestId, endpoint: name }) as const

export const geolocationCheck = declareEndpoint({
  name: "geolocationCheck",
  method: "GET",
  path: fixed("geolocation-check"),
  version: "v0",
  response: SiteConfig,
  cancelInFlight: false,
  toEvent: (config, requestId) => ({ _tag: "SiteConfigLoaded", requestId, config }),
})

export const configs = declareEndpoint({
  name: "configs",
  method: "GET",
  path: fixed("/v0/configs"),
  version: "v0",
  response: Configs,
  cancelInFlight: false,
  toEvent: (configs, requestId) => ({ _tag: "ConfigsLoaded", requestId, configs }),
})

export const login = declareEndpoint({
  name: "login",
  method: "POST",
  path: fixed("sessions"),
  version: "v0",
  body: encodedBody(LoginRequest, (input: unknown) => input),
  response: SessionResponse,
  cancelInFlight: false,
  toEvent: ({ token, user }, requestId) => ({ _tag: "SessionOpened", requestId, via: "login", token, user }),
})

export const logout = declareEndpoint({
  name: "logout",
  method: "DELETE",
  path: fixed("sessions"),
  version: "v0",
  response: ACKNOWLEDGEMENT,
  cancelInFlight: false,
  toEvent: completed("logout"),
})

export const refreshSession = declareEndpoint({
  name: "refreshSession",
  method: "GET",
  path: fixed("sessions/refresh"),
  version: "v0",
  response: SessionResponse,
  cancelInFlight: false,
  toEvent: ({ token, user }, requestId) => ({ _tag: "SessionOpened", requestId, via: "refresh", token, user }),
})

export const register = declareEndpoint({
  name: "register",
  method: "POST",
  path: fixed("users/register"),
  version: "v0",
  body: encodedBody(RegisterRequest, (input: unknown) => input),
  response: SessionResponse,
  cancelInFlight: false,
  toEvent: ({ token, user }, requestId) => ({ _tag: "SessionOpened", requestId, via: "register", token, user }),
})

export const validateUsername = declareEndpoint({
  name: "validateUsername",
  method: "POST",
  path: fixed("users/validate"),
  version: "v0",
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

export const getUser = declareEndpoint({
  name: "getUser",
  method: "GET",
  path: fixed("users"),
  version: "v0",
  response: User,
  cancelInFlight: false,
  toEvent: (user, requestId) => ({ _tag: "UserLoaded", requestId, user, saved: false }),
})

export const updateUser = declareEndpoint({
  name: "updateUser",
  method: "PUT",
  path: fixed("users"),
  version: "v0",
  body: encodedBody(UserUpdateRequest, (input: unknown) => input),
  response: User,
  cancelInFlight: false,
  toEvent: (user, requestId) => ({ _tag: "UserLoaded", requestId, user, saved: true }),
})

export const changePassword = declareEndpoint({
  name: "changePassword",
  method: "POST",
  path: fixed("users/password"),
  version: "v0",
  body: encodedBody(ChangePasswordRequest, (input: unknown) => input),
  response: ACKNOWLEDGEMENT,
  cancelInFlight: false,
  toEvent: completed("changePassword"),
})

export const resetPasswordEmail = declareEndpoint({
  name: "resetPasswordEmail",
  method: "POST",
  path: fixed("users/reset-password-email"),
  version: "v0",
  body: encodedBody(ResetPasswordEmailRequest, (input: unknown) => input),
  response: ACKNOWLEDGEMENT,
  cancelInFlight: false,
  toEvent: completed("resetPasswordEmail"),
})

export const resetPassword = declareEndpoint({
  name: "resetPassword",
  method: "POST",
  path: fixed("users/reset-password"),
  version: "v0",
  body: encodedBody(ResetPasswordRequest, (input: unknown) => input),
  response: SessionResponse,
  cancelInFlight: false,
  toEvent: ({ token, user }, requestId) => ({ _tag: "SessionOpened", requestId, via: "reset", token, user }),
})

export const resendConfirmationEmail = declareEndpoint({
  name: "resendConfirmationEmail",
  method: "POST",
  path: fixed("verify-email/resend"),
  version: "v0",
  // Spec §7: "empty body".
  response: ACKNOWLEDGEMENT,
  cancelInFlight: false,
  toEvent: completed("resendConfirmationEmail"),
})

export const confirmEmail = declareEndpoint({
  name: "confirmEmail",
  method: "POST",
  path: fixed("verify-email/confirm"),
  version: "v0",
  body: encodedBody(ConfirmEmailRequest, (input: unknown) => input),
  response: ACKNOWLEDGEMENT,
  cancelInFlight: false,
  toEvent: completed("confirmEmail"),
})

export const sendTracking = declareEndpoint({
  name: "sendTracking",
  method: "POST",
  path: fixed("personalisation/tracking"),
  version: "v0",
  // Spec §7: events array; failures ignored (core/errors raises nothing for this path).
  body: encodedBody(TrackingRequest, (input: unknown) => input),
  response: ACKNOWLEDGEMENT,
  cancelInFlight: false,
  toEvent: completed("sendTracking"),
})

/** The table the runner reads: one declaration per endpoint name, no more, no fewer. */
export const ENDPOINTS = {
  geolocationCheck,
  configs,
  login,
  logout,
  refreshSession,
  register,
  validateUsername,
  getUser,
  updateUser,
  changePassword,
  resetPasswordEmail,
  resetPassword,
  resendConfirmationEmail,
  confirmEmail,
  sendTracking,
  ...CATALOGUE_ENDPOINTS,
  ...BETSLIP_ENDPOINTS,
  ...BETS_ENDPOINTS,
} satisfies { readonly [E in EndpointName]: AnyEndpoint<E> }

export type EndpointTable = { readonly [E in EndpointName]: AnyEndpoint<E> }
