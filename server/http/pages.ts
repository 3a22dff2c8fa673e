/**
 * What the server answers for a page address before the app runs (spec §2, §9), using core's route
 * table and `resolve` (core/routing), never a copy of it:
 *
 * - a Redirect row (esports, legacy paths, /my-bets, /deposit, old account paths…) is an HTTP 301
 *   to the target core computes (query merged, chains collapsed);
 * - an unknown path, a path whose feature is off, a missing rundown article or category is the
 *   app's HTML with status 404 and the prerender status meta (spec §2.8);
 * - everything else is 200. Pages that need a login resolve as a visitor whose session is being
 *   restored (Pending): the server cannot see the token in local storage, so the app decides.
 *
 * Every HTML answer carries the page's metadata (spec §9): title '{title} - {brand}', description,
 * canonical without the query string, one alternate-language link per localised site (plus
 * x-default), Open Graph tags with an image, and JSON-LD for a rundown article. The client's
 * route host replaces the title and the links it manages (`data-route-head`) as the person moves.
 * Bots (user agent, see `isBot`) also get the page's heading, description and main text inside
 * #root, which the app replaces when it starts.
 *
 * The locale of the page: `?locale=` (the alternate links' form), else Accept-Language mapped as
 * spec §9 says. Titles come from the app's own message catalogues (ui/i18n/messages).
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Context } from "hono"
import { cmsImageUrl } from "../../core/cms/image-url.js"
import { alternateLinks, canonicalUrl, LOCALISED_SITES, pageTitle } from "../../core/metadata/metadata.js"
import type { Locale } from "../../core/model/primitives.js"
import { resolve, type Resolution } from "../../core/routing/resolve.js"
import type { ServerContext } from "../context.js"
import { HERO_WIDTH, imageOptions, loadContentPage, rundownLocale, type RundownLibrary } from "../domain/content/rundown.js"
import type { AppEnv } from "./env.js"
import { deviceOfRequest, type PrerenderRequest } from "./prerender.js"
import { rundownLibrary } from "./routes/rundown.js"

const MESSAGES_DIR = fileURLToPath(new URL("../../ui/i18n/messages", import.meta.url))
const PAGE_META_FILE = fileURLToPath(new URL("../../content/pages/meta.json", import.meta.url))

/** spec §9 device detection for pre-rendering: crawlers and link-preview fetchers. */
const BOT = /bot\b|bot\/|crawler|spider|crawling|slurp|facebookexternalhit|facebot|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegram|skypeuripreview|nuzzel|discord|prerender|lighthouse|google-inspectiontool|bingpreview|yandex|baidu|duckduck|applebot|petalbot|semrush|ahrefs/i
export const isBot = (userAgent: string | undefined | null): boolean => !!userAgent && BOT.test(userAgent)

export interface PageAnswer {
  readonly status: 200 | 301 | 404
  /** For a 301. */
  readonly location?: string
  /** The app's HTML with this page's head (and, for bots, its main text). */
  render(indexHtml: string): string
  /** A page a visitor sees as soon as the HTML arrives: what to prerender (server/http/prerender.ts). */
  readonly prerender?: PrerenderRequest
}

type Catalogue = Readonly<Record<string, string>>

/** Each locale's catalogue: the root file, then every area folder's file of that locale. */
const loadCatalogues = (): Readonly<Record<string, Catalogue>> => {
  const out: Record<string, Catalogue> = {}
  const areas = readdirSync(MESSAGES_DIR, { withFileTypes: true }).filter((d) => d.isDirectory())
  for (const { locale } of LOCALISED_SITES) {
    const merged: Record<string, string> = {}
    const read = (path: string) => {
      try {
        Object.assign(merged, JSON.parse(readFileSync(path, "utf8")) as Catalogue)
      } catch {
        // a locale or area without this file reads the fallback
      }
    }
    read(join(MESSAGES_DIR, `${locale}.json`))
    for (const area of areas) read(join(MESSAGES_DIR, area.name, `${locale}.json`))
    out[locale] = merged
  }
  return out
}

