/**
 * Pieces the reward, claim and promotion pages share (issue 18): the page frame with its way back
 * to /rewards, what a reward or offer is about (value, rule, description), and the reward's state
 * (status, progress, the date that matters). The server decides all of it; these only show it.
 */
import type { ReactNode } from "react"
import type { RewardOffer, UserReward } from "../../../core/rewards/index.js"
import { Msg } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"
import { PageHeading } from "../../components/PageHeading.js"
import { RewardProgress, RewardStatus, RewardValue } from "../../components/rewards/RewardParts.js"
import { RewardDate, RuleText } from "../../modals/rewards/RewardDialogParts.js"

export function RewardPageFrame({ title, value, children }: { readonly title: ReactNode; readonly value?: ReactNode; readonly children: ReactNode }) {
  return (
    <div className="rewards-page reward-page">
      <NavLink href="/rewards" className="reward-page__back"><Msg id="rewards.page.back" /></NavLink>
      <header className="rewards-hero">
        {value ? <p className="reward-page__value">{value}</p> : null}
        <PageHeading>{title}</PageHeading>
      </header>
      {children}
      <p className="rewards-terms"><Msg id="rewards.terms" /></p>
    </div>
  )
}

export function OfferValue({ offer }: { readonly offer: Pick<RewardOffer, "kind" | "amount" | "spins"> }) {
  return <RewardValue kind={offer.kind} amount={offer.amount} spins={offer.spins} />
}

/** The offer's terms: its description, what counts, how long it runs. */
export function OfferTerms({ offer }: { readonly offer: RewardOffer }) {
  return (
    <section className="reward-page__section" aria-labelledby="reward-terms">
      <h2 id="reward-terms" className="rewards-section__title"><Msg id="rewards.page.description" /></h2>
      <p className="reward-card__description">{offer.description}</p>
      <p><Msg id="rewards.dialog.whatCounts" /> <RuleText rule={offer.rule} /></p>
      <p className="reward-card__valid"><Msg id="rewards.validDays" values={{ days: offer.valid_days }} /></p>
    </section>
  )
}

/** Where the bettor's reward stands: status, the date that matters, and progress while in progress. */
export function RewardState({ reward }: { readonly reward: UserReward }) {
  return (
    <section className="reward-page__section reward-page__state" aria-labelledby="reward-state">
      <h2 id="reward-state" className="rewards-section__title"><Msg id="rewards.page.status" /></h2>
      <p className="reward-page__status"><RewardStatus status={reward.status} /> <span className="reward-card__valid"><RewardDate reward={reward} /></span></p>
      {reward.status === "opted_in" ? <RewardProgress reward={reward} /> : null}
    </section>
  )
}
