/**
 * The betslip settings' events (spec §2.10 BetslipSettings): what the bettor did in the dialog, and
 * what the server answered. Registered by the area (index.ts).
 */
import { Schema } from "effect"
import { BetslipSettings, PriceChangeRule } from "../model/sportsbook.js"

const at = Schema.Finite
const RequestId = Schema.String

// ── what the bettor did ──────────────────────────────────────────────────────
/** The slip's settings button: the dialog opens, a failed save is forgotten, settings not loaded yet are asked for. */
export const BetslipSettingsOpened = Schema.TaggedStruct("BetslipSettingsOpened", { at })
/**
 * Save in the dialog: the rule chosen and the stake fields as typed (core reads them: an empty
 * default stake is "the brand's", empty quick stake fields are left out).
 */
export const BetslipSettingsSubmitted = Schema.TaggedStruct("BetslipSettingsSubmitted", {
  at,
  priceChanges: PriceChangeRule,
  defaultStake: Schema.String,
  quickStakes: Schema.Array(Schema.String),
})

// ── what the server answered ─────────────────────────────────────────────────
/** GET sportsbook/settings answered: the bettor's settings (the defaults when never saved). */
export const BetslipSettingsLoaded = Schema.TaggedStruct("BetslipSettingsLoaded", { at, requestId: RequestId, settings: BetslipSettings })
/** PUT sportsbook/settings answered: the settings as saved. */
export const BetslipSettingsSaved = Schema.TaggedStruct("BetslipSettingsSaved", { at, requestId: RequestId, settings: BetslipSettings })

export const BETSLIP_SETTINGS_EVENTS = [BetslipSettingsOpened, BetslipSettingsSubmitted, BetslipSettingsLoaded, BetslipSettingsSaved] as const

export type BetslipSettingsEvent = (typeof BETSLIP_SETTINGS_EVENTS)[number]["Type"]
