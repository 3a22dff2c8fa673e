/**
 * The receipt after a placement (spec §3 Bet (receipt)): each bet's id, name, legs and prices taken,
 * stake (the cash paid, with a free bet beside it: "£3.00 + £2.00 free bet") and potential returns,
 * with "Keep selections" (the slip as placed comes back) and "Done".
 * The heading takes the focus when it appears, so keyboard and screen reader users land on it.
 */
import { useEffect, useRef } from "react"
import type { ReceiptView } from "../../../core/betslip/selectors.js"
import { useSend } from "../../app/runtime.js"
import { Icon } from "../Icon.js"
import { Msg } from "../Msg.js"
import { ShareSlip } from "../sports/ShareSlip.js"

export function BetslipReceipt({ receipts, canKeep }: { readonly receipts: ReadonlyArray<ReceiptView>; readonly canKeep: boolean }) {
  const send = useSend()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus({ preventScroll: true }), [])
  return (
    <>
      <div className="betslip__body receipt" data-testid="bet-receipt">
        <div className="receipt__banner" role="status">
          <span className="receipt__tick"><Icon name="check" size={22} /></span>
          <h3 ref={heading} tabIndex={-1} className="receipt__title"><Msg id="betslip.receipt.title" values={{ count: receipts.length }} /></h3>
        </div>
        <ul className="receipt__bets">
          {receipts.map((r) => (
            <li key={r.id} className="receipt__bet">
              <div className="receipt__bet-head">
                <span className="receipt__name">{r.name}</span>
                <span className="receipt__id" data-testid="receipt-id"><Msg id="betslip.receipt.id" values={{ id: r.id }} /></span>
              </div>
              <ul className="receipt__legs">
                {r.legs.map((leg, i) => (
                  <li key={i} className="receipt__leg">
                    <span className="receipt__leg-what">
                      <strong>{leg.name}</strong>
                      <span>{leg.marketName} · {leg.matchName}</span>
                    </span>
                    <span className="receipt__leg-price">{leg.price}</span>
                  </li>
                ))}
              </ul>
              <dl className="receipt__money">
                <div>
                  <dt><Msg id="betslip.receipt.stake" /></dt>
                  <dd>
                    <span data-testid="receipt-stake">{r.stakeText}</span>
                    {r.freeBetText === null ? null : (
                      <> <span className="receipt__free-bet" data-testid="receipt-free-bet"><Msg id="betslip.receipt.freeBet" values={{ amount: r.freeBetText }} /></span></>
                    )}
                  </dd>
                </div>
                <div><dt><Msg id="betslip.potentialReturns" /></dt><dd data-testid="receipt-returns">{r.potentialText ?? "–"}</dd></div>
              </dl>
            </li>
          ))}
        </ul>
      </div>
      <div className="betslip__foot receipt__actions">
        <ShareSlip source="receipt" />
        {canKeep ? (
          <button type="button" className="btn btn--secondary btn--block" onClick={() => send({ _tag: "SelectionsKept" })}>
            <Msg id="betslip.receipt.keep" />
          </button>
        ) : null}
        <button type="button" className="btn btn--primary btn--block" onClick={() => send({ _tag: "ReceiptDismissed" })}>
          <Msg id="betslip.receipt.done" />
        </button>
      </div>
    </>
  )
}