interface PageMeta {
  /** Per locale: the default description, and per route name a description. */
  readonly [locale: string]: { readonly default: string; readonly routes: Readonly<Record<string, string>> }
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")

/** JSON inside <script>: nothing in it may close the element. */
const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026")

interface Head {
  readonly title: string
  readonly description: string
  readonly canonical: string | null
  readonly alternates: ReadonlyArray<{ hreflang: string; href: string }>
  readonly image: string
  readonly type: "website" | "article"
  readonly jsonLd: unknown | null
  readonly notFound: boolean
  readonly locale: Locale
  /** For bots: heading, description and the main text as safe HTML. */
  readonly main: { readonly heading: string; readonly description: string; readonly html: string }
}

const renderHead = (head: Head): string => {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" data-server-head>`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" data-server-head>`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" data-server-head>`,
    `<meta property="og:type" content="${head.type}" data-server-head>`,
    `<meta property="og:image" content="${escapeHtml(head.image)}" data-server-head>`,
    `<meta property="og:locale" content="${head.locale.replace("-", "_")}" data-server-head>`,
    `<meta name="twitter:card" content="summary_large_image" data-server-head>`,
  ]
  if (head.canonical) {
    tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}" data-server-head>`)
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" data-route-head>`)
  }
  for (const link of head.alternates) tags.push(`<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}" data-route-head>`)
  if (head.notFound) tags.push(`<meta name="prerender-status-code" content="404" data-server-head>`, `<meta name="robots" content="noindex" data-server-head>`)
  if (head.jsonLd) tags.push(`<script type="application/ld+json" data-server-head>${jsonForScript(head.jsonLd)}</script>`)
  return tags.join("\n    ")
}

/** The app's HTML with the head replaced (title, description) and, for bots, the main text. */
const renderInto = (indexHtml: string, head: Head, bot: boolean): string => {
  let html = indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${head.locale}"`)
    .replace(/\s*<title>[\s\S]*?<\/title>/, "")
    .replace(/\s*<meta name="description"[^>]*>/, "")
    .replace("</head>", `  ${renderHead(head)}\n  </head>`)
  if (bot) {
    const main = `<main data-prerendered><h1>${escapeHtml(head.main.heading)}</h1><p>${escapeHtml(head.main.description)}</p>${head.main.html}</main>`
    html = html.replace('<div id="root"></div>', `<div id="root">${main}</div>`)
  }
  return html
}

export interface PagesOptions {
  readonly library?: () => RundownLibrary
}

