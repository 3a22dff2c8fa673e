/**
 * The in-play page under a price storm (issue 4 "Speed"): the real server (PGlite in a temp folder,
 * the simulator running) floods 1,000 price updates per second for 30 s across the markets of the
 * matches the page shows, and Chromium reports, for our page and for a bare page that only writes
 * the same pushes into the DOM:
 *   - frames per second (requestAnimationFrame callbacks while the storm lasts),
 *   - the longest task (PerformanceObserver "longtask", which sees tasks over 50 ms; 0 = none) and
 *     the longest gap between two frames,
 *   - the delay from the server's send (`sent_at` of the push) to the frame that shows the price:
 *     a price change is stamped with the start time of the frame that paints it. A change made
 *     between frames (the bare page writes as pushes arrive) is painted by the next frame; a change
 *     made inside a frame's animation callbacks (our page commits there) is painted by that same
 *     frame, whose rendering runs right after those callbacks. Both are upper bounds on "on screen".
 * The bare page's figures make the cost of our stack visible as a ratio. Goal: 60 fps, no task
 * over 50 ms, p99 under 100 ms.
 *
 * Knobs: BENCH_SECONDS (30), BENCH_RATE (1000), BENCH_PRICES (300: how many prices the bench wants
 * visible; the viewport is made tall enough to show them, and the count actually seen is reported),
 * BENCH_PROFILE=1 (hottest functions on stderr), BENCH_TRACE=file.json (a Chromium trace of the storm).
 */
import { chromium, type Browser, type Page } from "@playwright/test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromiumArgs, chromiumPath } from "../e2e/chromium.js"
import { ensureUiBuilt } from "../scripts/build-ui.js"
import { startServer } from "../server/main.js"
import type { Bench, Figure } from "./suite.js"

const REDUCED_MOTION = process.env.BENCH_REDUCED_MOTION === "1"
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const RATE = Number(process.env.BENCH_RATE ?? 1000)
const WANTED_PRICES = Number(process.env.BENCH_PRICES ?? 300)
const OPERATOR_TOKEN = "bench-operator-token"

/** Injected before any page script: counts frames, long tasks, pushes received and price changes seen. */
const MEASURE = `(() => {
  const b = (window.__bench = { running: false, frames: 0, longest: 0, maxGap: 0, pushes: [], seen: [], pending: [] })
  let last = 0
  // True from this frame's first animation callback until its rendering is done: a message posted
  // in the callback runs only after the frame has been painted.
  let inFrame = false
  let frameAt = 0
  const frameDone = new MessageChannel()
  frameDone.port1.onmessage = () => { inFrame = false }
  const tick = (t) => {
    const now = performance.timeOrigin + t
    inFrame = true
    frameAt = now
    frameDone.port2.postMessage(0)
    if (b.running) {
      b.frames++
      if (last) b.maxGap = Math.max(b.maxGap, t - last)
      for (const p of b.pending) b.seen.push([p[0], p[1], now])
    }
    b.pending.length = 0
    last = t
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  try {
    new PerformanceObserver((list) => {
      if (!b.running) return
      for (const e of list.getEntries()) b.longest = Math.max(b.longest, e.duration)
    }).observe({ type: "longtask" })
  } catch {}
  const Native = window.WebSocket
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args)
      this.addEventListener("message", (ev) => {
        if (!b.running || typeof ev.data !== "string") return
        let frame
        try { frame = JSON.parse(ev.data) } catch { return }
        const event = frame[3], payload = frame[4]
        const markets = event === "markets" ? payload.markets : event === "market" ? [payload] : null
        if (!markets) return
        for (const m of markets) {
          const sent = Date.parse(m.sent_at)
          for (const c of m.contracts) if (c.prices) {
            b.pushes.push([c.id, c.prices.decimal_display, sent])
            b.pushes.push([c.id, c.prices.fractional_display, sent])
          }
        }
      })
    }
  }
  const observe = () => new MutationObserver((records) => {
    if (!b.running) return
    for (const r of records) {
      const node = r.target.nodeType === 3 ? r.target.parentElement : r.target
      const el = node && node.closest ? node.closest("[data-contract-id]") : null
      if (!el) continue
      const change = [Number(el.getAttribute("data-contract-id")), el.textContent || ""]
      if (inFrame) b.seen.push([change[0], change[1], frameAt])
      else b.pending.push(change)
    }
  }).observe(document.documentElement, { subtree: true, childList: true, characterData: true })
  if (document.documentElement) observe()
  else document.addEventListener("DOMContentLoaded", observe)
})()`

