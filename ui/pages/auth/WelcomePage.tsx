import { Link } from "wouter"
import { selectBrandName } from "../../../core/app/selectors.js"
import { Msg } from "../../components/Msg.js"
import { AuthIntro } from "./AuthIntro.js"
import { useSelector } from "../../app/runtime.js"
import { useQueryParam } from "../../app/location.js"
import "./auth.css"

/** The welcome page (spec §2.3), where authenticated-only mode sends visitors. */
export function WelcomePage() {
  const brand = useSelector(selectBrandName)
  const redirect = useQueryParam("redirect")
  const loginHref = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : "/login"
  return (
    <div className="auth auth--center">
      <AuthIntro heading={<Msg id="welcome.heading" values={{ brand }} />}>
        <p className="lede"><Msg id="welcome.text" /></p>
      </AuthIntro>
      <div className="auth__stack">
        <Link href={loginHref} className="btn btn--primary btn--block"><Msg id="welcome.login" /></Link>
        <Link href="/auth/signup" className="btn btn--secondary btn--block"><Msg id="welcome.join" /></Link>
      </div>
    </div>
  )
}
