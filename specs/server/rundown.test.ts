/**
 * The rundown library and its calls: twelve articles in four categories in each of the five
 * locales, the same slugs everywhere; HTML sanitised; images through the CMS helper (width
 * prefix, brand folder) and served by /cms; reading time; related articles (same locale, never
 * itself); links to the catalogue's matches for the teams an article names; 404s. On PGlite (and
 * PostgreSQL when TEST_DATABASE_URL is set), with the seeded simulator on for the match links.
 */
import { describe, expect, it } from "vitest"
import { Article, ContentPage, RUNDOWN_CATEGORIES, RundownIndex } from "../../core/rundown/model.js"
import { LOCALES, loadRundown } from "../../server/domain/content/rundown.js"
import { sanitiseHtml } from "../../server/domain/content/sanitise.js"
import { databaseTargets, decode, publicMessage } from "./support.js"
import { steppedSimulator, suiteServer } from "./suite-server.js"

describe("rundown library", () => {
  const library = loadRundown()

  it("has at least 12 articles across the 4 categories in every locale, with the same slugs", () => {
    const slugs = library.articles("en-GB").map((a) => a.slug).sort()
    expect(slugs.length).toBeGreaterThanOrEqual(12)
    for (const locale of LOCALES) {
      const articles = library.articles(locale)
      expect(articles.map((a) => a.slug).sort(), locale).toEqual(slugs)
      for (const category of RUNDOWN_CATEGORIES) expect(articles.filter((a) => a.category === category).length, `${locale} ${category}`).toBeGreaterThanOrEqual(3)
      for (const a of articles) expect(a.locale).toBe(locale)
    }
  })

  it("translations differ from English (no locale ships the English text)", () => {
    for (const locale of LOCALES.filter((l) => l !== "en-GB")) {
      for (const a of library.articles(locale)) {
        const english = library.article("en-GB", a.slug)!
        expect(a.title, `${locale} ${a.slug}`).not.toBe(english.title)
        expect(a.text, `${locale} ${a.slug}`).not.toBe(english.text)
      }
    }
  })

  it("renders safe HTML with CMS images in the brand folder, and a reading time", () => {
    for (const locale of LOCALES) {
      for (const a of library.articles(locale)) {
        const html = library.html(a, "apostas")
        expect(sanitiseHtml(html)).toBe(html)
        expect(html).toMatch(/<h2 /)
        const summary = library.summary(a, "apostas")
        expect(summary.image_url).toMatch(/^\/cms\/w_480\/apostas\/rundown\/[a-z]+\.svg$/)
        expect(summary.reading_minutes).toBeGreaterThanOrEqual(1)
      }
    }
  })

  it("related articles: same locale, never the article itself, at most 3, sharing a tag or the category", () => {
    for (const locale of LOCALES) {
      for (const a of library.articles(locale)) {
        const related = library.related(a)
        expect(related.length).toBeGreaterThan(0)
        expect(related.length).toBeLessThanOrEqual(3)
        for (const r of related) {
          expect(r.slug).not.toBe(a.slug)
          expect(r.locale).toBe(locale)
          expect(r.category === a.category || r.tags.some((t) => a.tags.includes(t))).toBe(true)
        }
      }
    }
  })
})

