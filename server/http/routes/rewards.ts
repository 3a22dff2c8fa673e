/**
 * Rewards and the daily game (issue 18, spec §2.7; rules in server/domain/rewards/service.ts):
 *
 *   GET  rewards                      RewardsOverview: offers (with the bettor's reward when logged
 *                                     in), in progress, earned, claimed, expired
 *   GET  rewards/offers/{id|slug}     RewardOffer (404 for an unknown one)
 *   POST rewards/offers/{id}/opt-in   UserReward (login; opting in twice answers the same reward)
 *   GET  rewards/referral             ReferralInfo: the bettor's code, sign-up link and friends (login)
 *   GET  rewards/{id}                 UserReward (login)
 *   POST rewards/{id}/claim           UserReward, claimed (login; idempotent: a repeat pays nothing)
 *   GET  daily-game                   DailyGameState (login)
 *   POST daily-game/play {box}        DailyGameState with today's play (login; 409 once played today)
 *
 * Live progress: every change to a bettor's reward is pushed to their sockets as `reward`
 * (RewardPush). Bets count through the placed-bets hook (server/domain/betting/hooks.ts); casino
 * rounds through `recordSpins` below, which the casino calls after a round.
 */
import { Hono, type Context } from "hono"
import { Schema } from "effect"
import { DailyGamePlayRequest, DailyGameState, ReferralInfo, RewardOffer, RewardPush, RewardsOverview, UserReward } from "../../../core/rewards/model.js"
import type { BetReceipt } from "../../../core/model/betslip.js"
import { Locale } from "../../../core/model/primitives.js"
import type { ServerContext } from "../../context.js"
import { onBetsPlaced } from "../../domain/betting/hooks.js"
import { rundownLocale } from "../../domain/content/rundown.js"
import { DailyGameError, playDailyGame, prizeOdds, secureDraw, seededDraw, todaysPlay, type Draw, type Play } from "../../domain/rewards/daily-game.js"
import { loadRewardsConfig, londonDay, offerText, spinsOf, type Offer, type PlacedBetFact, type Prize, type RewardsConfig } from "../../domain/rewards/offers.js"
import { claimReward, optIn, recordActivity, recordBets, rewardOf, rewardsOf, RewardError, type RewardRow } from "../../domain/rewards/service.js"
import { bearerToken, requireSession } from "../auth.js"
import { readBody } from "../body.js"
import type { AppEnv } from "../env.js"
import { ApiError } from "../errors.js"
import { respond } from "../respond.js"
import { lookupSession } from "../../domain/accounts/sessions.js"
import { findUserById } from "../../domain/accounts/users.js"
import { pickBoostContract, useBoosts } from "../../domain/rewards/odds-boosts.js"
import { referralCodeOf, referralCounts, referredDeposited } from "../../domain/rewards/referrals.js"

const encodePush = Schema.encodeSync(RewardPush)
const isLocale = Schema.is(Locale)

export interface RewardsOptions {
  readonly config?: RewardsConfig
  /** The daily game's generator: secure unless a seed is given (never in production). */
  readonly draw?: Draw
}

const drawFromEnv = (production: boolean): Draw => {
  const seed = process.env.REWARDS_SEED
  return !production && seed && /^\d+$/.test(seed) ? seededDraw(Number(seed)) : secureDraw
}

/** The text of a reward: its offer's title, or the daily game prize's name. */
const PRIZE_TITLES: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  free_bet: { "en-GB": "Daily game free bet", pt: "Aposta grátis do jogo diário", "pt-BR": "Aposta grátis do jogo diário", es: "Apuesta gratis del juego diario", "es-MX": "Apuesta gratis del juego diario" },
  credit: { "en-GB": "Daily game bet credits", pt: "Créditos do jogo diário", "pt-BR": "Créditos do jogo diário", es: "Créditos del juego diario", "es-MX": "Créditos del juego diario" },
  free_spins: { "en-GB": "Daily game free spins", pt: "Rodadas grátis do jogo diário", "pt-BR": "Giros grátis do jogo diário", es: "Tiradas gratis del juego diario", "es-MX": "Giros gratis del juego diario" },
}

