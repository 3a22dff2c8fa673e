/**
 * The one place money and core's texts become strings.
 *
 * Money arrives as integer minor units (DESIGN.md §2); it is divided by 100 here and nowhere else.
 */
import type { IntlShape } from "react-intl"
import type { Text } from "../../core/app/text.js"

const moneyFormats = new Map<string, Intl.NumberFormat>()

/** `minor` pence/centavos in `currency` (gbp, eur…), formatted for `locale`. */
export const formatMoney = (minor: number, currency: string, locale: string): string => {
  const key = `${locale}|${currency}`
  let format = moneyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() })
    moneyFormats.set(key, format)
  }
  return format.format(minor / 100)
}

/** A core `Text`: a catalogue message with its values, or the server's words verbatim. */
export const formatText = (intl: IntlShape, text: Text): string =>
  text._tag === "Literal" ? text.text : intl.formatMessage({ id: text.id }, text.values)
