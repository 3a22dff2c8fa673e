/**
 * Accessibility: axe (WCAG rules, axe-core's defaults) at both widths, no violation of impact serious
 * or critical allowed, on every page a visitor sees: home, login, welcome, signup, password
 * recovery, the 404 page, each vertical's pages, the other layouts (email-auth, empty) and the
 * visitor's logged-out modal. The logged-in pages are in a11y-logged-in.spec.ts (a file each, so
 * `npm test` can run them in different shards).
 */
import { expect, test, type Page } from "@playwright/test"
import { axeClean as check } from "./support.js"

const VISITOR_PAGES = [
  { name: "home", path: "/", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "login", path: "/login", ready: (p: Page) => p.getByLabel("E-mail") },
  { name: "welcome", path: "/welcome", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "signup", path: "/auth/signup", ready: (p: Page) => p.getByLabel("E-mail") },
  { name: "recover", path: "/auth/password/recover", ready: (p: Page) => p.getByLabel("E-mail") },
  { name: "404", path: "/no/such/page", ready: (p: Page) => p.getByRole("heading", { name: "Ooooooops!" }) },
  { name: "virtuals", path: "/virtuals", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  // Each vertical's pages, the other layouts, a modal a visitor may open.
  { name: "sports", path: "/sports", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "sports game", path: "/sports/football", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "sports match", path: "/sports/football/premier-league-123/arsenal-v-chelsea-12345", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "casino", path: "/casino", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { name: "casino game", path: "/casino/game/gem-lines", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
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
    // The virtuals lobby animates the live race every frame: one axe pass over it took 42 s on
    // CI's loaded two cores (the rules run between frames), so it gets a budget of its own.
    if (path === "/virtuals") test.setTimeout(150_000)
    await page.goto(path)
    await expect(ready(page).first()).toBeVisible()
    await check(page, name)
  })
}
