/** The rewards chunk (issue 18): /rewards, a reward, its claim page and promotion pages. */
import "./rewards.css"
export { RewardsPage } from "./RewardsPage.js"
export { RewardDetailPage } from "./RewardDetailPage.js"
export { ClaimRewardPage } from "./ClaimRewardPage.js"
export { PromotionPage } from "./PromotionPage.js"
