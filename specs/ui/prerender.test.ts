/**
 * The server's prerender of a visitor's page (ui/prerender.tsx, docs/decisions/0018 "Prerendered
 * first paint"): the app's own tree over core's store, started as the browser starts and answered
 * the two start-up calls. What the browser gets must be a finished, inert picture it can paint
 * under the page's CSP: every boundary resolved inline, no script, no style attribute.
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import type { Locale } from "../../core/model/primitives.js"
import { loadSites } from "../../server/domain/site/sites.js"
import { chunkSourcesOfPath } from "../../ui/app/pages.js"
import { PRERENDER_HEAD_SCRIPT, prerenderApp } from "../../ui/prerender.js"

const sites = loadSites()
const brand = sites.defaultBrand
const country = sites.defaultCountry(brand)
const config = sites.resolve(brand, country)!

const render = (path: string, options: { readonly locale?: Locale; readonly device?: "mobile" | "desktop"; readonly search?: string } = {}) =>
  prerenderApp({
    path,
    search: options.search ?? "",
    brand,
    country,
    locale: options.locale ?? "en-GB",
    device: options.device ?? "desktop",
    environment: "production",
    config,
    configs: sites.countries,
    now: Date.UTC(2026, 10, 28, 12),
  })

describe("prerenderApp", () => {
  it("draws the front door as a visitor sees it once configured: the layout and the welcome, not a spinner", async () => {
    const { html } = await render("/")
    expect(html.startsWith('<div class="app" data-prerendered="" inert="">')).toBe(true)
    expect(html).toContain('class="site-header')
    expect(html).toContain("Welcome to ")
    expect(html).toContain('href="/login"')
    expect(html).toContain('class="site-footer')
    expect(html).not.toContain('class="page-loading"')
  })

  it.each(["/", "/sports", "/casino", "/virtuals", "/rundown", "/sports/in-play"])(
    "%s is finished markup the page's CSP lets paint: every boundary inline, no script, no style attribute",
    async (path) => {
      const { html } = await render(path)
      expect(html).not.toMatch(/<!--\$[?!]-->/)
      expect(html).not.toContain("<template")
      expect(html).not.toContain("<script")
      expect(html).not.toMatch(/ style="/)
      expect(html).toContain('<main id="main"')
    },
  )

  it("a slip deep link renders the slip part too, without reading the browser", async () => {
    const { html, errors } = await render("/sports", { search: "?btype=single&bid=101,102&bstake=5" })
    expect(errors).toEqual([])
    expect(html).not.toMatch(/<!--\$!-->/)
  })

  // Every address of the e2e route table (spec §2), as a visitor on either device: a component that
  // reads the browser while it renders would fail its part of the prerender.
  const addresses = [...readFileSync("e2e/routes-table.ts", "utf8").matchAll(/path: "(\/[^"]*)"/g)].map((m) => m[1]!)
  it("renders every address of the route table with nothing failing", async () => {
    expect(addresses.length).toBeGreaterThan(100)
    for (const address of addresses) {
      const [path, query] = address.split("?")
      for (const device of ["desktop", "mobile"] as const) {
        const { errors } = await render(path!, { device, search: query ? `?${query}` : "" })
        expect(errors, `${address} (${device})`).toEqual([])
      }
    }
  })

  it("speaks the request's locale", async () => {
    const en = await render("/sports")
    const pt = await render("/sports", { locale: "pt-BR" })
    expect(en.html).toContain("Sports betting")
    expect(pt.html).not.toContain("Sports betting")
    expect(pt.html).not.toEqual(en.html)
  })

  it("draws the desktop betslip panel only for a desktop guess, and only on the pages that have it", async () => {
    expect((await render("/sports", { device: "desktop" })).html).toContain("betslip--panel")
    expect((await render("/sports", { device: "mobile" })).html).not.toContain("betslip--panel")
    expect((await render("/casino", { device: "desktop" })).html).not.toContain("betslip--panel")
  })

  it("names the chunks whose stylesheets the markup needs, as source files that exist", async () => {
    expect((await render("/")).chunkSources).toEqual(["ui/pages/home/index.ts"])
    expect((await render("/sports")).chunkSources).toEqual(["ui/pages/sports/index.ts", "ui/components/betslip/BetslipDock.tsx"])
    for (const path of ["/", "/sports", "/casino", "/virtuals", "/rundown", "/login", "/rewards"]) {
      for (const source of chunkSourcesOfPath(path)) expect(existsSync(join(process.cwd(), source)), source).toBe(true)
    }
    expect(chunkSourcesOfPath("/no-such-page")).toEqual([])
  })
})

describe("PRERENDER_HEAD_SCRIPT", () => {
  /** Runs the head script against a stored state; returns the document's prerender mark. */
  const run = (stored: Readonly<Record<string, string>> | "throws"): string | undefined => {
    const dataset: Record<string, string> = {}
    const localStorage = stored === "throws"
      ? undefined
      : { getItem: (key: string) => (Object.hasOwn(stored, key) ? stored[key]! : null) }
    const window = stored === "throws"
      ? Object.defineProperty({}, "localStorage", { get: () => { throw new Error("SecurityError") } })
      : { localStorage }
    new Function("window", "document", PRERENDER_HEAD_SCRIPT)(window, { documentElement: { dataset } })
    return dataset.prerender
  }

  it.each([
    [{}, undefined],
    [{ "sb:authToken": "t" }, "off"],
    [{ "sb:drawerExpanded": "false" }, "off"],
    [{ "sb:drawerExpanded": "true" }, undefined],
    [{ "sb:betslipExpanded": "false" }, "off"],
    [{ "sb:oddsFormat": "decimal" }, undefined],
  ] as const)("stored %j -> %s", (stored, mark) => {
    expect(run(stored)).toBe(mark)
  })

  it("leaves the prerender on, and throws nothing, where storage cannot be read", () => {
    expect(run("throws")).toBeUndefined()
  })
})
