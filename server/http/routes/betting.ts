/**
 * The betslip and placement (spec §7):
 *
 *   GET  betslip            the logged-in user's saved slip, recomputed from the live catalogue
 *                           (anonymous: the empty slip)
 *   POST betslip            v0/v1 body { betslip_legs: number[][] } (a list of several ids is a bet
 *                           builder leg), v2 body { legs: number[] } (one leg per id); saved for a
 *                           logged-in user, computed without saving for anyone else
 *   POST betbuilder-cart    { contract_ids } → BetBuilderCart with the correlation-aware price
 *   POST bets/place         PlaceBetsRequest, header Idempotency-Key (optional; without it a retry
 *                           may place again) → list of BetReceipt (201)
 *
 * Errors: ODDSCHANGED 409 with `leg_id` (array of the moved legs' ids) and `new_prices` (array of
 * their prices, in the same order); SELECTION_UNAVAILABLE 409; BET_RESTRICTED 403; MIN_STAKE,
 * MAX_BET_EXCEEDED, INSUFFICIENT_FUNDS, INVALID_BET 422; IDEMPOTENCY_CONFLICT 409.
 *
 * After the bet (core/model/bets.ts):
 *   GET  v1/bets?status=open|settled&limit=1..100&before=ID   the user's own bets, newest first
 *   POST v1/bets/{id}/cashout  CashoutRequest → CashoutResponse (domain/betting/cashout.ts)
 * Errors: 400 bad query or body; 404 BET_NOT_FOUND (unknown or someone else's bet);
 * 409 CASHOUT_UNAVAILABLE (never cashable: settled, free-bet stake, starting price, a lost leg);
 * 422 CASHOUT_STAKE_INVALID (the part is 0, above the remaining stake, or not divisible by the
 * bet's lines). A bet suspended for now answers 200 with result `unavailable`.
 */
import { Schema } from "effect"
import { eq, and, isNull } from "drizzle-orm"
import { Hono, type Context } from "hono"
import { BetBuilderCart, BetBuilderCartRequest, Betslip, BetslipRequestV1, BetslipRequestV2, PlaceBetsRequest, PlaceBetsResponse, formatMinorAsDecimal } from "../../../core/model/betslip.js"
import { ErrorPayload } from "../../../core/model/error.js"
import { Price } from "../../../core/model/catalogue.js"
import type { ServerContext } from "../../context.js"
import { betslips, vouchers } from "../../db/schema.js"
import { lookupSession } from "../../domain/accounts/sessions.js"
import { place, PlaceError, type PlaceFailure } from "../../domain/betting/place.js"
import { betsPlaced } from "../../domain/betting/hooks.js"
import { BetsPage, CashoutRequest, CashoutResponse } from "../../../core/model/bets.js"
import { bets } from "../../db/schema.js"
import { CashoutError, cashOut } from "../../domain/betting/cashout.js"
import { betsServiceOf } from "../../domain/betting/service.js"
import { betViews } from "../../domain/betting/view.js"
import { desc, lt } from "drizzle-orm"
import { betBuilderCart, computeBetslip, type Account } from "../../domain/betting/slip.js"
import { World } from "../../sim/world.js"
import { bearerToken, requireSession } from "../auth.js"
import { readBody } from "../body.js"
import type { AppEnv } from "../env.js"
import { ApiError, errorBody } from "../errors.js"
import { languageOf } from "../messages.js"
import { respond } from "../respond.js"
import { boostedContractsOf, personalWorld } from "../../domain/rewards/odds-boosts.js"

const EMPTY = new World()
const MAX_LEGS = 20
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-.:]{1,100}$/

const encodePrices = Schema.encodeSync(Schema.Array(Price))
const encodeError = Schema.encodeSync(ErrorPayload)

