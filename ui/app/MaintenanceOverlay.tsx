/**
 * The maintenance overlay (spec §4): shown while core says the site is in maintenance; it cannot
 * be closed, and the page behind it is inert. Non-production builds offer a way out of a broken
 * environment override (MaintenanceOverridesReset).
 */
import { useEffect, useId, useRef } from "react"
import { FormattedMessage } from "react-intl"
import { selectBrandName, selectIsProduction } from "../../core/app/selectors.js"
import { BrandMark, BrandName } from "../components/BrandMark.js"
import { Icon } from "../components/Icon.js"
import { Msg } from "../components/Msg.js"
import { HandOver } from "./handover.js"
import { useSelector, useSend } from "./runtime.js"
import "./overlays.css"

export function MaintenanceOverlay() {
  const brand = useSelector(selectBrandName)
  const production = useSelector(selectIsProduction)
  const send = useSend()
  const titleId = useId()
  const textId = useId()
  const titleRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    titleRef.current?.focus()
  }, [])

  return (
    <div className="maintenance" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}
      data-testid="maintenance-overlay">
      <HandOver />
      <div className="maintenance__panel">
        <div className="maintenance__brand on-dark"><BrandMark name={brand} /></div>
        <span className="maintenance__icon"><Icon name="wrench" size={28} /></span>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="maintenance__title">
          <FormattedMessage id="maintenance.title" values={{ brand: <BrandName name={brand} /> }} />
        </h2>
        <p id={textId} className="maintenance__text"><Msg id="maintenance.text" /></p>
        {production ? null : (
          <button type="button" className="btn btn--link maintenance__reset" onClick={() => send({ _tag: "MaintenanceOverridesReset" })}>
            <Msg id="maintenance.reset" />
          </button>
        )}
      </div>
    </div>
  )
}
