/**
 * Locales (spec §9 "Locales"): en-GB, pt, pt-BR, es, es-MX; a language maps es → es-MX,
 * pt → pt-BR, en → en-GB, else the site's locale; form messages exist in en, pt and es.
 */
import type { Locale } from "../model/primitives.js"

export const LOCALES: ReadonlyArray<Locale> = ["en-GB", "pt", "pt-BR", "es", "es-MX"]
/** The site locale when nothing else says (the brand's home market). */
export const DEFAULT_SITE_LOCALE: Locale = "en-GB"

/** A locale spelled exactly, case aside ("pt-br" → "pt-BR"); null for anything else. */
export const localeOfTag = (tag: string | null | undefined): Locale | null => {
  const wanted = (tag ?? "").trim().toLowerCase().replace("_", "-")
  return LOCALES.find((l) => l.toLowerCase() === wanted) ?? null
}

/**
 * spec §9 locale mapping, by the language's primary subtag (so "es-ES" and "pt-PT" land on the
 * locales we translate): es → es-MX, pt → pt-BR, en → en-GB, else the site locale.
 */
export const localeOfLanguage = (language: string | null | undefined, siteLocale: Locale = DEFAULT_SITE_LOCALE): Locale => {
  const primary = (language ?? "").trim().toLowerCase().split(/[-_]/)[0]
  switch (primary) {
    case "es":
      return "es-MX"
    case "pt":
      return "pt-BR"
    case "en":
      return "en-GB"
    default:
      return siteLocale
  }
}

/** spec §9 "form messages in en, pt, es": the language of a locale's form messages. */
export const formMessagesLanguage = (locale: Locale): "en" | "pt" | "es" =>
  locale.startsWith("pt") ? "pt" : locale.startsWith("es") ? "es" : "en"

/**
 * The locale a visit starts in: one named by the address (`?locale=`, the alternate-language
 * links), else the locale cookie (a previous visit), else the browser's language mapped.
 */
export const startingLocale = (sources: {
  readonly query: string | null | undefined
  readonly cookie: string | null | undefined
  readonly language: string | null | undefined
  readonly siteLocale?: Locale
}): Locale => localeOfTag(sources.query) ?? localeOfTag(sources.cookie) ?? localeOfLanguage(sources.language, sources.siteLocale)
