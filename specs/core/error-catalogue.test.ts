/** spec §8, one row per line of the catalogue, named in the spec's words. */
import { describe, expect, it } from "vitest"
import { reactToFailure, type Failure, type FailureContext, type Reaction } from "../../core/errors/catalogue.js"
import { literal, message } from "../../core/kernel/index.js"
import { SPECIAL_BRAND } from "../../core/site/brands.js"

const ctx: FailureContext = { brand: "sportsbook", hasToken: true, path: "/account", search: "?tab=1", helpLinks: { changePaymentMethod: "https://help.test/payment" } }
const failure = (status: number, error: Failure["error"], over: Partial<Failure> = {}): Failure =>
  ({ endpoint: "getUser", method: "GET", path: "/v0/users", status, reason: "http", error, ...over })

const errorSnackbar = (text: ReturnType<typeof literal> | ReturnType<typeof message>): Reaction =>
  ({ _tag: "ShowSnackbar", snackbar: { type: "error", title: message("error.title"), text } })

const limit = { type: "DEPOSIT", source: "USER", window_days: 1, maximum_amount: 50, remaining_amount: 0 }

type Row = readonly [spec: string, failure: Failure, context: FailureContext, expected: ReadonlyArray<Reaction>]

const rows: ReadonlyArray<Row> = [
  ["400: error snackbar titled 'Error' with public_message", failure(400, { public_message: "Bad stake" }), ctx, [errorSnackbar(literal("Bad stake"))]],
  ["400: error snackbar titled 'Error' with 'Unknown error, contact support.' when no public_message", failure(400, { message: "x" }), ctx, [errorSnackbar(message("error.unknown"))]],
  ["403: error snackbar titled 'Error' with public_message", failure(403, { public_message: "Forbidden here" }), ctx, [errorSnackbar(literal("Forbidden here"))]],
  ["451: error snackbar titled 'Error' with public_message", failure(451, { public_message: "Not in your region" }), ctx, [errorSnackbar(literal("Not in your region"))]],
  ["451: 'Unknown error, contact support.' without public_message", failure(451, {}), ctx, [errorSnackbar(message("error.unknown"))]],
  [
    "401: no token and the specific brand: redirect to welcome with a redirect query of the current path",
    failure(401, { public_message: "x" }), { ...ctx, hasToken: false, brand: SPECIAL_BRAND },
    [{ _tag: "RedirectToWelcome", redirect: "/account?tab=1" }],
  ],
  [
    "401 otherwise: snackbar 'Unauthorised' 'Your session has expired…'; logged out after 1 s, to /login with redirect",
    failure(401, { public_message: "expired" }), ctx,
    [
      { _tag: "ShowSnackbar", snackbar: { type: "error", title: message("error.unauthorised.title"), text: message("error.unauthorised.text") } },
      { _tag: "ExpireSession", redirect: "/account?tab=1" },
    ],
  ],
  [
    "401 with no token on another brand is 'otherwise' too",
    failure(401, {}), { ...ctx, hasToken: false },
    [
      { _tag: "ShowSnackbar", snackbar: { type: "error", title: message("error.unauthorised.title"), text: message("error.unauthorised.text") } },
      { _tag: "ExpireSession", redirect: "/account?tab=1" },
    ],
  ],
  ["500: snackbar 'Server Error' with public_message", failure(500, { public_message: "Try later" }), ctx,
    [{ _tag: "ShowSnackbar", snackbar: { type: "error", title: message("error.server.title"), text: literal("Try later") } }]],
  ["500: 'Request failed, please try again.' without public_message", failure(500, {}), ctx,
    [{ _tag: "ShowSnackbar", snackbar: { type: "error", title: message("error.server.title"), text: message("error.server.text") } }]],
  ["503: the maintenance modal opens", failure(503, { public_message: "down" }), ctx, [{ _tag: "EnterMaintenance" }]],
  ["DEPOSIT_RESTRICTION_LIMIT_EXCEEDED: opens DepositLimitReached with the message",
    failure(400, { message_key: "DEPOSIT_RESTRICTION_LIMIT_EXCEEDED", public_message: "Limit exceeded" }), ctx,
    [{ _tag: "OpenModal", name: "DepositLimitReached", props: { message: "Limit exceeded" } }]],
  [
    "PAYMENT_ONE_PAYMENT_METHOD_ALLOWED: persistent snackbar 'Invalid payment method' with 'Okay' and 'Learn more'",
    failure(400, { message_key: "PAYMENT_ONE_PAYMENT_METHOD_ALLOWED", public_message: "Use one method" }), ctx,
    [{
      _tag: "ShowSnackbar",
      snackbar: {
        type: "error", title: message("payment.invalidMethod.title"), text: literal("Use one method"), timeout: null,
        actions: [
          { label: message("action.okay"), type: "primary", intent: { _tag: "Dismiss" } },
          { label: message("action.learnMore"), type: "secondary", intent: { _tag: "OpenExternal", url: "https://help.test/payment" } },
        ],
      },
    }],
  ],
  ["PAYMENT_DEPOSIT_LIMIT_REACHED: opens LimitReached for each entry of reached_limits (actionType REACHED)",
    failure(400, { message_key: "PAYMENT_DEPOSIT_LIMIT_REACHED", reached_limits: [limit, { ...limit, window_days: 7 }] }), ctx,
    [
      { _tag: "OpenModal", name: "LimitReached", props: { limit, actionType: "REACHED" } },
      { _tag: "OpenModal", name: "LimitReached", props: { limit: { ...limit, window_days: 7 }, actionType: "REACHED" } },
    ]],
  ["PAYMENT_DEPOSIT_LIMIT_REACHED: if none, the generic error snackbar",
    failure(400, { message_key: "PAYMENT_DEPOSIT_LIMIT_REACHED", public_message: "Limit" }), ctx, [errorSnackbar(literal("Limit"))]],
  ["LOSSLIMITNOTSATISFIED: opens LimitReached for each entry of reached_limits",
    failure(400, { message_key: "LOSSLIMITNOTSATISFIED", reached_limits: [limit] }), ctx,
    [{ _tag: "OpenModal", name: "LimitReached", props: { limit, actionType: "REACHED" } }]],
  ["LOSSLIMITNOTSATISFIED: if none, the generic error snackbar",
    failure(400, { message_key: "LOSSLIMITNOTSATISFIED", reached_limits: [] }), ctx, [errorSnackbar(message("error.unknown"))]],
  ["ODDSCHANGED: warning snackbar with the message as its title; the prices of the changed legs update",
    failure(400, { message_key: "ODDSCHANGED", public_message: "The odds have changed" }), ctx,
    [
      { _tag: "ShowSnackbar", snackbar: { type: "warning", title: literal("The odds have changed") } },
      { _tag: "OddsChanged", title: "The odds have changed" },
    ]],
  ["(ours) INSUFFICIENT_FUNDS from bets/place: opens AddFunds with the server's words (issue 13), no snackbar",
    failure(422, { message_key: "INSUFFICIENT_FUNDS", public_message: "Your balance is too low for this bet." }, { endpoint: "placeBets", method: "POST", path: "/v1/bets/place" }), ctx,
    [{ _tag: "OpenModal", name: "AddFunds", props: { message: "Your balance is too low for this bet." } }]],
  ["(ours) INSUFFICIENT_FUNDS elsewhere (a withdrawal) reads as its status row",
    failure(422, { message_key: "INSUFFICIENT_FUNDS", public_message: "Your cash balance is too low for this withdrawal." }, { endpoint: "createWithdrawal", method: "POST", path: "/v0/payments/withdrawals" }), ctx,
    [errorSnackbar(literal("Your cash balance is too low for this withdrawal."))]],
  ["Network error: error snackbar", failure(0, null, { reason: "network" }), ctx,
    [{ _tag: "ShowSnackbar", snackbar: { type: "error", title: message("error.title"), text: message("error.network.text") } }]],
  ["No snackbar for DELETE of sessions", failure(500, { public_message: "x" }, { endpoint: "logout", method: "DELETE", path: "/v0/sessions" }), ctx, []],
  ["No snackbar for DELETE of sessions, even on a network error", failure(0, null, { endpoint: "logout", method: "DELETE", path: "/v0/sessions", reason: "network" }), ctx, []],
  ["No snackbar for phone paths", failure(400, { public_message: "x" }, { endpoint: "updateUser", method: "POST", path: "/v0/users/phone/send-code" }), ctx, []],
  ["No snackbar for marketing paths", failure(400, { public_message: "x" }, { endpoint: "updateUser", method: "POST", path: "/v0/users/marketing-preferences" }), ctx, []],
  ["No snackbar for requests flagged to hide errors (the start-up refresh)", failure(401, { public_message: "x" }, { endpoint: "refreshSession", path: "/v0/sessions/refresh" }), ctx, []],
  ["No snackbar for responses without a body", failure(404, null), ctx, []],
  ["(ours) other 4xx read as the 400 row", failure(422, { public_message: "Already taken" }), ctx, [errorSnackbar(literal("Already taken"))]],
  ["(ours) a form's 4xx shows inline, not as a snackbar too", failure(400, { public_message: "Incorrect e-mail or password." }, { endpoint: "login", method: "POST", path: "/v0/sessions" }), ctx, []],
  ["(ours) a form's 5xx still shows the 500 row", failure(500, {}, { endpoint: "login", method: "POST", path: "/v0/sessions" }), ctx,
    [{ _tag: "ShowSnackbar", snackbar: { type: "error", title: message("error.server.title"), text: message("error.server.text") } }]],
  ["(ours) a response failing its schema: server error snackbar", failure(200, null, { reason: "decode" }), ctx,
    [{ _tag: "ShowSnackbar", snackbar: { type: "error", title: message("error.server.title"), text: message("error.decode.text") } }]],
]

describe("error catalogue (spec §8)", () => {
  it.each(rows.map((r) => [r[0], r] as const))("%s", (_name, [, f, c, expected]) => {
    expect(reactToFailure(f, c)).toEqual(expected)
  })
})
