/**
 * What a route of core's table shows until its vertical's page is built: its title and a way
 * home. Unlike the 404 page it says nothing about the address being wrong, because it is not.
 */
import { useIntl } from "react-intl"
import { useLocation } from "wouter"
import { selectBrandName } from "../../../core/app/selectors.js"
import { Icon } from "../../components/Icon.js"
import { Msg } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import { useSelector } from "../../app/runtime.js"
import "../errors/errors.css"

export function ComingSoonPage({ titleId }: { readonly titleId: string }) {
  const intl = useIntl()
  const brand = useSelector(selectBrandName)
  const [, navigate] = useLocation()
  return (
    <div className="error-page">
      <div className="error-page__panel card">
        <span className="error-page__icon error-page__icon--info"><Icon name="wrench" size={30} /></span>
        <PageHeading className="error-page__heading">{intl.formatMessage({ id: titleId })}</PageHeading>
        <p className="error-page__text"><Msg id="comingSoon.text" values={{ brand }} /></p>
        <div className="error-page__actions">
          <button type="button" className="btn btn--secondary" onClick={() => navigate("/")}><Msg id="comingSoon.home" /></button>
        </div>
      </div>
    </div>
  )
}
