/** fast-check arbitraries for event sequences: every external event family, with plausible values. */
import fc from "fast-check"
import type { EventInput } from "../../core/app/events.js"
import { EndpointName } from "../../core/app/endpoints.js"
import { aSiteConfig, aUser, T0 } from "./harness.js"

const endpoints = EndpointName.literals
const timerIds = ["startup", "maintenance-retry", "session-expired-logout", "analytics-token-invalid", "username-check", "snackbar:snackbar-1", "snackbar:snackbar-3", "snackbar:snackbar-9", "inactivity-warning", "inactivity-expiry", "chunk-reload", "tracking-batch"]

/** Restrictions and the user fields that open modals (core/restrictions). */
const restrictions = fc.constantFrom<Record<string, { reason: string }>>(
  {}, { free_play: { reason: "verify" } }, { withdraw: { reason: "pending" } }, { deposit: { reason: "upload_documents" } },
  { bet: { reason: "verify" } }, { email: { reason: "unconfirmed" } },
)
const modalFields = fc.record({
  affordability_questionnaire_expires_at: fc.constantFrom(null, T0 + 86_400_000),
  affordability_phone_prompt: fc.constantFrom(null, "attempted_phone_call", "requested"),
  deposit_limit: fc.constantFrom(null, { amount: 100 }),
  loss_limit: fc.constantFrom(null, { amount: 50 }),
  marketing_preferences_review_needed: fc.boolean(),
})

const user = fc.record({
  firstname: fc.constantFrom("Ada", "Grace", "Alan"),
  balance: fc.integer({ min: 0, max: 10_000_000 }),
  odds: fc.constantFrom("decimal" as const, "fractional" as const),
  id: fc.constantFrom(7, 8),
  expires: fc.option(fc.integer({ min: 0, max: 3_600_000 }), { nil: null, freq: 5 }),
  restrictions,
  fields: modalFields,
}).map(({ firstname, balance, odds, id, expires, restrictions, fields }) => {
  const base = aUser()
  return aUser({
    id: id as never, firstname, odds_format: odds, session_expires_at: expires === null ? null : T0 + expires,
    account: { ...base.account, balance }, restrictions, ...fields,
  })
})

export const appStartedArb: fc.Arbitrary<EventInput> = fc.record({
  token: fc.option(fc.constantFrom("tok-a", "tok-b"), { nil: null }),
  path: fc.constantFrom("/", "/login", "/account", "/auth/signup"),
  brand: fc.constantFrom("sportsbook", "apostas"),
}).map(({ token, path, brand }) => ({
  _tag: "AppStarted", location: { path, search: "" }, brand, country: "GB", locale: "en-GB", environment: "test",
  deviceId: "device-1", storedToken: token, storedOddsFormat: null, storedHideBalance: false,
}))

