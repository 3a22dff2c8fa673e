/**
 * The drawer: quick links and the sports A–Z.
 *
 * - Desktop (> 1023 px): a left rail beside the page that collapses to icons. Whether it is
 *   expanded is an interface setting core keeps and stores (spec §3 drawerExpanded, §9 default
 *   true): the toggle sends DrawerToggled.
 * - Mobile: the header's menu button opens it as a sheet from the left, over the page, with the
 *   account's links for account holders. It holds the focus while open (Escape, the close button or
 *   the backdrop close it, and the focus goes back to the menu button). Opening it is not a
 *   setting: it closes on every page change.
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef } from "react"
import { useIntl } from "react-intl"
import { selectDrawerExpanded, selectIsLoggedIn } from "../../../core/app/selectors.js"
import { selectGames } from "../../../core/catalogue/selectors.js"
import { useSportsNames } from "../../components/sports/useNames.js"
import { focusInto, trapTab } from "../../components/focus.js"
import { Icon } from "../../components/Icon.js"
import { Msg, useT } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"
import { useCurrentLocation } from "../location.js"
import { useSelector, useSend } from "../runtime.js"
import { isCurrent, SPORTS, useQuickLinks, useSportsEnabled, useVerticals, type NavItem } from "./navigation.js"

function LinkList({ items, collapsed = false }: { readonly items: ReadonlyArray<NavItem>; readonly collapsed?: boolean }) {
  const { path } = useCurrentLocation()
  const t = useT()
  return (
    <ul className="drawer__list">
      {items.map((item) => (
        <li key={item.key}>
          <NavLink href={item.href} className="drawer__link" aria-current={isCurrent(item.href, path) ? "page" : undefined}
            title={collapsed ? t(item.label) : undefined}>
            <Icon name={item.icon} size={20} className="drawer__icon" />
            <span className="drawer__label"><Msg id={item.label} /></span>
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

function SportsAZ() {
  const headingId = useId()
  const intl = useIntl()
  const { path } = useCurrentLocation()
  const send = useSend()
  const games = useSelector(selectGames)
  const { sport: sportName } = useSportsNames()
  useEffect(() => send({ _tag: "GamesWanted" }), [send])
  // The catalogue's sports once loaded; the placeholder list until then (or if it cannot load).
  const sports = useMemo(() => {
    const collator = new Intl.Collator(intl.locale)
    const list = games.length > 0
      ? games.map((g) => ({ slug: g.name, name: sportName(g.name, g.label) }))
      : SPORTS.map((s) => ({ slug: s.slug, name: intl.formatMessage({ id: s.label }) }))
    return [...list].sort((a, b) => collator.compare(a.name, b.name))
  }, [intl, games, sportName])
  return (
    <section className="drawer__section drawer__az" aria-labelledby={headingId}>
      <h2 id={headingId} className="drawer__heading"><Msg id="drawer.az" /></h2>
      <ul className="drawer__list drawer__list--az">
        {sports.map((s) => {
          const href = `/sports/${s.slug}`
          return (
            <li key={s.slug}>
              <NavLink href={href} className="drawer__link drawer__link--az" aria-current={isCurrent(href, path) ? "page" : undefined}>
                <span className="drawer__label">{s.name}</span>
                <Icon name="chevronRight" size={16} className="drawer__chevron" />
              </NavLink>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** The desktop rail. */
export function DesktopDrawer() {
  const expanded = useSelector(selectDrawerExpanded)
  const send = useSend()
  const quick = useQuickLinks()
  const sports = useSportsEnabled()
  const t = useT()
  const quickId = useId()
  return (
    <aside className={`drawer drawer--rail${expanded ? "" : " drawer--collapsed"}`} data-testid="drawer" data-expanded={expanded}>
      <div className="drawer__top">
        <button type="button" className="drawer__toggle" aria-expanded={expanded} aria-controls="drawer-nav"
          aria-label={t(expanded ? "drawer.collapse" : "drawer.expand")} title={t(expanded ? "drawer.collapse" : "drawer.expand")}
          onClick={() => send({ _tag: "DrawerToggled" })}>
          <Icon name={expanded ? "chevronLeft" : "chevronRight"} size={20} />
        </button>
      </div>
      <nav id="drawer-nav" className="drawer__nav" aria-label={t("drawer.label")}>
        <section className="drawer__section" aria-labelledby={quickId}>
          <h2 id={quickId} className="drawer__heading"><Msg id="drawer.quickLinks" /></h2>
          <LinkList items={quick} collapsed={!expanded} />
        </section>
        {sports && expanded ? <SportsAZ /> : null}
      </nav>
    </aside>
  )
}

