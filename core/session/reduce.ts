/**
 * Session (spec §3 "Auth state", §4 "Auth"): the token, the user, and how a session begins and ends.
 *
 * - Logged out → logged in by login, registration, password reset, or a refresh of the stored token
 *   at start-up. A refresh the server refuses clears the token and start-up continues; one that
 *   never reached the server (network, 5xx) keeps the stored token for the next start.
 * - Logout clears token and user, tells the socket, and emits the analytics event `logged_out` with
 *   its trigger; `token_invalid` is sent 2 s late (spec §9).
 * - A 401 (spec §8): after 1 s the user is logged out with trigger `token_expired` and sent to
 *   /login with `redirect` = path + search.
 *
 * - 'Stay logged in' in the inactivity warning (SessionExtensionRequested) refreshes the session;
 *   the refreshed session (SessionOpened via refresh) is taken while that extension is awaited, as
 *   at start-up; any other refresh is ignored. The inactivity expiry (SessionTimedOut) logs out
 *   with trigger token_expired and shows the logged-out notice, as the modal's 'Logout' does.
 * - Raises UserChanged whenever the user is set or replaced, SessionEnded whenever it ends.
 *
 * Invariant: `user` is non-null only with a token; the token in storage follows the state.
 */
import { call, message, type Command, type Ctx, type Reducer, type ShellEvent, type Step } from "../kernel/index.js"
import type { User } from "../model/user.js"
import type { SiteRoot } from "../site/index.js"
import { snackbarRaised } from "../snackbars/index.js"
import { logout, refreshSession } from "./endpoints.js"
import type { LogoutTrigger, SessionEnded, SessionEvent, UserChanged } from "./events.js"

type Root = SiteRoot
type SessionCtx = Ctx<Root>

export const LOGOUT_DELAY_MS = 1000
export const TOKEN_INVALID_ANALYTICS_DELAY_MS = 2000
export const EXPIRY_LOGOUT_TIMER = "session-expired-logout"
export const TOKEN_INVALID_TIMER = "analytics-token-invalid"

export type { LogoutTrigger } from "./events.js"

export interface SessionState {
  readonly token: string | null
  readonly user: User | null
  readonly status: "anonymous" | "restoring" | "authenticated"
  /** Set between a 401 and the logout 1 s later: where to send the person afterwards. */
  readonly expiredRedirect: string | null
  /** 'Stay logged in' asked for a refresh that has not answered yet. */
  readonly extending: boolean
}

export const initialSession: SessionState = { token: null, user: null, status: "anonymous", expiredRedirect: null, extending: false }

/** Where logging out from the inactivity warning, or timing out, sends the person (spec §2.10). */
export const INACTIVITY_LOGGED_OUT_PATH = "/?modal=InactivityLoggedOutModal"

const loggedOut: SessionState = initialSession

const endSession = (ctx: SessionCtx, trigger: LogoutTrigger, extra: Command[]): Step<SessionState> => {
  const at = ctx.at
  ctx.raise({ _tag: "SessionEnded", trigger } satisfies SessionEnded)
  const commands: Command[] = [
    { _tag: "Persist", key: "authToken", value: null },
    { _tag: "Authenticate", token: null },
  ]
  if (trigger === "token_invalid") commands.push({ _tag: "StartTimer", id: TOKEN_INVALID_TIMER, fireAt: at + TOKEN_INVALID_ANALYTICS_DELAY_MS })
  else commands.push({ _tag: "Track", event: { name: "logged_out", properties: { trigger } } })
  return [loggedOut, [...commands, ...extra]]
}

/** Where a fresh login goes: the `redirect` query of the login page when it is a local path. */
export const redirectAfterLogin = (search: string): string => {
  const redirect = new URLSearchParams(search).get("redirect")
  return redirect && redirect.startsWith("/") && !redirect.startsWith("//") ? redirect : "/"
}

/** Where a session opened this way sends the person, or null when it stays on the page. */
export const destinationAfterOpening = (via: string, search: string): string | null =>
  via === "login" ? redirectAfterLogin(search) : via === "register" ? "/account" : via === "reset" ? "/" : null

