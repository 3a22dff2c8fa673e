/**
 * Rewards routes (spec §2.7): /rewards/{id} takes a numeric id, /rewards/{slug} a slug that starts
 * with a non-digit, so `12abc` is neither and is not found (spec §5).
 */
import { ID_RULES, page, type RouteDef } from "../route.js"

const reward = { id: ID_RULES.rewardId }

export const rewardsRoutes: ReadonlyArray<RouteDef> = [
  page("rewards", "/rewards"),
  page("rewards.reward", "/rewards/:id", { constraints: reward }),
  page("rewards.reward.claim", "/rewards/:id/claim", { constraints: reward }),
  page("rewards.slug", "/rewards/:slug", { constraints: { slug: ID_RULES.rewardSlug } }),
]
