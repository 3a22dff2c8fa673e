import { useEffect, useRef } from "react"
import { Link, useLocation } from "wouter"
import { selectForm, selectIsLoggedIn } from "../../../core/app/selectors.js"
import { FormMessage } from "../../components/Fields.js"
import { Msg } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import { Spinner } from "../../components/Spinner.js"
import { useSelector, useSend } from "../../app/runtime.js"
import type { PageProps } from "../../app/pages.js"
import "./auth.css"

const FAILURE_PATH = "/auth/confirmation-failure"

/** E-mail confirmation from the e-mailed link (`?token=`): sends the token once, then reports. */
export function ConfirmationPage({ query }: PageProps) {
  const token = query.token ?? ""
  const form = useSelector(selectForm("confirm"))
  const loggedIn = useSelector(selectIsLoggedIn)
  const send = useSend()
  const [, navigate] = useLocation()
  const opened = useRef(false)

  useEffect(() => {
    if (opened.current) return
    opened.current = true
    if (token === "") navigate(FAILURE_PATH, { replace: true })
    else send({ _tag: "EmailConfirmationOpened", token })
  }, [token, send, navigate])

  useEffect(() => {
    if (form.status === "failed") navigate(FAILURE_PATH, { replace: true })
  }, [form.status, navigate])

  if (form.status === "succeeded") {
    return (
      <div className="auth auth--center">
        <span className="auth__badge auth__badge--success" aria-hidden="true">✓</span>
        <PageHeading><Msg id="confirmation.doneHeading" /></PageHeading>
        <FormMessage tone="success"><Msg id="email.confirmed" /></FormMessage>
        <Link href={loggedIn ? "/account" : "/login"} className="btn btn--primary btn--block"><Msg id="confirmation.continue" /></Link>
      </div>
    )
  }
  return (
    <div className="auth auth--center">
      <PageHeading><Msg id="confirmation.heading" /></PageHeading>
      <div className="auth__progress" role="status">
        <Spinner />
        <p><Msg id="confirmation.progress" /></p>
      </div>
    </div>
  )
}
