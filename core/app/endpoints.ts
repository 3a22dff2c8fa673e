/**
 * The names of the calls core can ask for. The adapters declare each one (method, path, version,
 * schemas, the event its answer becomes) in adapters/api; core only names them.
 */
import { Schema } from "effect"
import type { TrackingEvent } from "../analytics/tracking.js"
import type { SportsView } from "../catalogue/views.js"
import type { PlaceBetsRequest } from "../model/betslip.js"
import type { BetsListStatus } from "../model/bets.js"

export const EndpointName = Schema.Literals([
  "geolocationCheck",
  "configs",
  "login",
  "logout",
  "refreshSession",
  "register",
  "validateUsername",
  "getUser",
  "updateUser",
  "changePassword",
  "resetPasswordEmail",
  "resetPassword",
  "resendConfirmationEmail",
  "confirmEmail",
  "sendTracking",
  "getGames",
  "getSportHome",
  "getGameTab",
  "getCompetition",
  "getMatchPage",
  "searchSports",
  "getMatchLookup",
  // The betslip (core/betslip).
  "getBetslip",
  "syncBetslip",
  "syncBetBuilderCart",
  "placeBets",
  // My Bets (core/bets).
  "getBets",
  "cashoutBet",
])
export type EndpointName = typeof EndpointName.Type

/** What each call takes from core. Adapters turn it into path, query and body. */
export interface EndpointInputs {
  readonly geolocationCheck: { readonly retry: boolean }
  readonly configs: Record<string, never>
  readonly login: { readonly email: string; readonly password: string }
  readonly logout: { readonly token: string }
  readonly refreshSession: Record<string, never>
  readonly register: {
    readonly email: string
    readonly password: string
    readonly username: string
    readonly firstname: string
    readonly lastname: string
    readonly dob: string
    readonly marketing_opt_in: boolean
    readonly locale: string
    readonly mixpanel_distinct_id: string
  }
  readonly validateUsername: { readonly username: string }
  readonly getUser: Record<string, never>
  readonly updateUser: Readonly<Record<string, string | boolean | null>>
  readonly changePassword: { readonly old_password: string; readonly new_password: string }
  readonly resetPasswordEmail: { readonly email: string }
  readonly resetPassword: { readonly token: string; readonly password: string }
  readonly resendConfirmationEmail: Record<string, never>
  readonly confirmEmail: { readonly token: string }
  /** spec §7 POST personalisation/tracking: the batched events (core/analytics). */
  readonly sendTracking: { readonly events: ReadonlyArray<TrackingEvent> }
  // The sportsbook catalogue (core/catalogue): each carries the view it loads, so the answer lands there.
  readonly getGames: Record<string, never>
  readonly getSportHome: { readonly view: SportsView }
  readonly getGameTab: { readonly view: SportsView; readonly name: string; readonly tab: string }
  readonly getCompetition: { readonly view: SportsView; readonly id: number }
  readonly getMatchPage: { readonly view: SportsView; readonly id: number }
  readonly searchSports: { readonly view: SportsView; readonly query: string }
  /** spec §7 GET matches/{id} (v1): the match deep link's lookup. */
  readonly getMatchLookup: { readonly id: number }
  // The betslip (core/betslip). `v2`: BETBUILDERV2 is on (spec §7 betslip v2).
  readonly getBetslip: { readonly v2: boolean }
  /**
   * POST betslip: the picks in order (v1 sends each as a one-id leg, v2 the flat list); cancels in
   * flight. `betBuilderLegs`: the picks that are bet builder legs (pick id → its contract ids), which
   * v1 sends as one leg each; absent when there are none.
   */
  readonly syncBetslip: {
    readonly v2: boolean
    readonly contractIds: ReadonlyArray<number>
    readonly betBuilderLegs?: Readonly<Record<string, ReadonlyArray<number>>>
  }
  /** POST betbuilder-cart; cancels in flight. */
  readonly syncBetBuilderCart: { readonly contractIds: ReadonlyArray<number> }
  /** POST bets/place with its Idempotency-Key header. */
  readonly placeBets: { readonly request: PlaceBetsRequest; readonly idempotencyKey: string }
  // My Bets (core/bets): GET bets (v1) one page of a list; POST bets/{id}/cashout (v1), money in minor units.
  readonly getBets: { readonly list: BetsListStatus; readonly limit: number; readonly before: number | null }
  readonly cashoutBet: { readonly betId: number; readonly amount: number; readonly stake: number | null }
}
