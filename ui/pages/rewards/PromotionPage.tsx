/**
 * /rewards/{slug} (issue 18, spec §2.7: a slug starts with a non-digit): a promotion's own page.
 * The offer's value and title, the opt-in (or progress, or claim), its terms and rule, the three
 * steps every reward takes, and for a refer-a-friend offer the bettor's code and link to share.
 */
import { selectRewards } from "../../../core/rewards/index.js"
import { selectIsLoggedIn } from "../../../core/session/index.js"
import type { PageProps } from "../../app/pages.js"
import { useSelector } from "../../app/runtime.js"
import { Msg } from "../../components/Msg.js"
import { ReferralShare, useReferralInfo } from "../../components/rewards/ReferralShare.js"
import { findOffer, OfferAction, useRewardsOpened } from "../../components/rewards/RewardParts.js"
import { Missing } from "./RewardDetailPage.js"
import { OfferTerms, OfferValue, RewardPageFrame, RewardState } from "./RewardPageParts.js"

export function PromotionPage({ params }: PageProps) {
  useRewardsOpened()
  const state = useSelector(selectRewards)
  const loggedIn = useSelector(selectIsLoggedIn)
  const offer = findOffer(state, params.slug ?? "")
  const referral = useReferralInfo(offer?.rule.type === "referral")
  if (!offer) return <Missing loading={state.phase !== "ready" && state.phase !== "failed"} loggedIn />
  return (
    <RewardPageFrame title={offer.title} value={<OfferValue offer={offer} />}>
      <p className="rewards-hero__intro reward-page__lead">{offer.description}</p>
      <div className="reward-card__actions reward-page__action"><OfferAction offer={offer} loggedIn={loggedIn} /></div>
      {offer.reward ? <RewardState reward={offer.reward} /> : null}
      {referral ? <ReferralShare info={referral} /> : null}
      <OfferTerms offer={offer} />
      <section className="reward-page__section" aria-labelledby="reward-steps">
        <h2 id="reward-steps" className="rewards-section__title"><Msg id="rewards.page.howItWorks" /></h2>
        <ol className="reward-page__steps">
          <li><strong><Msg id="rewards.dialog.steps.optIn" /></strong> <Msg id="rewards.dialog.steps.optInText" /></li>
          <li><strong><Msg id="rewards.dialog.steps.meet" /></strong> <Msg id="rewards.dialog.steps.meetText" /></li>
          <li><strong><Msg id="rewards.dialog.steps.claim" /></strong> <Msg id="rewards.dialog.steps.claimText" /></li>
        </ol>
      </section>
    </RewardPageFrame>
  )
}
