/**
 * Interface settings (spec §3 "Interface settings") kept on this device: the odds format chosen
 * while logged out, whether the balance is hidden and whether the desktop drawer is expanded
 * (spec §9: default true). The odds format in force is a selector (spec §4 "Odds format": from
 * user, else storage, else country default, else decimal).
 *
 * Handles AppStarted (the stored values), OddsFormatChosen, HideBalanceToggled, DrawerToggled;
 * each change is persisted (Persist) under its spec §9 key.
 */
import { Schema } from "effect"
import { at, type AppStarted, type Reducer } from "../kernel/index.js"
import { OddsFormat } from "../model/primitives.js"

export const OddsFormatChosen = Schema.TaggedStruct("OddsFormatChosen", { at, oddsFormat: OddsFormat })
export const HideBalanceToggled = Schema.TaggedStruct("HideBalanceToggled", { at })
/** The person collapsed or expanded the desktop drawer (spec §3 "Interface settings" drawerExpanded). */
export const DrawerToggled = Schema.TaggedStruct("DrawerToggled", { at })
export const PREFERENCES_EVENTS = [OddsFormatChosen, HideBalanceToggled, DrawerToggled] as const
type Handled = (typeof PREFERENCES_EVENTS)[number]["Type"] | AppStarted

export interface PreferencesState {
  readonly oddsFormat: OddsFormat | null
  readonly hideBalance: boolean
  readonly drawerExpanded: boolean
}

export const initialPreferences: PreferencesState = { oddsFormat: null, hideBalance: false, drawerExpanded: true }

// Each change writes the three fields out rather than spreading the last slice: Node 20's V8
// copies a spread of a spread slowly (decision 0019).
export const reducePreferences: Reducer<PreferencesState, Handled> = (p, event) => {
  switch (event._tag) {
    case "AppStarted":
      return [{
        oddsFormat: event.storedOddsFormat,
        hideBalance: event.storedHideBalance,
        // Logs recorded before the field existed start expanded, as spec §9's default says.
        drawerExpanded: event.storedDrawerExpanded ?? true,
      }, []]
    case "OddsFormatChosen":
      return [{ oddsFormat: event.oddsFormat, hideBalance: p.hideBalance, drawerExpanded: p.drawerExpanded }, [{ _tag: "Persist", key: "oddsFormat", value: event.oddsFormat }]]
    case "HideBalanceToggled":
      return [{ oddsFormat: p.oddsFormat, hideBalance: !p.hideBalance, drawerExpanded: p.drawerExpanded }, [{ _tag: "Persist", key: "hideBalance", value: String(!p.hideBalance) }]]
    case "DrawerToggled":
      return [{ oddsFormat: p.oddsFormat, hideBalance: p.hideBalance, drawerExpanded: !p.drawerExpanded }, [{ _tag: "Persist", key: "drawerExpanded", value: String(!p.drawerExpanded) }]]
    default:
      return [p, []]
  }
}
