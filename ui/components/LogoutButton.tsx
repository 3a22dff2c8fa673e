/** The person's own logout (LogoutRequested with no source: nobody but them asked for it), with the logout icon. */
import { useSend } from "../app/runtime.js"
import type { MessageId } from "../i18n/catalogues.js"
import { Icon } from "./Icon.js"
import { Msg } from "./Msg.js"

export function LogoutButton({ className, label }: { readonly className: string; readonly label: MessageId }) {
  const send = useSend()
  return (
    <button type="button" className={className} onClick={() => send({ _tag: "LogoutRequested", source: null })}>
      <Icon name="logout" size={18} />
      <Msg id={label} />
    </button>
  )
}
