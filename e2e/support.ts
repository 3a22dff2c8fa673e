/** Helpers for the e2e specs: unique bettors, operator controls over HTTP, screenshots worth keeping. */
import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test"
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { OPERATOR_TOKEN } from "../playwright.config.js"

export interface Bettor {
  readonly email: string
  readonly password: string
  readonly username: string
  readonly firstname: string
  readonly lastname: string
  readonly dob: string
}

export const newBettor = (info: TestInfo): Bettor => {
  const tag = `${info.project.name.slice(0, 1)}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  return {
    email: `bettor.${tag}@example.test`,
    password: "correct-horse-9",
    username: `b_${tag}`.slice(0, 20),
    firstname: "Robin",
    lastname: "Punter",
    dob: "14/03/1990",
  }
}

export const shot = async (page: Page, info: TestInfo, name: string) => {
  const dir = join("test-results", "screenshots")
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: join(dir, `${info.project.name}-${name}.png`), fullPage: true })
}

/** The demo bettor `npm start` creates outside production (README). */
export const DEMO = { email: "demo@sportsbook.test", password: "demo-password-1" } as const

/** Logs the demo bettor in through the login page; done once the header shows their balance. */
export const logInAsDemo = async (page: Page) => {
  await page.goto("/login")
  await page.getByLabel("E-mail").fill(DEMO.email)
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password)
  await page.getByRole("button", { name: "Log in" }).click()
  await expect(page.getByTestId("header-balance")).toBeVisible()
}

/** The header balance in pence ("£1,000.00" → 100000). */
export const headerBalance = async (page: Page): Promise<number> => {
  const text = (await page.getByTestId("header-balance").textContent()) ?? ""
  const digits = text.replace(/[^0-9.]/g, "")
  expect(digits, `a balance in "${text}"`).toMatch(/^\d+\.\d{2}$/)
  return Number(digits.replace(".", ""))
}

/** Calls an operator control of the running server (DESIGN.md §5). */
export const ops = async (page: Page, method: "GET" | "POST", path: string, body?: unknown) => {
  const response = await page.request.fetch(`/api/ops/${path}`, {
    method,
    headers: { Authorization: `Bearer ${OPERATOR_TOKEN}`, "Content-Type": "application/json" },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  })
  expect(response.ok(), `ops ${method} ${path} → ${response.status()}`).toBe(true)
  return response.json() as Promise<unknown>
}

/** Saves the app's event log (the developer hook of non-production builds). */
export const saveEventLog = async (page: Page, info: TestInfo, name: string) => {
  const log = await page.evaluate(() => (window as unknown as { __sportsbook: { exportLog(): unknown } }).__sportsbook.exportLog())
  const dir = join("test-results", "event-logs")
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${info.project.name}-${name}.json`)
  writeFileSync(file, JSON.stringify(log, null, 2))
  return file
}

export const isMobile = (info: TestInfo) => info.project.name === "mobile"

/** The slip: the side panel on desktop; on mobile the sheet, opened from the bar when it is closed. */
export const slip = async (page: Page, info: TestInfo): Promise<Locator> => {
  if (!isMobile(info)) {
    const panel = page.getByRole("complementary", { name: /^Betslip/ })
    await expect(panel).toBeVisible()
    return panel
  }
  const sheet = page.getByRole("dialog", { name: /^Betslip/ })
  if (!(await sheet.isVisible())) await page.getByRole("button", { name: /^Open betslip/ }).click()
  await expect(sheet).toBeVisible()
  return sheet
}

/** On mobile the sheet covers the page: close it before picking more prices. */
export const closeSheet = async (page: Page, info: TestInfo) => {
  if (!isMobile(info)) return
  const sheet = page.getByRole("dialog", { name: /^Betslip/ })
  if (await sheet.isVisible()) {
    await sheet.getByRole("button", { name: "Close betslip" }).click()
    await expect(sheet).toBeHidden()
  }
}

/**
 * Empties the logged-in bettor's slip saved on the server. The demo bettor is shared by the spec
 * files a shard runs one after another on one server, so a journey that builds its own slip starts
 * from an empty one (the next page load reads the saved slip afresh).
 */
