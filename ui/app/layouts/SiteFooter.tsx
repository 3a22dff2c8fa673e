/**
 * The footer: the brand with the 18+ notice and a safer-gambling line, the verticals, and the help
 * links from configuration (spec §7: responsible play, contact) beside the safer-gambling tools, and
 * 'Get the app' (the DownloadApp dialog).
 */
import { selectBrandName, selectSiteConfig } from "../../../core/app/selectors.js"
import { BrandMark } from "../../components/BrandMark.js"
import { LocaleOddsSwitch } from "../../components/account/LocaleOddsSwitch.js"
import { Msg, useT } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"
import { useSelector, useSend } from "../runtime.js"
import { useVerticals } from "./navigation.js"

/** Help links from configuration (spec §7: responsible play, contact). */
export function HelpLinks({ className }: { readonly className?: string }) {
  const links = useSelector(selectSiteConfig)?.help_links
  const t = useT()
  if (!links) return null
  return (
    <nav aria-label={t("footer.links")} className={className}>
      <ul>
        <li><a href={links.responsible_play} target="_blank" rel="noopener noreferrer"><Msg id="footer.saferGambling" /></a></li>
        <li><a href={links.contact} target="_blank" rel="noopener noreferrer"><Msg id="footer.contact" /></a></li>
      </ul>
    </nav>
  )
}

export function SiteFooter() {
  const brand = useSelector(selectBrandName)
  const links = useSelector(selectSiteConfig)?.help_links
  const verticals = useVerticals()
  const t = useT()
  const send = useSend()
  return (
    <footer className="site-footer on-dark">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <BrandMark name={brand} />
          <p className="site-footer__age"><span className="age-badge" aria-hidden="true">18+</span><Msg id="footer.ageNotice" /></p>
          <p className="site-footer__responsible"><Msg id="footer.responsible" /></p>
        </div>
        {verticals.length > 0 ? (
          <nav className="site-footer__col" aria-label={t("footer.products")}>
            <h2 className="site-footer__heading"><Msg id="footer.products" /></h2>
            <ul>
              {verticals.map((v) => <li key={v.key}><NavLink href={v.href}><Msg id={v.label} /></NavLink></li>)}
            </ul>
          </nav>
        ) : null}
        <nav className="site-footer__col" aria-label={t("footer.links")}>
          <h2 className="site-footer__heading"><Msg id="footer.links" /></h2>
          <ul>
            {links ? <li><a href={links.responsible_play} target="_blank" rel="noopener noreferrer"><Msg id="footer.saferGambling" /></a></li> : null}
            <li><NavLink href="/account/safer-gambling"><Msg id="footer.saferGamblingTools" /></NavLink></li>
            {links ? <li><a href={links.contact} target="_blank" rel="noopener noreferrer"><Msg id="footer.contact" /></a></li> : null}
            <li><button type="button" className="site-footer__app" onClick={() => send({ _tag: "ModalOpened", name: "DownloadApp" })}><Msg id="footer.app" /></button></li>
          </ul>
        </nav>
        <LocaleOddsSwitch />
        <p className="site-footer__copy"><Msg id="footer.copyright" values={{ year: new Date().getFullYear(), brand }} /></p>
      </div>
    </footer>
  )
}
