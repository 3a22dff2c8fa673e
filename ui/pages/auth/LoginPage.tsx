import { useState, type FormEvent } from "react"
import { Link } from "wouter"
import { selectBrandName, selectForm } from "../../../core/app/selectors.js"
import { fieldError, FormError, FormMessage, PasswordField, TextField } from "../../components/Fields.js"
import { Msg, TextView } from "../../components/Msg.js"
import { AuthIntro } from "./AuthIntro.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { SubmitButton } from "./SubmitButton.js"
import "./auth.css"

/** Log in (spec §2.3). Where to go afterwards (the `redirect` query) is core's decision. */
export function LoginPage() {
  const brand = useSelector(selectBrandName)
  const form = useSelector(selectForm("login"))
  const send = useSend()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const busy = form.status === "submitting"

  const submit = (e: FormEvent) => {
    e.preventDefault()
    send({ _tag: "LoginSubmitted", email, password })
  }

  return (
    <div className="auth">
      <AuthIntro heading={<Msg id="login.heading" />}>
        <p className="lede"><Msg id="login.intro" values={{ brand }} /></p>
      </AuthIntro>
      <form className="form-stack" onSubmit={submit} noValidate>
        <FormError form={form} shownFields={["email", "password"]} />
        <TextField label={<Msg id="field.email" />} type="email" name="email" autoComplete="email" inputMode="email"
          autoCapitalize="off" spellCheck={false} value={email} onValueChange={setEmail} error={fieldError(form.fields.email)} />
        <PasswordField label={<Msg id="field.password" />} name="password" autoComplete="current-password"
          value={password} onValueChange={setPassword} error={fieldError(form.fields.password)} />
        <div className="auth__aside">
          <Link href="/auth/password/recover"><Msg id="login.forgot" /></Link>
        </div>
        <SubmitButton busy={busy}><Msg id="login.submit" /></SubmitButton>
      </form>
      <p className="auth__switch">
        <Msg id="login.noAccount" values={{ brand }} /> <Link href="/auth/signup"><Msg id="login.join" /></Link>
      </p>
    </div>
  )
}
