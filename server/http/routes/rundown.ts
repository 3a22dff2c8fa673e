/**
 * The rundown (spec §2.7, feature HAS_RUNDOWN), read from the Markdown library
 * (server/domain/content/rundown.ts). The locale is `?locale=` (one of the five) or
 * Accept-Language mapped as spec §9 says.
 *
 *   GET rundown                      RundownIndex: every category and the newest articles
 *   GET rundown/categories/{key}     RundownIndex of one category (404 for an unknown one)
 *   GET rundown/articles/{slug}      Article: safe HTML, reading time, related articles, and links
 *                                    to the matches it talks about (404 for a missing one)
 *   GET pages/{slug}                 ContentPage: the about and jobs pages (content/pages), each
 *                                    behind its feature (about-page, jobs-page); 404 when off
 */
import { Hono } from "hono"
import { Article, ContentPage, RundownIndex, type ArticleMatchLink } from "../../../core/rundown/model.js"
import type { ServerContext } from "../../context.js"
import { loadContentPage, loadRundown, rundownLocale, type RundownLibrary, type StoredArticle } from "../../domain/content/rundown.js"
import type { World } from "../../sim/world.js"
import type { AppEnv } from "../env.js"
import { ApiError } from "../errors.js"
import { respond } from "../respond.js"

const MATCH_LINKS = 3
const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/

const notFound = (what: string, id: string) =>
  new ApiError(404, "error.not_found", { message: `No ${what} ${id}`, messageKey: `${what.toUpperCase()}_NOT_FOUND` })

/** The library is read once per process (the files ship with the build). */
let shared: RundownLibrary | null = null
export const rundownLibrary = (): RundownLibrary => (shared ??= loadRundown())

/** The catalogue's upcoming or live matches with one of the article's teams, soonest first. */
export const matchLinksOf = (world: World | null, article: StoredArticle): ArticleMatchLink[] => {
  if (!world || article.teams.length === 0) return []
  const teams = new Set(article.teams.map((t) => t.toLowerCase()))
  const found = [...world.matches.values()]
    .filter((m) => m.kind === "event" && m.status !== "ended" && [m.homeTeam, m.awayTeam].some((t) => t !== null && teams.has(t.toLowerCase())))
    .sort((a, b) => a.startTime - b.startTime || a.id - b.id)
    .slice(0, MATCH_LINKS)
  return found.flatMap((m) => {
    const game = world.games.get(m.gameId)
    const competition = world.competitions.get(m.competitionId)
    if (!game || !competition) return []
    const market = world.marketsOf(m.id).find((x) => x.status !== "closed") ?? null
    return [
      {
        match_id: m.id,
        name: m.name,
        start_time: new Date(m.startTime).toISOString(),
        url: `/sports/${game.name}/${competition.slug}-${competition.id}/${m.slug}-${m.id}`,
        market_name: market?.name ?? null,
      },
    ]
  })
}

/** The full article as the API and the bot page give it. */
export const articleView = (library: RundownLibrary, world: World | null, article: StoredArticle, brandFolder: string): Article => ({
  ...library.summary(article, brandFolder),
  html: library.html(article, brandFolder),
  text: article.text,
  tags: article.tags,
  related: library.related(article).map((a) => library.summary(a, brandFolder)),
  matches: matchLinksOf(world, article),
  sport_url: article.sport ? `/sports/${article.sport}` : null,
  locales: library.localesOf(article.slug),
})

export const rundownRoutes = (ctx: ServerContext, library: () => RundownLibrary = rundownLibrary): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  const localeOf = (c: { req: { query(k: string): string | undefined; header(k: string): string | undefined } }) =>
    rundownLocale(c.req.query("locale"), c.req.header("accept-language"))

  routes.get("/rundown", (c) => {
    const lib = library()
    const locale = localeOf(c)
    return respond(c, RundownIndex, {
      locale,
      categories: lib.categories(locale),
      category: null,
      articles: lib.articles(locale).map((a) => lib.summary(a, c.get("brand"))),
    })
  })

  routes.get("/rundown/categories/:key", (c) => {
    const lib = library()
    const locale = localeOf(c)
    const key = c.req.param("key")
    const category = lib.category(locale, key)
    if (!category) throw notFound("category", key.slice(0, 60))
    return respond(c, RundownIndex, {
      locale,
      categories: lib.categories(locale),
      category,
      articles: lib
        .articles(locale)
        .filter((a) => a.category === category.key)
        .map((a) => lib.summary(a, c.get("brand"))),
    })
  })

  routes.get("/rundown/articles/:slug", (c) => {
    const lib = library()
    const slug = c.req.param("slug")
    const article = SLUG.test(slug) ? lib.article(localeOf(c), slug) : null
    if (!article) throw notFound("article", slug.slice(0, 120))
    return respond(c, Article, articleView(lib, ctx.sim?.world ?? null, article, c.get("brand")))
  })

  routes.get("/pages/:slug", (c) => {
    const slug = c.req.param("slug")
    const feature = PAGE_FEATURES[slug]
    const site = ctx.sites.resolve(c.get("brand"), c.get("country"))
    if (!feature || site?.features[feature] === false) throw notFound("page", slug.slice(0, 60))
    const page = loadContentPage(slug, localeOf(c))
    if (!page) throw notFound("page", slug)
    return respond(c, ContentPage, page)
  })

  return routes
}

/** The site's editorial pages and the feature that gates each (spec §2.1). */
const PAGE_FEATURES: Readonly<Record<string, string>> = { about: "about-page", jobs: "jobs-page" }
