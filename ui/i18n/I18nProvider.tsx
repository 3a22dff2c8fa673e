/**
 * Provides react-intl for the locale in state (`site.locale`), falling back to en-GB while a
 * translation loads and for any id it lacks. A locale that fails to load is logged (spec §8) and
 * the source catalogue stays in force.
 */
import { useEffect, useState, type ReactNode } from "react"
import { IntlProvider, type IntlConfig } from "react-intl"
import { intlLocaleOf, loadCatalogue, sourceMessages, SOURCE_LOCALE, type Catalogue } from "./catalogues.js"

const onError: NonNullable<IntlConfig["onError"]> = (error) => {
  // Untranslated ids fall back to en-GB by design; anything else is a real defect.
  if (error.code === "MISSING_TRANSLATION") return
  console.error(error)
}

export function I18nProvider({ locale, children }: { readonly locale: string; readonly children: ReactNode }) {
  const [loaded, setLoaded] = useState<{ readonly locale: string; readonly messages: Catalogue }>({
    locale: SOURCE_LOCALE,
    messages: sourceMessages,
  })

  useEffect(() => {
    if (locale === loaded.locale) return
    let current = true
    loadCatalogue(locale).then(
      (messages) => current && setLoaded({ locale, messages }),
      (error: unknown) => console.error(`Could not load the ${locale} messages`, error),
    )
    return () => {
      current = false
    }
  }, [locale, loaded.locale])

  const intlLocale = intlLocaleOf(loaded.locale)
  useEffect(() => {
    document.documentElement.lang = intlLocale
  }, [intlLocale])

  return (
    <IntlProvider
      locale={intlLocale}
      defaultLocale={SOURCE_LOCALE}
      messages={loaded.messages}
      onError={onError}
    >
      {children}
    </IntlProvider>
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
