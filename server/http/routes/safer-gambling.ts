/**
 * Safer gambling calls (spec §7; issue 14). All need a live session.
 *
 *   GET    users/safer-gambling                 the dashboard: limits, exclusion, reality check, reminders
 *   GET    users/deposit-limits | loss-limits   the limits of that type with what is left (LimitsResponse)
 *   POST   users/deposit-limits | loss-limits   { window_days, maximum_amount|null }: set or lower now,
 *                                               raise or remove pending 24 h (LimitChangeResponse)
 *   POST   users/deposit-limits/{id}            confirm the limit's pending change once due (409 before)
 *   DELETE users/deposit-limits/{id}            cancel the limit's pending change (the limit stays)
 *          (the same two for users/loss-limits/{id}; an OPERATOR limit answers 403 LIMIT_SET_BY_OPERATOR)
 *   POST   users/timeouts { days }              1..42 days; ends every session at once (201)
 *   POST   users/self-exclusions { interval }   6m, 1y, 2y, 5y; ends every session at once (201)
 *   POST   users/reality-check-interval { seconds }   60..86400 (User.reality_check_interval)
 *   POST   users/deposit-limit-prompt           the bettor saw the limit prompt before a first deposit
 *   GET    users/activity-statement?days=n      deposits, withdrawals, stakes, returns, net position
 *   POST   users/activity-statement { days }    how often the bettor wants the statement (null: never)
 *   POST   users/play-reminders { interval_days }   the 'activity' reminder (null: none)
 *   POST   users/play-reminders/{type}/shown    the due reminder was shown: its next interval starts
 *                                               now (a reminder not yet due is left as it is)
 *   POST   users/affordability { source, answers }  the questionnaire's answers, stored
 */
import { and, eq } from "drizzle-orm"
import { Hono, type Context } from "hono"
import { Ok } from "../../../core/model/auth.js"
import {
  ActivityStatement, ActivityStatementRequest, AffordabilityRequest, ExclusionResponse, LimitChangeResponse, LimitRequest, LimitsResponse, PlayReminderRequest,
  RealityCheckRequest, SaferGamblingSummary, SelfExclusionRequest, TimeoutRequest, type GamblingLimit,
} from "../../../core/model/safer-gambling.js"
import type { ServerContext } from "../../context.js"
import { affordabilityAnswers, playReminders, saferGamblingSettings, users } from "../../db/schema.js"
import { activityStatement } from "../../domain/limits/activity.js"
import {
  cancelPending, confirmPending, LimitError, limitErrorToApi, limitsOf, requestUserLimit, timeZoneOf, type LimitType, type LimitView,
} from "../../domain/limits/index.js"
import {
  activeExclusion, assertNotExcluded, endOfSelfExclusion, endOfTimeout, startExclusion, TIMEOUT_DAYS, type ExclusionKind,
} from "../../domain/exclusions/index.js"
import { cancelPendingWithdrawals } from "../../domain/exclusions/withdrawals.js"
import { pushSessionsEnded, pushUser } from "../../realtime/pushes.js"
import { requireSession } from "../auth.js"
import { readBody } from "../body.js"
import type { AppEnv } from "../env.js"
import { answersErrorsOf, ApiError } from "../errors.js"
import { respond } from "../respond.js"

export const REALITY_CHECK_BOUNDS = { min: 60, max: 86_400 } as const
const DAY_MS = 86_400_000

const wireLimit = (v: LimitView): GamblingLimit => ({
  id: v.id, type: v.type, source: v.source, period: v.period, window_days: v.window_days, maximum_amount: v.maximum_amount, remaining_amount: v.remaining_amount,
  used_amount: v.used_amount, window_starts_at: v.window_starts_at, resets_at: v.resets_at, pending: v.pending,
})

const badRequest = (message: string) => new ApiError(400, "request.invalid_fields", { message, messageKey: "INVALID_REQUEST" })

const idParam = (c: Context<AppEnv>): number => {
  const id = Number(c.req.param("id"))
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(400, "request.invalid_parameter", { vars: { name: "id" }, message: "id is a positive integer", messageKey: "INVALID_REQUEST" })
  return id
}

const limitCall = answersErrorsOf(LimitError, limitErrorToApi)

