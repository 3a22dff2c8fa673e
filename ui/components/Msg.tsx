/** Catalogue texts, with ids checked against the en-GB catalogue at compile time. */
import { useCallback } from "react"
import { FormattedMessage, useIntl } from "react-intl"
import type { Text } from "../../core/kernel/index.js"
import type { MessageId } from "../i18n/catalogues.js"
import { formatText } from "../i18n/format.js"

type Values = Readonly<Record<string, string | number>>

export function Msg({ id, values }: { readonly id: MessageId; readonly values?: Values }) {
  return <FormattedMessage id={id} values={values} />
}

/** A formatter for attributes (aria-label, placeholder, document.title) that need a string. */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl()
  return useCallback((id: MessageId, values?: Values) => intl.formatMessage({ id }, values), [intl])
}

/** Renders a core `Text`: a message in the active locale or the server's words verbatim. */
export function TextView({ text }: { readonly text: Text }) {
  const intl = useIntl()
  return <>{formatText(intl, text)}</>
}
