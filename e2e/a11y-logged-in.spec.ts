/**
 * Accessibility, logged in and live: axe at both widths, no violation of impact serious or critical
 * allowed, on the account page, the home page and the drawer, the cashier modals, more member
 * pages (casino-game-player layout included), a visitor's drawer, and the live sports pages (a
 * live match, a race card). The visitor's pages are in a11y.spec.ts.
 */
import { expect, test, type Page } from "@playwright/test"
import { axeClean as check } from "./support.js"

const logIn = async (page: Page) => {
  await page.goto("/login")
  await page.getByLabel("E-mail").fill("demo@sportsbook.test")
  await page.getByLabel("Password", { exact: true }).fill("demo-password-1")
  await page.getByRole("button", { name: "Log in" }).click()
  await expect(page.getByTestId("header-balance")).toBeVisible()
}

test("the account page, logged in, has no serious or critical axe violations", async ({ page }) => {
  await logIn(page)
  await page.goto("/account")
  await expect(page.getByTestId("balance")).toBeVisible()
  await check(page, "account")
})

test("the home page and the drawer, logged in, have no serious or critical axe violations", async ({ page }, info) => {
  await logIn(page)
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await check(page, "home (logged in)")
  if (info.project.name === "mobile") {
    await page.getByRole("button", { name: "Menu" }).click()
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible()
    await check(page, "drawer sheet")
  } else {
    await page.getByRole("button", { name: "Account menu" }).click()
    await expect(page.getByRole("link", { name: "Transactions" })).toBeVisible()
    await check(page, "account menu")
  }
})

test("an open modal has no serious or critical axe violations", async ({ page }) => {
  await logIn(page)
  await page.goto("/?modal=deposit")
  await expect(page.getByRole("dialog", { name: "Cashier" })).toBeVisible()
  await check(page, "cashier modal")
})

const MEMBER_PAGES = [
  { name: "transactions", path: "/account/transactions" },
  { name: "safer gambling", path: "/account/safer-gambling" },
  { name: "deposit limits", path: "/account/safer-gambling/deposit-limits" },
  { name: "my bets", path: "/sports/bets" },
  { name: "members", path: "/account/members" },
  { name: "casino game player (casino-game-player layout)", path: "/casino/game/gem-lines/player" },
] as const

// One test per page (each with its own time budget): axe on a page that keeps moving is slow.
for (const { name, path } of MEMBER_PAGES) {
  test(`${name} (${path}, logged in) has no serious or critical axe violations`, async ({ page }) => {
    await logIn(page)
    await page.goto(path)
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/-]/g, "\\$&")}$`))
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible()
    await check(page, name)
  })
}

test("the withdraw modal over another page, and a visitor's drawer, have no serious or critical axe violations", async ({ page }, info) => {
  if (info.project.name === "mobile") {
    await page.goto("/sports")
    await page.getByRole("button", { name: "Menu", exact: true }).click()
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible()
    await check(page, "drawer sheet (visitor)")
  } else {
    await page.goto("/sports")
    await expect(page.getByTestId("drawer")).toBeVisible()
    await check(page, "drawer rail (visitor)")
  }
  await logIn(page)
  await page.goto("/casino?modal=withdraw")
  await expect(page.getByRole("dialog", { name: "Cashier" })).toBeVisible()
  await check(page, "cashier modal (withdraw)")
})

const LIVE_SPORTS_PAGES = [
  { name: "sports home", path: "/sports", ready: (p: Page) => p.locator(".match-row").first() },
  { name: "in-play", path: "/sports/in-play", ready: (p: Page) => p.locator(".match-row").first() },
  { name: "game page", path: "/sports/football", ready: (p: Page) => p.locator(".match-row").first() },
  { name: "competitions", path: "/sports/football/competitions", ready: (p: Page) => p.locator(".list-link").first() },
  { name: "meetings", path: "/sports/horseracing/meetings", ready: (p: Page) => p.locator(".race-chip").first() },
  { name: "search", path: "/sports/search?q=united", ready: (p: Page) => p.getByLabel("Search sports") },
] as const

for (const { name, path, ready } of LIVE_SPORTS_PAGES) {
  test(`the live sports ${name} (${path}) has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path)
    await expect(ready(page)).toBeVisible()
    await check(page, name)
  })
}

test("a live match page and a race card have no serious or critical axe violations", async ({ page }) => {
  const home = await (await page.request.get("/api/v1/sports/home")).json() as {
    in_play: ReadonlyArray<{ id: number; game_name: string; competition_slug: string; competition_id: number; slug: string }>
  }
  const live = home.in_play[0]
  if (live) {
    await page.goto(`/sports/${live.game_name}/${live.competition_slug}-${live.competition_id}/${live.slug}-${live.id}`)
    await expect(page.getByTestId("scoreboard")).toBeVisible()
    await check(page, "live match page")
  }
  await page.goto("/sports/horseracing/meetings")
  await page.locator(".meeting .race-chip").first().click()
  await expect(page.locator(".runner").first()).toBeVisible()
  await check(page, "race card")
})
