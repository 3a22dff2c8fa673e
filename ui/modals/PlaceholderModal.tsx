/**
 * A registered dialog whose content is not built yet: its title, one line, and a way out. A
 * closable one has the host's close button; one that is not (the flag-driven marketing review)
 * gets an 'Okay' here, so nobody is ever stuck behind an empty dialog.
 */
import type { ModalName } from "../../core/modals/registry.js"
import { Msg } from "../components/Msg.js"
import type { MessageId } from "../i18n/catalogues.js"
import { CloseButton, ModalActions, ModalContent, ModalHeading, ModalText, type ModalBodyProps } from "./ModalParts.js"

/** The catalogue id of a dialog's title: `modal.<Name>.title` (`{product}…` as `product…`). */
export const modalTitleId = (name: ModalName): MessageId =>
  `modal.${name.replace("{product}", "product")}.title` as MessageId

export function PlaceholderModal({ modal }: ModalBodyProps) {
  return (
    <ModalContent>
      <ModalHeading icon="wrench" tone="info" title={modalTitleId(modal.name)} />
      <ModalText><p><Msg id="modal.placeholder.text" /></p></ModalText>
      {modal.closable ? null : (
        <ModalActions>
          <CloseButton id={modal.id} autofocus />
        </ModalActions>
      )}
    </ModalContent>
  )
}
