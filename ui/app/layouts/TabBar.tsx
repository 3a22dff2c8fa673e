/** The verticals as a bottom tab bar on mobile (≤1023 px); the header shows them on desktop. */
import { BetslipBadge } from "../../components/betslip/BetslipBadge.js"
import { Icon } from "../../components/Icon.js"
import { Msg, useT } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"
import { useCurrentLocation } from "../location.js"
import { isCurrent, useVerticals } from "./navigation.js"

export function TabBar() {
  const items = useVerticals()
  const { path } = useCurrentLocation()
  const t = useT()
  if (items.length === 0) return null
  return (
    <nav className="tabbar" aria-label={t("nav.main")}>
      <ul className="tabbar__list">
        {items.map((item) => (
          <li key={item.key}>
            <NavLink href={item.href} className="tabbar__link" aria-current={isCurrent(item.href, path) ? "page" : undefined}>
              <Icon name={item.icon} size={22} />
              <span className="tabbar__label"><Msg id={item.label} /></span>
              {item.key === "sports" ? <BetslipBadge /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