function MobileAccountLinks({ onLogout }: { readonly onLogout: () => void }) {
  const { path } = useCurrentLocation()
  const headingId = useId()
  return (
    <section className="drawer__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="drawer__heading"><Msg id="drawer.account" /></h2>
      <ul className="drawer__list">
        <li><NavLink href="/account" className="drawer__link"><Icon name="user" size={20} className="drawer__icon" /><span className="drawer__label"><Msg id="header.account" /></span></NavLink></li>
        <li><NavLink href={`${path}?modal=deposit`} className="drawer__link"><Icon name="plus" size={20} className="drawer__icon" /><span className="drawer__label"><Msg id="accountMenu.deposit" /></span></NavLink></li>
        <li><NavLink href={`${path}?modal=withdraw`} className="drawer__link"><Icon name="wallet" size={20} className="drawer__icon" /><span className="drawer__label"><Msg id="accountMenu.withdraw" /></span></NavLink></li>
        <li>
          <button type="button" className="drawer__link drawer__logout" onClick={onLogout}>
            <Icon name="logout" size={20} className="drawer__icon" />
            <span className="drawer__label"><Msg id="header.logout" /></span>
          </button>
        </li>
      </ul>
    </section>
  )
}

/** The mobile sheet, rendered while open. */
export function MobileDrawer({ id, onClose }: { readonly id: string; readonly onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null)
  const loggedIn = useSelector(selectIsLoggedIn)
  const send = useSend()
  const verticals = useVerticals()
  const quick = useQuickLinks()
  const sports = useSportsEnabled()
  const t = useT()

  useLayoutEffect(() => {
    const html = document.documentElement
    const before = html.style.overflow
    html.style.overflow = "hidden"
    return () => {
      html.style.overflow = before
    }
  }, [])

  useEffect(() => {
    const panel = panelRef.current
    if (panel) focusInto(panel)
    const onKey = (e: KeyboardEvent) => {
      if (!panel) return
      if (e.key === "Escape") {
        e.preventDefault()
        onClose()
      } else if (trapTab(panel, e)) e.preventDefault()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [onClose])

  return (
    <div className="drawer-sheet" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panelRef} id={id} className="drawer drawer--sheet" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1}>
        <div className="drawer__sheet-head">
          <h2 id={`${id}-title`} className="drawer__sheet-title"><Msg id="drawer.title" /></h2>
          <button type="button" className="drawer__close" aria-label={t("drawer.close")} data-autofocus onClick={onClose}>
            <Icon name="close" size={20} />
          </button>
        </div>
        <nav className="drawer__nav" aria-label={t("drawer.label")}>
          <section className="drawer__section" aria-labelledby={`${id}-verticals`}>
            <h2 id={`${id}-verticals`} className="drawer__heading"><Msg id="footer.products" /></h2>
            <LinkList items={verticals} />
          </section>
          <section className="drawer__section" aria-labelledby={`${id}-quick`}>
            <h2 id={`${id}-quick`} className="drawer__heading"><Msg id="drawer.quickLinks" /></h2>
            <LinkList items={quick} />
          </section>
          {loggedIn ? (
            <MobileAccountLinks onLogout={() => {
              onClose()
              send({ _tag: "LogoutRequested", source: null })
            }} />
          ) : null}
          {sports ? <SportsAZ /> : null}
        </nav>
      </div>
    </div>
  )
}
