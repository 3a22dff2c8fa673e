/**
 * The password-recovery form (spec §2.3): asks for the reset e-mail, then says it was sent. The
 * recover-password page and the login dialogs both show it; in a dialog its field takes the focus.
 */
import { useState, type FormEvent } from "react"
import { selectForm } from "../../../core/app/selectors.js"
import { fieldError, FormError, FormMessage, TextField } from "../../components/Fields.js"
import { Msg } from "../../components/Msg.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { SubmitButton } from "./SubmitButton.js"
import "../../modals/account/account-dialogs.css"

export function RecoverPasswordForm({ inDialog = false, focusFirst = false }: { readonly inDialog?: boolean; readonly focusFirst?: boolean }) {
  const form = useSelector(selectForm("recover"))
  const send = useSend()
  const [email, setEmail] = useState("")

  const submit = (e: FormEvent) => {
    e.preventDefault()
    send({ _tag: "PasswordRecoverySubmitted", email })
  }

  if (form.status === "succeeded") {
    return <FormMessage tone="success"><Msg id="password.recoverSent" /></FormMessage>
  }
  return (
    <form className={inDialog ? "form-stack account-dialog__form" : "form-stack"} onSubmit={submit} noValidate>
      <FormError form={form} shownFields={["email"]} />
      <TextField label={<Msg id="field.email" />} type="email" name="email" autoComplete="email" inputMode="email"
        autoCapitalize="off" spellCheck={false} value={email} onValueChange={setEmail} error={fieldError(form.fields.email)}
        autoFocus={focusFirst || undefined} data-autofocus={inDialog || undefined} />
      <SubmitButton busy={form.status === "submitting"}><Msg id="recover.submit" /></SubmitButton>
    </form>
  )
}
