/**
 * Notifications from the server (spec §4): a rule per type of the `notification` push, raising
 * modals and snackbars and acknowledging. Holds no state. See reduce.ts.
 */
import { defineRule, push, tagsOf } from "../kernel/index.js"
import { AcceptanceNotificationPush, NotificationPush } from "../model/realtime.js"
import { NOTIFICATIONS_EVENTS, reduceNotifications } from "./reduce.js"

export const notifications = defineRule({
  key: "notifications", reduce: reduceNotifications, events: NOTIFICATIONS_EVENTS,
  handles: [...tagsOf(NOTIFICATIONS_EVENTS)],
  pushes: {
    notification: push(NotificationPush, (notification) => ({ _tag: "NotificationPushed", notification })),
    acceptance_notification: push(AcceptanceNotificationPush, (notification) => ({ _tag: "AcceptanceNotificationPushed", notification })),
  },
})

export { AcceptanceNotificationPushed, NotificationPushed, snackbarTypeOf } from "./reduce.js"
export * from "./model.js"
