import { Link } from "wouter"
import { Msg } from "../../components/Msg.js"
import { AuthIntro } from "./AuthIntro.js"
import { RecoverPasswordForm } from "./RecoverPasswordForm.js"
import "./auth.css"

/** Password recovery (spec §2.3): asks for the reset e-mail. */
export function RecoverPasswordPage() {
  return (
    <div className="auth">
      <AuthIntro heading={<Msg id="recover.heading" />}>
        <p className="lede"><Msg id="recover.text" /></p>
      </AuthIntro>
      <RecoverPasswordForm />
      <p className="auth__switch"><Link href="/login"><Msg id="recover.backToLogin" /></Link></p>
    </div>
  )
}
