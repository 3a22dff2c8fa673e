/**
 * Interface settings kept on this device (spec §3 "Interface settings"): the odds format chosen
 * while logged out, whether the balance is hidden, the desktop drawer. See reduce.ts.
 */
import { defineArea, tagsOf } from "../kernel/index.js"
import type { OddsFormat } from "../model/primitives.js"
import type { SessionRoot } from "../session/index.js"
import type { SiteRoot } from "../site/index.js"
import { oddsFormatInForce } from "./odds-format.js"
import { initialPreferences, PREFERENCES_EVENTS, reducePreferences, type PreferencesState } from "./reduce.js"

export const preferences = defineArea({
  key: "preferences", initial: initialPreferences, reduce: reducePreferences, events: PREFERENCES_EVENTS,
  storageKeys: ["oddsFormat", "hideBalance", "drawerExpanded"],
  handles: [...tagsOf(PREFERENCES_EVENTS), "AppStarted"],
})

export type PreferencesRoot = { readonly preferences: PreferencesState }

/** Whether the desktop drawer is expanded (spec §3 "Interface settings" drawerExpanded). */
export const selectDrawerExpanded = (s: PreferencesRoot): boolean => s.preferences.drawerExpanded
/** Whether the bettor hid their balance on this device (spec §3 hideBalance; the wallet's views read it). */
export const selectHideBalance = (s: PreferencesRoot): boolean => s.preferences.hideBalance

/** spec §4 "Odds format": from user, else storage, else country default, else decimal. */
export const selectOddsFormat = (s: PreferencesRoot & SessionRoot & SiteRoot): OddsFormat =>
  oddsFormatInForce({ user: s.session.user?.odds_format, storage: s.preferences.oddsFormat, countryDefault: s.site.config?.default_odds_format })

export * from "./odds-format.js"
export { DrawerToggled, HideBalanceToggled, initialPreferences, OddsFormatChosen, type PreferencesState } from "./reduce.js"