export const rewardView = (config: RewardsConfig, row: RewardRow, locale: Locale): UserReward => {
  const offer = row.offerId === null ? undefined : config.offers.find((o) => o.id === row.offerId)
  return {
    id: row.id,
    offer_id: row.offerId,
    source: row.source === "daily_game" ? "daily_game" : "offer",
    kind: row.kind as UserReward["kind"],
    amount: row.amount,
    spins: spinsOf(row.kind, row.amount),
    status: row.status as UserReward["status"],
    progress: row.progress,
    target: row.target,
    title: offer ? offerText(offer, locale).title : (PRIZE_TITLES[row.kind]?.[locale] ?? row.kind),
    expires_at: row.expiresAt.getTime(),
    opted_in_at: row.optedInAt?.getTime() ?? null,
    earned_at: row.earnedAt?.getTime() ?? null,
    claimed_at: row.claimedAt?.getTime() ?? null,
    claim_ref: row.claimRef,
  }
}

const offerView = (offer: Offer, reward: UserReward | null, locale: Locale): RewardOffer => ({
  id: offer.id,
  slug: offer.slug,
  kind: offer.kind,
  amount: offer.amount,
  spins: spinsOf(offer.kind, offer.amount),
  title: offerText(offer, locale).title,
  description: offerText(offer, locale).description,
  rule: offer.rule,
  valid_days: offer.valid_days,
  reward,
})

const prizeView = (prize: Prize, probability: number) => ({ key: prize.key, kind: prize.kind, amount: prize.amount, spins: prize.kind ? spinsOf(prize.kind, prize.amount) : null, probability })

/** A placed bet as the rules see it: cash stake, every leg's sport, the bet's decimal price. */
export const placedBetFact = (ctx: ServerContext, receipt: BetReceipt): PlacedBetFact => {
  const sports = receipt.bet_legs.map((l) => ctx.sim?.world.games.get(l.game_id)?.name ?? "")
  const prices = receipt.bet_legs.map((l) => l.prices?.decimal ?? null)
  const price = prices.length > 0 && prices.every((p) => p !== null) ? prices.reduce((a, b) => a! * b!, 1)! : null
  return { betId: receipt.id, cashStake: receipt.stake, sports, price }
}

const notFound = (id: string) => new ApiError(404, "reward.not_found", { message: `No reward ${id}`, messageKey: "REWARD_NOT_FOUND" })

