/**
 * The rundown library: articles read from `content/rundown/<locale>/<slug>.md` (front matter plus
 * Markdown), rendered and sanitised once when the library loads, indexed by locale and slug.
 * Category names live in `content/rundown/categories.json` (per locale).
 *
 * Front matter: title, description, category (one of RUNDOWN_CATEGORIES), date (yyyy-mm-dd),
 * author, image (a CMS path, `{brand}` for the brand folder), image_alt, tags, and optionally
 * sport (a game name of the catalogue, "football") and teams (names the catalogue's matches use),
 * from which an article links to the matches and markets it talks about.
 *
 * Related articles: same locale, scored by shared tags (2 each) and same category (1), newest
 * first among equals; never the article itself.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { cmsImageUrl } from "../../../core/cms/image-url.js"
import { RUNDOWN_CATEGORIES, type ArticleSummary, type RundownCategory, type RundownCategoryKey } from "../../../core/rundown/model.js"
import type { Locale } from "../../../core/model/primitives.js"
import { parseFrontMatter, readingMinutes, renderMarkdown } from "./markdown.js"
import { textOfHtml } from "./sanitise.js"

export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL("../../../content/rundown", import.meta.url))
export const PAGES_DIR = fileURLToPath(new URL("../../../content/pages", import.meta.url))
export const LOCALES: ReadonlyArray<Locale> = ["en-GB", "pt", "pt-BR", "es", "es-MX"]

/** The CMS host: served by this server under /cms (server/http/cms.ts), so no third party is needed. */
export const CMS_HOST = "/cms"
/** Widths the pages ask for: a card and an article's hero. */
export const CARD_WIDTH = 480
export const HERO_WIDTH = 1200

export interface StoredArticle {
  readonly slug: string
  readonly locale: Locale
  readonly title: string
  readonly description: string
  readonly category: RundownCategoryKey
  readonly published: string
  readonly author: string
  /** The CMS path with `{brand}` still in it. */
  readonly image: string
  readonly imageAlt: string
  readonly tags: ReadonlyArray<string>
  readonly sport: string | null
  readonly teams: ReadonlyArray<string>
  /** Markdown of the body; rendered per brand (image addresses differ by brand folder). */
  readonly body: string
  readonly readingMinutes: number
  readonly text: string
}

export interface RundownLibrary {
  readonly locales: ReadonlyArray<Locale>
  articles(locale: Locale): ReadonlyArray<StoredArticle>
  article(locale: Locale, slug: string): StoredArticle | null
  /** The locales that have the article `slug`. */
  localesOf(slug: string): ReadonlyArray<Locale>
  categories(locale: Locale): ReadonlyArray<RundownCategory>
  category(locale: Locale, key: string): RundownCategory | null
  related(article: StoredArticle, count?: number): ReadonlyArray<StoredArticle>
  /** The article's body as safe HTML for a brand (images through the CMS helper). */
  html(article: StoredArticle, brandFolder: string): string
  summary(article: StoredArticle, brandFolder: string): ArticleSummary
}

const str = (data: Readonly<Record<string, unknown>>, key: string, where: string): string => {
  const value = data[key]
  if (typeof value !== "string" || value.trim() === "") throw new Error(`${where}: front matter needs ${key}`)
  return value
}
const list = (value: unknown): ReadonlyArray<string> => (Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [])

const isCategory = (value: string): value is RundownCategoryKey => (RUNDOWN_CATEGORIES as ReadonlyArray<string>).includes(value)

export const imageOptions = (brandFolder: string, width: number) => ({ host: CMS_HOST, brandFolder, width })

