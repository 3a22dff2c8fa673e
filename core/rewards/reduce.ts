/**
 * Rewards in the browser (issue 18, spec §2.7): the overview the server states (offers with the
 * bettor's reward, in progress, earned, claimed, expired), the bettor's opt-ins and claims, live
 * progress pushes, and the daily game. The server decides everything; core keeps what it said
 * and which action is waiting (one per reward, so a double tap sends one call).
 *
 * "Daily game played" (spec §9 storage key): remembered on the device as the London day of the
 * last play the server reported, so the prompt need not ask the server again that day; the server
 * stays the judge (a second play is refused there).
 */
import { call, type Ctx, type RequestFailed, type Step } from "../kernel/index.js"
import type { Locale } from "../model/primitives.js"
import { selectToken, type SessionRoot } from "../session/index.js"
import { claimReward, getDailyGame, getReferral, getRewards, optInReward, playDailyGame } from "./endpoints.js"
import type { RewardsEvent } from "./events.js"
import type { DailyGameState, ReferralInfo, RewardsOverview, UserReward } from "./model.js"

export const DAILY_GAME_PLAYED_KEY = "dailyGamePlayed"

export interface RewardsState {
  readonly locale: Locale | null
  readonly phase: "idle" | "loading" | "ready" | "failed"
  readonly requestId: string | null
  readonly overview: RewardsOverview | null
  /** Request id → the offer (opt-in) or reward (claim) it acts on. */
  readonly pending: Readonly<Record<string, { readonly kind: "opt_in" | "claim"; readonly id: number }>>
  readonly daily: DailyGameState | null
  readonly dailyRequest: string | null
  /** The bettor's referral code and link, once a referral page asked (issue 18). */
  readonly referral: ReferralInfo | null
  readonly referralRequest: string | null
}

export const initialRewards: RewardsState = { locale: null, phase: "idle", requestId: null, overview: null, pending: {}, daily: null, dailyRequest: null, referral: null, referralRequest: null }

const tokenOf = (ctx: Ctx): string | null => selectToken(ctx.root as SessionRoot)

/** The overview with one reward replaced or added where it belongs. */
export const withReward = (o: RewardsOverview, r: UserReward): RewardsOverview => {
  const drop = (list: ReadonlyArray<UserReward>) => list.filter((x) => x.id !== r.id)
  const put = (status: UserReward["status"], list: ReadonlyArray<UserReward>) => (r.status === status ? [...drop(list), r] : drop(list))
  return {
    offers: o.offers.map((offer) => (offer.id === r.offer_id ? { ...offer, reward: r } : offer)),
    in_progress: put("opted_in", o.in_progress),
    earned: put("earned", o.earned),
    claimed: put("claimed", o.claimed),
    expired: put("expired", o.expired),
  }
}

const without = (pending: RewardsState["pending"], requestId: string) => Object.fromEntries(Object.entries(pending).filter(([k]) => k !== requestId))

export const reduceRewards = (s: RewardsState, event: RewardsEvent | RequestFailed, ctx: Ctx): Step<RewardsState> => {
  switch (event._tag) {
    case "RewardsOpened": {
      const requestId = ctx.nextId("req")
      const token = tokenOf(ctx)
      const dailyRequest = token ? ctx.nextId("req") : null
      const commands = [call(getRewards, { locale: event.locale }, requestId, token)]
      if (dailyRequest) commands.push(call(getDailyGame, { locale: event.locale }, dailyRequest, token))
      // Logged out (or another bettor): the last bettor's referral code is not kept on show.
      return [{ ...s, locale: event.locale, phase: s.overview ? s.phase : "loading", requestId, dailyRequest, ...(token ? {} : { referral: null }) }, commands]
    }
    case "RewardsLoaded":
      if (event.requestId !== s.requestId) return [s, []]
      return [{ ...s, phase: "ready", requestId: null, overview: event.overview }, []]
    case "RewardOptInRequested":
    case "RewardClaimRequested": {
      const kind = event._tag === "RewardOptInRequested" ? "opt_in" : "claim"
      const id = event._tag === "RewardOptInRequested" ? event.offerId : event.rewardId
      if (Object.values(s.pending).some((p) => p.kind === kind && p.id === id)) return [s, []]
      const requestId = ctx.nextId("req")
      const locale = s.locale ?? "en-GB"
      const command = kind === "opt_in" ? call(optInReward, { offerId: id, locale }, requestId, tokenOf(ctx)) : call(claimReward, { rewardId: id, locale }, requestId, tokenOf(ctx))
      return [{ ...s, pending: { ...s.pending, [requestId]: { kind, id } } }, [command]]
    }
    case "RewardUpdated": {
      if (!s.pending[event.requestId]) return [s, []]
      return [{ ...s, pending: without(s.pending, event.requestId), overview: s.overview ? withReward(s.overview, event.reward) : s.overview }, []]
    }
    case "RewardPushed":
      return [{ ...s, overview: s.overview ? withReward(s.overview, event.reward) : s.overview }, []]
    case "DailyGameBoxPicked": {
      if (!s.daily || !s.daily.available || s.dailyRequest) return [s, []]
      const requestId = ctx.nextId("req")
      return [{ ...s, dailyRequest: requestId }, [call(playDailyGame, { box: event.box, locale: s.locale ?? "en-GB" }, requestId, tokenOf(ctx))]]
    }
    case "DailyGameLoaded": {
      if (event.requestId !== s.dailyRequest) return [s, []]
      const reward = event.state.play?.reward ?? null
      const next = { ...s, dailyRequest: null, daily: event.state, overview: s.overview && reward ? withReward(s.overview, reward) : s.overview }
      return [next, event.state.played_today ? [{ _tag: "Persist", key: DAILY_GAME_PLAYED_KEY, value: event.state.day }] : []]
    }
    case "ReferralOpened": {
      const token = tokenOf(ctx)
      if (!token) return [s, []]
      const requestId = ctx.nextId("req")
      return [{ ...s, referralRequest: requestId }, [call(getReferral, {}, requestId, token)]]
    }
    case "ReferralLoaded":
      if (event.requestId !== s.referralRequest) return [s, []]
      return [{ ...s, referral: event.referral, referralRequest: null }, []]
    case "RequestFailed": {
      if (event.requestId === s.requestId) return [{ ...s, phase: "failed", requestId: null }, []]
      if (event.requestId === s.dailyRequest) return [{ ...s, dailyRequest: null }, []]
      if (event.requestId === s.referralRequest) return [{ ...s, referralRequest: null }, []]
      if (s.pending[event.requestId]) return [{ ...s, pending: without(s.pending, event.requestId) }, []]
      return [s, []]
    }
    default:
      return [s, []]
  }
}
