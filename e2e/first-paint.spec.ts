/**
 * The first paint from the HTML (docs/decisions/0018 "Prerendered first paint"), in Chromium
 * against the real server, at 1440 px and 390 px: a visitor's page is in the HTML the server sends,
 * so it paints before any script runs; the app takes over with one copy of the page in the document
 * at every moment and the page then works as an app; a member's reload never shows the visitor's
 * page first. `npm run bench -- first-visit` measures what it does to LCP.
 */
import { expect, test, type Page } from "@playwright/test"
import { logInAsDemo, shot } from "./support.js"

/** Watches the document from its first node: how many footers and prerenders it ever held at once. */
const watchDocument = (page: Page) =>
  page.addInitScript(() => {
    const seen = { footers: 0, prerenders: 0, markWhenPrerenderSeen: null as string | null }
    ;(window as unknown as { __seen: typeof seen }).__seen = seen
    new MutationObserver(() => {
      const prerenders = document.querySelectorAll("[data-prerendered]").length
      if (prerenders > 0 && seen.markWhenPrerenderSeen === null) seen.markWhenPrerenderSeen = document.documentElement.dataset.prerender ?? "on"
      seen.prerenders = Math.max(seen.prerenders, prerenders)
      seen.footers = Math.max(seen.footers, document.querySelectorAll(".site-footer").length)
    }).observe(document, { childList: true, subtree: true })
  })

const seen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seen: { footers: number; prerenders: number; markWhenPrerenderSeen: string | null } }).__seen)

test("a visitor's page is in the HTML: it paints with no script at all", async ({ browser }, info) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: info.project.use.viewport ?? undefined })
  const page = await context.newPage()
  try {
    await page.goto("/")
    await expect(page.locator("h1", { hasText: "Welcome to Sportsbook" })).toBeVisible()
    await expect(page.locator(".site-footer__responsible")).toBeVisible()
    // A picture until the app takes over: nothing in it can be used or reached.
    await expect(page.locator("[data-prerendered]")).toHaveAttribute("inert", "")
    await page.goto("/sports")
    await expect(page.locator("h1", { hasText: "Sports betting" })).toBeVisible()
    await shot(page, info, "first-paint-sports-no-script")
  } finally {
    await context.close()
  }
})

test("the app takes over the prerendered page: one copy at every moment, then a working app", async ({ page }, info) => {
  await watchDocument(page)
  await page.goto("/")
  await expect(page.getByRole("heading", { name: "Welcome to Sportsbook" })).toBeVisible()
  await expect(page.locator("[data-prerendered]")).toHaveCount(0)
  const first = await seen(page)
  expect(first.prerenders).toBe(1)
  expect(first.markWhenPrerenderSeen).toBe("on")
  expect(first.footers).toBe(1)

  // The app's own links now: moving to the sports pages keeps this document (no page load).
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true
  })
  await page.getByRole("link", { name: "Sports", exact: true }).first().click()
  await expect(page.getByRole("heading", { name: "Sports betting" })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  expect((await seen(page)).footers).toBe(1)
  await shot(page, info, "first-paint-app-took-over")
})

test("a member's reload never shows the visitor's page before the app's own", async ({ page }) => {
  await logInAsDemo(page)
  await watchDocument(page)
  await page.goto("/")
  await expect(page.getByTestId("header-balance")).toBeVisible()
  const member = await seen(page)
  // The server cannot see the stored session: it sends the visitor's page, hidden before it paints.
  expect(member.markWhenPrerenderSeen).toBe("off")
  await expect(page.locator("[data-prerendered]")).toHaveCount(0)
  await expect(page.getByRole("link", { name: "Log in" })).toHaveCount(0)
})
