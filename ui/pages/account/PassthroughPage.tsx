/**
 * /auth/passthrough?token=… (spec §2.4): a one-time link, e.g. from an e-mail, that logs the bettor
 * in and lands them on the page it names. Core spends the token (core/account PassthroughOpened);
 * this page only says what is happening, or that the link no longer works.
 */
import { useEffect } from "react"
import { selectPassthrough } from "../../../core/account/index.js"
import { Icon } from "../../components/Icon.js"
import { Msg } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"
import { PageHeading } from "../../components/PageHeading.js"
import { Spinner } from "../../components/Spinner.js"
import type { PageProps } from "../../app/pages.js"
import { useSelector, useSend } from "../../app/runtime.js"
import "./account-pages.css"

export function PassthroughPage({ query }: PageProps) {
  const send = useSend()
  const state = useSelector(selectPassthrough)
  const token = query.token ?? ""
  useEffect(() => {
    if (token) send({ _tag: "PassthroughOpened", token })
  }, [send, token])
  const failed = state === "failed" || token === ""
  return (
    <div className="account account-sub kyc-success">
      <div className="kyc-success__card card" aria-busy={!failed}>
        {failed ? (
          <>
            <span className="modal__icon modal__icon--warning"><Icon name="alert" size={28} /></span>
            <PageHeading><Msg id="account.passthrough.failed" /></PageHeading>
            <p className="lede"><Msg id="account.passthrough.failedText" /></p>
            <NavLink href="/login" className="btn btn--primary"><Msg id="account.passthrough.login" /></NavLink>
          </>
        ) : (
          <>
            <Spinner size="lg" />
            <PageHeading><Msg id="account.passthrough.signingIn" /></PageHeading>
          </>
        )}
      </div>
    </div>
  )
}
