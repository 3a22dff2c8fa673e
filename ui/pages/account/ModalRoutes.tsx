/**
 * The named modal routes of spec §2.5, `members` (/account/members, where /account/home leads) and
 * `find` (/find): URL-reachable rows shown as dialogs (core/routing/table/account.ts meta.modal).
 * They are routes, not core's queued modals, so the page itself renders the dialog: the members
 * dialog over the account page, the find dialog over an empty page. Closing goes where the route
 * would have led without the dialog (/account) or back.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react"
import { useLocation } from "wouter"
import { selectUser } from "../../../core/app/selectors.js"
import { TextField } from "../../components/Fields.js"
import { focusInto, trapTab } from "../../components/focus.js"
import { Icon } from "../../components/Icon.js"
import { Msg, useT } from "../../components/Msg.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { AccountPage } from "./AccountPage.js"
import { AccountHubLinks } from "./AccountNav.js"

/** A dialog owned by a route: aria-modal, focus kept inside, Escape and the backdrop close it. */
function RouteDialog({ title, onClose, children, testId }: { readonly title: ReactNode; readonly onClose: () => void; readonly children: ReactNode; readonly testId: string }) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (ref.current) focusInto(ref.current)
    const onKey = (event: KeyboardEvent) => {
      if (!ref.current) return
      if (event.key === "Escape") {
        event.preventDefault()
        onClose()
      } else if (trapTab(ref.current, event)) event.preventDefault()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [onClose])
  return (
    <div className="modal-layer modal-layer--md route-dialog" onClick={(e) => { if (e.target === e.currentTarget) onClose() }}>
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={`${testId}-title`} tabIndex={-1} className="modal modal--md" data-testid={testId}>
        <div className="modal__scroll">
          <div className="modal__content modal__content--start">
            <h1 id={`${testId}-title`} className="modal__title">{title}</h1>
            {children}
          </div>
        </div>
        <button type="button" className="modal__close" aria-label={t("modal.close")} onClick={onClose}>
          <Icon name="close" size={20} />
        </button>
      </div>
    </div>
  )
}

/** /account/members: the member's corner — who they are, their balance and every account page. */
export function MembersModalPage() {
  const [, navigate] = useLocation()
  const send = useSend()
  const user = useSelector(selectUser)
  return (
    <>
      {/* The account page behind the dialog: out of reach (inert) and out of the accessibility tree. */}
      <div inert aria-hidden="true">
        <AccountPage />
      </div>
      <RouteDialog title={<Msg id="page.modal.members.title" />} testId="members-dialog" onClose={() => navigate("/account", { replace: true })}>
        {user ? <p className="modal__text"><Msg id="members.greeting" values={{ name: user.hide_username ? user.firstname : user.username }} /></p> : null}
        <div className="members__actions">
          <button type="button" className="btn btn--primary" onClick={() => send({ _tag: "ModalOpened", name: "Cashier", props: { tab: "deposit" } })}>
            <Msg id="members.deposit" />
          </button>
        </div>
        <AccountHubLinks />
      </RouteDialog>
    </>
  )
}

/** /find: one box that searches the sportsbook or the casino. */
export function FindModalPage() {
  const [, navigate] = useLocation()
  const [text, setText] = useState("")
  const go = (where: "/sports/search" | "/casino/search") => {
    const q = text.trim()
    navigate(q ? `${where}?q=${encodeURIComponent(q)}` : where)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    go("/sports/search")
  }
  return (
    <RouteDialog title={<Msg id="page.modal.find.title" />} testId="find-dialog"
      onClose={() => (window.history.length > 1 ? window.history.back() : navigate("/", { replace: true }))}>
      <form className="find" onSubmit={submit} role="search">
        <TextField label={<Msg id="find.label" />} hint={<Msg id="find.hint" />} value={text} onValueChange={setText} type="search" name="q" autoComplete="off" />
        <div className="members__actions">
          <button type="submit" className="btn btn--primary"><Icon name="search" size={18} /><Msg id="find.sports" /></button>
          <button type="button" className="btn btn--secondary" onClick={() => go("/casino/search")}><Msg id="find.casino" /></button>
        </div>
      </form>
    </RouteDialog>
  )
}
