/**
 * The one place money and core's texts become strings.
 *
 * Money arrives as integer minor units (DESIGN.md §2); core/format/money.ts divides it by 100.
 */
import type { IntlShape } from "react-intl"
import type { Text } from "../../core/kernel/index.js"

/** `minor` pence/centavos in `currency` (gbp, eur…), formatted for `locale`: core/format/money.ts. */
export { formatMoney } from "../../core/format/money.js"

/** A core `Text`: a catalogue message with its values, or the server's words verbatim. */
export const formatText = (intl: IntlShape, text: Text): string =>
  text._tag === "Literal" ? text.text : intl.formatMessage({ id: text.id }, text.values)
