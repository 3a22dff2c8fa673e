/**
 * The virtuals reality check (spec §2.10, §4; issue 17): 'You’ve been playing Virtuals for {time}',
 * the configured interval and the session's net position; 'Stay logged in' closes it and sets a new
 * end (core/virtuals), 'Log out' logs out with source reality-check. Not closable otherwise.
 */
import { selectRealityCheck } from "../../../core/virtuals/index.js"
import { selectUser } from "../../../core/app/selectors.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { useIntl } from "react-intl"
import { formatMoney } from "../../i18n/format.js"
import { Msg, useT } from "../../components/Msg.js"
import { useNow } from "../../components/useNow.js"
import type { ModalBodyProps } from "../ModalParts.js"
import { ModalContent, ModalHeading, ModalText, StayOrLogOut } from "../ModalParts.js"

/** "1 hour 5 minutes", "12 minutes": a session length or interval, in the active language. */
export const useDuration = (): ((seconds: number) => string) => {
  const t = useT()
  return (seconds) => {
    const minutesTotal = Math.max(0, Math.floor(seconds / 60))
    const hours = Math.floor(minutesTotal / 60)
    const minutes = minutesTotal % 60
    if (hours === 0) return t("virtuals.duration.minutes", { count: minutes })
    if (minutes === 0) return t("virtuals.duration.hours", { count: hours })
    return t("virtuals.duration.both", { hours: t("virtuals.duration.hours", { count: hours }), minutes: t("virtuals.duration.minutes", { count: minutes }) })
  }
}

export function RealityCheckModal({ modal }: ModalBodyProps) {
  const send = useSend()
  const duration = useDuration()
  const intl = useIntl()
  const session = useSelector(selectRealityCheck)
  const user = useSelector(selectUser)
  const now = useNow(15_000)
  const since = typeof modal.props.firstPlacedAt === "number" ? modal.props.firstPlacedAt : session.firstPlacedAt ?? now
  const interval = typeof modal.props.intervalSeconds === "number" ? modal.props.intervalSeconds : session.intervalSeconds
  return (
    <ModalContent>
      <ModalHeading icon="clock" tone="info" title="virtuals.realityCheck.title" />
      <ModalText>
        <p><Msg id="virtuals.realityCheck.text" values={{ time: duration((now - since) / 1000) }} /></p>
        <p><Msg id="virtuals.realityCheck.interval" values={{ interval: duration(interval) }} /></p>
        <p className="reality-check__net">
          <Msg id="virtuals.realityCheck.net" values={{ amount: formatMoney(session.net, user?.account.currency ?? "gbp", intl.locale) }} />
        </p>
      </ModalText>
      <StayOrLogOut stay="virtuals.realityCheck.stay" onStay={() => send({ _tag: "RealityCheckContinued" })} logOut="virtuals.realityCheck.logout" source="reality-check" />
    </ModalContent>
  )
}
