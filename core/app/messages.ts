/**
 * The ids of the messages core refers to, with their en-GB text. The formatjs catalogues in
 * ui/i18n must hold every one of them (a spec checks this), so core and views agree on names.
 */
import { autoCashoutMessages } from "../auto-cashout/index.js"
import { betsMessages } from "../bets/index.js"
import { betslipSettingsMessages } from "../betslip-settings/index.js"

export const coreMessages = {
  "error.title": "Error",
  "error.unknown": "Unknown error, contact support.",
  "error.unauthorised.title": "Unauthorised",
  "error.unauthorised.text": "Your session has expired. Please log in and try again.",
  "error.server.title": "Server Error",
  "error.server.text": "Request failed, please try again.",
  "error.network.text": "We couldn't reach our servers. Check your connection and try again.",
  "error.decode.text": "We received an answer we couldn't read. Please try again.",
  "error.socket.text": "A live update could not be read and was ignored.",
  "error.chunk.text": "Sorry, something went wrong, Please try again or contact customer support",
  "payment.invalidMethod.title": "Invalid payment method",
  "action.okay": "Okay",
  "action.learnMore": "Learn more",
  "session.loggedIn": "Welcome back, {name}.",
  "session.loggedOut": "You have been logged out.",
  "session.registered": "Your account is ready. Check your inbox to confirm your e-mail.",
  "account.saved": "Your changes have been saved.",
  "password.changed": "Your password has been changed.",
  "password.recoverSent": "If an account exists for that e-mail, we have sent a link to reset your password.",
  "password.resetDone": "Your password has been reset. You are now logged in.",
  "email.confirmed": "Thanks, your e-mail address is confirmed.",
  "email.resent": "We have sent you a new confirmation e-mail.",
  "form.fixFields": "Please correct the highlighted fields.",
  // The inactivity warning (spec §2.10), word for word; `amount` is inactivity.seconds, formatted.
  "inactivity.title": "Hey, are you still there?",
  "inactivity.text": "You haven't been active for a while. For security reasons, you will be logged out in {amount}.",
  "inactivity.seconds": "{count, plural, one {# second} other {# seconds}}",
  "inactivity.stayLoggedIn": "Stay logged in",
  "inactivity.logout": "Logout",
  // My Bets (core/bets/messages.ts).
  ...betsMessages,
  // Betslip settings (core/betslip-settings/messages.ts).
  ...betslipSettingsMessages,
  // Automatic cash-out (core/auto-cashout/messages.ts).
  ...autoCashoutMessages,
} as const

export type CoreMessageId = keyof typeof coreMessages
