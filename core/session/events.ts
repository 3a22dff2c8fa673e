/** The session's events: sessions opened, the user as the server sends it, logout, and internal facts. */
import { Schema } from "effect"
import { at, RequestId } from "../kernel/index.js"
import { User } from "../model/user.js"

/** A session began or was renewed: login, registration, password reset or refresh of a stored token. */
export const SessionOpened = Schema.TaggedStruct("SessionOpened", {
  at,
  requestId: RequestId,
  via: Schema.Literals(["login", "register", "refresh", "reset"]),
  token: Schema.String,
  user: User,
})
/** The server sent the user again (GET or PUT users). */
export const UserLoaded = Schema.TaggedStruct("UserLoaded", { at, requestId: RequestId, user: User, saved: Schema.Boolean })
export const UserPushed = Schema.TaggedStruct("UserPushed", { at, user: User })
export const LogoutRequested = Schema.TaggedStruct("LogoutRequested", {
  at,
  source: Schema.NullOr(Schema.Literals(["inactivity-modal", "reality-check"])),
})
/** 'Stay logged in' in the inactivity warning: refresh the session. */
export const SessionExtensionRequested = Schema.TaggedStruct("SessionExtensionRequested", { at })

export const SESSION_EVENTS = [SessionOpened, UserLoaded, UserPushed, LogoutRequested, SessionExtensionRequested] as const

export type LogoutTrigger = "user" | "token_expired" | "token_invalid" | "inactivity" | "reality_check"

/**
 * Internal: the session's user was set or replaced (login, refresh, GET/PUT users, push).
 * `destination`: where the session is sending the person with it (a login's redirect), else null.
 */
export interface UserChanged {
  readonly _tag: "UserChanged"
  readonly previous: User | null
  readonly user: User
  readonly destination: string | null
}
/** Internal: the session ended (logout of any kind): user-bound state goes with it. */
export interface SessionEnded { readonly _tag: "SessionEnded"; readonly trigger: LogoutTrigger }
/** Internal, spec §8 401: the session is over; log out after 1 s and send the person to log in again. */
export interface SessionExpired { readonly _tag: "SessionExpired"; readonly redirect: string }
/** Internal, spec §4 "Inactivity warning": session_expires_at passed with no extension; log out. */
export interface SessionTimedOut { readonly _tag: "SessionTimedOut" }

export type SessionEvent = (typeof SESSION_EVENTS)[number]["Type"] | UserChanged | SessionEnded | SessionExpired | SessionTimedOut
