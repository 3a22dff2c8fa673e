/**
 * Where the betslip sits (spec §9: up to 1023 px is mobile):
 * - desktop: a side panel beside the sports pages, sticky under the header; collapsing it
 *   (`betslipExpanded`, spec §3 Interface settings, remembered by core) keeps only its head;
 * - mobile: a compact bar above the tab bar with the count, total stake and potential returns,
 *   which the bettor taps to open a bottom sheet (a dialog that holds the focus; Escape, the close button or the
 *   backdrop collapse it and the focus goes back to the bar). The bar shows once there is something
 *   on the slip (or a receipt), or while bet builder mode is on (the cart lives in the sheet).
 * The device class is core's (ViewportMeasured), so only one of the two is ever on the page.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react"
import { selectBetBuilderView, selectBetslipCount, selectBetslipExpanded, selectBetslipTotals, selectBetslipView } from "../../../core/betslip/selectors.js"
import { selectDevice } from "../../../core/device/device.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { focusInto, restoreFocus, trapTab } from "../focus.js"
import { Icon } from "../Icon.js"
import { Msg, useT } from "../Msg.js"
import { BetslipContent, BetslipHead } from "./Betslip.js"
import "./betslip.css"

function DesktopPanel() {
  const expanded = useSelector(selectBetslipExpanded)
  const count = useSelector(selectBetslipCount)
  const send = useSend()
  const t = useT()
  const titleId = useId()
  const toggle = (
    <button type="button" className="betslip__icon-btn" aria-expanded={expanded} aria-controls={`${titleId}-panel`}
      aria-label={t(expanded ? "betslip.collapse" : "betslip.expand")} onClick={() => send({ _tag: "BetslipToggled" })}>
      <Icon name="chevronDown" size={20} className={expanded ? "betslip__chevron--open" : undefined} />
    </button>
  )
  const head = <BetslipHead titleId={titleId} count={count}>{toggle}</BetslipHead>
  return (
    <aside className={`betslip betslip--panel${expanded ? "" : " betslip--collapsed"}`} aria-labelledby={titleId} id={`${titleId}-panel`}>
      {expanded ? <BetslipContent head={head} /> : head}
    </aside>
  )
}

function MobileBar({ onOpen, barId }: { readonly onOpen: () => void; readonly barId: string }) {
  const count = useSelector(selectBetslipCount)
  const totals = useSelector(selectBetslipTotals)
  const receiptShown = useSelector(selectBetslipView).receiptShown
  const builder = useSelector(selectBetBuilderView)
  const t = useT()
  const sub = receiptShown
    ? <Msg id="betslip.bar.placed" />
    : count === 0 && builder.open ? <Msg id="betslip.betBuilder" /> : <Msg id="betslip.count" values={{ count }} />
  return (
    <div className="betslip-bar on-dark">
      <button type="button" id={barId} className="betslip-bar__button" aria-haspopup="dialog" aria-expanded={false}
        aria-label={t("betslip.open", { count })} onClick={onOpen}>
        <span className="betslip-bar__count" aria-hidden="true">{count}</span>
        <span className="betslip-bar__title">
          <Msg id="betslip.title" />
          <span className="betslip-bar__sub">{sub}</span>
        </span>
        <span className="betslip-bar__money">
          <span className="betslip-bar__label"><Msg id="betslip.totalStake" /></span>
          <span className="betslip-bar__amount" data-testid="bar-total-stake">{totals.totalStakeText}</span>
        </span>
        <span className="betslip-bar__money">
          <span className="betslip-bar__label"><Msg id="betslip.returns" /></span>
          <span className="betslip-bar__amount betslip-bar__amount--returns">{totals.potentialReturnsText ?? "–"}</span>
        </span>
        <Icon name="chevronDown" size={20} className="betslip-bar__chevron" />
      </button>
    </div>
  )
}

function MobileSheet({ onClose }: { readonly onClose: () => void }) {
  const count = useSelector(selectBetslipCount)
  const t = useT()
  const titleId = useId()
  const sheet = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (sheet.current) focusInto(sheet.current)
  }, [])
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape") {
      e.stopPropagation()
      onClose()
      return
    }
    if (sheet.current && trapTab(sheet.current, e.nativeEvent)) e.preventDefault()
  }
  const close = (
    <button type="button" className="betslip__icon-btn" data-autofocus aria-label={t("betslip.close")} onClick={onClose}>
      <Icon name="close" size={20} />
    </button>
  )
  return (
    <div className="betslip-sheet" onMouseDown={(e) => { if (e.target === e.currentTarget) onClose() }}>
      <div ref={sheet} className="betslip betslip--sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <span className="betslip-sheet__grip" aria-hidden="true" />
        <BetslipContent head={<BetslipHead titleId={titleId} count={count}>{close}</BetslipHead>} />
      </div>
    </div>
  )
}

function MobileDock() {
  const count = useSelector(selectBetslipCount)
  const receiptShown = useSelector(selectBetslipView).receiptShown
  const builderOpen = useSelector(selectBetBuilderView).open
  const barId = useId()
  const hasSomething = count > 0 || receiptShown || builderOpen
  // The sheet covers the page, so it opens only when the bettor asks (the bar), never by itself on
  // arrival or on a pick: a remembered slip must not hide the page they came to. Its open state is
  // this screen's alone; the remembered betslipExpanded is the desktop panel's.
  const [requested, setRequested] = useState(false)
  const open = requested && hasSomething
  // An emptied slip (Done on the receipt, Remove all) closes the sheet for good: the next pick
  // shows the bar again, not the sheet.
  useEffect(() => {
    if (!hasSomething) setRequested(false)
  }, [hasSomething])
  const wasOpen = useRef(open)
  useEffect(() => {
    // Collapsed by the person: the focus goes back to the bar that opened the sheet.
    if (wasOpen.current && !open) restoreFocus(document.getElementById(barId))
    wasOpen.current = open
  }, [open, barId])
  // The page behind the sheet does not scroll.
  useEffect(() => {
    if (!open) return
    const previous = document.body.style.overflow
    document.body.style.overflow = "hidden"
    return () => { document.body.style.overflow = previous }
  }, [open])
  if (!hasSomething) return null
  return (
    <>
      <MobileBar onOpen={() => setRequested(true)} barId={barId} />
      {open ? <MobileSheet onClose={() => setRequested(false)} /> : null}
    </>
  )
}

/** The betslip for the current device class (nothing until the viewport has been measured). */
export function BetslipDock() {
  const device = useSelector(selectDevice)
  if (device === null) return null
  return device === "mobile" ? <MobileDock /> : <DesktopPanel />
}
