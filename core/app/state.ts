/** The whole application state: plain JSON, one slice per area. */
import { initialForms, type FormsState } from "../forms/reduce.js"
import { initialPreferences, type PreferencesState } from "../preferences/reduce.js"
import { initialSession, type SessionState } from "../session/reduce.js"
import { initialSite, type SiteState } from "../site/reduce.js"
import { initialSnackbars, type SnackbarsState } from "../snackbars/reduce.js"
import { initialFlags, type FlagsState } from "../flags/flags.js"
import { initialModals, type ModalsState } from "../modals/reduce.js"
import { initialInactivity, type InactivityState } from "../inactivity/reduce.js"
import { initialConsent, type ConsentState } from "../consent/consent.js"
import { initialDevice, type DeviceState } from "../device/device.js"
import { initialChunks, type ChunksState } from "../chunks/chunks.js"
import { initialTracking, type TrackingState } from "../analytics/tracking.js"
import { initialCatalogue, type CatalogueState } from "../catalogue/reduce.js"
import { initialMatchDeepLink, type MatchDeepLinkState } from "../catalogue/match-deep-link.js"
import { initialBetslip, type BetslipState } from "../betslip/reduce.js"
import { initialBets, type BetsState } from "../bets/reduce.js"

export interface AppState {
  /** The counter behind `ctx.nextId`: ids are drawn in order, so a replay draws the same ones. */
  readonly seq: number
  readonly site: SiteState
  readonly session: SessionState
  readonly forms: FormsState
  readonly preferences: PreferencesState
  readonly snackbars: SnackbarsState
  readonly flags: FlagsState
  readonly modals: ModalsState
  readonly inactivity: InactivityState
  readonly betslip: BetslipState
  readonly consent: ConsentState
  readonly device: DeviceState
  readonly chunks: ChunksState
  readonly tracking: TrackingState
  readonly catalogue: CatalogueState
  readonly matchDeepLink: MatchDeepLinkState
  /** My Bets (core/bets). */
  readonly bets: BetsState
}

export const initialState: AppState = {
  seq: 0,
  site: initialSite,
  session: initialSession,
  forms: initialForms,
  preferences: initialPreferences,
  snackbars: initialSnackbars,
  flags: initialFlags,
  modals: initialModals,
  inactivity: initialInactivity,
  betslip: initialBetslip,
  consent: initialConsent,
  device: initialDevice,
  chunks: initialChunks,
  tracking: initialTracking,
  catalogue: initialCatalogue,
  matchDeepLink: initialMatchDeepLink,
  bets: initialBets,
}
