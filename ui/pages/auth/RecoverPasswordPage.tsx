import { Link } from "wouter"
import { Msg } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import { RecoverPasswordForm } from "./RecoverPasswordForm.js"
import "./auth.css"

/** Password recovery (spec §2.3): asks for the reset e-mail. */
export function RecoverPasswordPage() {
  return (
    <div className="auth">
      <div className="auth__intro">
        <PageHeading><Msg id="recover.heading" /></PageHeading>
        <p className="lede"><Msg id="recover.text" /></p>
      </div>
      <RecoverPasswordForm />
      <p className="auth__switch"><Link href="/login"><Msg id="recover.backToLogin" /></Link></p>
    </div>
  )
}