export const rewardsRoutes = (ctx: ServerContext, options: RewardsOptions = {}): Hono<AppEnv> => {
  const config = options.config ?? loadRewardsConfig()
  const draw = options.draw ?? drawFromEnv(ctx.production)
  const routes = new Hono<AppEnv>()
  const auth = requireSession(ctx)
  const localeOf = (c: Context<AppEnv>) => rundownLocale(c.req.query("locale"), c.req.header("accept-language"))

  const push = (userId: number, rows: ReadonlyArray<RewardRow>) => pushRewards(ctx, config, userId, rows)

  // Bets placed count towards the bettor's opted-in bet rules, and the progress is pushed (read
  // only when the placement's facts found a reward in progress).
  onBetsPlaced(ctx, async (userId, receipts, after) => {
    const now = ctx.clock()
    if (after.rewarding) await push(userId, await recordBets(ctx.db, config, userId, receipts.map((receipt) => placedBetFact(ctx, receipt)), now))
    // A bet on a boosted selection used the boost (odds-boosts.ts): one bet per boost. A bettor's
    // boost prices its leg as boosted, so a placement without a boosted leg used none.
    const boostedLegs = receipts.flatMap((r) => r.bet_legs.filter((l) => l.boosted))
    if (boostedLegs.length > 0) await useBoosts(ctx.db, userId, boostedLegs.flatMap((l) => l.selections.map((s) => s.contract_id)), now)
  })

  /** The bettor when a valid session is sent; anonymous otherwise (offers are public). */
  const optionalUser = async (c: Context<AppEnv>): Promise<number | null> => {
    const token = bearerToken(c)
    if (!token) return null
    const found = await lookupSession(ctx.db, token, ctx.clock())
    return found.status === "active" ? found.session.userId : null
  }

  const offerOf = (idOrSlug: string): Offer => {
    const offer = /^\d{1,9}$/.test(idOrSlug) ? config.offers.find((o) => o.id === Number(idOrSlug)) : config.offers.find((o) => o.slug === idOrSlug)
    if (!offer) throw notFound(idOrSlug.slice(0, 60))
    return offer
  }
  const rewardIdOf = (c: Context<AppEnv>): number => {
    const text = c.req.param("id") ?? ""
    if (!/^\d{1,15}$/.test(text)) throw notFound(text.slice(0, 60))
    return Number(text)
  }
  const failure = (error: unknown): never => {
    if (error instanceof RewardError) {
      if (error.code === "NOT_FOUND") throw notFound("")
      if (error.code === "EXPIRED") throw new ApiError(409, "reward.expired", { message: error.message, messageKey: "REWARD_EXPIRED" })
      throw new ApiError(409, "reward.not_earned", { message: error.message, messageKey: "REWARD_NOT_EARNED" })
    }
    throw error
  }

  routes.get("/rewards", async (c) => {
    const locale = localeOf(c)
    const userId = await optionalUser(c)
    const rows = userId === null ? [] : await rewardsOf(ctx.db, userId, ctx.clock())
    const views = rows.map((r) => rewardView(config, r, locale))
    return respond(c, RewardsOverview, {
      offers: config.offers.map((o) => offerView(o, views.find((v) => v.offer_id === o.id) ?? null, locale)),
      in_progress: views.filter((v) => v.status === "opted_in"),
      earned: views.filter((v) => v.status === "earned"),
      claimed: views.filter((v) => v.status === "claimed"),
      expired: views.filter((v) => v.status === "expired"),
    })
  })

  routes.get("/rewards/offers/:key", async (c) => {
    const locale = localeOf(c)
    const offer = offerOf(c.req.param("key"))
    const userId = await optionalUser(c)
    const row = userId === null ? undefined : (await rewardsOf(ctx.db, userId, ctx.clock())).find((r) => r.offerId === offer.id)
    return respond(c, RewardOffer, offerView(offer, row ? rewardView(config, row, locale) : null, locale))
  })

  routes.post("/rewards/offers/:key/opt-in", auth, async (c) => {
    const userId = c.get("auth").session.userId
    const offer = offerOf(c.req.param("key"))
    const { reward, created } = await optIn(ctx.db, userId, offer, ctx.clock())
    if (created) await push(userId, [reward])
    return respond(c, UserReward, rewardView(config, reward, localeOf(c)), created ? 201 : 200)
  })

  // Before rewards/:id, which would take "referral" for an id.
  routes.get("/rewards/referral", auth, async (c) => {
    const userId = c.get("auth").session.userId
    const code = await referralCodeOf(ctx.db, userId, ctx.clock())
    const counts = await referralCounts(ctx.db, userId)
    return respond(c, ReferralInfo, { code, link: `${ctx.publicUrl()}/auth/signup?ref=${code}`, ...counts })
  })

  // A referred bettor's first confirmed deposit counts for their referrer (server/domain/rewards/referrals.ts).
  ctx.payments?.onDepositSucceeded(async (userId) => {
    const qualified = await referredDeposited(ctx.db, config, userId, ctx.clock())
    if (qualified) await push(qualified.referrerUserId, qualified.moved)
  })

  routes.get("/rewards/:id", auth, async (c) => {
    const row = await rewardOf(ctx.db, c.get("auth").session.userId, rewardIdOf(c), ctx.clock())
    if (!row) throw notFound(c.req.param("id"))
    return respond(c, UserReward, rewardView(config, row, localeOf(c)))
  })

  routes.post("/rewards/:id/claim", auth, async (c) => {
    const userId = c.get("auth").session.userId
    const result = await claimReward(ctx.db, userId, rewardIdOf(c), ctx.clock(), () => (ctx.sim ? pickBoostContract(ctx.sim.world) : null)).catch(failure)
    if (result.paid) await push(userId, [result.reward])
    return respond(c, UserReward, rewardView(config, result.reward, localeOf(c)))
  })

  const dailyState = async (c: Context<AppEnv>, userId: number, play: Play | null): Promise<DailyGameState> => {
    const brand = c.get("brand")
    const site = ctx.sites.resolve(brand, c.get("country"))
    const odds = prizeOdds(config.daily_game.prizes)
    const now = ctx.clock()
    const today = play ?? (await todaysPlay(ctx.db, config, userId, now))
    const locale = localeOf(c)
    return {
      game: config.daily_game.game,
      boxes: config.daily_game.boxes,
      available: (site?.daily_game ?? false) && today === null,
      played_today: today !== null,
      day: londonDay(now),
      prizes: odds.map((o) => prizeView(o.prize, o.probability)),
      play: today
        ? {
            box: today.box,
            prize: prizeView(today.prize, odds.find((o) => o.prize.key === today.prize.key)?.probability ?? 0),
            reward: today.reward ? rewardView(config, today.reward, locale) : null,
            played_at: today.playedAt,
          }
        : null,
    }
  }

  routes.get("/daily-game", auth, async (c) => respond(c, DailyGameState, await dailyState(c, c.get("auth").session.userId, null)))

  routes.post("/daily-game/play", auth, async (c) => {
    const userId = c.get("auth").session.userId
    const body = await readBody(c, DailyGamePlayRequest)
    const site = ctx.sites.resolve(c.get("brand"), c.get("country"))
    if (!site?.daily_game) throw new ApiError(403, "daily_game.off", { messageKey: "DAILY_GAME_OFF" })
    try {
      const play = await playDailyGame(ctx.db, config, userId, body.box, draw, ctx.clock())
      if (play.reward) await push(userId, [play.reward])
      return respond(c, DailyGameState, await dailyState(c, userId, play), 201)
    } catch (error) {
      if (error instanceof DailyGameError && error.code === "PLAYED_TODAY") throw new ApiError(409, "daily_game.played", { message: error.message, messageKey: "DAILY_GAME_PLAYED" })
      if (error instanceof DailyGameError) throw new ApiError(400, "request.invalid_fields", { message: error.message, messageKey: "INVALID_REQUEST" })
      throw error
    }
  })

  return routes
}

/**
 * Pushes rewards as they now stand to the bettor's sockets, worded in the bettor's own locale (the
 * user's `locale` field): a push has no request whose Accept-Language could say otherwise.
 */
export const pushRewards = async (ctx: ServerContext, config: RewardsConfig, userId: number, rows: ReadonlyArray<RewardRow>): Promise<void> => {
  if (rows.length === 0 || !ctx.hub.reaches(userId)) return
  const locale = localeOfUser((await findUserById(ctx.db, userId))?.locale)
  for (const row of rows) await ctx.hub.publish({ to: "user", userId, event: "reward", payload: encodePush(rewardView(config, row, locale)) })
}

const localeOfUser = (value: string | undefined): Locale => (isLocale(value) ? value : "en-GB")

/** For the casino: rounds a bettor played count towards their spin rules (each round id once). */
export const recordSpins = async (ctx: ServerContext, userId: number, roundIds: ReadonlyArray<string>, config: RewardsConfig = loadRewardsConfig()): Promise<void> => {
  await pushRewards(ctx, config, userId, await recordActivity(ctx.db, config, userId, "spins", roundIds, ctx.clock()))
}
