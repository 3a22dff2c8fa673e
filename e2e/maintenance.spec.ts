/**
 * Maintenance (spec §4): the operator switches it on, the overlay shows; switched off, the app
 * recovers by itself, without a reload. Also the start-up path: a page loaded during maintenance
 * shows the overlay and recovers.
 */
import { expect, test } from "@playwright/test"
import { ops, shot } from "./support.js"

test.describe.configure({ mode: "serial" })

test.afterEach(async ({ page }) => {
  await ops(page, "POST", "maintenance", { active: false })
})

test("operator maintenance shows the overlay and the app recovers when it ends", async ({ page }, info) => {
  await page.goto("/")
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible()
  await ops(page, "POST", "maintenance", { active: true })
  const overlay = page.getByTestId("maintenance-overlay")
  await expect(overlay).toBeVisible()
  await expect(overlay).toContainText("is unavailable")
  await expect(overlay).toContainText("We'll be back shortly. Please accept our apologies for any inconvenience caused.")
  await shot(page, info, "maintenance")
  await ops(page, "POST", "maintenance", { active: false })
  await expect(overlay).toBeHidden()
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible()
})

test("a page opened during maintenance shows the overlay, then recovers", async ({ page }) => {
  await ops(page, "POST", "maintenance", { active: true })
  await page.goto("/login")
  const overlay = page.getByTestId("maintenance-overlay")
  await expect(overlay).toBeVisible()
  await ops(page, "POST", "maintenance", { active: false })
  await expect(overlay).toBeHidden()
  await expect(page.getByLabel("E-mail")).toBeVisible()
})
