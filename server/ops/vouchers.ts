/**
 * Operator control that gives a bettor a voucher (a free bet, spec §3 Account "vouchers (each with
 * amount)"), mounted under /api/ops by routes.ts (same operator token). Tests and demos use it to
 * put a voucher on a slip; the betslip offers it (`vouchers` / `accumulator_available_vouchers`)
 * until a placement spends it.
 */
import { Hono } from "hono"
import type { ServerContext } from "../context.js"
import { vouchers } from "../db/schema.js"
import { findUserByEmail } from "../domain/accounts/users.js"
import { readBody } from "../http/body.js"
import type { AppEnv } from "../http/env.js"
import { ApiError } from "../http/errors.js"
import { respond } from "../http/respond.js"
import { VoucherGiven, VoucherRequest } from "./schemas.js"

export const voucherOps = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()

  routes.post("/vouchers", async (c) => {
    const body = await readBody(c, VoucherRequest)
    const user = await findUserByEmail(ctx.db, body.email)
    if (!user) throw new ApiError(404, "error.not_found", { message: `No user ${body.email}`, messageKey: "USER_NOT_FOUND" })
    const scope = body.scope ?? "any"
    const [row] = await ctx.db.insert(vouchers).values({ userId: user.id, amount: body.amount, scope, createdAt: new Date(ctx.clock()) }).returning()
    if (!row) throw new Error("the voucher was not written")
    ctx.log(`[ops] voucher ${row.id} of ${body.amount} (${scope}) for user ${user.id}`)
    return respond(c, VoucherGiven, { id: row.id, user_id: user.id, amount: row.amount, scope }, 201)
  })

  return routes
}
