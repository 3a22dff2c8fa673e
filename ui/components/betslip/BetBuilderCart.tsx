/**
 * Bet builder mode (spec §4): the cart of same-match selections the server prices together
 * (correlation-adjusted, docs/api.md betbuilder-cart), its price and why it is not valid yet; once
 * core says the cart can go on the slip, one button puts it there as a single bet builder leg.
 */
import { selectBetBuilderView } from "../../../core/betslip/selectors.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Msg } from "../Msg.js"
import { Spinner } from "../Spinner.js"

export function BetBuilderCart() {
  const builder = useSelector(selectBetBuilderView)
  const send = useSend()
  const cart = builder.cart
  return (
    <section className="builder" aria-labelledby="builder-title" aria-busy={builder.loading}>
      <div className="builder__head">
        <h3 id="builder-title" className="builder__title"><Msg id="betslip.betBuilder" /></h3>
        {builder.loading ? <Spinner size="sm" /> : cart?.price ? <span className="builder__price">{cart.price}</span> : null}
      </div>
      {cart === null ? (
        <p className="builder__hint"><Msg id="betslip.betBuilder.hint" /></p>
      ) : (
        <>
          <p className="builder__match">{cart.matchName}</p>
          <ul className="builder__selections">
            {cart.selections.map((s) => <li key={s.contractId}><strong>{s.name}</strong> <span>{s.marketName}</span></li>)}
          </ul>
          {cart.messages.length > 0 ? (
            <ul className="builder__messages">{cart.messages.map((m) => <li key={m}>{m}</li>)}</ul>
          ) : null}
          <button type="button" className="btn btn--primary btn--block" disabled={!builder.canAddToSlip}
            onClick={() => send({ _tag: "BetBuilderCartAddedToSlip" })}>
            <Msg id="betslip.betBuilder.addToSlip" />
          </button>
        </>
      )}
    </section>
  )
}
