/**
 * The session's own calls (spec §7): refresh a stored token, log out, read the user.
 * `logout` authenticates with the token it is ending (the Call's token, else the input's).
 */
import { ACKNOWLEDGEMENT, completed, defineEndpoint, fixed } from "../kernel/index.js"
import { SessionResponse } from "../model/auth.js"
import { User } from "../model/user.js"

export const logout = defineEndpoint<{ readonly token: string }>()({
  name: "logout", method: "DELETE", path: fixed("sessions"),
  response: ACKNOWLEDGEMENT, toEvent: completed("logout"),
})

export const refreshSession = defineEndpoint()({
  name: "refreshSession", method: "GET", path: fixed("sessions/refresh"),
  response: SessionResponse,
  cancelInFlight: false,
  toEvent: ({ token, user }, requestId) => ({ _tag: "SessionOpened", requestId, via: "refresh", token, user }),
})

export const getUser = defineEndpoint()({
  name: "getUser", method: "GET", path: fixed("users"),
  response: User, cancelInFlight: false, toEvent: (user, requestId) => ({ _tag: "UserLoaded", requestId, user, saved: false }),
})

export const SESSION_ENDPOINTS = { logout, refreshSession, getUser }
