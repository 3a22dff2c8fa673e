import { useState, type FormEvent } from "react"
import { Link } from "wouter"
import { selectForm } from "../../../core/app/selectors.js"
import { fieldError, FormError, FormMessage, TextField } from "../../components/Fields.js"
import { Msg, TextView } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { SubmitButton } from "./SubmitButton.js"
import "./auth.css"

/** Password recovery (spec §2.3): asks for the reset e-mail. */
export function RecoverPasswordPage() {
  const form = useSelector(selectForm("recover"))
  const send = useSend()
  const [email, setEmail] = useState("")

  const submit = (e: FormEvent) => {
    e.preventDefault()
    send({ _tag: "PasswordRecoverySubmitted", email })
  }

  return (
    <div className="auth">
      <div className="auth__intro">
        <PageHeading><Msg id="recover.heading" /></PageHeading>
        <p className="lede"><Msg id="recover.text" /></p>
      </div>
      {form.status === "succeeded" ? (
        <FormMessage tone="success"><Msg id="password.recoverSent" /></FormMessage>
      ) : (
        <form className="form-stack" onSubmit={submit} noValidate>
          <FormError form={form} shownFields={["email"]} />
          <TextField label={<Msg id="field.email" />} type="email" name="email" autoComplete="email" inputMode="email"
            autoCapitalize="off" spellCheck={false} value={email} onValueChange={setEmail} error={fieldError(form.fields.email)} />
          <SubmitButton busy={form.status === "submitting"}><Msg id="recover.submit" /></SubmitButton>
        </form>
      )}
      <p className="auth__switch"><Link href="/login"><Msg id="recover.backToLogin" /></Link></p>
    </div>
  )
}
