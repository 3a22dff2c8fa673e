/**
 * `limits` notifications (spec §4 "Notifications from the server": the client opens LimitReached
 * per active limit and acknowledges). The server tells the bettor when a limit changes state:
 *
 * - REACHED: a deposit or loss limit with nothing left in its current window (after a deposit, a
 *   stake, a settlement: whatever moved money). Once per limit and window.
 * - CONFIRMABLE: a raise or removal whose 24 hours have passed (RTS 12): the bettor may now confirm
 *   it. Once per pending change.
 *
 * Each notice carries a `key` in its content (limit, state, window or effective instant); a notice
 * already stored with that key is not sent again, so checking is safe to repeat: after every user
 * push (realtime/pushes.ts) and on a periodic sweep (`startLimitNotices`) that catches the changes
 * time alone makes (a pending change falling due) and stakes that pushed nothing.
 */
import { and, eq, isNotNull, lte, or, sql } from "drizzle-orm"
import type { ServerContext } from "../../context.js"
import { gamblingLimits, notifications } from "../../db/schema.js"
import { notify } from "../notifications/inbox.js"
import { limitsOf, type LimitView } from "./index.js"

export type LimitNoticeAction = "REACHED" | "CONFIRMABLE"

/** The wire's ReachedLimit (decimal amounts, as the `notification` push carries content as is). */
const activeLimit = (v: LimitView) => ({
  type: v.type, source: v.source, window_days: v.window_days, maximum_amount: v.maximum_amount / 100, remaining_amount: v.remaining_amount / 100,
})

const keyOf = (v: LimitView, action: LimitNoticeAction): string | null => {
  if (action === "REACHED") return v.remaining_amount <= 0 ? `${v.id}:REACHED:${v.window_starts_at}` : null
  return v.source === "USER" && v.pending ? `${v.id}:CONFIRMABLE:${v.pending.effective_at}` : null
}

const alreadySent = async (ctx: ServerContext, userId: number, key: string): Promise<boolean> => {
  const [row] = await ctx.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "limits"), sql`${notifications.content}->>'key' = ${key}`))
    .limit(1)
  return row !== undefined
}

/** Sends the user's due `limits` notices (reached limits, confirmable changes) not sent before; returns their keys. */
export const checkLimitNotices = async (ctx: ServerContext, userId: number): Promise<string[]> => {
  const now = ctx.clock()
  const sent: string[] = []
  for (const limit of await limitsOf(ctx.db, userId, now)) {
    for (const action of ["REACHED", "CONFIRMABLE"] as const) {
      const key = keyOf(limit, action)
      if (key === null || (action === "CONFIRMABLE" && limit.pending!.effective_at > now)) continue
      if (await alreadySent(ctx, userId, key)) continue
      await notify(ctx, userId, { type: "limits", title: null, message: null, content: { key, action_type: action, active_limits: [activeLimit(limit)] } })
      sent.push(key)
    }
  }
  return sent
}

/** Every bettor with a limit in force or a change falling due: their notices (the periodic sweep, and the operator's). */
export const sweepLimitNotices = async (ctx: ServerContext): Promise<number> => {
  const now = new Date(ctx.clock())
  const rows = await ctx.db
    .selectDistinct({ userId: gamblingLimits.userId })
    .from(gamblingLimits)
    .where(or(isNotNull(gamblingLimits.maximumAmount), lte(gamblingLimits.pendingEffectiveAt, now)))
  let count = 0
  for (const { userId } of rows) count += (await checkLimitNotices(ctx, userId)).length
  return count
}

/** Runs the sweep every `everyMs` of real time; returns the stop function. */
export const startLimitNotices = (ctx: ServerContext, everyMs: number): (() => void) => {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    sweepLimitNotices(ctx)
      .catch((e: unknown) => ctx.log(`[limits] notice sweep failed: ${String(e)}`))
      .finally(() => { running = false })
  }, everyMs)
  timer.unref?.()
  return () => clearInterval(timer)
}
