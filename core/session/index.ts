/**
 * Session (spec §3 "Auth state", §4 "Auth"): the token, the user, and how a session begins and
 * ends. See reduce.ts for the rules; other areas follow it through `UserChanged` and `SessionEnded`.
 */
import { defineArea, push, SHELL_EVENTS, tagsOf } from "../kernel/index.js"
import { UserPush } from "../model/realtime.js"
import type { User } from "../model/user.js"
import { SESSION_ENDPOINTS } from "./endpoints.js"
import { SESSION_EVENTS } from "./events.js"
import { initialSession, reduceSession, type SessionState } from "./reduce.js"

export const session = defineArea({
  key: "session", initial: initialSession, reduce: reduceSession, events: SESSION_EVENTS,
  endpoints: SESSION_ENDPOINTS, storageKeys: ["authToken"],
  handles: [
    ...tagsOf(SESSION_EVENTS), ...tagsOf(SHELL_EVENTS), "UserChanged", "SessionEnded", "SessionExpired",
    "SessionTimedOut",
  ],
  pushes: { user: push(UserPush, (user) => ({ _tag: "UserPushed", user })) },
})

export type SessionRoot = { readonly session: SessionState }

export const selectUser = (s: SessionRoot): User | null => s.session.user
export const selectIsLoggedIn = (s: SessionRoot): boolean => s.session.user !== null
/** True while a stored token is being refreshed at start-up: guards wait instead of redirecting. */
export const selectSessionRestoring = (s: SessionRoot): boolean => s.session.status === "restoring"
export const selectToken = (s: SessionRoot): string | null => s.session.token

export { getUser, logout, refreshSession } from "./endpoints.js"
export {
  LogoutRequested, SessionExtensionRequested, SessionOpened, UserLoaded, UserPushed,
  type LogoutTrigger, type SessionEnded, type SessionExpired, type SessionTimedOut, type UserChanged,
} from "./events.js"
export {
  destinationAfterOpening, EXPIRY_LOGOUT_TIMER, INACTIVITY_LOGGED_OUT_PATH, initialSession, LOGOUT_DELAY_MS, redirectAfterLogin,
  TOKEN_INVALID_ANALYTICS_DELAY_MS, TOKEN_INVALID_TIMER, type SessionState,
} from "./reduce.js"
