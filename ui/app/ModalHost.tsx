/**
 * The modal host (DESIGN.md §4, spec §2.10): renders core's `selectActiveModals`, bottom to top
 * (the last is on top and holds the focus). What opens, in which queue, and what closing means
 * (acknowledging a notification, dropping the `modal` query) are core's; the host draws and listens.
 *
 * - Each modal is a dialog element: role="dialog", aria-modal="true", labelled by its title (the
 *   body's ModalTitle) and described by its text when it has one.
 * - Sizes (core's registry): md, a centred card (the default); full, a large panel; full-screen;
 *   action-sheet, a sheet from the bottom on mobile and a card on desktop.
 * - Closable ones close on Escape, on a click on their backdrop and with their close button
 *   (aria-label "Close"), each sending ModalClosed {id}. Non-closable ones have none of these.
 * - Focus: into the top dialog when it opens (its `[data-autofocus]` element, else the dialog),
 *   kept inside it by a Tab trap, and back to what had it when the dialog goes (or to the page's
 *   heading when that is gone). Dialogs below the top one are inert; so is the page (App.tsx).
 * - The page behind does not scroll while any modal is open.
 * - Bodies are lazy chunks (ui/modals/registry.tsx): the frame opens at once with a spinner (the
 *   dialog is named "Loading" by it meanwhile), the body replaces it when its chunk is in, and the
 *   focus then moves to the body's `[data-autofocus]` as it would have at opening. Every body is fetched when the browser is first
 *   idle after the page has loaded, so later dialogs rarely wait.
 */
import {
  Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, type MouseEvent as ReactMouseEvent, type RefObject,
} from "react"
import { selectActiveModals, selectMaintenanceActive, type ActiveModal } from "../../core/app/selectors.js"
import { focusInto, restoreFocus, trapTab } from "../components/focus.js"
import { Icon } from "../components/Icon.js"
import { useT } from "../components/Msg.js"
import { ModalFrameContext } from "../modals/ModalParts.js"
import { lazyModalBody, preloadModalBodies } from "../modals/registry.js"
import { HandOver } from "./handover.js"
import { PageLoading } from "./PageLoading.js"
import { useSelector, useSend } from "./runtime.js"
import "../modals/modals.css"

/** Locks the page's scroll while `locked`, keeping the scrollbar's width so nothing shifts. */
function useScrollLock(locked: boolean) {
  useLayoutEffect(() => {
    if (!locked) return
    const html = document.documentElement
    const body = document.body
    const gap = window.innerWidth - html.clientWidth
    const before = { overflow: html.style.overflow, paddingRight: body.style.paddingRight }
    html.style.overflow = "hidden"
    if (gap > 0) body.style.paddingRight = `${gap}px`
    html.classList.add("has-modal")
    return () => {
      html.style.overflow = before.overflow
      body.style.paddingRight = before.paddingRight
      html.classList.remove("has-modal")
    }
  }, [locked])
}

