/**
 * The 500 page (spec §2.8): shown for unhandled view errors and a start-up that cannot run. It
 * must render with or without a working store, so the store-aware wrapper only adds the brand and
 * the contact link. `embedded`: inside a layout (a page whose chunk failed to load), it is the
 * page's content rather than a whole screen, so it brings no main landmark or brand of its own.
 */
import { selectBrandName, selectSiteConfig } from "../../../core/app/selectors.js"
import { BrandMark } from "../../components/BrandMark.js"
import { Icon } from "../../components/Icon.js"
import { Msg } from "../../components/Msg.js"
import { HandOver } from "../../app/handover.js"
import { useHasRuntime, useSelector } from "../../app/runtime.js"
import "./errors.css"

export function ServerErrorView({ brand, contactUrl, embedded = false }: {
  readonly brand: string | null
  readonly contactUrl: string | null
  readonly embedded?: boolean
}) {
  const contact = () => {
    if (contactUrl) window.open(contactUrl, "_blank", "noopener,noreferrer")
    else window.location.assign("/")
  }
  const panel = (
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
  )
  if (embedded) return <div className="error-page">{panel}</div>
  return (
    <main id="main" className="error-page error-page--full">
      {brand ? <div className="error-page__brand on-dark"><BrandMark name={brand} /></div> : null}
      {panel}
    </main>
  )
}

function ServerErrorWithStore({ embedded }: { readonly embedded: boolean }) {
  const brand = useSelector(selectBrandName)
  const contactUrl = useSelector(selectSiteConfig)?.help_links.contact ?? null
  return <ServerErrorView brand={brand} contactUrl={contactUrl} embedded={embedded} />
}

export function ServerErrorPage({ embedded = false }: { readonly embedded?: boolean }) {
  return (
    <>
      <HandOver />
      {useHasRuntime() ? <ServerErrorWithStore embedded={embedded} /> : <ServerErrorView brand={null} contactUrl={null} embedded={embedded} />}
    </>
  )
}