/** The bare page: the same prices as spans, each push written straight into the DOM. */
const barePage = (wsUrl: string, matchIds: ReadonlyArray<number>, contracts: ReadonlyArray<{ id: number; text: string }>) => `<!doctype html>
<html><head><meta charset="utf-8"><title>bare</title>
<style>body{font:14px system-ui;display:grid;grid-template-columns:repeat(6,1fr);gap:4px} span{padding:8px;border:1px solid #ccc}</style>
</head><body>
${contracts.map((c) => `<span data-contract-id="${c.id}">${c.text}</span>`).join("")}
<script>
  const els = new Map([...document.querySelectorAll("[data-contract-id]")].map((el) => [Number(el.dataset.contractId), el]))
  const ws = new WebSocket(${JSON.stringify(wsUrl)})
  let ref = 0
  const send = (event, payload) => ws.send(JSON.stringify(["1", String(++ref), "client:lobby", event, payload]))
  ws.onopen = () => {
    send("phx_join", {})
    for (const id of ${JSON.stringify(matchIds)}) send("subscribe", { channel: "markets", params: { match_id: id } })
    setInterval(() => ws.send(JSON.stringify([null, String(++ref), "phoenix", "heartbeat", {}])), 20000)
  }
  ws.onmessage = (ev) => {
    const [, , , event, payload] = JSON.parse(ev.data)
    const markets = event === "markets" ? payload.markets : event === "market" ? [payload] : []
    for (const m of markets) for (const c of m.contracts) {
      const el = els.get(c.id)
      if (el && c.prices) el.textContent = c.prices.decimal_display
    }
  }
</script></body></html>`

interface Collected {
  readonly frames: number
  readonly longest: number
  readonly maxGap: number
  readonly pushes: ReadonlyArray<readonly [number, string, number]>
  readonly seen: ReadonlyArray<readonly [number, string, number]>
}

const percentile = (sorted: ReadonlyArray<number>, p: number): number =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

/** Send→screen delays: each price seen is matched with the latest push of that text for that contract sent before it. */
const latencies = (c: Collected): number[] => {
  const byContract = new Map<number, Array<readonly [string, number]>>()
  for (const [id, text, sent] of c.pushes) {
    const list = byContract.get(id) ?? []
    list.push([text, sent])
    byContract.set(id, list)
  }
  const out: number[] = []
  for (const [id, text, at] of c.seen) {
    const list = byContract.get(id)
    if (!list) continue
    let best: number | null = null
    for (const [pushed, sent] of list) if (sent <= at && text.includes(pushed) && (best === null || sent > best)) best = sent
    if (best !== null) out.push(at - best)
  }
  return out.sort((a, b) => a - b)
}

const ops = (base: string, path: string, body: unknown) =>
  fetch(`${base}/api/ops/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${OPERATOR_TOKEN}` },
    body: JSON.stringify(body),
  })

/**
 * Puts team matches in play (operator control), football first, until their main markets hold the
 * prices wanted: a tennis or darts row shows two prices, a football row three.
 */
const startMatches = async (base: string, wantedPrices: number): Promise<void> => {
  interface Row { id: number; status: string; main_market: { contracts: unknown[] } | null }
  const get = async <T>(path: string): Promise<T> => (await (await fetch(`${base}/api/v0/${path}`)).json()) as T
  const pricesOf = (rows: ReadonlyArray<Row>) => rows.reduce((n, m) => n + (m.main_market?.contracts.length ?? 0), 0)
  let prices = pricesOf(await get<{ in_play: Row[] }>("sports/home").then((home) => home.in_play))
  const games = (await get<Array<{ name: string; display_type: string; display_order: number }>>("games"))
    .filter((g) => g.display_type === "home_and_away").sort((a, b) => a.display_order - b.display_order)
  for (const game of games) {
    const tab = await get<{ matches: Row[] }>(`games/${game.name}/matches`)
    for (const m of tab.matches) {
      if (prices >= wantedPrices) return
      if (m.status === "upcoming" && (await ops(base, `matches/${m.id}/start`, {})).ok) prices += pricesOf([m])
    }
  }
}

/** BENCH_TRACE=file.json: a Chromium trace of our page's storm, for chrome://tracing or Perfetto. */
const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.execute", "blink.user_timing"]

/** BENCH_PROFILE=1: the page's hottest functions during the storm, on stderr. */
const startProfile = async (page: Page): Promise<() => Promise<void>> => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Profiler.enable")
  await cdp.send("Profiler.setSamplingInterval", { interval: 500 })
  await cdp.send("Profiler.start")
  return async () => {
    const { profile } = await cdp.send("Profiler.stop")
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
    const self = new Map<string, number>()
    profile.samples?.forEach((id, i) => {
      const f = nodes.get(id)!.callFrame
      const key = `${f.functionName || "(anonymous)"} ${f.url.split("/").pop()}:${f.lineNumber}:${f.columnNumber}`
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0))
    })
    for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.error(`${Math.round(us / 1000)} ms  ${key}`)
  }
}

const storm = async (base: string, page: Page, matchIds: ReadonlyArray<number>): Promise<Collected> => {
  await page.evaluate(() => ((window as unknown as { __bench: { running: boolean } }).__bench.running = true))
  const response = await ops(base, "sim/flood", { match_ids: matchIds, rate_per_second: RATE, seconds: SECONDS })
  if (!response.ok) throw new Error(`flood refused: ${response.status} ${await response.text()}`)
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000 + 500))
  return page.evaluate(() => {
    const b = (window as unknown as { __bench: Collected & { running: boolean } }).__bench
    b.running = false
    return { frames: b.frames, longest: b.longest, maxGap: b.maxGap, pushes: b.pushes, seen: b.seen }
  })
}

