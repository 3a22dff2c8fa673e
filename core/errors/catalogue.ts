/**
 * The error catalogue of spec §8, as one pure function: what a failed call means for the person.
 *
 * `reactToFailure` returns reactions; the areas apply them (snackbars raise the snackbar, the
 * session schedules the 401 logout, the site enters maintenance). Every row of spec §8 is a row of
 * specs/core/error-catalogue.test.ts.
 *
 * Beyond the spec's table (decision 0002): other 4xx statuses (404, 409, 422, 429) read as the 400
 * row, since the server words them for the person; a response that fails its schema reads as the
 * 500 row with our own text.
 */
import { literal, message, serverTextOr } from "../kernel/index.js"
import type { ErrorPayload } from "../model/error.js"
import type { SnackbarInput } from "../snackbars/index.js"
import { SPECIAL_BRAND } from "../site/index.js"

/** An endpoint's name, as its area declared it. */
type EndpointName = string

export interface Failure {
  readonly endpoint: EndpointName
  readonly method: string
  readonly path: string
  readonly status: number
  readonly reason: "http" | "network" | "decode"
  readonly error: ErrorPayload | null
}

export interface FailureContext {
  readonly brand: string
  readonly hasToken: boolean
  /** Current path and search, for the redirect after logging in again. */
  readonly path: string
  readonly search: string
  readonly helpLinks: { readonly changePaymentMethod: string } | null
}

export type Reaction =
  | { readonly _tag: "ShowSnackbar"; readonly snackbar: SnackbarInput }
  | { readonly _tag: "RedirectToWelcome"; readonly redirect: string }
  | { readonly _tag: "ExpireSession"; readonly redirect: string }
  | { readonly _tag: "EnterMaintenance" }
  | { readonly _tag: "OpenModal"; readonly name: string; readonly props: Readonly<Record<string, unknown>> }
  | { readonly _tag: "OddsChanged"; readonly title: string | null }

/**
 * Calls whose failures never pop up (spec §8 "Other"): DELETE sessions, phone and marketing paths,
 * and calls flagged to hide errors: the start-up refresh of a stored token (a failed refresh only
 * clears the token, spec §4) and the username check (its message shows beside the field).
 */
const silentEndpoints: ReadonlySet<EndpointName> = new Set<EndpointName>([
  "logout", "refreshSession", "validateUsername",
  // spec §4 "Match deep link": "A failure is ignored silently".
  "getMatchLookup",
  // The sports navigation's game list: the pages still work without it, and it is fetched again.
  "getGames",
  // The bettor's betslip settings on log-in: without them the slip uses the brand's stakes and asks
  // about every price change (the server still applies the bettor's rule), and the dialog loads again.
  "getBetslipSettings",
])
const silentPath = /(^|\/)users\/(phone|attribute\/marketing|marketing-preferences)(\/|$)|personalisation\/tracking/

/**
 * Forms show a 4xx answer's public_message inline, beside the fields (decision 0002); a snackbar
 * repeating it would be a second alert saying the same thing.
 */
const formEndpoints: ReadonlySet<EndpointName> = new Set<EndpointName>([
  "login", "register", "resetPasswordEmail", "resetPassword", "confirmEmail", "resendConfirmationEmail", "changePassword", "updateUser",
  // The betslip settings dialog (core/betslip-settings).
  "saveBetslipSettings",
  // A bet's automatic cash-out control (core/auto-cashout).
  "setAutoCashout", "clearAutoCashout",
])

/**
 * Sports pages show a failed load in place (not found, or an error with a retry button), so a 4xx
 * snackbar would repeat it; 5xx, 503 and network failures still follow the catalogue's rows.
 */
const pageEndpoints: ReadonlySet<EndpointName> = new Set<EndpointName>([
  "getSportHome", "getGameTab", "getCompetition", "getMatchPage", "searchSports",
])

export const isSilent = (f: Pick<Failure, "endpoint" | "method" | "path">): boolean =>
  silentEndpoints.has(f.endpoint) || (f.method === "DELETE" && /(^|\/)sessions$/.test(f.path)) || silentPath.test(f.path)