const apiErrorOf = (failure: PlaceFailure): ApiError => {
  switch (failure.kind) {
    case "odds_changed":
      return new ApiError(409, "bet.odds_changed", { message: "Prices moved", messageKey: "ODDSCHANGED" })
    case "unavailable":
      return new ApiError(409, "bet.unavailable", { message: failure.detail, messageKey: "SELECTION_UNAVAILABLE" })
    case "restricted":
      return new ApiError(403, "bet.restricted", { message: "The user has a bet restriction", messageKey: "BET_RESTRICTED" })
    case "min_stake":
      return new ApiError(422, "bet.min_stake", { vars: { min: "0.10" }, message: "Stake below the minimum", messageKey: "MIN_STAKE" })
    case "max_bet":
      return new ApiError(422, "bet.max_bet", { vars: { max: formatMinorAsDecimal(failure.max) }, message: "Stake above max_bet", messageKey: "MAX_BET_EXCEEDED" })
    case "insufficient_funds":
      return new ApiError(422, "bet.insufficient_funds", { message: "Balance too low", messageKey: "INSUFFICIENT_FUNDS" })
    case "duplicate_key":
      return new ApiError(409, "bet.duplicate_key", { message: "Idempotency-Key already used with another body", messageKey: "IDEMPOTENCY_CONFLICT" })
    case "invalid":
      return new ApiError(422, "bet.invalid", { message: failure.detail, messageKey: "INVALID_BET" })
  }
}

