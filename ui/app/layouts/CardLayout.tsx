import type { ReactNode } from "react"
import { Link } from "wouter"
import { selectBrandName } from "../../../core/app/selectors.js"
import { BrandMark } from "../../components/BrandMark.js"
import { Msg, useT } from "../../components/Msg.js"
import { useSelector } from "../runtime.js"
import { HelpLinks } from "./SiteFooter.js"
import "../shell.css"

export type CardVariant = "auth" | "welcome" | "signup" | "email-auth"

/** The auth, welcome, signup and e-mail layouts: the brand above one centred card. */
export function CardLayout({ variant, children }: { readonly variant: CardVariant; readonly children: ReactNode }) {
  const brand = useSelector(selectBrandName)
  const t = useT()
  return (
    <div className={`card-layout card-layout--${variant}`}>
      <a className="skip-link" href="#main"><Msg id="app.skipToContent" /></a>
      <header className="card-layout__header on-dark">
        <Link href="/" className="card-layout__brand" aria-label={t("header.home", { brand })}>
          <BrandMark name={brand} size="lg" />
        </Link>
      </header>
      <main id="main" className="card-layout__main">
        <div className="card card-layout__card">{children}</div>
      </main>
      <footer className="card-layout__footer on-dark">
        <p className="card-layout__age"><span className="age-badge" aria-hidden="true">18+</span><Msg id="footer.ageNotice" /></p>
        <HelpLinks className="card-layout__links" />
      </footer>
    </div>
  )
}
