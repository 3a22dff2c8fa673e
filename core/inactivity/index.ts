/** The inactivity warning (spec §2.10, §4): timers on the session's expiry. See reduce.ts. */
import { defineArea } from "../kernel/index.js"
import { initialInactivity, reduceInactivity } from "./reduce.js"

export const inactivity = defineArea({
  key: "inactivity", initial: initialInactivity, reduce: reduceInactivity,
  handles: ["TimerFired", "SessionExtensionRequested", "UserChanged", "SessionEnded"],
})

export {
  INACTIVITY_COUNTDOWN_SECONDS, INACTIVITY_EXPIRY_TIMER, INACTIVITY_SOURCE, INACTIVITY_WARNING_LEAD_MS, INACTIVITY_WARNING_TIMER,
  initialInactivity, selectInactivitySecondsLeft, type InactivityState,
} from "./reduce.js"
