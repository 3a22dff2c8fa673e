/**
 * The slip's count on the Sports link of the header (desktop) and of the tab bar (mobile), so the
 * bettor sees their picks from any page. Nothing when the slip is empty.
 */
import { selectBetslipCount } from "../../../core/betslip/selectors.js"
import { useSelector } from "../../app/runtime.js"
import { Msg } from "../Msg.js"
import "./betslip.css"

export function BetslipBadge() {
  const count = useSelector(selectBetslipCount)
  if (count === 0) return null
  return (
    <span className="slip-badge" data-testid="betslip-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden"><Msg id="betslip.badge" values={{ count }} /></span>
    </span>
  )
}