export const emptySavedSlip = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem("sb:authToken"))
  const emptied = await page.request.post("/api/v1/betslip", {
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, data: JSON.stringify({ betslip_legs: [] }),
  })
  expect(emptied.ok(), `betslip → ${emptied.status()}`).toBe(true)
}

/** Picks a price on its page and waits for the leg to reach the slip. */
export const pick = async (page: Page, info: TestInfo, path: string, contract: { readonly id: number }) => {
  await closeSheet(page, info)
  await page.goto(path)
  const price = page.locator(`.price[data-contract-id="${contract.id}"]`).first()
  await expect(price).toBeEnabled()
  await price.click()
  await expect(price).toHaveAttribute("aria-pressed", "true")
  await closeSheet(page, info)
}

/**
 * axe (WCAG rules, axe-core's defaults) on the page as it stands now: no violation of impact
 * serious or critical; and the page reflows (WCAG 1.4.10), which axe does not check: nothing makes
 * the document wider than the window, so a phone never scrolls sideways (a row that scrolls inside
 * itself is fine).
 */
export const axeNow = async (page: Page, name: string) => {
  const results = await new AxeBuilder({ page }).analyze()
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  expect(blocking, `${name}: serious or critical axe violations`).toEqual([])
  expect(await overflowing(page), `${name}: wider than the window`).toEqual([])
}

/** The elements that reach past the window's right edge and widen the document (none when it fits). */
const overflowing = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width) return []
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const { overflowX } = getComputedStyle(p)
        if (overflowX !== "visible") return true
      }
      return false
    }
    const past = [...document.body.querySelectorAll("*")]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].join(".")} (right edge ${Math.round(el.getBoundingClientRect().right)} px of ${width})`)
    return past.length > 0 ? past : [`the document is ${document.documentElement.scrollWidth} px wide in a ${width} px window`]
  })

/** The same, once entrance animations have finished: axe measures contrast on what is painted. */
export const axeClean = async (page: Page, name: string) => {
  await page.waitForTimeout(300)
  await axeNow(page, name)
}

/** The sign-up steps (the site config's signup_steps) up to the last one, whose buttons the caller presses. */
export const signUpSteps = async (page: Page, b: Bettor) => {
  await page.goto("/auth/signup")
  await page.getByLabel("E-mail").fill(b.email)
  await page.getByLabel("Password", { exact: true }).fill(b.password)
  await page.getByRole("button", { name: "Continue" }).click()
  await page.getByLabel("First name").fill(b.firstname)
  await page.getByLabel("Last name").fill(b.lastname)
  await page.getByLabel("Date of birth").fill(b.dob)
  await page.getByRole("button", { name: "Continue" }).click()
  await page.getByLabel("Username").fill(b.username)
  await page.getByRole("button", { name: "Continue" }).click()
}

/** Pauses the simulated world for the tests of the calling file (prices and results stand still), and resumes it after them. */
export const pauseTheWorldForThisFile = () => {
  test.beforeAll(async ({ request }) => {
    const response = await request.fetch("/api/ops/sim/pause", {
      method: "POST",
      headers: { Authorization: "Bearer e2e-operator-token", "Content-Type": "application/json" },
      data: JSON.stringify({ paused: true }),
    })
    expect(response.ok()).toBe(true)
  })
  test.afterAll(async ({ request }) => {
    await request.fetch("/api/ops/sim/pause", {
      method: "POST",
      headers: { Authorization: "Bearer e2e-operator-token", "Content-Type": "application/json" },
      data: JSON.stringify({ paused: false }),
    })
  })
}

/** GET /api/v1/{path}, which must answer 2xx, as JSON of the type the caller names. */
export const apiGet = async <T,>(page: Page, path: string): Promise<T> => {
  const response = await page.request.get(`/api/v1/${path}`)
  expect(response.ok(), `GET ${path} → ${response.status()}`).toBe(true)
  return response.json() as Promise<T>
}

/** The fields of a match (spec §3 Match) the specs build its page's path and pick it by. */
export interface MatchRef {
  readonly id: number
  readonly name: string
  readonly game_name: string
  readonly competition_slug: string
  readonly competition_id: number
  readonly slug: string
  readonly status: string
}
