/**
 * Notifications from the server (spec §4), one rule per type of the `notification` push:
 *
 * | type                  | what happens                                                         |
 * |-----------------------|----------------------------------------------------------------------|
 * | verification_approved | VerificationApproved modal                                           |
 * | upload_documents      | Verification modal of type upload_documents (low-priority queue)     |
 * | edd_alert             | EddAlert modal (high-priority queue)                                 |
 * | review                | Review modal (low-priority queue) if USER_REVIEWS is on              |
 * | kyc_level_up          | acknowledged only                                                    |
 * | kyc_action_required   | acknowledged only                                                    |
 * | limits                | LimitReached per active limit (high-priority queue); acknowledged   |
 * | any other             | snackbar of its type for 8000 ms (unknown types: notification); ack. |
 *
 * The spec acknowledges the last three kinds at once. The modal kinds are acknowledged when the
 * person closes the modal: until then the server may push them again (after a reconnect) and the
 * queue, which knows them by ack_id, does not show them twice. A review the flag keeps hidden is
 * acknowledged at once, since nothing will ever show it.
 *
 * `acceptance_notification` (AcceptanceNotificationPushed) opens the Acceptance modal, directly,
 * acknowledged on close when it carries an `ack_id`.
 *
 * Holds no state: it raises ModalRequested / SnackbarRaised and returns Acknowledge commands.
 */
import { Schema } from "effect"
import { at, literal, type Command, type Ctx, type Reducer } from "../kernel/index.js"
import { selectFeatures, type FlagsRoot } from "../flags/index.js"
import { AcceptanceNotificationPush, NotificationPush } from "../model/realtime.js"
import { NOTIFICATION_SNACKBAR_TIMEOUT_MS, type SnackbarType } from "../snackbars/index.js"
import { LimitsContent } from "./model.js"

/** Push `notification` (spec §4 "Notifications from the server"). */
export const NotificationPushed = Schema.TaggedStruct("NotificationPushed", { at, notification: NotificationPush })
/** Push `acceptance_notification`: opens the Acceptance modal (spec §4). */
export const AcceptanceNotificationPushed = Schema.TaggedStruct("AcceptanceNotificationPushed", { at, notification: AcceptanceNotificationPush })
export const NOTIFICATIONS_EVENTS = [NotificationPushed, AcceptanceNotificationPushed] as const
type Handled = (typeof NOTIFICATIONS_EVENTS)[number]["Type"]
type Root = FlagsRoot

type Notification = typeof NotificationPush.Type

const SNACKBAR_TYPES: ReadonlyArray<SnackbarType> = ["success", "error", "warning", "bonus", "notification", "info"]

/** A notification's type as a snackbar type: the same name when it is one, else `notification`. */
export const snackbarTypeOf = (type: string): SnackbarType =>
  (SNACKBAR_TYPES as ReadonlyArray<string>).includes(type) ? (type as SnackbarType) : "notification"

const acknowledge = (n: Notification): Command => ({ _tag: "Acknowledge", ackId: n.ack_id })

/** What a modal shows of a notification: its words and content. */
const shown = (n: Notification) => ({ title: n.title, message: n.message, content: n.content ?? null })

const decodeLimits = Schema.decodeUnknownOption(LimitsContent)

const limits = (n: Notification, ctx: Ctx<Root>): Command[] => {
  const content = decodeLimits(n.content ?? {})
  const commands: Command[] = []
  if (content._tag === "None") {
    commands.push({ _tag: "Log", level: "warn", message: `notification 'limits' ${n.ack_id}: content unreadable` })
  } else {
    const actionType = content.value.action_type ?? null
    for (const limit of content.value.active_limits ?? []) {
      ctx.raise({ _tag: "ModalRequested", modal: { name: "LimitReached", props: { limit, actionType } } })
    }
  }
  return [...commands, acknowledge(n)]
}

/** Applies one `notification` push (see the table above); returns the commands. */
export const applyNotification = (n: Notification, ctx: Ctx<Root>): Command[] => {
  switch (n.type) {
    case "verification_approved":
      ctx.raise({ _tag: "ModalRequested", modal: { name: "VerificationApproved", props: shown(n), direct: true, ackId: n.ack_id } })
      return []
    case "upload_documents":
      ctx.raise({ _tag: "ModalRequested", modal: { name: "Verification", props: { type: "upload_documents" }, ackId: n.ack_id } })
      return []
    case "edd_alert":
      ctx.raise({ _tag: "ModalRequested", modal: { name: "EddAlert", props: shown(n), ackId: n.ack_id } })
      return []
    case "review":
      if (selectFeatures(ctx.root).USER_REVIEWS !== true) return [acknowledge(n)]
      ctx.raise({ _tag: "ModalRequested", modal: { name: "Review", props: shown(n), ackId: n.ack_id } })
      return []
    case "kyc_level_up":
    case "kyc_action_required":
      return [acknowledge(n)]
    case "limits":
      return limits(n, ctx)
    default: {
      const title = n.title ?? n.message
      if (title !== null && title.trim() !== "") {
        ctx.raise({
          _tag: "SnackbarRaised",
          snackbar: {
            type: snackbarTypeOf(n.type),
            title: literal(title),
            text: n.title !== null && n.message !== null ? literal(n.message) : null,
            timeout: NOTIFICATION_SNACKBAR_TIMEOUT_MS,
          },
        })
      }
      return [acknowledge(n)]
    }
  }
}

export const reduceNotifications: Reducer<null, Handled, Root> = (state, event, ctx) => {
  switch (event._tag) {
    case "NotificationPushed":
      return [state, applyNotification(event.notification, ctx)]
    case "AcceptanceNotificationPushed": {
      const ackId = typeof event.notification.ack_id === "string" ? event.notification.ack_id : null
      ctx.raise({ _tag: "ModalRequested", modal: { name: "Acceptance", props: event.notification, direct: true, ackId } })
      return [state, []]
    }
    default:
      return [state, []]
  }
}
