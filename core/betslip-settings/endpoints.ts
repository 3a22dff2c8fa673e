/**
 * The betslip settings' calls (docs/api.md "Betslip settings"): GET and PUT sportsbook/settings,
 * both needing a session. Bodies and answers pass the shared wire schema (core/model/sportsbook.ts).
 */
import { defineEndpoint, encodedBody, eventWith } from "../kernel/index.js"
import { BetslipSettings } from "../model/sportsbook.js"

export const getBetslipSettings = defineEndpoint()({
  name: "getBetslipSettings", method: "GET", path: () => "sportsbook/settings",
  version: "v1", response: BetslipSettings, toEvent: eventWith("BetslipSettingsLoaded", "settings"),
})

export const saveBetslipSettings = defineEndpoint<{ readonly settings: BetslipSettings }>()({
  name: "saveBetslipSettings", method: "PUT", path: () => "sportsbook/settings",
  version: "v1",
  body: encodedBody(BetslipSettings, (input: { readonly settings: BetslipSettings }) => input.settings),
  response: BetslipSettings, toEvent: eventWith("BetslipSettingsSaved", "settings"),
})

export const BETSLIP_SETTINGS_ENDPOINTS = { getBetslipSettings, saveBetslipSettings }
