/**
 * The generic dialog (spec §2.10 "Feedback", §3 "Generic dialog"): type success, info or error,
 * a title, a text and buttons whose effects are core's data (ModalActionPressed {id, index}).
 */
import type { DialogProps } from "../../core/modals/model.js"
import type { IconName } from "../components/Icon.js"
import { TextView } from "../components/Msg.js"
import { useSend } from "../app/runtime.js"
import { ModalActions, ModalContent, ModalIcon, ModalText, ModalTitle, type ModalBodyProps } from "./ModalParts.js"

const icons: Record<DialogProps["type"], IconName> = { success: "check", info: "info", error: "error" }

export function DialogModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const props = modal.props as unknown as DialogProps
  const type = props.type === "success" || props.type === "info" ? props.type : "error"
  return (
    <ModalContent>
      <ModalIcon name={icons[type]} tone={type} />
      <ModalTitle><TextView text={props.title} /></ModalTitle>
      {props.text ? <ModalText><p><TextView text={props.text} /></p></ModalText> : null}
      <ModalActions>
        {props.actions.map((action, index) => (
          <button key={index} type="button" data-autofocus={index === 0 ? true : undefined}
            className={`btn ${action.variant === "primary" ? "btn--primary" : "btn--secondary"}`}
            onClick={() => send({ _tag: "ModalActionPressed", id: modal.id, index })}>
            <TextView text={action.label} />
          </button>
        ))}
      </ModalActions>
    </ModalContent>
  )
}
