/**
 * The bettor's casino rewards, for the game player's rewards sub-pages (spec §2.6 rewards and
 * rewards/{id}): the free spins in the wallet, and the rewards and offers that are the casino's
 * (they pay free spins, or their rule counts casino spins). The rewards area owns the overview
 * and the wallet the spins; this only picks the casino's part of them.
 */
import { memoLast } from "../kernel/index.js"
import type { FreeSpin as FreeSpinSchema } from "../model/user.js"
import type { RewardOffer, RewardsOverview, RewardsRoot, UserReward } from "../rewards/index.js"
import { selectFreeSpins, type WalletRoot } from "../wallet/index.js"

type FreeSpin = typeof FreeSpinSchema.Type

export interface CasinoRewards {
  /** Free spins ready to play, each with its value (spec §3 Account free_spins). */
  readonly freeSpins: ReadonlyArray<FreeSpin>
  /** Earned first (they wait for a claim), then in progress, then claimed; expired ones are left out. */
  readonly rewards: ReadonlyArray<UserReward>
  /** Casino offers the bettor has not opted in to yet. */
  readonly offers: ReadonlyArray<RewardOffer>
}

export const isCasinoOffer = (o: RewardOffer): boolean => o.kind === "free_spins" || o.rule.type === "spins"

/** A reward is the casino's when it pays free spins or comes from a casino offer. */
export const isCasinoReward = (r: UserReward, offers: ReadonlyArray<RewardOffer>): boolean =>
  r.kind === "free_spins" || offers.some((o) => o.id === r.offer_id && isCasinoOffer(o))

export const casinoRewardsOf = (overview: RewardsOverview | null, freeSpins: ReadonlyArray<FreeSpin>): CasinoRewards => {
  if (!overview) return { freeSpins, rewards: [], offers: [] }
  const mine = (list: ReadonlyArray<UserReward>) => list.filter((r) => isCasinoReward(r, overview.offers))
  return {
    freeSpins,
    rewards: [...mine(overview.earned), ...mine(overview.in_progress), ...mine(overview.claimed)],
    offers: overview.offers.filter((o) => isCasinoOffer(o) && o.reward === null),
  }
}

const casinoRewardsMemo = memoLast((overview: RewardsOverview | null, spins: ReadonlyArray<FreeSpin>) => [overview, spins], casinoRewardsOf)

export const selectCasinoRewards = (s: RewardsRoot & WalletRoot): CasinoRewards => casinoRewardsMemo(s.rewards.overview, selectFreeSpins(s))

/** One casino reward by its id (rewards/{id}), or null when the bettor has no such casino reward. */
export const selectCasinoReward = (id: number) => (s: RewardsRoot & WalletRoot): UserReward | null =>
  selectCasinoRewards(s).rewards.find((r) => r.id === id) ?? null
