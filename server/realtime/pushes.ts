/**
 * Pushes the account calls send: the `user` event after the user changed (spec §7 "user
 * (replaces the user)"), to every socket authenticated as that user, each with its own session's
 * expiry; and the end of sessions (logout, password change) so sockets stop acting for them.
 */
import { Schema } from "effect"
import { UserPush } from "../../core/model/realtime.js"
import { Timestamp } from "../../core/model/primitives.js"
import type { ServerContext } from "../context.js"
import { liveSessionsOfUser } from "../domain/accounts/sessions.js"
import { loadUserView } from "../domain/accounts/user-view.js"
import { checkLimitNotices } from "../domain/limits/notices.js"

const encodeUser = Schema.encodeSync(UserPush)
const encodeTimestamp = Schema.encodeSync(Timestamp)

export const pushUser = async (ctx: ServerContext, userId: number): Promise<void> => {
  if (!ctx.hub.reaches(userId)) return checkNotices(ctx, userId)
  const user = await loadUserView(ctx.db, userId, null, ctx.clock())
  if (!user) return
  const sessions = await liveSessionsOfUser(ctx.db, userId, ctx.clock())
  const perSession = Object.fromEntries(
    sessions.map((s) => [s.id, { session_id: s.id, session_expires_at: encodeTimestamp(s.expiresAt) }]),
  )
  await ctx.hub.publish({ to: "user", userId, event: "user", payload: encodeUser(user), perSession })
  // The user is pushed whenever their money or limits changed: a limit that is now reached, or a
  // change now confirmable, is told once (spec §4 `limits` notifications).
  await checkNotices(ctx, userId)
}

const checkNotices = (ctx: ServerContext, userId: number): Promise<void> =>
  checkLimitNotices(ctx, userId).then(
    () => undefined,
    (e: unknown) => ctx.log(`[limits] notices of user ${userId} failed: ${String(e)}`),
  )

export const pushSessionsEnded = async (ctx: ServerContext, sessionIds: ReadonlyArray<string>): Promise<void> => {
  if (sessionIds.length > 0) await ctx.hub.publish({ to: "sessions-ended", sessionIds })
}
