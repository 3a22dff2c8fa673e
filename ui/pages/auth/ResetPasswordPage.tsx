import { useState, type FormEvent } from "react"
import { Link } from "wouter"
import { selectForm } from "../../../core/app/selectors.js"
import { fieldError, FormError, FormMessage, PasswordField } from "../../components/Fields.js"
import { Msg, TextView } from "../../components/Msg.js"
import { AuthIntro } from "./AuthIntro.js"
import { useSelector, useSend } from "../../app/runtime.js"
import type { PageProps } from "../../app/pages.js"
import { SubmitButton } from "./SubmitButton.js"
import "./auth.css"

/** Password reset from the e-mailed link (`?token=`). On success core logs the person in and navigates. */
export function ResetPasswordPage({ query }: PageProps) {
  const token = query.token ?? ""
  const form = useSelector(selectForm("reset"))
  const send = useSend()
  const [password, setPassword] = useState("")

  const submit = (e: FormEvent) => {
    e.preventDefault()
    send({ _tag: "PasswordResetSubmitted", token, password })
  }

  return (
    <div className="auth">
      <AuthIntro heading={<Msg id="reset.heading" />}>
        {token ? <p className="lede"><Msg id="reset.text" /></p> : null}
      </AuthIntro>
      {token === "" ? (
        <>
          <FormMessage tone="error"><Msg id="reset.missingToken" /></FormMessage>
          <Link href="/auth/password/recover" className="btn btn--primary btn--block"><Msg id="reset.requestNew" /></Link>
        </>
      ) : (
        <form className="form-stack" onSubmit={submit} noValidate>
          <FormError form={form} shownFields={["password"]} />
          <PasswordField label={<Msg id="field.newPassword" />} name="password" autoComplete="new-password"
            value={password} onValueChange={setPassword} error={fieldError(form.fields.password)} />
          <SubmitButton busy={form.status === "submitting"}><Msg id="reset.submit" /></SubmitButton>
        </form>
      )}
    </div>
  )
}
