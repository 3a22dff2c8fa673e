/**
 * Every event the application reduces: facts in the past tense, each a tagged struct with the
 * time the shell stamped on it (`at`, epoch ms). `AppEvent` decodes any recorded event log.
 *
 * Three families: what the person did (views send these), what the outside world answered (the
 * adapters translate responses, pushes and timers into these), and what the shell observed
 * (start-up, location changes). Areas of core reduce the ones they care about.
 */
import { Schema } from "effect"
import { Configs, SiteConfig } from "../model/site.js"
import { ErrorPayload } from "../model/error.js"
import { User } from "../model/user.js"
import { AcceptanceNotificationPush, NotificationPush } from "../model/realtime.js"
import { Locale, OddsFormat } from "../model/primitives.js"
import { EndpointName } from "./endpoints.js"
import { TrackingInput } from "../analytics/tracking.js"
import { SportsView } from "../catalogue/views.js"
import { BETSLIP_EVENTS } from "../betslip/events.js"
import { BETS_EVENTS } from "../bets/events.js"
import {
  CompetitionPage, Game, GamePush, GameTab, MarketUpdate, MatchLookup, MatchPage, MatchPush, SearchResults, SportHome,
} from "../model/catalogue.js"

const at = Schema.Finite
const RequestId = Schema.String

export const Location = Schema.Struct({ path: Schema.String, search: Schema.String })
export type Location = typeof Location.Type

export const Environment = Schema.Literals(["development", "test", "production"])
export type Environment = typeof Environment.Type

// ── the shell ────────────────────────────────────────────────────────────────
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
})
export const LocationChanged = Schema.TaggedStruct("LocationChanged", { at, location: Location })
export const TimerFired = Schema.TaggedStruct("TimerFired", { at, id: Schema.String })

// ── responses ────────────────────────────────────────────────────────────────
export const SiteConfigLoaded = Schema.TaggedStruct("SiteConfigLoaded", { at, requestId: RequestId, config: SiteConfig })
export const ConfigsLoaded = Schema.TaggedStruct("ConfigsLoaded", { at, requestId: RequestId, configs: Configs })
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
export const UsernameValidated = Schema.TaggedStruct("UsernameValidated", {
  at,
  requestId: RequestId,
  username: Schema.String,
  valid: Schema.Boolean,
  publicMessage: Schema.NullOr(Schema.String),
})
/** A call whose answer carries nothing but success (password mails, confirmation, logout…). */
export const CallCompleted = Schema.TaggedStruct("CallCompleted", { at, requestId: RequestId, endpoint: EndpointName })

/** A call failed: HTTP error status, network failure, or a response that failed its schema. */
export const RequestFailed = Schema.TaggedStruct("RequestFailed", {
  at,
  requestId: RequestId,
  endpoint: EndpointName,
  method: Schema.String,
  path: Schema.String,
  /** HTTP status; 0 for a network failure. */
  status: Schema.Int,
  reason: Schema.Literals(["http", "network", "decode"]),
  error: Schema.NullOr(ErrorPayload),
  /** Developer detail (schema issue, network message); never shown verbatim to bettors. */
  detail: Schema.String,
})

// ── the socket ───────────────────────────────────────────────────────────────
export const SocketConnected = Schema.TaggedStruct("SocketConnected", { at })
export const SocketDisconnected = Schema.TaggedStruct("SocketDisconnected", { at })
export const UserPushed = Schema.TaggedStruct("UserPushed", { at, user: User })
export const MaintenancePushed = Schema.TaggedStruct("MaintenancePushed", { at, active: Schema.Boolean })
export const NotificationPushed = Schema.TaggedStruct("NotificationPushed", { at, notification: NotificationPush })
/** A push that failed its schema: reported, never applied. */
export const SocketFrameRejected = Schema.TaggedStruct("SocketFrameRejected", { at, event: Schema.String, detail: Schema.String })