export const eventArb: fc.Arbitrary<EventInput> = fc.oneof(
  fc.constant<EventInput>({ _tag: "SiteConfigLoaded", requestId: "req-1", config: aSiteConfig() }),
  fc.constant<EventInput>({ _tag: "ConfigsLoaded", requestId: "req-2", configs: { countries: [{ code: "GB", name: "United Kingdom", dial_code: "+44" }] } }),
  fc.record({ via: fc.constantFrom("login" as const, "register" as const, "refresh" as const, "reset" as const), user, token: fc.constantFrom("t1", "t2") })
    .map(({ via, user, token }): EventInput => ({ _tag: "SessionOpened", requestId: "req-3", via, token, user })),
  user.map((u): EventInput => ({ _tag: "UserPushed", user: u })),
  user.map((u): EventInput => ({ _tag: "UserLoaded", requestId: "req-4", user: u, saved: true })),
  fc.record({
    endpoint: fc.constantFrom(...endpoints),
    status: fc.constantFrom(0, 400, 401, 403, 404, 422, 451, 500, 503),
    pm: fc.option(fc.constantFrom("Nope", "Try again"), { nil: null }),
    key: fc.option(fc.constantFrom("ODDSCHANGED", "PAYMENT_ONE_PAYMENT_METHOD_ALLOWED", "LOSSLIMITNOTSATISFIED"), { nil: null }),
  }).map(({ endpoint, status, pm, key }): EventInput => ({
    _tag: "RequestFailed", requestId: "req-5", endpoint, method: "GET", path: `/v0/${endpoint}`, status,
    reason: status === 0 ? "network" : "http", error: status === 0 ? null : { public_message: pm, message_key: key }, detail: "",
  })),
  fc.constantFrom(...timerIds).map((id): EventInput => ({ _tag: "TimerFired", id })),
  fc.constantFrom("snackbar-1", "snackbar-2", "snackbar-5").map((id): EventInput => ({ _tag: "SnackbarDismissed", id })),
  fc.record({ email: fc.constantFrom("ada@example.test", "x"), password: fc.constantFrom("secret-1", "") })
    .map(({ email, password }): EventInput => ({ _tag: "LoginSubmitted", email, password })),
  fc.constantFrom(null, "inactivity-modal" as const, "reality-check" as const).map((source): EventInput => ({ _tag: "LogoutRequested", source })),
  fc.boolean().map((active): EventInput => ({ _tag: "MaintenancePushed", active })),
  fc.constantFrom("ad", "ada", "ada_l").map((username): EventInput => ({ _tag: "UsernameEntered", username })),
  fc.record({ username: fc.constantFrom("ad", "ada"), valid: fc.boolean() })
    .map(({ username, valid }): EventInput => ({ _tag: "UsernameValidated", requestId: "r", username, valid, publicMessage: valid ? null : "Taken" })),
  fc.record({ dob: fc.constantFrom("10/12/1990", "31/02/2000", "1/1/1990"), username: fc.constantFrom("ada_1", "x") })
    .map(({ dob, username }): EventInput => ({ _tag: "RegistrationSubmitted", email: "n@example.test", password: "longenough", username, firstname: "N", lastname: "M", dob, marketingOptIn: false })),
  fc.constantFrom("/", "/account", "/login").map((path): EventInput => ({ _tag: "LocationChanged", location: { path, search: "?modal=deposit" } })),
  fc.constantFrom("decimal" as const, "fractional" as const).map((oddsFormat): EventInput => ({ _tag: "OddsFormatChosen", oddsFormat })),
  fc.constant<EventInput>({ _tag: "HideBalanceToggled" }),
  fc.constant<EventInput>({ _tag: "SocketFrameRejected", event: "user", detail: "Expected string" }),
  fc.constantFrom(...endpoints).map((endpoint): EventInput => ({ _tag: "CallCompleted", requestId: "r", endpoint })),
  fc.constant<EventInput>({ _tag: "SocketConnected" }),
  fc.constant<EventInput>({ _tag: "PasswordRecoverySubmitted", email: "ada@example.test" }),
  // modals, notifications, inactivity
  fc.record({
    path: fc.constantFrom("/", "/sports", "/casino", "/casino/game/starburst/player", "/login"),
    modal: fc.constantFrom("", "?modal=deposit", "?modal=InactivityLoggedOutModal", "?modal=MarketingPreferencesReview", "?modal=questionnaire"),
  }).map(({ path, modal }): EventInput => ({ _tag: "LocationChanged", location: { path, search: modal } })),
  fc.record({
    type: fc.constantFrom("verification_approved", "upload_documents", "edd_alert", "review", "kyc_level_up", "kyc_action_required", "limits", "bonus", "promo"),
    ack: fc.constantFrom("ack-1", "ack-2", "ack-3"),
    title: fc.option(fc.constantFrom("Hello", "Limits"), { nil: null }),
  }).map(({ type, ack, title }): EventInput => ({
    _tag: "NotificationPushed",
    notification: {
      type, title, message: "Body", ack_id: ack,
      content: type === "limits" ? { active_limits: [{ type: "LOSS", source: "USER", window_days: 1, maximum_amount: 10, remaining_amount: 0 }], action_type: "REACHED" } : null,
    },
  })),
  fc.constantFrom("acc-1", "acc-2").map((ack): EventInput => ({ _tag: "AcceptanceNotificationPushed", notification: { ack_id: ack, bet_id: 12 } })),
  fc.constantFrom("modal-1", "modal-2", "modal-4", "modal-7", "modal-12").map((id): EventInput => ({ _tag: "ModalClosed", id })),
  fc.record({ id: fc.constantFrom("modal-1", "modal-3"), index: fc.integer({ min: 0, max: 2 }) })
    .map(({ id, index }): EventInput => ({ _tag: "ModalActionPressed", id, index })),
  fc.constant<EventInput>({ _tag: "SessionExtensionRequested" }),
  // site-wide rules: consent, device, chunk-load errors, tracking
  fc.record({ necessary: fc.boolean(), analytics: fc.boolean(), marketing: fc.boolean(), statistics: fc.boolean() })
    .map((categories): EventInput => ({ _tag: "ConsentGiven", categories })),
  fc.constantFrom(390, 1023, 1024, 1440).map((width): EventInput => ({ _tag: "ViewportMeasured", width })),
  fc.constantFrom("account", "auth").map((chunk): EventInput => ({ _tag: "ChunkLoadFailed", chunk })),
  fc.constantFrom("g-1", "g-2").map((id): EventInput => ({
    _tag: "TrackingEventRecorded", tracking: { event: "game_clicked", page: "/casino", location: null, position: 1, id, type: "casino", game_id: id },
  })),
)

/** A session: start-up first, then events with the clock moving by random steps. */
export const sessionArb = (maxLength = 80) => fc.tuple(
  appStartedArb,
  fc.array(fc.tuple(eventArb, fc.integer({ min: 0, max: 40_000 })), { maxLength }),
)
