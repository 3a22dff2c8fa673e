/**
 * The account area (issue 15): identity verification and its upload, the phone check, marketing
 * preferences by product and channel, active sessions, the notifications inbox and terms. See
 * reduce.ts for its rules; wire.ts for the call shapes it shares with the server.
 *
 * The restriction → modal and notification type → modal rules stay with core/restrictions and
 * core/notifications; this area keeps the pages' data.
 */
import { defineArea, tagsOf } from "../kernel/index.js"
import { ACCOUNT_ENDPOINTS } from "./endpoints.js"
import { ACCOUNT_EVENTS } from "./events.js"
import { initialAccount, reduceAccount } from "./reduce.js"

export const account = defineArea({
  key: "account", initial: initialAccount, reduce: reduceAccount, events: ACCOUNT_EVENTS,
  endpoints: ACCOUNT_ENDPOINTS,
  handles: [...tagsOf(ACCOUNT_EVENTS), "RequestFailed", "SessionEnded", "PassthroughLanded", "NotificationPushed"],
})

export * from "./events.js"
export * from "./selectors.js"
export { initialAccount, type AccountState, type PhonePhase, type UploadPhase } from "./reduce.js"
export * from "./wire.js"
export { FIELDS_OF_SIGNUP_STEP, type SignupStep, type SignupValues } from "./signup-steps.js"
