/**
 * The shell a bettor sees, at 1440 px and 390 px (the two projects), against the real server: the
 * modal host with a cashier deep link (open, close by Escape, the close button and the backdrop,
 * focus kept inside and given back), the deep link for a visitor (login first, then it opens),
 * the verticals reaching their pages, the drawer (a rail that remembers being collapsed
 * across a reload on desktop; a sheet from the menu button on mobile), the account menu, and the
 * esports and legacy redirects.
 *
 * The inactivity warning needs a session about to expire; core's tests cover it on a simulated
 * clock (specs/core/inactivity.test.ts) rather than waiting out a real session here.
 */
import { expect, test, type Page } from "@playwright/test"
import { shot } from "./support.js"

const DEMO = { email: "demo@sportsbook.test", password: "demo-password-1" }

const logIn = async (page: Page) => {
  await page.getByLabel("E-mail").fill(DEMO.email)
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password)
  await page.getByRole("button", { name: "Log in" }).click()
}

const logInFromHome = async (page: Page) => {
  await page.goto("/login")
  await logIn(page)
  await expect(page).not.toHaveURL(/\/login/)
  await expect(page.getByTestId("header-balance")).toBeVisible()
}

const cashier = (page: Page) => page.getByRole("dialog", { name: "Cashier" })

test("a deposit link opens the cashier over the page; Escape closes it, drops modal= and gives the focus back", async ({ page }, info) => {
  await logInFromHome(page)
  await page.goto("/")
  const deposit = page.getByRole("link", { name: "Deposit", exact: true })
  await deposit.focus()
  await page.keyboard.press("Enter")

  const dialog = cashier(page)
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/\?modal=deposit$/)
  await expect(dialog).toHaveAttribute("aria-modal", "true")
  await expect(dialog.getByRole("heading", { name: "Cashier" })).toBeVisible()
  // The focus moved into the dialog and Tab keeps it there.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab")
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  // The page behind neither scrolls nor takes clicks.
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("hidden")
  await expect(page.locator(".app")).toHaveAttribute("inert", "")
  await shot(page, info, "shell-cashier")

  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/$/)
  await expect(deposit).toBeFocused()
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("")
})

test("the cashier deep link on arrival; the close button and the backdrop close it too", async ({ page }) => {
  await logInFromHome(page)
  await page.goto("/?modal=deposit")
  await expect(cashier(page)).toBeVisible()
  await page.getByRole("button", { name: "Close" }).click()
  await expect(cashier(page)).toBeHidden()
  await expect(page).toHaveURL(/\/$/)
  // Nothing had the focus before: it goes to the page's heading rather than being lost.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused()

  await page.goto("/casino?modal=withdraw")
  await expect(cashier(page)).toBeVisible()
  await page.getByTestId("modal-layer").click({ position: { x: 4, y: 4 } })
  await expect(cashier(page)).toBeHidden()
  await expect(page).toHaveURL(/\/casino$/)
})

test("a visitor's deposit link goes to login first, and opens once logged in", async ({ page }, info) => {
  await page.goto("/?modal=deposit")
  await expect(page).toHaveURL(/\/login\?redirect=%2F%3Fmodal%3Ddeposit$/)
  await expect(page.getByRole("dialog")).toHaveCount(0)
  await logIn(page)
  await expect(page).toHaveURL(/\/\?modal=deposit$/)
  await expect(cashier(page)).toBeVisible()
  await shot(page, info, "shell-cashier-after-login")
  await page.keyboard.press("Escape")
  await expect(page).toHaveURL(/\/$/)
})

/** Every vertical has its pages now: none of them shows the coming-soon card. */
const VERTICALS = [
  { name: "Sports", path: "/sports", title: "Sports betting" },
  { name: "Casino", path: "/casino", title: "Casino" },
  { name: "Virtuals", path: "/virtuals", title: "Virtual sports" },
  { name: "Rewards", path: "/rewards", title: "Rewards" },
  { name: "Rundown", path: "/rundown", title: "The Rundown" },
] as const

