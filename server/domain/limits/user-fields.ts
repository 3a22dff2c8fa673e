/**
 * The User fields safer gambling fills (spec §3, §4 "Modal triggers from user fields"):
 *
 * - deposit_limit / loss_limit: the bettor's limit of that type whose raise or removal is waiting
 *   (wire shape, decimals and ISO instants), else null. The client opens DepositLimit / LossLimit
 *   when it becomes set, and offers the confirmation once `pending.effective_at` has passed
 *   (RTS 12: 24 hours, then the bettor's confirmation).
 * - affordability_questionnaire_expires_at, affordability_phone_prompt: set by the operator
 *   (ops prompts) or by the answered questionnaire; they open Questionnaire and PhoneCall.
 * - deposit_limit_prompted: whether the bettor answered the limit prompt before a first deposit
 *   (RTS 12); false opens DepositLimitPrompt when they open the deposit cashier.
 * - reminders: the play reminders (type 'activity'), due when interval_starts_at + interval_days
 *   has passed.
 */
import { and, eq, isNotNull } from "drizzle-orm"
import type { User } from "../../../core/model/user.js"
import type { Db } from "../../db/connect.js"
import { gamblingLimits, playReminders, saferGamblingSettings } from "../../db/schema.js"

const decimal = (minor: number | null): number | null => (minor === null ? null : minor / 100)

const pendingLimitOf = async (db: Db, userId: number, type: "deposit" | "loss") => {
  const [row] = await db
    .select()
    .from(gamblingLimits)
    .where(and(eq(gamblingLimits.userId, userId), eq(gamblingLimits.type, type), eq(gamblingLimits.source, "USER"), isNotNull(gamblingLimits.pendingEffectiveAt)))
    .orderBy(gamblingLimits.pendingEffectiveAt)
    .limit(1)
  if (!row || row.maximumAmount === null || !row.pendingEffectiveAt || !row.pendingRequestedAt) return null
  return {
    id: row.id,
    type: type === "loss" ? "LOSS" : "DEPOSIT",
    source: "USER",
    period: row.period,
    window_days: row.windowDays,
    maximum_amount: decimal(row.maximumAmount),
    pending: {
      maximum_amount: row.pendingRemove ? null : decimal(row.pendingAmount),
      requested_at: row.pendingRequestedAt.toISOString(),
      effective_at: row.pendingEffectiveAt.toISOString(),
    },
  }
}

export const saferGamblingUserFields = async (db: Db, userId: number): Promise<Partial<User>> => {
  const [settings] = await db.select().from(saferGamblingSettings).where(eq(saferGamblingSettings.userId, userId))
  const reminders = await db.select().from(playReminders).where(eq(playReminders.userId, userId))
  return {
    deposit_limit: await pendingLimitOf(db, userId, "deposit"),
    loss_limit: await pendingLimitOf(db, userId, "loss"),
    affordability_questionnaire_expires_at: settings?.affordabilityQuestionnaireExpiresAt?.getTime() ?? null,
    affordability_phone_prompt: settings?.affordabilityPhonePrompt ?? null,
    deposit_limit_prompted: settings?.depositLimitPromptedAt != null,
    reminders: reminders.map((r) => ({ type: r.type, interval_starts_at: r.intervalStartsAt.getTime(), interval_days: r.intervalDays })),
  }
}
