/**
 * The sportsbook's own calls (issue 20):
 *
 *   GET sportsbook/settings      BetslipSettings of the logged-in bettor (defaults when never set)
 *   PUT sportsbook/settings      BetslipSettings → the saved settings
 *   PUT bets/{id}/auto-cashout   AutoCashoutRequest → the bet (BetReceipt) with its rule
 *   DELETE bets/{id}/auto-cashout                   → the bet without a rule
 *
 * The price-change rule is applied by bets/place (domain/betting/place.ts). Settings errors: 401
 * without a session; 400 with field errors for a stake that is not positive or above £100,000, or
 * more than four quick stakes.
 *
 * Automatic cash-out (domain/betting/auto-cashout.ts; the bets service fires it): 400 for a body
 * that is not `{amount}` or an amount not above 0 (public_message, fields.amount); 404
 * BET_NOT_FOUND (unknown or someone else's bet); 409 CASHOUT_UNAVAILABLE (settled, or never
 * cashable); 422 AUTO_CASHOUT_AMOUNT_REACHED (the offer is already at least the amount: cash out
 * now) and AUTO_CASHOUT_AMOUNT_TOO_HIGH (above the bet's potential returns).
 */
import { Hono } from "hono"
import { formatMinorAsDecimal, BetReceipt } from "../../../core/model/betslip.js"
import { AutoCashoutRequest } from "../../../core/model/bets.js"
import { BetslipSettings } from "../../../core/model/sportsbook.js"
import type { ServerContext } from "../../context.js"
import { AutoCashoutError, clearAutoCashout, setAutoCashout } from "../../domain/betting/auto-cashout.js"
import { betsServiceOf } from "../../domain/betting/service.js"
import type { BetRow } from "../../domain/betting/settle.js"
import { betViews } from "../../domain/betting/view.js"
import { World } from "../../sim/world.js"
import { readBetslipSettings, saveBetslipSettings, settingsProblems } from "../../domain/sportsbook/settings.js"
import { requireSession } from "../auth.js"
import { readBody } from "../body.js"
import type { AppEnv } from "../env.js"
import { ApiError } from "../errors.js"
import { respond } from "../respond.js"

export const sportsbookRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  const auth = requireSession(ctx)
  const world = () => ctx.sim?.world ?? EMPTY
  const rules = { db: ctx.db, world, clock: ctx.clock }

  routes.get("/sportsbook/settings", auth, async (c) => respond(c, BetslipSettings, await readBetslipSettings(ctx.db, c.get("auth").session.userId)))

  routes.put("/sportsbook/settings", auth, async (c) => {
    const body = await readBody(c, BetslipSettings)
    const problems = settingsProblems(body)
    if (Object.keys(problems).length > 0) throw new ApiError(400, "request.invalid_fields", { message: "Stakes must be above 0 and at most 100,000; at most four quick stakes", messageKey: "INVALID_REQUEST", fields: problems })
    return respond(c, BetslipSettings, await saveBetslipSettings(ctx.db, c.get("auth").session.userId, body, ctx.clock()))
  })

  const betId = (text: string): number => {
    if (!/^\d{1,15}$/.test(text)) throw new ApiError(404, "bet.not_found", { message: "No such bet", messageKey: "BET_NOT_FOUND" })
    return Number(text)
  }
  /** The bet as My Bets shows it, pushed to the bettor's other sockets too (the rule is part of it). */
  const answerWithBet = async (c: Parameters<typeof respond>[0], row: BetRow) => {
    const [bet] = await betViews(ctx.db, [row], world())
    void betsServiceOf(ctx)?.pushBets([row.id], false)
    return respond(c, BetReceipt, bet!)
  }
  const refused = (error: unknown): never => {
    if (!(error instanceof AutoCashoutError)) throw error
    const failure = error.failure
    switch (failure.kind) {
      case "not_found":
        throw new ApiError(404, "bet.not_found", { message: "No such bet", messageKey: "BET_NOT_FOUND" })
      case "unavailable":
        throw new ApiError(409, "bet.cashout_unavailable", { message: "Cash-out is not available for this bet", messageKey: "CASHOUT_UNAVAILABLE" })
      case "amount_reached":
        throw new ApiError(422, "bet.auto_cashout_reached", { vars: { offer: formatMinorAsDecimal(failure.offer) }, message: "The offer already reaches the amount", messageKey: "AUTO_CASHOUT_AMOUNT_REACHED", fields: { amount: "field.invalid" } })
      case "amount_too_high":
        throw new ApiError(422, "bet.auto_cashout_too_high", { vars: { potential: formatMinorAsDecimal(failure.potential) }, message: "Above the bet's potential returns", messageKey: "AUTO_CASHOUT_AMOUNT_TOO_HIGH", fields: { amount: "field.invalid" } })
    }
  }

  routes.put("/bets/:id/auto-cashout", auth, async (c) => {
    const body = await readBody(c, AutoCashoutRequest)
    const id = betId(c.req.param("id"))
    if (!(body.amount > 0)) throw new ApiError(400, "bet.auto_cashout_amount", { message: "amount must be above 0", messageKey: "INVALID_REQUEST", fields: { amount: "field.invalid" } })
    const row = await setAutoCashout(rules, c.get("auth").session.userId, id, body.amount).catch(refused)
    return answerWithBet(c, row)
  })

  routes.delete("/bets/:id/auto-cashout", auth, async (c) => {
    const row = await clearAutoCashout(rules, c.get("auth").session.userId, betId(c.req.param("id"))).catch(refused)
    return answerWithBet(c, row)
  })

  return routes
}

const EMPTY = new World()
