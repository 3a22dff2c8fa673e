/**
 * Operator controls of the cashier (mounted under /api/ops by routes.ts, same operator token):
 *
 *   POST payments/{id}/settle  {outcome?}  a pending bank transfer succeeds (default) or fails; a
 *                                          pending payout is paid (default) or returned. The provider
 *                                          sandbox decides and sends its signed webhook, as it would.
 *   POST payments/sweep                    settles what is due on the injected clock, expires bonuses
 *   GET  payments/ledger-total             the sum of all ledger entries (0 unless money was made or lost)
 *   POST bonuses {email, amount, kind?, wagering?, days?}  grants a bonus (amount decimal)
 */
import { Schema } from "effect"
import { eq, sql } from "drizzle-orm"
import { Hono } from "hono"
import { randomUUID } from "node:crypto"
import { Money } from "../../core/model/primitives.js"
import type { ServerContext } from "../context.js"
import { ledgerEntries, payments } from "../db/schema.js"
import { findUserByEmail } from "../domain/accounts/users.js"
import { expireBonuses, grantBonus } from "../domain/ledger/bonuses.js"
import { BONUS_KINDS, type BonusKind } from "../domain/ledger/wallet-accounts.js"
import { DAY_MS } from "../domain/payments/welcome-bonuses.js"
import { readBody } from "../http/body.js"
import type { AppEnv } from "../http/env.js"
import { ApiError } from "../http/errors.js"

const SettleRequest = Schema.Struct({ outcome: Schema.optionalKey(Schema.Literals(["succeeded", "failed", "paid", "returned"])) })
const BonusRequest = Schema.Struct({
  email: Schema.String,
  amount: Money,
  kind: Schema.optionalKey(Schema.Literals(BONUS_KINDS)),
  wagering: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 }))),
  days: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 365 }))),
  contract_id: Schema.optionalKey(Schema.String),
})

export const paymentOps = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  const notConfigured = () => new ApiError(404, "error.not_found", { message: "Payments are not configured", messageKey: "NOT_FOUND" })

  routes.post("/payments/sweep", async (c) => {
    if (!ctx.payments) throw notConfigured()
    const result = await ctx.payments.sweep((now) => expireBonuses(ctx.db, null, now))
    return c.json(result)
  })

  routes.post("/payments/:id/settle", async (c) => {
    if (!ctx.payments) throw notConfigured()
    const id = Number(c.req.param("id"))
    const body = await readBody(c, SettleRequest)
    const [row] = Number.isSafeInteger(id) ? await ctx.db.select().from(payments).where(eq(payments.id, id)) : []
    if (!row?.providerRef) throw new ApiError(404, "payment.not_found", { message: `No payment ${c.req.param("id")}`, messageKey: "PAYMENT_NOT_FOUND" })
    const outcome = body.outcome ?? (row.direction === "deposit" ? "succeeded" : "paid")
    const done = await ctx.payments.sandbox.operatorSettle(row.providerRef, outcome)
    if (!done) throw new ApiError(409, "payment.not_cancellable", { message: `payment ${id} is not pending at the provider, or ${outcome} does not apply`, messageKey: "PAYMENT_NOT_PENDING" })
    const [after] = await ctx.db.select().from(payments).where(eq(payments.id, id))
    ctx.log(`[ops] payment ${id} settled ${outcome}`)
    return c.json({ id, status: after?.status ?? row.status })
  })

  /** The sum of every ledger entry: 0 unless money was created or lost. */
  routes.get("/payments/ledger-total", async (c) => {
    const [row] = await ctx.db.select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) }).from(ledgerEntries)
    return c.json({ total: row?.total ?? 0 })
  })

  routes.post("/bonuses", async (c) => {
    const body = await readBody(c, BonusRequest)
    const user = await findUserByEmail(ctx.db, body.email)
    if (!user) throw new ApiError(404, "error.not_found", { message: `No user ${body.email}`, messageKey: "USER_NOT_FOUND" })
    if (body.amount <= 0) throw new ApiError(400, "request.invalid_fields", { message: "amount must be positive", messageKey: "INVALID_REQUEST" })
    const now = ctx.clock()
    const kind: BonusKind = body.kind ?? "bonus"
    const granted = await grantBonus(ctx.db, {
      userId: user.id, currency: user.currency, kind, amount: body.amount, wageringRequired: body.amount * (body.wagering ?? 1),
      expiresAt: now + (body.days ?? 30) * DAY_MS, code: null, contractId: body.contract_id ?? null, key: `ops:${user.id}:${randomUUID()}`,
    }, now)
    await ctx.payments?.notifyUser(user.id)
    return c.json({ grant_id: granted.grantId, user_id: user.id }, 201)
  })

  return routes
}