const errorSnackbar = (error: ErrorPayload | null): SnackbarInput => ({
  type: "error",
  title: message("error.title"),
  text: serverTextOr(error?.public_message, "error.unknown"),
})

const byMessageKey = (f: Failure, ctx: FailureContext): ReadonlyArray<Reaction> | null => {
  const key = f.error?.message_key
  const error = f.error
  switch (key) {
    case "DEPOSIT_RESTRICTION_LIMIT_EXCEEDED":
      return [{ _tag: "OpenModal", name: "DepositLimitReached", props: { message: error?.public_message ?? error?.message ?? null } }]
    case "PAYMENT_ONE_PAYMENT_METHOD_ALLOWED":
      return [{
        _tag: "ShowSnackbar",
        snackbar: {
          type: "error",
          title: message("payment.invalidMethod.title"),
          text: error?.public_message ? literal(error.public_message) : null,
          timeout: null,
          actions: [
            { label: message("action.okay"), type: "primary", intent: { _tag: "Dismiss" } },
            ...(ctx.helpLinks
              ? [{ label: message("action.learnMore"), type: "secondary" as const, intent: { _tag: "OpenExternal" as const, url: ctx.helpLinks.changePaymentMethod } }]
              : []),
          ],
        },
      }]
    case "PAYMENT_DEPOSIT_LIMIT_REACHED":
    case "LOSSLIMITNOTSATISFIED": {
      const limits = error?.reached_limits ?? []
      return limits.length === 0
        ? [{ _tag: "ShowSnackbar", snackbar: errorSnackbar(error) }]
        : limits.map((limit) => ({ _tag: "OpenModal" as const, name: "LimitReached", props: { limit, actionType: "REACHED" } }))
    }
    // Not in spec §8: the server's answer when the balance cannot pay a stake. From bets/place it
    // opens AddFunds (the betslip opens it itself when core's balance already shows the shortfall);
    // elsewhere (a withdrawal, a casino round) the status rows say it.
    case "INSUFFICIENT_FUNDS":
      return f.endpoint === "placeBets" ? [{ _tag: "OpenModal", name: "AddFunds", props: { message: error?.public_message ?? null } }] : null
    case "ODDSCHANGED":
      return [
        { _tag: "ShowSnackbar", snackbar: { type: "warning", title: serverTextOr(error?.public_message ?? error?.message, "error.unknown") } },
        { _tag: "OddsChanged", title: error?.public_message ?? error?.message ?? null },
      ]
    default:
      return null
  }
}

/** What a failed call means for the person (spec §8), in the order the reactions apply. */
export const reactToFailure = (f: Failure, ctx: FailureContext): ReadonlyArray<Reaction> => {
  if (f.reason === "network") {
    return isSilent(f) ? [] : [{ _tag: "ShowSnackbar", snackbar: { type: "error", title: message("error.title"), text: message("error.network.text") } }]
  }
  if (f.reason === "decode") {
    if (isSilent(f)) return []
    return [{ _tag: "ShowSnackbar", snackbar: { type: "error", title: message("error.server.title"), text: message("error.decode.text") } }]
  }
  if (f.status === 503) return [{ _tag: "EnterMaintenance" }]
  if (isSilent(f)) return []
  const keyed = byMessageKey(f, ctx)
  if (keyed) return keyed
  if (f.status === 401) {
    const redirect = ctx.path + ctx.search
    if (!ctx.hasToken && ctx.brand === SPECIAL_BRAND) return [{ _tag: "RedirectToWelcome", redirect }]
    return [
      { _tag: "ShowSnackbar", snackbar: { type: "error", title: message("error.unauthorised.title"), text: message("error.unauthorised.text") } },
      { _tag: "ExpireSession", redirect },
    ]
  }
  // "No snackbar for … responses without a body."
  if (f.error === null) return []
  if (f.status >= 500) {
    return [{ _tag: "ShowSnackbar", snackbar: { type: "error", title: message("error.server.title"), text: serverTextOr(f.error.public_message, "error.server.text") } }]
  }
  if (f.status >= 400 && (formEndpoints.has(f.endpoint) || pageEndpoints.has(f.endpoint))) return []
  if (f.status >= 400) return [{ _tag: "ShowSnackbar", snackbar: errorSnackbar(f.error) }]
  return []
}