export const loadRundown = (dir: string = DEFAULT_CONTENT_DIR): RundownLibrary => {
  const byLocale = new Map<Locale, StoredArticle[]>()
  for (const locale of LOCALES) {
    const folder = join(dir, locale)
    const files = readdirSync(folder).filter((f) => f.endsWith(".md")).sort()
    const articles: StoredArticle[] = []
    for (const file of files) {
      const where = `${folder}/${file}`
      const { data, body } = parseFrontMatter(readFileSync(join(folder, file), "utf8"))
      const category = str(data, "category", where)
      if (!isCategory(category)) throw new Error(`${where}: unknown category ${category}`)
      const published = String(data.date ?? "")
      if (!/^\d{4}-\d{2}-\d{2}$/.test(published)) throw new Error(`${where}: date must be yyyy-mm-dd`)
      const text = textOfHtml(renderMarkdown(body))
      articles.push({
        slug: file.slice(0, -3),
        locale,
        title: str(data, "title", where),
        description: str(data, "description", where),
        category,
        published,
        author: str(data, "author", where),
        image: str(data, "image", where),
        imageAlt: str(data, "image_alt", where),
        tags: list(data.tags),
        sport: typeof data.sport === "string" ? data.sport : null,
        teams: list(data.teams),
        body,
        readingMinutes: readingMinutes(text),
        text,
      })
    }
    articles.sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug))
    byLocale.set(locale, articles)
  }
  const names = JSON.parse(readFileSync(join(dir, "categories.json"), "utf8")) as Record<string, Record<string, { name: string; description: string }>>
  const categories = (locale: Locale): RundownCategory[] =>
    RUNDOWN_CATEGORIES.map((key) => {
      const entry = names[locale]?.[key]
      if (!entry) throw new Error(`categories.json has no ${key} in ${locale}`)
      return { key, name: entry.name, description: entry.description }
    })
  for (const locale of LOCALES) categories(locale)

  const html = (article: StoredArticle, brandFolder: string) =>
    renderMarkdown(article.body, { image: (path) => cmsImageUrl(path, imageOptions(brandFolder, HERO_WIDTH)) })

  return {
    locales: LOCALES,
    articles: (locale) => byLocale.get(locale) ?? [],
    article: (locale, slug) => byLocale.get(locale)?.find((a) => a.slug === slug) ?? null,
    localesOf: (slug) => LOCALES.filter((l) => byLocale.get(l)?.some((a) => a.slug === slug)),
    categories,
    category: (locale, key) => categories(locale).find((c) => c.key === key) ?? null,
    related: (article, count = 3) =>
      (byLocale.get(article.locale) ?? [])
        .filter((a) => a.slug !== article.slug)
        .map((a) => ({ a, score: a.tags.filter((t) => article.tags.includes(t)).length * 2 + (a.category === article.category ? 1 : 0) }))
        .filter((x) => x.score > 0)
        .sort((x, y) => y.score - x.score || y.a.published.localeCompare(x.a.published) || x.a.slug.localeCompare(y.a.slug))
        .slice(0, count)
        .map((x) => x.a),
    html,
    summary: (a, brandFolder) => ({
      slug: a.slug,
      locale: a.locale,
      title: a.title,
      description: a.description,
      category: a.category,
      category_name: categories(a.locale).find((c) => c.key === a.category)!.name,
      published: a.published,
      author: a.author,
      image_url: cmsImageUrl(a.image, imageOptions(brandFolder, CARD_WIDTH)),
      image_alt: a.imageAlt,
      reading_minutes: a.readingMinutes,
    }),
  }
}

/** A site page (content/pages/<locale>/<slug>.md: about, jobs) rendered and sanitised; null when missing. */
export const loadContentPage = (slug: string, locale: Locale, dir: string = PAGES_DIR) => {
  if (!/^[a-z][a-z0-9-]{0,40}$/.test(slug)) return null
  let source: string
  try {
    source = readFileSync(join(dir, locale, `${slug}.md`), "utf8")
  } catch {
    return null
  }
  const { data, body } = parseFrontMatter(source)
  const where = `${dir}/${locale}/${slug}.md`
  return { slug, locale, title: str(data, "title", where), description: str(data, "description", where), html: renderMarkdown(body) }
}

/**
 * The locale of a request: an explicit `locale` (one of the five) wins; else Accept-Language,
 * mapped as spec §9 says (es → es-MX, pt → pt-BR, en → en-GB; a full tag such as pt-BR as itself); else en-GB.
 */
export const rundownLocale = (explicit: string | undefined, acceptLanguage: string | undefined): Locale => {
  const exact = (tag: string) => LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase())
  if (explicit) {
    const hit = exact(explicit)
    if (hit) return hit
  }
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0]!.trim()
    if (!tag) continue
    // A bare language maps (spec §9): "es" is es-MX and "pt" pt-BR, not the es and pt sites.
    const hit = tag.includes("-") ? exact(tag) : undefined
    if (hit) return hit
    const primary = tag.split("-")[0]!.toLowerCase()
    if (primary === "es") return "es-MX"
    if (primary === "pt") return "pt-BR"
    if (primary === "en") return "en-GB"
  }
  return "en-GB"
}