const opened = (previous: User | null, token: string, user: User, via: string, ctx: SessionCtx): Step<SessionState> => {
  const commands: Command[] = [
    { _tag: "Persist", key: "authToken", value: token },
    { _tag: "Authenticate", token },
  ]
  const destination = destinationAfterOpening(via, ctx.root.site.location.search)
  ctx.raise({ _tag: "UserChanged", previous, user, destination } satisfies UserChanged)
  if (via === "login") {
    commands.push({ _tag: "Navigate", to: destination ?? "/", replace: true })
    commands.push({ _tag: "Track", event: { name: "logged_in", properties: { user_id: user.id } } })
    ctx.raise(snackbarRaised({ type: "success", title: message("session.loggedIn", { name: user.firstname }) }))
  }
  if (via === "register") {
    commands.push({ _tag: "Navigate", to: destination ?? "/account", replace: true })
    commands.push({ _tag: "Track", event: { name: "signed_up", properties: { user_id: user.id } } })
    ctx.raise(snackbarRaised({ type: "success", title: message("session.registered"), timeout: 8000 }))
  }
  if (via === "reset") {
    commands.push({ _tag: "Navigate", to: destination ?? "/", replace: true })
    ctx.raise(snackbarRaised({ type: "success", title: message("password.resetDone") }))
  }
  return [{ token, user, status: "authenticated", expiredRedirect: null, extending: false }, commands]
}

export const reduceSession: Reducer<SessionState, SessionEvent | ShellEvent, Root> = (s, event, ctx) => {
  switch (event._tag) {
    case "AppStarted":
      if (!event.storedToken) return [s, []]
      return [
        { ...s, token: event.storedToken, status: "restoring" },
        [call(refreshSession, {}, ctx.nextId("req"), event.storedToken)],
      ]
    case "SessionOpened":
      // A refresh that lands after the person logged out must not log them back in.
      if (event.via === "refresh" && s.status !== "restoring" && !s.extending) return [s, []]
      return opened(s.user, event.token, event.user, event.via, ctx)
    case "UserLoaded":
    case "UserPushed":
      if (!s.user || s.user.id !== event.user.id) return [s, []]
      ctx.raise({ _tag: "UserChanged", previous: s.user, user: event.user, destination: null } satisfies UserChanged)
      return [{ ...s, user: event.user }, []]
    case "RequestFailed":
      if (event.endpoint === "refreshSession" && s.status === "restoring") {
        // Only the server's word ends a stored session. A network failure (offline, or the page
        // unloading mid-request) leaves the token stored for the next start; this visit goes on
        // logged out.
        if (event.reason === "network" || event.status >= 500) return [initialSession, [{ _tag: "Authenticate", token: null }]]
        return endSession(ctx, "token_invalid", [])
      }
      // A failed extension changes nothing: the session runs out at its expiry (SessionTimedOut).
      if (event.endpoint === "refreshSession" && s.extending) return [{ ...s, extending: false }, []]
      return [s, []]
    case "SessionExtensionRequested":
      if (!s.token || s.status !== "authenticated" || s.extending) return [s, []]
      return [{ ...s, extending: true }, [call(refreshSession, {}, ctx.nextId("req"), s.token)]]
    case "SessionTimedOut":
      if (!s.user) return [s, []]
      return endSession(ctx, "token_expired", [{ _tag: "Navigate", to: INACTIVITY_LOGGED_OUT_PATH, replace: true }])
    case "LogoutRequested": {
      const extra: Command[] = []
      if (s.token) extra.push(call(logout, { token: s.token }, ctx.nextId("req"), s.token))
      extra.push({
        _tag: "Navigate",
        to: event.source === "inactivity-modal" ? INACTIVITY_LOGGED_OUT_PATH : "/",
        replace: true,
      })
      if (s.token) ctx.raise(snackbarRaised({ type: "info", title: message("session.loggedOut") }))
      const trigger: LogoutTrigger = event.source === "inactivity-modal" ? "inactivity" : event.source === "reality-check" ? "reality_check" : "user"
      return s.token || s.user ? endSession(ctx, trigger, extra) : [s, extra]
    }
    case "SessionExpired":
      if (s.expiredRedirect !== null) return [s, []]
      return [{ ...s, expiredRedirect: event.redirect }, [{ _tag: "StartTimer", id: EXPIRY_LOGOUT_TIMER, fireAt: ctx.at + LOGOUT_DELAY_MS }]]
    case "TimerFired":
      if (event.id === EXPIRY_LOGOUT_TIMER && s.expiredRedirect !== null) {
        const to = `/login?redirect=${encodeURIComponent(s.expiredRedirect)}`
        return endSession(ctx, "token_expired", [{ _tag: "Navigate", to, replace: true }])
      }
      if (event.id === TOKEN_INVALID_TIMER) {
        return [s, [{ _tag: "Track", event: { name: "logged_out", properties: { trigger: "token_invalid" } } }]]
      }
      return [s, []]
    default:
      return [s, []]
  }
}
