import { selectBrandName } from "../../core/app/selectors.js"
import { FormattedMessage } from "react-intl"
import { BrandMark, BrandName } from "../components/BrandMark.js"
import { Spinner } from "../components/Spinner.js"
import { useSelector } from "./runtime.js"
import "./overlays.css"

/** While start-up runs and no site config has arrived: the brand and a spinner, never a blank page. */
export function StartupScreen() {
  const brand = useSelector(selectBrandName)
  return (
    <div className="startup on-dark" role="status" aria-live="polite">
      <BrandMark name={brand} size="lg" />
      <Spinner size="lg" />
      <p className="startup__text"><FormattedMessage id="app.startup" values={{ brand: <BrandName name={brand} /> }} /></p>
    </div>
  )
}
