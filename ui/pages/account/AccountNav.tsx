/**
 * The account hub's links (spec §2.5: every page under /account) and the frame the sub-pages share:
 * a back link to the hub, the page heading and its content.
 */
import type { ReactNode } from "react"
import { selectUnreadCount } from "../../../core/account/index.js"
import { Icon, type IconName } from "../../components/Icon.js"
import { Msg } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"
import { PageHeading } from "../../components/PageHeading.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { useSelector } from "../../app/runtime.js"
import "./account.css"
import "./account-pages.css"

interface HubLink {
  readonly href: string
  readonly icon: IconName
  readonly label: MessageId
  readonly hint: MessageId
}

export const HUB_LINKS: ReadonlyArray<HubLink> = [
  { href: "/account/verification", icon: "shield", label: "account.hub.verification", hint: "account.hub.verification.hint" },
  { href: "/account/notifications", icon: "bell", label: "account.hub.notifications", hint: "account.hub.notifications.hint" },
  { href: "/account/transactions", icon: "ticket", label: "account.hub.transactions", hint: "account.hub.transactions.hint" },
  { href: "/account/payment-methods", icon: "wallet", label: "account.hub.paymentMethods", hint: "account.hub.paymentMethods.hint" },
  { href: "/account/preferences", icon: "star", label: "account.hub.preferences", hint: "account.hub.preferences.hint" },
  { href: "/account/security", icon: "lock", label: "account.hub.security", hint: "account.hub.security.hint" },
  { href: "/account/settings", icon: "user", label: "account.hub.settings", hint: "account.hub.settings.hint" },
  { href: "/account/safer-gambling", icon: "clock", label: "account.hub.saferGambling", hint: "account.hub.saferGambling.hint" },
]

export function AccountHubLinks() {
  const unread = useSelector(selectUnreadCount)
  return (
    <nav className="account-hub" aria-labelledby="account-hub-title">
      <h2 id="account-hub-title" className="visually-hidden"><Msg id="account.hub.title" /></h2>
      <ul className="account-hub__grid">
        {HUB_LINKS.map((link) => (
          <li key={link.href}>
            <NavLink href={link.href} className="account-hub__link card">
              <span className="account-hub__icon" aria-hidden="true"><Icon name={link.icon} size={22} /></span>
              <span className="account-hub__text">
                <span className="account-hub__label">
                  <Msg id={link.label} />
                  {link.href === "/account/notifications" && unread > 0 ? (
                    <span className="account-hub__badge"><Msg id="account.inbox.unread" values={{ count: unread }} /></span>
                  ) : null}
                </span>
                <span className="account-hub__hint"><Msg id={link.hint} /></span>
              </span>
              <Icon name="chevronRight" size={18} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A sub-page of /account: back to the hub, the heading, an optional lede, the content. */
export function AccountSubPage({ title, lede, children }: { readonly title: MessageId; readonly lede?: ReactNode; readonly children: ReactNode }) {
  return (
    <div className="account account-sub">
      <NavLink href="/account" className="account-sub__back">
        <Icon name="chevronLeft" size={18} />
        <Msg id="account.hub.back" />
      </NavLink>
      <div>
        <PageHeading><Msg id={title} /></PageHeading>
        {lede ? <p className="lede">{lede}</p> : null}
      </div>
      {children}
    </div>
  )
}
