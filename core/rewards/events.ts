/** The rewards area's recorded events (issue 18): pages opened, the bettor's actions, the server's answers and pushes. */
import { Schema } from "effect"
import { at, RequestId } from "../kernel/index.js"
import { Locale } from "../model/primitives.js"
import { DailyGameState, ReferralInfo, RewardsOverview, UserReward } from "./model.js"

/** /rewards (or a reward's page) opened: loads the overview in the page's locale, and the daily game when logged in. */
export const RewardsOpened = Schema.TaggedStruct("RewardsOpened", { at, locale: Locale })
/** The bettor pressed Opt in on an offer. */
export const RewardOptInRequested = Schema.TaggedStruct("RewardOptInRequested", { at, offerId: Schema.Int })
/** The bettor pressed Claim on an earned reward. */
export const RewardClaimRequested = Schema.TaggedStruct("RewardClaimRequested", { at, rewardId: Schema.Int })
/** The bettor picked a box of the daily game. */
export const DailyGameBoxPicked = Schema.TaggedStruct("DailyGameBoxPicked", { at, box: Schema.Int })

export const RewardsLoaded = Schema.TaggedStruct("RewardsLoaded", { at, requestId: RequestId, overview: RewardsOverview })
/** An opt-in or claim answered with the reward as it now stands. */
export const RewardUpdated = Schema.TaggedStruct("RewardUpdated", { at, requestId: RequestId, reward: UserReward })
/** Push `reward`: progress, earned, claimed… as the server decided. */
export const RewardPushed = Schema.TaggedStruct("RewardPushed", { at, reward: UserReward })
export const DailyGameLoaded = Schema.TaggedStruct("DailyGameLoaded", { at, requestId: RequestId, state: DailyGameState })

/** A referral offer's page opened by a logged-in bettor: their code and link are fetched. */
export const ReferralOpened = Schema.TaggedStruct("ReferralOpened", { at })
export const ReferralLoaded = Schema.TaggedStruct("ReferralLoaded", { at, requestId: RequestId, referral: ReferralInfo })

export const REWARDS_EVENTS = [RewardsOpened, RewardOptInRequested, RewardClaimRequested, DailyGameBoxPicked, RewardsLoaded, RewardUpdated, RewardPushed, DailyGameLoaded, ReferralOpened, ReferralLoaded] as const
export type RewardsEvent = (typeof REWARDS_EVENTS)[number]["Type"]
