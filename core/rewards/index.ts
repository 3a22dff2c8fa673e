/**
 * The rewards area (issue 18): the overview of offers and the bettor's rewards, opt-in and claim,
 * live progress (push `reward`), and the daily game. Owns `state.rewards` (reduce.ts).
 */
import { defineArea, push, tagsOf } from "../kernel/index.js"
import { REWARDS_ENDPOINTS } from "./endpoints.js"
import { REWARDS_EVENTS } from "./events.js"
import { RewardPush } from "./model.js"
import { DAILY_GAME_PLAYED_KEY, initialRewards, reduceRewards, type RewardsState } from "./reduce.js"

export const rewards = defineArea({
  key: "rewards", initial: initialRewards, reduce: reduceRewards, events: REWARDS_EVENTS,
  endpoints: REWARDS_ENDPOINTS, storageKeys: [DAILY_GAME_PLAYED_KEY],
  handles: [...tagsOf(REWARDS_EVENTS), "RequestFailed"],
  pushes: { reward: push(RewardPush, (reward) => ({ _tag: "RewardPushed", reward })) },
})

export interface RewardsRoot {
  readonly rewards: RewardsState
}

export const selectRewards = (s: RewardsRoot): RewardsState => s.rewards
/** Whether an opt-in or claim on this offer or reward is waiting for the server. */
export const selectRewardPending = (kind: "opt_in" | "claim", id: number) => (s: RewardsRoot): boolean =>
  Object.values(s.rewards.pending).some((p) => p.kind === kind && p.id === id)

export * from "./endpoints.js"
export * from "./events.js"
export * from "./model.js"
export { DAILY_GAME_PLAYED_KEY, initialRewards, reduceRewards, withReward, type RewardsState } from "./reduce.js"
