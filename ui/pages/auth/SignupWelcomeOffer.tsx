/**
 * The welcome offer on the sign-up page's last step (issue 13): a promo code, or a pick from the
 * welcome offers (the BonusSelector dialog). Both go through core's promo-code path; core keeps the
 * choice until the registration opens the session, then chooses it on the server, so the first
 * qualifying deposit grants it (server/domain/payments/welcome-bonuses.ts).
 */
import { selectCashier, selectPromo } from "../../../core/cashier/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { PromoCodeInput } from "../../components/cashier/PromoCodeInput.js"
import { Msg } from "../../components/Msg.js"

export function SignupWelcomeOffer() {
  const send = useSend()
  const promo = useSelector(selectPromo)
  const chosen = useSelector(selectCashier).bonusCode
  return (
    <section className="signup__offer card" aria-labelledby="signup-offer-title">
      <h3 id="signup-offer-title" className="signup__offer-title"><Msg id="cashier.signup.offerTitle" /></h3>
      <p className="signup__offer-text"><Msg id="cashier.signup.offerText" /></p>
      <PromoCodeInput />
      {chosen !== null && promo.phase !== "valid" ? <p className="signup__offer-chosen" role="status"><Msg id="cashier.signup.chosen" values={{ code: chosen }} /></p> : null}
      <button type="button" className="btn btn--secondary btn--sm signup__offer-pick" onClick={() => send({ _tag: "ModalOpened", name: "BonusSelector" })}>
        <Msg id="cashier.bonus.open" />
      </button>
    </section>
  )
}
