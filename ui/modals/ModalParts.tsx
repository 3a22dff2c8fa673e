/**
 * The pieces every dialog body is made of. The host renders the dialog element (role, aria-modal,
 * size, close button, focus); a body renders its `ModalTitle` (which carries the id the dialog's
 * aria-labelledby points at), an optional icon and text, and its buttons.
 */
import { createContext, useContext, type ReactNode } from "react"
import type { ActiveModal } from "../../core/app/selectors.js"
import { Icon, type IconName } from "../components/Icon.js"

export interface ModalFrame {
  readonly titleId: string
  readonly descriptionId: string
}

export const ModalFrameContext = createContext<ModalFrame>({ titleId: "", descriptionId: "" })

/** What a dialog body receives: the modal as core's selector describes it. */
export interface ModalBodyProps {
  readonly modal: ActiveModal
}

export type Tone = "success" | "info" | "error" | "warning" | "neutral"

export function ModalIcon({ name, tone = "neutral" }: { readonly name: IconName; readonly tone?: Tone }) {
  return <span className={`modal__icon modal__icon--${tone}`}><Icon name={name} size={28} /></span>
}

export function ModalTitle({ children }: { readonly children: ReactNode }) {
  const { titleId } = useContext(ModalFrameContext)
  return <h2 id={titleId} className="modal__title">{children}</h2>
}

/** The dialog's main text: the dialog's accessible description. */
export function ModalText({ children }: { readonly children: ReactNode }) {
  const { descriptionId } = useContext(ModalFrameContext)
  return <div id={descriptionId} className="modal__text">{children}</div>
}

export function ModalContent({ children, align = "center" }: { readonly children: ReactNode; readonly align?: "center" | "start" }) {
  return <div className={`modal__content modal__content--${align}`}>{children}</div>
}

export function ModalActions({ children }: { readonly children: ReactNode }) {
  return <div className="modal__actions">{children}</div>
}
