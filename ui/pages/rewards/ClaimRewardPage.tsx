/**
 * /rewards/{id}/claim (issue 18): the claim step. An earned reward shows what it pays and one Claim
 * button (core sends one call however often it is pressed; the server pays once); once claimed,
 * where the reward went. A reward not earned yet, or expired, says so and links to its page.
 */
import { selectRewards } from "../../../core/rewards/index.js"
import { selectIsLoggedIn } from "../../../core/session/index.js"
import type { PageProps } from "../../app/pages.js"
import { useSelector } from "../../app/runtime.js"
import { Msg } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"
import { ClaimButton, findReward, useRewardsOpened } from "../../components/rewards/RewardParts.js"
import { PaidText } from "../../modals/rewards/RewardDialogParts.js"
import { Missing } from "./RewardDetailPage.js"
import { OfferValue, RewardPageFrame, RewardState } from "./RewardPageParts.js"

export function ClaimRewardPage({ params }: PageProps) {
  useRewardsOpened()
  const state = useSelector(selectRewards)
  const loggedIn = useSelector(selectIsLoggedIn)
  const reward = findReward(state, Number(params.id))
  if (!reward) return <Missing loading={state.phase !== "ready" && state.phase !== "failed"} loggedIn={loggedIn} />
  return (
    <RewardPageFrame title={<Msg id="rewards.page.claimTitle" />} value={<OfferValue offer={reward} />}>
      <section className="reward-page__section reward-claim-step" aria-labelledby="claim-what">
        <h2 id="claim-what" className="rewards-section__title">{reward.title}</h2>
        {reward.status === "earned" ? <ClaimButton reward={reward} block autoFocus /> : null}
        {reward.status === "claimed" ? (
          <div role="status">
            <p className="reward-page__paid"><strong><Msg id="rewards.page.claimed" /></strong> <PaidText reward={reward} /></p>
            {reward.kind === "free_bet" ? <NavLink href="/sports" className="btn btn--secondary"><Msg id="rewards.dialog.voucher.bet" /></NavLink> : null}
            {reward.kind === "free_spins" ? <NavLink href="/casino" className="btn btn--secondary"><Msg id="rewards.dialog.spins.casino" /></NavLink> : null}
          </div>
        ) : null}
        {reward.status === "opted_in" ? <p><Msg id="rewards.dialog.claim.notYet" /></p> : null}
        {reward.status === "expired" ? <p><Msg id="rewards.dialog.claim.expired" /></p> : null}
      </section>
      <RewardState reward={reward} />
    </RewardPageFrame>
  )
}
