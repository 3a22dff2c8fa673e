/** Debian's Chromium, never a downloaded browser: CHROMIUM_PATH, else /usr/bin/chromium, else none. */
import { existsSync } from "node:fs"

export const chromiumPath = (): string | null => {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]
  return candidates.find((p): p is string => !!p && existsSync(p)) ?? null
}

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
