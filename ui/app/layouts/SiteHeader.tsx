/**
 * The dark site header: brand, main navigation, and either Log in / Join now for visitors or the
 * balance (with its hide toggle), the account link and Log out for account holders.
 */
import { Link } from "wouter"
import {
  selectBalance, selectBrandName, selectCurrency, selectHideBalance, selectIsLoggedIn,
} from "../../../core/app/selectors.js"
import { BrandMark } from "../../components/BrandMark.js"
import { Icon } from "../../components/Icon.js"
import { Money } from "../../components/Money.js"
import { Msg, useT } from "../../components/Msg.js"
import { useSelector, useSend } from "../runtime.js"

/** Navigation, so links (they open in a new tab, show their address), styled as buttons. */
function GuestActions() {
  return (
    <>
      <Link href="/login" className="btn btn--ghost-dark btn--sm">
        <Msg id="header.login" />
      </Link>
      <Link href="/auth/signup" className="btn btn--accent btn--sm">
        <Msg id="header.join" />
      </Link>
    </>
  )
}

function BalanceChip() {
  const balance = useSelector(selectBalance)
  const currency = useSelector(selectCurrency)
  const hidden = useSelector(selectHideBalance)
  const send = useSend()
  const t = useT()
  return (
    <div className="balance-chip">
      <span className="balance-chip__text">
        <span className="balance-chip__label"><Msg id="balance.label" /></span>
        <span className="balance-chip__amount" data-testid="header-balance">
          {hidden ? <span aria-label={t("balance.hidden")}>••••••</span> : <Money minor={balance ?? 0} currency={currency} />}
        </span>
      </span>
      <button type="button" className="balance-chip__toggle" aria-pressed={hidden} aria-label={t("balance.hide")}
        title={t(hidden ? "balance.show" : "balance.hide")} onClick={() => send({ _tag: "HideBalanceToggled" })}>
        <Icon name={hidden ? "eyeOff" : "eye"} size={18} />
      </button>
    </div>
  )
}

function UserActions({ routeName }: { readonly routeName: string | null }) {
  const send = useSend()
  return (
    <>
      <BalanceChip />
      <Link href="/account" className={(active) => `header-icon-btn${active ? " header-icon-btn--active" : ""}`}
        aria-current={routeName === "account" ? "page" : undefined}>
        <Icon name="user" />
        <span className="header-icon-btn__label"><Msg id="header.account" /></span>
      </Link>
      {/* The account page has its own Log out button; one per page keeps the name unambiguous. */}
      {routeName === "account" ? null : (
        <button type="button" className="header-icon-btn" onClick={() => send({ _tag: "LogoutRequested", source: null })}>
          <Icon name="logout" />
          <span className="header-icon-btn__label"><Msg id="header.logout" /></span>
        </button>
      )}
    </>
  )
}

export function SiteHeader({ routeName }: { readonly routeName: string | null }) {
  const brand = useSelector(selectBrandName)
  const loggedIn = useSelector(selectIsLoggedIn)
  const t = useT()
  return (
    <header className={`site-header on-dark${loggedIn ? " site-header--member" : ""}`}>
      <div className="site-header__inner">
        <Link href="/" className="site-header__brand" aria-label={t("header.home", { brand })}>
          <BrandMark name={brand} />
        </Link>
        <nav className="site-nav" aria-label={t("nav.main")}>
          <ul>
            <li>
              <Link href="/" className="site-nav__link" aria-current={routeName === "index" ? "page" : undefined}>
                <Msg id="nav.home" />
              </Link>
            </li>
          </ul>
        </nav>
        <div className="site-header__actions">
          {loggedIn ? <UserActions routeName={routeName} /> : <GuestActions />}
        </div>
      </div>
    </header>
  )
}
