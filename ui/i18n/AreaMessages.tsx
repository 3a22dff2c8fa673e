/**
 * Gives its children the messages of lazy areas (catalogues.ts, docs/decisions/0018) on top of the
 * shell's. Until they are loaded it suspends: the page's or the dialog's Suspense boundary shows
 * its "Loading" spinner, never raw ids. Messages already loaded are used at once.
 */
import { createContext, use, useContext, useMemo, type ComponentType, type ReactNode } from "react"
import { IntlProvider, useIntl } from "react-intl"
import { loadAreaCatalogue, loadedAreaCatalogue, SOURCE_LOCALE, type Catalogue, type LazyArea } from "./catalogues.js"

/** The site locale of the catalogue in force (`es`, not its Intl locale `es-MX`): I18nProvider sets it. */
export const CatalogueLocaleContext = createContext(SOURCE_LOCALE)

export function AreaMessages({ areas, children }: { readonly areas: readonly LazyArea[]; readonly children: ReactNode }) {
  const locale = useContext(CatalogueLocaleContext)
  const intl = useIntl()
  const loaded: Catalogue[] = []
  for (const area of areas) loaded.push(loadedAreaCatalogue(area, locale) ?? use(loadAreaCatalogue(area, locale)))
  // The inputs are the shell's messages and each area's catalogue (one per area, so a fixed count).
  const messages = useMemo(() => Object.assign({}, intl.messages, ...loaded) as Catalogue, [intl.messages, ...loaded])
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages} onError={intl.onError}>
      {children}
    </IntlProvider>
  )
}

/** `Page` drawn inside AreaMessages for `areas` (itself when there are none). */
export const withAreaMessages = <P extends object>(areas: readonly LazyArea[], Page: ComponentType<P>): ComponentType<P> => {
  if (areas.length === 0) return Page
  const WithAreaMessages = (props: P) => <AreaMessages areas={areas}><Page {...props} /></AreaMessages>
  WithAreaMessages.displayName = `WithAreaMessages(${Page.displayName ?? Page.name})`
  return WithAreaMessages
}
