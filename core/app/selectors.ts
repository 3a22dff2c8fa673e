/**
 * Selectors: what views read. Derived values are computed here, never stored. Each returns either
 * a slice of state (stable identity) or a primitive, so `useSyncExternalStore` re-renders only on
 * real change.
 */
import type { FormId, FormState, UsernameCheck } from "../forms/reduce.js"
import { formState } from "../forms/reduce.js"
import type { OddsFormat } from "../model/primitives.js"
import { oddsFormatInForce } from "../preferences/odds-format.js"
import type { SiteConfig } from "../model/site.js"
import type { User } from "../model/user.js"
import type { Snackbar } from "../snackbars/model.js"
import type { AppState } from "./state.js"
import { BRAND_NAMES } from "../site/brands.js"

export const selectUser = (s: AppState): User | null => s.session.user
export const selectIsLoggedIn = (s: AppState): boolean => s.session.user !== null
/** True while a stored token is being refreshed at start-up: guards wait instead of redirecting. */
export const selectSessionRestoring = (s: AppState): boolean => s.session.status === "restoring"
export const selectSiteConfig = (s: AppState): SiteConfig | null => s.site.config
export const selectBrandName = (s: AppState): string => s.site.config?.brand_name ?? BRAND_NAMES[s.site.brand] ?? s.site.brand
export const selectStartupStatus = (s: AppState) => s.site.startup.status
export const selectMaintenanceActive = (s: AppState): boolean => s.site.maintenance.active
export const selectMaintenanceRetryMs = (s: AppState): number => s.site.maintenance.retryDelayMs
export const selectIsProduction = (s: AppState): boolean => s.site.environment === "production"
export const selectSnackbars = (s: AppState): ReadonlyArray<Snackbar> => s.snackbars
export const selectForm = (id: FormId) => (s: AppState): FormState => formState(s.forms, id)
export const selectUsernameCheck = (username: string) => (s: AppState): UsernameCheck | null => s.forms.usernames[username] ?? null
export const selectHideBalance = (s: AppState): boolean => s.preferences.hideBalance
export const selectLocation = (s: AppState) => s.site.location

/** spec §4 "Odds format": from user, else storage, else country default, else decimal. */
export const selectOddsFormat = (s: AppState): OddsFormat =>
  oddsFormatInForce({ user: s.session.user?.odds_format, storage: s.preferences.oddsFormat, countryDefault: s.site.config?.default_odds_format })

/** The cash balance in minor units, or null when logged out. */
export const selectBalance = (s: AppState): number | null => s.session.user?.account.balance ?? null
export const selectCurrency = (s: AppState) => s.session.user?.account.currency ?? s.site.config?.default_currency ?? "gbp"

// Feature flags, modals, the inactivity countdown: defined beside their areas.
export { selectFeatures, selectFeature } from "../flags/selectors.js"
export { selectActiveModals, type ActiveModal } from "../modals/selectors.js"
export { selectInactivitySecondsLeft } from "../inactivity/reduce.js"
export { selectDrawerExpanded } from "../preferences/reduce.js"
