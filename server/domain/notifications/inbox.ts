/**
 * Notifications (spec §3 Notification, §4 "Notifications from the server"): each one is stored in
 * the bettor's inbox and pushed on the `notification` channel to their sockets. The client
 * acknowledges it with its `ack_id` (socket `acknowledge`, or the inbox's HTTP call), which marks
 * it read. An ack_id is random, and only its owner's acknowledgement counts.
 */
import { and, desc, eq, isNull } from "drizzle-orm"
import { randomUUID } from "node:crypto"
import type { ServerContext } from "../../context.js"
import type { Db } from "../../db/connect.js"
import { notifications } from "../../db/schema.js"

export interface NotificationInput {
  readonly type: string
  readonly title: string | null
  readonly message: string | null
  readonly content?: Readonly<Record<string, unknown>> | null
}

export interface StoredNotification {
  readonly id: number
  readonly type: string
  readonly title: string | null
  readonly message: string | null
  readonly ack_id: string
  readonly content: unknown
  readonly created_at: number
  readonly read: boolean
}

type Row = typeof notifications.$inferSelect

const view = (row: Row): StoredNotification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  ack_id: row.ackId,
  content: row.content ?? null,
  created_at: row.createdAt.getTime(),
  read: row.acknowledgedAt !== null,
})

/** The wire shape of the `notification` push (core/model/realtime.ts NotificationPush). */
export const notificationPayload = (n: StoredNotification) => ({
  type: n.type,
  title: n.title,
  message: n.message,
  ack_id: n.ack_id,
  content: n.content ?? null,
})

export const storeNotification = async (db: Db, userId: number, input: NotificationInput, now: number): Promise<StoredNotification> => {
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      ackId: randomUUID(),
      type: input.type,
      title: input.title,
      message: input.message,
      content: input.content ?? null,
      createdAt: new Date(now),
    })
    .returning()
  if (!row) throw new Error("the notification was not stored")
  return view(row)
}

/** Stores, then pushes to every socket of the user. */
export const notify = async (ctx: ServerContext, userId: number, input: NotificationInput): Promise<StoredNotification> => {
  const stored = await storeNotification(ctx.db, userId, input, ctx.clock())
  await ctx.hub.publish({ to: "user", userId, event: "notification", payload: notificationPayload(stored) })
  return stored
}

export const listNotifications = async (db: Db, userId: number, limit = 100): Promise<StoredNotification[]> =>
  (await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id)).limit(limit)).map(view)

/** Marks the user's own notification read; false when the ack_id is not theirs or unknown. */
export const acknowledgeNotification = async (db: Db, userId: number, ackId: string, now: number): Promise<boolean> => {
  const rows = await db
    .update(notifications)
    .set({ acknowledgedAt: new Date(now) })
    .where(and(eq(notifications.userId, userId), eq(notifications.ackId, ackId), isNull(notifications.acknowledgedAt)))
    .returning({ id: notifications.id })
  if (rows.length > 0) return true
  const [existing] = await db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.ackId, ackId)))
  return existing !== undefined
}