// ── what the person did ──────────────────────────────────────────────────────
export const LoginSubmitted = Schema.TaggedStruct("LoginSubmitted", { at, email: Schema.String, password: Schema.String })
export const LogoutRequested = Schema.TaggedStruct("LogoutRequested", {
  at,
  source: Schema.NullOr(Schema.Literals(["inactivity-modal", "reality-check"])),
})
export const RegistrationSubmitted = Schema.TaggedStruct("RegistrationSubmitted", {
  at,
  email: Schema.String,
  password: Schema.String,
  username: Schema.String,
  firstname: Schema.String,
  lastname: Schema.String,
  dob: Schema.String,
  marketingOptIn: Schema.Boolean,
})
export const UsernameEntered = Schema.TaggedStruct("UsernameEntered", { at, username: Schema.String })
export const PasswordRecoverySubmitted = Schema.TaggedStruct("PasswordRecoverySubmitted", { at, email: Schema.String })
export const PasswordResetSubmitted = Schema.TaggedStruct("PasswordResetSubmitted", { at, token: Schema.String, password: Schema.String })
export const PasswordChangeSubmitted = Schema.TaggedStruct("PasswordChangeSubmitted", {
  at,
  oldPassword: Schema.String,
  newPassword: Schema.String,
})
export const EmailConfirmationOpened = Schema.TaggedStruct("EmailConfirmationOpened", { at, token: Schema.String })
export const ConfirmationEmailRequested = Schema.TaggedStruct("ConfirmationEmailRequested", { at })
export const OddsFormatChosen = Schema.TaggedStruct("OddsFormatChosen", { at, oddsFormat: OddsFormat })
export const HideBalanceToggled = Schema.TaggedStruct("HideBalanceToggled", { at })
/** The person collapsed or expanded the desktop drawer (spec §3 "Interface settings" drawerExpanded). */
export const DrawerToggled = Schema.TaggedStruct("DrawerToggled", { at })
export const SnackbarDismissed = Schema.TaggedStruct("SnackbarDismissed", { at, id: Schema.String })
export const SnackbarActionPressed = Schema.TaggedStruct("SnackbarActionPressed", { at, id: Schema.String, index: Schema.Int })
export const MaintenanceOverridesReset = Schema.TaggedStruct("MaintenanceOverridesReset", { at })

// ── modals, notifications, inactivity (core/modals, core/notifications, core/inactivity) ────
/** Push `acceptance_notification`: opens the Acceptance modal (spec §4). */
export const AcceptanceNotificationPushed = Schema.TaggedStruct("AcceptanceNotificationPushed", { at, notification: AcceptanceNotificationPush })
/** The person closed a modal: its own close button, or Escape / a backdrop click when closable. */
export const ModalClosed = Schema.TaggedStruct("ModalClosed", { at, id: Schema.String })
/** The person pressed a button of a dialog whose actions are data (generic dialogs). */
export const ModalActionPressed = Schema.TaggedStruct("ModalActionPressed", { at, id: Schema.String, index: Schema.Int })
/** 'Stay logged in' in the inactivity warning: refresh the session. */
export const SessionExtensionRequested = Schema.TaggedStruct("SessionExtensionRequested", { at })

// ── site-wide rules (core/consent, core/device, core/chunks, core/analytics) ─
/** The consent provider's answer (spec §4 "Cookie consent"), through the adapter. */
export const ConsentGiven = Schema.TaggedStruct("ConsentGiven", {
  at,
  categories: Schema.Struct({ necessary: Schema.Boolean, analytics: Schema.Boolean, marketing: Schema.Boolean, statistics: Schema.Boolean }),
})
/** The viewport's width, measured at start and when the 1023 px breakpoint flips (spec §9). */
export const ViewportMeasured = Schema.TaggedStruct("ViewportMeasured", { at, width: Schema.Finite })
/** A page's code could not be downloaded (spec §4 "Chunk load errors"). */
export const ChunkLoadFailed = Schema.TaggedStruct("ChunkLoadFailed", { at, chunk: Schema.String })
/** A view reports an analytics tracking event (spec §3); core batches and posts them (spec §7). */
export const TrackingEventRecorded = Schema.TaggedStruct("TrackingEventRecorded", { at, tracking: TrackingInput })

