/**
 * Accessibility: axe (WCAG rules, axe-core's defaults) on every page of the shell at both widths,
 * with no violation of impact serious or critical allowed: home, login, welcome, signup, password
 * recovery, the account page (logged in), the 404 page, a coming-soon page, and an open modal;
 * also each vertical's pages (coming-soon until built), the other layouts (email-auth, empty,
 * casino-game-player), more logged-in pages, a visitor's drawer and the visitor's logged-out modal.
 */
import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"

const check = async (page: Page, name: string) => {
  // Let entrance animations finish: axe measures contrast on what is painted.
  await page.waitForTimeout(300)
  const results = await new AxeBuilder({ page }).analyze()
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  expect(blocking, `${name}: serious or critical axe violations`).toEqual([])
}

const logIn = async (page: Page) => {
  await page.goto("/login")
  await page.getByLabel("E-mail").fill("demo@sportsbook.test")
  await page.getByLabel("Password", { exact: true }).fill("demo-password-1")
  await page.getByRole("button", { name: "Log in" }).click()
  await expect(page.getByTestId("header-balance")).toBeVisible()
}

const VISITOR_PAGES = [
  { name: "home", path: "/", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "login", path: "/login", ready: (p: Page) => p.getByLabel("E-mail") },
  { name: "welcome", path: "/welcome", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "signup", path: "/auth/signup", ready: (p: Page) => p.getByLabel("E-mail") },
  { name: "recover", path: "/auth/password/recover", ready: (p: Page) => p.getByLabel("E-mail") },
  { name: "404", path: "/no/such/page", ready: (p: Page) => p.getByRole("heading", { name: "Ooooooops!" }) },
  { name: "coming soon", path: "/virtuals", ready: (p: Page) => p.getByTestId("coming-soon") },
  // Each vertical's pages (coming-soon until built), the other layouts, a modal a visitor may open.
  { name: "sports", path: "/sports", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "sports game", path: "/sports/football", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "sports match", path: "/sports/football/premier-league-123/arsenal-v-chelsea-12345", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "casino", path: "/casino", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "casino game", path: "/casino/game/starburst", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "rewards", path: "/rewards", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "rundown", path: "/rundown", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "about", path: "/about", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "password reset", path: "/auth/password/reset", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "e-mail confirmation failure (email-auth layout)", path: "/auth/confirmation-failure", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "payment result (empty layout)", path: "/payments/deposit/success", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "logged-out modal", path: "/?modal=InactivityLoggedOutModal", ready: (p: Page) => p.getByRole("dialog") },
] as const

for (const { name, path, ready } of VISITOR_PAGES) {
  test(`${name} (${path}) has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path)
    await expect(ready(page).first()).toBeVisible()
    await check(page, name)
  })
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
  { name: "casino game player (casino-game-player layout)", path: "/casino/game/starburst/player" },
] as const

test("the account and other logged-in pages have no serious or critical axe violations", async ({ page }) => {
  await logIn(page)
  for (const { name, path } of MEMBER_PAGES) {
    await page.goto(path)
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/-]/g, "\\$&")}$`))
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible()
    await check(page, name)
  }
})

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

test("the live sports pages (lists, match, meetings, race card, search) have no serious or critical axe violations", async ({ page }) => {
  const home = await (await page.request.get("/api/v1/sports/home")).json() as {
    in_play: ReadonlyArray<{ id: number; game_name: string; competition_slug: string; competition_id: number; slug: string }>
  }
  const live = home.in_play[0]
  const pages = [
    { name: "sports home", path: "/sports", ready: (p: Page) => p.locator(".match-row").first() },
    { name: "in-play", path: "/sports/in-play", ready: (p: Page) => p.locator(".match-row").first() },
    { name: "game page", path: "/sports/football", ready: (p: Page) => p.locator(".match-row").first() },
    { name: "competitions", path: "/sports/football/competitions", ready: (p: Page) => p.locator(".list-link").first() },
    { name: "meetings", path: "/sports/horseracing/meetings", ready: (p: Page) => p.locator(".race-chip").first() },
    { name: "search", path: "/sports/search?q=united", ready: (p: Page) => p.getByLabel("Search sports") },
    ...(live ? [{
      name: "live match page",
      path: `/sports/${live.game_name}/${live.competition_slug}-${live.competition_id}/${live.slug}-${live.id}`,
      ready: (p: Page) => p.getByTestId("scoreboard"),
    }] : []),
  ]
  for (const { name, path, ready } of pages) {
    await page.goto(path)
    await expect(ready(page)).toBeVisible()
    await check(page, name)
  }
  await page.goto("/sports/horseracing/meetings")
  await page.locator(".meeting .race-chip").first().click()
  await expect(page.locator(".runner").first()).toBeVisible()
  await check(page, "race card")
})
