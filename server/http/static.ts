/**
 * Serves the built web app (vite's dist/) from the same port as the API, so `npm start` is one
 * process. Hashed files under /assets are cached for a year (immutable: a new build has new
 * names); other files are revalidated; index.html is never cached because it carries the CSP
 * nonce. GET requests for unknown paths outside /api and /socket get index.html: the app's router
 * decides (and shows its own 404 page). A missing /assets file is a real 404.
 *
 * With `pages` (server/http/pages.ts) the server first asks core's route table about the address:
 * a redirect row is an HTTP 301, an unknown path a 404 (still the app's HTML), and the HTML
 * carries the page's metadata (and, for bots, its main text).
 */
import { readFile, stat } from "node:fs/promises"
import { extname, join, resolve, sep } from "node:path"
import type { MiddlewareHandler } from "hono"
import type { AppEnv } from "./env.js"
import type { PageAnswer } from "./pages.js"
import type { Prerenderer } from "./prerender.js"
import { htmlContentSecurityPolicy, injectNonce, newNonce } from "./security.js"

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
}

const IMMUTABLE = "public, max-age=31536000, immutable"
const REVALIDATE = "public, max-age=0, must-revalidate"

const isFile = async (path: string): Promise<boolean> => {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

export const staticSite = (
  dir: string,
  production: boolean,
  pages?: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => PageAnswer,
  prerender?: Prerenderer,
): MiddlewareHandler<AppEnv> => {
  const root = resolve(dir)
  const indexPath = join(root, "index.html")
  let cachedIndex: string | null = null
  // In production the build does not change under us; in development it may be rebuilt.
  const readIndex = async () => (production ? (cachedIndex ??= await readFile(indexPath, "utf8")) : readFile(indexPath, "utf8"))

  const sendIndex = async (c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<Response> => {
    const page = pages?.(c)
    if (page?.status === 301 && page.location) return c.redirect(page.location, 301)
    if (!(await isFile(indexPath))) return c.text("The web app is not built: run npm run build.", 404)
    const nonce = newNonce()
    c.header("Content-Security-Policy", htmlContentSecurityPolicy(nonce, production))
    c.header("Cache-Control", "no-store")
    const [html, prerendered] = await Promise.all([readIndex(), page?.prerender && prerender ? prerender(page.prerender) : null])
    const withHead = page ? page.render(html) : html
    return c.html(injectNonce(prerendered ? prerendered(withHead) : withHead, nonce), page?.status === 404 ? 404 : 200)
  }

  return async (c, next) => {
    const method = c.req.method
    const path = c.req.path
    if ((method !== "GET" && method !== "HEAD") || path === "/api" || path.startsWith("/api/") || path === "/socket" || path.startsWith("/socket/")) {
      return next()
    }
    let decoded: string
    try {
      decoded = decodeURIComponent(path)
    } catch {
      return c.text("Bad path", 400)
    }
    if (decoded.includes("\0")) return c.text("Bad path", 400)
    if (decoded === "/" || decoded === "/index.html") return sendIndex(c)

    const file = resolve(root, `.${decoded}`)
    if (!file.startsWith(root + sep)) return c.text("Not found", 404)
    // The build's own files (.vite/manifest.json, .inputs-hash) are the server's, not the site's.
    if (decoded.split("/").some((segment) => segment.startsWith("."))) return c.text("Not found", 404)
    if (await isFile(file)) {
      const body = await readFile(file)
      c.header("Content-Type", CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream")
      c.header("Cache-Control", decoded.startsWith("/assets/") ? IMMUTABLE : REVALIDATE)
      return method === "HEAD" ? c.body(null) : c.body(new Uint8Array(body))
    }
    if (decoded.startsWith("/assets/")) return c.text("Not found", 404)
    return sendIndex(c)
  }
}
