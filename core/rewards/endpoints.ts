/** The rewards calls (server/http/routes/rewards.ts), decoded with core/rewards/model.ts. */
import { Schema } from "effect"
import { defineEndpoint, encodedBody, eventWith } from "../kernel/index.js"
import type { Locale } from "../model/primitives.js"
import { DailyGamePlayRequest, DailyGameState, ReferralInfo, RewardsOverview, UserReward } from "./model.js"

const Empty = Schema.Struct({})

export const getRewards = defineEndpoint<{ readonly locale: Locale }>()({
  name: "getRewards", method: "GET", path: () => "rewards",
  query: (input) => ({ locale: input.locale }),
  response: RewardsOverview, toEvent: eventWith("RewardsLoaded", "overview"),
})

export const optInReward = defineEndpoint<{ readonly offerId: number; readonly locale: Locale }>()({
  name: "optInReward", method: "POST", path: (input) => `rewards/offers/${input.offerId}/opt-in`,
  query: (input) => ({ locale: input.locale }),
  body: encodedBody(Empty, () => ({})),
  response: UserReward, toEvent: eventWith("RewardUpdated", "reward"),
})

export const claimReward = defineEndpoint<{ readonly rewardId: number; readonly locale: Locale }>()({
  name: "claimReward", method: "POST", path: (input) => `rewards/${input.rewardId}/claim`,
  query: (input) => ({ locale: input.locale }),
  body: encodedBody(Empty, () => ({})),
  response: UserReward, toEvent: eventWith("RewardUpdated", "reward"),
})

export const getDailyGame = defineEndpoint<{ readonly locale: Locale }>()({
  name: "getDailyGame", method: "GET", path: () => "daily-game",
  query: (input) => ({ locale: input.locale }),
  response: DailyGameState, toEvent: eventWith("DailyGameLoaded", "state"),
})

export const playDailyGame = defineEndpoint<{ readonly box: number; readonly locale: Locale }>()({
  name: "playDailyGame", method: "POST", path: () => "daily-game/play",
  query: (input) => ({ locale: input.locale }),
  body: encodedBody(DailyGamePlayRequest, (input: { readonly box: number }) => ({ box: input.box })),
  response: DailyGameState, toEvent: eventWith("DailyGameLoaded", "state"),
})

export const getReferral = defineEndpoint<Record<string, never>>()({
  name: "getReferral", method: "GET", path: () => "rewards/referral",
  response: ReferralInfo, toEvent: eventWith("ReferralLoaded", "referral"),
})

export const REWARDS_ENDPOINTS = { getRewards, optInReward, claimReward, getDailyGame, playDailyGame, getReferral }
