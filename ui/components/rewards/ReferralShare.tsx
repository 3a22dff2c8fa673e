/**
 * The bettor's refer-a-friend code and sign-up link to share, and how many friends signed up with
 * it and qualified (the server's ReferralInfo, docs/api.md `GET rewards/referral`). On the referral
 * promotion's page and in the Referral dialog; `heading` fits it under the page's or dialog's title.
 */
import { useEffect } from "react"
import { selectRewards, type ReferralInfo } from "../../../core/rewards/index.js"
import { selectIsLoggedIn } from "../../../core/session/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Msg } from "../Msg.js"
import "./rewards.css"

export function ReferralShare({ info, heading: Heading = "h2" }: { readonly info: ReferralInfo; readonly heading?: "h2" | "h3" }) {
  return (
    <section className="reward-page__section reward-referral" aria-labelledby="referral-title">
      <Heading id="referral-title" className="rewards-section__title"><Msg id="rewards.referral.title" /></Heading>
      <p><Msg id="rewards.referral.rule" /></p>
      <label className="reward-referral__field">
        <span><Msg id="rewards.referral.code" /></span>
        <input readOnly value={info.code} className="reward-referral__code" onFocus={(e) => e.currentTarget.select()} />
      </label>
      <label className="reward-referral__field">
        <span><Msg id="rewards.referral.link" /></span>
        <input readOnly value={info.link} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <p aria-live="polite"><Msg id="rewards.referral.counts" values={{ signedUp: info.signed_up, qualified: info.qualified }} /></p>
    </section>
  )
}

/** Asks for the bettor's referral info once shown (when `wanted` and logged in); the info as the rewards area holds it. */
export function useReferralInfo(wanted: boolean): ReferralInfo | null {
  const send = useSend()
  const loggedIn = useSelector(selectIsLoggedIn)
  const referral = useSelector(selectRewards).referral
  useEffect(() => {
    if (wanted && loggedIn) send({ _tag: "ReferralOpened" })
  }, [send, wanted, loggedIn])
  return wanted && loggedIn ? referral ?? null : null
}
