/**
 * The dark site header: the menu button (mobile), the brand, the verticals (desktop; the tab bar
 * has them on mobile), and either Log in / Join now for visitors or, for account holders, the
 * balance (with its hide toggle), Deposit and the account menu.
 */
import { Link } from "wouter"
import { selectBrandName, selectIsLoggedIn } from "../../../core/app/selectors.js"
import { BetslipBadge } from "../../components/betslip/BetslipBadge.js"
import { BrandMark } from "../../components/BrandMark.js"
import { Icon } from "../../components/Icon.js"
import { Msg, useT } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"
import { useCurrentLocation } from "../location.js"
import { useSelector } from "../runtime.js"
import { AccountMenu } from "./AccountMenu.js"
import { Balance } from "../../components/Balance.js"
import { MyBetsLink } from "../../components/bets/MyBetsLink.js"
import { isCurrent, useVerticals } from "./navigation.js"

/** Navigation, so links (they open in a new tab, show their address), styled as buttons. */
function GuestActions() {
  return (
    <>
      <NavLink href="/login" className="btn btn--ghost-dark btn--sm">
        <Msg id="header.login" />
      </NavLink>
      <NavLink href="/auth/signup" className="btn btn--accent btn--sm">
        <Msg id="header.join" />
      </NavLink>
    </>
  )
}

/** Deposit opens the cashier over the current page (spec §2.10 deep link `modal=deposit`). */
function DepositLink() {
  const { path } = useCurrentLocation()
  return (
    <Link href={`${path}?modal=deposit`} className="btn btn--accent btn--sm header-deposit">
      <Icon name="plus" size={18} />
      <span className="header-deposit__label"><Msg id="header.deposit" /></span>
    </Link>
  )
}

function VerticalNav() {
  const items = useVerticals()
  const { path } = useCurrentLocation()
  const t = useT()
  return (
    <nav className="site-nav" aria-label={t("nav.main")}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <NavLink href={item.href} className="site-nav__link" aria-current={isCurrent(item.href, path) ? "page" : undefined}>
              <Msg id={item.label} />
              {item.key === "sports" ? <BetslipBadge /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function SiteHeader({ routeName, menuOpen, onOpenMenu, menuId }: {
  readonly routeName: string | null
  readonly menuOpen: boolean
  readonly onOpenMenu: () => void
  readonly menuId: string
}) {
  const brand = useSelector(selectBrandName)
  const loggedIn = useSelector(selectIsLoggedIn)
  const t = useT()
  return (
    <header className={`site-header on-dark${loggedIn ? " site-header--member" : ""}`}>
      <div className="site-header__inner">
        <button type="button" id={`${menuId}-button`} className="site-header__menu" aria-label={t("drawer.open")} aria-expanded={menuOpen}
          aria-controls={menuId} aria-haspopup="dialog" onClick={onOpenMenu}>
          <Icon name="menu" size={22} />
        </button>
        <NavLink href="/" className="site-header__brand" aria-label={t("header.home", { brand })}>
          <BrandMark name={brand} />
        </NavLink>
        <VerticalNav />
        <div className="site-header__actions">
          {loggedIn ? (
            <>
              <Balance look="chip" />
              <DepositLink />
              <MyBetsLink />
              <AccountMenu routeName={routeName} />
            </>
          ) : <GuestActions />}
        </div>
      </div>
    </header>
  )
}
