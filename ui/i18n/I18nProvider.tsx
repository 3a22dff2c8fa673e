/**
 * Provides react-intl for the locale in state (`site.locale`), falling back to en-GB while a
 * translation loads and for any id it lacks. A locale that fails to load is logged (spec §8) and
 * the source catalogue stays in force.
 *
 * The catalogue here is the shell's; lazy areas' messages are added below by AreaMessages. A new
 * locale is put in force once its shell files and the files of every area already in use have
 * loaded, in a transition: the page on screen keeps its words until the new ones are all there.
 */
import { startTransition, useEffect, useState, type ReactNode } from "react"
import { IntlProvider, type IntlConfig } from "react-intl"
import { CatalogueLocaleContext } from "./AreaMessages.js"
import {
  areasInUse, intlLocaleOf, loadAreaCatalogue, loadCatalogue, setCatalogueLocale, sourceMessages, SOURCE_LOCALE, type Catalogue,
} from "./catalogues.js"

const onError: NonNullable<IntlConfig["onError"]> = (error) => {
  // Untranslated ids fall back to en-GB by design; anything else is a real defect.
  if (error.code === "MISSING_TRANSLATION") return
  console.error(error)
}

export function I18nProvider({ locale, initial, children }: {
  readonly locale: string
  /** A catalogue already loaded (the server's prerender, ui/prerender.tsx); else en-GB until the locale's loads. */
  readonly initial?: { readonly locale: string; readonly messages: Catalogue }
  readonly children: ReactNode
}) {
  const [loaded, setLoaded] = useState<{ readonly locale: string; readonly messages: Catalogue }>(
    initial ?? { locale: SOURCE_LOCALE, messages: sourceMessages },
  )

  useEffect(() => {
    if (locale === loaded.locale) return
    let current = true
    Promise.all([loadCatalogue(locale), ...areasInUse().map((area) => loadAreaCatalogue(area, locale))]).then(
      ([messages]) => current && startTransition(() => setLoaded({ locale, messages })),
      (error: unknown) => console.error(`Could not load the ${locale} messages`, error),
    )
    return () => {
      current = false
    }
  }, [locale, loaded.locale])

  const intlLocale = intlLocaleOf(loaded.locale)
  useEffect(() => {
    document.documentElement.lang = intlLocale
    setCatalogueLocale(loaded.locale)
  }, [intlLocale, loaded.locale])

  return (
    <CatalogueLocaleContext.Provider value={loaded.locale}>
      <IntlProvider
        locale={intlLocale}
        defaultLocale={SOURCE_LOCALE}
        messages={loaded.messages}
        onError={onError}
      >
        {children}
      </IntlProvider>
    </CatalogueLocaleContext.Provider>
  )
}

/** The en-GB provider used where state may be unusable (the outermost error page). */
export function FallbackIntlProvider({ children }: { readonly children: ReactNode }) {
  return (
    <IntlProvider locale={SOURCE_LOCALE} defaultLocale={SOURCE_LOCALE} messages={sourceMessages} onError={onError}>
      {children}
    </IntlProvider>
  )
}
