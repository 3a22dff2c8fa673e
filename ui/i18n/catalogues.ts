/**
 * Message catalogues (formatjs). en-GB is the source catalogue: it ships in the main bundle and is
 * the fallback for every id a translation lacks. Other locales are JSON files beside it
 * (messages/pt-BR.json, messages/es-MX.json…), each loaded on demand as its own chunk, so adding a
 * language is adding a file.
 */
import enGB from "./messages/en-GB.json"

export type MessageId = keyof typeof enGB
export type Catalogue = Readonly<Record<string, string>>

export const SOURCE_LOCALE = "en-GB"
export const sourceMessages: Catalogue = enGB

/** spec §9: es → es-MX, pt → pt-BR, en → en-GB, else the site locale as it is. */
export const intlLocaleOf = (locale: string): string => {
  if (locale === "es") return "es-MX"
  if (locale === "pt") return "pt-BR"
  if (locale === "en") return "en-GB"
  return locale
}

// Every catalogue but the source one becomes a lazily loaded chunk.
const loaders = import.meta.glob<{ default: Catalogue }>(["./messages/*.json", "!./messages/en-GB.json"])

const loaderFor = (locale: string) => loaders[`./messages/${locale}.json`]

/**
 * The messages for a locale: the source catalogue overlaid with the locale's own file (exact name
 * first, then the mapped one, e.g. `es` → `es-MX`). A locale without a file reads en-GB.
 */
export const loadCatalogue = async (locale: string): Promise<Catalogue> => {
  const load = loaderFor(locale) ?? loaderFor(intlLocaleOf(locale))
  if (!load) return sourceMessages
  const translated = await load()
  return { ...sourceMessages, ...translated.default }
}

export const hasOwnCatalogue = (locale: string): boolean =>
  locale === SOURCE_LOCALE || loaderFor(locale) !== undefined || loaderFor(intlLocaleOf(locale)) !== undefined
