/**
 * The first visit (issue 19 item 3): how much JavaScript a cold load of index.html costs, and how
 * fast the home and sports pages paint their largest content on a slow phone.
 *
 *   - first-visit.js: the gzip size of every script index.html loads or modulepreloads, and of
 *     every chunk those import statically (a static import is fetched before the entry runs,
 *     preloaded or not). Dynamic imports are not followed: they are the lazy chunks. Goal 120 KB.
 *     Gzip at level 9 (what a static server or CDN serves; the figure Vite prints).
 *   - first-visit.modules: the biggest source modules of that JavaScript (bench/bundle-map.ts).
 *   - first-visit.lcp: Largest Contentful Paint of `/` and `/sports`, cold (a fresh browser
 *     context per run: empty cache), Chromium with the CPU slowed 4× (CDP
 *     Emulation.setCPUThrottlingRate), the production server `npm start` runs (scripts/start.ts,
 *     a temp DATA_DIR, NODE_ENV test, SIM_SEED 7) on localhost. Median of BENCH_LCP_RUNS (5).
 *     Goal under 1000 ms.
 *
 * The UI is built first when its sources changed (scripts/build-ui.ts, the same build and stamp
 * the server's start uses, so the server serves exactly the files measured); the figure says
 * whether it built or found dist/ current. BENCH_LCP=0 skips the browser part.
 */
import { chromium, type Browser } from "@playwright/test"
import { spawn, type ChildProcess } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { constants, gzipSync } from "node:zlib"
import { chromiumArgs, chromiumPath } from "../e2e/chromium.js"
import { ensureUiBuilt } from "../scripts/build-ui.js"
import { moduleCosts, ownerOf } from "./bundle-map.js"
import type { Bench, Figure } from "./suite.js"

const JS_GOAL = 120 * 1024
const LCP_GOAL_MS = 1000
const LCP_RUNS = Number(process.env.BENCH_LCP_RUNS ?? 5)
const CPU_SLOWDOWN = 4
const PAGES = ["/", "/sports"]

export interface FirstVisitChunk {
  readonly file: string
  readonly bytes: number
  readonly gzip: number
  /** "script", "modulepreload", or "import from <file>" (a static import no tag names). */
  readonly via: string
}

const attr = (tag: string, name: string): string | null => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1] ?? null

/** The module scripts and modulepreloads of index.html, in document order, as paths under dist/. */
const htmlScripts = (html: string): Array<{ path: string; via: string }> => {
  const found: Array<{ path: string; via: string }> = []
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    if (/^<script/i.test(tag)) {
      const src = attr(tag, "src")
      if (src) found.push({ path: src, via: "script" })
    } else if (attr(tag, "rel")?.toLowerCase() === "modulepreload") {
      const href = attr(tag, "href")
      if (href) found.push({ path: href, via: "modulepreload" })
    }
  }
  return found
}

/**
 * The chunks a chunk imports statically: `import … from "./x.js"`, `export … from "./x.js"` and
 * bare `import "./x.js"`. `import("./x.js")` (a paren) is dynamic and not matched; neither are the
 * file lists Vite keeps for its preload helper (plain strings).
 */
const staticImports = (code: string): string[] => {
  const out = new Set<string>()
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) out.add(m[1]!)
  return [...out]
}

const gzipSize = (bytes: Buffer): number => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length

/** Every JavaScript file the first visit downloads, following static imports to the end. */
export const firstVisitChunks = (distDir: string): FirstVisitChunk[] => {
  const html = readFileSync(join(distDir, "index.html"), "utf8")
  const seen = new Map<string, FirstVisitChunk>()
  const queue = htmlScripts(html).map((s) => ({ url: new URL(s.path, "http://x/"), via: s.via }))
  while (queue.length > 0) {
    const { url, via } = queue.shift()!
    const file = url.pathname.replace(/^\//, "")
    if (seen.has(file) || !file.endsWith(".js")) continue
    const path = join(distDir, file)
    if (!existsSync(path)) throw new Error(`index.html refers to ${file}, which dist/ does not have`)
    const bytes = readFileSync(path)
    seen.set(file, { file, bytes: bytes.length, gzip: gzipSize(bytes), via })
    for (const spec of staticImports(bytes.toString("utf8"))) queue.push({ url: new URL(spec, url), via: `import from ${file}` })
  }
  return [...seen.values()]
}

/** The biggest source modules of the first visit, by minified bytes, with an estimated gzip share. */
export const firstVisitModules = (distDir: string, chunks: ReadonlyArray<FirstVisitChunk>, top: number) => {
  const rows = chunks.flatMap((c) => {
    const costs = moduleCosts(join(distDir, c.file))
    const total = costs.reduce((s, m) => s + m.bytes, 0) || 1
    return costs.map((m) => ({ chunk: c.file, source: m.source, bytes: m.bytes, gzip_est: Math.round((c.gzip * m.bytes) / total) }))
  })
  const byOwner = new Map<string, { bytes: number; gzip_est: number }>()
  for (const r of rows) {
    const o = byOwner.get(ownerOf(r.source)) ?? { bytes: 0, gzip_est: 0 }
    byOwner.set(ownerOf(r.source), { bytes: o.bytes + r.bytes, gzip_est: o.gzip_est + r.gzip_est })
  }
  return {
    modules: rows.sort((a, b) => b.bytes - a.bytes).slice(0, top),
    owners: [...byOwner].map(([owner, v]) => ({ owner, ...v })).sort((a, b) => b.bytes - a.bytes),
  }
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      const port = typeof address === "object" && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })

