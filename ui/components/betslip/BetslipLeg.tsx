/**
 * One leg of the slip: the selection, its market and match, the price in the bettor's odds format
 * with an up/down marker after a move (and the price agreed before it), suspended/closed/unavailable
 * states, remove; in singles mode its stake, each-way, SP and free bet, and its potential returns.
 * Everything shown is core's display-ready `BetslipLegView`.
 */
import { useId } from "react"
import type { BetslipLegView } from "../../../core/betslip/selectors.js"
import { useSend } from "../../app/runtime.js"
import { Icon } from "../Icon.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { Msg, useT } from "../Msg.js"
import { Spinner } from "../Spinner.js"
import { StakeInput } from "./StakeInput.js"
import { VoucherPicker } from "./VoucherPicker.js"

/** What a leg's message keys (core's `BetslipLegView.messages`) say. */
const LEG_MESSAGES: Readonly<Record<string, MessageId>> = {
  suspended: "betslip.legMessage.suspended",
  closed: "betslip.legMessage.closed",
  unavailable: "betslip.legMessage.unavailable",
  belowMinimum: "betslip.legMessage.belowMinimum",
  aboveMax: "betslip.legMessage.aboveMax",
}

const STATES: Readonly<Record<string, MessageId>> = {
  suspended: "betslip.leg.suspended",
  closed: "betslip.leg.closed",
  unavailable: "betslip.leg.unavailable",
}

export function PendingLeg({ name }: { readonly name: string | null }) {
  return (
    <li className="bet-leg bet-leg--pending" aria-busy="true">
      <div className="bet-leg__main">
        <span className="bet-leg__name">{name ?? ""}</span>
        <span className="bet-leg__sync"><Spinner size="sm" /><Msg id="betslip.leg.adding" /></span>
      </div>
    </li>
  )
}

export function BetslipLeg({ leg, singles }: { readonly leg: BetslipLegView; readonly singles: boolean }) {
  const send = useSend()
  const t = useT()
  const messagesId = useId()
  const off = leg.availability !== "available"
  const moved = leg.direction !== "none" && leg.previousPrice !== null
  const stakeLabel = t("betslip.stake.on", { name: leg.name })
  return (
    <li className={`bet-leg${off ? " bet-leg--off" : ""}${moved ? ` bet-leg--${leg.direction}` : ""}`} data-contract-id={leg.contractId}>
      <div className="bet-leg__main">
        <div className="bet-leg__what">
          <span className="bet-leg__name">{leg.name}</span>
          <span className="bet-leg__market">{leg.marketName}</span>
          <span className="bet-leg__match">{leg.matchName}</span>
        </div>
        <div className="bet-leg__price-box">
          {off ? (
            <span className="bet-leg__state"><Icon name="lock" size={14} /><Msg id={STATES[leg.availability] ?? "betslip.leg.unavailable"} /></span>
          ) : (
            <span className={`bet-leg__price${leg.boosted ? " bet-leg__price--boosted" : ""}`} data-testid="leg-price">
              {moved ? (
                <span className={`bet-leg__move bet-leg__move--${leg.direction}`}>
                  <span aria-hidden="true">{leg.direction === "up" ? "▲" : "▼"}</span>
                  <span className="visually-hidden"><Msg id={leg.direction === "up" ? "betslip.price.up" : "betslip.price.down"} values={{ price: leg.previousPrice ?? "" }} /></span>
                </span>
              ) : null}
              {leg.price ?? "–"}
            </span>
          )}
          {moved && !off ? <s className="bet-leg__was" aria-hidden="true">{leg.previousPrice}</s> : null}
        </div>
        <button type="button" className="bet-leg__remove" aria-label={t("betslip.remove", { name: leg.name })}
          onClick={() => send({ _tag: "BetslipLegRemoved", contractId: leg.contractId })}>
          <Icon name="close" size={18} />
        </button>
      </div>

      {leg.eachWay.available || leg.startPrice.available ? (
        <div className="bet-leg__options">
          {leg.eachWay.available && singles ? (
            <label className="toggle">
              <input type="checkbox" className="toggle__input" checked={leg.eachWay.applied}
                onChange={() => send({ _tag: "EachWayToggled", contractId: leg.contractId })} />
              <span className="toggle__label"><Msg id="betslip.eachWay" /></span>
              {leg.eachWay.terms ? <span className="toggle__hint">{leg.eachWay.terms}</span> : null}
            </label>
          ) : null}
          {leg.startPrice.available ? (
            <label className="toggle">
              <input type="checkbox" className="toggle__input" checked={leg.startPrice.applied}
                onChange={() => send({ _tag: "StartPriceToggled", contractId: leg.contractId })} />
              <span className="toggle__label"><Msg id="betslip.startPrice" /></span>
            </label>
          ) : null}
        </div>
      ) : null}

      {singles ? (
        <div className="bet-leg__stake">
          <StakeInput contractId={leg.contractId} stake={leg.stake} maxStake={leg.maxStake}
            label={stakeLabel} disabled={off} describedBy={leg.messages.length > 0 ? messagesId : undefined} />
          {leg.voucher.available.length > 0 || leg.voucher.applied ? (
            <VoucherPicker contractId={leg.contractId} voucher={leg.voucher} />
          ) : null}
          <p className="bet-leg__returns">
            <span><Msg id="betslip.returns" /></span>
            <strong data-testid="leg-returns">{leg.potentialReturnsText ?? "–"}</strong>
          </p>
        </div>
      ) : null}

      {leg.messages.length > 0 ? (
        <ul id={messagesId} className="bet-leg__messages">
          {leg.messages.map((m) => {
            const id = LEG_MESSAGES[m]
            return <li key={m}>{id ? <Msg id={id} values={{ max: leg.maxStakeText }} /> : m}</li>
          })}
        </ul>
      ) : null}
    </li>
  )
}
