/**
 * /rewards/{id} (issue 18, spec §2.7): one of the bettor's rewards (or, for an offer's id, that
 * offer): what it pays, its rule, where it stands (progress pushed live, the date that matters)
 * and its next step: opt in, the claim page once earned, or where a claimed reward went.
 */
import { selectRewards } from "../../../core/rewards/index.js"
import { selectIsLoggedIn } from "../../../core/session/index.js"
import type { PageProps } from "../../app/pages.js"
import { useSelector } from "../../app/runtime.js"
import { Msg } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"
import { findOffer, findReward, OfferAction, useRewardsOpened } from "../../components/rewards/RewardParts.js"
import { PaidText } from "../../modals/rewards/RewardDialogParts.js"
import { OfferTerms, OfferValue, RewardPageFrame, RewardState } from "./RewardPageParts.js"

export function RewardDetailPage({ params }: PageProps) {
  useRewardsOpened()
  const state = useSelector(selectRewards)
  const loggedIn = useSelector(selectIsLoggedIn)
  const id = Number(params.id)
  const reward = findReward(state, id)
  const offer = reward ? (reward.offer_id === null ? null : findOffer(state, reward.offer_id)) : findOffer(state, id)
  if (!reward && !offer) return <Missing loading={state.phase !== "ready" && state.phase !== "failed"} loggedIn={loggedIn} />
  const title = reward?.title ?? offer!.title
  const value = reward ?? offer!
  return (
    <RewardPageFrame title={title} value={<OfferValue offer={value} />}>
      {reward ? <RewardState reward={reward} /> : null}
      {reward?.status === "earned" ? (
        <p><NavLink href={`/rewards/${reward.id}/claim`} className="btn btn--primary"><Msg id="rewards.page.toClaim" /></NavLink></p>
      ) : null}
      {reward?.status === "claimed" ? <p className="reward-page__paid"><PaidText reward={reward} /></p> : null}
      {reward?.source === "daily_game" ? <p><Msg id="rewards.dialog.fromDailyGame" /></p> : null}
      {!reward && offer ? <div className="reward-card__actions"><OfferAction offer={offer} loggedIn={loggedIn} /></div> : null}
      {offer ? <OfferTerms offer={offer} /> : null}
    </RewardPageFrame>
  )
}

/** Not (yet) known: loading, a visitor who must log in to see their reward, or not found. */
export function Missing({ loading, loggedIn }: { readonly loading: boolean; readonly loggedIn: boolean }) {
  return (
    <RewardPageFrame title={<Msg id="rewards.title" />}>
      {loading ? <p className="rewards-empty"><Msg id="rewards.loading" /></p>
        : !loggedIn ? <p className="rewards-empty"><NavLink href="/login"><Msg id="rewards.page.login" /></NavLink></p>
        : <p className="rewards-empty"><Msg id="rewards.dialog.notFound" /></p>}
    </RewardPageFrame>
  )
}
