/**
 * The casino (issue 16; core/model/casino.ts lists the calls). The lobby, game details and the
 * verifier are public; rounds, fairness and favourites need a session. Starting a round or acting
 * on one passes the safer-gambling check (assertMayGamble "casino") first, and completes any of
 * the player's rounds a crash left open.
 *
 * Errors: 400 bad body; 404 casino.game_not_found / casino.round_not_found; 409
 * casino.round_conflict (the round id was used with other details, or a stale step);
 * 422 casino.invalid_stake / casino.invalid_bet / casino.action_not_allowed / casino.table_closed
 * (message_key TABLE_CLOSED: a live table's bet after its betting window) /
 * casino.insufficient_funds (message_key INSUFFICIENT_FUNDS); 403 from the safer-gambling check.
 */
import { and, eq } from "drizzle-orm"
import { Hono, type Context } from "hono"
import {
  CasinoClientSeed, CasinoFairness, LiveBetRequest, LiveBlackjackTable, LiveDecisionRequest, LiveHandRequest, LiveTable, CasinoFavourites, CasinoGameInfo, CasinoHistory, CasinoLobby, CasinoRound, RoundActionRequest, StartRoundRequest, VerifyRequest, VerifyResponse,
} from "../../../core/model/casino.js"
import type { ServerContext } from "../../context.js"
import { casinoFavourites } from "../../db/schema.js"
import { takeForcedShoe } from "../../domain/casino/controls.js"
import { CasinoError } from "../../domain/casino/decide.js"
import { CASINO_GAMES, CATEGORIES, findGame, PROVIDERS, type CasinoGame } from "../../domain/casino/games/catalogue.js"
import { percent, show } from "../../domain/casino/games/fraction.js"
import { LIVE_BLACKJACK, liveBlackjackOf } from "../../domain/casino/live/blackjack-table.js"
import { LIVE_ROULETTE, liveRouletteOf } from "../../domain/casino/live/roulette-table.js"
import { actOnRound, fairnessOf, historyOf, jackpotsOf, roundOf, roundView, setClientSeed, startRound } from "../../domain/casino/rounds.js"
import { verifyRound } from "../../domain/casino/verify.js"
import { assertMayGamble } from "../../domain/restrictions/index.js"
import { pushUser } from "../../realtime/pushes.js"
import { requireSession } from "../auth.js"
import { readBody } from "../body.js"
import type { AppEnv } from "../env.js"
import { answersErrorsOf, ApiError } from "../errors.js"
import { respond } from "../respond.js"
import { loadRewardsConfig } from "../../domain/rewards/offers.js"
import { recordSpins } from "./rewards.js"

export const gameInfo = (g: CasinoGame): CasinoGameInfo => ({
  id: g.id, name: g.name, kind: g.kind, provider: g.provider, categories: g.categories, rtp: percent(g.rtp, 4), rtp_exact: show(g.rtp),
  volatility: g.volatility, stakes: g.stakes, live: g.live, art: g.art,
})

const apiErrorOf = (e: CasinoError): ApiError => {
  const opts = { message: e.message, messageKey: e.code }
  switch (e.code) {
    case "GAME_NOT_FOUND": return new ApiError(404, "casino.game_not_found", opts)
    case "ROUND_NOT_FOUND": return new ApiError(404, "casino.round_not_found", opts)
    case "ROUND_CONFLICT":
    case "STEP_CONFLICT": return new ApiError(409, "casino.round_conflict", opts)
    case "INVALID_STAKE": return new ApiError(422, "casino.invalid_stake", opts)
    case "INVALID_BET": return new ApiError(422, "casino.invalid_bet", opts)
    case "ACTION_NOT_ALLOWED": return new ApiError(422, "casino.action_not_allowed", opts)
    // A live table's bet after its betting window: the bettor is told to wait for the next round.
    case "TABLE_CLOSED": return new ApiError(422, "casino.table_closed", opts)
    case "INSUFFICIENT_FUNDS": return new ApiError(422, "casino.insufficient_funds", opts)
  }
}

const casinoCall = answersErrorsOf(CasinoError, apiErrorOf)