function ModalLayer({ modal, top, pageFocus }: {
  readonly modal: ActiveModal
  readonly top: boolean
  readonly pageFocus: RefObject<Element | null>
}) {
  const send = useSend()
  const t = useT()
  const titleId = useId()
  const descriptionId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const returnTo = useRef<Element | null>(null)
  const pressedOnBackdrop = useRef(false)
  const Body = lazyModalBody(modal.name)
  const close = () => send({ _tag: "ModalClosed", id: modal.id })

  // What had the focus before this dialog opened gets it back when it goes.
  // The page turns inert in the commit that mounts the dialog, which blurs what had the focus; so
  // when the focus is already on <body>, the last element focused on the page gets it back.
  useLayoutEffect(() => {
    const active = document.activeElement
    // A dialog that replaces another (same modal, new id) finds the focus inside the host: that
    // element is about to go, so it too gives way to the page's last focus.
    returnTo.current = active && active !== document.body && !active.closest(".modal-host") ? active : pageFocus.current
    return () => {
      const target = returnTo.current
      // After the commit that removed the dialog, once the page is no longer inert.
      setTimeout(() => {
        if (!document.activeElement?.closest(".modal-layer")) restoreFocus(target)
      }, 0)
    }
  }, [pageFocus])

  useEffect(() => {
    const dialog = dialogRef.current
    if (top && dialog && !dialog.contains(document.activeElement)) focusInto(dialog)
  }, [top])

  // Described by its text only when the body has one (a dangling id reference is an error).
  const describe = useCallback(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (document.getElementById(descriptionId)) dialog.setAttribute("aria-describedby", descriptionId)
    else dialog.removeAttribute("aria-describedby")
  }, [descriptionId])
  useLayoutEffect(describe)

  // A body that was still loading when the dialog took the focus: once drawn, its autofocus
  // element gets it, unless the person has already moved it inside the dialog.
  const onBodyShown = useCallback(() => {
    describe()
    const dialog = dialogRef.current
    if (top && dialog && (document.activeElement === dialog || !dialog.contains(document.activeElement))) focusInto(dialog)
  }, [describe, top])

  useEffect(() => {
    if (!top) return
    const onKey = (event: KeyboardEvent) => {
      const dialog = dialogRef.current
      if (!dialog) return
      if (event.key === "Escape") {
        if (modal.closable) {
          event.preventDefault()
          send({ _tag: "ModalClosed", id: modal.id })
        }
        return
      }
      if (trapTab(dialog, event)) event.preventDefault()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [top, modal.closable, modal.id, send])

  const onBackdropDown = (e: ReactMouseEvent) => {
    pressedOnBackdrop.current = e.target === e.currentTarget
  }
  const onBackdropClick = (e: ReactMouseEvent) => {
    // Only a click that starts and ends on the backdrop: not a text selection dragged out of the card.
    if (modal.closable && pressedOnBackdrop.current && e.target === e.currentTarget) close()
    pressedOnBackdrop.current = false
  }

  return (
    <div className={`modal-layer modal-layer--${modal.size}`} inert={!top} onMouseDown={onBackdropDown} onClick={onBackdropClick}
      data-testid="modal-layer">
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}
        className={`modal modal--${modal.size}`} data-modal={modal.name}>
        <ModalFrameContext.Provider value={{ titleId, descriptionId }}>
          <div className="modal__scroll">
            <Suspense fallback={<PageLoading labelId={titleId} />}>
              <Body modal={modal} />
              <Shown onShown={onBodyShown} />
            </Suspense>
          </div>
        </ModalFrameContext.Provider>
        {modal.closable ? (
          <button type="button" className="modal__close" aria-label={t("modal.close")} onClick={close}>
            <Icon name="close" size={20} />
          </button>
        ) : null}
      </div>
    </div>
  )
}

/** Calls `onShown` in the commit that shows its Suspense boundary's content (after the body loaded). */
function Shown({ onShown }: { readonly onShown: () => void }) {
  // Once per showing: a later render of the body must not pull the focus back.
  const shown = useRef(onShown)
  useLayoutEffect(() => shown.current(), [])
  return null
}

/** Fetches every dialog body once the page has loaded and the browser is idle (not before LCP's work). */
function usePreloadModalBodies() {
  useEffect(() => {
    let idle: number | null = null
    const start = () => {
      idle = typeof requestIdleCallback === "function" ? requestIdleCallback(() => preloadModalBodies(), { timeout: 5000 }) : window.setTimeout(preloadModalBodies, 1000)
    }
    if (document.readyState === "complete") start()
    else window.addEventListener("load", start, { once: true })
    return () => {
      window.removeEventListener("load", start)
      if (idle !== null) (typeof cancelIdleCallback === "function" ? cancelIdleCallback : window.clearTimeout)(idle)
    }
  }, [])
}

/** The last element on the page (outside any dialog) that took the focus. */
function usePageFocus(): RefObject<Element | null> {
  const last = useRef<Element | null>(null)
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target
      if (target instanceof Element && !target.closest(".modal-host")) last.current = target
    }
    document.addEventListener("focusin", onFocusIn)
    return () => document.removeEventListener("focusin", onFocusIn)
  }, [])
  return last
}

export function ModalHost() {
  const modals = useSelector(selectActiveModals)
  const maintenance = useSelector(selectMaintenanceActive)
  const pageFocus = usePageFocus()
  usePreloadModalBodies()
  useScrollLock(modals.length > 0)
  if (modals.length === 0) return null
  return (
    <div className="modal-host" inert={maintenance}>
      <HandOver />
      {modals.map((modal, index) => (
        <ModalLayer key={modal.id} modal={modal} top={index === modals.length - 1 && !maintenance} pageFocus={pageFocus} />
      ))}
    </div>
  )
}

/** True while any modal is open: the page behind is inert. */
export const useModalOpen = (): boolean => useSelector(selectActiveModals).length > 0