const waitForServer = async (url: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}) before it answered`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`)
}

/** Starts scripts/start.ts in its own node process (one pid: tsx as a loader, not its CLI wrapper). */
const startServerProcess = async (root: string, port: number, dataDir: string): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "scripts", "start.ts")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "test", SIM_SEED: "7", REDIS_URL: "", DATABASE_URL: "", OPERATOR_TOKEN: "" },
  })
  try {
    await waitForServer(`http://127.0.0.1:${port}/api/v0/geolocation-check?brand=sportsbook&country=GB`, child, 180_000)
  } catch (error) {
    child.kill("SIGTERM")
    throw error
  }
  return child
}

const stopServerProcess = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000)
    child.once("exit", () => {
      clearTimeout(force)
      resolve()
    })
    child.kill("SIGTERM")
  })

/**
 * One cold load: a fresh context, the CPU slowed, the page loaded, then LCP read once the page has
 * settled (no request for 500 ms, then one more second for late paints). The last LCP entry is the
 * page's LCP; its renderTime is used, or loadTime when the renderTime is hidden.
 */
const coldLcp = async (browser: Browser, url: string): Promise<{ lcp: number; element: string }> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: "load" })
    await page.waitForLoadState("networkidle").catch(() => {})
    await page.waitForTimeout(1000)
    return await page.evaluate(
      () =>
        new Promise<{ lcp: number; element: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as Array<PerformanceEntry & { renderTime: number; loadTime: number; element: Element | null }>
            const last = entries[entries.length - 1]
            if (!last) return resolve({ lcp: Number.NaN, element: "none" })
            const el = last.element
            const name = el ? `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.split(" ")[0]}` : ""}` : "(removed)"
            resolve({ lcp: last.renderTime || last.loadTime || last.startTime, element: name })
          }).observe({ type: "largest-contentful-paint", buffered: true })
          setTimeout(() => resolve({ lcp: Number.NaN, element: "no entry" }), 2000)
        }),
    )
  } finally {
    await context.close()
  }
}

const median = (xs: number[]): number => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b)
  if (s.length === 0) return Number.NaN
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

export const firstVisit: Bench = {
  name: "first-visit",
  async run() {
    const root = process.cwd()
    const distDir = join(root, "dist")
    // NODE_ENV test makes the server ask for the "development" build; building the same here means
    // the server finds dist/ current and serves what was measured.
    const built = await ensureUiBuilt(root, "development", (line) => console.error(line))
    const dist = built ? "built now" : "dist/ was current (inputs hash unchanged)"
    const chunks = firstVisitChunks(distDir)
    const total = chunks.reduce((s, c) => s + c.gzip, 0)
    const { modules, owners } = firstVisitModules(distDir, chunks, 25)
    const out: Figure[] = [
      {
        bench: "first-visit.js",
        value: total,
        unit: "bytes gzip",
        js_gzip_bytes: total,
        goal: JS_GOAL,
        met: total <= JS_GOAL,
        kb: Math.round((total / 1024) * 10) / 10,
        dist,
        chunks: [...chunks].sort((a, b) => b.gzip - a.gzip),
      },
      { bench: "first-visit.modules", value: modules.length, unit: "modules", note: "gzip_est: chunk gzip shared by minified bytes", owners, modules },
    ]
    if (process.env.BENCH_LCP === "0") return out

    const executablePath = chromiumPath()
    if (!executablePath) throw new Error("first-visit LCP needs Chromium (CHROMIUM_PATH or /usr/bin/chromium)")
    const dataDir = mkdtempSync(join(tmpdir(), "sportsbook-bench-first-visit-"))
    const port = await freePort()
    const server = await startServerProcess(root, port, dataDir)
    let browser: Browser | null = null
    try {
      browser = await chromium.launch({ executablePath, args: chromiumArgs })
      // One warm-up load so the server's first-request work (templates, caches) is not in run 1.
      await coldLcp(browser, `http://127.0.0.1:${port}/`)
      for (const path of PAGES) {
        const runs: Array<{ lcp: number; element: string }> = []
        for (let i = 0; i < LCP_RUNS; i++) runs.push(await coldLcp(browser, `http://127.0.0.1:${port}${path}`))
        const value = Math.round(median(runs.map((r) => r.lcp)))
        out.push({
          bench: `first-visit.lcp ${path}`,
          value,
          unit: "ms",
          goal: `< ${LCP_GOAL_MS}`,
          met: value < LCP_GOAL_MS,
          cpu_slowdown: CPU_SLOWDOWN,
          runs: runs.map((r) => Math.round(r.lcp)),
          element: runs[runs.length - 1]!.element,
          server_pid: server.pid,
        })
      }
      return out
    } finally {
      await browser?.close()
      await stopServerProcess(server)
      rmSync(dataDir, { recursive: true, force: true })
    }
  },
}
