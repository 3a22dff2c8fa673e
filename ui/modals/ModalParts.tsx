/**
 * The pieces every dialog body is made of. The host renders the dialog element (role, aria-modal,
 * size, close button, focus); a body renders its `ModalTitle` (which carries the id the dialog's
 * aria-labelledby points at), an optional icon and text, and its buttons.
 */
import { createContext, useContext, type ReactNode } from "react"
import { Link } from "wouter"
import type { ActiveModal } from "../../core/app/selectors.js"
import { Icon, type IconName } from "../components/Icon.js"
import { Msg } from "../components/Msg.js"
import type { MessageId } from "../i18n/catalogues.js"
import { useSend } from "../app/runtime.js"

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
/** The icon and the catalogue title most dialogs open with. */
export function ModalHeading({ icon, tone, title }: { readonly icon: IconName; readonly tone?: Tone; readonly title: MessageId }) {
  return <><ModalIcon name={icon} tone={tone} /><ModalTitle><Msg id={title} /></ModalTitle></>
}

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

/** This dialog's close (ModalClosed {id}), for buttons and for links that leave the dialog. */
export function useClose(id: string): () => void {
  const send = useSend()
  return () => send({ _tag: "ModalClosed", id })
}

/** A button that only closes the dialog: "Okay", "Close", "Later". */
export function CloseButton({ id, label = "action.okay", className = "btn btn--secondary", autofocus = false }: {
  readonly id: string
  readonly label?: MessageId
  readonly className?: string
  readonly autofocus?: boolean
}) {
  const close = useClose(id)
  return (
    <button type="button" className={className} data-autofocus={autofocus || undefined} onClick={close}>
      <Msg id={label} />
    </button>
  )
}

/** A link out of the dialog: the dialog closes as the person follows it. */
export function LeaveLink({ id, href, label, className = "btn btn--primary", autofocus = true }: {
  readonly id: string
  readonly href: string
  readonly label: MessageId
  readonly className?: string
  readonly autofocus?: boolean
}) {
  const close = useClose(id)
  return (
    <Link href={href} className={className} data-autofocus={autofocus || undefined} onClick={close}>
      <Msg id={label} />
    </Link>
  )
}

/** The two ways out of a dialog that cannot be closed otherwise (inactivity, reality check): stay, or log out. */
export function StayOrLogOut({ stay, onStay, logOut, source }: {
  readonly stay: MessageId
  readonly onStay: () => void
  readonly logOut: MessageId
  readonly source: "inactivity-modal" | "reality-check"
}) {
  const send = useSend()
  return (
    <ModalActions>
      <button type="button" className="btn btn--primary" data-autofocus onClick={onStay}>
        <Msg id={stay} />
      </button>
      <button type="button" className="btn btn--secondary" onClick={() => send({ _tag: "LogoutRequested", source })}>
        <Msg id={logOut} />
      </button>
    </ModalActions>
  )
}
