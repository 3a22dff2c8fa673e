/**
 * The server's side of the prerendered first paint (server/http/prerender.ts): it puts a bundle's
 * render into the app's empty #root with the page chunks' stylesheets, reuses a render for a while,
 * never holds the HTML longer than its wait, and answers the plain HTML whenever there is no bundle
 * or the render fails. The bundle here is a stand-in written to a temporary folder, so each rule is
 * seen on its own; specs/ui/prerender.test.ts renders the real app.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { createPrerenderer, deviceOfRequest, type PrerenderRequest } from "../../server/http/prerender.js"
import { loadSites } from "../../server/domain/site/sites.js"

const INDEX = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>'
const sites = loadSites()
const config = sites.resolve(sites.defaultBrand, sites.defaultCountry(sites.defaultBrand))!
const request = (path: string, device: "mobile" | "desktop" = "desktop"): PrerenderRequest =>
  ({ path, search: "", brand: sites.defaultBrand, country: "GB", locale: "en-GB", device, config })

/** A dist/ with a manifest and a dist-ssr/ with a stand-in bundle whose render counts its calls. */
const fixture = (bundle: string) => {
  const root = mkdtempSync(join(tmpdir(), "prerender-"))
  const dist = join(root, "dist")
  const ssr = join(root, "dist-ssr")
  mkdirSync(join(dist, ".vite"), { recursive: true })
  mkdirSync(ssr)
  writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify({
    "ui/pages/home/index.ts": { file: "assets/home.js", css: ["assets/home.css"], imports: ["_shared.js"] },
    "_shared.js": { file: "assets/shared.js", css: ["assets/shared.css"], imports: ["ui/pages/home/index.ts"] },
  }))
  writeFileSync(join(ssr, "prerender.js"), bundle)
  return { dist, ssr }
}

const COUNTING = `
export const PRERENDER_HEAD_SCRIPT = "/*head*/"
export let calls = 0
export async function prerenderApp(input) {
  calls++
  if (input.path === "/slow") await new Promise((r) => setTimeout(r, 200))
  if (input.path === "/broken") throw new Error("render failed")
  const errors = input.path === "/partly" ? ["window is not defined"] : []
  return { html: '<div class="app" data-prerendered="" inert="">' + input.path + ' ' + input.device + ' #' + calls + '</div>', chunkSources: input.path === "/" ? ["ui/pages/home/index.ts"] : [], errors }
}
`

const prerenderer = (dirs: { dist: string; ssr: string }, now: () => number = () => 0, waitMs = 1000, log: (line: string) => void = () => {}) =>
  createPrerenderer({ distDir: dirs.dist, ssrDir: dirs.ssr, production: true, configs: sites.countries, now, log, waitMs, ttlMs: 1000 })

describe("createPrerenderer", () => {
  it("puts the render into the empty #root, with the head script and each stylesheet of the page's chunks once", async () => {
    const apply = await prerenderer(fixture(COUNTING))(request("/"))
    const html = apply(INDEX)
    expect(html).toContain('<div id="root"><div class="app" data-prerendered="" inert="">/ desktop #1</div></div>')
    expect(html).toContain("<script>/*head*/</script>")
    expect(html.match(/<link rel="stylesheet" href="\/assets\/home.css">/g)).toHaveLength(1)
    expect(html.match(/<link rel="stylesheet" href="\/assets\/shared.css">/g)).toHaveLength(1)
    expect(html.indexOf("/*head*/")).toBeLessThan(html.indexOf("</head>"))
    // An import's stylesheet before the importer's, as Vite's loader links them (the page's rules win ties).
    expect(html.indexOf("shared.css")).toBeLessThan(html.indexOf("home.css"))
  })

  it("leaves a #root that already has content (a bot's answer) alone", async () => {
    const apply = await prerenderer(fixture(COUNTING))(request("/"))
    const bots = INDEX.replace('<div id="root"></div>', '<div id="root"><main data-prerendered>text</main></div>')
    expect(apply(bots)).toBe(bots)
  })

  it("reuses a render for its lifetime, per address and device class, then renders again", async () => {
    let now = 0
    const get = prerenderer(fixture(COUNTING), () => now)
    expect((await get(request("/a")))(INDEX)).toContain("/a desktop #1")
    expect((await get(request("/a")))(INDEX)).toContain("/a desktop #1")
    expect((await get(request("/a", "mobile")))(INDEX)).toContain("/a mobile #2")
    now = 1001
    expect((await get(request("/a")))(INDEX)).toContain("/a desktop #3")
  })

  it("does not hold the HTML past its wait: the page goes out plain and the next visit gets the render", async () => {
    const get = prerenderer(fixture(COUNTING), () => 0, 20)
    expect((await get(request("/slow")))(INDEX)).toBe(INDEX)
    await new Promise((r) => setTimeout(r, 250))
    expect((await get(request("/slow")))(INDEX)).toContain("/slow desktop")
  })

  it("keeps a render a part of which failed (that part is its loading state) and logs what failed", async () => {
    const lines: string[] = []
    const apply = await prerenderer(fixture(COUNTING), () => 0, 1000, (line) => void lines.push(line))(request("/partly"))
    expect(apply(INDEX)).toContain("/partly desktop")
    expect(lines).toEqual(["prerender of /partly: window is not defined"])
  })

  it("answers the plain HTML when the render fails, when the bundle fails to load, and when there is none", async () => {
    expect((await prerenderer(fixture(COUNTING))(request("/broken")))(INDEX)).toBe(INDEX)
    expect((await prerenderer(fixture("export const oops = ;"))(request("/")))(INDEX)).toBe(INDEX)
    const missing = fixture(COUNTING)
    expect((await prerenderer({ dist: missing.dist, ssr: join(missing.ssr, "nowhere") })(request("/")))(INDEX)).toBe(INDEX)
  })
})

describe("deviceOfRequest", () => {
  it.each([
    ["?1", undefined, "mobile"],
    ["?0", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148", "desktop"],
    [undefined, "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148", "mobile"],
    [undefined, "Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36", "mobile"],
    [undefined, "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36", "desktop"],
    [undefined, undefined, "desktop"],
  ] as const)("hint %s, agent %s -> %s", (hint, agent, device) => {
    expect(deviceOfRequest(hint, agent)).toBe(device)
  })
})
