/**
 * The header's My Bets link with the open-bets badge (spec §3 User.open_bet_count, replaced live
 * by the `user` push). On mobile only the icon and the badge show; the link's name says the count.
 */
import { selectOpenBetCount } from "../../../core/bets/selectors.js"
import { useCurrentLocation } from "../../app/location.js"
import { useSelector } from "../../app/runtime.js"
import { Icon } from "../Icon.js"
import { Msg, useT } from "../Msg.js"
import { NavLink } from "../NavLink.js"
import "./bets-header.css"

export function MyBetsLink() {
  const count = useSelector(selectOpenBetCount) ?? 0
  const t = useT()
  const { path } = useCurrentLocation()
  const current = path === "/sports/bets" || path.startsWith("/sports/bets/")
  return (
    <NavLink href="/sports/bets" className="my-bets-link" aria-current={current ? "page" : undefined}
      aria-label={t("bets.header.label", { count })}>
      <Icon name="ticket" size={20} />
      <span className="my-bets-link__label" aria-hidden="true"><Msg id="bets.header" /></span>
      {count > 0 ? <span className="my-bets-link__badge" aria-hidden="true" data-testid="open-bet-count">{count}</span> : null}
    </NavLink>
  )
}