const userOf = (c: Context<AppEnv>): number => c.get("auth").session.userId

/** The balance moved: the player's sockets get the user again (the header and the player's balance follow). */
const balanceMoved = (ctx: ServerContext, userId: number): void => {
  pushUser(ctx, userId).catch((e: unknown) => ctx.log(`[casino] user push failed: ${String(e)}`))
}

const ROUND_ID = /^[A-Za-z0-9_\-.:]{8,64}$/

export const casinoRoutes = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  const auth = requireSession(ctx)
  const rewardsConfig = loadRewardsConfig()
  /** A finished cash round counts towards the bettor's spin rules (issue 18; a free spin does not). */
  const roundPlayed = (userId: number, round: CasinoRound): void => {
    if (round.state !== "settled" || round.free_spin) return
    recordSpins(ctx, userId, [round.round_id], rewardsConfig).catch((e: unknown) => ctx.log(`[casino] spin rewards failed: ${String(e)}`))
  }

  routes.get("/casino/lobby", async (c) =>
    respond(c, CasinoLobby, { games: CASINO_GAMES.map(gameInfo), categories: CATEGORIES, providers: PROVIDERS, jackpots: await jackpotsOf(ctx.db) }))

  routes.get("/casino/games/:id", (c) => {
    const game = findGame(c.req.param("id"))
    if (!game) throw apiErrorOf(new CasinoError("GAME_NOT_FOUND", `no game ${c.req.param("id")}`))
    return respond(c, CasinoGameInfo, gameInfo(game))
  })

  routes.post("/casino/verify", async (c) => {
    const body = await readBody(c, VerifyRequest)
    return respond(c, VerifyResponse, await casinoCall(async () => verifyRound(body)))
  })

  routes.get("/casino/fairness", auth, async (c) => respond(c, CasinoFairness, await fairnessOf(ctx.db, userOf(c), ctx.clock())))
  routes.put("/casino/fairness", auth, async (c) => {
    const { client_seed } = await readBody(c, CasinoClientSeed)
    return respond(c, CasinoFairness, await setClientSeed(ctx.db, userOf(c), client_seed, ctx.clock()))
  })

  // A call that stakes money: the round id the client made up is well formed, and the bettor may
  // gamble now (safer-gambling restrictions), both before any money moves.
  const checkRoundId = (id: string, name: string) => {
    if (!ROUND_ID.test(id)) throw new ApiError(400, "request.invalid_parameter", { vars: { name }, messageKey: "INVALID_ROUND_ID" })
  }
  const gambler = async (c: Context<AppEnv>, now: number): Promise<number> => {
    const userId = userOf(c)
    await assertMayGamble(ctx.db, userId, "casino", now)
    return userId
  }

  routes.post("/casino/rounds", auth, async (c) => {
    const body = await readBody(c, StartRoundRequest)
    checkRoundId(body.round_id, "round_id")
    const now = ctx.clock()
    const userId = await gambler(c, now)
    const game = findGame(body.game_id)
    const forcedShoe = game?.kind === "blackjack" ? takeForcedShoe(ctx) : null
    const round = await casinoCall(() =>
      startRound(ctx.db, userId, { roundId: body.round_id, gameId: body.game_id, ...(body.stake !== undefined ? { stake: body.stake } : {}), ...(body.bets ? { bets: body.bets } : {}) }, now, { forcedShoe }))
    balanceMoved(ctx, userId)
    roundPlayed(userId, round)
    return respond(c, CasinoRound, round, 201)
  })

  routes.post("/casino/rounds/:id/actions", auth, async (c) => {
    const body = await readBody(c, RoundActionRequest)
    const now = ctx.clock()
    const userId = await gambler(c, now)
    const round = await casinoCall(() => actOnRound(ctx.db, userId, c.req.param("id"), body.action, body.step, now))
    balanceMoved(ctx, userId)
    roundPlayed(userId, round)
    return respond(c, CasinoRound, round)
  })

  routes.get("/casino/rounds/:id", auth, async (c) => respond(c, CasinoRound, await casinoCall(() => roundOf(ctx.db, userOf(c), c.req.param("id"), ctx.clock()))))

  routes.get("/casino/rounds", auth, async (c) => {
    const text = c.req.query("limit") ?? "20"
    if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > 100) throw new ApiError(400, "request.invalid_parameter", { vars: { name: "limit" }, messageKey: "INVALID_LIMIT" })
    return respond(c, CasinoHistory, { rounds: await historyOf(ctx.db, userOf(c), Number(text), ctx.clock()) })
  })

  const liveTable = (id: string) => {
    const table = id === LIVE_ROULETTE ? liveRouletteOf(ctx) : null
    if (!table) throw apiErrorOf(new CasinoError("GAME_NOT_FOUND", `no live table ${id}`))
    return table
  }
  const blackjackTable = (id: string) => {
    const table = id === LIVE_BLACKJACK ? liveBlackjackOf(ctx) : null
    if (!table) throw apiErrorOf(new CasinoError("GAME_NOT_FOUND", `no live blackjack table ${id}`))
    return table
  }
  routes.get("/casino/live/:table", (c) =>
    c.req.param("table") === LIVE_BLACKJACK ? respond(c, LiveBlackjackTable, blackjackTable(LIVE_BLACKJACK).view()) : respond(c, LiveTable, liveTable(c.req.param("table")).view()),
  )
  // A stake on a live table (a blackjack hand, roulette bets): the same checks and the same answer.
  const liveStake = async (c: Context<AppEnv>, betId: string, place: (userId: number) => Promise<Parameters<typeof roundView>[0]>) => {
    checkRoundId(betId, "bet_id")
    const userId = await gambler(c, ctx.clock())
    const row = await casinoCall(() => place(userId))
    balanceMoved(ctx, userId)
    return respond(c, CasinoRound, roundView(row), 201)
  }
  routes.post("/casino/live/:table/hands", auth, async (c) => {
    const table = blackjackTable(c.req.param("table"))
    const body = await readBody(c, LiveHandRequest)
    return liveStake(c, body.bet_id, (userId) => table.placeBet(userId, body.bet_id, body.round, body.stake))
  })
  routes.post("/casino/live/:table/decisions", auth, async (c) => {
    const table = blackjackTable(c.req.param("table"))
    const body = await readBody(c, LiveDecisionRequest)
    const userId = await gambler(c, ctx.clock())
    const view = await casinoCall(() => table.decide(userId, body.bet_id, body.round, body.action))
    if (body.action === "double") balanceMoved(ctx, userId)
    return respond(c, LiveBlackjackTable, view)
  })
  routes.post("/casino/live/:table/bets", auth, async (c) => {
    const table = liveTable(c.req.param("table"))
    const body = await readBody(c, LiveBetRequest)
    return liveStake(c, body.bet_id, (userId) => table.placeBets(userId, body.bet_id, body.round, body.bets))
  })

  const favourites = async (userId: number) => ({
    game_ids: (await ctx.db.select({ id: casinoFavourites.gameId }).from(casinoFavourites).where(eq(casinoFavourites.userId, userId))).map((r) => r.id),
  })
  routes.get("/casino/favourites", auth, async (c) => respond(c, CasinoFavourites, await favourites(userOf(c))))
  routes.put("/casino/favourites/:id", auth, async (c) => {
    const game = findGame(c.req.param("id"))
    if (!game) throw apiErrorOf(new CasinoError("GAME_NOT_FOUND", `no game ${c.req.param("id")}`))
    await ctx.db.insert(casinoFavourites).values({ userId: userOf(c), gameId: game.id, createdAt: new Date(ctx.clock()) }).onConflictDoNothing()
    return respond(c, CasinoFavourites, await favourites(userOf(c)))
  })
  routes.delete("/casino/favourites/:id", auth, async (c) => {
    await ctx.db.delete(casinoFavourites).where(and(eq(casinoFavourites.userId, userOf(c)), eq(casinoFavourites.gameId, c.req.param("id"))))
    return respond(c, CasinoFavourites, await favourites(userOf(c)))
  })

  return routes
}
