/**
 * A bet's cash-out (core/bets/cashout.ts): the button with the offer; a confirm step with the part
 * of the stake to cash out (a slider, or all of it) and the amount it returns now; the in-flight
 * state while the server holds the request for the bet's cash-out delay; the new-offer state after
 * the price moved; and the disabled state, explained. Beside the offer, its fair value (the offer
 * without the margin). Amounts are core's, already formatted.
 */
import { useId } from "react"
import type { CashoutView } from "../../../core/bets/selectors.js"
import { useSend } from "../../app/runtime.js"
import { Msg } from "../../components/Msg.js"
import { Spinner } from "../../components/Spinner.js"

/** The fair value beside an offer: what the bet is worth at the current prices, before the margin. */
function FairValue({ id, amount }: { readonly id: string; readonly amount: string | null }) {
  if (amount === null) return null
  return (
    <p id={id} className="cashout__fair" data-testid="cashout-fair-value">
      <span className="cashout__fair-amount"><Msg id="bets.cashout.fairValue" values={{ amount }} /></span>
      <span className="cashout__fair-hint"><Msg id="bets.cashout.fairValueHint" /></span>
    </p>
  )
}

export function CashoutControl({ betId, cashout }: { readonly betId: number; readonly cashout: CashoutView }) {
  const send = useSend()
  const sliderId = useId()
  const noteId = useId()
  switch (cashout._tag) {
    case "Offer":
      return (
        <div className="cashout">
          <button type="button" className="btn btn--accent cashout__button" onClick={() => send({ _tag: "CashoutOpened", betId })}
            aria-describedby={cashout.fairValue !== null ? noteId : undefined}>
            <Msg id="bets.cashout.button" values={{ amount: cashout.amount }} />
          </button>
          <FairValue id={noteId} amount={cashout.fairValue} />
        </div>
      )
    case "Disabled":
      return (
        <div className="cashout">
          <button type="button" className="btn btn--secondary cashout__button" disabled aria-describedby={noteId}>
            <Msg id="bets.cashout.suspended" />
          </button>
          <p id={noteId} className="cashout__note"><Msg id="bets.cashout.disabledWhy" /></p>
        </div>
      )
    case "Requesting":
      return (
        <div className="cashout cashout--pending" role="status" aria-live="polite">
          <Spinner size="sm" />
          <span><Msg id="bets.cashout.pending" values={{ amount: cashout.amount }} /></span>
        </div>
      )
    case "Confirming": {
      const partial = cashout.stake > cashout.minimum
      return (
        <div className={`cashout cashout--confirm${cashout.renewed ? " cashout--renewed" : ""}`} role="group" aria-labelledby={`${sliderId}-title`}>
          <p id={`${sliderId}-title`} className="cashout__title" aria-live="polite">
            <Msg id={cashout.renewed ? "bets.cashout.newOffer" : "bets.cashout.confirmTitle"} values={{ amount: cashout.amount }} />
          </p>
          <FairValue id={noteId} amount={cashout.fairValue} />
          {partial ? (
            <div className="cashout__part">
              <label htmlFor={sliderId}><Msg id="bets.cashout.partLabel" values={{ part: cashout.partText }} /></label>
              <input id={sliderId} type="range" min={cashout.minimum} max={cashout.stake} step={cashout.step}
                value={cashout.part ?? cashout.stake}
                onChange={(e) => send({ _tag: "CashoutPartChosen", betId, stake: Number(e.currentTarget.value) })} />
              {cashout.part !== null ? (
                <button type="button" className="btn btn--link" onClick={() => send({ _tag: "CashoutPartChosen", betId, stake: null })}>
                  <Msg id="bets.cashout.all" values={{ amount: cashout.fullAmount }} />
                </button>
              ) : null}
            </div>
          ) : null}
          {cashout.available ? null : <p className="cashout__note"><Msg id="bets.cashout.disabledWhy" /></p>}
          <div className="cashout__actions">
            <button type="button" className="btn btn--primary" disabled={!cashout.available} onClick={() => send({ _tag: "CashoutConfirmed", betId })}>
              <Msg id="bets.cashout.confirm" values={{ amount: cashout.amount }} />
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => send({ _tag: "CashoutCancelled", betId })}>
              <Msg id="bets.cashout.cancel" />
            </button>
          </div>
        </div>
      )
    }
  }
}
