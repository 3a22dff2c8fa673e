/**
 * Debian's Chromium, never a downloaded browser.
 *
 * - `chromiumPath()`: the browser (CHROMIUM_PATH, else /usr/bin/chromium): the benches' LCP and
 *   anything that should see the page as a bettor's Chromium draws it.
 * - `e2eChromiumPath()`: what the e2e journeys drive. Debian's `chromium-headless-shell` (the same
 *   Chromium build, packaged without the browser's UI) when it is installed, else the browser.
 *   Measured on this 2-core machine (docs/decisions/0021-e2e-browser-and-load.md): the shell spec
 *   took 47 core-seconds with the full browser in headless mode and 36 with the shell; Playwright's
 *   own headless default is the same shell.
 */
import { existsSync } from "node:fs"

const first = (candidates: ReadonlyArray<string | undefined>): string | null =>
  candidates.find((p): p is string => !!p && existsSync(p)) ?? null

export const chromiumPath = (): string | null =>
  first([process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"])

export const e2eChromiumPath = (): string | null =>
  first([process.env.E2E_CHROMIUM_PATH, "/usr/bin/chromium-headless-shell"]) ?? chromiumPath()

/** Flags for a root, headless, offline machine (see the machine notes): no sandbox, no phoning home. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
]
