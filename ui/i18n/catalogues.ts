/**
 * Message catalogues (formatjs). en-GB is the source catalogue: the fallback for every id a
 * translation lacks. Other locales are JSON files beside it (messages/pt-BR.json,
 * messages/es-MX.json…), each loaded on demand as its own chunk, so adding a language is adding a
 * file. An area may keep its messages in a folder of its own (messages/<area>/<locale>.json, see
 * area-messages.ts).
 *
 * The shell's catalogue (`loadCatalogue`) is the root file and the shell areas' files of a locale;
 * only en-GB's is in the main bundle. A lazy area's messages (`loadAreaCatalogue`) are loaded by
 * the pages and dialogs that show them (AreaMessages.tsx), each area file its own chunk.
 *
 * In the browser build every message that is not plain text arrives as a formatjs AST
 * (compile-messages.ts); react-intl takes either, so the types stay strings.
 */
import enGB from "./messages/en-GB.json"
import { LAZY_AREAS, shellAreaMessages, type LazyArea, type LazyAreaMessages } from "./area-messages.js"

export { LAZY_AREAS, type LazyArea }

const source = { ...enGB, ...shellAreaMessages }
export type MessageId = keyof typeof source | keyof LazyAreaMessages
export type Catalogue = Readonly<Record<string, string>>

export const SOURCE_LOCALE = "en-GB"
/** The en-GB shell catalogue: the root file and the shell areas' files. */
export const sourceMessages: Catalogue = source

/** spec §9: es → es-MX, pt → pt-BR, en → en-GB, else the site locale as it is. */
export const intlLocaleOf = (locale: string): string => {
  if (locale === "es") return "es-MX"
  if (locale === "pt") return "pt-BR"
  if (locale === "en") return "en-GB"
  return locale
}

// Every catalogue file the main bundle does not import becomes a lazily loaded chunk.
const loaders = import.meta.glob<{ default: Catalogue }>(["./messages/*.json", "./messages/*/*.json", "!./messages/en-GB.json", "!./messages/sportsbook/en-GB.json"])

const isLazyArea = (area: string): boolean => (LAZY_AREAS as readonly string[]).includes(area)

/** Every shell file of a locale (the root one first), loaded together; undefined when it has none. */
const loaderFor = (locale: string): (() => Promise<{ default: Catalogue }>) | undefined => {
  const root = loaders[`./messages/${locale}.json`]
  if (!root) return undefined
  const areas = Object.entries(loaders)
    .filter(([path]) => path.endsWith(`/${locale}.json`) && path !== `./messages/${locale}.json` && !isLazyArea(path.split("/")[2]!))
    .map(([, load]) => load)
  return async () => {
    const files = await Promise.all([root(), ...areas.map((load) => load())])
    return { default: Object.assign({}, ...files.map((f) => f.default)) as Catalogue }
  }
}

/**
 * The shell's messages for a locale: the source catalogue overlaid with the locale's own files
 * (exact name first, then the mapped one, e.g. `es` → `es-MX`). A locale without a file reads en-GB.
 */
export const loadCatalogue = async (locale: string): Promise<Catalogue> => {
  const load = loaderFor(locale) ?? loaderFor(intlLocaleOf(locale))
  if (!load) return sourceMessages
  const translated = await load()
  return { ...sourceMessages, ...translated.default }
}

export const hasOwnCatalogue = (locale: string): boolean =>
  locale === SOURCE_LOCALE || loaderFor(locale) !== undefined || loaderFor(intlLocaleOf(locale)) !== undefined

const areaFile = (area: LazyArea, locale: string) => loaders[`./messages/${area}/${locale}.json`]

const readAreaCatalogue = async (area: LazyArea, locale: string): Promise<Catalogue> => {
  const source = areaFile(area, SOURCE_LOCALE)
  if (!source) throw new Error(`No en-GB messages for the ${area} area`)
  const own = locale === SOURCE_LOCALE ? undefined : areaFile(area, locale) ?? areaFile(area, intlLocaleOf(locale))
  const files = await Promise.all([source(), ...(own ? [own()] : [])])
  return Object.assign({}, ...files.map((f) => f.default)) as Catalogue
}

// One load per area and locale: a page, its dialogs and a preload share it. A failed load is
// forgotten, so the next ask tries again.
const areaLoads = new Map<string, Promise<Catalogue>>()
const areaLoaded = new Map<string, Catalogue>()

/**
 * A lazy area's messages in a site locale (`es`, not its Intl locale: `es` and `es-MX` have files
 * of their own): the area's en-GB file overlaid with the locale's.
 */
export const loadAreaCatalogue = (area: LazyArea, locale: string): Promise<Catalogue> => {
  const key = `${area} ${locale}`
  let load = areaLoads.get(key)
  if (!load) {
    load = readAreaCatalogue(area, locale).then(
      (messages) => {
        areaLoaded.set(key, messages)
        return messages
      },
      (error: unknown) => {
        areaLoads.delete(key)
        throw error
      },
    )
    areaLoads.set(key, load)
  }
  return load
}

/** The area's messages when already loaded (so a view that has them need not wait a tick). */
export const loadedAreaCatalogue = (area: LazyArea, locale: string): Catalogue | undefined => areaLoaded.get(`${area} ${locale}`)

/** The areas loaded so far, in any locale: a change of locale loads them again before it shows. */
export const areasInUse = (): LazyArea[] =>
  LAZY_AREAS.filter((area) => [...areaLoads.keys()].some((key) => key.startsWith(`${area} `)))

let locale = SOURCE_LOCALE

/** The site locale whose catalogue is in force (set by the provider), for loads that start outside React. */
export const catalogueLocale = (): string => locale
export const setCatalogueLocale = (next: string): void => {
  locale = next
}

/** Loads the areas' messages for the locale in force (a page chunk and its messages download together). */
export const loadAreaCatalogues = (areas: readonly LazyArea[]): Promise<Catalogue[]> =>
  Promise.all(areas.map((area) => loadAreaCatalogue(area, locale)))
