/**
 * A bettor's first day: register, log out, log in (after a wrong password), see the account, log
 * out. At 1440 px and 390 px (the two projects), against the real server and database.
 */
import { expect, test, type Page } from "@playwright/test"
import { newBettor, saveEventLog, shot, type Bettor, signUpSteps } from "./support.js"

const register = async (page: Page, b: Bettor) => {
  // The steps come from the site config's signup_steps: account, personal, username, marketing.
  await signUpSteps(page, b)
  await page.getByRole("button", { name: "Create account" }).click()
}

const logIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel("E-mail").fill(email)
  await page.getByLabel("Password", { exact: true }).fill(password)
  await page.getByRole("button", { name: "Log in" }).click()
}

/**
 * The demo bettor's balance as the server holds it now, as the page should show it ("£1,000.00"
 * before any bet; the betslip and My Bets journeys spend from the same account earlier in a run).
 */
const serverBalanceText = async (page: Page): Promise<string> => {
  const token = await page.evaluate(() => localStorage.getItem("sb:authToken"))
  const answer = await page.request.get("/api/v0/users?brand=sportsbook&country=GB", { headers: { authorization: `Bearer ${token}` } })
  expect(answer.ok()).toBe(true)
  const user = (await answer.json()) as { account: { balance: number } }
  return new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(user.account.balance)
}

const logOut = async (page: Page) => {
  await page.getByRole("button", { name: "Log out" }).first().click()
}

test("register → log out → wrong password → log in → account → log out", async ({ page }, info) => {
  const b = newBettor(info)

  // One visit, navigating inside the app, so the exported event log holds the whole journey.
  await register(page, b)
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByText(b.username).first()).toBeVisible()
  await shot(page, info, "account-after-signup")

  await logOut(page)
  await expect(page).toHaveURL(/\/$/)
  await page.getByRole("link", { name: "Log in" }).first().click()
  // Login remembers the page it was opened from (spec §2.9).
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/)

  await logIn(page, b.email, "not-the-password")
  await expect(page.getByRole("alert").filter({ hasText: "Incorrect e-mail or password." }).first()).toBeVisible()
  await shot(page, info, "login-wrong-password")

  await logIn(page, b.email, b.password)
  await expect(page).toHaveURL(/\/$/)
  await page.getByRole("link", { name: "My account" }).first().click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByText(b.username).first()).toBeVisible()
  await expect(page.getByTestId("balance")).toContainText("£0.00")
  await shot(page, info, "account")

  await logOut(page)
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible()
  await saveEventLog(page, info, "account-journey")
  await page.goto("/account")
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount/)
})

test("the account page needs a login, and login returns there", async ({ page }, info) => {
  await page.goto("/account")
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount/)
  await logIn(page, "demo@sportsbook.test", "demo-password-1")
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByTestId("balance")).toContainText(await serverBalanceText(page))
  await shot(page, info, "demo-account")
})

test("a stored session survives a reload", async ({ page }) => {
  await page.goto("/login")
  await logIn(page, "demo@sportsbook.test", "demo-password-1")
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto("/account")
  await page.reload()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByTestId("balance")).toContainText(await serverBalanceText(page))
})

test("unknown paths show the 404 page", async ({ page }, info) => {
  await page.goto("/no/such/page")
  await expect(page.getByRole("heading", { name: "Ooooooops!" })).toBeVisible()
  await expect(page.getByText("We can’t find the page you’re looking for.")).toBeVisible()
  await shot(page, info, "404")
  await page.getByRole("link", { name: "Back to home" }).or(page.getByRole("button", { name: "Back to home" })).first().click()
  await expect(page).toHaveURL(/\/$/)
})
