/**
 * Message catalogues (formatjs). en-GB is the source catalogue: it ships in the main bundle and is
 * the fallback for every id a translation lacks. Other locales are JSON files beside it
 * (messages/pt-BR.json, messages/es-MX.json…), each loaded on demand as its own chunk, so adding a
 * language is adding a file. An area may keep its messages in a folder of its own
 * (messages/<area>/<locale>.json, see area-messages.ts): a locale's catalogue is the root file and
 * every area's file of that locale, merged.
 */
import enGB from "./messages/en-GB.json"
import { areaMessages } from "./area-messages.js"

const source = { ...enGB, ...areaMessages }
export type MessageId = keyof typeof source
export type Catalogue = Readonly<Record<string, string>>

export const SOURCE_LOCALE = "en-GB"
export const sourceMessages: Catalogue = source

/** spec §9: es → es-MX, pt → pt-BR, en → en-GB, else the site locale as it is. */
export const intlLocaleOf = (locale: string): string => {
  if (locale === "es") return "es-MX"
  if (locale === "pt") return "pt-BR"
  if (locale === "en") return "en-GB"
  return locale
}

// Every catalogue but the source one becomes a lazily loaded chunk.
const loaders = import.meta.glob<{ default: Catalogue }>(["./messages/*.json", "./messages/*/*.json", "!./messages/en-GB.json", "!./messages/*/en-GB.json"])

/** Every file of a locale (the root one first), loaded together; undefined when it has none. */
const loaderFor = (locale: string): (() => Promise<{ default: Catalogue }>) | undefined => {
  const root = loaders[`./messages/${locale}.json`]
  if (!root) return undefined
  const areas = Object.entries(loaders)
    .filter(([path]) => path.endsWith(`/${locale}.json`) && path !== `./messages/${locale}.json`)
    .map(([, load]) => load)
  return async () => {
    const files = await Promise.all([root(), ...areas.map((load) => load())])
    return { default: Object.assign({}, ...files.map((f) => f.default)) as Catalogue }
  }
}

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
