/**
 * The betslip itself, shared by the desktop side panel and the mobile sheet (BetslipDock.tsx): a
 * head (title, count, bet builder toggle, the bettor's settings, remove all, and the dock's own
 * collapse/close control), a scrolling body (the odds-changed banner, legs, bet type choice, the
 * multiple's stake) and a foot
 * that stays in view (number of bets, total stake, potential returns, messages, Place bet). After a
 * placement it shows the receipt instead. It reads core's `selectBetslipView` and sends events;
 * it computes nothing.
 */
import type { ReactNode } from "react"
import { selectIsLoggedIn } from "../../../core/app/selectors.js"
import { selectBetBuilderView, selectBetslipView, type BetslipView, type ValidityReason } from "../../../core/betslip/selectors.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { ShareSlip } from "../sports/ShareSlip.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { Icon } from "../Icon.js"
import { Msg, useT } from "../Msg.js"
import { Spinner } from "../Spinner.js"
import { BetBuilderCart } from "./BetBuilderCart.js"
import { BetBuilderToggle } from "./BetBuilderToggle.js"
import { BetslipLeg, PendingLeg } from "./BetslipLeg.js"
import { BetslipReceipt } from "./BetslipReceipt.js"
import { BetTypeChooser } from "./BetTypeChooser.js"
import { StakeInput } from "./StakeInput.js"
import { UseBonus } from "./UseBonus.js"
import { VoucherPicker } from "./VoucherPicker.js"

export function BetslipHead({ titleId, count, children }: { readonly titleId: string; readonly count: number; readonly children?: ReactNode }) {
  return (
    <div className="betslip__head">
      <h2 id={titleId} className="betslip__title" tabIndex={-1}>
        <Icon name="ticket" size={20} />
        <Msg id="betslip.title" />
        {count > 0 ? <span className="betslip__count" data-testid="betslip-count"><Msg id="betslip.count" values={{ count }} /></span> : null}
      </h2>
      {children}
    </div>
  )
}

/** The odds-changed banner, in a live region that is always on the page so the change is announced. */
function OddsChanged({ shown }: { readonly shown: boolean }) {
  const send = useSend()
  return (
    <div className="betslip__live" aria-live="assertive" aria-atomic="true">
      {shown ? (
        <div className="odds-banner" role="group" aria-labelledby="odds-banner-title">
          <Icon name="alert" size={20} />
          <div className="odds-banner__text">
            <strong id="odds-banner-title"><Msg id="betslip.oddsChanged.title" /></strong>
            <span><Msg id="betslip.oddsChanged.text" /></span>
          </div>
          <button type="button" className="btn btn--sm odds-banner__accept" onClick={() => send({ _tag: "OddsChangesAccepted" })}>
            <Msg id="betslip.oddsChanged.accept" />
          </button>
        </div>
      ) : null}
    </div>
  )
}

/** The bettor's betslip settings (spec §2.10 BetslipSettings): price changes and stakes; a session is needed. */
function SettingsButton() {
  const send = useSend()
  const loggedIn = useSelector(selectIsLoggedIn)
  if (!loggedIn) return null
  return (
    <button type="button" className="betslip__settings" data-testid="betslip-settings-open" onClick={() => send({ _tag: "BetslipSettingsOpened" })}>
      <Icon name="wrench" size={16} />
      <Msg id="sportsbook.settings.open" />
    </button>
  )
}

function EmptySlip() {
  return (
    <div className="betslip__empty">
      <span className="betslip__empty-icon"><Icon name="ticket" size={28} /></span>
      <p className="betslip__empty-title"><Msg id="betslip.empty.title" /></p>
      <p className="betslip__empty-hint"><Msg id="betslip.empty.hint" /></p>
    </div>
  )
}

function Multiple({ view }: { readonly view: BetslipView }) {
  const t = useT()
  const send = useSend()
  const multiple = view.multiple
  if (!multiple) return null
  return (
    <section className="betslip__multiple" aria-label={t("betslip.multiple")}>
      <StakeInput contractId={null} stake={multiple.stake} maxStake={multiple.maxStake}
        label={t("betslip.stake.perBet")} />
      {multiple.eachWay.available ? (
        <label className="toggle">
          <input type="checkbox" className="toggle__input" checked={multiple.eachWay.applied}
            onChange={() => send({ _tag: "EachWayToggled", contractId: null })} />
          <span className="toggle__label"><Msg id="betslip.eachWay" /></span>
        </label>
      ) : null}
      {multiple.voucher.available.length > 0 || multiple.voucher.applied ? <VoucherPicker contractId={null} voucher={multiple.voucher} /> : null}
    </section>
  )
}

