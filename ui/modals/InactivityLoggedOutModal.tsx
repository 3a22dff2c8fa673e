/**
 * After an inactivity logout (spec §2.10: the `InactivityLoggedOutModal` deep link, open to
 * visitors): says what happened and offers to log in again, returning to this page.
 */
import { urlFor } from "../../core/routing/resolve.js"
import { Msg } from "../components/Msg.js"
import { useCurrentLocation } from "../app/location.js"
import { LeaveLink, ModalActions, ModalContent, ModalHeading, ModalText, type ModalBodyProps } from "./ModalParts.js"

export function InactivityLoggedOutModal({ modal }: ModalBodyProps) {
  const { path } = useCurrentLocation()
  // Back to this page after login, without the modal query that opened this notice.
  const login = urlFor("login", {}, { redirect: path }) ?? "/login"
  return (
    <ModalContent>
      <ModalHeading icon="lock" tone="info" title="inactivityLoggedOut.title" />
      <ModalText><p><Msg id="inactivityLoggedOut.text" /></p></ModalText>
      <ModalActions>
        <LeaveLink id={modal.id} href={login} label="inactivityLoggedOut.login" />
      </ModalActions>
    </ModalContent>
  )
}