// ── the sportsbook (core/catalogue, core/betslip) ────────────────────────────
/** A sports page came on screen / left it: core loads, subscribes and unsubscribes accordingly. */
export const SportsViewOpened = Schema.TaggedStruct("SportsViewOpened", { at, view: SportsView })
export const SportsViewClosed = Schema.TaggedStruct("SportsViewClosed", { at, view: SportsView })
/** The person asked to load a view again after it failed. */
export const SportsViewRetried = Schema.TaggedStruct("SportsViewRetried", { at, view: SportsView })
export const GamesLoaded = Schema.TaggedStruct("GamesLoaded", { at, requestId: RequestId, games: Schema.Array(Game) })
export const SportHomeLoaded = Schema.TaggedStruct("SportHomeLoaded", { at, requestId: RequestId, view: SportsView, home: SportHome })
export const GameTabLoaded = Schema.TaggedStruct("GameTabLoaded", { at, requestId: RequestId, view: SportsView, page: GameTab })
export const CompetitionLoaded = Schema.TaggedStruct("CompetitionLoaded", { at, requestId: RequestId, view: SportsView, page: CompetitionPage })
export const MatchPageLoaded = Schema.TaggedStruct("MatchPageLoaded", { at, requestId: RequestId, view: SportsView, page: MatchPage })
export const SearchLoaded = Schema.TaggedStruct("SearchLoaded", { at, requestId: RequestId, view: SportsView, results: SearchResults })
/** spec §4 "Match deep link": the lookup of the `bid` match answered. */
export const MatchLookupLoaded = Schema.TaggedStruct("MatchLookupLoaded", { at, requestId: RequestId, lookup: MatchLookup })
/** Pushes `markets` / `market`, coalesced by the adapter into one batch per animation frame. */
export const MarketsPushed = Schema.TaggedStruct("MarketsPushed", { at, markets: Schema.Array(MarketUpdate) })
/** Pushes `match` on channel `matches`, coalesced like prices. */
export const MatchesPushed = Schema.TaggedStruct("MatchesPushed", { at, matches: Schema.Array(MatchPush) })
/** Push `game`: live counts of every game. */
export const GamesPushed = Schema.TaggedStruct("GamesPushed", { at, games: GamePush.fields.games })
/** A view listing the sports (the drawer's A–Z) came on screen: load the games list if missing. */
export const GamesWanted = Schema.TaggedStruct("GamesWanted", { at })
/** The person picked or unpicked a selection (the betslip consumes it). */
export const SelectionToggled = Schema.TaggedStruct("SelectionToggled", { at, contractId: Schema.Int })

export const AppEvent = Schema.Union([
  AppStarted, LocationChanged, TimerFired,
  SiteConfigLoaded, ConfigsLoaded, SessionOpened, UserLoaded, UsernameValidated, CallCompleted, RequestFailed,
  SocketConnected, SocketDisconnected, UserPushed, MaintenancePushed, NotificationPushed, SocketFrameRejected,
  LoginSubmitted, LogoutRequested, RegistrationSubmitted, UsernameEntered, PasswordRecoverySubmitted,
  PasswordResetSubmitted, PasswordChangeSubmitted, EmailConfirmationOpened, ConfirmationEmailRequested,
  OddsFormatChosen, HideBalanceToggled, DrawerToggled, SnackbarDismissed, SnackbarActionPressed, MaintenanceOverridesReset,
  AcceptanceNotificationPushed, ModalClosed, ModalActionPressed, SessionExtensionRequested,
  ConsentGiven, ViewportMeasured, ChunkLoadFailed, TrackingEventRecorded,
  SportsViewOpened, SportsViewClosed, SportsViewRetried, GamesLoaded, SportHomeLoaded, GameTabLoaded, CompetitionLoaded,
  MatchPageLoaded, SearchLoaded, MatchLookupLoaded, MarketsPushed, MatchesPushed, GamesPushed, SelectionToggled, GamesWanted,
  ...BETSLIP_EVENTS,
  ...BETS_EVENTS,
])
/** An event as reduced: decoded (money in minor units, times in epoch ms). */
export type AppEvent = typeof AppEvent.Type
/** An event as recorded in a log file: the wire encoding. */
export type EncodedAppEvent = typeof AppEvent.Encoded
export type EventTag = AppEvent["_tag"]
export type EventOf<T extends EventTag> = Extract<AppEvent, { _tag: T }>

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
/** What views and adapters send: the store stamps `at`. */
export type EventInput = DistributiveOmit<AppEvent, "at">