export const saferGamblingRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  const auth = requireSession(ctx)
  const userOf = (c: Context<AppEnv>) => c.get("auth").session.userId

  const exclusionWire = async (userId: number, at: number) => {
    const active = await activeExclusion(ctx.db, userId, at)
    return active ? { kind: active.kind, starts_at: active.startsAt, ends_at: active.endsAt } : null
  }

  routes.get("/users/safer-gambling", auth, async (c) => {
    const userId = userOf(c)
    const now = ctx.clock()
    const [user] = await ctx.db.select({ interval: users.realityCheckInterval }).from(users).where(eq(users.id, userId))
    const [settings] = await ctx.db.select().from(saferGamblingSettings).where(eq(saferGamblingSettings.userId, userId))
    const reminders = await ctx.db.select().from(playReminders).where(eq(playReminders.userId, userId))
    return respond(c, SaferGamblingSummary, {
      limits: (await limitsOf(ctx.db, userId, now)).map(wireLimit),
      exclusion: await exclusionWire(userId, now),
      reality_check_interval: user?.interval ?? 3600,
      time_zone: await timeZoneOf(ctx.db, userId),
      activity_statement_days: settings?.activityStatementDays ?? null,
      reminders: reminders.map((r) => ({ type: r.type, interval_starts_at: r.intervalStartsAt.getTime(), interval_days: r.intervalDays })),
      deposit_limit_prompted: settings?.depositLimitPromptedAt != null,
      affordability_questionnaire_expires_at: settings?.affordabilityQuestionnaireExpiresAt?.getTime() ?? null,
    })
  })

  for (const type of ["deposit", "loss"] as const satisfies ReadonlyArray<LimitType>) {
    const path = `/users/${type}-limits`
    const all = async (userId: number, at: number) => (await limitsOf(ctx.db, userId, at, type)).map(wireLimit)

    routes.get(path, auth, async (c) => respond(c, LimitsResponse, { limits: await all(userOf(c), ctx.clock()) }))

    routes.post(path, auth, async (c) => {
      const body = await readBody(c, LimitRequest)
      const userId = userOf(c)
      const now = ctx.clock()
      const { outcome, limit } = await limitCall(() => requestUserLimit(ctx.db, userId, { type, windowDays: body.window_days, maximumAmount: body.maximum_amount }, now))
      if (type === "deposit") await markPrompted(userId, now)
      void pushUser(ctx, userId)
      return respond(c, LimitChangeResponse, { outcome, limit: limit ? wireLimit(limit) : null, limits: await all(userId, now) })
    })

    routes.post(`${path}/:id`, auth, async (c) => {
      const userId = userOf(c)
      const now = ctx.clock()
      const limit = await limitCall(() => confirmPending(ctx.db, userId, type, idParam(c), now))
      return respond(c, LimitChangeResponse, { outcome: limit ? "confirmed" : "removed", limit: limit ? wireLimit(limit) : null, limits: await all(userId, now) })
    })

    routes.delete(`${path}/:id`, auth, async (c) => {
      const userId = userOf(c)
      const now = ctx.clock()
      const limit = await limitCall(() => cancelPending(ctx.db, userId, type, idParam(c), now))
      return respond(c, LimitChangeResponse, { outcome: "cancelled", limit: wireLimit(limit), limits: await all(userId, now) })
    })
  }

  const markPrompted = async (userId: number, at: number) => {
    await ctx.db
      .insert(saferGamblingSettings)
      .values({ userId, depositLimitPromptedAt: new Date(at), updatedAt: new Date(at) })
      .onConflictDoUpdate({ target: saferGamblingSettings.userId, set: { depositLimitPromptedAt: new Date(at), updatedAt: new Date(at) } })
  }

  routes.post("/users/deposit-limit-prompt", auth, async (c) => {
    await markPrompted(userOf(c), ctx.clock())
    return respond(c, Ok, { ok: true })
  })

  const exclude = async (c: Context<AppEnv>, kind: ExclusionKind, period: string, endsAt: number, now: number) => {
    const userId = userOf(c)
    await assertNotExcluded(ctx.db, userId, now)
    const started = await startExclusion(ctx.db, userId, { kind, period, endsAt, source: "USER" }, now)
    await pushSessionsEnded(ctx, started.endedSessions)
    await cancelPendingWithdrawals(ctx, userId)
    return respond(c, ExclusionResponse, { kind, starts_at: now, ends_at: endsAt }, 201)
  }

  routes.post("/users/timeouts", auth, async (c) => {
    const { days } = await readBody(c, TimeoutRequest)
    if (days < TIMEOUT_DAYS.min || days > TIMEOUT_DAYS.max) throw badRequest(`days is ${TIMEOUT_DAYS.min} to ${TIMEOUT_DAYS.max}`)
    const now = ctx.clock()
    return exclude(c, "timeout", String(days), endOfTimeout(now, days), now)
  })

  routes.post("/users/self-exclusions", auth, async (c) => {
    const { interval } = await readBody(c, SelfExclusionRequest)
    const now = ctx.clock()
    return exclude(c, "self_exclusion", interval, endOfSelfExclusion(now, interval), now)
  })

  routes.post("/users/reality-check-interval", auth, async (c) => {
    const { seconds } = await readBody(c, RealityCheckRequest)
    if (seconds < REALITY_CHECK_BOUNDS.min || seconds > REALITY_CHECK_BOUNDS.max) throw badRequest(`seconds is ${REALITY_CHECK_BOUNDS.min} to ${REALITY_CHECK_BOUNDS.max}`)
    const userId = userOf(c)
    await ctx.db.update(users).set({ realityCheckInterval: seconds, updatedAt: new Date(ctx.clock()) }).where(eq(users.id, userId))
    await pushUser(ctx, userId)
    return respond(c, Ok, { ok: true })
  })

  // ?days=n (the statement) or ?since=<epoch ms> (the reality check: this session so far).
  routes.get("/users/activity-statement", auth, async (c) => {
    const now = ctx.clock()
    const since = c.req.query("since")
    let from: number
    if (since !== undefined) {
      from = Number(since)
      if (!Number.isSafeInteger(from) || from > now || from < now - 366 * DAY_MS) throw new ApiError(400, "request.invalid_parameter", { vars: { name: "since" }, message: "since is an instant in the last 366 days", messageKey: "INVALID_REQUEST" })
    } else {
      const days = Number(c.req.query("days") ?? "30")
      if (!Number.isInteger(days) || days < 1 || days > 366) throw new ApiError(400, "request.invalid_parameter", { vars: { name: "days" }, message: "days is 1 to 366", messageKey: "INVALID_REQUEST" })
      from = now - days * DAY_MS
    }
    return respond(c, ActivityStatement, await activityStatement(ctx.db, userOf(c), from, now))
  })

  routes.post("/users/activity-statement", auth, async (c) => {
    const { days } = await readBody(c, ActivityStatementRequest)
    if (days !== null && (days < 1 || days > 366)) throw badRequest("days is 1 to 366 or null")
    const userId = userOf(c)
    const now = new Date(ctx.clock())
    await ctx.db
      .insert(saferGamblingSettings)
      .values({ userId, activityStatementDays: days, activityStatementStartsAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: saferGamblingSettings.userId, set: { activityStatementDays: days, activityStatementStartsAt: now, updatedAt: now } })
    return respond(c, Ok, { ok: true })
  })

  routes.post("/users/play-reminders", auth, async (c) => {
    const { interval_days } = await readBody(c, PlayReminderRequest)
    if (interval_days !== null && (interval_days < 1 || interval_days > 365)) throw badRequest("interval_days is 1 to 365 or null")
    const userId = userOf(c)
    const now = new Date(ctx.clock())
    if (interval_days === null) await ctx.db.delete(playReminders).where(and(eq(playReminders.userId, userId), eq(playReminders.type, "activity")))
    else {
      await ctx.db
        .insert(playReminders)
        .values({ userId, type: "activity", intervalStartsAt: now, intervalDays: interval_days, createdAt: now })
        .onConflictDoUpdate({ target: [playReminders.userId, playReminders.type], set: { intervalStartsAt: now, intervalDays: interval_days } })
    }
    await pushUser(ctx, userId)
    return respond(c, Ok, { ok: true })
  })

  // spec §5: a reminder is due when interval_starts_at + interval_days is in the past. Only a due
  // reminder moves on, so a replayed or early call cannot skip the bettor's next reminder.
  routes.post("/users/play-reminders/:type/shown", auth, async (c) => {
    const userId = userOf(c)
    const now = ctx.clock()
    const [reminder] = await ctx.db.select().from(playReminders).where(and(eq(playReminders.userId, userId), eq(playReminders.type, c.req.param("type"))))
    if (!reminder) throw new ApiError(404, "error.not_found", { message: "No such reminder", messageKey: "NOT_FOUND" })
    if (reminder.intervalStartsAt.getTime() + reminder.intervalDays * DAY_MS < now) {
      await ctx.db.update(playReminders).set({ intervalStartsAt: new Date(now) }).where(eq(playReminders.id, reminder.id))
      await pushUser(ctx, userId)
    }
    return respond(c, Ok, { ok: true })
  })

  routes.post("/users/affordability", auth, async (c) => {
    const body = await readBody(c, AffordabilityRequest)
    if (body.answers.length === 0 || body.answers.length > 20 || body.answers.some((a) => a.question.length > 200 || a.answer.length > 500)) throw badRequest("1 to 20 answers of bounded length")
    const userId = userOf(c)
    const now = new Date(ctx.clock())
    await ctx.db.insert(affordabilityAnswers).values({ userId, source: body.source, answers: body.answers, createdAt: now })
    // Answered: nothing is due any more (the operator asks again through ops prompts).
    await ctx.db
      .insert(saferGamblingSettings)
      .values({ userId, affordabilityQuestionnaireExpiresAt: null, updatedAt: now })
      .onConflictDoUpdate({ target: saferGamblingSettings.userId, set: { affordabilityQuestionnaireExpiresAt: null, updatedAt: now } })
    await pushUser(ctx, userId)
    return respond(c, Ok, { ok: true })
  })

  return routes
}
