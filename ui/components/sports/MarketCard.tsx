/**
 * One market with all its selections (the match page, outrights, race cards): collapsible, its
 * each-way terms and best-odds-guaranteed line when it has them, suspended as a whole when halted.
 */
import { memo, useId, useState } from "react"
import { selectMarketShown, selectMatchShown } from "../../../core/catalogue/selectors.js"
import { useSelector } from "../../app/runtime.js"
import { Icon } from "../Icon.js"
import { Msg } from "../Msg.js"
import { PriceButton } from "./PriceButton.js"
import { RunnerRow } from "./RunnerRow.js"
import { selectBestOddsGuaranteed, selectOutrightOrder } from "../../../core/catalogue/index.js"
import { useNow } from "../useNow.js"
import { useSportsNames } from "./useNames.js"

/** A long outright (golf, league winner): one selection a line, favourite first. */
function OutrightList({ marketId, label }: { readonly marketId: number; readonly label: string }) {
  const ids = useSelector(selectOutrightOrder(marketId))
  return <div className="outright-list">{ids.map((id) => <PriceButton key={id} contractId={id} label={label} showName />)}</div>
}

export const MarketCard = memo(function MarketCard({ marketId, context, initiallyOpen = true, named = false }: {
  readonly marketId: number
  readonly context: string
  readonly initiallyOpen?: boolean
  /** Outrights in a list: title the card with its event ("Premier League 2026/27") when it is known. */
  readonly named?: boolean
}) {
  // As shown: a push that only moved prices re-renders the price buttons, not the card.
  const market = useSelector(selectMarketShown(marketId))
  const event = useSelector(selectMatchShown(named ? market?.match_id ?? -1 : -1))
  const [open, setOpen] = useState(initiallyOpen)
  const bodyId = useId()
  const names = useSportsNames()
  // Core's rule at the page's clock tick (once a minute is enough for an instant set hours ahead).
  const bog = useSelector(selectBestOddsGuaranteed(marketId, useNow(60_000)))
  if (!market) return null
  const racing = market.kind.startsWith("race") || market.contractIds.length > 0 && market.each_way !== null && market.kind !== "outright"
  const marketName = names.market(market.name)
  const eventName = event ? names.competition(event.name) : null
  const label = `${eventName ?? context}, ${marketName}`
  return (
    <section className={`market${market.status === "halted" ? " market--halted" : ""}`} data-market-id={market.id} aria-label={marketName}>
      <h3 className="market__title">
        <button type="button" className="market__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <span>{eventName ? <><span className="market__event">{eventName}</span>{marketName}</> : marketName}</span>
          {market.status === "halted" ? <span className="market__badge"><Icon name="lock" size={12} /><Msg id="sports.market.suspended" /></span> : null}
          <Icon name="chevronDown" size={18} />
        </button>
      </h3>
      {open ? (
        <div id={bodyId} className="market__body">
          {market.each_way ? <p className="market__terms">{names.eachWay(market.each_way.description)}</p> : null}
          {bog ? <p className="market__terms market__terms--bog"><Msg id="sports.market.bog" /></p> : null}
          {racing ? (
            <ol className="runners">{market.contractIds.map((id) => <RunnerRow key={id} contractId={id} label={label} />)}</ol>
          ) : market.outright && market.contractIds.length > 3 ? (
            <OutrightList marketId={market.id} label={label} />
          ) : (
            <div className={`market__grid market__grid--${Math.min(market.contractIds.length, 3)}`}>
              {market.contractIds.map((id) => <PriceButton key={id} contractId={id} label={label} showName />)}
            </div>
          )}
        </div>
      ) : null}
    </section>
  )
})
