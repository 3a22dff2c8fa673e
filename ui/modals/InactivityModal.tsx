/**
 * The inactivity warning (spec §2.10, §4): 'Hey, are you still there?' with the seconds left before
 * the session ends, counted down on a 1 s tick from core's `selectInactivitySecondsLeft(now)`.
 * 'Stay logged in' asks core to extend the session; 'Logout' logs out with source inactivity-modal.
 * Not closable (core/modals/registry.ts): the person chooses.
 */
import { useNow } from "../components/useNow.js"
import { useMemo } from "react"
import { selectInactivitySecondsLeft } from "../../core/app/selectors.js"
import { Msg, useT } from "../components/Msg.js"
import { useSelector, useSend } from "../app/runtime.js"
import { ModalContent, ModalHeading, ModalText, StayOrLogOut } from "./ModalParts.js"

/** The wall clock, re-read every `intervalMs` while mounted (views may read the clock; core may not). */

export function InactivityModal() {
  const now = useNow(1000)
  const selector = useMemo(() => selectInactivitySecondsLeft(now), [now])
  const seconds = useSelector(selector) ?? 0
  const send = useSend()
  const t = useT()
  const amount = t("inactivity.seconds", { count: seconds })
  return (
    <ModalContent>
      <ModalHeading icon="clock" tone="warning" title="inactivity.title" />
      <p className="modal__countdown" role="timer" aria-label={amount}>
        <span className="modal__countdown-value" aria-hidden="true">{seconds}</span>
      </p>
      <ModalText><p><Msg id="inactivity.text" values={{ amount }} /></p></ModalText>
      <StayOrLogOut stay="inactivity.stayLoggedIn" onStay={() => send({ _tag: "SessionExtensionRequested" })} logOut="inactivity.logout" source="inactivity-modal" />
    </ModalContent>
  )
}
