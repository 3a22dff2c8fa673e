import { useIntl } from "react-intl"
import { formatMoney } from "../i18n/format.js"

/** An amount in minor units, in the given currency, formatted for the active locale. */
export function Money({ minor, currency }: { readonly minor: number; readonly currency: string }) {
  const intl = useIntl()
  return <>{formatMoney(minor, currency, intl.locale)}</>
}
