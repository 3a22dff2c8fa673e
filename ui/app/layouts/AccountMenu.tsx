/**
 * The account holder's menu in the header: "My account" is a link (to the account page), and the
 * menu of account links and Log out opens beside it (spec §9: a menu opens on hover or focus and
 * hides 400 ms after the pointer or focus leaves). The chevron button toggles it for keyboard and
 * touch (a disclosure, APG "navigation menu with top-level links"); Escape closes it.
 *
 * On mobile (≤1023 px) only the link shows, as an icon: the drawer carries the rest.
 * One "Log out" per page: on the account page (which has its own) the menu leaves it out.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react"
import { selectUser } from "../../../core/app/selectors.js"
import { Icon } from "../../components/Icon.js"
import { LogoutButton } from "../../components/LogoutButton.js"
import { Msg, useT } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"
import { useCurrentLocation } from "../location.js"
import { useSelector } from "../runtime.js"

/** spec §9 "menu opens on hover or focus with 400 ms hide delay". */
export const MENU_HIDE_DELAY_MS = 400

export function AccountMenu({ routeName }: { readonly routeName: string | null }) {
  const user = useSelector(selectUser)
  const t = useT()
  const { path } = useCurrentLocation()
  const [open, setOpen] = useState(false)
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  // How it opened: hover and keyboard focus open it for as long as they stay; a click pins it open
  // until a second click, Escape, a click elsewhere or the focus leaving.
  const openedBy = useRef<"hover" | "focus" | "click" | null>(null)

  const cancelHide = () => {
    if (hideTimer.current !== null) clearTimeout(hideTimer.current)
    hideTimer.current = null
  }
  const show = (by: "hover" | "focus" | "click") => {
    cancelHide()
    if (!open) openedBy.current = by
    setOpen(true)
  }
  const close = () => {
    cancelHide()
    openedBy.current = null
    setOpen(false)
  }
  const hideSoon = () => {
    cancelHide()
    hideTimer.current = setTimeout(close, MENU_HIDE_DELAY_MS)
  }
  useEffect(() => cancelHide, [])
  // A page change closes it.
  useEffect(close, [path])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close()
    }
    document.addEventListener("pointerdown", onPointerDown)
    return () => document.removeEventListener("pointerdown", onPointerDown)
  }, [open])

  const onMouseLeave = () => {
    if (openedBy.current !== "click") hideSoon()
  }
  // Keyboard focus opens it; a mouse click's focus does not (hover already did, and the click decides).
  const quietFocus = useRef(false)
  const onFocus = (e: FocusEvent) => {
    if (quietFocus.current) quietFocus.current = false
    else if ((e.target as Element).matches(":focus-visible")) show("focus")
  }
  const onBlur = (e: FocusEvent) => {
    if (!rootRef.current?.contains(e.relatedTarget as Node | null)) hideSoon()
  }
  const onToggle = () => {
    if (!open) show("click")
    else if (openedBy.current !== "click") openedBy.current = "click"
    else close()
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape" && open) {
      e.stopPropagation()
      close()
      if (document.activeElement !== toggleRef.current) {
        quietFocus.current = true
        toggleRef.current?.focus()
      }
    }
  }

  if (!user) return null
  const initials = `${user.firstname.slice(0, 1)}${user.lastname.slice(0, 1)}`.toUpperCase()
  return (
    <div ref={rootRef} className={`account-menu${open ? " account-menu--open" : ""}`}
      onMouseEnter={() => show("hover")} onMouseLeave={onMouseLeave} onFocus={onFocus} onBlur={onBlur} onKeyDown={onKeyDown}>
      <NavLink href="/account" className="account-menu__link" aria-current={routeName === "account" ? "page" : undefined}>
        <span className="account-menu__avatar" aria-hidden="true">{initials}</span>
        <span className="account-menu__label"><Msg id="header.account" /></span>
      </NavLink>
      <button ref={toggleRef} type="button" className="account-menu__toggle" aria-expanded={open} aria-controls={panelId}
        aria-label={t("header.accountMenu")} onClick={onToggle}>
        <Icon name="chevronDown" size={18} />
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__who">
          <span className="account-menu__name">{user.firstname} {user.lastname}</span>
          <span className="account-menu__email">{user.email}</span>
        </p>
        <ul className="account-menu__list">
          <li><NavLink href={`${path}?modal=deposit`} className="account-menu__item"><Icon name="plus" size={18} /><Msg id="accountMenu.deposit" /></NavLink></li>
          <li><NavLink href={`${path}?modal=withdraw`} className="account-menu__item"><Icon name="wallet" size={18} /><Msg id="accountMenu.withdraw" /></NavLink></li>
          <li><NavLink href="/account/transactions" className="account-menu__item"><Icon name="clock" size={18} /><Msg id="accountMenu.transactions" /></NavLink></li>
          <li><NavLink href="/account/safer-gambling" className="account-menu__item"><Icon name="shield" size={18} /><Msg id="accountMenu.saferGambling" /></NavLink></li>
        </ul>
        {routeName === "account" ? null : (
          <LogoutButton className="account-menu__item account-menu__logout" label="header.logout" />
        )}
      </div>
    </div>
  )
}
