/** Helpers for the e2e specs: unique bettors, operator controls over HTTP, screenshots worth keeping. */
import { expect, type Page, type TestInfo } from "@playwright/test"
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