const figures = (page: string, c: Collected, visible: number): Figure[] => {
  const lat = latencies(c)
  const context = { page, visible_prices: visible, updates_per_second: RATE, seconds: SECONDS }
  return [
    { bench: `inplay.${page}.fps`, value: Math.round((c.frames / SECONDS) * 10) / 10, unit: "frames/s", goal: 60, ...context },
    { bench: `inplay.${page}.longest_task`, value: Math.round(c.longest), unit: "ms", goal: "<= 50", note: "longtask entries only exist above 50 ms; 0 means none", ...context },
    { bench: `inplay.${page}.longest_frame_gap`, value: Math.round(c.maxGap), unit: "ms", ...context },
    { bench: `inplay.${page}.send_to_screen_p50`, value: Math.round(percentile(lat, 50)), unit: "ms", samples: lat.length, pushes: c.pushes.length, ...context },
    { bench: `inplay.${page}.send_to_screen_p99`, value: Math.round(percentile(lat, 99)), unit: "ms", goal: "< 100", samples: lat.length, ...context },
  ]
}

export const inplayPrices: Bench = {
  name: "inplay",
  async run() {
    const root = process.cwd()
    // Figures go to stdout as JSON lines; anything else to stderr.
    await ensureUiBuilt(root, "production", (line) => console.error(line))
    const dataDir = mkdtempSync(join(tmpdir(), "sportsbook-bench-"))
    const server = await startServer({
      port: 0, host: "127.0.0.1", dataDir, operatorToken: OPERATOR_TOKEN, staticDir: join(root, "dist"), production: false, log: () => {},
    })
    const base = server.url
    let browser: Browser | null = null
    try {
      await startMatches(base, WANTED_PRICES)
      // The bare page is served by interception, which Chromium's local-network checks would treat
      // as a public page talking to a private address; the app's own page is same-origin anyway.
      browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: [...chromiumArgs, "--disable-features=LocalNetworkAccessChecks"] })
      // Tall enough that WANTED_PRICES prices (two or three to a match row) fit on screen at once.
      const viewport = { width: 1440, height: Math.max(900, Math.ceil(WANTED_PRICES / 2) * 100 + 400) }
      const context = await browser.newContext({ reducedMotion: REDUCED_MOTION ? "reduce" : "no-preference", viewport })
      const page = await context.newPage()
      await page.addInitScript(MEASURE)
      await page.goto(`${base}/sports/in-play`)
      await page.locator("[data-contract-id]").first().waitFor({ timeout: 30_000 })
      await page.waitForTimeout(1000)
      const onScreen = await page.evaluate(() => {
        const h = window.innerHeight
        const prices = [...document.querySelectorAll<HTMLElement>("[data-contract-id]")].filter((el) => {
          const r = el.getBoundingClientRect()
          return r.bottom > 0 && r.top < h && r.width > 0
        })
        const matches = [...new Set([...document.querySelectorAll<HTMLElement>("[data-match-id]")].map((el) => Number(el.dataset.matchId)))]
        return { matches, contracts: prices.map((el) => ({ id: Number(el.dataset.contractId), text: el.textContent ?? "" })) }
      })
      const profiling = process.env.BENCH_PROFILE === "1" ? await startProfile(page) : null
      const tracePath = process.env.BENCH_TRACE
      if (tracePath) await browser.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES })
      const ours = await storm(base, page, onScreen.matches)
      if (tracePath) await browser.stopTracing()
      if (profiling) await profiling()
      await context.close()

      // The same screen for both pages, so the ratio compares the stacks, not the painted area.
      const bare = await browser.newContext({ viewport })
      const barePageTab = await bare.newPage()
      await barePageTab.addInitScript(MEASURE)
      barePageTab.on("pageerror", (error) => console.error(`bare page: ${error.message}`))
      // Served from the server's own origin (the page itself is the bench's, not the server's).
      const html = barePage(`${base.replace(/^http/, "ws")}/socket/websocket?vsn=2.0.0`, onScreen.matches, onScreen.contracts)
      await barePageTab.route(`${base}/__bench/bare`, (route) => route.fulfill({ contentType: "text/html", body: html }))
      await barePageTab.goto(`${base}/__bench/bare`)
      await barePageTab.waitForTimeout(1000)
      const theirs = await storm(base, barePageTab, onScreen.matches)
      await bare.close()

      const out = [...figures("sportsbook", ours, onScreen.contracts.length), ...figures("bare", theirs, onScreen.contracts.length)]
      const ratio = (name: string) => {
        const a = out.find((f) => f.bench === `inplay.sportsbook.${name}`)!.value
        const b = out.find((f) => f.bench === `inplay.bare.${name}`)!.value
        return { bench: `inplay.ratio.${name}`, value: b === 0 ? Number.NaN : Math.round((a / b) * 100) / 100, unit: "sportsbook/bare" }
      }
      return [...out, ratio("fps"), ratio("send_to_screen_p50"), ratio("send_to_screen_p99")]
    } finally {
      await browser?.close()
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  },
}
