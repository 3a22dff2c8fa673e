/** The whole application state: plain JSON, one slice per area. */
import { initialForms, type FormsState } from "../forms/reduce.js"
import { initialPreferences, type PreferencesState } from "../preferences/reduce.js"
import { initialSession, type SessionState } from "../session/reduce.js"
import { initialSite, type SiteState } from "../site/reduce.js"
import { initialSnackbars, type SnackbarsState } from "../snackbars/reduce.js"

export interface AppState {
  /** The counter behind `ctx.nextId`: ids are drawn in order, so a replay draws the same ones. */
  readonly seq: number
  readonly site: SiteState
  readonly session: SessionState
  readonly forms: FormsState
  readonly preferences: PreferencesState
  readonly snackbars: SnackbarsState
}

export const initialState: AppState = {
  seq: 0,
  site: initialSite,
  session: initialSession,
  forms: initialForms,
  preferences: initialPreferences,
  snackbars: initialSnackbars,
}
