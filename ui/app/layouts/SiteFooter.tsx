import { selectBrandName, selectSiteConfig } from "../../../core/app/selectors.js"
import { BrandMark } from "../../components/BrandMark.js"
import { Msg, useT } from "../../components/Msg.js"
import { useSelector } from "../runtime.js"

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
  return (
    <footer className="site-footer on-dark">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <BrandMark name={brand} />
          <p className="site-footer__age"><span className="age-badge" aria-hidden="true">18+</span><Msg id="footer.ageNotice" /></p>
        </div>
        <HelpLinks className="site-footer__links" />
        <p className="site-footer__copy"><Msg id="footer.copyright" values={{ year: new Date().getFullYear(), brand }} /></p>
      </div>
    </footer>
  )
}
