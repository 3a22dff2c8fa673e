/**
 * Site-wide rules in the real browser against the real server: page metadata (title, canonical
 * without the query, one alternate link per localised site), the locale cookie and `?locale=`
 * from the alternate links, the device class at the 1023 px breakpoint, tracking events
 * reaching the server in one batch, and an affiliate's referral attributed at a later sign-up.
 */
import { expect, test } from "@playwright/test"
import { newBettor, signUpSteps } from "./support.js"

interface DevHandle {
  readonly store: { getState(): { device: { device: string | null } }; dispatch(event: unknown): void }
}

test("the login page: title '{title} - {brand}', canonical without the query, alternate links per locale", async ({ page }) => {
  await page.goto("/login?utm_source=mail")
  await expect(page).toHaveTitle(/^Log in - .+/)
  const canonical = page.locator('link[rel="canonical"]')
  await expect(canonical).toHaveAttribute("href", /\/login$/)
  const hreflangs = await page.locator('link[rel="alternate"]').evaluateAll((links) => links.map((l) => l.getAttribute("hreflang")))
  expect(hreflangs).toEqual(["en-GB", "pt", "pt-BR", "es", "es-MX", "x-default"])
  await expect(page.locator('link[rel="alternate"][hreflang="pt-BR"]')).toHaveAttribute("href", /\/login\?locale=pt-BR$/)
})

test("an alternate link's ?locale= opens the page in that locale and the locale cookie keeps it for 365 days", async ({ page, context }) => {
  await page.goto("/login?locale=pt-BR")
  await expect(page).toHaveTitle(/^Entrar - /)
  const cookie = (await context.cookies()).find((c) => c.name === "locale")
  expect(cookie?.value).toBe("pt-BR")
  const days = (cookie!.expires - Date.now() / 1000) / 86_400
  expect(days).toBeGreaterThan(364)
  expect(days).toBeLessThanOrEqual(365)
  await page.goto("/login")
  await expect(page).toHaveTitle(/^Entrar - /)
})

test("the device class follows the 1023 px breakpoint", async ({ page }) => {
  await page.goto("/")
  const device = () => page.evaluate(() => (window as unknown as { __sportsbook: DevHandle }).__sportsbook.store.getState().device.device)
  await page.setViewportSize({ width: 1024, height: 800 })
  await expect.poll(device).toBe("desktop")
  await page.setViewportSize({ width: 1023, height: 800 })
  await expect.poll(device).toBe("mobile")
})

test("tracking events are posted in one batch after 500 ms of quiet", async ({ page }) => {
  await page.goto("/")
  const posts: unknown[] = []
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/personalisation/tracking")) posts.push(r.postDataJSON())
  })
  const answered = page.waitForResponse((r) => r.url().includes("/personalisation/tracking"))
  await page.evaluate(() => {
    const { store } = (window as unknown as { __sportsbook: DevHandle }).__sportsbook
    for (const id of ["g-1", "g-2"]) {
      store.dispatch({ _tag: "TrackingEventRecorded", tracking: { event: "game_clicked", page: "/", location: "home", position: 1, id, type: "casino", game_id: id } })
    }
  })
  expect((await answered).status()).toBe(200)
  expect(posts).toHaveLength(1)
  expect(posts[0]).toMatchObject({ events: [{ id: "g-1", timestamp: expect.any(Number) }, { id: "g-2" }] })
})

test("an affiliate link's referral, kept in the affiliate cookie, is attributed when the visitor signs up on a later visit", async ({ page, context }, info) => {
  // The demo site grants every cookie category without a consent provider, so the cookie is written.
  await page.goto("/?btag=aff_e2e_earlier")
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === "affiliate")?.value ?? null).not.toBeNull()
  // A later visit without the link: the sign-up's affiliate call still names the referral.
  const attributed = page.waitForRequest((r) => r.url().includes("/users/attribute/income-access/register") && r.method() === "POST")
  await signUpSteps(page, newBettor(info))
  await page.getByRole("button", { name: "Create account" }).click()
  const request = await attributed
  expect(request.postDataJSON()).toEqual({ btag: "aff_e2e_earlier", btag_referral_url: "/?btag=aff_e2e_earlier" })
  expect((await request.response())?.status()).toBe(200)
})
