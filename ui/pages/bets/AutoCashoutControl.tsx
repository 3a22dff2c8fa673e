/**
 * A bet's automatic cash-out (core/auto-cashout), in its cash-out area: the rule set ("Auto cash-out
 * at £12.00", with Change and Remove), or a button that opens a small form for the amount. Core
 * reads and checks the amount, sends it and says why it was refused; the server cashes the bet out
 * once the offer reaches the amount, whether or not the bettor is here.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react"
import { selectAutoCashoutFlow } from "../../../core/auto-cashout/index.js"
import type { BetCard } from "../../../core/bets/selectors.js"
import { moneyFieldText } from "../../../core/validation/money-input.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { TextField } from "../../components/Fields.js"
import { Msg, TextView } from "../../components/Msg.js"
import { Spinner } from "../../components/Spinner.js"

export function AutoCashoutControl({ betId, auto }: { readonly betId: number; readonly auto: NonNullable<BetCard["autoCashout"]> }) {
  const send = useSend()
  const flow = useSelector(selectAutoCashoutFlow(betId))
  const [editing, setEditing] = useState(false)
  const [amount, setAmount] = useState("")
  const titleId = useId()
  const saving = flow?.phase === "saving"
  const error = flow?.phase === "failed" ? <TextView text={flow.error} /> : undefined
  const rule = auto.rule?.status === "active" ? auto.rule : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    send({ _tag: "AutoCashoutSubmitted", betId, amount })
  }
  const open = () => {
    setAmount(rule ? moneyFieldText(rule.amountValue) : "")
    setEditing(true)
  }
  // Once the server answers the form closes; a refusal keeps it open with the reason.
  const wasSaving = useRef(false)
  useEffect(() => {
    if (wasSaving.current && flow === null) setEditing(false)
    wasSaving.current = flow?.phase === "saving"
  }, [flow])
  const shown = editing

  return (
    <section className="auto-cashout" aria-labelledby={titleId} data-testid="auto-cashout">
      <h3 id={titleId} className="auto-cashout__title"><Msg id="bets.autoCashout.title" /></h3>
      {rule !== null && !shown ? (
        <div className="auto-cashout__rule">
          <p className="auto-cashout__amount" role="status"><Msg id="bets.autoCashout.active" values={{ amount: rule.amount }} /></p>
          <div className="auto-cashout__actions">
            <button type="button" className="btn btn--secondary btn--sm" onClick={open} disabled={saving}><Msg id="bets.autoCashout.change" /></button>
            <button type="button" className="btn btn--link btn--sm" onClick={() => send({ _tag: "AutoCashoutRemoved", betId })} disabled={saving} aria-busy={saving}>
              {saving ? <Spinner size="sm" /> : null}<Msg id="bets.autoCashout.remove" />
            </button>
          </div>
          {error ? <p className="field__error" role="alert">{error}</p> : null}
        </div>
      ) : shown ? (
        <form className="auto-cashout__form" onSubmit={submit} noValidate>
          <p className="auto-cashout__hint"><Msg id="bets.autoCashout.hint" /></p>
          <TextField label={<Msg id="bets.autoCashout.amount" />} value={amount} onValueChange={setAmount} inputMode="decimal" autoComplete="off"
            name={`auto-cashout-${betId}`} error={error} />
          <div className="auto-cashout__actions">
            <button type="submit" className="btn btn--primary btn--sm" disabled={saving} aria-busy={saving}>
              {saving ? <Spinner size="sm" /> : null}<Msg id="bets.autoCashout.set" />
            </button>
            <button type="button" className="btn btn--link btn--sm" onClick={() => setEditing(false)}><Msg id="bets.autoCashout.cancel" /></button>
          </div>
        </form>
      ) : (
        <button type="button" className="btn btn--secondary btn--sm auto-cashout__open" onClick={open}><Msg id="bets.autoCashout.open" /></button>
      )}
    </section>
  )
}
