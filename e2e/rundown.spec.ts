/**
 * The rundown in Chromium at 390 and 1440 px (issue 18): the front page lists the articles, a
 * category filters them, and an article read in pt-BR has its metadata (title '{title} - {brand}',
 * description, canonical without the query, alternate-language links, Open Graph image, JSON-LD)
 * from the server, the sanitised body, links to the matches it talks about and related articles.
 * A missing article is the 404 page with HTTP 404. Screenshots; axe clean (serious and critical).
 */
import { expect, test, type Page } from "@playwright/test"
import { shot, axeNow as axeClean } from "./support.js"

test("the rundown: front page, a category, and an article in pt-BR with its metadata", async ({ page }, info) => {
  await page.goto("/rundown")
  await expect(page.getByRole("heading", { level: 1, name: "The Rundown" })).toBeVisible()
  const cards = page.locator(".rundown-card")
  await expect(cards).toHaveCount(12)
  await expect(page).toHaveTitle("The Rundown - Sportsbook")
  await axeClean(page, "rundown")
  await shot(page, info, "rundown-front")

  await page.getByRole("navigation", { name: "Rundown categories" }).getByRole("link", { name: "Racing tips", exact: true }).click()
  await expect(page).toHaveURL(/\/rundown\/category\/racing-tips$/)
  await expect(page.getByRole("heading", { level: 1, name: "Racing tips" })).toBeVisible()
  await expect(cards).toHaveCount(3)

  // Read an article in pt-BR, arriving from outside (the server's HTML carries its metadata).
  const response = await page.goto("/rundown/el-clasico-preview?locale=pt-BR&utm_source=e2e")
  expect(response?.status()).toBe(200)
  const title = "Prévia do El Clásico: Real Madrid x Barcelona"
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
  await expect(page).toHaveTitle(`${title} - Sportsbook`)
  const origin = new URL(page.url()).origin
  const head = page.locator("head")
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/rundown\/el-clasico-preview$/)
  await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /^Dois candidatos ao título/)
  await expect(head.locator('link[rel="alternate"][hreflang="pt-BR"]')).toHaveAttribute("href", /\/rundown\/el-clasico-preview\?locale=pt-BR$/)
  expect(await head.locator('link[rel="alternate"]').count()).toBe(6)
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/cms\/w_1200\/sportsbook\/rundown\/previews\.svg$/)
  const ld = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? "null")
  expect(ld).toMatchObject({ "@type": "NewsArticle", headline: title, inLanguage: "pt-BR" })
  const image = await page.request.get(`${origin}/cms/w_1200/sportsbook/rundown/previews.svg`)
  expect(image.status()).toBe(200)

  const body = page.locator(".rundown-article__body")
  await expect(body.getByRole("heading", { level: 2, name: "Como jogam" })).toBeVisible()
  await expect(body.locator("script")).toHaveCount(0)
  await expect(page.getByText("Por Lucía Navarro")).toBeVisible()
  // The matches it talks about link to their pages; related articles follow.
  const matchLinks = page.locator(".rundown-match")
  expect(await matchLinks.count()).toBeGreaterThan(0)
  await expect(matchLinks.first()).toHaveAttribute("href", /^\/sports\/football\/[a-z0-9-]+-\d{3,}\/[a-z0-9-]+-\d{5,}$/)
  await expect(page.getByRole("heading", { level: 2, name: "Artigos relacionados" })).toBeVisible()
  await axeClean(page, "rundown article")
  await shot(page, info, "rundown-article-pt-BR")

  // A missing article: HTTP 404 and the 404 page.
  const missing = await page.goto("/rundown/no-such-article")
  expect(missing?.status()).toBe(404)
  // The locale chosen by the pt-BR link stays (stored), so the 404 page speaks Portuguese.
  await expect(page.getByRole("heading", { level: 1, name: "Ops!" })).toBeVisible()
})

test("the server answers the spec's redirects with 301 and unknown paths with 404", async ({ request }) => {
  for (const [from, to] of [["/my-bets", "/sports/bets"], ["/deposit", "/?modal=deposit"], ["/esports/in-play", "/sports/in-play"], ["/account/responsible-tools/timeout", "/account/safer-gambling/cool-off"]] as const) {
    const reply = await request.get(from, { maxRedirects: 0 })
    expect(reply.status(), from).toBe(301)
    expect(reply.headers().location, from).toBe(to)
  }
  expect((await request.get("/no/such/page", { maxRedirects: 0 })).status()).toBe(404)
})
