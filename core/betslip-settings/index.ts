/**
 * Betslip settings (spec §2.10 BetslipSettings, issue 20): the bettor's standing rule for price
 * changes and their default stake and quick stakes, kept on the server (GET/PUT
 * sportsbook/settings) so the rule holds on every device. The server applies the rule at placement
 * (server/domain/sportsbook/settings.ts `acceptsMove`); the betslip reads it here so that it asks
 * the bettor to accept exactly the moves the server would refuse, and takes its stakes from here
 * while someone is logged in. Owns `state.betslipSettings` (reduce.ts).
 *
 * Its own area, beside the betslip rather than inside its slice, so the slip's captured replay
 * fixtures keep their shape; it sits before the betslip in the list.
 */
import { defineArea, tagsOf } from "../kernel/index.js"
import type { PriceChangeRule } from "../model/sportsbook.js"
import { BETSLIP_SETTINGS_ENDPOINTS } from "./endpoints.js"
import { BETSLIP_SETTINGS_EVENTS } from "./events.js"
import { initialBetslipSettings, reduceBetslipSettings, type BetslipSettingsState } from "./reduce.js"

export const betslipSettings = defineArea({
  key: "betslipSettings", initial: initialBetslipSettings, reduce: reduceBetslipSettings,
  events: BETSLIP_SETTINGS_EVENTS, endpoints: BETSLIP_SETTINGS_ENDPOINTS,
  handles: [...tagsOf(BETSLIP_SETTINGS_EVENTS), "RequestFailed", "UserChanged", "SessionEnded"],
})

export interface BetslipSettingsRoot {
  readonly betslipSettings: BetslipSettingsState
}

const NONE: ReadonlyArray<number> = []

export const selectBetslipSettingsState = (s: BetslipSettingsRoot): BetslipSettingsState => s.betslipSettings

/** The rule the server applies to this bettor's placements; "ask" (the default) while unknown. */
export const selectPriceChangeRule = (s: BetslipSettingsRoot): PriceChangeRule => s.betslipSettings.saved?.price_changes ?? "ask"

/** The bettor's own default stake; null for the brand's (or nobody logged in). */
export const selectOwnDefaultStake = (s: BetslipSettingsRoot): number | null => s.betslipSettings.saved?.default_stake ?? null

/** The bettor's own quick stakes; empty for the brand's (or nobody logged in). */
export const selectOwnQuickStakes = (s: BetslipSettingsRoot): ReadonlyArray<number> => s.betslipSettings.saved?.quick_stakes ?? NONE

export * from "./endpoints.js"
export * from "./events.js"
export { betslipSettingsMessages } from "./messages.js"
export { initialBetslipSettings, readSettingsForm, type BetslipSettingsState, type SettingsField, type SettingsSave } from "./reduce.js"
