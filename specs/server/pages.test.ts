/**
 * The server's answer for page addresses (server/http/pages.ts through static.ts), from core's
 * route table: the spec's redirects are HTTP 301 (esports, legacy links, /my-bets, /deposit, old
 * account paths), unknown paths and missing articles 404 with the prerender status, and the HTML
 * carries the page's metadata (title '{title} - {brand}', description, canonical without the query,
 * alternate-language links, Open Graph image, JSON-LD for an article); bots get the main text.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { isBot } from "../../server/http/pages.js"
import { databaseTargets, startTestServer, tempDir, type TestServer } from "./support.js"
import { steppedSimulator } from "./suite-server.js"

const INDEX = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Sports betting and casino." />
    <title>Sportsbook</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/app.js"></script>
  </body>
</html>`

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36"

const NOT_FOUND_TITLE = (JSON.parse(readFileSync("ui/i18n/messages/en-GB.json", "utf8")) as Record<string, string>)["page.notFound.title"]

const attr = (html: string, pattern: RegExp): string | null => pattern.exec(html)?.[1] ?? null

describe("bot detection (spec §9 device detection)", () => {
  it.each([
    [GOOGLEBOT, true],
    ["Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", true],
    ["facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)", true],
    ["Twitterbot/1.0", true],
    ["WhatsApp/2.23.20.0", true],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1", false],
    [CHROME, false],
    ["", false],
  ])("%s → %s", (ua, bot) => expect(isBot(ua)).toBe(bot))
})

describe.each(databaseTargets())("page answers on $name", (target) => {
  let t: TestServer
  const dist = tempDir("pages")
  const page = (path: string, headers: Record<string, string> = {}) => fetch(`${t.server.url}${path}`, { redirect: "manual", headers: { "user-agent": CHROME, ...headers } })

  beforeAll(async () => {
    mkdirSync(join(dist.path, "assets"), { recursive: true })
    writeFileSync(join(dist.path, "index.html"), INDEX)
    writeFileSync(join(dist.path, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>")
    mkdirSync(join(dist.path, ".vite"), { recursive: true })
    writeFileSync(join(dist.path, ".vite", "manifest.json"), "{}")
    writeFileSync(join(dist.path, ".inputs-hash"), "stamp")
    t = await startTestServer(target, { staticDir: dist.path, ...steppedSimulator(7) })
  }, 60_000)
  afterAll(async () => {
    await t?.stop()
    dist.remove()
  })

  it("keeps the build's own files (manifest, stamp) to itself", async () => {
    expect((await page("/.vite/manifest.json")).status).toBe(404)
    expect((await page("/.inputs-hash")).status).toBe(404)
    expect((await page("/favicon.svg")).status).toBe(200)
  })

  it.each([
    ["/my-bets", "/sports/bets"],
    ["/deposit", "/?modal=deposit"],
    ["/wallet/withdraw", "/?modal=withdraw"],
    ["/esports", "/sports"],
    ["/esports/in-play", "/sports/in-play"],
    ["/esports/football/matches", "/sports/football/matches"],
    ["/sports/upcoming", "/sports/acca"],
    ["/sports/horseracing/upcoming", "/sports/horseracing/meetings"],
    ["/account/login", "/login"],
    ["/auth", "/"],
    ["/account/responsible-tools/timeout", "/account/safer-gambling/cool-off"],
    ["/account/responsible-tools/deposit-limits", "/account/safer-gambling/deposit-limits"],
    ["/members", "/account"],
    ["/sports/football/competition/123", "/sports/football/competition-123"],
    ["/my-bets?btype=single&bid=1", "/sports/bets?btype=single&bid=1"],
  ])("%s is a 301 to %s", async (from, to) => {
    const reply = await page(from)
    expect(reply.status).toBe(301)
    expect(reply.headers.get("location")).toBe(to)
  })

  it("a legacy match link is a 301 to the match page the catalogue knows; an unknown match is a 404", async () => {
    const world = t.server.simulator!.world
    const match = [...world.matches.values()].find((m) => m.kind === "event" && m.gameId === [...world.games.values()].find((g) => g.name === "football")!.id && m.id >= 10000)!
    const reply = await page(`/sports/football/match/${match.id}`)
    expect(reply.status).toBe(301)
    expect(reply.headers.get("location")).toMatch(new RegExp(`^/sports/football/[a-z0-9-]+-\\d{3,}/${match.slug}-${match.id}$`))
    expect((await page("/sports/football/match/99999999")).status).toBe(404)
  })

  it.each(["/no-such-page", "/sports/football/x/y/z/w", "/rundown/no-such-article", "/rundown/category/poker", "/rewards/12/claim/extra"])("%s is a 404 with the prerender status", async (path) => {
    const reply = await page(path)
    expect(reply.status).toBe(404)
    const html = await reply.text()
    expect(html).toContain('<meta name="prerender-status-code" content="404"')
    expect(html).toContain('<div id="root"></div>')
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(`${NOT_FOUND_TITLE} - Sportsbook`)
    expect(html).not.toContain('rel="canonical"')
  })

  it.each(["/", "/sports", "/sports/bets", "/account", "/rundown", "/rundown/category/racing-tips", "/rewards", "/about", "/jobs", "/index.html"])("%s is a 200 page with its metadata", async (path) => {
    const reply = await page(`${path}${path.includes("?") ? "&" : "?"}utm_source=test`)
    expect(reply.status).toBe(200)
    const html = await reply.text()
    expect(html.match(/<title>/g)?.length).toBe(1)
    expect(attr(html, /<title>([^<]*)<\/title>/)).toMatch(/^.+ - Sportsbook$/)
    expect(html.match(/<meta name="description"/g)?.length).toBe(1)
    const canonical = attr(html, /<link rel="canonical" href="([^"]*)"/)
    expect(canonical).toBe(`${t.server.url}${path === "/index.html" ? "/" : path}`)
    expect(html.match(/<link rel="alternate" hreflang=/g)?.length).toBe(6)
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toMatch(/^http.*\/cms\/w_1200\/sportsbook\/rundown\/.+\.svg$/)
    expect(html).not.toContain("prerender-status-code")
  })

  it("an article in pt-BR: its title, description, canonical, alternates, Open Graph image and JSON-LD", async () => {
    const reply = await page("/rundown/el-clasico-preview?locale=pt-BR&utm_campaign=x")
    expect(reply.status).toBe(200)
    const html = await reply.text()
    expect(html).toContain('<html lang="pt-BR"')
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe("Prévia do El Clásico: Real Madrid x Barcelona - Sportsbook")
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toMatch(/^Dois candidatos ao título/)
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${t.server.url}/rundown/el-clasico-preview`)
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1], m[2]])
    expect(alternates).toEqual([
      ["en-GB", `${t.server.url}/rundown/el-clasico-preview?locale=en-GB`],
      ["pt", `${t.server.url}/rundown/el-clasico-preview?locale=pt`],
      ["pt-BR", `${t.server.url}/rundown/el-clasico-preview?locale=pt-BR`],
      ["es", `${t.server.url}/rundown/el-clasico-preview?locale=es`],
      ["es-MX", `${t.server.url}/rundown/el-clasico-preview?locale=es-MX`],
      ["x-default", `${t.server.url}/rundown/el-clasico-preview`],
    ])
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toBe(`${t.server.url}/cms/w_1200/sportsbook/rundown/previews.svg`)
    expect(attr(html, /<meta property="og:type" content="([^"]*)"/)).toBe("article")
    const ld = JSON.parse(attr(html, /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)!)
    expect(ld).toMatchObject({ "@type": "NewsArticle", headline: "Prévia do El Clásico: Real Madrid x Barcelona", inLanguage: "pt-BR", datePublished: "2026-11-19", author: { name: "Lucía Navarro" } })
    // A person's browser gets an empty root (the app renders); a bot the heading and main text.
    expect(html).toContain('<div id="root"></div>')
    const forBot = await (await page("/rundown/el-clasico-preview?locale=pt-BR", { "user-agent": GOOGLEBOT })).text()
    expect(forBot).toContain("<main data-prerendered><h1>Prévia do El Clásico: Real Madrid x Barcelona</h1>")
    expect(forBot).toContain("<h2 id=\"como-jogam\">Como jogam</h2>")
    // Every script in the page is the app's own (nonce) or the JSON-LD data block.
    for (const tag of forBot.match(/<script[^>]*>/g) ?? []) expect(tag).toMatch(/nonce="/)
  })

  it("bots get the list of articles on /rundown and the page title elsewhere", async () => {
    const html = await (await page("/rundown?locale=es-MX", { "user-agent": GOOGLEBOT })).text()
    expect(html).toContain("<main data-prerendered><h1>")
    expect(html).toContain('href="/rundown/el-clasico-preview?locale=es-MX"')
    const sports = await (await page("/sports", { "user-agent": GOOGLEBOT })).text()
    expect(sports).toMatch(/<main data-prerendered><h1>[^<]+<\/h1><p>Sports betting on football/)
  })

  it("/about and /jobs give bots their real content", async () => {
    const about = await (await page("/about?locale=pt-BR", { "user-agent": GOOGLEBOT })).text()
    expect(attr(about, /<title>([^<]*)<\/title>/)).toBe("Sobre nós - Sportsbook")
    expect(about).toContain("<main data-prerendered><h1>Sobre nós</h1>")
    const jobs = await (await page("/jobs", { "user-agent": GOOGLEBOT })).text()
    expect(jobs).toContain("Senior TypeScript engineer")
  })

  it("the locale comes from Accept-Language when the address does not name one", async () => {
    const html = await (await page("/rundown/how-each-way-betting-works", { "accept-language": "es" })).text()
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe("Cómo funciona la apuesta each-way - Sportsbook")
  })

  it("files and the API are untouched", async () => {
    expect((await page("/favicon.svg")).status).toBe(200)
    expect((await page("/assets/missing.js")).status).toBe(404)
    expect((await page("/api/v0/rundown")).status).toBe(200)
  })
})
