/**
 * The promo-code input of spec §2.10 with its Redeem button, used by the cashier's deposit tab and
 * the sign-up page (one path through core: PromoCodeRedeemed → GET bonuses/validate-code → chosen
 * on the server when logged in, kept for the registration otherwise). States of spec §4: unapplied,
 * and applied ('Applied!'); editing resets it. §5: the server's error is shown, with a 'Choose a
 * welcome offer' link (the BonusSelector dialog) when there are offers.
 */
import { useEffect, useState } from "react"
import { selectPromo, selectWelcomeBonuses } from "../../../core/cashier/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { TextField } from "../Fields.js"
import { Msg, TextView } from "../Msg.js"
import "./promo-code.css"

export function PromoCodeInput() {
  const send = useSend()
  const promo = useSelector(selectPromo)
  const offers = useSelector(selectWelcomeBonuses)
  const [code, setCode] = useState(promo.phase === "valid" ? promo.bonus.code : promo.phase === "checking" ? promo.code : "")
  // A bonus picked in the BonusSelector dialog is applied through the same path: show its code.
  const applied = promo.phase === "valid" ? promo.bonus.code : null
  useEffect(() => {
    if (applied !== null) setCode(applied)
  }, [applied])
  // The offers decide whether the 'Choose a welcome offer' link shows (loaded once per visit).
  useEffect(() => send({ _tag: "WelcomeBonusesRequested" }), [send])
  const edit = (text: string) => {
    setCode(text)
    if (promo.phase === "valid" || promo.phase === "invalid") send({ _tag: "PromoCodeEdited" })
  }
  const chooseOffer = () => send({ _tag: "ModalOpened", name: "BonusSelector" })
  const redeem = () => {
    if (code.trim() !== "" && promo.phase !== "checking" && promo.phase !== "valid") send({ _tag: "PromoCodeRedeemed", code })
  }
  return (
    <div className="promo-code">
      <div className="promo-code__row">
        <TextField label={<Msg id="cashier.promo.label" />} name="promo_code" value={code} onValueChange={edit} autoComplete="off" autoCapitalize="characters" spellCheck={false}
          // Enter redeems the code: inside the sign-up form it must not submit the registration.
          onKeyDown={(e) => {
            if (e.key !== "Enter") return
            e.preventDefault()
            redeem()
          }}
          error={promo.phase === "invalid" ? <TextView text={promo.error} /> : undefined}
          status={promo.phase === "valid" ? <><strong><Msg id="cashier.promo.applied" /></strong> <Msg id="cashier.promo.valid" values={{ name: promo.bonus.name }} /></> : undefined}
          statusTone="good" />
        <button type="button" className="btn btn--secondary promo-code__redeem" disabled={code.trim() === "" || promo.phase === "checking" || promo.phase === "valid"}
          onClick={redeem}>
          <Msg id="cashier.promo.redeem" />
        </button>
      </div>
      {promo.phase === "invalid" && offers.list.length > 0 ? (
        <button type="button" className="btn btn--link promo-code__offers" onClick={chooseOffer}><Msg id="cashier.promo.chooseOffer" /></button>
      ) : null}
    </div>
  )
}
