/**
 * Bet builder mode on or off (spec §4): while it is on, a picked price joins the bet builder cart
 * instead of the slip. The slip offers it (empty too: it is how a same-match bet starts), and so
 * does the match page on a phone, where the slip is a sheet the bettor has not opened yet.
 */
import { selectBetBuilderView } from "../../../core/betslip/selectors.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Msg } from "../Msg.js"

export function BetBuilderToggle() {
  const builder = useSelector(selectBetBuilderView)
  const send = useSend()
  return (
    <button type="button" className={`betslip__builder${builder.open ? " betslip__builder--on" : ""}`} aria-pressed={builder.open}
      onClick={() => send({ _tag: "BetBuilderModeToggled" })}>
      <Msg id="betslip.betBuilder" />
    </button>
  )
}
