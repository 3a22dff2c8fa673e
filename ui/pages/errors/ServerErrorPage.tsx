/**
 * The 500 page (spec §2.8): shown for unhandled view errors and a start-up that cannot run. It
 * must render with or without a working store, so the store-aware wrapper only adds the brand and
 * the contact link.
 */
import { selectBrandName, selectSiteConfig } from "../../../core/app/selectors.js"
import { BrandMark } from "../../components/BrandMark.js"
import { Icon } from "../../components/Icon.js"
import { Msg } from "../../components/Msg.js"
import { useHasRuntime, useSelector } from "../../app/runtime.js"
import "./errors.css"

export function ServerErrorView({ brand, contactUrl }: { readonly brand: string | null; readonly contactUrl: string | null }) {
  const contact = () => {
    if (contactUrl) window.open(contactUrl, "_blank", "noopener,noreferrer")
    else window.location.assign("/")
  }
  return (
    <main id="main" className="error-page error-page--full">
      {brand ? <div className="error-page__brand on-dark"><BrandMark name={brand} /></div> : null}
      <div className="error-page__panel card">
        <span className="error-page__icon error-page__icon--danger"><Icon name="error" size={32} /></span>
        <h1 className="error-page__heading"><Msg id="serverError.heading" /></h1>
        <p className="error-page__text"><Msg id="serverError.connection" /></p>
        <p className="error-page__text"><Msg id="serverError.support" /></p>
        <div className="error-page__actions">
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            <Msg id="serverError.retry" />
          </button>
          <button type="button" className="btn btn--secondary" onClick={contact}>
            <Msg id="serverError.contact" />
          </button>
        </div>
      </div>
    </main>
  )
}

function ServerErrorWithStore() {
  const brand = useSelector(selectBrandName)
  const contactUrl = useSelector(selectSiteConfig)?.help_links.contact ?? null
  return <ServerErrorView brand={brand} contactUrl={contactUrl} />
}

export function ServerErrorPage() {
  return useHasRuntime() ? <ServerErrorWithStore /> : <ServerErrorView brand={null} contactUrl={null} />
}
