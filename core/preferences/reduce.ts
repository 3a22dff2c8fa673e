/**
 * Interface settings (spec §3 "Interface settings") kept on this device: the odds format chosen
 * while logged out and whether the balance is hidden. The odds format in force is a selector
 * (spec §4 "Odds format": from user, else storage, else country default, else decimal).
 */
import type { Reducer } from "../app/step.js"
import type { OddsFormat } from "../model/primitives.js"

export interface PreferencesState {
  readonly oddsFormat: OddsFormat | null
  readonly hideBalance: boolean
}

export const initialPreferences: PreferencesState = { oddsFormat: null, hideBalance: false }

export const reducePreferences: Reducer<PreferencesState> = (p, event) => {
  switch (event._tag) {
    case "AppStarted":
      return [{ oddsFormat: event.storedOddsFormat, hideBalance: event.storedHideBalance }, []]
    case "OddsFormatChosen":
      return [{ ...p, oddsFormat: event.oddsFormat }, [{ _tag: "Persist", key: "oddsFormat", value: event.oddsFormat }]]
    case "HideBalanceToggled":
      return [{ ...p, hideBalance: !p.hideBalance }, [{ _tag: "Persist", key: "hideBalance", value: String(!p.hideBalance) }]]
    default:
      return [p, []]
  }
}