describe.each(databaseTargets())("rundown calls on $name", (target) => {
  const t = suiteServer(target, steppedSimulator(7))
  const get = (path: string, headers: Record<string, string> = {}) => t.api().call("GET", path, { headers })

  it("GET rundown lists every article of the locale, newest first, with the categories", async () => {
    const reply = await get("/api/v0/rundown?locale=pt-BR")
    expect(reply.status).toBe(200)
    const index = decode(RundownIndex, reply.body)
    expect(index.locale).toBe("pt-BR")
    expect(index.categories.map((c) => c.key)).toEqual([...RUNDOWN_CATEGORIES])
    expect(index.categories[0]!.name).toBe("Prévias")
    expect(index.articles.length).toBeGreaterThanOrEqual(12)
    const dates = index.articles.map((a) => a.published)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it("the locale follows Accept-Language as spec §9 maps it (es → es-MX, pt → pt-BR)", async () => {
    expect(decode(RundownIndex, (await get("/api/v0/rundown", { "accept-language": "es" })).body).locale).toBe("es-MX")
    expect(decode(RundownIndex, (await get("/api/v0/rundown", { "accept-language": "pt-PT,pt;q=0.9" })).body).locale).toBe("pt-BR")
    expect(decode(RundownIndex, (await get("/api/v0/rundown", { "accept-language": "pt" })).body).locale).toBe("pt-BR")
    expect(decode(RundownIndex, (await get("/api/v0/rundown?locale=pt", { "accept-language": "es" })).body).locale).toBe("pt")
    expect(decode(RundownIndex, (await get("/api/v0/rundown", { "accept-language": "fr" })).body).locale).toBe("en-GB")
  })

  it("GET rundown/categories/{key} lists one category; an unknown one is a 404 with a public message", async () => {
    const index = decode(RundownIndex, (await get("/api/v0/rundown/categories/racing-tips?locale=es")).body)
    expect(index.category?.name).toBe("Consejos de hípica")
    expect(index.articles.length).toBeGreaterThanOrEqual(3)
    for (const a of index.articles) expect(a.category).toBe("racing-tips")
    const missing = await get("/api/v0/rundown/categories/poker")
    expect(missing.status).toBe(404)
    expect(missing.body.public_message).toBe(publicMessage("error.not_found"))
  })

  it("GET rundown/articles/{slug}: HTML, related, locales, and links to the matches it talks about", async () => {
    const reply = await get("/api/v0/rundown/articles/north-london-derby-preview?locale=en-GB&brand=apostas")
    expect(reply.status).toBe(200)
    const article = decode(Article, reply.body)
    expect(article.title).toContain("Arsenal")
    expect(article.html).toContain("<h2")
    expect(article.html).not.toMatch(/<script|on[a-z]+=/i)
    expect(article.image_url).toBe("/cms/w_480/apostas/rundown/previews.svg")
    expect(article.related.length).toBeGreaterThan(0)
    expect(article.locales).toEqual(["en-GB", "pt", "pt-BR", "es", "es-MX"])
    expect(article.sport_url).toBe("/sports/football")
    expect(article.matches.length).toBeGreaterThan(0)
    const world = t.server.simulator!.world
    for (const link of article.matches) {
      const match = world.matches.get(link.match_id)!
      expect([match.homeTeam, match.awayTeam].some((team) => team === "Arsenal" || team === "Tottenham")).toBe(true)
      expect(link.url).toMatch(new RegExp(`^/sports/football/[a-z0-9-]+-\\d{3,}/[a-z0-9-]+-${link.match_id}$`))
      // The link lands on a page the route table knows, and the match answers.
      expect((await get(`/api/v0/matches/${link.match_id}`)).status).toBe(200)
    }
  })

  it("a missing article or a malformed slug is a 404, never a 500", async () => {
    for (const slug of ["no-such-article", "..%2F..%2Fetc%2Fpasswd", "%3Cscript%3E", "A".repeat(300)]) {
      const reply = await get(`/api/v0/rundown/articles/${slug}`)
      expect([400, 404], slug).toContain(reply.status)
      expect(reply.body.public_message, slug).toBe(publicMessage(reply.status === 404 ? "error.not_found" : "request.invalid_parameter", { name: "slug" }))
    }
  })

  it("GET pages/{about,jobs}: real content in every locale, sanitised; anything else is a 404", async () => {
    const titles: Record<string, [string, string]> = { "en-GB": ["About us", "Jobs"], pt: ["Sobre nós", "Emprego"], "pt-BR": ["Sobre nós", "Vagas"], es: ["Quiénes somos", "Empleo"], "es-MX": ["Quiénes somos", "Empleo"] }
    for (const [locale, [about, jobs]] of Object.entries(titles)) {
      const a = decode(ContentPage, (await get(`/api/v0/pages/about?locale=${locale}`)).body)
      const j = decode(ContentPage, (await get(`/api/v0/pages/jobs?locale=${locale}`)).body)
      expect([a.title, j.title, a.locale]).toEqual([about, jobs, locale])
      expect(a.html).toContain("<h2")
      expect(j.html).toContain("<li>")
      expect(j.html).not.toMatch(/<script|on[a-z]+=/i)
    }
    for (const slug of ["terms", "..%2Fpackage", "ABOUT"]) expect((await get(`/api/v0/pages/${slug}`)).status, slug).toBe(404)
  })

  it("serves CMS images from the brand folder, with or without a width prefix, and nothing outside it", async () => {
    const image = await fetch(`${t.server.url}/cms/w_480/sportsbook/rundown/casino.svg`)
    expect(image.status).toBe(200)
    expect(image.headers.get("content-type")).toBe("image/svg+xml")
    expect((await fetch(`${t.server.url}/cms/apostas/rundown/safer.svg`)).status).toBe(200)
    for (const bad of ["/cms/w_480/sportsbook/rundown/nope.svg", "/cms/..%2F..%2Fpackage.json", "/cms/w_480/../rundown/en-GB/el-clasico-preview.md", "/cms/sportsbook/rundown/"]) {
      expect((await fetch(`${t.server.url}${bad}`)).status, bad).toBe(404)
    }
  })
})