test("the vertical navigation reaches each vertical's page", async ({ page }, info) => {
  await page.goto("/")
  // The header on desktop, the tab bar on mobile: one "Main" navigation shows at each width.
  const nav = page.getByRole("navigation", { name: "Main" })
  await expect(nav).toHaveCount(1)
  for (const v of VERTICALS) {
    const link = nav.getByRole("link", { name: v.name, exact: true })
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${v.path}$`))
    await expect(page.getByRole("heading", { level: 1, name: v.title })).toBeVisible()
    await expect(page.getByTestId("coming-soon")).toHaveCount(0)
    await expect(link).toHaveAttribute("aria-current", "page")
    await expect(page).toHaveTitle(`${v.title} - Sportsbook`)
    // The new page's heading takes the focus; the canonical link drops the query.
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
  }
  await shot(page, info, "shell-verticals")

  await page.goto("/virtuals?utm_source=mail")
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
  expect(canonical).toBe(new URL("/virtuals", page.url()).href)
  const alternates = await page.locator('link[rel="alternate"]').evaluateAll((links) =>
    links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).search]))
  expect(alternates).toEqual([
    ["en-GB", "?locale=en-GB"], ["pt", "?locale=pt"], ["pt-BR", "?locale=pt-BR"], ["es", "?locale=es"],
    ["es-MX", "?locale=es-MX"], ["x-default", ""],
  ])

  await page.getByRole("link", { name: "Sportsbook home" }).click()
  await expect(page).toHaveURL(/\/$/)
})

test("the drawer: the desktop rail remembers being collapsed; the mobile sheet opens from the menu button", async ({ page }, info) => {
  await page.goto("/sports")
  if (info.project.name === "desktop") {
    const drawer = page.getByTestId("drawer")
    await expect(drawer).toHaveAttribute("data-expanded", "true")
    await expect(drawer.getByRole("link", { name: "Football", exact: true })).toBeVisible()
    await page.getByRole("button", { name: "Collapse menu" }).click()
    await expect(drawer).toHaveAttribute("data-expanded", "false")
    await expect(drawer.getByRole("link", { name: "Football", exact: true })).toHaveCount(0)
    await shot(page, info, "shell-drawer-collapsed")

    await page.reload()
    await expect(page.getByTestId("drawer")).toHaveAttribute("data-expanded", "false")
    await expect(page.getByRole("button", { name: "Expand menu" })).toHaveAttribute("aria-expanded", "false")
    // Collapsed, the quick links keep their names. The drawer's: the sports page's own chips and
    // "All in-play" share the name once its chunk is in, which a faster start-up makes likely.
    await page.getByTestId("drawer").getByRole("link", { name: "In-play" }).click()
    await expect(page).toHaveURL(/\/sports\/in-play$/)
    await page.getByRole("button", { name: "Expand menu" }).click()
    await page.reload()
    await expect(page.getByTestId("drawer")).toHaveAttribute("data-expanded", "true")
  } else {
    const menuButton = page.getByRole("button", { name: "Menu", exact: true })
    await menuButton.click()
    const sheet = page.getByRole("dialog", { name: "Menu" })
    await expect(sheet).toBeVisible()
    await expect(menuButton).toHaveAttribute("aria-expanded", "true")
    await shot(page, info, "shell-drawer-sheet")
    await page.keyboard.press("Escape")
    await expect(sheet).toBeHidden()
    await expect(menuButton).toBeFocused()

    await menuButton.click()
    await sheet.getByRole("link", { name: "Football", exact: true }).click()
    await expect(page).toHaveURL(/\/sports\/football$/)
    await expect(sheet).toBeHidden()
    // The game page is titled by its game once the catalogue answers ("Betting" is only the
    // placeholder before it does, which a fast answer never shows).
    await expect(page.getByRole("heading", { level: 1, name: "Football" })).toBeVisible()
  }
})

test("the account menu offers the account's links and Log out", async ({ page }, info) => {
  await logInFromHome(page)
  await page.goto("/sports")
  if (info.project.name === "desktop") {
    const toggle = page.getByRole("button", { name: "Account menu" })
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByRole("link", { name: "Transactions" })).toBeVisible()
    await shot(page, info, "shell-account-menu")
    await page.keyboard.press("Escape")
    await expect(page.getByRole("link", { name: "Transactions" })).toBeHidden()
    await expect(toggle).toBeFocused()
    await toggle.click()
    await page.getByRole("button", { name: "Log out" }).click()
  } else {
    await page.getByRole("button", { name: "Menu", exact: true }).click()
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Log out" }).click()
  }
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible()
  await expect(page.getByTestId("header-balance")).toHaveCount(0)
})

test("esports and legacy links land on /sports pages", async ({ page }) => {
  for (const [from, to] of [
    ["/esports", "/sports"],
    ["/esports/in-play", "/sports/in-play"],
    ["/esports/upcoming", "/sports/acca"],
    ["/esports/dota-2/matches", "/sports/dota-2/matches"],
    ["/esports/dota-2/the-international-123", "/sports/dota-2/the-international-123"],
    ["/sports/football/competition/456", "/sports/football/competition-456"],
    ["/football/soccer/competition/456/outrights", "/sports/soccer/competition-456/outrights"],
  ] as const) {
    await page.goto(from)
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[/-]/g, "\\$&")}$`))
    // A sports page (the ids here are made up, so it may say the event was not found), never the 404 page.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Ooooooops!" })).toHaveCount(0)
  }
})
