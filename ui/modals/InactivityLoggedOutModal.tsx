/**
 * After an inactivity logout (spec §2.10: the `InactivityLoggedOutModal` deep link, open to
 * visitors): says what happened and offers to log in again, returning to this page.
 */
import { Link } from "wouter"
import { urlFor } from "../../core/routing/resolve.js"
import { Msg } from "../components/Msg.js"
import { useCurrentLocation } from "../app/location.js"
import { useSend } from "../app/runtime.js"
import { ModalActions, ModalContent, ModalIcon, ModalText, ModalTitle, type ModalBodyProps } from "./ModalParts.js"

export function InactivityLoggedOutModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const { path } = useCurrentLocation()
  // Back to this page after login, without the modal query that opened this notice.
  const login = urlFor("login", {}, { redirect: path }) ?? "/login"
  return (
    <ModalContent>
      <ModalIcon name="lock" tone="info" />
      <ModalTitle><Msg id="inactivityLoggedOut.title" /></ModalTitle>
      <ModalText><p><Msg id="inactivityLoggedOut.text" /></p></ModalText>
      <ModalActions>
        <Link href={login} className="btn btn--primary" data-autofocus onClick={() => send({ _tag: "ModalClosed", id: modal.id })}>
          <Msg id="inactivityLoggedOut.login" />
        </Link>
      </ModalActions>
    </ModalContent>
  )
}
