/**
 * The shell's events: facts every area may react to, owned by no area (DESIGN.md §2). The app
 * starting, the location changing, a timer firing, a call completing or failing, the socket
 * connecting. Every other event is declared by the area that owns it (`Area.events`).
 */
import { Schema } from "effect"
import { ErrorPayload } from "../model/error.js"
import { Locale, OddsFormat } from "../model/primitives.js"

export const at = Schema.Finite
export const RequestId = Schema.String

export const Location = Schema.Struct({ path: Schema.String, search: Schema.String })
export type Location = typeof Location.Type

export const Environment = Schema.Literals(["development", "test", "production"])
export type Environment = typeof Environment.Type

/** The app booted: what the shell knows before any call (spec §4 "Startup"). */
export const AppStarted = Schema.TaggedStruct("AppStarted", {
  at,
  location: Location,
  brand: Schema.String,
  country: Schema.String,
  locale: Locale,
  environment: Environment,
  deviceId: Schema.String,
  storedToken: Schema.NullOr(Schema.String),
  storedOddsFormat: Schema.NullOr(OddsFormat),
  storedHideBalance: Schema.Boolean,
  /** The stored drawerExpanded (spec §9, default true); absent in logs recorded before it existed. */
  storedDrawerExpanded: Schema.optionalKey(Schema.Boolean),
  /** The stored lastForcedReload (spec §9, epoch ms; core/chunks); absent in older logs. */
  storedLastForcedReload: Schema.optionalKey(Schema.NullOr(Schema.Finite)),
  /** The page is being prerendered (no consent script then, spec §4); absent in older logs. */
  prerendered: Schema.optionalKey(Schema.Boolean),
  /** The stored betslipExpanded (spec §9, default true), stakes and stake options (JSON text); absent in older logs. */
  storedBetslipExpanded: Schema.optionalKey(Schema.Boolean),
  storedStakes: Schema.optionalKey(Schema.NullOr(Schema.String)),
  storedStakeOptions: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** The affiliate cookie's text (spec §9: a referral an earlier visit found, 365 days); absent in older logs. */
  storedAffiliate: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export const LocationChanged = Schema.TaggedStruct("LocationChanged", { at, location: Location })
export const TimerFired = Schema.TaggedStruct("TimerFired", { at, id: Schema.String })

/** A call whose answer carries nothing but success (password mails, confirmation, logout…). */
export const CallCompleted = Schema.TaggedStruct("CallCompleted", { at, requestId: RequestId, endpoint: Schema.String })

/** A call failed: HTTP error status, network failure, or a response that failed its schema. */
export const RequestFailed = Schema.TaggedStruct("RequestFailed", {
  at,
  requestId: RequestId,
  /** The endpoint's name, as its area declared it. */
  endpoint: Schema.String,
  method: Schema.String,
  path: Schema.String,
  /** HTTP status; 0 for a network failure. */
  status: Schema.Int,
  reason: Schema.Literals(["http", "network", "decode"]),
  error: Schema.NullOr(ErrorPayload),
  /** Developer detail (schema issue, network message); never shown verbatim to bettors. */
  detail: Schema.String,
})

export const SocketConnected = Schema.TaggedStruct("SocketConnected", { at })
export const SocketDisconnected = Schema.TaggedStruct("SocketDisconnected", { at })
/** A push that failed its schema: reported, never applied. */
export const SocketFrameRejected = Schema.TaggedStruct("SocketFrameRejected", { at, event: Schema.String, detail: Schema.String })

export const SHELL_EVENTS = [
  AppStarted, LocationChanged, TimerFired, CallCompleted, RequestFailed, SocketConnected, SocketDisconnected, SocketFrameRejected,
] as const

export type AppStarted = typeof AppStarted.Type
export type LocationChanged = typeof LocationChanged.Type
export type TimerFired = typeof TimerFired.Type
export type CallCompleted = typeof CallCompleted.Type
export type RequestFailed = typeof RequestFailed.Type
export type SocketConnected = typeof SocketConnected.Type
export type SocketDisconnected = typeof SocketDisconnected.Type
export type SocketFrameRejected = typeof SocketFrameRejected.Type
export type ShellEvent = (typeof SHELL_EVENTS)[number]["Type"]
