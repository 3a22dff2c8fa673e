/**
 * Logging in without leaving the page (spec §2.10 dialogs Auth, Login, PasswordReset): the login
 * page's form and the recover-password page's form in a dialog. They send the pages' own events
 * (LoginSubmitted, PasswordRecoverySubmitted) and read the pages' own form states
 * (selectForm("login"), selectForm("recover")), so a dialog logs in exactly as /login does.
 *
 * - Auth and Login close themselves once the person is logged in (selectIsLoggedIn).
 * - 'Forgot your password?' turns the dialog into the recovery form in place, and back.
 * - Joining is a page (the sign-up steps): the link closes the dialog on its way there.
 */
import { useEffect, useState, type FormEvent } from "react"
import { Link } from "wouter"
import { selectBrandName, selectForm, selectIsLoggedIn } from "../../../core/app/selectors.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { fieldError, FormError, PasswordField, TextField } from "../../components/Fields.js"
import { Msg } from "../../components/Msg.js"
import { RecoverPasswordForm } from "../../pages/auth/RecoverPasswordForm.js"
import { SubmitButton } from "../../pages/auth/SubmitButton.js"
import { CloseButton, ModalActions, ModalContent, ModalText, ModalTitle, type ModalBodyProps } from "../ModalParts.js"
import { modalTitleId } from "../PlaceholderModal.js"
import "./account-dialogs.css"

/** Closes the dialog as soon as the person is logged in (by this dialog or any other way). */
function useCloseOnLogin(id: string) {
  const loggedIn = useSelector(selectIsLoggedIn)
  const send = useSend()
  useEffect(() => {
    if (loggedIn) send({ _tag: "ModalClosed", id })
  }, [loggedIn, send, id])
}

/** The login page's form (ui/pages/auth/LoginPage.tsx), same fields, same event. */
function LoginForm({ onForgot }: { readonly onForgot: () => void }) {
  const form = useSelector(selectForm("login"))
  const send = useSend()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")

  const submit = (e: FormEvent) => {
    e.preventDefault()
    send({ _tag: "LoginSubmitted", email, password })
  }

  return (
    <form className="form-stack account-dialog__form" onSubmit={submit} noValidate>
      <FormError form={form} shownFields={["email", "password"]} />
      <TextField label={<Msg id="field.email" />} type="email" name="email" autoComplete="email" inputMode="email"
        autoCapitalize="off" spellCheck={false} value={email} onValueChange={setEmail} error={fieldError(form.fields.email)}
        data-autofocus />
      <PasswordField label={<Msg id="field.password" />} name="password" autoComplete="current-password"
        value={password} onValueChange={setPassword} error={fieldError(form.fields.password)} />
      <div className="account-dialog__aside">
        <button type="button" className="btn btn--link" onClick={onForgot}><Msg id="login.forgot" /></button>
      </div>
      <SubmitButton busy={form.status === "submitting"}><Msg id="login.submit" /></SubmitButton>
    </form>
  )
}

/** The recovery form inside a login dialog, with the way back to logging in. */
function RecoverInPlace({ onBack }: { readonly onBack: () => void }) {
  return (
    <ModalContent align="start">
      <ModalTitle><Msg id="modal.PasswordReset.title" /></ModalTitle>
      <ModalText><p><Msg id="recover.text" /></p></ModalText>
      <RecoverPasswordForm inDialog focusFirst />
      <p className="account-dialog__switch">
        <button type="button" className="btn btn--link" onClick={onBack}><Msg id="recover.backToLogin" /></button>
      </p>
    </ModalContent>
  )
}

function JoinLink({ id, className }: { readonly id: string; readonly className?: string }) {
  const send = useSend()
  return (
    <Link href="/auth/signup" className={className} onClick={() => send({ _tag: "ModalClosed", id })}>
      <Msg id="login.join" />
    </Link>
  )
}

/** Auth: log in here, or go and open an account. */
export function AuthModal({ modal }: ModalBodyProps) {
  useCloseOnLogin(modal.id)
  const [recovering, setRecovering] = useState(false)
  if (recovering) return <RecoverInPlace onBack={() => setRecovering(false)} />
  return (
    <ModalContent align="start">
      <ModalTitle><Msg id={modalTitleId(modal.name)} /></ModalTitle>
      <ModalText><p><Msg id="welcome.text" /></p></ModalText>
      <LoginForm onForgot={() => setRecovering(true)} />
      <ModalActions>
        <JoinLink id={modal.id} className="btn btn--secondary" />
      </ModalActions>
    </ModalContent>
  )
}

/** Login: the login form, for a visitor who tried something that needs a session (e.g. placing a bet). */
export function LoginModal({ modal }: ModalBodyProps) {
  useCloseOnLogin(modal.id)
  const brand = useSelector(selectBrandName)
  const [recovering, setRecovering] = useState(false)
  if (recovering) return <RecoverInPlace onBack={() => setRecovering(false)} />
  return (
    <ModalContent align="start">
      <ModalTitle><Msg id={modalTitleId(modal.name)} /></ModalTitle>
      <ModalText><p><Msg id="login.intro" values={{ brand }} /></p></ModalText>
      <LoginForm onForgot={() => setRecovering(true)} />
      <p className="account-dialog__switch">
        <Msg id="login.noAccount" values={{ brand }} /> <JoinLink id={modal.id} />
      </p>
    </ModalContent>
  )
}

/** PasswordReset: request the reset e-mail without leaving the page. */
export function PasswordResetModal({ modal }: ModalBodyProps) {
  const form = useSelector(selectForm("recover"))
  return (
    <ModalContent align="start">
      <ModalTitle><Msg id={modalTitleId(modal.name)} /></ModalTitle>
      <ModalText><p><Msg id="recover.text" /></p></ModalText>
      <RecoverPasswordForm inDialog />
      {form.status === "succeeded" ? (
        <ModalActions>
          <CloseButton id={modal.id} label="account.dialog.close" autofocus />
        </ModalActions>
      ) : null}
    </ModalContent>
  )
}
