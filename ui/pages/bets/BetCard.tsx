/**
 * One bet as a card (core/bets/selectors.ts selectBetCard): name and type, stake and total bet
 * amount, potential returns or winnings, status, the legs with live scores and leg statuses, the
 * cash-out control while open, and how it was paid once settled.
 */
import { useMemo } from "react"
import { useIntl } from "react-intl"
import type { BetCard, BetLegView } from "../../../core/bets/selectors.js"
import { selectBetCard } from "../../../core/bets/selectors.js"
import { useSelector } from "../../app/runtime.js"
import { Msg, TextView, useT } from "../../components/Msg.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { AutoCashoutControl } from "./AutoCashoutControl.js"
import { CashoutControl } from "./CashoutControl.js"

const STATE_LABEL: Record<BetCard["state"], MessageId> = {
  open: "bets.state.open", won: "bets.state.won", placed: "bets.state.placed", lost: "bets.state.lost",
  void: "bets.state.void", cashedOut: "bets.state.cashedOut", settled: "bets.state.settled",
}

const LEG_LABEL: Record<BetLegView["status"], MessageId> = {
  upcoming: "bets.leg.upcoming", live: "bets.leg.live", awaiting: "bets.leg.awaiting", won: "bets.leg.won",
  placed: "bets.leg.placed", lost: "bets.leg.lost", void: "bets.leg.void",
}

const TYPE_LABEL: Readonly<Record<string, MessageId>> = {
  single: "bets.type.single", accumulator: "bets.type.accumulator", multiple: "bets.type.multiple",
}

function Leg({ leg }: { readonly leg: BetLegView }) {
  const intl = useIntl()
  const t = useT()
  return (
    <li className="mybet-leg">
      <div className="mybet-leg__main">
        <span className="mybet-leg__selection">{leg.selection}</span>
        <span className="mybet-leg__price">
          {leg.startPrice && leg.price === null ? <abbr title={t("bets.leg.startPrice")}>SP</abbr> : leg.price}
        </span>
      </div>
      <div className="mybet-leg__market">{leg.market}</div>
      <div className="mybet-leg__match">
        <span className="mybet-leg__event">
          {leg.match}
          {leg.score !== null ? <span className="mybet-leg__score" aria-label={t("bets.leg.score", { score: leg.score })}>{leg.score}</span> : null}
        </span>
        <span className={`mybet-leg__status mybet-leg__status--${leg.status}`}>
          {leg.status === "upcoming"
            ? intl.formatDate(leg.startTime, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" })
            : <Msg id={LEG_LABEL[leg.status]} />}
        </span>
      </div>
      {leg.eachWay || leg.bestOddsGuaranteed || leg.boosted ? (
        <div className="mybet-leg__terms">
          {leg.eachWay ? <span><Msg id="bets.leg.eachWay" values={{ terms: leg.eachWay }} /></span> : null}
          {leg.bestOddsGuaranteed ? <span><Msg id="bets.leg.bog" /></span> : null}
          {leg.boosted ? <span><Msg id="bets.leg.boosted" /></span> : null}
        </div>
      ) : null}
    </li>
  )
}

export function BetCardView({ id }: { readonly id: number }) {
  const select = useMemo(() => selectBetCard(id), [id])
  const card = useSelector(select)
  const intl = useIntl()
  if (card === null) return null
  const typeLabel = TYPE_LABEL[card.type]
  const headingId = `bet-${card.id}-title`
  return (
    <article className={`mybet-card mybet-card--${card.state}`} aria-labelledby={headingId} data-testid={`bet-${card.id}`}>
      <header className="mybet-card__head">
        <div>
          <h2 id={headingId} className="mybet-card__name">{card.name}</h2>
          <p className="mybet-card__type">
            {typeLabel ? <Msg id={typeLabel} /> : <span className="brand-key">{card.type}</span>}
            {card.numberOfBets > 1 ? <> · <Msg id="bets.lines" values={{ count: card.numberOfBets }} /></> : null}
            {card.eachWay ? <> · <Msg id="bets.eachWay" /></> : null}
            {" · "}
            <time dateTime={new Date(card.placedAt).toISOString()}>
              {intl.formatDate(card.placedAt, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" })}
            </time>
          </p>
        </div>
        <span className={`mybet-state mybet-state--${card.state}`}><Msg id={STATE_LABEL[card.state]} /></span>
      </header>
      <ol className="mybet-card__legs">
        {card.legs.map((leg) => <Leg key={leg.id} leg={leg} />)}
      </ol>
      <dl className="mybet-card__figures">
        <div><dt><Msg id="bets.stake" /></dt><dd>{card.stake}</dd></div>
        <div><dt><Msg id="bets.total" /></dt><dd>{card.totalBetAmount}</dd></div>
        {card.freeBet !== null ? <div><dt><Msg id="bets.freeBet" /></dt><dd>{card.freeBet}</dd></div> : null}
        <div className="mybet-card__returns">
          {/* A cashed-out bet was paid its cash-out, a void one its stake: neither is winnings (issue 20). */}
          <dt><Msg id={card.returns.kind === "potential" ? "bets.potential" : card.state === "cashedOut" ? "sportsbook.bets.cashedOutFor" : card.state === "void" ? "sportsbook.bets.returned" : "bets.winnings"} /></dt>
          <dd data-testid="bet-returns">{card.returns.amount ?? <Msg id="bets.potentialUnknown" />}</dd>
        </div>
      </dl>
      {card.cashout !== null ? <CashoutControl betId={card.id} cashout={card.cashout} /> : null}
      {card.autoCashout !== null ? <AutoCashoutControl betId={card.id} auto={card.autoCashout} /> : null}
      {card.explanation.length > 0 ? (
        <section className="mybet-card__explain" aria-label={intl.formatMessage({ id: "bets.explain.title" })}>
          <h3><Msg id="bets.explain.title" /></h3>
          <ul>{card.explanation.map((text, i) => <li key={i}><TextView text={text} /></li>)}</ul>
        </section>
      ) : null}
    </article>
  )
}
