/**
 * The message ids the betslip settings' core texts name, with their en-GB text. Composed into
 * coreMessages (core/app/messages.ts): the catalogues (ui/i18n/messages/sportsbook) must hold them.
 */
export const betslipSettingsMessages = {
  "sportsbook.settings.saved": "Your betslip settings are saved.",
  "sportsbook.settings.notSaved": "Your betslip settings could not be saved. Please try again.",
  "sportsbook.settings.stakeInvalid": "Enter amounts above 0 and up to 100,000, with at most two decimals.",
} as const
