/**
 * Share a slip (issue 20): a link that rebuilds the slip at the prices of the moment it is opened,
 * as the betslip deep link of spec §4 (`btype`, `bid`, `bstake`, core/betslip/deep-link.ts). On the
 * slip it shares the selections and stakes as they stand; on the receipt the bets just placed.
 * The link shows in a field to copy (or the phone's share sheet when it has one).
 */
import { useId, useState } from "react"
import type { AppState } from "../../../core/app/state.js"
import { formatBetslipDeepLink, type BetslipDeepLink } from "../../../core/betslip/deep-link.js"
import { useSelector } from "../../app/runtime.js"
import { Msg, useT } from "../Msg.js"
import "./share-slip.css"

type Source = "slip" | "receipt"

/** The slip as a deep link: an acca when it holds a multiple, else singles with their stakes. */
const slipLink = (s: AppState): string | null => {
  const b = s.betslip
  if (b.receiptShown || b.contractIds.length === 0) return null
  const stakeOf = (id: number) => b.slip.all_contracts.find((c) => c.id === id)?.stake ?? null
  const multiple = b.contractIds.length > 1 && b.slip.type !== "single"
  const link: BetslipDeepLink = {
    btype: multiple ? "acca" : "single",
    contractIds: b.contractIds,
    accumulatorStake: multiple ? b.slip.accumulator_stake : null,
    stakes: multiple ? [] : b.contractIds.map(stakeOf),
  }
  return formatBetslipDeepLink(link)
}

/** The bets just placed as a deep link. */
const receiptLink = (s: AppState): string | null => {
  const receipts = s.betslip.ui.receipts
  if (receipts.length === 0) return null
  const ids: number[] = []
  const stakes: Array<number | null> = []
  for (const r of receipts) for (const leg of r.bet_legs) for (const sel of leg.selections) {
    if (ids.includes(sel.contract_id)) continue
    ids.push(sel.contract_id)
    stakes.push(r.type === "single" ? r.stake : null)
  }
  const multiple = receipts.find((r) => r.type !== "single")
  const link: BetslipDeepLink = multiple
    ? { btype: "acca", contractIds: ids, accumulatorStake: multiple.stake, stakes: [] }
    : { btype: "single", contractIds: ids, accumulatorStake: null, stakes }
  return formatBetslipDeepLink(link)
}

export function ShareSlip({ source }: { readonly source: Source }) {
  const search = useSelector(source === "slip" ? slipLink : receiptLink)
  const [open, setOpen] = useState(false)
  const [copied, setCopied] = useState(false)
  const t = useT()
  const fieldId = useId()
  if (search === null) return null
  // The server's prerender (ui/prerender.tsx) draws this too, where there is no window: the link is
  // then relative, and the app's own render gives the whole address.
  const url = `${typeof window === "undefined" ? "" : window.location.origin}/sports${search}`
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function"
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      // No clipboard (an insecure page, a refused permission): the field stays selectable.
      ;(document.getElementById(fieldId) as HTMLInputElement | null)?.select()
    }
  }
  return (
    <div className="share-slip" data-testid={`share-${source}`}>
      <button type="button" className="btn btn--link btn--sm share-slip__toggle" aria-expanded={open} onClick={() => { setOpen(!open); setCopied(false) }}>
        <Msg id="sportsbook.share.button" />
      </button>
      {open ? (
        <div className="share-slip__panel">
          <label htmlFor={fieldId} className="share-slip__label"><Msg id="sportsbook.share.label" /></label>
          <div className="share-slip__row">
            <input id={fieldId} className="share-slip__url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="share-url" />
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => void copy()}><Msg id="sportsbook.share.copy" /></button>
            {canShare ? <button type="button" className="btn btn--secondary btn--sm" onClick={() => void navigator.share({ url, title: t("sportsbook.share.title") }).catch(() => {})}><Msg id="sportsbook.share.native" /></button> : null}
          </div>
          <p className="share-slip__note" role="status">{copied ? <Msg id="sportsbook.share.copied" /> : <Msg id="sportsbook.share.note" />}</p>
        </div>
      ) : null}
    </div>
  )
}
