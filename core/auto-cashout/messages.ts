/**
 * The message ids automatic cash-out's core texts name, with their en-GB text. Composed into
 * coreMessages (core/app/messages.ts): the catalogues (ui/i18n/messages/sportsbook) must hold them.
 * `bets.explain.autoCashedOut` is the settled bet's explanation (core/bets/explain.ts).
 */
export const autoCashoutMessages = {
  "bets.autoCashout.invalid": "Enter an amount above 0, with at most two decimals.",
  "bets.autoCashout.reached": "The offer is already at that amount. Choose a higher amount, or cash out now.",
  "bets.autoCashout.tooHigh": "This bet can't return that much. Choose a lower amount.",
  "bets.autoCashout.failed": "We couldn't change your automatic cash-out. Please try again.",
  "bets.autoCashout.done": "Automatic cash-out: your bet was cashed out for {amount}.",
  "bets.explain.autoCashedOut": "Cashed out automatically for {amount}, when the offer reached your amount of {rule}.",
} as const
