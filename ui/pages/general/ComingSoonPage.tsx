/**
 * What a route of core's table shows until its vertical's page is built: its title, a line saying
 * it is on its way, and the way home. Unlike the 404 page it says nothing about the address being
 * wrong, because it is not.
 */
import { useIntl } from "react-intl"
import { selectBrandName } from "../../../core/app/selectors.js"
import { Icon } from "../../components/Icon.js"
import { Msg } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"
import { PageHeading } from "../../components/PageHeading.js"
import { useSelector } from "../../app/runtime.js"
import "./general.css"

export function ComingSoonPage({ titleId }: { readonly titleId: string }) {
  const intl = useIntl()
  const brand = useSelector(selectBrandName)
  return (
    <div className="coming-soon" data-testid="coming-soon">
      <div className="coming-soon__panel card">
        <div className="coming-soon__art on-dark" aria-hidden="true">
          <span className="coming-soon__ring"><Icon name="star" size={34} /></span>
        </div>
        <div className="coming-soon__body">
          <p className="coming-soon__badge"><Msg id="comingSoon.badge" /></p>
          <PageHeading className="coming-soon__title">{intl.formatMessage({ id: titleId })}</PageHeading>
          <p className="coming-soon__text"><Msg id="comingSoon.text" values={{ brand }} /></p>
          <div className="coming-soon__actions">
            <NavLink href="/" className="btn btn--primary">
              <Icon name="arrowLeft" size={18} />
              <Msg id="comingSoon.home" />
            </NavLink>
          </div>
        </div>
      </div>
    </div>
  )
}
