import { Link } from "wouter"
import { selectForm, selectIsLoggedIn } from "../../../core/app/selectors.js"
import { FormMessage } from "../../components/Fields.js"
import { Msg, TextView } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { SubmitButton } from "./SubmitButton.js"
import "./auth.css"

/** The confirmation link did not work: account holders can ask for a new e-mail, visitors log in first. */
export function ConfirmationFailurePage() {
  const loggedIn = useSelector(selectIsLoggedIn)
  const resend = useSelector(selectForm("resend"))
  const send = useSend()
  return (
    <div className="auth auth--center">
      <span className="auth__badge auth__badge--danger" aria-hidden="true">!</span>
      <PageHeading><Msg id="confirmationFailure.heading" /></PageHeading>
      <p className="lede"><Msg id="confirmationFailure.text" /></p>
      {loggedIn ? (
        <form className="auth__stack" onSubmit={(e) => { e.preventDefault(); send({ _tag: "ConfirmationEmailRequested" }) }}>
          {resend.status === "succeeded" ? <FormMessage tone="success"><Msg id="email.resent" /></FormMessage> : null}
          {resend.status === "failed" && resend.error ? <FormMessage tone="error"><TextView text={resend.error} /></FormMessage> : null}
          <SubmitButton busy={resend.status === "submitting"}><Msg id="confirmationFailure.resend" /></SubmitButton>
        </form>
      ) : (
        <div className="auth__stack">
          <p><Msg id="confirmationFailure.loginText" /></p>
          <Link href={`/login?redirect=${encodeURIComponent("/auth/confirmation-failure")}`} className="btn btn--primary btn--block">
            <Msg id="confirmationFailure.login" />
          </Link>
        </div>
      )}
    </div>
  )
}
