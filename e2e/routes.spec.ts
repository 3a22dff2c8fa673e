/**
 * The route table of spec §2 in the browser (rows and checks in routes-table.ts): §2.1 general,
 * §2.2 sports, esports redirects and legacy links, §2.3 authentication.
 */
import { test } from "@playwright/test"
import { GROUPS, runGroup } from "./routes-table.js"

const SECTIONS = ["§2.1 ", "§2.2 ", "§2.3 "]

// Where a URL lands does not depend on the width: only the desktop project runs the route specs
// (playwright.config.ts); the pages themselves are checked at both widths by the other specs.
for (const [group, rows] of GROUPS.filter(([name]) => SECTIONS.some((s) => name.startsWith(s)))) {
  test(`${group}: each URL lands where the spec says, as a visitor and as a bettor`, async ({ page }) => {
    test.setTimeout(30_000 + rows.length * 2 * 6_000)
    await runGroup(page, rows)
  })
}
