/**
 * The safer-gambling area (issue 14): the dashboard and the tools of spec §2.5 (deposit and loss
 * limits with their pending changes, reality check interval, cool-off, self-exclusion). The modal
 * triggers from user fields (DepositLimit, LossLimit, Questionnaire, PhoneCall) are the restriction
 * rules' (core/restrictions); the limit errors' dialogs are the error catalogue's (core/errors).
 * Here too: the play reminders' 'activity' modal, the affordability urgency and the limit prompt
 * before a first deposit (reminders.ts, the rules in spec words).
 */
import { defineArea, tagsOf } from "../kernel/index.js"
import { SAFER_GAMBLING_ENDPOINTS } from "./endpoints.js"
import { SAFER_GAMBLING_EVENTS } from "./events.js"
import { initialSaferGambling, reduceSaferGambling, type SaferGamblingState } from "./reduce.js"

export const saferGambling = defineArea({
  key: "saferGambling", initial: initialSaferGambling, reduce: reduceSaferGambling, events: SAFER_GAMBLING_EVENTS,
  endpoints: SAFER_GAMBLING_ENDPOINTS,
  handles: [
    ...tagsOf(SAFER_GAMBLING_EVENTS), "CallCompleted", "TimerFired", "RequestFailed", "UserChanged",
    "SessionEnded", "CashierOpened", "CashierTabChosen",
  ],
})

export * from "./events.js"
export type { LimitKind } from "./endpoints.js"
export { initialSaferGambling, type SaferGamblingState }

export interface SaferGamblingRoot {
  readonly saferGambling?: SaferGamblingState
}
/** The slice, or the initial state while the area is not registered yet (core/app/areas.ts). */
export const selectSaferGambling = (s: SaferGamblingRoot): SaferGamblingState => s.saferGambling ?? initialSaferGambling

export * from "./reminders.js"
/** spec §5: whether the affordability questionnaire is urgent now (53 days before its expiry). */
export const selectAffordabilityUrgent = (s: SaferGamblingRoot): boolean => selectSaferGambling(s).questionnaireUrgent === true