export const pageAnswerer = (ctx: ServerContext, options: PagesOptions = {}) => {
  const library = options.library ?? rundownLibrary
  let catalogues: Readonly<Record<string, Catalogue>> | null = null
  let meta: PageMeta | null = null
  const text = (locale: Locale, id: string): string | null => {
    catalogues ??= loadCatalogues()
    return catalogues[locale]?.[id] ?? catalogues["en-GB"]?.[id] ?? null
  }
  const describe = (locale: Locale, routeName: string | null): string => {
    meta ??= JSON.parse(readFileSync(PAGE_META_FILE, "utf8")) as PageMeta
    const own = meta[locale] ?? meta["en-GB"]!
    return (routeName ? (own.routes[routeName] ?? meta["en-GB"]!.routes[routeName]) : undefined) ?? own.default
  }

  return (c: Context<AppEnv>): PageAnswer => {
    const url = new URL(c.req.url)
    const brand = (c.req.query("brand") && ctx.sites.has(c.req.query("brand")!) ? c.req.query("brand") : ctx.sites.defaultBrand)!
    const site = ctx.sites.resolve(brand, ctx.sites.defaultCountry(brand))
    const brandName = ctx.sites.brandName(brand)
    const locale = rundownLocale(c.req.query("locale"), c.req.header("accept-language"))
    const bot = isBot(c.req.header("user-agent"))
    const origin = ctx.publicUrl()
    // The app's HTML may be asked for by its file name: that is the index page.
    const path = url.pathname === "/index.html" ? "/" : url.pathname
    const resolution: Resolution = resolve({ path, search: url.search }, { loggedIn: false, restoring: true, ...(site ? { features: site.features } : {}) })

    if (resolution._tag === "Redirect") return { status: 301, location: resolution.to, render: (html) => html }

    const defaultImage = origin + cmsImageUrl("{brand}/rundown/previews.svg", imageOptions(brand, HERO_WIDTH))
    const base = (routeName: string | null, titleId: string | null, notFound: boolean): Head => {
      const heading = (titleId && text(locale, titleId)) || brandName
      const description = describe(locale, routeName)
      return {
        title: pageTitle(heading, brandName),
        description,
        canonical: notFound ? null : canonicalUrl(origin, path),
        alternates: notFound ? [] : alternateLinks(origin, path),
        image: defaultImage,
        type: "website",
        jsonLd: null,
        notFound,
        locale,
        main: { heading, description, html: "" },
      }
    }
    // A visitor's page (not a bot's, which gets its text instead) is prerendered as the app draws it.
    const prerender: PrerenderRequest | undefined = site && !bot && resolution._tag === "Page"
      ? {
        path, search: url.search, brand, country: ctx.sites.defaultCountry(brand), locale, config: site,
        device: deviceOfRequest(c.req.header("sec-ch-ua-mobile"), c.req.header("user-agent")),
      }
      : undefined
    const answer = (status: 200 | 404, head: Head): PageAnswer =>
      ({ status, render: (html) => renderInto(html, head, bot), ...(status === 200 && prerender ? { prerender } : {}) })
    const notFound = () => answer(404, base("error.fourohfour", "page.notFound.title", true))

    if (resolution._tag === "NotFound") return notFound()
    if (resolution._tag === "Pending") return answer(200, base(null, null, false))

    const route = resolution.route
    // A legacy match link (spec §2.2): core cannot name the match page without the catalogue,
    // the server can, so it answers the 301 itself; an unknown match is a 404.
    if (route.name === "sport.match-lookup") {
      const match = ctx.sim?.world.matches.get(Number(resolution.params.id))
      const competition = match ? ctx.sim?.world.competitions.get(match.competitionId) : undefined
      const game = match ? ctx.sim?.world.games.get(match.gameId) : undefined
      if (!match || !competition || !game) return ctx.sim ? notFound() : answer(200, base(route.name, route.title, false))
      return { status: 301, location: `/sports/${game.name}/${competition.slug}-${competition.id}/${match.slug}-${match.id}`, render: (html) => html }
    }
    const lib = library()
    if (route.name === "rundown.article") {
      const slug = (resolution.params.article ?? "").split("/").pop() ?? ""
      const article = lib.article(locale, slug)
      if (!article) return notFound()
      const image = origin + cmsImageUrl(article.image, imageOptions(brand, HERO_WIDTH))
      const canonical = canonicalUrl(origin, path)
      const sites = LOCALISED_SITES.filter((s) => lib.localesOf(article.slug).includes(s.locale))
      return answer(200, {
        title: pageTitle(article.title, brandName),
        description: article.description,
        canonical,
        alternates: alternateLinks(origin, path, sites),
        image,
        type: "article",
        jsonLd: {
          "@context": "https://schema.org",
          "@type": "NewsArticle",
          headline: article.title,
          description: article.description,
          image: [image],
          datePublished: article.published,
          inLanguage: article.locale,
          author: { "@type": "Person", name: article.author },
          publisher: { "@type": "Organization", name: brandName },
          mainEntityOfPage: canonical,
          articleSection: lib.category(locale, article.category)?.name ?? article.category,
          wordCount: article.text.split(/\s+/).length,
        },
        notFound: false,
        locale,
        main: { heading: article.title, description: article.description, html: lib.html(article, brand) },
      })
    }
    if (route.name === "rundown.category") {
      const key = resolution.params.category ?? ""
      // /rundown/category with no category is the rundown's front page.
      if (key === "") return answer(200, { ...base("rundown", "page.rundown.title", false), main: { heading: text(locale, "page.rundown.title") ?? brandName, description: describe(locale, "rundown"), html: articleList(lib.articles(locale), locale) } })
      const category = lib.category(locale, key)
      if (!category) return notFound()
      const head = base(route.name, route.title, false)
      const list = lib.articles(locale).filter((a) => a.category === category.key)
      return answer(200, {
        ...head,
        title: pageTitle(category.name, brandName),
        description: category.description,
        main: { heading: category.name, description: category.description, html: articleList(list, locale) },
      })
    }
    if (route.name === "about" || route.name === "jobs") {
      const content = loadContentPage(route.name, locale)
      const head = base(route.name, route.title, false)
      if (content) return answer(200, { ...head, title: pageTitle(content.title, brandName), description: content.description, main: { heading: content.title, description: content.description, html: content.html } })
    }
    const head = base(route.name, route.title, false)
    if (route.name === "rundown") return answer(200, { ...head, main: { ...head.main, html: articleList(lib.articles(locale), locale) } })
    return answer(200, head)
  }
}

const articleList = (articles: ReadonlyArray<{ slug: string; title: string; description: string }>, locale: Locale): string =>
  `<ul>${articles
    .map((a) => `<li><a href="/rundown/${escapeHtml(a.slug)}${locale === "en-GB" ? "" : `?locale=${escapeHtml(locale)}`}">${escapeHtml(a.title)}</a> ${escapeHtml(a.description)}</li>`)
    .join("")}</ul>`
