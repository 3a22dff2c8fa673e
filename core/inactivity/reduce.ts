/**
 * The inactivity warning (spec §2.10, §4 "Inactivity warning", §9 "Inactivity warning lead").
 *
 * Owns the user's session expiry (`expiresAt`, epoch ms, from user.session_expires_at) and two
 * timers: the warning 60 s before it, and the expiry itself. Handles:
 * - UserChanged (internal): when session_expires_at changes (a login, a refresh, a push), both
 *   timers restart from the new value; a user without an expiry has neither. A warning showing is
 *   withdrawn, since the deadline it counts down to is gone.
 * - TimerFired `inactivity-warning`: the Inactivity modal (high-priority queue) opens, its props
 *   carrying `expiresAt`; the view counts down with `selectInactivitySecondsLeft(now)`.
 * - SessionExtensionRequested ('Stay logged in'): the modal closes; the session area asks for the
 *   refresh, whose new expiry restarts the timers.
 * - TimerFired `inactivity-expiry` with no extension arrived: `SessionTimedOut`, which the session
 *   area turns into a logout with trigger token_expired.
 * - SessionEnded (internal): timers cancelled, modal withdrawn.
 * 'Logout' in the modal is LogoutRequested {source: "inactivity-modal"} (the session area's).
 *
 * Invariant: timers run exactly while `expiresAt` is set; a stale timer (one that fires before its
 * time, say from a replayed log) does nothing.
 */
import type { Command, Ctx, Reducer, Step, TimerFired } from "../kernel/index.js"
import { modalRequested, modalWithdrawn } from "../modals/index.js"
import type { SessionEnded, SessionExtensionRequested, SessionTimedOut, UserChanged } from "../session/index.js"

type Handled = UserChanged | SessionEnded | TimerFired | (typeof SessionExtensionRequested.Type)

export const INACTIVITY_WARNING_LEAD_MS = 60_000
/** spec §2.10: "The countdown limit constant is 60": the seconds the countdown starts from. */
export const INACTIVITY_COUNTDOWN_SECONDS = 60
export const INACTIVITY_WARNING_TIMER = "inactivity-warning"
export const INACTIVITY_EXPIRY_TIMER = "inactivity-expiry"
export const INACTIVITY_SOURCE = "inactivity"

export interface InactivityState {
  /** The user's session_expires_at, or null without a user or without an expiry. */
  readonly expiresAt: number | null
  /** The warning has been raised for this expiry. */
  readonly warned: boolean
}

export const initialInactivity: InactivityState = { expiresAt: null, warned: false }

const cancelTimers: Command[] = [
  { _tag: "CancelTimer", id: INACTIVITY_WARNING_TIMER },
  { _tag: "CancelTimer", id: INACTIVITY_EXPIRY_TIMER },
]

const withdraw = (s: InactivityState, ctx: Ctx) => {
  if (s.warned) ctx.raise(modalWithdrawn(INACTIVITY_SOURCE))
}

const expiryChanged = (s: InactivityState, expiresAt: number | null, ctx: Ctx): Step<InactivityState> => {
  if (expiresAt === s.expiresAt) return [s, []]
  withdraw(s, ctx)
  if (expiresAt === null) return [initialInactivity, cancelTimers]
  return [{ expiresAt, warned: false }, [
    { _tag: "StartTimer", id: INACTIVITY_WARNING_TIMER, fireAt: expiresAt - INACTIVITY_WARNING_LEAD_MS },
    { _tag: "StartTimer", id: INACTIVITY_EXPIRY_TIMER, fireAt: expiresAt },
  ]]
}

export const reduceInactivity: Reducer<InactivityState, Handled> = (s, event, ctx) => {
  switch (event._tag) {
    case "UserChanged":
      return expiryChanged(s, event.user.session_expires_at ?? null, ctx)
    case "SessionEnded":
      if (s.expiresAt === null) return [s, []]
      withdraw(s, ctx)
      return [initialInactivity, cancelTimers]
    case "TimerFired":
      if (s.expiresAt === null) return [s, []]
      if (event.id === INACTIVITY_WARNING_TIMER && !s.warned && ctx.at >= s.expiresAt - INACTIVITY_WARNING_LEAD_MS) {
        ctx.raise(modalRequested({ name: "Inactivity", props: { expiresAt: s.expiresAt }, source: INACTIVITY_SOURCE }))
        return [{ ...s, warned: true }, []]
      }
      if (event.id === INACTIVITY_EXPIRY_TIMER && ctx.at >= s.expiresAt) {
        ctx.raise({ _tag: "SessionTimedOut" } satisfies SessionTimedOut)
      }
      return [s, []]
    case "SessionExtensionRequested":
      withdraw(s, ctx)
      return s.warned ? [{ ...s, warned: false }, []] : [s, []]
    default:
      return [s, []]
  }
}

/**
 * The whole seconds left before the session expires, at `now` (the view's clock tick), never
 * below 0; null when the session has no expiry.
 */
export const selectInactivitySecondsLeft = (now: number) => (s: { readonly inactivity: InactivityState }): number | null =>
  s.inactivity.expiresAt === null ? null : Math.max(0, Math.ceil((s.inactivity.expiresAt - now) / 1000))
