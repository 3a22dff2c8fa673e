/**
 * BonusSelector and BonusSwitch (spec §2.10 dialog names; issue 13): a bettor picks the welcome bonus
 * for the first deposit from the site's list (GET welcome-bonuses), or confirms switching from the
 * bonus already chosen (`props.code`) to another. Choosing goes through core's promo-code path
 * (validate, then choose), so the server decides whether the bonus applies; the dialog shows its
 * answer. A logged-in bettor who already chose a bonus picking another gets BonusSwitch first;
 * a visitor at sign-up just picks (nothing is on the server yet).
 */
import { useEffect } from "react"
import { selectCashier, selectPromo, selectWelcomeBonuses } from "../../../core/cashier/index.js"
import { selectIsLoggedIn } from "../../../core/session/index.js"
import type { WelcomeBonus } from "../../../core/model/site.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Msg, TextView } from "../../components/Msg.js"
import { Spinner } from "../../components/Spinner.js"
import { modalTitleId } from "../PlaceholderModal.js"
import { CloseButton, ModalActions, ModalContent, ModalHeading, ModalText, type ModalBodyProps } from "../ModalParts.js"
import "./cashier.css"

function PromoAnswer() {
  const promo = useSelector(selectPromo)
  if (promo.phase === "checking") return <p role="status"><Spinner size="sm" /></p>
  if (promo.phase === "valid") return <p role="status" className="form-message form-message--success"><Msg id="cashier.promo.valid" values={{ name: promo.bonus.name }} /></p>
  if (promo.phase === "invalid") return <p role="alert" className="form-message form-message--error"><TextView text={promo.error} /></p>
  return null
}

function BonusOption({ bonus, chosen, other }: { readonly bonus: WelcomeBonus; readonly chosen: boolean; readonly other: boolean }) {
  const send = useSend()
  const checking = useSelector(selectPromo).phase === "checking"
  const loggedIn = useSelector(selectIsLoggedIn)
  return (
    <li className="bonus-option card">
      <div>
        <p className="bonus-option__name">{bonus.name}</p>
        <p className="bonus-option__text">{bonus.description}</p>
        <details><summary><Msg id="cashier.bonus.terms" /></summary><p>{bonus.terms}</p></details>
      </div>
      <button type="button" className={`btn ${chosen ? "btn--secondary" : "btn--primary"}`} disabled={chosen || checking} aria-pressed={chosen}
        onClick={() => send(loggedIn && other ? { _tag: "ModalOpened", name: "BonusSwitch", props: { code: bonus.code } } : { _tag: "PromoCodeRedeemed", code: bonus.code })}>
        <Msg id={chosen ? "cashier.bonus.chosen" : "cashier.bonus.choose"} />
      </button>
    </li>
  )
}

export function BonusSelectorModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const bonuses = useSelector(selectWelcomeBonuses)
  const chosen = useSelector(selectCashier).bonusCode
  useEffect(() => send({ _tag: "WelcomeBonusesRequested" }), [send])
  return (
    <ModalContent align="start">
      <ModalHeading icon="gift" tone="success" title={modalTitleId(modal.name)} />
      <ModalText>
        {bonuses.status === "loading" || bonuses.status === "idle" ? <p role="status"><Spinner size="sm" /></p> : null}
        {bonuses.status === "failed" ? <p role="alert"><Msg id="cashier.bonus.failed" /></p> : null}
        {bonuses.status === "loaded" && bonuses.list.length === 0 ? <p><Msg id="cashier.bonus.none" /></p> : null}
        <ul className="bonus-options">{bonuses.list.map((b) => <BonusOption key={b.id} bonus={b} chosen={b.code === chosen} other={chosen !== null && b.code !== chosen} />)}</ul>
        <PromoAnswer />
      </ModalText>
    </ModalContent>
  )
}

export function BonusSwitchModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const code = typeof modal.props.code === "string" ? modal.props.code : null
  const chosen = useSelector(selectCashier).bonusCode
  const promo = useSelector(selectPromo)
  return (
    <ModalContent>
      <ModalHeading icon="gift" tone="info" title={modalTitleId(modal.name)} />
      <ModalText>
        <p><Msg id="cashier.bonus.switchText" values={{ from: chosen ?? "–", to: code ?? "–" }} /></p>
        <PromoAnswer />
      </ModalText>
      <ModalActions>
        <button type="button" className="btn btn--primary btn--block" data-autofocus disabled={code === null || code === chosen || promo.phase === "checking"}
          onClick={() => code && send({ _tag: "PromoCodeRedeemed", code })}>
          <Msg id="cashier.bonus.switchConfirm" />
        </button>
        <CloseButton id={modal.id} label="cashier.bonus.keep" className="btn btn--secondary btn--block" />
      </ModalActions>
    </ModalContent>
  )
}
