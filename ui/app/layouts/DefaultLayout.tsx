import type { ReactNode } from "react"
import { Msg } from "../../components/Msg.js"
import { SiteFooter } from "./SiteFooter.js"
import { SiteHeader } from "./SiteHeader.js"
import "../shell.css"

/** The site's frame: dark header, the page, and the footer with the safer-gambling notice. */
export function DefaultLayout({ routeName, children }: { readonly routeName: string | null; readonly children: ReactNode }) {
  return (
    <div className="default-layout">
      <a className="skip-link" href="#main"><Msg id="app.skipToContent" /></a>
      <SiteHeader routeName={routeName} />
      <main id="main" className="site-main">{children}</main>
      <SiteFooter />
    </div>
  )
}