export const bettingRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  const world = () => ctx.sim?.world ?? EMPTY
  const auth = requireSession(ctx)

  const optionalUser = async (c: Context<AppEnv>): Promise<number | null> => {
    const token = bearerToken(c)
    if (!token) return null
    const found = await lookupSession(ctx.db, token, ctx.clock())
    return found.status === "active" ? found.session.userId : null
  }

  const accountOf = async (userId: number | null): Promise<Account> => {
    if (userId === null) return { vouchers: [], credits: 0 }
    const rows = await ctx.db.select().from(vouchers).where(and(eq(vouchers.userId, userId), isNull(vouchers.usedAt)))
    return { vouchers: rows.map((v) => ({ id: v.id, amount: v.amount, scope: v.scope })), credits: 0 }
  }

  const slipResponse = async (c: Context<AppEnv>, userId: number | null, legs: ReadonlyArray<ReadonlyArray<number>>) =>
    respond(c, Betslip, computeBetslip(personalWorld(world(), userId === null ? new Set() : await boostedContractsOf(ctx.db, userId, ctx.clock())), legs, await accountOf(userId), ctx.clock()).slip)

  routes.get("/betslip", async (c) => {
    const userId = await optionalUser(c)
    const [row] = userId === null ? [] : await ctx.db.select().from(betslips).where(eq(betslips.userId, userId))
    return slipResponse(c, userId, row?.legs ?? [])
  })

  routes.post("/betslip", async (c) => {
    const legs: number[][] = c.req.path.startsWith("/api/v2/")
      ? (await readBody(c, BetslipRequestV2)).legs.map((id) => [id])
      : (await readBody(c, BetslipRequestV1)).betslip_legs.map((ids) => [...ids]).filter((ids) => ids.length > 0)
    if (legs.length > MAX_LEGS) throw new ApiError(400, "request.invalid_fields", { message: `At most ${MAX_LEGS} legs`, messageKey: "INVALID_REQUEST" })
    const userId = await optionalUser(c)
    if (userId !== null) {
      const now = new Date(ctx.clock())
      await ctx.db.insert(betslips).values({ userId, legs, updatedAt: now }).onConflictDoUpdate({ target: betslips.userId, set: { legs, updatedAt: now } })
    }
    return slipResponse(c, userId, legs)
  })

  routes.post("/betbuilder-cart", async (c) => {
    const { contract_ids } = await readBody(c, BetBuilderCartRequest)
    if (contract_ids.length > MAX_LEGS) throw new ApiError(400, "request.invalid_fields", { message: `At most ${MAX_LEGS} selections`, messageKey: "INVALID_REQUEST" })
    return respond(c, BetBuilderCart, betBuilderCart(world(), contract_ids).cart)
  })

  routes.post("/bets/place", auth, async (c) => {
    const key = c.req.header("idempotency-key") ?? null
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
      throw new ApiError(400, "request.invalid_fields", { message: "Idempotency-Key: 1 to 100 of A-Z a-z 0-9 _ - . :", messageKey: "INVALID_REQUEST" })
    }
    const body = await readBody(c, PlaceBetsRequest)
    if (body.bets.length === 0 || body.bets.length > MAX_LEGS) throw new ApiError(400, "request.invalid_fields", { message: `1 to ${MAX_LEGS} bets`, messageKey: "INVALID_REQUEST" })
    try {
      const userId = c.get("auth").session.userId
      const { receipts, after } = await place({ db: ctx.db, world, clock: ctx.clock }, userId, body, key)
      // Issue 18: observers of placed bets (rewards counts qualifying bets) hear of them here.
      await betsPlaced(ctx, userId, receipts, after)
      // The bets channel and the open bet count hear of the new bets (after the answer is built).
      void betsServiceOf(ctx)?.pushPlaced(userId, receipts.map((r) => r.id), after)
      return respond(c, PlaceBetsResponse, receipts, 201)
    } catch (error) {
      if (!(error instanceof PlaceError)) throw error
      const failure = error.failure
      const apiError = apiErrorOf(failure)
      if (failure.kind !== "odds_changed") throw apiError
      // ODDSCHANGED carries the moved legs beside the usual payload (spec §8 fields leg_id, new_prices).
      const lang = c.get("lang") ?? languageOf(c.req.header("accept-language"))
      const payload = encodeError({
        ...(errorBody(lang, apiError) as object),
        leg_id: failure.legs.map((l) => l.leg_id),
        new_prices: encodePrices(failure.legs.map((l) => l.new_prices)),
      })
      c.header("Cache-Control", "no-store")
      return c.json(payload as object, 409)
    }
  })

  routes.get("/bets", auth, async (c) => {
    const status = c.req.query("status") ?? "open"
    const limitText = c.req.query("limit") ?? "20"
    const beforeText = c.req.query("before")
    const badParameter = (name: string) => new ApiError(400, "request.invalid_parameter", { vars: { name }, message: `Invalid ${name}`, messageKey: "INVALID_REQUEST" })
    if (status !== "open" && status !== "settled") throw badParameter("status")
    if (!/^\d{1,3}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > 100) throw badParameter("limit")
    if (beforeText !== undefined && !/^\d{1,15}$/.test(beforeText)) throw badParameter("before")
    const limit = Number(limitText)
    const userId = c.get("auth").session.userId
    const rows = await ctx.db
      .select()
      .from(bets)
      .where(and(eq(bets.userId, userId), eq(bets.status, status), beforeText === undefined ? undefined : lt(bets.id, Number(beforeText))))
      .orderBy(desc(bets.id))
      .limit(limit + 1)
    const page = rows.slice(0, limit)
    return respond(c, BetsPage, { bets: await betViews(ctx.db, page, world()), next_before: rows.length > limit ? page[page.length - 1]!.id : null })
  })

  routes.post("/bets/:id/cashout", auth, async (c) => {
    const idText = c.req.param("id")
    const body = await readBody(c, CashoutRequest)
    if (!/^\d{1,15}$/.test(idText)) throw new ApiError(404, "bet.not_found", { message: "No such bet", messageKey: "BET_NOT_FOUND" })
    if (body.amount <= 0) throw new ApiError(400, "request.invalid_fields", { message: "amount must be above 0", messageKey: "INVALID_REQUEST", fields: { amount: "field.invalid" } })
    if (body.stake !== null && body.stake <= 0) throw new ApiError(400, "request.invalid_fields", { message: "stake must be above 0", messageKey: "INVALID_REQUEST", fields: { stake: "field.invalid" } })
    const userId = c.get("auth").session.userId
    try {
      const outcome = await cashOut({ db: ctx.db, world, clock: ctx.clock }, userId, Number(idText), body.amount, body.stake)
      // The bet with its receipt and automatic cash-out rule (a partial cash-out leaves the rule on).
      const [bet] = await betViews(ctx.db, [outcome.row], world())
      // Every payout moves the balance, a partial one too: the user (balance, open_bet_count) goes out each time.
      if (outcome.result === "success") void betsServiceOf(ctx)?.pushBets([outcome.row.id], true)
      return respond(c, CashoutResponse, { result: outcome.result, bet: bet!, paid: outcome.paid })
    } catch (error) {
      if (!(error instanceof CashoutError)) throw error
      switch (error.failure.kind) {
        case "not_found":
          throw new ApiError(404, "bet.not_found", { message: "No such bet", messageKey: "BET_NOT_FOUND" })
        case "unavailable":
          throw new ApiError(409, "bet.cashout_unavailable", { message: "Cash-out is not available for this bet", messageKey: "CASHOUT_UNAVAILABLE" })
        case "invalid_stake":
          throw new ApiError(422, "bet.cashout_stake", { message: error.failure.detail, messageKey: "CASHOUT_STAKE_INVALID" })
      }
    }
  })

  return routes
}