/** The words for core's first reason the slip cannot be placed (spec §4 validity, §5 stake rules); null: none shown. */
const PROBLEMS: Readonly<Record<ValidityReason, MessageId | null>> = {
  ContractUnavailable: "betslip.invalid.ContractUnavailable",
  Empty: null,
  ConvertibleToBetBuilder: "betslip.invalid.ConvertibleToBetBuilder",
  SingleBreachesMaxBet: "betslip.invalid.SingleBreachesMaxBet",
  BetTypeInvalid: "betslip.invalid.BetTypeInvalid",
  NoStake: "betslip.invalid.NoStake",
  StakeBelowMinimum: "betslip.invalid.StakeBelowMinimum",
  MaxBetExceeded: "betslip.invalid.MaxBetExceeded",
  FreeBetNotDivisible: "betslip.invalid.FreeBetNotDivisible",
  // The odds-changed banner says it, with its Accept button.
  OddsChanged: null,
}

function Problem({ view }: { readonly view: BetslipView }) {
  const { validity } = view
  const id = validity.reason === null ? null : PROBLEMS[validity.reason]
  if (validity.valid || id === null) return null
  return (
    <p className="betslip__problem" data-testid="betslip-problem">
      <Icon name="info" size={16} />
      <span>
        {validity.reason === "BetTypeInvalid" && validity.message ? validity.message : <Msg id={id} values={{ min: "", max: "", ...validity.values }} />}
      </span>
    </p>
  )
}

function PlaceButton({ view }: { readonly view: BetslipView }) {
  const send = useSend()
  const loggedIn = useSelector(selectIsLoggedIn)
  if (!loggedIn) {
    // The Login dialog, not the /login page: the visitor logs in and stays with the slip they built.
    return (
      <button type="button" className="btn btn--primary btn--block betslip__place" onClick={() => send({ _tag: "ModalOpened", name: "Login" })}>
        <Msg id="betslip.loginToPlace" />
      </button>
    )
  }
  return (
    <button type="button" className="btn btn--primary btn--block betslip__place" disabled={!view.bet.canPlace || view.loading}
      aria-busy={view.loading} onClick={() => send({ _tag: "BetPlacementRequested" })}>
      {view.loading ? <><Spinner size="sm" /><Msg id="betslip.placing" /></> : <Msg id="betslip.place" values={{ count: view.bet.numberOfBets }} />}
    </button>
  )
}

function Totals({ view }: { readonly view: BetslipView }) {
  return (
    <dl className="betslip__totals">
      <div><dt><Msg id="betslip.numberOfBets" /></dt><dd data-testid="betslip-bets">{view.bet.numberOfBets}</dd></div>
      <div><dt><Msg id="betslip.totalStake" /></dt><dd data-testid="betslip-total-stake">{view.bet.totalStakeText}</dd></div>
      <div className="betslip__returns"><dt><Msg id="betslip.potentialReturns" /></dt><dd data-testid="betslip-returns">{view.bet.potentialReturnsText ?? "–"}</dd></div>
    </dl>
  )
}

/** The slip's body and foot for the view as it is now; `head` is drawn by the dock. */
export function BetslipContent({ head }: { readonly head: ReactNode }) {
  const view = useSelector(selectBetslipView)
  const builder = useSelector(selectBetBuilderView)
  const send = useSend()
  const t = useT()
  if (view.receiptShown) {
    return (
      <>
        {head}
        <BetslipReceipt receipts={view.receipts} canKeep={view.canKeepSelections} />
      </>
    )
  }
  const singles = view.mode === "single"
  const readyLegs = view.legs.filter((l) => !l.pending).length
  return (
    <>
      {head}
      {/* Bet builder is offered on an empty slip too: it is how a same-match bet starts. */}
      <div className="betslip__tools">
        <BetBuilderToggle />
        <div className="betslip__tools-end">
          <SettingsButton />
          {view.legs.length > 0 ? (
            <button type="button" className="betslip__clear" onClick={() => send({ _tag: "BetslipCleared" })}>
              <Msg id="betslip.clear" />
            </button>
          ) : null}
        </div>
      </div>
      <div className="betslip__body">
        <OddsChanged shown={view.oddsChanged} />
        {builder.open ? <BetBuilderCart /> : null}
        {view.legs.length === 0 && !builder.open ? <EmptySlip /> : null}
        {view.legs.length > 0 ? (
          <ul className="betslip__legs" aria-label={t("betslip.legs")}>
            {view.legs.map((leg) => leg.pending
              ? <PendingLeg key={`p${leg.contractId}`} name={leg.name} />
              : <BetslipLeg key={leg.contractId} leg={leg} singles={singles} />)}
          </ul>
        ) : null}
        {readyLegs >= 2 && view.bets.length > 1 ? <BetTypeChooser bets={view.bets} /> : null}
        {!singles ? <Multiple view={view} /> : null}
      </div>
      {view.legs.length > 0 ? (
        <div className="betslip__foot">
          <Problem view={view} />
          <UseBonus checked={view.useBonus} />
          <Totals view={view} />
          <PlaceButton view={view} />
          <ShareSlip source="slip" />
        </div>
      ) : null}
    </>
  )
}
