/**
 * Operator controls of safer gambling (issue 14), mounted under /api/ops by routes.ts (operator
 * token). Bodies name the bettor by e-mail; money in pounds (decimal), as the other ops calls.
 *
 *   POST safer-gambling/exclusions      { email, kind: timeout|self_exclusion, days? | interval? }
 *   POST safer-gambling/exclusions/lift { email, reason }   the only way to end one early
 *   POST safer-gambling/limits          { email, type: deposit|loss, window_days, maximum_amount|null }
 *                                       the operator's mandatory limit (null lifts it)
 *   POST safer-gambling/restrictions    { email, key, reason|null }   set (reason) or clear (null)
 *   POST safer-gambling/register        { email, lastname, dob, days }   add someone to the register
 *   POST safer-gambling/limit-notices   sends the `limits` notifications now due (the periodic sweep, at once)
 *   POST safer-gambling/prompts         { email, affordability_questionnaire_expires_at?, affordability_phone_prompt? }
 */
import { Schema } from "effect"
import { eq } from "drizzle-orm"
import { Hono } from "hono"
import { Money, Timestamp } from "../../core/model/primitives.js"
import { RestrictionKey } from "../../core/model/user.js"
import { SelfExclusionInterval } from "../../core/model/safer-gambling.js"
import type { ServerContext } from "../context.js"
import { saferGamblingSettings } from "../db/schema.js"
import { findUserByEmail } from "../domain/accounts/users.js"
import { addToRegister, DAY_MS, endOfSelfExclusion, endOfTimeout, liftExclusion, startExclusion, TIMEOUT_DAYS } from "../domain/exclusions/index.js"
import { cancelPendingWithdrawals } from "../domain/exclusions/withdrawals.js"
import { LimitError, limitErrorToApi, setOperatorLimit } from "../domain/limits/index.js"
import { sweepLimitNotices } from "../domain/limits/notices.js"
import { clearRestriction, setRestriction } from "../domain/restrictions/index.js"
import { readBody } from "../http/body.js"
import type { AppEnv } from "../http/env.js"
import { ApiError } from "../http/errors.js"
import { pushSessionsEnded, pushUser } from "../realtime/pushes.js"

const ExclusionOps = Schema.Struct({ email: Schema.String, kind: Schema.Literals(["timeout", "self_exclusion"]), days: Schema.optionalKey(Schema.Int), interval: Schema.optionalKey(SelfExclusionInterval) })
const LiftOps = Schema.Struct({ email: Schema.String, reason: Schema.String })
const LimitOps = Schema.Struct({ email: Schema.String, type: Schema.Literals(["deposit", "loss"]), window_days: Schema.Int, maximum_amount: Schema.NullOr(Money) })
const RestrictionOps = Schema.Struct({ email: Schema.String, key: RestrictionKey, reason: Schema.NullOr(Schema.String) })
const RegisterOps = Schema.Struct({ email: Schema.String, lastname: Schema.String, dob: Schema.String, days: Schema.Int })
const PromptOps = Schema.Struct({
  email: Schema.String,
  affordability_questionnaire_expires_at: Schema.optionalKey(Schema.NullOr(Timestamp)),
  affordability_phone_prompt: Schema.optionalKey(Schema.NullOr(Schema.Literals(["attempted_phone_call", "incoming"]))),
})

const bad = (message: string) => new ApiError(400, "request.invalid_fields", { message, messageKey: "INVALID_REQUEST" })

export const saferGamblingOps = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  const userOf = async (email: string) => {
    const user = await findUserByEmail(ctx.db, email)
    if (!user) throw new ApiError(404, "error.not_found", { message: `No user ${email}`, messageKey: "USER_NOT_FOUND" })
    return user
  }

  routes.post("/safer-gambling/exclusions", async (c) => {
    const body = await readBody(c, ExclusionOps)
    const user = await userOf(body.email)
    const now = ctx.clock()
    let endsAt: number
    let period: string
    if (body.kind === "timeout") {
      if (body.days === undefined || body.days < TIMEOUT_DAYS.min || body.days > TIMEOUT_DAYS.max) throw bad(`a time-out takes days ${TIMEOUT_DAYS.min} to ${TIMEOUT_DAYS.max}`)
      endsAt = endOfTimeout(now, body.days)
      period = String(body.days)
    } else {
      if (body.interval === undefined) throw bad("a self-exclusion takes an interval: 6m, 1y, 2y or 5y")
      endsAt = endOfSelfExclusion(now, body.interval)
      period = body.interval
    }
    const started = await startExclusion(ctx.db, user.id, { kind: body.kind, period, endsAt, source: "OPERATOR" }, now)
    await pushSessionsEnded(ctx, started.endedSessions)
    const returned = await cancelPendingWithdrawals(ctx, user.id)
    ctx.log(`[ops] ${body.kind} for user ${user.id} until ${new Date(endsAt).toISOString()}`)
    return c.json({ user_id: user.id, kind: body.kind, ends_at: new Date(endsAt).toISOString(), sessions_ended: started.endedSessions.length, withdrawals_returned: returned }, 201)
  })

  routes.post("/safer-gambling/exclusions/lift", async (c) => {
    const body = await readBody(c, LiftOps)
    const user = await userOf(body.email)
    const lifted = await liftExclusion(ctx.db, user.id, body.reason, ctx.clock())
    ctx.log(`[ops] lifted ${lifted} exclusion(s) of user ${user.id}: ${body.reason}`)
    return c.json({ user_id: user.id, lifted })
  })

  routes.post("/safer-gambling/limits", async (c) => {
    const body = await readBody(c, LimitOps)
    const user = await userOf(body.email)
    if (body.window_days < 1 || body.window_days > 31) throw bad("window_days is 1 to 31")
    try {
      await setOperatorLimit(ctx.db, user.id, { type: body.type, windowDays: body.window_days, maximumAmount: body.maximum_amount }, ctx.clock())
    } catch (error) {
      if (error instanceof LimitError) throw limitErrorToApi(error)
      throw error
    }
    await pushUser(ctx, user.id)
    return c.json({ user_id: user.id, type: body.type, window_days: body.window_days, maximum_amount: body.maximum_amount === null ? null : body.maximum_amount / 100 })
  })

  routes.post("/safer-gambling/restrictions", async (c) => {
    const body = await readBody(c, RestrictionOps)
    const user = await userOf(body.email)
    const now = ctx.clock()
    if (body.reason === null) await clearRestriction(ctx.db, user.id, body.key, now)
    else await setRestriction(ctx.db, user.id, body.key, body.reason, now)
    await pushUser(ctx, user.id)
    return c.json({ user_id: user.id, key: body.key, reason: body.reason })
  })

  routes.post("/safer-gambling/register", async (c) => {
    const body = await readBody(c, RegisterOps)
    if (body.days < 1 || body.days > 3650) throw bad("days is 1 to 3650")
    const now = ctx.clock()
    await addToRegister(ctx.db, { email: body.email, lastname: body.lastname, dob: body.dob }, now + body.days * DAY_MS, now)
    return c.json({ ok: true }, 201)
  })

  routes.post("/safer-gambling/limit-notices", async (c) => c.json({ sent: await sweepLimitNotices(ctx) }))

  routes.post("/safer-gambling/prompts", async (c) => {
    const body = await readBody(c, PromptOps)
    const user = await userOf(body.email)
    const now = new Date(ctx.clock())
    const set = {
      ...(body.affordability_questionnaire_expires_at !== undefined ? { affordabilityQuestionnaireExpiresAt: body.affordability_questionnaire_expires_at === null ? null : new Date(body.affordability_questionnaire_expires_at) } : {}),
      ...(body.affordability_phone_prompt !== undefined ? { affordabilityPhonePrompt: body.affordability_phone_prompt } : {}),
      updatedAt: now,
    }
    await ctx.db.insert(saferGamblingSettings).values({ userId: user.id, ...set }).onConflictDoUpdate({ target: saferGamblingSettings.userId, set })
    await pushUser(ctx, user.id)
    const [row] = await ctx.db.select().from(saferGamblingSettings).where(eq(saferGamblingSettings.userId, user.id))
    return c.json({ user_id: user.id, affordability_questionnaire_expires_at: row?.affordabilityQuestionnaireExpiresAt?.toISOString() ?? null, affordability_phone_prompt: row?.affordabilityPhonePrompt ?? null })
  })

  return routes
}
